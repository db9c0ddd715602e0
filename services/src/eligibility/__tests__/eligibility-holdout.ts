/**
 * A held-out sample, labelled blind, to measure the eligibility parser out of sample.
 *
 * The parser (posting-eligibility.ts, description-eligibility.ts, region-countries.ts,
 * utc-window.ts) was written and tuned against ELIGIBILITY_SAMPLE (eligibility-sample.ts), so its
 * accuracy there is partly in-sample. These 80 postings were chosen after the parser was written,
 * from the recorded feeds (shared/feeds beside the repository) and none of them is in ELIGIBILITY_SAMPLE (compared
 * by board and externalId). Each was labelled by reading only its raw fields (board location,
 * title, description text, as the adapters produce them), without looking at the parser's answer
 * for it; the labels were saved before the parser was run on them.
 *
 * Which postings: ELIGIBILITY_SAMPLE already holds every posting the Arbeitnow, Himalayas, Jobicy,
 * RemoteJobs.org, RemoteOK, Remotive and Working Nomads captures contain, so the only unused
 * postings are We Work Remotely items (261 distinct ones). The 80 are spread evenly over them in
 * feed order (item floor(i * 261 / 80) for i = 0..79, over the 2022 category feeds and the 2026
 * programming feed).
 *
 * The labels follow the conventions in eligibility-sample.ts's header: a seeker in the country,
 * with no time zone given; hints (salary currency, benefits, headquarters, working-hours overlap)
 * are not rules; a required residence window of hours counts the country's zones (standard and
 * summer); a description that names places overrides the board's region; "unknown" only when the
 * posting does not say. A one-line comment marks each non-obvious label.
 */
import type { LabelledPosting, SampleLabel } from './eligibility-sample';

const A: SampleLabel = 'may-apply';
const N: SampleLabel = 'may-not';

