/**
 * Postings from the recorded feeds (/work/shared/feeds, see SOURCES.md there), each labelled by
 * reading the posting: its location fields and its description. A label says what a seeker who
 * lives in that country, and gave no time zone, may do:
 *
 * - may-apply: the posting lets someone living there apply (the place is named, or the posting
 *   says anywhere, or its hours window holds one of the country's zones, as decideEligibility
 *   counts hours for a seeker without a time zone).
 * - may-not: the posting restricts candidates to places or hours that leave the country out.
 * - unknown: the posting does not say where candidates may be.
 *
 * How the postings were read:
 * - Hints are not rules. A salary in CAD or PLN, US benefits, the headquarters' city, where the
 *   customers are, or working hours ("EST business hours", "overlap with PST") do not say where the
 *   candidate must live; a preference ("CET hours preferred") is not a requirement.
 * - A board location that is a city or a state names its country ("Hyderabad", "Charlotte, North
 *   Carolina"): the job is there.
 * - When the board says "anywhere" and the description restricts ("This is a North America-based
 *   role"), the description is the posting's word; when the board names places and the description
 *   names others, the label follows the description too (a one-line comment marks each such case).
 * - A work-authorisation requirement for a remote job ("must be legally authorized to work in the
 *   United States") restricts the job to that country.
 *
 * The sample holds every posting of the Arbeitnow, Himalayas, Jobicy, RemoteJobs.org, RemoteOK,
 * Remotive and Working Nomads captures (each once: Remotive and RemoteOK repeat postings across
 * captures), and every sixth We Work Remotely item plus the 2026 items and the regions the sixths
 * miss ("Other", "Oceania"). Arbeitnow's seven postings are all on-site (remote: false), which its
 * adapter skips: they are labelled as the jobs they are, in German cities, and the accuracy spec
 * reads them as remote ones (as job-kind-accuracy.spec.ts does).
 */
export type SampleLabel = 'may-apply' | 'may-not' | 'unknown';

export interface LabelledPosting {
  /** The feed folder, which is also the adapter's name. */
  board: string;
  /** The file in that folder. */
  file: string;
  /** The adapter's externalId for the posting. */
  externalId: string;
  US: SampleLabel;
  DE: SampleLabel;
  IN: SampleLabel;
  BR: SampleLabel;
  PH: SampleLabel;
}

const A: SampleLabel = 'may-apply';
const N: SampleLabel = 'may-not';
const U: SampleLabel = 'unknown';

export const ELIGIBILITY_SAMPLE: readonly LabelledPosting[] = [
  // arbeitnow
  // on-site posting read as remote (the adapter skips on-site ones): hybrid in Heidelberg, Germany
  { board: 'arbeitnow', file: 'arbeitnow-api-2026-08-03-trimmed.json', externalId: 'ml-product-engineer-heidelberg-60723', US: N, DE: A, IN: N, BR: N, PH: N },
  // on-site posting read as remote: hybrid in Heidelberg, Germany
  { board: 'arbeitnow', file: 'arbeitnow-api-2026-08-03-trimmed.json', externalId: 'machine-meta-learner-heidelberg-235959', US: N, DE: A, IN: N, BR: N, PH: N },
  // on-site posting read as remote: Munich, Germany
  { board: 'arbeitnow', file: 'arbeitnow-api-2026-08-03-trimmed.json', externalId: 'technical-co-founder-cto-aureas-munich-353142', US: N, DE: A, IN: N, BR: N, PH: N },
  // on-site posting read as remote: hybrid in Hamburg or Berlin
  { board: 'arbeitnow', file: 'arbeitnow-api-2026-08-03-trimmed.json', externalId: 'senior-product-owner-hamburg-berlin-302643', US: N, DE: A, IN: N, BR: N, PH: N },
  // on-site posting read as remote: 'eligible to live and work in Berlin'
  { board: 'arbeitnow', file: 'arbeitnow-api-2026-08-03-trimmed.json', externalId: 'director-of-data-berlin-456700', US: N, DE: A, IN: N, BR: N, PH: N },
  // on-site posting read as remote
  { board: 'arbeitnow', file: 'arbeitnow-api-2026-08-full-envelope-2jobs.json', externalId: 'software-engineer-price-comparison-portal-berlin-233707', US: N, DE: A, IN: N, BR: N, PH: N },
  // on-site posting read as remote: 'Based in Germany, you're fluent in German and English'
  { board: 'arbeitnow', file: 'arbeitnow-api-2026-08-full-envelope-2jobs.json', externalId: 'senior-sap-functional-in-house-consultant-berlin-253624', US: N, DE: A, IN: N, BR: N, PH: N },

  // himalayas
  { board: 'himalayas', file: 'himalayas-jobs-aggregated-2026-08-03.json', externalId: 'https://himalayas.app/companies/twilio/jobs/sr-digital-customer-success-manager', US: N, DE: N, IN: N, BR: N, PH: N },
  { board: 'himalayas', file: 'himalayas-jobs-aggregated-2026-08-03.json', externalId: 'https://himalayas.app/companies/lifelancer/jobs/utilization-management-nurse-consultant-um-work-at-home-in-cst-zone', US: A, DE: N, IN: N, BR: N, PH: N },
  { board: 'himalayas', file: 'himalayas-jobs-aggregated-2026-08-03.json', externalId: 'https://himalayas.app/companies/pavago/jobs/hubspot-implementation-specialist-1598470143', US: N, DE: N, IN: N, BR: N, PH: A },
  { board: 'himalayas', file: 'himalayas-jobs-aggregated-2026-08-03.json', externalId: 'https://himalayas.app/companies/kamayi/jobs/accountant-6072631176', US: N, DE: N, IN: N, BR: N, PH: N },
  { board: 'himalayas', file: 'himalayas-jobs-aggregated-2026-08-03.json', externalId: 'https://himalayas.app/companies/omilia/jobs/phonetician-linguist-spanish-us-5033212601', US: A, DE: N, IN: N, BR: N, PH: N },
  { board: 'himalayas', file: 'himalayas-jobs-aggregated-2026-08-03.json', externalId: 'https://himalayas.app/companies/smartasset/jobs/account-executive-3931547506', US: A, DE: N, IN: N, BR: N, PH: N },
  { board: 'himalayas', file: 'himalayas-jobs-aggregated-2026-08-03.json', externalId: 'https://himalayas.app/companies/s-p-global/jobs/devops-engineer', US: N, DE: N, IN: N, BR: N, PH: N },
  { board: 'himalayas', file: 'himalayas-jobs-aggregated-2026-08-03.json', externalId: 'https://himalayas.app/companies/karbon/jobs/implementation-specialist-5075542924', US: A, DE: N, IN: N, BR: N, PH: N },
  { board: 'himalayas', file: 'himalayas-jobs-aggregated-2026-08-03.json', externalId: 'https://himalayas.app/companies/avalere-health/jobs/senior-project-manager-ftc-mg-branded', US: A, DE: N, IN: N, BR: N, PH: N },
  { board: 'himalayas', file: 'himalayas-jobs-aggregated-2026-08-03.json', externalId: 'https://himalayas.app/companies/cotiviti/jobs/senior-auditor-contract-compliance-retail-construction', US: A, DE: N, IN: N, BR: N, PH: N },
  { board: 'himalayas', file: 'himalayas-jobs-aggregated-2026-08-03.json', externalId: 'https://himalayas.app/companies/todaytix-group/jobs/partnerships-manager', US: N, DE: N, IN: N, BR: N, PH: N },
  { board: 'himalayas', file: 'himalayas-jobs-aggregated-2026-08-03.json', externalId: 'https://himalayas.app/companies/sonova-group/jobs/director-business-analytics-customer-insights-performance-remote-united-st', US: A, DE: N, IN: N, BR: N, PH: N },
  { board: 'himalayas', file: 'himalayas-jobs-aggregated-2026-08-03.json', externalId: 'https://himalayas.app/companies/interprefy/jobs/remote-support-technician-latam', US: N, DE: N, IN: N, BR: A, PH: N },
  { board: 'himalayas', file: 'himalayas-jobs-aggregated-2026-08-03.json', externalId: 'https://himalayas.app/companies/talentwerx/jobs/e01-devops-engineer-iv', US: A, DE: N, IN: N, BR: N, PH: N },
  { board: 'himalayas', file: 'himalayas-jobs-aggregated-2026-08-03.json', externalId: 'https://himalayas.app/companies/remofirst/jobs/sales-development-representative', US: N, DE: N, IN: N, BR: A, PH: N },
  { board: 'himalayas', file: 'himalayas-jobs-aggregated-2026-08-03.json', externalId: 'https://himalayas.app/companies/criteria/jobs/sales-executive-remote-in-the-us-2153078777', US: A, DE: N, IN: N, BR: N, PH: N },
  { board: 'himalayas', file: 'himalayas-jobs-aggregated-2026-08-03.json', externalId: 'https://himalayas.app/companies/dynatron-software/jobs/business-development-representative-bdr', US: A, DE: N, IN: N, BR: N, PH: N },
  { board: 'himalayas', file: 'himalayas-jobs-aggregated-2026-08-03.json', externalId: 'https://himalayas.app/companies/mindrift/jobs/freelance-data-scraping-engineer-python-3244496480', US: N, DE: N, IN: N, BR: N, PH: N },
  { board: 'himalayas', file: 'himalayas-jobs-aggregated-2026-08-03.json', externalId: 'https://himalayas.app/companies/financial-technology-partners/jobs/capital-markets-research-analyst', US: N, DE: N, IN: A, BR: N, PH: N },
  { board: 'himalayas', file: 'himalayas-jobs-aggregated-2026-08-03.json', externalId: 'https://himalayas.app/companies/salvo-health/jobs/medical-assistant-pacific-standard-time-remote', US: A, DE: N, IN: N, BR: N, PH: N },
  { board: 'himalayas', file: 'himalayas-jobs-aggregated-2026-08-03.json', externalId: 'https://himalayas.app/companies/trusteq-gmbh/jobs/cybersecurity-working-student-m-w-d-6064109791', US: N, DE: A, IN: N, BR: N, PH: N },
  { board: 'himalayas', file: 'himalayas-jobs-aggregated-2026-08-03.json', externalId: 'https://himalayas.app/companies/genzeon-corporation/jobs/senior-solution-architect-4704350864', US: A, DE: N, IN: N, BR: N, PH: N },
  { board: 'himalayas', file: 'himalayas-jobs-aggregated-2026-08-03.json', externalId: 'https://himalayas.app/companies/brightspring-health-services/jobs/accounts-receivable-process-analyst-7587379854', US: A, DE: N, IN: N, BR: N, PH: N },
  // 151 countries of Europe, Africa and the Middle East: Germany listed; US, India, Brazil, Philippines not
  { board: 'himalayas', file: 'himalayas-jobs-aggregated-2026-08-03.json', externalId: 'https://himalayas.app/companies/hygraph/jobs/senior-fullstack-engineer-f-m-d-berlin-i-germany-emea-i-remote', US: N, DE: A, IN: N, BR: N, PH: N },
  { board: 'himalayas', file: 'himalayas-jobs-aggregated-2026-08-03.json', externalId: 'https://himalayas.app/companies/youngwilliams/jobs/business-process-analyst', US: A, DE: N, IN: N, BR: N, PH: N },
  { board: 'himalayas', file: 'himalayas-jobs-aggregated-2026-08-03.json', externalId: 'https://himalayas.app/companies/lifelancer/jobs/national-sales-trainer-cvrm-wilmington-de', US: A, DE: N, IN: N, BR: N, PH: N },
  // board lists the US only; description: 'Location: Remote - US or EU'
  { board: 'himalayas', file: 'himalayas-jobs-aggregated-2026-08-03.json', externalId: 'https://himalayas.app/companies/mlabs/jobs/principal-security-engineer', US: A, DE: A, IN: N, BR: N, PH: N },
  { board: 'himalayas', file: 'himalayas-jobs-aggregated-2026-08-03.json', externalId: 'https://himalayas.app/companies/life360/jobs/senior-data-engineer-ii-ai-native', US: A, DE: N, IN: N, BR: N, PH: N },
  // internal-only posting ('only current HSI employees'), but no place restriction
  { board: 'himalayas', file: 'himalayas-jobs-aggregated-2026-08-03.json', externalId: 'https://himalayas.app/companies/health-systems-insight/jobs/managing-director-programs', US: A, DE: A, IN: A, BR: A, PH: A },
  { board: 'himalayas', file: 'himalayas-jobs-aggregated-2026-08-03.json', externalId: 'https://himalayas.app/companies/automattic/jobs/happiness-engineer-customer-support-success', US: A, DE: A, IN: A, BR: A, PH: A },
  { board: 'himalayas', file: 'himalayas-jobs-api-2026-06-10.json', externalId: 'https://himalayas.app/companies/avantor/jobs/regional-director-sales', US: A, DE: N, IN: N, BR: N, PH: N },
  { board: 'himalayas', file: 'himalayas-jobs-api-2026-06-10.json', externalId: 'https://himalayas.app/companies/florida-virtual-school/jobs/director-business-development', US: A, DE: N, IN: N, BR: N, PH: N },
  { board: 'himalayas', file: 'himalayas-jobs-api-2026-06-10.json', externalId: 'https://himalayas.app/companies/munerio-consulting-gmbh/jobs/vertriebsingenieur-fluidhandling-all-genders-region-nordwestdeutschland', US: N, DE: A, IN: N, BR: N, PH: N },
  { board: 'himalayas', file: 'himalayas-jobs-api-2026-06-10.json', externalId: 'https://himalayas.app/companies/hewlett-packard-enterprise/jobs/senior-distinguished-technologist-pre-sales-ai-data-center-networking-8747908589', US: A, DE: N, IN: N, BR: N, PH: N },
  { board: 'himalayas', file: 'himalayas-jobs-api-2026-06-10.json', externalId: 'https://himalayas.app/companies/rpm-healthcare/jobs/patient-enrollment-specialist', US: A, DE: N, IN: N, BR: N, PH: N },
  { board: 'himalayas', file: 'himalayas-jobs-api-2026-06-10.json', externalId: 'https://himalayas.app/companies/sunco-com/jobs/amazon-category-specialist-amazon-category-operator', US: N, DE: N, IN: N, BR: A, PH: N },
  { board: 'himalayas', file: 'himalayas-jobs-api-2026-06-10.json', externalId: 'https://himalayas.app/companies/virtual-coworker/jobs/executive-assistant-for-a-digital-commerce-company-in-australia-home-based-part', US: N, DE: N, IN: N, BR: N, PH: N },
  { board: 'himalayas', file: 'himalayas-jobs-api-2026-06-10.json', externalId: 'https://himalayas.app/companies/plentyone-gmbh/jobs/account-manager-m-w-d', US: N, DE: A, IN: N, BR: N, PH: N },

  // jobicy
  { board: 'jobicy', file: 'jobicy-api-v2-2026-06-10.json', externalId: '145960', US: N, DE: N, IN: N, BR: N, PH: N },
  { board: 'jobicy', file: 'jobicy-api-v2-2026-06-10.json', externalId: '145959', US: N, DE: N, IN: N, BR: N, PH: N },
  { board: 'jobicy', file: 'jobicy-api-v2-2026-06-10.json', externalId: '145958', US: N, DE: N, IN: N, BR: N, PH: N },
  { board: 'jobicy', file: 'jobicy-api-v2-2026-06-10.json', externalId: '145957', US: N, DE: N, IN: N, BR: N, PH: N },
  { board: 'jobicy', file: 'jobicy-api-v2-2026-06-10.json', externalId: '145956', US: N, DE: N, IN: N, BR: N, PH: N },
  { board: 'jobicy', file: 'jobicy-api-v2-2026-06-10.json', externalId: '145955', US: N, DE: N, IN: N, BR: N, PH: N },
  { board: 'jobicy', file: 'jobicy-api-v2-2026-06-10.json', externalId: '145954', US: N, DE: N, IN: N, BR: N, PH: N },
  { board: 'jobicy', file: 'jobicy-api-v2-2026-06-10.json', externalId: '145953', US: N, DE: N, IN: N, BR: N, PH: N },
  { board: 'jobicy', file: 'jobicy-api-v2-2026-07-10-trimmed.json', externalId: '145880', US: N, DE: A, IN: N, BR: N, PH: N },
  { board: 'jobicy', file: 'jobicy-api-v2-2026-07-10-trimmed.json', externalId: '145878', US: N, DE: N, IN: N, BR: N, PH: N },
  { board: 'jobicy', file: 'jobicy-api-v2-2026-07-10-trimmed.json', externalId: '145885', US: N, DE: N, IN: N, BR: N, PH: N },
  { board: 'jobicy', file: 'jobicy-api-v2-2026-07-10-trimmed.json', externalId: '146002', US: A, DE: A, IN: N, BR: A, PH: N },
  { board: 'jobicy', file: 'jobicy-api-v2-2026-08-03-jobs-only.json', externalId: '150172', US: A, DE: N, IN: N, BR: N, PH: N },
  { board: 'jobicy', file: 'jobicy-api-v2-2026-08-03-jobs-only.json', externalId: '150170', US: A, DE: N, IN: N, BR: N, PH: N },
  { board: 'jobicy', file: 'jobicy-api-v2-2026-08-03-jobs-only.json', externalId: '150169', US: A, DE: N, IN: N, BR: N, PH: N },
  { board: 'jobicy', file: 'jobicy-api-v2-2026-08-03-jobs-only.json', externalId: '150168', US: A, DE: N, IN: N, BR: N, PH: N },
  { board: 'jobicy', file: 'jobicy-api-v2-2026-08-03-jobs-only.json', externalId: '150167', US: A, DE: N, IN: N, BR: N, PH: N },
  { board: 'jobicy', file: 'jobicy-api-v2-2026-09-25-industry-engineering-trimmed.json', externalId: '154087', US: A, DE: N, IN: N, BR: A, PH: N },
  { board: 'jobicy', file: 'jobicy-api-v2-2026-09-25-industry-engineering-trimmed.json', externalId: '154084', US: A, DE: A, IN: N, BR: A, PH: N },

  // remotejobs-org
  { board: 'remotejobs-org', file: 'remotejobsorg-api-v1-jobs-aggregated-2026-08-08.json', externalId: 'ee43cb0f-1fbd-468b-8c13-98c772426ec6', US: U, DE: U, IN: U, BR: U, PH: U },
  { board: 'remotejobs-org', file: 'remotejobsorg-api-v1-jobs-aggregated-2026-08-08.json', externalId: '057ab2fd-c0ef-4447-92c2-f85d416e9d2d', US: U, DE: U, IN: U, BR: U, PH: U },
  // description (Spanish): 'Ubicación: LATAM'
  { board: 'remotejobs-org', file: 'remotejobsorg-api-v1-jobs-aggregated-2026-08-08.json', externalId: '3d1592c1-1b81-4438-a258-4af36a364c6e', US: N, DE: N, IN: N, BR: A, PH: N },
  { board: 'remotejobs-org', file: 'remotejobsorg-api-v1-jobs-aggregated-2026-08-08.json', externalId: '590a5fb1-5689-4bf8-afa7-f98eadcf0528', US: U, DE: U, IN: U, BR: U, PH: U },
  // description: '100% Remote (U.S.)', W2
  { board: 'remotejobs-org', file: 'remotejobsorg-api-v1-jobs-aggregated-2026-08-08.json', externalId: 'ee84d375-56f4-4cb3-bf03-a83096c9ce0a', US: A, DE: N, IN: N, BR: N, PH: N },
  { board: 'remotejobs-org', file: 'remotejobsorg-api-v1-jobs-aggregated-2026-08-08.json', externalId: '2fea8c65-8d15-44ff-90db-289f94dbb104', US: U, DE: U, IN: U, BR: U, PH: U },
  // only a US salary range; offices in several countries, no stated restriction
  { board: 'remotejobs-org', file: 'remotejobsorg-api-v1-jobs-aggregated-2026-08-08.json', externalId: 'b66eecc0-a9d6-4d72-bf05-0d5c297e33c1', US: U, DE: U, IN: U, BR: U, PH: U },
  // description: 'remote candidates residing in states where Kapitus ... has an established physical presence'
  { board: 'remotejobs-org', file: 'remotejobsorg-api-v1-jobs-aggregated-2026-08-08.json', externalId: 'cadcf59e-3ded-436d-800e-b859b2e3d4d8', US: A, DE: N, IN: N, BR: N, PH: N },
  // description: '100% Remote (U.S.)', W2
  { board: 'remotejobs-org', file: 'remotejobsorg-api-v1-jobs-aggregated-2026-08-08.json', externalId: 'a6dfb74f-61a5-4131-a791-a760fbd57244', US: A, DE: N, IN: N, BR: N, PH: N },
  // board says anywhere; description: 'open to candidates located in British Columbia or Ontario, Canada'
  { board: 'remotejobs-org', file: 'remotejobsorg-api-v1-jobs-aggregated-2026-08-08.json', externalId: 'c0aa6908-f0eb-4903-a1c5-1ba52d06934b', US: N, DE: N, IN: N, BR: N, PH: N },
  // board says anywhere; description: 'Headquarters: ... Remote (USA)', hybrid US hubs
  { board: 'remotejobs-org', file: 'remotejobsorg-api-v1-jobs-aggregated-2026-08-08.json', externalId: 'c41f42c5-0c1b-4f20-a2e8-b1bf5df96118', US: A, DE: N, IN: N, BR: N, PH: N },
  // board says anywhere; description opens 'Headquarters: Remote - US' (the job's location line)
  { board: 'remotejobs-org', file: 'remotejobsorg-api-v1-jobs-aggregated-2026-08-08.json', externalId: 'cd7f8f98-04ab-4894-818b-3d369f9c6ed7', US: A, DE: N, IN: N, BR: N, PH: N },
  { board: 'remotejobs-org', file: 'remotejobsorg-api-v1-jobs-aggregated-2026-08-08.json', externalId: '5e353fa5-d1d4-4523-a6aa-5fe2166b2bbf', US: U, DE: U, IN: U, BR: U, PH: U },
  // description: 'Active SECRET clearance required' for US government work
  { board: 'remotejobs-org', file: 'remotejobsorg-api-v1-jobs-aggregated-2026-08-08.json', externalId: 'e2350d26-683a-409c-b8fd-773c6de14514', US: A, DE: N, IN: N, BR: N, PH: N },
  // description: 'must be legally authorized to work in the United States', no sponsorship
  { board: 'remotejobs-org', file: 'remotejobsorg-api-v1-jobs-aggregated-2026-08-08.json', externalId: 'ea7a081b-30d3-4cff-8d59-5c97e1725c24', US: A, DE: N, IN: N, BR: N, PH: N },
  // team spans many countries; no stated restriction
  { board: 'remotejobs-org', file: 'remotejobsorg-api-v1-jobs-aggregated-2026-08-08.json', externalId: '0f348ff0-06f3-4211-8c4a-3f34d7373adb', US: U, DE: U, IN: U, BR: U, PH: U },
  { board: 'remotejobs-org', file: 'remotejobsorg-api-v1-jobs-aggregated-2026-08-08.json', externalId: 'aa35af0a-3c66-4105-9dde-ce743c8630e9', US: U, DE: U, IN: U, BR: U, PH: U },
  { board: 'remotejobs-org', file: 'remotejobsorg-api-v1-jobs-aggregated-2026-08-08.json', externalId: '88af4943-01e0-4e71-a4ca-4c472bb0f31f', US: U, DE: U, IN: U, BR: U, PH: U },
  { board: 'remotejobs-org', file: 'remotejobsorg-api-v1-jobs-aggregated-2026-08-08.json', externalId: '485e9e11-6c8a-4c63-8f5e-8918090f86f4', US: U, DE: U, IN: U, BR: U, PH: U },
  // description: salary bands for Croatia, UK, Europe, Africa & Sri Lanka and 'Rest of the world'
  { board: 'remotejobs-org', file: 'remotejobsorg-api-v1-jobs-aggregated-2026-08-08.json', externalId: '7bbc5c04-a78d-4076-8f1c-66ab2361e1e5', US: A, DE: A, IN: A, BR: A, PH: A },
  // description: 'Remote Spain ... require that someone is based in Spain'
  { board: 'remotejobs-org', file: 'remotejobsorg-api-v1-jobs-aggregated-2026-08-08.json', externalId: '1c432921-87b1-4796-83ec-7dc1b7b43a0a', US: N, DE: N, IN: N, BR: N, PH: N },
  // description: 'CET hours preferred' is a preference, not a restriction
  { board: 'remotejobs-org', file: 'remotejobsorg-api-v1-jobs-aggregated-2026-08-08.json', externalId: 'fd116121-2811-458c-894c-d47384f8c862', US: U, DE: U, IN: U, BR: U, PH: U },
  // GitLab: 'hires in countries around the world', location rules only per role
  { board: 'remotejobs-org', file: 'remotejobsorg-api-v1-jobs-aggregated-2026-08-08.json', externalId: 'a9528899-741d-4246-836c-2f217595dc7c', US: U, DE: U, IN: U, BR: U, PH: U },
  // description: US PE license for the resident state, 'prefer to reside in southern California'
  { board: 'remotejobs-org', file: 'remotejobsorg-api-v1-jobs-aggregated-2026-08-08.json', externalId: '734d84c6-21f4-4a0c-bb31-edbc37cedef9', US: A, DE: N, IN: N, BR: N, PH: N },
  // 'US-based clients' is about the clients, not the candidate
  { board: 'remotejobs-org', file: 'remotejobsorg-api-v1-jobs-aggregated-2026-08-08.json', externalId: '4af197bf-8506-4942-b28c-45bf7753aee2', US: U, DE: U, IN: U, BR: U, PH: U },
  // description: 'Location(s): Australia Remote'
  { board: 'remotejobs-org', file: 'remotejobsorg-api-v1-jobs-aggregated-2026-08-08.json', externalId: '70c6545a-52bb-46e5-8b8e-a3c794ddb2fc', US: N, DE: N, IN: N, BR: N, PH: N },
  // description: 'work from anywhere in the world'
  { board: 'remotejobs-org', file: 'remotejobsorg-api-v1-jobs-aggregated-2026-08-08.json', externalId: '223c867b-1121-46ec-bfbd-5449c6b11e65', US: A, DE: A, IN: A, BR: A, PH: A },
  { board: 'remotejobs-org', file: 'remotejobsorg-api-v1-jobs-aggregated-2026-08-08.json', externalId: '12c72634-f453-4a4c-b08d-230721892c27', US: U, DE: U, IN: U, BR: U, PH: U },
  { board: 'remotejobs-org', file: 'remotejobsorg-api-v1-jobs-aggregated-2026-08-08.json', externalId: '81e73bdc-2813-415b-822a-645b4e38f6da', US: U, DE: U, IN: U, BR: U, PH: U },
  // CAD salary and RRSP hint at Canada, no stated restriction
  { board: 'remotejobs-org', file: 'remotejobsorg-api-v1-jobs-aggregated-2026-08-08.json', externalId: 'e77c1ee6-f131-4d98-b8ca-3678ef10ecb5', US: U, DE: U, IN: U, BR: U, PH: U },

  // remoteok
  { board: 'remoteok', file: 'remoteok-api-2024-12-04.json', externalId: '1059249', US: U, DE: U, IN: U, BR: U, PH: U },
  // location 'Campinas, SP' and the title's 'Brazil': Campinas, São Paulo state
  { board: 'remoteok', file: 'remoteok-api-2024-12-04.json', externalId: '1059247', US: N, DE: N, IN: N, BR: A, PH: N },
  // 'Based in SLC, Utah' is the company's base; 'Fully remote OK' names no place
  { board: 'remoteok', file: 'remoteok-api-2024-12-04.json', externalId: '1059244', US: U, DE: U, IN: U, BR: U, PH: U },
  // description: 'remote Account Manager B2B Sales in South Africa' (Johannesburg)
  { board: 'remoteok', file: 'remoteok-api-2024-12-04.json', externalId: '1059237', US: N, DE: N, IN: N, BR: N, PH: N },
  // description: 'you must be based in Canada' (Toronto)
  { board: 'remoteok', file: 'remoteok-api-2024-12-04.json', externalId: '1059236', US: N, DE: N, IN: N, BR: N, PH: N },
  // description: 'Remote to US candidates only'
  { board: 'remoteok', file: 'remoteok-api-2024-12-04.json', externalId: '1059198', US: A, DE: N, IN: N, BR: N, PH: N },
  { board: 'remoteok', file: 'remoteok-api-2024-12-04.json', externalId: '1059136', US: A, DE: N, IN: N, BR: N, PH: N },
  // description: 'US-based, Eastern or Central timezone preferred'
  { board: 'remoteok', file: 'remoteok-api-2024-12-04.json', externalId: '1059082', US: A, DE: N, IN: N, BR: N, PH: N },
  // description: 'Location India, Remote'
  { board: 'remoteok', file: 'remoteok-api-2024-12-04.json', externalId: '1059078', US: N, DE: N, IN: A, BR: N, PH: N },
  { board: 'remoteok', file: 'remoteok-api-2024-12-04.json', externalId: '1059034', US: A, DE: N, IN: N, BR: N, PH: N },
  { board: 'remoteok', file: 'remoteok-api-2024-12-04.json', externalId: '1059009', US: N, DE: N, IN: A, BR: N, PH: N },
  { board: 'remoteok', file: 'remoteok-api-2024-12-04.json', externalId: '1059001', US: N, DE: N, IN: N, BR: N, PH: N },
  { board: 'remoteok', file: 'remoteok-api-2024-12-04.json', externalId: '1058947', US: A, DE: N, IN: N, BR: N, PH: N },
  { board: 'remoteok', file: 'remoteok-api-2024-12-04.json', externalId: '1058939', US: N, DE: N, IN: N, BR: N, PH: N },
  // location: 'Charlotte, North Carolina' (a US state)
  { board: 'remoteok', file: 'remoteok-api-2024-12-04.json', externalId: '1058875', US: A, DE: N, IN: N, BR: N, PH: N },
  { board: 'remoteok', file: 'remoteok-api-2024-12-04.json', externalId: '1058716', US: N, DE: N, IN: N, BR: N, PH: N },
  // description: 'Based in North America (East Coast/ET) or Europe (Norway, United Kingdom, Sweden, Denmark, Ireland, Spain, Finland, Estonia)': no Germany
  { board: 'remoteok', file: 'remoteok-api-2024-12-04.json', externalId: '1058699', US: A, DE: N, IN: N, BR: N, PH: N },
  { board: 'remoteok', file: 'remoteok-api-2024-12-04.json', externalId: '1058688', US: A, DE: N, IN: N, BR: N, PH: N },
  // PLN salary and Polish C1 hint at Poland, no stated restriction
  { board: 'remoteok', file: 'remoteok-api-2024-12-04.json', externalId: '1058679', US: U, DE: U, IN: U, BR: U, PH: U },
  { board: 'remoteok', file: 'remoteok-api-2024-12-04.json', externalId: '1058670', US: N, DE: N, IN: N, BR: N, PH: N },
  // description: 'We are looking for Poland based candidates'
  { board: 'remoteok', file: 'remoteok-api-2024-12-04.json', externalId: '1058662', US: N, DE: N, IN: N, BR: N, PH: N },
  { board: 'remoteok', file: 'remoteok-api-2024-12-04.json', externalId: '1058646', US: N, DE: N, IN: N, BR: N, PH: N },
  { board: 'remoteok', file: 'remoteok-api-2024-12-04.json', externalId: '1058628', US: A, DE: N, IN: N, BR: N, PH: N },
  // location 'Boston, Massachusetts, United States'; selling into France is the market, not the seat
  { board: 'remoteok', file: 'remoteok-api-2024-12-04.json', externalId: '1058619', US: A, DE: N, IN: N, BR: N, PH: N },
  { board: 'remoteok', file: 'remoteok-api-2024-12-04.json', externalId: '1058579', US: N, DE: N, IN: N, BR: N, PH: N },
  { board: 'remoteok', file: 'remoteok-api-2024-12-04.json', externalId: '1058555', US: N, DE: N, IN: N, BR: N, PH: N },
  { board: 'remoteok', file: 'remoteok-api-2024-12-04.json', externalId: '1058410', US: U, DE: U, IN: U, BR: U, PH: U },
  { board: 'remoteok', file: 'remoteok-api-2024-12-04.json', externalId: '1058409', US: U, DE: U, IN: U, BR: U, PH: U },
  // 'US timezone' working hours only
  { board: 'remoteok', file: 'remoteok-api-2024-12-04.json', externalId: '1058257', US: U, DE: U, IN: U, BR: U, PH: U },
  // 'US timezone' working hours only
  { board: 'remoteok', file: 'remoteok-api-2024-12-04.json', externalId: '1058168', US: U, DE: U, IN: U, BR: U, PH: U },
  // description: 'a remote distributed organization that's flexible as to where you want to work'
  { board: 'remoteok', file: 'remoteok-api-2025-08-28-pretty.json', externalId: '1097929', US: A, DE: A, IN: A, BR: A, PH: A },
  // description: 'You can work from Europe, the United States, Canada, or South America'
  { board: 'remoteok', file: 'remoteok-api-2025-08-28-pretty.json', externalId: '1096950', US: A, DE: A, IN: N, BR: A, PH: N },
  // location 'New York, NY'; description: 'this role must be based in New York'
  { board: 'remoteok', file: 'remoteok-api-2025-08-28-pretty.json', externalId: '1096931', US: A, DE: N, IN: N, BR: N, PH: N },
  // description: 'pick up however many tasks, wherever and whenever you want'
  { board: 'remoteok', file: 'remoteok-api-2025-08-28-pretty.json', externalId: '1096434', US: A, DE: A, IN: A, BR: A, PH: A },
  // location 'New York'; description: 'based in NYC', office three days a week
  { board: 'remoteok', file: 'remoteok-api-2025-08-28-pretty.json', externalId: '1095763', US: A, DE: N, IN: N, BR: N, PH: N },
  // PDT core hours are working hours, not a residence rule
  { board: 'remoteok', file: 'remoteok-api-2025-08-28-pretty.json', externalId: '1095650', US: U, DE: U, IN: U, BR: U, PH: U },
  // description: 'work from anywhere in the US & CAN!'
  { board: 'remoteok', file: 'remoteok-api-2025-08-28-pretty.json', externalId: '1095415', US: A, DE: N, IN: N, BR: N, PH: N },
  // description: '100% remote, full-time position, from Europe or the US'
  { board: 'remoteok', file: 'remoteok-api-2025-08-28-pretty.json', externalId: '1095352', US: A, DE: A, IN: N, BR: N, PH: N },
  // 'Central or Eastern Time zone work schedule' is working hours
  { board: 'remoteok', file: 'remoteok-api-2025-08-28-pretty.json', externalId: '1095228', US: U, DE: U, IN: U, BR: U, PH: U },
  // location 'Atlanta (Remote Friendly)': Atlanta, Georgia, US
  { board: 'remoteok', file: 'remoteok-api-2025-08-28-pretty.json', externalId: '1095227', US: A, DE: N, IN: N, BR: N, PH: N },
  // location 'Hyderabad' (India)
  { board: 'remoteok', file: 'remoteok-api-2025-08-28-pretty.json', externalId: '1094983', US: N, DE: N, IN: A, BR: N, PH: N },
  // GBP salary hints at the UK, no stated restriction
  { board: 'remoteok', file: 'remoteok-api-2025-08-28-pretty.json', externalId: '1094864', US: U, DE: U, IN: U, BR: U, PH: U },
  { board: 'remoteok', file: 'remoteok-api-2025-08-28-pretty.json', externalId: '1094157', US: N, DE: N, IN: A, BR: N, PH: N },
  { board: 'remoteok', file: 'remoteok-api-2025-08-28-pretty.json', externalId: '1094096', US: N, DE: N, IN: N, BR: N, PH: N },
  // description: 'You have the ability to work from anywhere in the world!' (EST hours)
  { board: 'remoteok', file: 'remoteok-api-2025-08-28-pretty.json', externalId: '1094014', US: A, DE: A, IN: A, BR: A, PH: A },
  // description: 'Fully remote role — work from any location'
  { board: 'remoteok', file: 'remoteok-api-2025-08-28-pretty.json', externalId: '1093995', US: A, DE: A, IN: A, BR: A, PH: A },
  { board: 'remoteok', file: 'remoteok-api-2025-08-28-pretty.json', externalId: '1093987', US: U, DE: U, IN: U, BR: U, PH: U },
  { board: 'remoteok', file: 'remoteok-api-2025-08-28-pretty.json', externalId: '1093919', US: A, DE: N, IN: N, BR: N, PH: N },
  // description: 'Must be located in Maryland'
  { board: 'remoteok', file: 'remoteok-api-2025-08-28-pretty.json', externalId: '1093907', US: A, DE: N, IN: N, BR: N, PH: N },
  // description: 'located and authorized to work in either the US or Canada (excluding Quebec)'
  { board: 'remoteok', file: 'remoteok-api-2025-08-28-pretty.json', externalId: '1093906', US: A, DE: N, IN: N, BR: N, PH: N },
  { board: 'remoteok', file: 'remoteok-api-2025-08-28-pretty.json', externalId: '1093905', US: A, DE: N, IN: N, BR: N, PH: N },
  { board: 'remoteok', file: 'remoteok-api-2025-08-28-pretty.json', externalId: '1093889', US: A, DE: N, IN: N, BR: N, PH: N },
  { board: 'remoteok', file: 'remoteok-api-2025-08-28-pretty.json', externalId: '1093888', US: N, DE: N, IN: A, BR: N, PH: N },
  { board: 'remoteok', file: 'remoteok-api-2025-08-28-pretty.json', externalId: '1093887', US: N, DE: N, IN: N, BR: N, PH: A },
  // description: candidates outside the U.S. are engaged as contractors
  { board: 'remoteok', file: 'remoteok-api-2025-08-28-pretty.json', externalId: '1093886', US: A, DE: A, IN: A, BR: A, PH: A },
  // 'LATAM-focused role' is the developer ecosystem it serves, not where the hire lives
  { board: 'remoteok', file: 'remoteok-api-2025-08-28-pretty.json', externalId: '1093885', US: U, DE: U, IN: U, BR: U, PH: U },
  { board: 'remoteok', file: 'remoteok-api-2025-08-28-pretty.json', externalId: '1093884', US: U, DE: U, IN: U, BR: U, PH: U },
  { board: 'remoteok', file: 'remoteok-api-2025-08-28-pretty.json', externalId: '1093883', US: N, DE: N, IN: N, BR: N, PH: N },
  // description: 'We are looking for someone located in Canada'
  { board: 'remoteok', file: 'remoteok-api-2025-08-28-pretty.json', externalId: '1093882', US: N, DE: N, IN: N, BR: N, PH: N },
  { board: 'remoteok', file: 'remoteok-api-2025-08-28-pretty.json', externalId: '1093881', US: N, DE: N, IN: A, BR: N, PH: N },
  { board: 'remoteok', file: 'remoteok-api-2026-06-10.json', externalId: '1133090', US: A, DE: N, IN: N, BR: N, PH: N },
  // description: 'Location: Remote (US-based, W-2 — all US states considered)'
  { board: 'remoteok', file: 'remoteok-api-2026-06-10.json', externalId: '1133087', US: A, DE: N, IN: N, BR: N, PH: N },
  { board: 'remoteok', file: 'remoteok-api-2026-06-10.json', externalId: '1133086', US: U, DE: U, IN: U, BR: U, PH: U },
  { board: 'remoteok', file: 'remoteok-api-2026-06-10.json', externalId: '1133080', US: A, DE: N, IN: N, BR: N, PH: N },
  { board: 'remoteok', file: 'remoteok-api-2026-06-10.json', externalId: '1133077', US: U, DE: U, IN: U, BR: U, PH: U },
  // location 'San Francisco Bay Area'; description: 'remote or hybrid in San Francisco'
  { board: 'remoteok', file: 'remoteok-api-2026-06-10.json', externalId: '1133097', US: A, DE: N, IN: N, BR: N, PH: N },
  { board: 'remoteok', file: 'remoteok-api-2026-06-10.json', externalId: '1133084', US: A, DE: N, IN: N, BR: N, PH: N },
  { board: 'remoteok', file: 'remoteok-api-2026-06-10.json', externalId: '1133140', US: N, DE: N, IN: N, BR: N, PH: N },
  { board: 'remoteok', file: 'remoteok-api-2026-06-10.json', externalId: '1133147', US: N, DE: N, IN: N, BR: N, PH: N },
  { board: 'remoteok', file: 'remoteok-api-2026-06-10.json', externalId: '1133089', US: A, DE: N, IN: N, BR: N, PH: N },
  { board: 'remoteok', file: 'remoteok-api-2026-06-10.json', externalId: '1133082', US: A, DE: N, IN: N, BR: N, PH: N },
  { board: 'remoteok', file: 'remoteok-api-2026-06-10.json', externalId: '1133078', US: A, DE: N, IN: N, BR: N, PH: N },
  { board: 'remoteok', file: 'remoteok-api-2026-06-10.json', externalId: '1133083', US: A, DE: N, IN: N, BR: N, PH: N },
  // 'We source worldwide talent…' is the agency, in a teaser cut off before the job's place
  { board: 'remoteok', file: 'remoteok-api-2026-06-10.json', externalId: '1133075', US: U, DE: U, IN: U, BR: U, PH: U },
  // location 'London' (UK)
  { board: 'remoteok', file: 'remoteok-api-2026-06-10.json', externalId: '1133123', US: N, DE: N, IN: N, BR: N, PH: N },
  { board: 'remoteok', file: 'remoteok-api-2026-06-10.json', externalId: '1133132', US: A, DE: N, IN: N, BR: N, PH: N },
  // location 'Inverness' (Scotland, UK): a valeter at the Inverness centre
  { board: 'remoteok', file: 'remoteok-api-2026-06-10.json', externalId: '1133124', US: N, DE: N, IN: N, BR: N, PH: N },
  { board: 'remoteok', file: 'remoteok-api-2026-06-10.json', externalId: '1133092', US: A, DE: N, IN: N, BR: N, PH: N },
  { board: 'remoteok', file: 'remoteok-api-2026-06-10.json', externalId: '1133152', US: N, DE: N, IN: N, BR: N, PH: N },
  // description: 'enjoy the freedom and flexibility to work from anywhere!'
  { board: 'remoteok', file: 'remoteok-api-2026-06-10.json', externalId: '1133051', US: A, DE: A, IN: A, BR: A, PH: A },
  { board: 'remoteok', file: 'remoteok-api-2026-06-10.json', externalId: '1133046', US: N, DE: N, IN: N, BR: N, PH: N },
  // location 'Bluefield': Bluefield University, Virginia, US
  { board: 'remoteok', file: 'remoteok-api-2026-06-10.json', externalId: '1133145', US: A, DE: N, IN: N, BR: N, PH: N },
  { board: 'remoteok', file: 'remoteok-api-2026-06-10.json', externalId: '1133073', US: N, DE: N, IN: N, BR: N, PH: N },
  { board: 'remoteok', file: 'remoteok-api-2026-06-10.json', externalId: '1133151', US: N, DE: N, IN: N, BR: N, PH: N },
  { board: 'remoteok', file: 'remoteok-api-2026-06-10.json', externalId: '1133043', US: U, DE: U, IN: U, BR: U, PH: U },
  { board: 'remoteok', file: 'remoteok-api-2026-06-10.json', externalId: '1133039', US: U, DE: U, IN: U, BR: U, PH: U },
  // headquarters in Jackson, Wyoming and a US salary; no stated restriction
  { board: 'remoteok', file: 'remoteok-api-2026-06-10.json', externalId: '1133036', US: U, DE: U, IN: U, BR: U, PH: U },
  { board: 'remoteok', file: 'remoteok-api-2026-06-10.json', externalId: '1133131', US: A, DE: N, IN: N, BR: N, PH: N },
  // location 'Orlando': Orlando Health, Orlando FL
  { board: 'remoteok', file: 'remoteok-api-2026-06-10.json', externalId: '1133081', US: A, DE: N, IN: N, BR: N, PH: N },
  { board: 'remoteok', file: 'remoteok-api-2026-06-10.json', externalId: '1133088', US: A, DE: N, IN: N, BR: N, PH: N },
  // RemoteOK nonsense location 'How'
  { board: 'remoteok', file: 'remoteok-api-2026-08-03-trimmed.json', externalId: '1135929', US: U, DE: U, IN: U, BR: U, PH: U },
  // not a job (an article); its location, like "How" and "Success" in the same capture, is noise
  { board: 'remoteok', file: 'remoteok-api-2026-08-03-trimmed.json', externalId: '1136039', US: U, DE: U, IN: U, BR: U, PH: U },
  // not a job (an article); its location, like "How" and "Success" in the same capture, is noise
  { board: 'remoteok', file: 'remoteok-api-2026-08-03-trimmed.json', externalId: '1135927', US: U, DE: U, IN: U, BR: U, PH: U },
  // RemoteOK nonsense location 'Success'
  { board: 'remoteok', file: 'remoteok-api-2026-08-03-trimmed.json', externalId: '1135924', US: U, DE: U, IN: U, BR: U, PH: U },

  // remotive
  { board: 'remotive', file: 'remotive-api-2026-06-10.json', externalId: '2090949', US: A, DE: A, IN: A, BR: A, PH: A },
  // board says Worldwide; EST shifts are work hours, not a residence rule
  { board: 'remotive', file: 'remotive-api-2026-06-10.json', externalId: '2086540', US: A, DE: A, IN: A, BR: A, PH: A },
  { board: 'remotive', file: 'remotive-api-2026-06-10.json', externalId: '2090945', US: N, DE: N, IN: N, BR: N, PH: N },
  { board: 'remotive', file: 'remotive-api-2026-06-10.json', externalId: '2090946', US: A, DE: N, IN: N, BR: N, PH: N },
  { board: 'remotive', file: 'remotive-api-2026-06-10.json', externalId: '2090944', US: N, DE: N, IN: N, BR: N, PH: N },
  { board: 'remotive', file: 'remotive-api-2026-06-10.json', externalId: '1185979', US: A, DE: A, IN: A, BR: A, PH: A },
  // board says Worldwide; '1099 contractor' hints at the US but states no restriction
  { board: 'remotive', file: 'remotive-api-2026-06-10.json', externalId: '2090943', US: A, DE: A, IN: A, BR: A, PH: A },
  { board: 'remotive', file: 'remotive-api-2026-06-10.json', externalId: '1749306', US: A, DE: A, IN: A, BR: A, PH: A },
  { board: 'remotive', file: 'remotive-api-2026-06-10.json', externalId: '2090910', US: N, DE: N, IN: N, BR: A, PH: N },
  { board: 'remotive', file: 'remotive-api-2026-06-10.json', externalId: '2090911', US: N, DE: N, IN: N, BR: A, PH: N },
  { board: 'remotive', file: 'remotive-api-2026-06-10.json', externalId: '2090909', US: N, DE: N, IN: N, BR: A, PH: N },
  { board: 'remotive', file: 'remotive-api-2026-06-10.json', externalId: '2090912', US: N, DE: N, IN: N, BR: A, PH: N },
  { board: 'remotive', file: 'remotive-api-2026-06-10.json', externalId: '2090942', US: A, DE: A, IN: A, BR: A, PH: A },
  { board: 'remotive', file: 'remotive-api-2026-06-10.json', externalId: '2090913', US: N, DE: N, IN: N, BR: A, PH: N },
  { board: 'remotive', file: 'remotive-api-2026-06-10.json', externalId: '2090899', US: N, DE: N, IN: N, BR: A, PH: N },
  { board: 'remotive', file: 'remotive-api-2026-06-10.json', externalId: '2090900', US: N, DE: N, IN: N, BR: A, PH: N },
  { board: 'remotive', file: 'remotive-api-2026-06-10.json', externalId: '2090901', US: N, DE: N, IN: N, BR: A, PH: N },
  { board: 'remotive', file: 'remotive-api-2026-06-10.json', externalId: '2090903', US: A, DE: N, IN: N, BR: N, PH: N },
  { board: 'remotive', file: 'remotive-api-2026-06-10.json', externalId: '2090902', US: N, DE: N, IN: N, BR: A, PH: N },
  { board: 'remotive', file: 'remotive-api-2026-06-10.json', externalId: '2090890', US: N, DE: N, IN: N, BR: A, PH: N },
  { board: 'remotive', file: 'remotive-api-2026-06-10.json', externalId: '2090887', US: A, DE: A, IN: A, BR: A, PH: A },
  { board: 'remotive', file: 'remotive-api-2026-06-10.json', externalId: '1919265', US: A, DE: A, IN: N, BR: A, PH: N },
  { board: 'remotive', file: 'remotive-api-2026-06-10.json', externalId: '1919266', US: A, DE: A, IN: N, BR: A, PH: N },
  // description lists the countries: Europe, LATAM, US, Canada, Japan, Singapore, South Korea, Philippines, Indonesia, Oceania; 'most Asian countries' excluded, so not India
  { board: 'remotive', file: 'remotive-api-2026-06-10.json', externalId: '2088711', US: A, DE: A, IN: N, BR: A, PH: A },
  { board: 'remotive', file: 'remotive-api-2026-06-10.json', externalId: '2069746', US: A, DE: N, IN: N, BR: N, PH: N },
  { board: 'remotive', file: 'remotive-api-2026-06-10.json', externalId: '2090881', US: A, DE: N, IN: N, BR: N, PH: N },
  // description: 'wherever in the world it's coming from', PST hours
  { board: 'remotive', file: 'remotive-api-2026-06-10.json', externalId: '1680495', US: A, DE: A, IN: A, BR: A, PH: A },
  { board: 'remotive', file: 'remotive-api-2026-06-10.json', externalId: '2090878', US: N, DE: N, IN: N, BR: A, PH: N },
  { board: 'remotive', file: 'remotive-api-2026-07-29-bom.json', externalId: '2091035', US: A, DE: A, IN: A, BR: A, PH: A },
  // Northern America and Europe are named places; 'European timezones' is a further option, not a filter on them
  { board: 'remotive', file: 'remotive-api-2026-07-29-bom.json', externalId: '2091075', US: A, DE: A, IN: N, BR: N, PH: N },
  { board: 'remotive', file: 'remotive-api-2026-07-29-bom.json', externalId: '2091074', US: A, DE: N, IN: N, BR: N, PH: N },
  // board says Worldwide; 'CST timezone' in the title is working hours
  { board: 'remotive', file: 'remotive-api-2026-07-29-bom.json', externalId: '2091072', US: A, DE: A, IN: A, BR: A, PH: A },
  { board: 'remotive', file: 'remotive-api-2026-07-29-bom.json', externalId: '2091069', US: A, DE: N, IN: N, BR: N, PH: N },
  { board: 'remotive', file: 'remotive-api-2026-07-29-bom.json', externalId: '2091068', US: A, DE: A, IN: A, BR: A, PH: A },
  // description lists Europe, Latin America, US, Canada, selected Asian countries including the Philippines (not India), Oceania, Africa
  { board: 'remotive', file: 'remotive-api-2026-07-29-bom.json', externalId: '2091067', US: A, DE: A, IN: N, BR: A, PH: A },
  { board: 'remotive', file: 'remotive-api-2026-07-29-bom.json', externalId: '2091062', US: N, DE: A, IN: N, BR: N, PH: N },
  { board: 'remotive', file: 'remotive-api-2026-07-29-bom.json', externalId: '2090989', US: A, DE: N, IN: N, BR: N, PH: N },
  { board: 'remotive', file: 'remotive-api-2026-07-29-bom.json', externalId: '2091056', US: N, DE: N, IN: N, BR: A, PH: N },
  { board: 'remotive', file: 'remotive-api-2026-07-29-bom.json', externalId: '2091058', US: N, DE: N, IN: N, BR: N, PH: N },
  { board: 'remotive', file: 'remotive-api-2026-07-29-bom.json', externalId: '2091055', US: N, DE: N, IN: N, BR: A, PH: N },
  { board: 'remotive', file: 'remotive-api-2026-07-29-bom.json', externalId: '2091050', US: N, DE: N, IN: N, BR: N, PH: N },
  { board: 'remotive', file: 'remotive-api-2026-07-29-bom.json', externalId: '2091049', US: N, DE: N, IN: N, BR: A, PH: N },
  { board: 'remotive', file: 'remotive-api-2026-07-29-bom.json', externalId: '2091059', US: N, DE: N, IN: N, BR: A, PH: N },
  { board: 'remotive', file: 'remotive-api-2026-07-29-bom.json', externalId: '2091057', US: N, DE: N, IN: N, BR: N, PH: N },
  { board: 'remotive', file: 'remotive-api-2026-07-29-bom.json', externalId: '2091054', US: N, DE: N, IN: N, BR: N, PH: N },
  { board: 'remotive', file: 'remotive-api-2026-07-29-bom.json', externalId: '2091053', US: N, DE: N, IN: N, BR: A, PH: N },
  { board: 'remotive', file: 'remotive-api-2026-07-29-bom.json', externalId: '2091052', US: N, DE: N, IN: N, BR: A, PH: N },
  { board: 'remotive', file: 'remotive-api-2026-07-29-bom.json', externalId: '2091051', US: N, DE: N, IN: N, BR: A, PH: N },
  { board: 'remotive', file: 'remotive-api-2026-07-29-bom.json', externalId: '2091048', US: A, DE: N, IN: N, BR: N, PH: N },
  { board: 'remotive', file: 'remotive-api-2026-07-29-bom.json', externalId: '2091047', US: N, DE: N, IN: N, BR: N, PH: N },
  { board: 'remotive', file: 'remotive-api-2026-07-29-bom.json', externalId: '2091045', US: A, DE: N, IN: N, BR: N, PH: N },
  { board: 'remotive', file: 'remotive-api-2026-08-03-trimmed.json', externalId: '2091081', US: A, DE: A, IN: A, BR: A, PH: A },

  // weworkremotely
  { board: 'weworkremotely', file: 'wwr-2022-11-all-other-remote-jobs.xml', externalId: 'https://weworkremotely.com/remote-jobs/knack-software-engineeer-lead-qa-us-remote', US: A, DE: N, IN: N, BR: N, PH: N },
  { board: 'weworkremotely', file: 'wwr-2022-11-all-other-remote-jobs.xml', externalId: 'https://weworkremotely.com/remote-jobs/toggl-analytics-engineer', US: A, DE: A, IN: A, BR: A, PH: A },
  // description: 'work from anywhere in the United States or Canada'
  { board: 'weworkremotely', file: 'wwr-2022-11-all-other-remote-jobs.xml', externalId: 'https://weworkremotely.com/remote-jobs/aha-sr-technical-recruiter', US: A, DE: N, IN: N, BR: N, PH: N },
  { board: 'weworkremotely', file: 'wwr-2022-11-all-other-remote-jobs.xml', externalId: 'https://weworkremotely.com/remote-jobs/torc-back-end-developer', US: A, DE: A, IN: A, BR: A, PH: A },
  // CT or PT are working hours
  { board: 'weworkremotely', file: 'wwr-2022-11-all-other-remote-jobs.xml', externalId: 'https://weworkremotely.com/remote-jobs/nine15-project-manager', US: A, DE: A, IN: A, BR: A, PH: A },
  // 'We prefer candidates in North America and South America' is a preference
  { board: 'weworkremotely', file: 'wwr-2022-11-remote-back-end-programming-jobs.xml', externalId: 'https://weworkremotely.com/remote-jobs/findox-inc-senior-csharp-and-postgresql-backend-developer-3', US: A, DE: A, IN: A, BR: A, PH: A },
  { board: 'weworkremotely', file: 'wwr-2022-11-remote-back-end-programming-jobs.xml', externalId: 'https://weworkremotely.com/remote-jobs/relay-commerce-staff-engineer', US: A, DE: A, IN: A, BR: A, PH: A },
  { board: 'weworkremotely', file: 'wwr-2022-11-remote-back-end-programming-jobs.xml', externalId: 'https://weworkremotely.com/remote-jobs/vidalytics-sr-php-developer-high-load-mysql-gcp-laminas', US: N, DE: A, IN: N, BR: N, PH: N },
  // overlap with UTC+2 is working hours
  { board: 'weworkremotely', file: 'wwr-2022-11-remote-back-end-programming-jobs.xml', externalId: 'https://weworkremotely.com/remote-jobs/dewaele-real-estate-group-python-software-developer-1', US: A, DE: A, IN: A, BR: A, PH: A },
  { board: 'weworkremotely', file: 'wwr-2022-11-remote-back-end-programming-jobs.xml', externalId: 'https://weworkremotely.com/remote-jobs/clevertech-senior-backend-engineer-node-5', US: A, DE: A, IN: A, BR: A, PH: A },
  { board: 'weworkremotely', file: 'wwr-2022-11-remote-customer-support-jobs.xml', externalId: 'https://weworkremotely.com/remote-jobs/onlinecoursehost-com-customer-support-representative-for-online-course-platform', US: A, DE: A, IN: A, BR: A, PH: A },
  // board says Europe; description: 'Citizen or in possession of a work permit from Canada, Finland, UK, or Spain'
  { board: 'weworkremotely', file: 'wwr-2022-11-remote-customer-support-jobs.xml', externalId: 'https://weworkremotely.com/remote-jobs/trifecta-retail-ventures-customer-happiness-advocate-remote', US: N, DE: N, IN: N, BR: N, PH: N },
  // description: 'require you to be located in an AUS/NZ time zone'
  { board: 'weworkremotely', file: 'wwr-2022-11-remote-customer-support-jobs.xml', externalId: 'https://weworkremotely.com/remote-jobs/amazee-io-delivery-lead-apac', US: N, DE: N, IN: N, BR: N, PH: N },
  // description: 'you can be located anywhere in the UK and Ireland'
  { board: 'weworkremotely', file: 'wwr-2022-11-remote-customer-support-jobs.xml', externalId: 'https://weworkremotely.com/remote-jobs/the-sensible-code-company-support-engineer', US: N, DE: N, IN: N, BR: N, PH: N },
  { board: 'weworkremotely', file: 'wwr-2022-11-remote-customer-support-jobs.xml', externalId: 'https://weworkremotely.com/remote-jobs/govassist-llc-customer-service-representative-remote', US: A, DE: A, IN: A, BR: A, PH: A },
  { board: 'weworkremotely', file: 'wwr-2022-11-remote-customer-support-jobs.xml', externalId: 'https://weworkremotely.com/remote-jobs/paymentology-advanced-customer-support-services-engineer', US: N, DE: A, IN: N, BR: N, PH: N },
  // board says anywhere; description: 'candidates in South America, Canada or Mexico locations only please'
  { board: 'weworkremotely', file: 'wwr-2022-11-remote-customer-support-jobs.xml', externalId: 'https://weworkremotely.com/remote-jobs/float-customer-support-specialist-americas-1', US: N, DE: N, IN: N, BR: A, PH: N },
  // board says Europe; description: 'Only candidates local to, and authorized to work in Serbia or Romania'
  { board: 'weworkremotely', file: 'wwr-2022-11-remote-design-jobs.xml', externalId: 'https://weworkremotely.com/remote-jobs/sugarcrm-ux-designer', US: N, DE: N, IN: N, BR: N, PH: N },
  { board: 'weworkremotely', file: 'wwr-2022-11-remote-design-jobs.xml', externalId: 'https://weworkremotely.com/remote-jobs/power-home-remodeling-mid-level-user-experience-designer-1', US: A, DE: N, IN: N, BR: N, PH: N },
  { board: 'weworkremotely', file: 'wwr-2022-11-remote-design-jobs.xml', externalId: 'https://weworkremotely.com/remote-jobs/designlab-product-design-mentor-1', US: A, DE: A, IN: A, BR: A, PH: A },
  { board: 'weworkremotely', file: 'wwr-2022-11-remote-design-jobs.xml', externalId: 'https://weworkremotely.com/remote-jobs/aurora-solar-product-designer', US: A, DE: N, IN: N, BR: N, PH: N },
  { board: 'weworkremotely', file: 'wwr-2022-11-remote-devops-sysadmin-jobs.xml', externalId: 'https://weworkremotely.com/remote-jobs/paymentology-cloud-engineer', US: N, DE: A, IN: N, BR: N, PH: N },
  { board: 'weworkremotely', file: 'wwr-2022-11-remote-devops-sysadmin-jobs.xml', externalId: 'https://weworkremotely.com/remote-jobs/equinix-software-engineer-systems-engineering', US: N, DE: N, IN: N, BR: N, PH: N },
  { board: 'weworkremotely', file: 'wwr-2022-11-remote-devops-sysadmin-jobs.xml', externalId: 'https://weworkremotely.com/remote-jobs/agencyanalytics-cloud-software-engineer-gcp-1', US: N, DE: N, IN: N, BR: N, PH: N },
  { board: 'weworkremotely', file: 'wwr-2022-11-remote-devops-sysadmin-jobs.xml', externalId: 'https://weworkremotely.com/remote-jobs/follow-up-boss-senior-infrastructure-engineer-2', US: A, DE: N, IN: N, BR: N, PH: N },
  { board: 'weworkremotely', file: 'wwr-2022-11-remote-devops-sysadmin-jobs.xml', externalId: 'https://weworkremotely.com/remote-jobs/doximity-data-integration-engineer-1', US: A, DE: N, IN: N, BR: N, PH: N },
  // description: 'You may reside anywhere in the world' (Eastern business hours)
  { board: 'weworkremotely', file: 'wwr-2022-11-remote-front-end-programming-jobs.xml', externalId: 'https://weworkremotely.com/remote-jobs/eventmobi-senior-front-end-engineer-remote', US: A, DE: A, IN: A, BR: A, PH: A },
  { board: 'weworkremotely', file: 'wwr-2022-11-remote-front-end-programming-jobs.xml', externalId: 'https://weworkremotely.com/remote-jobs/martiancraft-llc-native-ios-engineer-1', US: A, DE: N, IN: N, BR: N, PH: N },
  { board: 'weworkremotely', file: 'wwr-2022-11-remote-front-end-programming-jobs.xml', externalId: 'https://weworkremotely.com/remote-jobs/testgorilla-senior-frontend-engineer-angular', US: A, DE: A, IN: A, BR: A, PH: A },
  // board says anywhere; description: 'Timezone: CET (+/- 3 hours)', which holds Brazil's UTC−2 (Fernando de Noronha) only
  { board: 'weworkremotely', file: 'wwr-2022-11-remote-front-end-programming-jobs.xml', externalId: 'https://weworkremotely.com/remote-jobs/proxify-ab-senior-front-end-developer-long-term-job-100-remote', US: N, DE: A, IN: N, BR: A, PH: N },
  // only China, France, Iran, Egypt and Russia excluded
  { board: 'weworkremotely', file: 'wwr-2022-11-remote-front-end-programming-jobs.xml', externalId: 'https://weworkremotely.com/remote-jobs/rainforest-qa-senior-engineer-frontend', US: A, DE: A, IN: A, BR: A, PH: A },
  // PST overlap is working hours
  { board: 'weworkremotely', file: 'wwr-2022-11-remote-full-stack-programming-jobs.xml', externalId: 'https://weworkremotely.com/remote-jobs/miniextensions-senior-full-stack-engineer', US: A, DE: A, IN: A, BR: A, PH: A },
  { board: 'weworkremotely', file: 'wwr-2022-11-remote-full-stack-programming-jobs.xml', externalId: 'https://weworkremotely.com/remote-jobs/the-hoth-junior-programmer-remote', US: A, DE: A, IN: A, BR: A, PH: A },
  { board: 'weworkremotely', file: 'wwr-2022-11-remote-full-stack-programming-jobs.xml', externalId: 'https://weworkremotely.com/remote-jobs/bellawatt-senior-software-engineer-for-energy-consultancy', US: A, DE: N, IN: N, BR: A, PH: N },
  // PST overlap is working hours
  { board: 'weworkremotely', file: 'wwr-2022-11-remote-full-stack-programming-jobs.xml', externalId: 'https://weworkremotely.com/remote-jobs/bbe-marketing-inc-full-stack-wordpress-developer-2', US: A, DE: A, IN: A, BR: A, PH: A },
  { board: 'weworkremotely', file: 'wwr-2022-11-remote-full-stack-programming-jobs.xml', externalId: 'https://weworkremotely.com/remote-jobs/amazee-io-platform-software-engineer', US: N, DE: A, IN: N, BR: N, PH: N },
  // board says anywhere; description: 'Please only apply if you live in the US, Europe, Central or South America'
  { board: 'weworkremotely', file: 'wwr-2022-11-remote-jobs.xml', externalId: 'https://weworkremotely.com/remote-jobs/used-conex-hiring-several-sales-assistants', US: A, DE: A, IN: N, BR: A, PH: N },
  { board: 'weworkremotely', file: 'wwr-2022-11-remote-jobs.xml', externalId: 'https://weworkremotely.com/remote-jobs/magic-inc-b2b-jr-business-development-manager-bilingual-english-spanish', US: N, DE: N, IN: N, BR: A, PH: N },
  // board says anywhere; description: 'open to those who wish to be fully remote working but will be US-based'
  { board: 'weworkremotely', file: 'wwr-2022-11-remote-management-and-finance-jobs.xml', externalId: 'https://weworkremotely.com/listings/front-of-the-pack-head-of-supply-chain', US: A, DE: N, IN: N, BR: N, PH: N },
  { board: 'weworkremotely', file: 'wwr-2022-11-remote-management-and-finance-jobs.xml', externalId: 'https://weworkremotely.com/listings/photobooth-supply-co-customer-teams-project-manager', US: A, DE: A, IN: A, BR: A, PH: A },
  { board: 'weworkremotely', file: 'wwr-2022-11-remote-management-and-finance-jobs.xml', externalId: 'https://weworkremotely.com/remote-jobs/rivo-commerce-operations-specialist', US: A, DE: N, IN: N, BR: N, PH: N },
  // board says anywhere; description: 'Are based in the UK, EU, US or Canada'
  { board: 'weworkremotely', file: 'wwr-2022-11-remote-product-jobs.xml', externalId: 'https://weworkremotely.com/listings/overleaf-product-manager-technical-1', US: A, DE: A, IN: N, BR: N, PH: N },
  { board: 'weworkremotely', file: 'wwr-2022-11-remote-product-jobs.xml', externalId: 'https://weworkremotely.com/remote-jobs/arborxr-product-manager-for-ar-vr-company', US: A, DE: N, IN: N, BR: N, PH: N },
  { board: 'weworkremotely', file: 'wwr-2022-11-remote-product-jobs.xml', externalId: 'https://weworkremotely.com/remote-jobs/testgorilla-growth-product-manager-1', US: A, DE: A, IN: A, BR: A, PH: A },
  // board says anywhere; description: 'as long as you are between GMT-4 and GMT+5 time zones' (US Eastern summer time is GMT-4)
  { board: 'weworkremotely', file: 'wwr-2022-11-remote-product-jobs.xml', externalId: 'https://weworkremotely.com/remote-jobs/meilisearch-product-marketing-manager', US: A, DE: A, IN: N, BR: A, PH: N },
  { board: 'weworkremotely', file: 'wwr-2022-11-remote-product-jobs.xml', externalId: 'https://weworkremotely.com/remote-jobs/agencyanalytics-product-manager-2', US: N, DE: N, IN: N, BR: N, PH: N },
  { board: 'weworkremotely', file: 'wwr-2022-11-remote-programming-jobs.xml', externalId: 'https://weworkremotely.com/remote-jobs/optimile-back-end-developer-e-mobility-remote-eu', US: N, DE: A, IN: N, BR: N, PH: N },
  { board: 'weworkremotely', file: 'wwr-2022-11-remote-programming-jobs.xml', externalId: 'https://weworkremotely.com/remote-jobs/doximity-senior-software-engineer-webdev', US: A, DE: N, IN: N, BR: N, PH: N },
  { board: 'weworkremotely', file: 'wwr-2022-11-remote-programming-jobs.xml', externalId: 'https://weworkremotely.com/remote-jobs/method-inc-senior-software-engineer-java', US: A, DE: N, IN: N, BR: N, PH: N },
  // description: 'This position is open for Argentina and Colombia-based candidates only' (board says Latin America)
  { board: 'weworkremotely', file: 'wwr-2022-11-remote-sales-and-marketing-jobs.xml', externalId: 'https://weworkremotely.com/remote-jobs/magic-inc-b2b-sales-supervisor-bilingual', US: N, DE: N, IN: N, BR: N, PH: N },
  { board: 'weworkremotely', file: 'wwr-2022-11-remote-sales-and-marketing-jobs.xml', externalId: 'https://weworkremotely.com/remote-jobs/giant-propeller-paid-social-manager', US: N, DE: N, IN: N, BR: A, PH: N },
  // board says anywhere; description: 'Fully remote, live & work anywhere within the U.S.'
  { board: 'weworkremotely', file: 'wwr-2022-11-remote-sales-and-marketing-jobs.xml', externalId: 'https://weworkremotely.com/remote-jobs/lemonpie-public-relations-associate', US: A, DE: N, IN: N, BR: N, PH: N },
  { board: 'weworkremotely', file: 'wwr-2022-11-remote-sales-and-marketing-jobs.xml', externalId: 'https://weworkremotely.com/remote-jobs/convertflow-content-marketer-1', US: A, DE: N, IN: N, BR: A, PH: N },
  // 'Other (don't specify)'; the description names no place for the hire
  { board: 'weworkremotely', file: 'wwr-2022-11-remote-sales-and-marketing-jobs.xml', externalId: 'https://weworkremotely.com/remote-jobs/sureswift-capital-business-development-manager', US: U, DE: U, IN: U, BR: U, PH: U },
  { board: 'weworkremotely', file: 'wwr-2022-11-remote-sales-and-marketing-jobs.xml', externalId: 'https://weworkremotely.com/remote-jobs/magic-inc-b2b-business-development-representative-bilingual', US: N, DE: N, IN: N, BR: A, PH: N },
  // board says anywhere; description opens 'Headquarters: Remote, United States' while the company is headquartered in Austin: the job's location line
  { board: 'weworkremotely', file: 'wwr-2026-06-remote-programming-jobs.xml', externalId: 'https://weworkremotely.com/remote-jobs/bazaarvoice-product-marketing-manager', US: A, DE: N, IN: N, BR: N, PH: N },
  { board: 'weworkremotely', file: 'wwr-2026-06-remote-programming-jobs.xml', externalId: 'https://weworkremotely.com/remote-jobs/valon-tech-staff-product-security-engineer-customer-platform', US: A, DE: A, IN: A, BR: A, PH: A },
  // description: 'Your location is not a requirement for this position' (European or American hours preferred)
  { board: 'weworkremotely', file: 'wwr-2026-06-remote-programming-jobs.xml', externalId: 'https://weworkremotely.com/remote-jobs/hospitable-staff-ui-ux-product-designer-usa-emea-remote', US: A, DE: A, IN: A, BR: A, PH: A },
  { board: 'weworkremotely', file: 'wwr-2026-06-remote-programming-jobs.xml', externalId: 'https://weworkremotely.com/remote-jobs/sticker-mule-software-engineer-3', US: A, DE: A, IN: A, BR: A, PH: A },
  // description: 'You can be based anywhere'
  { board: 'weworkremotely', file: 'wwr-2026-07-remote-jobs-newformat.xml', externalId: 'https://weworkremotely.com/remote-jobs/mathmo-maths-coach', US: A, DE: A, IN: A, BR: A, PH: A },
  // board says anywhere; description: 'This is a North America-based role' (US conferences)
  { board: 'weworkremotely', file: 'wwr-2026-07-remote-jobs-newformat.xml', externalId: 'https://weworkremotely.com/remote-jobs/qase-developer-advocate', US: A, DE: N, IN: N, BR: N, PH: N },
  { board: 'weworkremotely', file: 'wwr-2026-07-remote-jobs-newformat.xml', externalId: 'https://weworkremotely.com/remote-jobs/apex-trade-entry-level-crypto-market-specialist', US: A, DE: A, IN: A, BR: A, PH: A },
  // board says anywhere; IST night shifts are working hours
  { board: 'weworkremotely', file: 'wwr-2026-07-remote-jobs-newformat.xml', externalId: 'https://weworkremotely.com/remote-jobs/qase-technical-customer-support-specialist', US: A, DE: A, IN: A, BR: A, PH: A },

  // workingnomads
  { board: 'workingnomads', file: 'workingnomads-exposed-jobs-2026-07-10-trimmed.json', externalId: '1719512', US: N, DE: N, IN: N, BR: N, PH: N },
  { board: 'workingnomads', file: 'workingnomads-exposed-jobs-2026-07-10-trimmed.json', externalId: '1719508', US: N, DE: N, IN: N, BR: N, PH: N },
  { board: 'workingnomads', file: 'workingnomads-exposed-jobs-2026-07-10-trimmed.json', externalId: '1713292', US: A, DE: A, IN: A, BR: A, PH: A },
  { board: 'workingnomads', file: 'workingnomads-exposed-jobs-2026-07-10-trimmed.json', externalId: '1712616', US: N, DE: N, IN: N, BR: N, PH: N },
  { board: 'workingnomads', file: 'workingnomads-exposed-jobs-2026-09-25-trimmed.json', externalId: '1891955', US: A, DE: N, IN: N, BR: N, PH: N },
  { board: 'workingnomads', file: 'workingnomads-exposed-jobs-2026-09-25-trimmed.json', externalId: '1889808', US: N, DE: N, IN: N, BR: A, PH: N },
];