export const ELIGIBILITY_HOLDOUT: LabelledPosting[] = [
  // weworkremotely
  // description: 'opened for candidates that are located in the US'
  { board: 'weworkremotely', file: 'wwr-2022-11-all-other-remote-jobs.xml', externalId: 'https://weworkremotely.com/listings/advocacy-architects-executive-assistant', US: A, DE: N, IN: N, BR: N, PH: N },
  { board: 'weworkremotely', file: 'wwr-2022-11-all-other-remote-jobs.xml', externalId: 'https://weworkremotely.com/remote-jobs/ampifire-writers-looking-for-a-steady-reliable-income', US: A, DE: A, IN: A, BR: A, PH: A },
  { board: 'weworkremotely', file: 'wwr-2022-11-all-other-remote-jobs.xml', externalId: 'https://weworkremotely.com/remote-jobs/paymentology-release-manager', US: N, DE: A, IN: N, BR: N, PH: N },
  // board says anywhere; description: 'confirm that you reside within GMT-8 to GMT-3'
  { board: 'weworkremotely', file: 'wwr-2022-11-all-other-remote-jobs.xml', externalId: 'https://weworkremotely.com/listings/photobooth-supply-co-senior-mobile-engineer-ios-swift-3', US: A, DE: N, IN: N, BR: A, PH: N },
  // board says anywhere; description: 'we are looking for candidates in Europe'
  { board: 'weworkremotely', file: 'wwr-2022-11-all-other-remote-jobs.xml', externalId: 'https://weworkremotely.com/remote-jobs/paymentology-interview-scheduler', US: N, DE: A, IN: N, BR: N, PH: N },
  // US headquarters; no stated restriction
  { board: 'weworkremotely', file: 'wwr-2022-11-all-other-remote-jobs.xml', externalId: 'https://weworkremotely.com/remote-jobs/dragonfruit-media-lead-video-editor', US: A, DE: A, IN: A, BR: A, PH: A },
  { board: 'weworkremotely', file: 'wwr-2022-11-all-other-remote-jobs.xml', externalId: 'https://weworkremotely.com/remote-jobs/semaphore-technical-writer-3', US: N, DE: N, IN: N, BR: A, PH: N },
  // board says North America; description: 'In one of the four time zones for the continental United States'
  { board: 'weworkremotely', file: 'wwr-2022-11-all-other-remote-jobs.xml', externalId: 'https://weworkremotely.com/remote-jobs/the-explanation-company-executive-assistant', US: A, DE: N, IN: N, BR: N, PH: N },
  { board: 'weworkremotely', file: 'wwr-2022-11-remote-back-end-programming-jobs.xml', externalId: 'https://weworkremotely.com/remote-jobs/salesflow-io-back-end-developer-net-core-c-english-russian-ukranian-speaking-eu', US: N, DE: A, IN: N, BR: N, PH: N },
  // description: 'We hire in the following countries: Germany, UK, Ireland, Italy, Netherlands, Portugal, Serbia, and Spain'
  { board: 'weworkremotely', file: 'wwr-2022-11-remote-back-end-programming-jobs.xml', externalId: 'https://weworkremotely.com/remote-jobs/bryter-backend-engineer', US: N, DE: A, IN: N, BR: N, PH: N },
  { board: 'weworkremotely', file: 'wwr-2022-11-remote-back-end-programming-jobs.xml', externalId: 'https://weworkremotely.com/remote-jobs/blueprint-test-prep-backend-software-engineer', US: A, DE: N, IN: N, BR: N, PH: N },
  // board says anywhere; description: 'hiring in North/South American time zones, approximately GMT-7 to GMT-4' (Brazil's Amazon time is UTC-4)
  { board: 'weworkremotely', file: 'wwr-2022-11-remote-back-end-programming-jobs.xml', externalId: 'https://weworkremotely.com/remote-jobs/mindsdb-backend-engineer', US: A, DE: N, IN: N, BR: A, PH: N },
  { board: 'weworkremotely', file: 'wwr-2022-11-remote-back-end-programming-jobs.xml', externalId: 'https://weworkremotely.com/remote-jobs/aventiv-technologies-solution-architect', US: A, DE: N, IN: N, BR: N, PH: N },
  { board: 'weworkremotely', file: 'wwr-2022-11-remote-back-end-programming-jobs.xml', externalId: 'https://weworkremotely.com/remote-jobs/toptal-data-engineer', US: A, DE: A, IN: A, BR: A, PH: A },
  { board: 'weworkremotely', file: 'wwr-2022-11-remote-back-end-programming-jobs.xml', externalId: 'https://weworkremotely.com/remote-jobs/lemon-io-python-developer-2', US: N, DE: N, IN: N, BR: A, PH: N },
  // board says EMEA; 'within a 3-hour time difference from CET/CEST' narrows it further (Brazil is not in EMEA)
  { board: 'weworkremotely', file: 'wwr-2022-11-remote-back-end-programming-jobs.xml', externalId: 'https://weworkremotely.com/remote-jobs/flightradar24-cpp-python-developer-1', US: N, DE: A, IN: N, BR: N, PH: N },
  { board: 'weworkremotely', file: 'wwr-2022-11-remote-customer-support-jobs.xml', externalId: 'https://weworkremotely.com/remote-jobs/ar-workflow-customer-success-onboarding-specialist-saas', US: N, DE: N, IN: N, BR: A, PH: N },
  // board says Americas
  { board: 'weworkremotely', file: 'wwr-2022-11-remote-customer-support-jobs.xml', externalId: 'https://weworkremotely.com/remote-jobs/procurementexpress-com-saas-b2b-customer-success-rep-w-fintech-or-finance-experience', US: A, DE: N, IN: N, BR: A, PH: N },
  // description: 'only accept applications from those qualified to work in the US'
  { board: 'weworkremotely', file: 'wwr-2022-11-remote-customer-support-jobs.xml', externalId: 'https://weworkremotely.com/remote-jobs/knack-customer-support-specialist-5', US: A, DE: N, IN: N, BR: N, PH: N },
  { board: 'weworkremotely', file: 'wwr-2022-11-remote-customer-support-jobs.xml', externalId: 'https://weworkremotely.com/remote-jobs/local-kitchens-operations-support-lead-remote-2', US: A, DE: N, IN: N, BR: N, PH: N },
  // board says anywhere; description: 'Fully remote within CET±2' (UTC-1 to UTC+4)
  { board: 'weworkremotely', file: 'wwr-2022-11-remote-customer-support-jobs.xml', externalId: 'https://weworkremotely.com/remote-jobs/just-financial-analyst-customer-success-team-member', US: N, DE: A, IN: N, BR: N, PH: N },
  { board: 'weworkremotely', file: 'wwr-2022-11-remote-customer-support-jobs.xml', externalId: 'https://weworkremotely.com/remote-jobs/rivo-commerce-customer-success-team-lead', US: A, DE: N, IN: N, BR: N, PH: N },
  // 'Priority and preference given to freelancers in the UK, Spain, ... Brazil' is a preference, not a restriction
  { board: 'weworkremotely', file: 'wwr-2022-11-remote-design-jobs.xml', externalId: 'https://weworkremotely.com/remote-jobs/shopexperts-freelance-shopify-ui-ux-designer', US: A, DE: A, IN: A, BR: A, PH: A },
  { board: 'weworkremotely', file: 'wwr-2022-11-remote-design-jobs.xml', externalId: 'https://weworkremotely.com/remote-jobs/cavallo-cloud-architect', US: A, DE: N, IN: N, BR: N, PH: N },
  // description: 'Must be legally authorized to work in the US. Must be based in the US'
  { board: 'weworkremotely', file: 'wwr-2022-11-remote-design-jobs.xml', externalId: 'https://weworkremotely.com/remote-jobs/listings-project-product-ux-designer', US: A, DE: N, IN: N, BR: N, PH: N },
  // board says Europe; the title's 'Central European Time Zone' agrees; 'work from anywhere in the world' is a perk line
  { board: 'weworkremotely', file: 'wwr-2022-11-remote-design-jobs.xml', externalId: 'https://weworkremotely.com/remote-jobs/bitstarz-casino-motion-designer-central-european-time-zone', US: N, DE: A, IN: N, BR: N, PH: N },
  // team 'living and working across 20 countries'; no stated restriction
  { board: 'weworkremotely', file: 'wwr-2022-11-remote-design-jobs.xml', externalId: 'https://weworkremotely.com/remote-jobs/maharishi-foundation-international-design-system-specialist', US: A, DE: A, IN: A, BR: A, PH: A },
  { board: 'weworkremotely', file: 'wwr-2022-11-remote-devops-sysadmin-jobs.xml', externalId: 'https://weworkremotely.com/remote-jobs/clevertech-senior-devops-engineer-11', US: A, DE: A, IN: A, BR: A, PH: A },
  // EUR salary; description: 'Work from anywhere you desire'
  { board: 'weworkremotely', file: 'wwr-2022-11-remote-devops-sysadmin-jobs.xml', externalId: 'https://weworkremotely.com/remote-jobs/publitas-com-site-reliability-engineer-saas-remote', US: A, DE: A, IN: A, BR: A, PH: A },
  { board: 'weworkremotely', file: 'wwr-2022-11-remote-devops-sysadmin-jobs.xml', externalId: 'https://weworkremotely.com/remote-jobs/unlimited-tech-solutions-technical-project-manager', US: A, DE: A, IN: A, BR: A, PH: A },
  { board: 'weworkremotely', file: 'wwr-2022-11-remote-devops-sysadmin-jobs.xml', externalId: 'https://weworkremotely.com/remote-jobs/clevertech-senior-devops-engineer-10', US: A, DE: A, IN: A, BR: A, PH: A },
  { board: 'weworkremotely', file: 'wwr-2022-11-remote-devops-sysadmin-jobs.xml', externalId: 'https://weworkremotely.com/remote-jobs/big-cartel-senior-site-reliability-engineer', US: A, DE: N, IN: N, BR: N, PH: N },
  // board says Oceania; description: 'Work location: Location is not important, although we have a preference for an Australia or New Zealand time zone'
  { board: 'weworkremotely', file: 'wwr-2022-11-remote-devops-sysadmin-jobs.xml', externalId: 'https://weworkremotely.com/remote-jobs/amazee-io-devops-engineer-3', US: A, DE: A, IN: A, BR: A, PH: A },
  // board says USA; 'not where you choose to accomplish it from' names no other place
  { board: 'weworkremotely', file: 'wwr-2022-11-remote-devops-sysadmin-jobs.xml', externalId: 'https://weworkremotely.com/remote-jobs/triumphpay-senior-devops-engineer-2', US: A, DE: N, IN: N, BR: N, PH: N },
  // title: 'Remote, South America'
  { board: 'weworkremotely', file: 'wwr-2022-11-remote-devops-sysadmin-jobs.xml', externalId: 'https://weworkremotely.com/remote-jobs/ebury-senior-site-reliability-engineer-remote-south-america', US: N, DE: N, IN: N, BR: A, PH: N },
  // description: 'Work from anywhere in the world'
  { board: 'weworkremotely', file: 'wwr-2022-11-remote-front-end-programming-jobs.xml', externalId: 'https://weworkremotely.com/remote-jobs/shape-senior-ios-developer', US: A, DE: A, IN: A, BR: A, PH: A },
  // description: 'You may reside anywhere in the world' (EST business hours)
  { board: 'weworkremotely', file: 'wwr-2022-11-remote-front-end-programming-jobs.xml', externalId: 'https://weworkremotely.com/remote-jobs/eventmobi-frontend-technical-team-lead-remote', US: A, DE: A, IN: A, BR: A, PH: A },
  // board says Americas
  { board: 'weworkremotely', file: 'wwr-2022-11-remote-front-end-programming-jobs.xml', externalId: 'https://weworkremotely.com/remote-jobs/clickmagick-react-native-developer-part-time', US: A, DE: N, IN: N, BR: A, PH: N },
  // board says North America; London core hours are working hours
  { board: 'weworkremotely', file: 'wwr-2022-11-remote-front-end-programming-jobs.xml', externalId: 'https://weworkremotely.com/remote-jobs/ev-energy-react-native-engineer', US: A, DE: N, IN: N, BR: N, PH: N },
  { board: 'weworkremotely', file: 'wwr-2022-11-remote-front-end-programming-jobs.xml', externalId: 'https://weworkremotely.com/remote-jobs/clevertech-senior-javascript-engineer-react-8', US: A, DE: A, IN: A, BR: A, PH: A },
  // description: 'only eligible for those who are authorized to work in Canada'
  { board: 'weworkremotely', file: 'wwr-2022-11-remote-front-end-programming-jobs.xml', externalId: 'https://weworkremotely.com/remote-jobs/agencyanalytics-frontend-engineer', US: N, DE: N, IN: N, BR: N, PH: N },
  { board: 'weworkremotely', file: 'wwr-2022-11-remote-front-end-programming-jobs.xml', externalId: 'https://weworkremotely.com/remote-jobs/cavallo-senior-front-end-developer-react', US: A, DE: N, IN: N, BR: N, PH: N },
  // description: 'Remote from anywhere in North or Latin America'
  { board: 'weworkremotely', file: 'wwr-2022-11-remote-front-end-programming-jobs.xml', externalId: 'https://weworkremotely.com/remote-jobs/tesorio-inc-frontend-engineer-senior-level-north-america-latam-remote', US: A, DE: N, IN: N, BR: A, PH: N },
  { board: 'weworkremotely', file: 'wwr-2022-11-remote-full-stack-programming-jobs.xml', externalId: 'https://weworkremotely.com/remote-jobs/clevertech-senior-full-stack-engineer-javascript-11', US: A, DE: A, IN: A, BR: A, PH: A },
  { board: 'weworkremotely', file: 'wwr-2022-11-remote-full-stack-programming-jobs.xml', externalId: 'https://weworkremotely.com/remote-jobs/hippo-education-senior-react-native-developer', US: A, DE: N, IN: N, BR: N, PH: N },
  // board says North America; 'Work from wherever you have access to a fast internet connection' is a perk line
  { board: 'weworkremotely', file: 'wwr-2022-11-remote-full-stack-programming-jobs.xml', externalId: 'https://weworkremotely.com/remote-jobs/sitecare-senior-wordpress-developer', US: A, DE: N, IN: N, BR: N, PH: N },
  { board: 'weworkremotely', file: 'wwr-2022-11-remote-full-stack-programming-jobs.xml', externalId: 'https://weworkremotely.com/remote-jobs/noxx-pseudonymous-software-engineer', US: A, DE: A, IN: A, BR: A, PH: A },
  // '4-5 hours overlap with the eastern standard or the pacific standard workday' is working hours
  { board: 'weworkremotely', file: 'wwr-2022-11-remote-full-stack-programming-jobs.xml', externalId: 'https://weworkremotely.com/remote-jobs/nathan-james-senior-software-engineer-2', US: A, DE: A, IN: A, BR: A, PH: A },
  // description: 'fully remote position anywhere in North or South America'
  { board: 'weworkremotely', file: 'wwr-2022-11-remote-full-stack-programming-jobs.xml', externalId: 'https://weworkremotely.com/remote-jobs/elevate-labs-senior-ios-engineer-2', US: A, DE: N, IN: N, BR: A, PH: N },
  // description: 'you can be located anywhere in the world'
  { board: 'weworkremotely', file: 'wwr-2022-11-remote-full-stack-programming-jobs.xml', externalId: 'https://weworkremotely.com/remote-jobs/dearman-systems-llc-asp-net-csharp-developer-or-software-engineer-asp-net-c', US: A, DE: A, IN: A, BR: A, PH: A },
  // board says anywhere; description: 'Must be between CET/ET time zone' (UTC-5 to UTC+2)
  { board: 'weworkremotely', file: 'wwr-2022-11-remote-jobs.xml', externalId: 'https://weworkremotely.com/remote-jobs/shopexperts-inbound-sales-manager-shopify-projects', US: A, DE: A, IN: N, BR: A, PH: N },
  // description: 'you can live/travel wherever you like'
  { board: 'weworkremotely', file: 'wwr-2022-11-remote-management-and-finance-jobs.xml', externalId: 'https://weworkremotely.com/listings/growth-cave-chief-operations-officer-coo-for-elearning-online-course-company-remote', US: A, DE: A, IN: A, BR: A, PH: A },
  // description: 'we do require US-based residency'
  { board: 'weworkremotely', file: 'wwr-2022-11-remote-management-and-finance-jobs.xml', externalId: 'https://weworkremotely.com/remote-jobs/webshine-search-engine-marketing-account-manager', US: A, DE: N, IN: N, BR: N, PH: N },
  // 'depending on experience and location' sets pay, not a restriction
  { board: 'weworkremotely', file: 'wwr-2022-11-remote-management-and-finance-jobs.xml', externalId: 'https://weworkremotely.com/remote-jobs/community-phone-senior-executive-assistant-to-the-ceo-up-to-100k-per-year-depending-on', US: A, DE: A, IN: A, BR: A, PH: A },
  // board says North America; 'normal North American business hours' is working hours
  { board: 'weworkremotely', file: 'wwr-2022-11-remote-management-and-finance-jobs.xml', externalId: 'https://weworkremotely.com/remote-jobs/nagarro-digital-ventures-senior-digital-project-manager', US: A, DE: N, IN: N, BR: N, PH: N },
  // board says USA; the team's spread over Europe, Africa, Asia is not where the hire may live
  { board: 'weworkremotely', file: 'wwr-2022-11-remote-product-jobs.xml', externalId: 'https://weworkremotely.com/remote-jobs/systemone-llc-product-manager', US: A, DE: N, IN: N, BR: N, PH: N },
  // description: '100% remote position (in the US)'
  { board: 'weworkremotely', file: 'wwr-2022-11-remote-product-jobs.xml', externalId: 'https://weworkremotely.com/remote-jobs/grax-inc-product-manager', US: A, DE: N, IN: N, BR: N, PH: N },
  // description: 'looking for someone based in Europe'
  { board: 'weworkremotely', file: 'wwr-2022-11-remote-product-jobs.xml', externalId: 'https://weworkremotely.com/remote-jobs/filestage-product-manager-saas-1', US: N, DE: A, IN: N, BR: N, PH: N },
  { board: 'weworkremotely', file: 'wwr-2022-11-remote-product-jobs.xml', externalId: 'https://weworkremotely.com/remote-jobs/testgorilla-senior-product-designer-2', US: A, DE: A, IN: A, BR: A, PH: A },
  // description: 'Work remotely (within the United States) or at our Birmingham, AL HQ'
  { board: 'weworkremotely', file: 'wwr-2022-11-remote-product-jobs.xml', externalId: 'https://weworkremotely.com/remote-jobs/fleetio-product-quality-analyst-mobile', US: A, DE: N, IN: N, BR: N, PH: N },
  // '4-hour overlap with CET timezone required' is working hours, not where the hire lives
  { board: 'weworkremotely', file: 'wwr-2022-11-remote-product-jobs.xml', externalId: 'https://weworkremotely.com/remote-jobs/credit-glory-data-analyst', US: A, DE: A, IN: A, BR: A, PH: A },
  { board: 'weworkremotely', file: 'wwr-2022-11-remote-product-jobs.xml', externalId: 'https://weworkremotely.com/remote-jobs/hivemq-senior-technical-product-manager', US: N, DE: A, IN: N, BR: N, PH: N },
  // description: 'open to candidates in the United States, Canada, or Mexico'
  { board: 'weworkremotely', file: 'wwr-2022-11-remote-programming-jobs.xml', externalId: 'https://weworkremotely.com/remote-jobs/fleetio-senior-ruby-on-rails-engineer-1', US: A, DE: N, IN: N, BR: N, PH: N },
  { board: 'weworkremotely', file: 'wwr-2022-11-remote-programming-jobs.xml', externalId: 'https://weworkremotely.com/remote-jobs/systemone-llc-nodejs-and-python-software-engineer-remote', US: A, DE: A, IN: A, BR: A, PH: A },
  // board says USA; description: 'Based in the USA' in the qualifications ('or similar time zone' in an aside)
  { board: 'weworkremotely', file: 'wwr-2022-11-remote-programming-jobs.xml', externalId: 'https://weworkremotely.com/remote-jobs/follow-up-boss-full-stack-engineer', US: A, DE: N, IN: N, BR: N, PH: N },
  // board says USA; description: 'Based in the USA' in the qualifications
  { board: 'weworkremotely', file: 'wwr-2022-11-remote-programming-jobs.xml', externalId: 'https://weworkremotely.com/remote-jobs/follow-up-boss-senior-security-engineer', US: A, DE: N, IN: N, BR: N, PH: N },
  // only China, France, Iran, Egypt and Russia excluded
  { board: 'weworkremotely', file: 'wwr-2022-11-remote-programming-jobs.xml', externalId: 'https://weworkremotely.com/remote-jobs/rainforest-qa-senior-engineer-backend-2', US: A, DE: A, IN: A, BR: A, PH: A },
  // 'Salary Range (Global)'; US benefits only; no stated restriction
  { board: 'weworkremotely', file: 'wwr-2022-11-remote-programming-jobs.xml', externalId: 'https://weworkremotely.com/remote-jobs/assemblyai-yc-17-senior-software-engineer-python', US: A, DE: A, IN: A, BR: A, PH: A },
  // board says anywhere; title: 'USA Based Only'
  { board: 'weworkremotely', file: 'wwr-2022-11-remote-sales-and-marketing-jobs.xml', externalId: 'https://weworkremotely.com/listings/photobooth-supply-co-inside-sales-representative-usa-based-only-1', US: A, DE: N, IN: N, BR: N, PH: N },
  { board: 'weworkremotely', file: 'wwr-2022-11-remote-sales-and-marketing-jobs.xml', externalId: 'https://weworkremotely.com/remote-jobs/aha-senior-writer-4', US: A, DE: N, IN: N, BR: N, PH: N },
  { board: 'weworkremotely', file: 'wwr-2022-11-remote-sales-and-marketing-jobs.xml', externalId: 'https://weworkremotely.com/remote-jobs/discourse-sales-development-representative', US: A, DE: A, IN: A, BR: A, PH: A },
  // '1-3 hours of overlap with PST' is working hours
  { board: 'weworkremotely', file: 'wwr-2022-11-remote-sales-and-marketing-jobs.xml', externalId: 'https://weworkremotely.com/remote-jobs/leopard-fyi-content-marketer-with-experience-linkedin-email-lead-nurturing', US: A, DE: A, IN: A, BR: A, PH: A },
  { board: 'weworkremotely', file: 'wwr-2022-11-remote-sales-and-marketing-jobs.xml', externalId: 'https://weworkremotely.com/remote-jobs/mru-director-of-marketing', US: A, DE: N, IN: N, BR: N, PH: N },
  // board says Europe; the US headquarters is not the hire's place
  { board: 'weworkremotely', file: 'wwr-2022-11-remote-sales-and-marketing-jobs.xml', externalId: 'https://weworkremotely.com/listings/client-accelerators-conversion-rate-optimization-specialist-cro', US: N, DE: A, IN: N, BR: N, PH: N },
  // board says anywhere; description: 'Remote within the continental United States'
  { board: 'weworkremotely', file: 'wwr-2026-06-remote-programming-jobs.xml', externalId: 'https://weworkremotely.com/remote-jobs/nomad-senior-software-engineer-ii', US: A, DE: N, IN: N, BR: N, PH: N },
  { board: 'weworkremotely', file: 'wwr-2026-06-remote-programming-jobs.xml', externalId: 'https://weworkremotely.com/remote-jobs/createit-s-c-borkowski-bartosz-fredrych-aleksander-devops-engineer', US: A, DE: A, IN: A, BR: A, PH: A },
  { board: 'weworkremotely', file: 'wwr-2026-06-remote-programming-jobs.xml', externalId: 'https://weworkremotely.com/remote-jobs/chief-rebel-full-stack-engineer-ai-forward', US: A, DE: A, IN: A, BR: A, PH: A },
  // board says anywhere; 'flexible working hours across North America' and RRSP/401k benefits are hints, no stated restriction
  { board: 'weworkremotely', file: 'wwr-2026-06-remote-programming-jobs.xml', externalId: 'https://weworkremotely.com/remote-jobs/sprypoint-devops-engineer-iii-transformation-focus', US: A, DE: A, IN: A, BR: A, PH: A },
  // description: 'the flexibility to work from anywhere'
  { board: 'weworkremotely', file: 'wwr-2026-06-remote-programming-jobs.xml', externalId: 'https://weworkremotely.com/remote-jobs/mind-friend-pro-website-admin-design-internship', US: A, DE: A, IN: A, BR: A, PH: A },
  // Kyiv hub 'or remotely'; Ukrainian benefits are hints, no stated restriction
  { board: 'weworkremotely', file: 'wwr-2026-06-remote-programming-jobs.xml', externalId: 'https://weworkremotely.com/remote-jobs/united-tech-product-manager', US: A, DE: A, IN: A, BR: A, PH: A },
];
