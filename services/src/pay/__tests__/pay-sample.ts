import type { Salary, SalaryPeriod } from '../../ingestion/board-adapter';

/**
 * Every posting in the recorded feeds (../shared/feeds), labelled by reading it: what it pays as
 * a reader would write it down, and that pay as US dollars a year at EXCHANGE_RATE_SNAPSHOT.
 * Postings that state no pay, or pay only per piece of work ("$0.06 per word"), are labelled
 * with no salary. Where the board's salary fields and the posting's text disagree, the label is
 * the text's (the employer's word); where the text states nothing, the board's fields.
 *
 * A posting that appears in several feed files (We Work Remotely's category feeds repeat
 * /remote-jobs.rss) is listed once per file. Arbeitnow's postings are all on-site, which its
 * adapter skips; they are labelled as if remote, for their text.
 *
 * 253 postings state pay, 362 do not.
 */
export interface PaySampleEntry {
  /** The adapter's name, which is the feed's folder. */
  board: string;
  file: string;
  externalId: string;
  /** What the posting pays; null when it states no pay. */
  salary: Salary | null;
  /** The salary as US dollars a year; null when there is none, or its currency or period is unknown. */
  annualUsd: { min: number | null; max: number | null } | null;
}

type Amounts = [min: number | null, max: number | null, currency: string | null, period: SalaryPeriod | null];

function pay(boardAndFile: string, externalId: string, [min, max, currency, period]: Amounts, annual: [number | null, number | null] | null): PaySampleEntry {
  const [board, file] = boardAndFile.split('/');
  return { board, file, externalId, salary: { min, max, currency, period }, annualUsd: annual && { min: annual[0], max: annual[1] } };
}

function noPay(boardAndFile: string, externalId: string): PaySampleEntry {
  const [board, file] = boardAndFile.split('/');
  return { board, file, externalId, salary: null, annualUsd: null };
}

export const PAY_SAMPLE: readonly PaySampleEntry[] = [
  // remoteok/remoteok-api-2024-12-04.json
  // Senior Backend Golang Engineer Mailgun Send — board fields only
  pay('remoteok/remoteok-api-2024-12-04.json', '1059249', [70_000, 110_000, 'USD', 'year'], [70_000, 110_000]),
  // Job 19004 Junior Quality Assurance Engineer Brazil — board fields only
  pay('remoteok/remoteok-api-2024-12-04.json', '1059247', [55_000, 100_000, 'USD', 'year'], [55_000, 100_000]),
  // Software Engineer — board fields only; "$4.6M seed" is funding
  pay('remoteok/remoteok-api-2024-12-04.json', '1059244', [180_000, 220_000, 'USD', 'year'], [180_000, 220_000]),
  // Account Manager B2B Sales — text "$9 - $11 an hour" contradicts the board's 50k-90k
  pay('remoteok/remoteok-api-2024-12-04.json', '1059237', [9, 11, 'USD', 'hour'], [18_720, 22_880]),
  // Principal NetSuite Consultant — board fields only
  pay('remoteok/remoteok-api-2024-12-04.json', '1059236', [40_000, 82_500, 'USD', 'year'], [40_000, 82_500]),
  // Customer Success Manager — text contradicts the board's 40k-80k
  pay('remoteok/remoteok-api-2024-12-04.json', '1059198', [65_000, 75_000, 'USD', 'year'], [65_000, 75_000]),
  // Senior Technical Product Support Engineer — text contradicts the board's 55k-100k
  pay('remoteok/remoteok-api-2024-12-04.json', '1059136', [100_000, 150_000, 'USD', 'year'], [100_000, 150_000]),
  // Senior Product Engineer — board fields only
  pay('remoteok/remoteok-api-2024-12-04.json', '1059082', [70_000, 110_000, 'USD', 'year'], [70_000, 110_000]),
  // Full Stack React Engineer — board fields only
  pay('remoteok/remoteok-api-2024-12-04.json', '1059078', [60_000, 90_000, 'USD', 'year'], [60_000, 90_000]),
  // Solutions Architect DGX Cloud — text "148,000 USD - 230,000 USD" contradicts the board's 40k-90k
  pay('remoteok/remoteok-api-2024-12-04.json', '1059034', [148_000, 230_000, 'USD', 'year'], [148_000, 230_000]),
  // Protocol Engineer — board fields only
  pay('remoteok/remoteok-api-2024-12-04.json', '1059009', [60_000, 100_000, 'USD', 'year'], [60_000, 100_000]),
  // Senior Consultant SR&ED — text; a bare "$" is read as USD (the employer is Canadian but does not say which dollar)
  pay('remoteok/remoteok-api-2024-12-04.json', '1059001', [80_000, 110_000, 'USD', 'year'], [80_000, 110_000]),
  // Insurance Producer Wilmington DE — board fields only
  pay('remoteok/remoteok-api-2024-12-04.json', '1058947', [40_000, 80_000, 'USD', 'year'], [40_000, 80_000]),
  // Senior Customer Success Manager — text "between 90-135k" (no currency: RemoteOK's USD)
  pay('remoteok/remoteok-api-2024-12-04.json', '1058939', [90_000, 135_000, 'USD', 'year'], [90_000, 135_000]),
  // Data Entry Assistant
  pay('remoteok/remoteok-api-2024-12-04.json', '1058875', [25, 45, 'USD', 'hour'], [52_000, 93_600]),
  // Lead Software Engineer Sandbox — board fields only
  pay('remoteok/remoteok-api-2024-12-04.json', '1058716', [60_000, 100_000, 'USD', 'year'], [60_000, 100_000]),
  // Senior Software Engineer — board fields only
  pay('remoteok/remoteok-api-2024-12-04.json', '1058699', [70_000, 110_000, 'USD', 'year'], [70_000, 110_000]),
  // Associate Medical Director Utilization Management
  pay('remoteok/remoteok-api-2024-12-04.json', '1058688', [200_000, 270_000, 'USD', 'year'], [200_000, 270_000]),
  // Junior Delivery Engineer — text "PLN 6.000 - 10.000 + VAT (B2B)" names no period and is too small to be a year
  pay('remoteok/remoteok-api-2024-12-04.json', '1058679', [6_000, 10_000, 'PLN', null], null),
  // Investment Analyst — board fields only
  pay('remoteok/remoteok-api-2024-12-04.json', '1058670', [80_000, 120_000, 'USD', 'year'], [80_000, 120_000]),
  // Credit Risk Analyst Corporate clients — board fields only
  pay('remoteok/remoteok-api-2024-12-04.json', '1058662', [80_000, 120_000, 'USD', 'year'], [80_000, 120_000]),
  // Advisor Group Benefit Portfolios — text; a bare "$" is read as USD
  pay('remoteok/remoteok-api-2024-12-04.json', '1058646', [65_000, 72_000, 'USD', 'year'], [65_000, 72_000]),
  // Insurance Producer Middletown DE — board fields only
  pay('remoteok/remoteok-api-2024-12-04.json', '1058628', [40_000, 80_000, 'USD', 'year'], [40_000, 80_000]),
  // Sales Executive
  pay('remoteok/remoteok-api-2024-12-04.json', '1058619', [80_000, 85_000, 'USD', 'year'], [80_000, 85_000]),
  // Territory Manager Peripheral Schweiz — German: "250 € netto p. a. für Fitnessaktivitäten" is a benefit
  noPay('remoteok/remoteok-api-2024-12-04.json', '1058579'),
  // Senior Quality Assurance Automation Engineer — board fields only
  pay('remoteok/remoteok-api-2024-12-04.json', '1058555', [40_000, 95_000, 'USD', 'year'], [40_000, 95_000]),
  // Support Specialist Operations — text "$26-$31/hour" contradicts the board's 110k-130k
  pay('remoteok/remoteok-api-2024-12-04.json', '1058410', [26, 31, 'USD', 'hour'], [54_080, 64_480]),
  // Operations Data Support Specialist — text "$24-$29/hour" contradicts the board's 140k-160k
  pay('remoteok/remoteok-api-2024-12-04.json', '1058409', [24, 29, 'USD', 'hour'], [49_920, 60_320]),
  // Data Entry Virtual Assistant — board fields only
  pay('remoteok/remoteok-api-2024-12-04.json', '1058257', [60_000, 80_000, 'USD', 'year'], [60_000, 80_000]),
  // WFH Customer Service Representative — board fields only
  pay('remoteok/remoteok-api-2024-12-04.json', '1058168', [60_000, 70_000, 'USD', 'year'], [60_000, 70_000]),

  // remoteok/remoteok-api-2025-08-28-pretty.json
  // Engineering Lead — board fields only
  pay('remoteok/remoteok-api-2025-08-28-pretty.json', '1097929', [60_000, 140_000, 'USD', 'year'], [60_000, 140_000]),
  // Python Developer — board fields only
  pay('remoteok/remoteok-api-2025-08-28-pretty.json', '1096950', [60_000, 120_000, 'USD', 'year'], [60_000, 120_000]),
  // Senior Editor
  pay('remoteok/remoteok-api-2025-08-28-pretty.json', '1096931', [90_000, 95_000, 'USD', 'year'], [90_000, 95_000]),
  // Freelance Python Contributor Project Aurora — pays "$80 – $100 USD per accepted challenge": per piece, no salary; the board's 100k-150k is RemoteOK's estimate
  noPay('remoteok/remoteok-api-2025-08-28-pretty.json', '1096434'),
  // Manager Business Intelligence
  pay('remoteok/remoteok-api-2025-08-28-pretty.json', '1095763', [160_000, 220_000, 'USD', 'year'], [160_000, 220_000]),
  // Executive Assistant — "Starting Salary: $13/hour"; the "up to $25/hour" is a performance-based increase
  pay('remoteok/remoteok-api-2025-08-28-pretty.json', '1095650', [13, 13, 'USD', 'hour'], [27_040, 27_040]),
  // Software Engineer Gauntlet App — not the $1,000 WFH stipend nor $100/month fitness
  pay('remoteok/remoteok-api-2025-08-28-pretty.json', '1095415', [165_000, 205_000, 'USD', 'year'], [165_000, 205_000]),
  // UX Engineer — board fields; "Salary: In accordance with qualifications", "$2,388/year" is a product plan's price
  pay('remoteok/remoteok-api-2025-08-28-pretty.json', '1095352', [100_000, 180_000, 'USD', 'year'], [100_000, 180_000]),
  // Senior Designer UI — board fields only
  pay('remoteok/remoteok-api-2025-08-28-pretty.json', '1095228', [60_000, 150_000, 'USD', 'year'], [60_000, 150_000]),
  // Senior Engineer Production Operations — the first of two state ranges
  pay('remoteok/remoteok-api-2025-08-28-pretty.json', '1095227', [152_000, 185_000, 'USD', 'year'], [152_000, 185_000]),
  // Big Data Engineer Professional Services — board fields only
  pay('remoteok/remoteok-api-2025-08-28-pretty.json', '1094983', [60_000, 130_000, 'USD', 'year'], [60_000, 130_000]),
  // Principal Data Engineer
  pay('remoteok/remoteok-api-2025-08-28-pretty.json', '1094864', [70_000, 90_000, 'GBP', 'year'], [95_900, 123_300]),
  // Senior Business Analyst — board fields only
  pay('remoteok/remoteok-api-2025-08-28-pretty.json', '1094157', [110_000, 185_000, 'USD', 'year'], [110_000, 185_000]),
  // Compliance Analyst Law Enforcement Requests Bulgaria — board fields only
  pay('remoteok/remoteok-api-2025-08-28-pretty.json', '1094096', [100_000, 150_000, 'USD', 'year'], [100_000, 150_000]),
  // DeFi Analyst and Educator — "$40-108k"
  pay('remoteok/remoteok-api-2025-08-28-pretty.json', '1094014', [40_000, 108_000, 'USD', 'year'], [40_000, 108_000]),
  // Crypto Trader — board fields only
  pay('remoteok/remoteok-api-2025-08-28-pretty.json', '1093995', [60_000, 100_000, 'USD', 'year'], [60_000, 100_000]),
  // Sales Development Representative — board fields only
  pay('remoteok/remoteok-api-2025-08-28-pretty.json', '1093987', [60_000, 90_000, 'USD', 'year'], [60_000, 90_000]),
  // HR Operations Intern
  pay('remoteok/remoteok-api-2025-08-28-pretty.json', '1093919', [15, 18, 'USD', 'hour'], [31_200, 37_440]),
  // External Sales Consultant
  pay('remoteok/remoteok-api-2025-08-28-pretty.json', '1093907', [70_000, 70_000, 'USD', 'year'], [70_000, 70_000]),
  // Wattpad Senior Engineer — "this range is listed in CAD"
  pay('remoteok/remoteok-api-2025-08-28-pretty.json', '1093906', [120_000, 160_000, 'CAD', 'year'], [87_960, 117_280]),
  // Community Philanthropy Manager Midlevel Giving
  pay('remoteok/remoteok-api-2025-08-28-pretty.json', '1093905', [79_040, 95_680, 'USD', 'year'], [79_040, 95_680]),
  // Head of Operations — board fields only
  pay('remoteok/remoteok-api-2025-08-28-pretty.json', '1093889', [52_500, 120_000, 'USD', 'year'], [52_500, 120_000]),
  // Software Engineer React — board fields only
  pay('remoteok/remoteok-api-2025-08-28-pretty.json', '1093888', [60_000, 140_000, 'USD', 'year'], [60_000, 140_000]),
  // E Commerce Sales Manager — board fields only
  pay('remoteok/remoteok-api-2025-08-28-pretty.json', '1093887', [35_000, 70_000, 'USD', 'year'], [35_000, 70_000]),
  // AI Offense Defense Dynamics Lead Researcher
  pay('remoteok/remoteok-api-2025-08-28-pretty.json', '1093886', [125_000, 200_000, 'USD', 'year'], [125_000, 200_000]),
  // Developer Relations Engineer — board fields only
  pay('remoteok/remoteok-api-2025-08-28-pretty.json', '1093885', [70_000, 140_000, 'USD', 'year'], [70_000, 140_000]),
  // Virtual Assistant $28 Per Hour — "SALARY: $1,000 PER WEEK" in the description (the title says $28 per hour)
  pay('remoteok/remoteok-api-2025-08-28-pretty.json', '1093884', [1_000, 1_000, 'USD', 'week'], [52_000, 52_000]),
  // Marketing Programs Specialist — board fields only
  pay('remoteok/remoteok-api-2025-08-28-pretty.json', '1093883', [50_000, 70_000, 'USD', 'year'], [50_000, 70_000]),
  // Director of Finance Poppy & Peonies
  pay('remoteok/remoteok-api-2025-08-28-pretty.json', '1093882', [120_000, 160_000, 'CAD', 'year'], [87_960, 117_280]),
  // Senior Software Engineer PHP and Laravel — board fields only
  pay('remoteok/remoteok-api-2025-08-28-pretty.json', '1093881', [60_000, 145_000, 'USD', 'year'], [60_000, 145_000]),

  // remoteok/remoteok-api-2026-06-10.json
  // Patient Scheduler
  noPay('remoteok/remoteok-api-2026-06-10.json', '1133090'),
  // Human Resources Generalist
  pay('remoteok/remoteok-api-2026-06-10.json', '1133087', [65_000, 90_000, 'USD', 'year'], [65_000, 90_000]),
  // Biologists — "$80 $120/hour"
  pay('remoteok/remoteok-api-2026-06-10.json', '1133086', [80, 120, 'USD', 'hour'], [166_400, 249_600]),
  // Junior Human Resources Assistant
  noPay('remoteok/remoteok-api-2026-06-10.json', '1133080'),
  // Principal Operations Engineer Hardware — Data Center Operations
  pay('remoteok/remoteok-api-2026-06-10.json', '1133077', [150_000, 250_000, 'USD', 'year'], [150_000, 250_000]),
  // Product Designer
  noPay('remoteok/remoteok-api-2026-06-10.json', '1133097'),
  // Human Resources Coordinator
  noPay('remoteok/remoteok-api-2026-06-10.json', '1133084'),
  // DOCENTE LIMPIEZA GESTIÓN DE RESIDUOS Y MEDIOAMBIENTE — Spanish: "40 horas" is the course length
  noPay('remoteok/remoteok-api-2026-06-10.json', '1133140'),
  // DOCENTE TRATAMIENTO DE RESIDUOS Y RECICLAJE — EDICIÓN MAÑANAS
  noPay('remoteok/remoteok-api-2026-06-10.json', '1133147'),
  // Merchandising Representative
  pay('remoteok/remoteok-api-2026-06-10.json', '1133089', [25, 25, 'USD', 'hour'], [52_000, 52_000]),
  // Virtual Scheduling Assistant Entry Level
  noPay('remoteok/remoteok-api-2026-06-10.json', '1133082'),
  // Designer
  pay('remoteok/remoteok-api-2026-06-10.json', '1133078', [75_000, 83_000, 'USD', 'year'], [75_000, 83_000]),
  // Data Analyst Retention
  noPay('remoteok/remoteok-api-2026-06-10.json', '1133083'),
  // Executive Assistant
  noPay('remoteok/remoteok-api-2026-06-10.json', '1133075'),
  // test
  noPay('remoteok/remoteok-api-2026-06-10.json', '1133123'),
  // Human Resources Specialist
  noPay('remoteok/remoteok-api-2026-06-10.json', '1133132'),
  // Valeter
  noPay('remoteok/remoteok-api-2026-06-10.json', '1133124'),
  // Scrum Master
  pay('remoteok/remoteok-api-2026-06-10.json', '1133092', [95_000, 135_000, 'USD', 'year'], [95_000, 135_000]),
  // Chargé.e de formation H F
  noPay('remoteok/remoteok-api-2026-06-10.json', '1133152'),
  // Web Designer
  noPay('remoteok/remoteok-api-2026-06-10.json', '1133051'),
  // Environmental Scientists — "$80 $120/hour"
  pay('remoteok/remoteok-api-2026-06-10.json', '1133046', [80, 120, 'USD', 'hour'], [166_400, 249_600]),
  // Instructional Designer
  noPay('remoteok/remoteok-api-2026-06-10.json', '1133145'),
  // Asesor a call center remoto — Spanish: "Salario acorde al mercado: S/565" (Peruvian sol, no period named)
  pay('remoteok/remoteok-api-2026-06-10.json', '1133073', [565, 565, 'PEN', null], null),
  // Global Sales Account Executive
  noPay('remoteok/remoteok-api-2026-06-10.json', '1133151'),
  // Data Scientist
  noPay('remoteok/remoteok-api-2026-06-10.json', '1133043'),
  // Junior Illustrator
  noPay('remoteok/remoteok-api-2026-06-10.json', '1133039'),
  // Data Analyst
  pay('remoteok/remoteok-api-2026-06-10.json', '1133036', [85_000, 100_000, 'USD', 'year'], [85_000, 100_000]),
  // Customer Service Associate Representative Cigna Healthcare
  pay('remoteok/remoteok-api-2026-06-10.json', '1133131', [17.75, 19, 'USD', 'hour'], [36_920, 39_520]),
  // $100k starting bonus with up $56 WRVU ED Overnight Teleradiology 10 and 8 hour options — title "$100k starting bonus with up $56 WRVU": a bonus and a per-wRVU rate
  noPay('remoteok/remoteok-api-2026-06-10.json', '1133081'),
  // Executive Assistant — says "The pay range is ..." but names no amounts
  noPay('remoteok/remoteok-api-2026-06-10.json', '1133088'),

  // remoteok/remoteok-api-2026-08-03-trimmed.json
  // Compatibility — "$1.8B of permanent carbon removal"
  noPay('remoteok/remoteok-api-2026-08-03-trimmed.json', '1135929'),
  // These 10 things on your cv could be the reason you are not getting hired
  noPay('remoteok/remoteok-api-2026-08-03-trimmed.json', '1136039'),
  // Menu
  noPay('remoteok/remoteok-api-2026-08-03-trimmed.json', '1135927'),
  // Failure Breeds Success
  noPay('remoteok/remoteok-api-2026-08-03-trimmed.json', '1135924'),

  // weworkremotely/wwr-2022-11-all-other-remote-jobs.xml
  // Software Engineeer Lead - QA - US Remote
  noPay('weworkremotely/wwr-2022-11-all-other-remote-jobs.xml', 'https://weworkremotely.com/remote-jobs/knack-software-engineeer-lead-qa-us-remote'),
  // Executive Assistant
  pay('weworkremotely/wwr-2022-11-all-other-remote-jobs.xml', 'https://weworkremotely.com/listings/advocacy-architects-executive-assistant', [45_000, 60_000, 'USD', 'year'], [45_000, 60_000]),
  // Freelance TIBCO Developer
  noPay('weworkremotely/wwr-2022-11-all-other-remote-jobs.xml', 'https://weworkremotely.com/remote-jobs/toptal-freelance-tibco-developer'),
  // Executive Assistant
  noPay('weworkremotely/wwr-2022-11-all-other-remote-jobs.xml', 'https://weworkremotely.com/remote-jobs/awesome-motive-executive-assistant'),
  // Writers Looking For A Steady Reliable Income — "writers earn between $800-$2000/month"
  pay('weworkremotely/wwr-2022-11-all-other-remote-jobs.xml', 'https://weworkremotely.com/remote-jobs/ampifire-writers-looking-for-a-steady-reliable-income', [800, 2_000, 'USD', 'month'], [9_600, 24_000]),
  // Director of Customer Success & Support
  noPay('weworkremotely/wwr-2022-11-all-other-remote-jobs.xml', 'https://weworkremotely.com/remote-jobs/engagedmd-director-of-customer-success-support'),
  // Analytics Engineer
  pay('weworkremotely/wwr-2022-11-all-other-remote-jobs.xml', 'https://weworkremotely.com/remote-jobs/toggl-analytics-engineer', [62_000, 62_000, 'EUR', 'year'], [72_540, 72_540]),
  // US Expat Tax Accountant (CPA, EA or JD) Independent Contractor
  noPay('weworkremotely/wwr-2022-11-all-other-remote-jobs.xml', 'https://weworkremotely.com/remote-jobs/greenback-expat-tax-services-us-expat-tax-accountant-cpa-ea-or-jd-independent-contractor'),
  // Release Manager
  noPay('weworkremotely/wwr-2022-11-all-other-remote-jobs.xml', 'https://weworkremotely.com/remote-jobs/paymentology-release-manager'),
  // Engineering Services Manager
  noPay('weworkremotely/wwr-2022-11-all-other-remote-jobs.xml', 'https://weworkremotely.com/remote-jobs/paymentology-engineering-services-manager'),
  // Engineering Modules Manager
  noPay('weworkremotely/wwr-2022-11-all-other-remote-jobs.xml', 'https://weworkremotely.com/remote-jobs/paymentology-engineering-modules-manager'),
  // Senior Mobile Engineer - iOS (Swift)
  noPay('weworkremotely/wwr-2022-11-all-other-remote-jobs.xml', 'https://weworkremotely.com/listings/photobooth-supply-co-senior-mobile-engineer-ios-swift-3'),
  // Sr. Technical Recruiter — "Up to $1,000 annually for third-party education"
  noPay('weworkremotely/wwr-2022-11-all-other-remote-jobs.xml', 'https://weworkremotely.com/remote-jobs/aha-sr-technical-recruiter'),
  // Senior Creative Project Manager — not "$25k - $100K+ revenue" projects
  pay('weworkremotely/wwr-2022-11-all-other-remote-jobs.xml', 'https://weworkremotely.com/remote-jobs/sketchdeck-inc-senior-creative-project-manager', [100_000, 115_000, 'USD', 'year'], [100_000, 115_000]),
  // Senior Java Engineer
  noPay('weworkremotely/wwr-2022-11-all-other-remote-jobs.xml', 'https://weworkremotely.com/listings/nagarro-digital-ventures-senior-java-engineer-1'),
  // Global Recruiter
  noPay('weworkremotely/wwr-2022-11-all-other-remote-jobs.xml', 'https://weworkremotely.com/remote-jobs/paymentology-global-recruiter'),
  // Interview Scheduler
  noPay('weworkremotely/wwr-2022-11-all-other-remote-jobs.xml', 'https://weworkremotely.com/remote-jobs/paymentology-interview-scheduler'),
  // Legal Counsel (Americas)
  pay('weworkremotely/wwr-2022-11-all-other-remote-jobs.xml', 'https://weworkremotely.com/remote-jobs/hotjar-legal-counsel-americas', [95_000, 125_000, 'USD', 'year'], [95_000, 125_000]),
  // Back End Developer
  noPay('weworkremotely/wwr-2022-11-all-other-remote-jobs.xml', 'https://weworkremotely.com/remote-jobs/torc-back-end-developer'),
  // Full Stack JavaScript Developer — "Budget: $4,000 to $6,000 per month" is the salary budget
  pay('weworkremotely/wwr-2022-11-all-other-remote-jobs.xml', 'https://weworkremotely.com/listings/debugbear-full-stack-javascript-developer', [4_000, 6_000, 'USD', 'month'], [48_000, 72_000]),
  // Lead Video Editor
  noPay('weworkremotely/wwr-2022-11-all-other-remote-jobs.xml', 'https://weworkremotely.com/remote-jobs/dragonfruit-media-lead-video-editor'),
  // Frontend Software Engineer — "Salary $150K+"
  pay('weworkremotely/wwr-2022-11-all-other-remote-jobs.xml', 'https://weworkremotely.com/listings/masteryprep-frontend-software-engineer', [150_000, null, 'USD', 'year'], [150_000, null]),
  // Backend Software Engineer — "Salary $150K+"
  pay('weworkremotely/wwr-2022-11-all-other-remote-jobs.xml', 'https://weworkremotely.com/listings/masteryprep-backend-software-engineer', [150_000, null, 'USD', 'year'], [150_000, null]),
  // Technical Writer
  noPay('weworkremotely/wwr-2022-11-all-other-remote-jobs.xml', 'https://weworkremotely.com/remote-jobs/semaphore-technical-writer-3'),
  // Project Manager
  noPay('weworkremotely/wwr-2022-11-all-other-remote-jobs.xml', 'https://weworkremotely.com/remote-jobs/nine15-project-manager'),
  // Azure Architect
  noPay('weworkremotely/wwr-2022-11-all-other-remote-jobs.xml', 'https://weworkremotely.com/remote-jobs/pspdfkit-azure-architect'),
  // Online English Teacher
  noPay('weworkremotely/wwr-2022-11-all-other-remote-jobs.xml', 'https://weworkremotely.com/remote-jobs/native-camp-online-english-teacher-2'),
  // Executive Assistant
  noPay('weworkremotely/wwr-2022-11-all-other-remote-jobs.xml', 'https://weworkremotely.com/remote-jobs/the-explanation-company-executive-assistant'),
  // Senior Data Engineer: Long-term job - 100% remote
  noPay('weworkremotely/wwr-2022-11-all-other-remote-jobs.xml', 'https://weworkremotely.com/remote-jobs/proxify-ab-senior-data-engineer-long-term-job-100-remote'),
  // Executive Recruiter and Consultant
  noPay('weworkremotely/wwr-2022-11-all-other-remote-jobs.xml', 'https://weworkremotely.com/remote-jobs/bipoc-executive-search-executive-recruiter-and-consultant'),

  // weworkremotely/wwr-2022-11-remote-back-end-programming-jobs.xml
  // Senior C# and PostgreSQL Backend Developer
  noPay('weworkremotely/wwr-2022-11-remote-back-end-programming-jobs.xml', 'https://weworkremotely.com/remote-jobs/findox-inc-senior-csharp-and-postgresql-backend-developer-3'),
  // Senior Backend Engineer - Javascript Node
  noPay('weworkremotely/wwr-2022-11-remote-back-end-programming-jobs.xml', 'https://weworkremotely.com/remote-jobs/clevertech-senior-backend-engineer-javascript-node'),
  // Back-End Developer (.Net Core / C#) - English & Russian / Ukranian Speaking, EU Remote
  noPay('weworkremotely/wwr-2022-11-remote-back-end-programming-jobs.xml', 'https://weworkremotely.com/remote-jobs/salesflow-io-back-end-developer-net-core-c-english-russian-ukranian-speaking-eu'),
  // Senior Backend Engineer
  noPay('weworkremotely/wwr-2022-11-remote-back-end-programming-jobs.xml', 'https://weworkremotely.com/remote-jobs/drops-senior-backend-engineer-5'),
  // Founding Engineer (Backend)
  noPay('weworkremotely/wwr-2022-11-remote-back-end-programming-jobs.xml', 'https://weworkremotely.com/remote-jobs/antimetal-founding-engineer-backend'),
  // Backend Engineer
  noPay('weworkremotely/wwr-2022-11-remote-back-end-programming-jobs.xml', 'https://weworkremotely.com/remote-jobs/bryter-backend-engineer'),
  // Staff Engineer
  noPay('weworkremotely/wwr-2022-11-remote-back-end-programming-jobs.xml', 'https://weworkremotely.com/remote-jobs/relay-commerce-staff-engineer'),
  // Senior Back End Developer (Python) - Remote
  pay('weworkremotely/wwr-2022-11-remote-back-end-programming-jobs.xml', 'https://weworkremotely.com/remote-jobs/eventmobi-senior-back-end-developer-python-remote-1', [60_000, 90_000, 'CAD', 'year'], [43_980, 65_970]),
  // ML Engineer Intern
  pay('weworkremotely/wwr-2022-11-remote-back-end-programming-jobs.xml', 'https://weworkremotely.com/remote-jobs/ivy-ml-engineer-intern-1', [2_500, 4_000, 'USD', 'month'], [30_000, 48_000]),
  // Backend Software Engineer
  noPay('weworkremotely/wwr-2022-11-remote-back-end-programming-jobs.xml', 'https://weworkremotely.com/remote-jobs/blueprint-test-prep-backend-software-engineer'),
  // Backend Engineer
  noPay('weworkremotely/wwr-2022-11-remote-back-end-programming-jobs.xml', 'https://weworkremotely.com/remote-jobs/maharishi-foundation-international-backend-engineer'),
  // ETL Entwickler (m/w/d) Talend Cloud im AWS Umfeld – 100 % remote
  noPay('weworkremotely/wwr-2022-11-remote-back-end-programming-jobs.xml', 'https://weworkremotely.com/remote-jobs/chnet-solutions-plus-ug-etl-entwickler-m-w-d-talend-cloud-im-aws-umfeld-100'),
  // Sr PHP Developer - High load, MySQL, GCP, Laminas 🚀
  noPay('weworkremotely/wwr-2022-11-remote-back-end-programming-jobs.xml', 'https://weworkremotely.com/remote-jobs/vidalytics-sr-php-developer-high-load-mysql-gcp-laminas'),
  // Backend Engineer
  noPay('weworkremotely/wwr-2022-11-remote-back-end-programming-jobs.xml', 'https://weworkremotely.com/remote-jobs/mindsdb-backend-engineer'),
  // Technical Writer – Cyber Security — "$315 USD per post": per piece, no salary
  noPay('weworkremotely/wwr-2022-11-remote-back-end-programming-jobs.xml', 'https://weworkremotely.com/remote-jobs/draft-dev-technical-writer-cyber-security'),
  // Machine Learning Engineer
  noPay('weworkremotely/wwr-2022-11-remote-back-end-programming-jobs.xml', 'https://weworkremotely.com/remote-jobs/generally-intelligent-machine-learning-engineer'),
  // Lead Software Developer
  pay('weworkremotely/wwr-2022-11-remote-back-end-programming-jobs.xml', 'https://weworkremotely.com/remote-jobs/aventiv-technologies-lead-software-developer', [122980.78, 162381.96, 'USD', 'year'], [122_981, 162_382]),
  // Solution Architect
  pay('weworkremotely/wwr-2022-11-remote-back-end-programming-jobs.xml', 'https://weworkremotely.com/remote-jobs/aventiv-technologies-solution-architect', [131_000, 157_500, 'USD', 'year'], [131_000, 157_500]),
  // PYTHON SOFTWARE DEVELOPER
  noPay('weworkremotely/wwr-2022-11-remote-back-end-programming-jobs.xml', 'https://weworkremotely.com/remote-jobs/dewaele-real-estate-group-python-software-developer-1'),
  // Senior/Staff Ruby on Rails Engineer
  noPay('weworkremotely/wwr-2022-11-remote-back-end-programming-jobs.xml', 'https://weworkremotely.com/remote-jobs/housecall-pro-senior-staff-ruby-on-rails-engineer-1'),
  // Midweight Ruby Developer
  pay('weworkremotely/wwr-2022-11-remote-back-end-programming-jobs.xml', 'https://weworkremotely.com/remote-jobs/kyero-midweight-ruby-developer', [40_000, 60_000, 'EUR', 'year'], [46_800, 70_200]),
  // Data Engineer
  noPay('weworkremotely/wwr-2022-11-remote-back-end-programming-jobs.xml', 'https://weworkremotely.com/remote-jobs/toptal-data-engineer'),
  // Senior Backend Engineer
  pay('weworkremotely/wwr-2022-11-remote-back-end-programming-jobs.xml', 'https://weworkremotely.com/remote-jobs/community-phone-senior-backend-engineer', [100_000, 140_000, 'USD', 'year'], [100_000, 140_000]),
  // Senior Developer Productivity Engineer (Remote) — "$10,000 annual charitable donation matching"
  noPay('weworkremotely/wwr-2022-11-remote-back-end-programming-jobs.xml', 'https://weworkremotely.com/remote-jobs/sendwave-senior-developer-productivity-engineer-remote'),
  // Senior Backend Engineer - Node
  noPay('weworkremotely/wwr-2022-11-remote-back-end-programming-jobs.xml', 'https://weworkremotely.com/remote-jobs/clevertech-senior-backend-engineer-node-5'),
  // Python Developer
  pay('weworkremotely/wwr-2022-11-remote-back-end-programming-jobs.xml', 'https://weworkremotely.com/remote-jobs/lemon-io-python-developer-2', [5_000, 10_000, 'USD', 'month'], [60_000, 120_000]),
  // Elixir Backend Developer
  pay('weworkremotely/wwr-2022-11-remote-back-end-programming-jobs.xml', 'https://weworkremotely.com/remote-jobs/toggl-elixir-backend-developer', [60_000, 65_000, 'EUR', 'year'], [70_200, 76_050]),
  // Senior Backend Engineer (Python)
  noPay('weworkremotely/wwr-2022-11-remote-back-end-programming-jobs.xml', 'https://weworkremotely.com/remote-jobs/testgorilla-senior-backend-engineer-python-8'),
  // C++ / Python Developer
  noPay('weworkremotely/wwr-2022-11-remote-back-end-programming-jobs.xml', 'https://weworkremotely.com/remote-jobs/flightradar24-cpp-python-developer-1'),
  // Senior Software Engineer, Java (US Remote)
  noPay('weworkremotely/wwr-2022-11-remote-back-end-programming-jobs.xml', 'https://weworkremotely.com/remote-jobs/leantaas-senior-software-engineer-java-us-remote'),

  // weworkremotely/wwr-2022-11-remote-customer-support-jobs.xml
  // Customer Support Representative For Online Course Platform — "300 USD per month, negotiable"
  pay('weworkremotely/wwr-2022-11-remote-customer-support-jobs.xml', 'https://weworkremotely.com/remote-jobs/onlinecoursehost-com-customer-support-representative-for-online-course-platform', [300, 300, 'USD', 'month'], [3_600, 3_600]),
  // WordPress Support Engineer — "budgets between $150 to $5K", stipends of $200 and $2000
  noPay('weworkremotely/wwr-2022-11-remote-customer-support-jobs.xml', 'https://weworkremotely.com/remote-jobs/sitecare-wordpress-support-engineer'),
  // Experienced WP Technical Supporters
  noPay('weworkremotely/wwr-2022-11-remote-customer-support-jobs.xml', 'https://weworkremotely.com/remote-jobs/onthegosystems-experienced-wp-technical-supporters'),
  // Customer Success/Onboarding Specialist (SaaS)
  noPay('weworkremotely/wwr-2022-11-remote-customer-support-jobs.xml', 'https://weworkremotely.com/remote-jobs/ar-workflow-customer-success-onboarding-specialist-saas'),
  // Customer Support Specialist
  noPay('weworkremotely/wwr-2022-11-remote-customer-support-jobs.xml', 'https://weworkremotely.com/remote-jobs/grax-inc-customer-support-specialist'),
  // Advanced Support - Senior Manager (SE Asia or LatAm)
  noPay('weworkremotely/wwr-2022-11-remote-customer-support-jobs.xml', 'https://weworkremotely.com/remote-jobs/paymentology-advanced-support-senior-manager-se-asia-or-latam'),
  // Customer Happiness Advocate (Remote)
  pay('weworkremotely/wwr-2022-11-remote-customer-support-jobs.xml', 'https://weworkremotely.com/remote-jobs/trifecta-retail-ventures-customer-happiness-advocate-remote', [2_200, 2_200, 'EUR', 'month'], [30_888, 30_888]),
  // Delivery Lead - APAC — education, wellbeing and connectivity benefits in AUD
  noPay('weworkremotely/wwr-2022-11-remote-customer-support-jobs.xml', 'https://weworkremotely.com/remote-jobs/amazee-io-delivery-lead-apac'),
  // SaaS B2B Customer Success Rep w/ Fintech or Finance Experience
  noPay('weworkremotely/wwr-2022-11-remote-customer-support-jobs.xml', 'https://weworkremotely.com/remote-jobs/procurementexpress-com-saas-b2b-customer-success-rep-w-fintech-or-finance-experience'),
  // Support Engineer
  noPay('weworkremotely/wwr-2022-11-remote-customer-support-jobs.xml', 'https://weworkremotely.com/remote-jobs/the-sensible-code-company-support-engineer'),
  // Outreach Specialist / Link Builder [100% Remote]
  noPay('weworkremotely/wwr-2022-11-remote-customer-support-jobs.xml', 'https://weworkremotely.com/remote-jobs/dofollow-io-outreach-specialist-link-builder-100-remote-5'),
  // Customer Service Representative - Spanish Speaker
  noPay('weworkremotely/wwr-2022-11-remote-customer-support-jobs.xml', 'https://weworkremotely.com/remote-jobs/tom-s-key-company-customer-service-representative-spanish-speaker'),
  // Customer Service Representative - Remote — "starts at 6$/h"
  pay('weworkremotely/wwr-2022-11-remote-customer-support-jobs.xml', 'https://weworkremotely.com/remote-jobs/govassist-llc-customer-service-representative-remote', [6, 6, 'USD', 'hour'], [12_480, 12_480]),
  // Customer Support Specialist
  noPay('weworkremotely/wwr-2022-11-remote-customer-support-jobs.xml', 'https://weworkremotely.com/remote-jobs/knack-customer-support-specialist-5'),
  // Bilingual French and English Customer Service Agents **Must be located in Morocco**
  noPay('weworkremotely/wwr-2022-11-remote-customer-support-jobs.xml', 'https://weworkremotely.com/remote-jobs/hub-support-bilingual-french-and-english-customer-service-agents-must-be-located-in-morocco'),
  // Customer Experience Representative, 100% Remote
  pay('weworkremotely/wwr-2022-11-remote-customer-support-jobs.xml', 'https://weworkremotely.com/remote-jobs/cables-and-sensors-customer-experience-representative-100-remote', [40_000, 50_000, 'USD', 'year'], [40_000, 50_000]),
  // Operations Support Lead - Remote
  noPay('weworkremotely/wwr-2022-11-remote-customer-support-jobs.xml', 'https://weworkremotely.com/remote-jobs/local-kitchens-operations-support-lead-remote-2'),
  // Customer Success Executive, SaaS - North America, Remote — "A competitive salary of 45-50k": no currency named
  pay('weworkremotely/wwr-2022-11-remote-customer-support-jobs.xml', 'https://weworkremotely.com/remote-jobs/salesflow-io-customer-success-executive-saas-north-america-remote', [45_000, 50_000, null, 'year'], null),
  // Advanced Customer Support Services Engineer
  noPay('weworkremotely/wwr-2022-11-remote-customer-support-jobs.xml', 'https://weworkremotely.com/remote-jobs/paymentology-advanced-customer-support-services-engineer'),
  // Work from home, get your life back! — "up to $20 an hour"
  pay('weworkremotely/wwr-2022-11-remote-customer-support-jobs.xml', 'https://weworkremotely.com/remote-jobs/omni-interactions-work-from-home-get-your-life-back-1', [20, 20, 'USD', 'hour'], [41_600, 41_600]),
  // Customer Success Manager
  noPay('weworkremotely/wwr-2022-11-remote-customer-support-jobs.xml', 'https://weworkremotely.com/remote-jobs/convertflow-customer-success-manager'),
  // Financial analyst & customer success team member
  noPay('weworkremotely/wwr-2022-11-remote-customer-support-jobs.xml', 'https://weworkremotely.com/remote-jobs/just-financial-analyst-customer-success-team-member'),
  // Blockchain Community Manager — "$700 for the probationary period and $1,340 standard for all following months"
  pay('weworkremotely/wwr-2022-11-remote-customer-support-jobs.xml', 'https://weworkremotely.com/remote-jobs/amazix-blockchain-community-manager', [700, 1_340, 'USD', 'month'], [8_400, 16_080]),
  // Customer Success Associate
  noPay('weworkremotely/wwr-2022-11-remote-customer-support-jobs.xml', 'https://weworkremotely.com/remote-jobs/leadsimple-inc-customer-success-associate-1'),
  // Customer Support Specialist - Americas
  pay('weworkremotely/wwr-2022-11-remote-customer-support-jobs.xml', 'https://weworkremotely.com/remote-jobs/float-customer-support-specialist-americas-1', [94_947, 94_947, 'USD', 'year'], [94_947, 94_947]),
  // Customer Success Team Lead
  noPay('weworkremotely/wwr-2022-11-remote-customer-support-jobs.xml', 'https://weworkremotely.com/remote-jobs/rivo-commerce-customer-success-team-lead'),
  // Technical Support Engineer (AUS)
  pay('weworkremotely/wwr-2022-11-remote-customer-support-jobs.xml', 'https://weworkremotely.com/remote-jobs/deskpro-technical-support-engineer-aus', [70_000, 92_000, 'AUD', 'year'], [45_920, 60_352]),

  // weworkremotely/wwr-2022-11-remote-design-jobs.xml
  // Web Designer — a range with no pay word: "€46,728 - €62,953 + share appreciation rights"
  pay('weworkremotely/wwr-2022-11-remote-design-jobs.xml', 'https://weworkremotely.com/remote-jobs/testgorilla-web-designer', [46_728, 62_953, 'EUR', 'year'], [54_672, 73_655]),
  // Freelance Shopify UI/UX Designer — "up to $85/hour, or up to $750/day"
  pay('weworkremotely/wwr-2022-11-remote-design-jobs.xml', 'https://weworkremotely.com/remote-jobs/shopexperts-freelance-shopify-ui-ux-designer', [85, 85, 'USD', 'hour'], [176_800, 176_800]),
  // Continuous Integration and Delivery Engineer
  noPay('weworkremotely/wwr-2022-11-remote-design-jobs.xml', 'https://weworkremotely.com/remote-jobs/pspdfkit-continuous-integration-and-delivery-engineer'),
  // UX Designer
  noPay('weworkremotely/wwr-2022-11-remote-design-jobs.xml', 'https://weworkremotely.com/remote-jobs/sugarcrm-ux-designer'),
  // UX Product Designer - (80% - 100%) — "annual education benefit of $1,500", "monthly connectivity benefit of $100"
  noPay('weworkremotely/wwr-2022-11-remote-design-jobs.xml', 'https://weworkremotely.com/remote-jobs/amazee-io-ux-product-designer-80-100'),
  // Lead UI/UX Designer
  pay('weworkremotely/wwr-2022-11-remote-design-jobs.xml', 'https://weworkremotely.com/remote-jobs/tryhackme-lead-ui-ux-designer', [70_000, 90_000, 'GBP', 'year'], [95_900, 123_300]),
  // Cloud Architect
  noPay('weworkremotely/wwr-2022-11-remote-design-jobs.xml', 'https://weworkremotely.com/remote-jobs/cavallo-cloud-architect'),
  // Senior UX Web Designer (Latin America only)
  noPay('weworkremotely/wwr-2022-11-remote-design-jobs.xml', 'https://weworkremotely.com/remote-jobs/viva-translate-senior-ux-web-designer-latin-america-only'),
  // Senior Product Design Engineer (LLM focus)
  noPay('weworkremotely/wwr-2022-11-remote-design-jobs.xml', 'https://weworkremotely.com/remote-jobs/viva-translate-senior-product-design-engineer-llm-focus'),
  // Mid-Level User Experience Designer.
  noPay('weworkremotely/wwr-2022-11-remote-design-jobs.xml', 'https://weworkremotely.com/remote-jobs/power-home-remodeling-mid-level-user-experience-designer-1'),
  // Product/UX Designer
  pay('weworkremotely/wwr-2022-11-remote-design-jobs.xml', 'https://weworkremotely.com/remote-jobs/listings-project-product-ux-designer', [100_000, 125_000, 'USD', 'year'], [100_000, 125_000]),
  // iOS Development Lead
  noPay('weworkremotely/wwr-2022-11-remote-design-jobs.xml', 'https://weworkremotely.com/remote-jobs/big-cartel-ios-development-lead'),
  // Senior Data Engineer
  pay('weworkremotely/wwr-2022-11-remote-design-jobs.xml', 'https://weworkremotely.com/remote-jobs/merit-america-senior-data-engineer', [127_500, 127_500, 'USD', 'year'], [127_500, 127_500]),
  // Motion Designer (Central European Time Zone) — "A €5,000 p.a. travel allowance"
  noPay('weworkremotely/wwr-2022-11-remote-design-jobs.xml', 'https://weworkremotely.com/remote-jobs/bitstarz-casino-motion-designer-central-european-time-zone'),
  // DevOps Engineer
  noPay('weworkremotely/wwr-2022-11-remote-design-jobs.xml', 'https://weworkremotely.com/remote-jobs/amazee-io-devops-engineer-2'),
  // Product Design Mentor
  noPay('weworkremotely/wwr-2022-11-remote-design-jobs.xml', 'https://weworkremotely.com/remote-jobs/designlab-product-design-mentor-1'),
  // UX Copywriter
  noPay('weworkremotely/wwr-2022-11-remote-design-jobs.xml', 'https://weworkremotely.com/remote-jobs/create-ape-inc-ux-copywriter'),
  // Design System Specialist
  noPay('weworkremotely/wwr-2022-11-remote-design-jobs.xml', 'https://weworkremotely.com/remote-jobs/maharishi-foundation-international-design-system-specialist'),
  // Mentor - UI/UX Design Career Track (Part-time/Remote) — "$20.50-$37.50 per 30 minute call": per call, no salary
  noPay('weworkremotely/wwr-2022-11-remote-design-jobs.xml', 'https://weworkremotely.com/remote-jobs/springboard-mentor-ui-ux-design-career-track-part-time-remote'),
  // Digital Product Designer — "Having raised a $20M, Series B"
  noPay('weworkremotely/wwr-2022-11-remote-design-jobs.xml', 'https://weworkremotely.com/remote-jobs/atlas-obscura-digital-product-designer'),
  // Senior Independent UX/UI Designer ($110-$190/hr)
  pay('weworkremotely/wwr-2022-11-remote-design-jobs.xml', 'https://weworkremotely.com/remote-jobs/a-team-senior-independent-ux-ui-designer-110-190-hr', [110, 190, 'USD', 'hour'], [228_800, 395_200]),
  // Product Designer
  noPay('weworkremotely/wwr-2022-11-remote-design-jobs.xml', 'https://weworkremotely.com/remote-jobs/aurora-solar-product-designer'),

  // weworkremotely/wwr-2022-11-remote-devops-sysadmin-jobs.xml
  // Senior DevOps Engineer
  noPay('weworkremotely/wwr-2022-11-remote-devops-sysadmin-jobs.xml', 'https://weworkremotely.com/remote-jobs/clevertech-senior-devops-engineer-11'),
  // Senior Director of Platform & Product
  pay('weworkremotely/wwr-2022-11-remote-devops-sysadmin-jobs.xml', 'https://weworkremotely.com/remote-jobs/kitces-com-senior-director-of-platform-product', [150_000, 180_000, 'USD', 'year'], [150_000, 180_000]),
  // DevOps Engineer (Remote Eligible) — "Budgeted Pay Range: $70-80K" (the later $51,824-$109,535 is the grade's range)
  pay('weworkremotely/wwr-2022-11-remote-devops-sysadmin-jobs.xml', 'https://weworkremotely.com/remote-jobs/university-of-pennsylvania-devops-engineer-remote-eligible', [70_000, 80_000, 'USD', 'year'], [70_000, 80_000]),
  // Site Reliability Engineer ( SaaS / Remote )
  pay('weworkremotely/wwr-2022-11-remote-devops-sysadmin-jobs.xml', 'https://weworkremotely.com/remote-jobs/publitas-com-site-reliability-engineer-saas-remote', [39_600, 74_663, 'EUR', 'year'], [46_332, 87_356]),
  // System and Infrastructure Engineer
  noPay('weworkremotely/wwr-2022-11-remote-devops-sysadmin-jobs.xml', 'https://weworkremotely.com/remote-jobs/paymentology-system-and-infrastructure-engineer'),
  // Cloud Engineer
  noPay('weworkremotely/wwr-2022-11-remote-devops-sysadmin-jobs.xml', 'https://weworkremotely.com/remote-jobs/paymentology-cloud-engineer'),
  // Digital Project Manager & HubSpot Specialist
  noPay('weworkremotely/wwr-2022-11-remote-devops-sysadmin-jobs.xml', 'https://weworkremotely.com/remote-jobs/unlimited-tech-solutions-digital-project-manager-hubspot-specialist'),
  // Technical Project Manager
  noPay('weworkremotely/wwr-2022-11-remote-devops-sysadmin-jobs.xml', 'https://weworkremotely.com/remote-jobs/unlimited-tech-solutions-technical-project-manager'),
  // Senior DevOps Engineer
  pay('weworkremotely/wwr-2022-11-remote-devops-sysadmin-jobs.xml', 'https://weworkremotely.com/remote-jobs/solar-monkey-senior-devops-engineer', [55_000, 80_000, 'EUR', 'year'], [64_350, 93_600]),
  // DevOps Engineer
  pay('weworkremotely/wwr-2022-11-remote-devops-sysadmin-jobs.xml', 'https://weworkremotely.com/remote-jobs/onko-health-devops-engineer', [60_000, 80_000, 'GBP', 'year'], [82_200, 109_600]),
  // Senior DevOps Engineer
  noPay('weworkremotely/wwr-2022-11-remote-devops-sysadmin-jobs.xml', 'https://weworkremotely.com/remote-jobs/clevertech-senior-devops-engineer-10'),
  // Software Engineer, Systems Engineering
  noPay('weworkremotely/wwr-2022-11-remote-devops-sysadmin-jobs.xml', 'https://weworkremotely.com/remote-jobs/equinix-software-engineer-systems-engineering'),
  // Senior System Engineer - Cloud
  noPay('weworkremotely/wwr-2022-11-remote-devops-sysadmin-jobs.xml', 'https://weworkremotely.com/remote-jobs/testgorilla-senior-system-engineer-cloud-3'),
  // Senior IT Engineer
  noPay('weworkremotely/wwr-2022-11-remote-devops-sysadmin-jobs.xml', 'https://weworkremotely.com/remote-jobs/testgorilla-senior-it-engineer'),
  // DevOps Engineer
  noPay('weworkremotely/wwr-2022-11-remote-devops-sysadmin-jobs.xml', 'https://weworkremotely.com/remote-jobs/opsourced-devops-engineer-2'),
  // Senior Site Reliability Engineer
  pay('weworkremotely/wwr-2022-11-remote-devops-sysadmin-jobs.xml', 'https://weworkremotely.com/remote-jobs/big-cartel-senior-site-reliability-engineer', [130_000, 160_000, 'USD', 'year'], [130_000, 160_000]),
  // Cloud Infrastructure Engineer
  noPay('weworkremotely/wwr-2022-11-remote-devops-sysadmin-jobs.xml', 'https://weworkremotely.com/remote-jobs/bryter-cloud-infrastructure-engineer-2'),
  // Cloud Software Engineer (GCP)
  noPay('weworkremotely/wwr-2022-11-remote-devops-sysadmin-jobs.xml', 'https://weworkremotely.com/remote-jobs/agencyanalytics-cloud-software-engineer-gcp-1'),
  // Senior DevOps Engineer
  noPay('weworkremotely/wwr-2022-11-remote-devops-sysadmin-jobs.xml', 'https://weworkremotely.com/remote-jobs/proxify-ab-senior-devops-engineer'),
  // DevOps Engineer
  noPay('weworkremotely/wwr-2022-11-remote-devops-sysadmin-jobs.xml', 'https://weworkremotely.com/remote-jobs/amazee-io-devops-engineer-3'),
  // Senior Infrastructure (DevOps) Engineer
  noPay('weworkremotely/wwr-2022-11-remote-devops-sysadmin-jobs.xml', 'https://weworkremotely.com/remote-jobs/tyler-technologies-senior-infrastructure-devops-engineer'),
  // Cloud Security Engineer
  noPay('weworkremotely/wwr-2022-11-remote-devops-sysadmin-jobs.xml', 'https://weworkremotely.com/remote-jobs/clevertech-cloud-security-engineer'),
  // Senior DevOps Engineer
  noPay('weworkremotely/wwr-2022-11-remote-devops-sysadmin-jobs.xml', 'https://weworkremotely.com/remote-jobs/triumphpay-senior-devops-engineer-2'),
  // Senior Infrastructure Engineer
  pay('weworkremotely/wwr-2022-11-remote-devops-sysadmin-jobs.xml', 'https://weworkremotely.com/remote-jobs/follow-up-boss-senior-infrastructure-engineer-2', [166_000, 180_000, 'USD', 'year'], [166_000, 180_000]),
  // Mentor - Cyber Security Career Track (Part-time/Remote) — per 30 minute call: no salary
  noPay('weworkremotely/wwr-2022-11-remote-devops-sysadmin-jobs.xml', 'https://weworkremotely.com/remote-jobs/springboard-mentor-cyber-security-career-track-part-time-remote-2'),
  // QA Architect
  pay('weworkremotely/wwr-2022-11-remote-devops-sysadmin-jobs.xml', 'https://weworkremotely.com/remote-jobs/toggl-qa-architect', [73_000, 73_000, 'EUR', 'year'], [85_410, 85_410]),
  // Senior Site Reliability Engineer - (Remote, South America)
  noPay('weworkremotely/wwr-2022-11-remote-devops-sysadmin-jobs.xml', 'https://weworkremotely.com/remote-jobs/ebury-senior-site-reliability-engineer-remote-south-america'),
  // AWS Consultant
  noPay('weworkremotely/wwr-2022-11-remote-devops-sysadmin-jobs.xml', 'https://weworkremotely.com/remote-jobs/the-scale-factory-aws-consultant'),
  // Site Reliability Engineer (SRE)
  noPay('weworkremotely/wwr-2022-11-remote-devops-sysadmin-jobs.xml', 'https://weworkremotely.com/remote-jobs/swimlane-site-reliability-engineer-sre'),
  // Data Integration Engineer
  noPay('weworkremotely/wwr-2022-11-remote-devops-sysadmin-jobs.xml', 'https://weworkremotely.com/remote-jobs/doximity-data-integration-engineer-1'),

  // weworkremotely/wwr-2022-11-remote-front-end-programming-jobs.xml
  // Remote Frontend Developer (JavaScript + React)
  pay('weworkremotely/wwr-2022-11-remote-front-end-programming-jobs.xml', 'https://weworkremotely.com/remote-jobs/toggl-remote-frontend-developer-javascript-react-1', [63_000, 63_000, 'EUR', 'year'], [73_710, 73_710]),
  // Senior iOS Developer
  noPay('weworkremotely/wwr-2022-11-remote-front-end-programming-jobs.xml', 'https://weworkremotely.com/remote-jobs/shape-senior-ios-developer'),
  // Senior Frontend Developer - Javascript React
  noPay('weworkremotely/wwr-2022-11-remote-front-end-programming-jobs.xml', 'https://weworkremotely.com/remote-jobs/clevertech-senior-frontend-developer-javascript-react'),
  // Web Software Engineer (Remote)
  noPay('weworkremotely/wwr-2022-11-remote-front-end-programming-jobs.xml', 'https://weworkremotely.com/remote-jobs/narrative-web-software-engineer-remote'),
  // Frontend Technical Team Lead - Remote
  pay('weworkremotely/wwr-2022-11-remote-front-end-programming-jobs.xml', 'https://weworkremotely.com/remote-jobs/eventmobi-frontend-technical-team-lead-remote', [60_000, 90_000, 'CAD', 'year'], [43_980, 65_970]),
  // Senior Front-End Engineer - Remote
  pay('weworkremotely/wwr-2022-11-remote-front-end-programming-jobs.xml', 'https://weworkremotely.com/remote-jobs/eventmobi-senior-front-end-engineer-remote', [60_000, 90_000, 'CAD', 'year'], [43_980, 65_970]),
  // Frontend UI Developer wizard
  noPay('weworkremotely/wwr-2022-11-remote-front-end-programming-jobs.xml', 'https://weworkremotely.com/remote-jobs/shneorweb-frontend-ui-developer-wizard'),
  // Web Developer
  noPay('weworkremotely/wwr-2022-11-remote-front-end-programming-jobs.xml', 'https://weworkremotely.com/remote-jobs/fleetio-web-developer'),
  // React Native Developer - Part-Time
  noPay('weworkremotely/wwr-2022-11-remote-front-end-programming-jobs.xml', 'https://weworkremotely.com/remote-jobs/clickmagick-react-native-developer-part-time'),
  // iOS Developer
  noPay('weworkremotely/wwr-2022-11-remote-front-end-programming-jobs.xml', 'https://weworkremotely.com/remote-jobs/shotflow-ios-developer-1'),
  // Senior or Staff Frontend Engineer - React (100% Remote)
  noPay('weworkremotely/wwr-2022-11-remote-front-end-programming-jobs.xml', 'https://weworkremotely.com/remote-jobs/close-senior-or-staff-frontend-engineer-react-100-remote-1'),
  // Native iOS Engineer
  pay('weworkremotely/wwr-2022-11-remote-front-end-programming-jobs.xml', 'https://weworkremotely.com/remote-jobs/martiancraft-llc-native-ios-engineer-1', [115_000, 135_000, 'USD', 'year'], [115_000, 135_000]),
  // React Native Engineer
  noPay('weworkremotely/wwr-2022-11-remote-front-end-programming-jobs.xml', 'https://weworkremotely.com/remote-jobs/ev-energy-react-native-engineer'),
  // Frontend Engineer
  noPay('weworkremotely/wwr-2022-11-remote-front-end-programming-jobs.xml', 'https://weworkremotely.com/listings/nova-labs-frontend-engineer'),
  // Senior Software Engineer, Frontend
  pay('weworkremotely/wwr-2022-11-remote-front-end-programming-jobs.xml', 'https://weworkremotely.com/remote-jobs/textus-senior-software-engineer-frontend', [130_000, 150_000, 'USD', 'year'], [130_000, 150_000]),
  // Senior Front-End Engineer
  pay('weworkremotely/wwr-2022-11-remote-front-end-programming-jobs.xml', 'https://weworkremotely.com/remote-jobs/onko-health-senior-front-end-engineer', [70_000, 85_000, 'GBP', 'year'], [95_900, 116_450]),
  // Senior Javascript Engineer - React
  noPay('weworkremotely/wwr-2022-11-remote-front-end-programming-jobs.xml', 'https://weworkremotely.com/remote-jobs/clevertech-senior-javascript-engineer-react-8'),
  // Senior Frontend Engineer (Angular)
  noPay('weworkremotely/wwr-2022-11-remote-front-end-programming-jobs.xml', 'https://weworkremotely.com/remote-jobs/testgorilla-senior-frontend-engineer-angular'),
  // Frontend Engineer (Angular Developer)
  noPay('weworkremotely/wwr-2022-11-remote-front-end-programming-jobs.xml', 'https://weworkremotely.com/remote-jobs/testgorilla-frontend-engineer-angular-developer-3'),
  // Senior React Native Mobile Developer Web3 (Remote)
  noPay('weworkremotely/wwr-2022-11-remote-front-end-programming-jobs.xml', 'https://weworkremotely.com/remote-jobs/aldrin-senior-react-native-mobile-developer-web3-remote-2'),
  // Frontend Engineer
  noPay('weworkremotely/wwr-2022-11-remote-front-end-programming-jobs.xml', 'https://weworkremotely.com/remote-jobs/agencyanalytics-frontend-engineer'),
  // Front End Engineer - Full Time
  noPay('weworkremotely/wwr-2022-11-remote-front-end-programming-jobs.xml', 'https://weworkremotely.com/remote-jobs/ocr-labs-front-end-engineer-full-time-1'),
  // Senior Frontend Engineer – React – EU remote or relocation to Berlin
  noPay('weworkremotely/wwr-2022-11-remote-front-end-programming-jobs.xml', 'https://weworkremotely.com/remote-jobs/feather-senior-frontend-engineer-react-eu-remote-or-relocation-to-berlin'),
  // Senior Front-end Developer: Long-term job - 100% Remote
  noPay('weworkremotely/wwr-2022-11-remote-front-end-programming-jobs.xml', 'https://weworkremotely.com/remote-jobs/proxify-ab-senior-front-end-developer-long-term-job-100-remote'),
  // Senior Front End Developer (React)
  noPay('weworkremotely/wwr-2022-11-remote-front-end-programming-jobs.xml', 'https://weworkremotely.com/remote-jobs/cavallo-senior-front-end-developer-react'),
  // ReactJS Web Developer - Remote/SaaS (m/f/d)
  noPay('weworkremotely/wwr-2022-11-remote-front-end-programming-jobs.xml', 'https://weworkremotely.com/remote-jobs/socialhub-reactjs-web-developer-remote-saas-m-f-d-1'),
  // Senior Frontend Engineer
  noPay('weworkremotely/wwr-2022-11-remote-front-end-programming-jobs.xml', 'https://weworkremotely.com/remote-jobs/chameleon-senior-frontend-engineer-1'),
  // Senior Front-End React Native Engineer
  noPay('weworkremotely/wwr-2022-11-remote-front-end-programming-jobs.xml', 'https://weworkremotely.com/remote-jobs/maharishi-foundation-international-senior-front-end-react-native-engineer-3'),
  // Frontend Engineer (Senior level) - North America/Latam (Remote)
  noPay('weworkremotely/wwr-2022-11-remote-front-end-programming-jobs.xml', 'https://weworkremotely.com/remote-jobs/tesorio-inc-frontend-engineer-senior-level-north-america-latam-remote'),
  // Senior Engineer (Frontend)
  noPay('weworkremotely/wwr-2022-11-remote-front-end-programming-jobs.xml', 'https://weworkremotely.com/remote-jobs/rainforest-qa-senior-engineer-frontend'),

  // weworkremotely/wwr-2022-11-remote-full-stack-programming-jobs.xml
  // Flutter Developer
  pay('weworkremotely/wwr-2022-11-remote-full-stack-programming-jobs.xml', 'https://weworkremotely.com/remote-jobs/lemon-io-flutter-developer', [5_000, 10_000, 'USD', 'month'], [60_000, 120_000]),
  // Fullstack Developer (React, React Native, Node.js) - Remote — "bill up to $70 per hour"
  pay('weworkremotely/wwr-2022-11-remote-full-stack-programming-jobs.xml', 'https://weworkremotely.com/remote-jobs/g2i-inc-fullstack-developer-react-react-native-node-js-remote', [70, 70, 'USD', 'hour'], [145_600, 145_600]),
  // Senior Full Stack Engineer - Javascript
  noPay('weworkremotely/wwr-2022-11-remote-full-stack-programming-jobs.xml', 'https://weworkremotely.com/remote-jobs/clevertech-senior-full-stack-engineer-javascript-11'),
  // Freelance Shopify Developer
  pay('weworkremotely/wwr-2022-11-remote-full-stack-programming-jobs.xml', 'https://weworkremotely.com/remote-jobs/shopexperts-freelance-shopify-developer', [85, 85, 'USD', 'hour'], [176_800, 176_800]),
  // Senior Technical Lead
  noPay('weworkremotely/wwr-2022-11-remote-full-stack-programming-jobs.xml', 'https://weworkremotely.com/remote-jobs/clickguard-inc-senior-technical-lead'),
  // Senior Full-Stack Engineer
  pay('weworkremotely/wwr-2022-11-remote-full-stack-programming-jobs.xml', 'https://weworkremotely.com/remote-jobs/miniextensions-senior-full-stack-engineer', [60_000, 80_000, 'USD', 'year'], [60_000, 80_000]),
  // Senior React Native Developer
  pay('weworkremotely/wwr-2022-11-remote-full-stack-programming-jobs.xml', 'https://weworkremotely.com/remote-jobs/hippo-education-senior-react-native-developer', [130_000, 160_000, 'USD', 'year'], [130_000, 160_000]),
  // Full Stack Developer
  noPay('weworkremotely/wwr-2022-11-remote-full-stack-programming-jobs.xml', 'https://weworkremotely.com/remote-jobs/engagedmd-full-stack-developer-1'),
  // Senior Software Engineer
  noPay('weworkremotely/wwr-2022-11-remote-full-stack-programming-jobs.xml', 'https://weworkremotely.com/remote-jobs/leadsimple-inc-senior-software-engineer-1'),
  // Senior WordPress Developer
  noPay('weworkremotely/wwr-2022-11-remote-full-stack-programming-jobs.xml', 'https://weworkremotely.com/remote-jobs/sitecare-senior-wordpress-developer'),
  // Founding Full-Stack Software Engineer — "~1000 MAU (each spending upwards of $1000/mo)": users' spending
  noPay('weworkremotely/wwr-2022-11-remote-full-stack-programming-jobs.xml', 'https://weworkremotely.com/remote-jobs/fleek-founding-full-stack-software-engineer'),
  // Junior Programmer [Remote] — "$50/month Wellness"
  noPay('weworkremotely/wwr-2022-11-remote-full-stack-programming-jobs.xml', 'https://weworkremotely.com/remote-jobs/the-hoth-junior-programmer-remote'),
  // Senior Software Engineer (Ops Focus) at Tiller
  noPay('weworkremotely/wwr-2022-11-remote-full-stack-programming-jobs.xml', 'https://weworkremotely.com/remote-jobs/tiller-senior-software-engineer-ops-focus-at-tiller-1'),
  // Senior Distributed System Developer
  noPay('weworkremotely/wwr-2022-11-remote-full-stack-programming-jobs.xml', 'https://weworkremotely.com/listings/dagabase-senior-distributed-system-developer'),
  // Pseudonymous Software Engineer — "salary: global flat rate", no amount
  noPay('weworkremotely/wwr-2022-11-remote-full-stack-programming-jobs.xml', 'https://weworkremotely.com/remote-jobs/noxx-pseudonymous-software-engineer'),
  // C# Developer - Turkish - Remote
  noPay('weworkremotely/wwr-2022-11-remote-full-stack-programming-jobs.xml', 'https://weworkremotely.com/remote-jobs/threecolts-csharp-developer-turkish-remote'),
  // Software Developer
  noPay('weworkremotely/wwr-2022-11-remote-full-stack-programming-jobs.xml', 'https://weworkremotely.com/remote-jobs/igniter-tickets-software-developer'),
  // Senior Software Engineer for Energy Consultancy
  pay('weworkremotely/wwr-2022-11-remote-full-stack-programming-jobs.xml', 'https://weworkremotely.com/remote-jobs/bellawatt-senior-software-engineer-for-energy-consultancy', [130_000, 160_000, 'USD', 'year'], [130_000, 160_000]),
  // Senior Software Engineer
  noPay('weworkremotely/wwr-2022-11-remote-full-stack-programming-jobs.xml', 'https://weworkremotely.com/remote-jobs/nathan-james-senior-software-engineer-2'),
  // Sr Python Developer
  pay('weworkremotely/wwr-2022-11-remote-full-stack-programming-jobs.xml', 'https://weworkremotely.com/remote-jobs/solar-monkey-sr-python-developer', [62_000, 96_000, 'EUR', 'year'], [72_540, 112_320]),
  // Senior Full Stack Engineer (PHP/CSS/HTML/JavaScript) — "Competitive base salary package (USD)", no amount
  noPay('weworkremotely/wwr-2022-11-remote-full-stack-programming-jobs.xml', 'https://weworkremotely.com/remote-jobs/vetted-biz-senior-full-stack-engineer-php-css-html-javascript'),
  // Senior iOS Engineer
  noPay('weworkremotely/wwr-2022-11-remote-full-stack-programming-jobs.xml', 'https://weworkremotely.com/remote-jobs/elevate-labs-senior-ios-engineer-2'),
  // Senior WordPress + ReactJs Engineer
  noPay('weworkremotely/wwr-2022-11-remote-full-stack-programming-jobs.xml', 'https://weworkremotely.com/remote-jobs/shneorweb-senior-wordpress-reactjs-engineer'),
  // Full-Stack Wordpress Developer
  noPay('weworkremotely/wwr-2022-11-remote-full-stack-programming-jobs.xml', 'https://weworkremotely.com/remote-jobs/bbe-marketing-inc-full-stack-wordpress-developer-2'),
  // Python & JavaScript Full Stack Developer at Jack's Flight Club
  noPay('weworkremotely/wwr-2022-11-remote-full-stack-programming-jobs.xml', 'https://weworkremotely.com/remote-jobs/jack-s-flight-club-python-javascript-full-stack-developer-at-jack-s-flight-club'),
  // ASP.NET C# Developer or Software Engineer (ASP.NET C#)
  noPay('weworkremotely/wwr-2022-11-remote-full-stack-programming-jobs.xml', 'https://weworkremotely.com/remote-jobs/dearman-systems-llc-asp-net-csharp-developer-or-software-engineer-asp-net-c'),
  // Full-Stack Software Engineer
  noPay('weworkremotely/wwr-2022-11-remote-full-stack-programming-jobs.xml', 'https://weworkremotely.com/remote-jobs/snap-projections-full-stack-software-engineer-1'),
  // Senior Mobile Developer (Android or iOS)
  noPay('weworkremotely/wwr-2022-11-remote-full-stack-programming-jobs.xml', 'https://weworkremotely.com/remote-jobs/clouddevs-senior-mobile-developer-android-or-ios'),
  // Wanted: Hungry full stack WordPress developer for website rebuild and ongoing contract work [remote – Americas]
  noPay('weworkremotely/wwr-2022-11-remote-full-stack-programming-jobs.xml', 'https://weworkremotely.com/remote-jobs/praxis-continuing-education-and-training-wanted-hungry-full-stack-wordpress-developer-for-website-rebuild-and'),
  // Platform Software Engineer
  noPay('weworkremotely/wwr-2022-11-remote-full-stack-programming-jobs.xml', 'https://weworkremotely.com/remote-jobs/amazee-io-platform-software-engineer'),

  // weworkremotely/wwr-2022-11-remote-jobs.xml
  // Fullstack Developer (React, React Native, Node.js) - Remote
  pay('weworkremotely/wwr-2022-11-remote-jobs.xml', 'https://weworkremotely.com/remote-jobs/g2i-inc-fullstack-developer-react-react-native-node-js-remote', [70, 70, 'USD', 'hour'], [145_600, 145_600]),
  // Software Engineeer Lead - QA - US Remote
  noPay('weworkremotely/wwr-2022-11-remote-jobs.xml', 'https://weworkremotely.com/remote-jobs/knack-software-engineeer-lead-qa-us-remote'),
  // Senior C# and PostgreSQL Backend Developer
  noPay('weworkremotely/wwr-2022-11-remote-jobs.xml', 'https://weworkremotely.com/remote-jobs/findox-inc-senior-csharp-and-postgresql-backend-developer-3'),
  // Senior iOS Developer
  noPay('weworkremotely/wwr-2022-11-remote-jobs.xml', 'https://weworkremotely.com/remote-jobs/shape-senior-ios-developer'),
  // Senior DevOps Engineer
  noPay('weworkremotely/wwr-2022-11-remote-jobs.xml', 'https://weworkremotely.com/remote-jobs/clevertech-senior-devops-engineer-11'),
  // Senior Backend Engineer - Javascript Node
  noPay('weworkremotely/wwr-2022-11-remote-jobs.xml', 'https://weworkremotely.com/remote-jobs/clevertech-senior-backend-engineer-javascript-node'),
  // Senior Frontend Developer - Javascript React
  noPay('weworkremotely/wwr-2022-11-remote-jobs.xml', 'https://weworkremotely.com/remote-jobs/clevertech-senior-frontend-developer-javascript-react'),
  // Senior Full Stack Engineer - Javascript
  noPay('weworkremotely/wwr-2022-11-remote-jobs.xml', 'https://weworkremotely.com/remote-jobs/clevertech-senior-full-stack-engineer-javascript-11'),
  // Web Designer
  pay('weworkremotely/wwr-2022-11-remote-jobs.xml', 'https://weworkremotely.com/remote-jobs/testgorilla-web-designer', [46_728, 62_953, 'EUR', 'year'], [54_672, 73_655]),
  // Back-End Developer (.Net Core / C#) - English & Russian / Ukranian Speaking, EU Remote
  noPay('weworkremotely/wwr-2022-11-remote-jobs.xml', 'https://weworkremotely.com/remote-jobs/salesflow-io-back-end-developer-net-core-c-english-russian-ukranian-speaking-eu'),
  // Hiring SEVERAL Sales Assistants!
  pay('weworkremotely/wwr-2022-11-remote-jobs.xml', 'https://weworkremotely.com/remote-jobs/used-conex-hiring-several-sales-assistants', [400, 4_000, 'USD', 'month'], [4_800, 48_000]),
  // Inbound Sales Manager - Shopify Projects
  pay('weworkremotely/wwr-2022-11-remote-jobs.xml', 'https://weworkremotely.com/remote-jobs/shopexperts-inbound-sales-manager-shopify-projects', [1_800, 1_800, 'USD', 'month'], [21_600, 21_600]),
  // Freelance Shopify UI/UX Designer
  pay('weworkremotely/wwr-2022-11-remote-jobs.xml', 'https://weworkremotely.com/remote-jobs/shopexperts-freelance-shopify-ui-ux-designer', [85, 85, 'USD', 'hour'], [176_800, 176_800]),
  // Freelance Shopify Developer
  pay('weworkremotely/wwr-2022-11-remote-jobs.xml', 'https://weworkremotely.com/remote-jobs/shopexperts-freelance-shopify-developer', [85, 85, 'USD', 'hour'], [176_800, 176_800]),
  // Senior Technical Lead
  noPay('weworkremotely/wwr-2022-11-remote-jobs.xml', 'https://weworkremotely.com/remote-jobs/clickguard-inc-senior-technical-lead'),
  // Senior Full-Stack Engineer
  pay('weworkremotely/wwr-2022-11-remote-jobs.xml', 'https://weworkremotely.com/remote-jobs/miniextensions-senior-full-stack-engineer', [60_000, 80_000, 'USD', 'year'], [60_000, 80_000]),
  // Executive Assistant
  pay('weworkremotely/wwr-2022-11-remote-jobs.xml', 'https://weworkremotely.com/listings/advocacy-architects-executive-assistant', [45_000, 60_000, 'USD', 'year'], [45_000, 60_000]),
  // Senior React Native Developer
  pay('weworkremotely/wwr-2022-11-remote-jobs.xml', 'https://weworkremotely.com/remote-jobs/hippo-education-senior-react-native-developer', [130_000, 160_000, 'USD', 'year'], [130_000, 160_000]),
  // Full Stack Developer
  noPay('weworkremotely/wwr-2022-11-remote-jobs.xml', 'https://weworkremotely.com/remote-jobs/engagedmd-full-stack-developer-1'),
  // Freelance TIBCO Developer
  noPay('weworkremotely/wwr-2022-11-remote-jobs.xml', 'https://weworkremotely.com/remote-jobs/toptal-freelance-tibco-developer'),
  // Executive Assistant
  noPay('weworkremotely/wwr-2022-11-remote-jobs.xml', 'https://weworkremotely.com/remote-jobs/awesome-motive-executive-assistant'),
  // Writers Looking For A Steady Reliable Income
  pay('weworkremotely/wwr-2022-11-remote-jobs.xml', 'https://weworkremotely.com/remote-jobs/ampifire-writers-looking-for-a-steady-reliable-income', [800, 2_000, 'USD', 'month'], [9_600, 24_000]),
  // B2B Jr Business Development Manager - Bilingual (English, Spanish)
  noPay('weworkremotely/wwr-2022-11-remote-jobs.xml', 'https://weworkremotely.com/remote-jobs/magic-inc-b2b-jr-business-development-manager-bilingual-english-spanish'),
  // Product Success Manager (Product management experience required) — "Up to $1,000 annually for third-party education"
  noPay('weworkremotely/wwr-2022-11-remote-jobs.xml', 'https://weworkremotely.com/remote-jobs/aha-product-success-manager-product-management-experience-required'),
  // Senior Backend Engineer
  noPay('weworkremotely/wwr-2022-11-remote-jobs.xml', 'https://weworkremotely.com/remote-jobs/drops-senior-backend-engineer-5'),
  // WordPress Support Engineer
  noPay('weworkremotely/wwr-2022-11-remote-jobs.xml', 'https://weworkremotely.com/remote-jobs/sitecare-wordpress-support-engineer'),
  // Founding Engineer (Backend)
  noPay('weworkremotely/wwr-2022-11-remote-jobs.xml', 'https://weworkremotely.com/remote-jobs/antimetal-founding-engineer-backend'),
  // Senior Director of Platform & Product
  pay('weworkremotely/wwr-2022-11-remote-jobs.xml', 'https://weworkremotely.com/remote-jobs/kitces-com-senior-director-of-platform-product', [150_000, 180_000, 'USD', 'year'], [150_000, 180_000]),
  // Backend Engineer
  noPay('weworkremotely/wwr-2022-11-remote-jobs.xml', 'https://weworkremotely.com/remote-jobs/bryter-backend-engineer'),
  // Senior Analyst
  pay('weworkremotely/wwr-2022-11-remote-jobs.xml', 'https://weworkremotely.com/remote-jobs/overleaf-senior-analyst', [40_000, 60_000, 'GBP', 'year'], [54_800, 82_200]),

  // weworkremotely/wwr-2022-11-remote-management-and-finance-jobs.xml
  // Head of Supply Chain — "raised over $15m of venture capital"
  noPay('weworkremotely/wwr-2022-11-remote-management-and-finance-jobs.xml', 'https://weworkremotely.com/listings/front-of-the-pack-head-of-supply-chain'),
  // Chief Operations Officer (COO) For eLearning / Online Course Company (Remote) — not the $15M+ per year revenue nor the CEO's $20,000 debt
  pay('weworkremotely/wwr-2022-11-remote-management-and-finance-jobs.xml', 'https://weworkremotely.com/listings/growth-cave-chief-operations-officer-coo-for-elearning-online-course-company-remote', [150_000, 225_000, 'USD', 'year'], [150_000, 225_000]),
  // Director of Finance Planning & Analysis
  noPay('weworkremotely/wwr-2022-11-remote-management-and-finance-jobs.xml', 'https://weworkremotely.com/remote-jobs/engagedmd-director-of-finance-planning-analysis'),
  // HR Administrative Assistant - REMOTE
  noPay('weworkremotely/wwr-2022-11-remote-management-and-finance-jobs.xml', 'https://weworkremotely.com/listings/cloudlinux-hr-administrative-assistant-remote'),
  // Search Engine Marketing Account Manager
  noPay('weworkremotely/wwr-2022-11-remote-management-and-finance-jobs.xml', 'https://weworkremotely.com/remote-jobs/webshine-search-engine-marketing-account-manager'),
  // Director of Finance
  pay('weworkremotely/wwr-2022-11-remote-management-and-finance-jobs.xml', 'https://weworkremotely.com/remote-jobs/clever-real-estate-director-of-finance', [150_000, 180_000, 'USD', 'year'], [150_000, 180_000]),
  // Customer Teams Project Manager
  noPay('weworkremotely/wwr-2022-11-remote-management-and-finance-jobs.xml', 'https://weworkremotely.com/listings/photobooth-supply-co-customer-teams-project-manager'),
  // Finance Lead
  pay('weworkremotely/wwr-2022-11-remote-management-and-finance-jobs.xml', 'https://weworkremotely.com/remote-jobs/toggl-finance-lead-2', [85_000, 85_000, 'EUR', 'year'], [99_450, 99_450]),
  // Senior Executive Assistant to the CEO (up to $100k per year depending on experience and location) — title only: "up to $100k per year"
  pay('weworkremotely/wwr-2022-11-remote-management-and-finance-jobs.xml', 'https://weworkremotely.com/remote-jobs/community-phone-senior-executive-assistant-to-the-ceo-up-to-100k-per-year-depending-on', [100_000, 100_000, 'USD', 'year'], [100_000, 100_000]),
  // SEO Specialist
  noPay('weworkremotely/wwr-2022-11-remote-management-and-finance-jobs.xml', 'https://weworkremotely.com/remote-jobs/intent-seo-specialist'),
  // Engineering Manager (Remote) – US
  noPay('weworkremotely/wwr-2022-11-remote-management-and-finance-jobs.xml', 'https://weworkremotely.com/remote-jobs/alphasights-engineering-manager-remote-us'),
  // Engineering Manager — the USD range of "$155k - $175k USD I $196k - $221k CAD"
  pay('weworkremotely/wwr-2022-11-remote-management-and-finance-jobs.xml', 'https://weworkremotely.com/remote-jobs/test-double-engineering-manager', [155_000, 175_000, 'USD', 'year'], [155_000, 175_000]),
  // Operations Specialist
  noPay('weworkremotely/wwr-2022-11-remote-management-and-finance-jobs.xml', 'https://weworkremotely.com/remote-jobs/rivo-commerce-operations-specialist'),
  // Senior Digital Project Manager
  noPay('weworkremotely/wwr-2022-11-remote-management-and-finance-jobs.xml', 'https://weworkremotely.com/remote-jobs/nagarro-digital-ventures-senior-digital-project-manager'),
  // Project Manager for Design & Technology Agency (eCommerce) — clients' sizes: "(>$100M per year)", "($1M - $80 per year)"
  noPay('weworkremotely/wwr-2022-11-remote-management-and-finance-jobs.xml', 'https://weworkremotely.com/remote-jobs/vaan-project-manager-for-design-technology-agency-ecommerce'),

  // weworkremotely/wwr-2022-11-remote-product-jobs.xml
  // Product Success Manager (Product management experience required) — "Up to $1,000 annually for third-party education"
  noPay('weworkremotely/wwr-2022-11-remote-product-jobs.xml', 'https://weworkremotely.com/remote-jobs/aha-product-success-manager-product-management-experience-required'),
  // Senior Analyst
  pay('weworkremotely/wwr-2022-11-remote-product-jobs.xml', 'https://weworkremotely.com/remote-jobs/overleaf-senior-analyst', [40_000, 60_000, 'GBP', 'year'], [54_800, 82_200]),
  // Sr. Product Success Manager (Product management experience required) — "Up to $1,000 annually for third-party education"
  noPay('weworkremotely/wwr-2022-11-remote-product-jobs.xml', 'https://weworkremotely.com/remote-jobs/aha-sr-product-success-manager-product-management-experience-required'),
  // Product Manager
  noPay('weworkremotely/wwr-2022-11-remote-product-jobs.xml', 'https://weworkremotely.com/remote-jobs/systemone-llc-product-manager'),
  // Release Manager
  noPay('weworkremotely/wwr-2022-11-remote-product-jobs.xml', 'https://weworkremotely.com/remote-jobs/sugarcrm-release-manager'),
  // Product Manager (Technical)
  pay('weworkremotely/wwr-2022-11-remote-product-jobs.xml', 'https://weworkremotely.com/listings/overleaf-product-manager-technical-1', [50_000, 75_000, 'GBP', 'year'], [68_500, 102_750]),
  // Product Manager AI SaaS
  noPay('weworkremotely/wwr-2022-11-remote-product-jobs.xml', 'https://weworkremotely.com/remote-jobs/remote-it-world-product-manager-ai-saas'),
  // Product Manager
  pay('weworkremotely/wwr-2022-11-remote-product-jobs.xml', 'https://weworkremotely.com/remote-jobs/grax-inc-product-manager', [120_000, 200_000, 'USD', 'year'], [120_000, 200_000]),
  // Release Manager
  noPay('weworkremotely/wwr-2022-11-remote-product-jobs.xml', 'https://weworkremotely.com/remote-jobs/instinct-science-release-manager'),
  // Software QA Lead
  noPay('weworkremotely/wwr-2022-11-remote-product-jobs.xml', 'https://weworkremotely.com/remote-jobs/punchbowl-software-qa-lead'),
  // Product Manager (SaaS)
  noPay('weworkremotely/wwr-2022-11-remote-product-jobs.xml', 'https://weworkremotely.com/remote-jobs/filestage-product-manager-saas-1'),
  // Product Manager for AR/VR Company
  pay('weworkremotely/wwr-2022-11-remote-product-jobs.xml', 'https://weworkremotely.com/remote-jobs/arborxr-product-manager-for-ar-vr-company', [104_000, 124_800, 'USD', 'year'], [104_000, 124_800]),
  // International Expansion Manager
  noPay('weworkremotely/wwr-2022-11-remote-product-jobs.xml', 'https://weworkremotely.com/remote-jobs/testgorilla-international-expansion-manager'),
  // Senior Product Manager
  noPay('weworkremotely/wwr-2022-11-remote-product-jobs.xml', 'https://weworkremotely.com/remote-jobs/testgorilla-senior-product-manager-2'),
  // Senior Data Analyst
  noPay('weworkremotely/wwr-2022-11-remote-product-jobs.xml', 'https://weworkremotely.com/remote-jobs/testgorilla-senior-data-analyst-1'),
  // Senior Product Designer
  noPay('weworkremotely/wwr-2022-11-remote-product-jobs.xml', 'https://weworkremotely.com/remote-jobs/testgorilla-senior-product-designer-2'),
  // Product Manager
  noPay('weworkremotely/wwr-2022-11-remote-product-jobs.xml', 'https://weworkremotely.com/remote-jobs/testgorilla-product-manager-1'),
  // Growth Product Manager
  noPay('weworkremotely/wwr-2022-11-remote-product-jobs.xml', 'https://weworkremotely.com/remote-jobs/testgorilla-growth-product-manager-1'),
  // Projektmanager Einkauf Offshore Wind (m/w/d)
  noPay('weworkremotely/wwr-2022-11-remote-product-jobs.xml', 'https://weworkremotely.com/listings/enbw-energie-baden-wurttemberg-ag-projektmanager-einkauf-offshore-wind-m-w-d'),
  // Product Quality Analyst, Mobile
  noPay('weworkremotely/wwr-2022-11-remote-product-jobs.xml', 'https://weworkremotely.com/remote-jobs/fleetio-product-quality-analyst-mobile'),
  // Merchant Services, Senior Product Strategy Lead
  noPay('weworkremotely/wwr-2022-11-remote-product-jobs.xml', 'https://weworkremotely.com/remote-jobs/payoneer-germany-gmbh-merchant-services-senior-product-strategy-lead'),
  // Product Marketing Manager Remote
  noPay('weworkremotely/wwr-2022-11-remote-product-jobs.xml', 'https://weworkremotely.com/remote-jobs/semaphore-product-marketing-manager-remote'),
  // Data Analyst
  pay('weworkremotely/wwr-2022-11-remote-product-jobs.xml', 'https://weworkremotely.com/remote-jobs/credit-glory-data-analyst', [80_000, 100_000, 'USD', 'year'], [80_000, 100_000]),
  // Product Marketing Manager
  noPay('weworkremotely/wwr-2022-11-remote-product-jobs.xml', 'https://weworkremotely.com/remote-jobs/meilisearch-product-marketing-manager'),
  // Product Manager for Customer UX. Full-time. Unlimited. Contractor.
  noPay('weworkremotely/wwr-2022-11-remote-product-jobs.xml', 'https://weworkremotely.com/remote-jobs/data-virtuality-gmbh-product-manager-for-customer-ux-full-time-unlimited-contractor-1'),
  // Product Marketer
  noPay('weworkremotely/wwr-2022-11-remote-product-jobs.xml', 'https://weworkremotely.com/remote-jobs/climate-connect-digital-product-marketer'),
  // Product Analyst
  noPay('weworkremotely/wwr-2022-11-remote-product-jobs.xml', 'https://weworkremotely.com/remote-jobs/maharishi-foundation-international-product-analyst-1'),
  // Senior Technical Product Manager
  noPay('weworkremotely/wwr-2022-11-remote-product-jobs.xml', 'https://weworkremotely.com/remote-jobs/hivemq-senior-technical-product-manager'),
  // Solution Architect
  noPay('weworkremotely/wwr-2022-11-remote-product-jobs.xml', 'https://weworkremotely.com/remote-jobs/discoverygarden-solution-architect'),
  // Product Manager
  noPay('weworkremotely/wwr-2022-11-remote-product-jobs.xml', 'https://weworkremotely.com/remote-jobs/agencyanalytics-product-manager-2'),

  // weworkremotely/wwr-2022-11-remote-programming-jobs.xml
  // Web Developer (Drupal or Wordpress)
  noPay('weworkremotely/wwr-2022-11-remote-programming-jobs.xml', 'https://weworkremotely.com/remote-jobs/madeo-web-developer-drupal-or-wordpress'),
  // Senior Ruby on Rails Engineer
  noPay('weworkremotely/wwr-2022-11-remote-programming-jobs.xml', 'https://weworkremotely.com/remote-jobs/fleetio-senior-ruby-on-rails-engineer-1'),
  // Senior JavaScript Developer
  noPay('weworkremotely/wwr-2022-11-remote-programming-jobs.xml', 'https://weworkremotely.com/remote-jobs/kinsta-senior-javascript-developer'),
  // Windows Forms (C#) Engineer (REMOTE)
  noPay('weworkremotely/wwr-2022-11-remote-programming-jobs.xml', 'https://weworkremotely.com/remote-jobs/systemone-llc-windows-forms-c-engineer-remote'),
  // NodeJS and Python Software Engineer (REMOTE)
  noPay('weworkremotely/wwr-2022-11-remote-programming-jobs.xml', 'https://weworkremotely.com/remote-jobs/systemone-llc-nodejs-and-python-software-engineer-remote'),
  // Back End Developer E-Mobility (remote - EU)
  noPay('weworkremotely/wwr-2022-11-remote-programming-jobs.xml', 'https://weworkremotely.com/remote-jobs/optimile-back-end-developer-e-mobility-remote-eu'),
  // Senior Software Engineer, Backend (Remote)
  noPay('weworkremotely/wwr-2022-11-remote-programming-jobs.xml', 'https://weworkremotely.com/remote-jobs/aurora-solar-senior-software-engineer-backend-remote-2'),
  // Software Engineer, Frontend (Remote)
  noPay('weworkremotely/wwr-2022-11-remote-programming-jobs.xml', 'https://weworkremotely.com/remote-jobs/aurora-solar-software-engineer-frontend-remote-2'),
  // Full Stack Engineer
  pay('weworkremotely/wwr-2022-11-remote-programming-jobs.xml', 'https://weworkremotely.com/remote-jobs/follow-up-boss-full-stack-engineer', [130_000, 146_000, 'USD', 'year'], [130_000, 146_000]),
  // Ruby on Rails API Engineer
  noPay('weworkremotely/wwr-2022-11-remote-programming-jobs.xml', 'https://weworkremotely.com/remote-jobs/power-auctions-llc-ruby-on-rails-api-engineer'),
  // Software engineer — "Salary: $120k+"; not the $20,000 signing bonus
  pay('weworkremotely/wwr-2022-11-remote-programming-jobs.xml', 'https://weworkremotely.com/remote-jobs/stimulus-software-engineer', [120_000, null, 'USD', 'year'], [120_000, null]),
  // Senior Front-end Developer: Long-term job - 100% Remote
  noPay('weworkremotely/wwr-2022-11-remote-programming-jobs.xml', 'https://weworkremotely.com/remote-jobs/proxify-ab-senior-front-end-developer-long-term-job-100-remote'),
  // Senior React Native Mobile Developer Web3 (Remote)
  noPay('weworkremotely/wwr-2022-11-remote-programming-jobs.xml', 'https://weworkremotely.com/remote-jobs/aldrin-senior-react-native-mobile-developer-web3-remote-2'),
  // Senior Software Engineer, WebDev
  noPay('weworkremotely/wwr-2022-11-remote-programming-jobs.xml', 'https://weworkremotely.com/remote-jobs/doximity-senior-software-engineer-webdev'),
  // Java Software Engineer, III
  noPay('weworkremotely/wwr-2022-11-remote-programming-jobs.xml', 'https://weworkremotely.com/remote-jobs/cofense-java-software-engineer-iii'),
  // Senior Security Engineer
  pay('weworkremotely/wwr-2022-11-remote-programming-jobs.xml', 'https://weworkremotely.com/remote-jobs/follow-up-boss-senior-security-engineer', [166_000, 180_000, 'USD', 'year'], [166_000, 180_000]),
  // Full Stack .NET Developer ASP.NET MVC / C#
  noPay('weworkremotely/wwr-2022-11-remote-programming-jobs.xml', 'https://weworkremotely.com/remote-jobs/fitabase-full-stack-net-developer-asp-net-mvc-csharp'),
  // Mentor - Software Engineering Career Track (Part-time/Remote) — per 30 minute call: no salary
  noPay('weworkremotely/wwr-2022-11-remote-programming-jobs.xml', 'https://weworkremotely.com/remote-jobs/springboard-mentor-software-engineering-career-track-part-time-remote-3'),
  // Senior Engineer (Frontend)
  noPay('weworkremotely/wwr-2022-11-remote-programming-jobs.xml', 'https://weworkremotely.com/remote-jobs/rainforest-qa-senior-engineer-frontend'),
  // Senior Engineer (Backend)
  noPay('weworkremotely/wwr-2022-11-remote-programming-jobs.xml', 'https://weworkremotely.com/remote-jobs/rainforest-qa-senior-engineer-backend-2'),
  // Senior Software Engineer- Java
  noPay('weworkremotely/wwr-2022-11-remote-programming-jobs.xml', 'https://weworkremotely.com/remote-jobs/method-inc-senior-software-engineer-java'),
  // Python Developer
  noPay('weworkremotely/wwr-2022-11-remote-programming-jobs.xml', 'https://weworkremotely.com/remote-jobs/remotemore-python-developer-5'),
  // Senior Software Engineer, Java (US Remote)
  noPay('weworkremotely/wwr-2022-11-remote-programming-jobs.xml', 'https://weworkremotely.com/remote-jobs/leantaas-senior-software-engineer-java-us-remote'),
  // Full Stack Ruby on Rails Developer
  noPay('weworkremotely/wwr-2022-11-remote-programming-jobs.xml', 'https://weworkremotely.com/remote-jobs/logical-engine-full-stack-ruby-on-rails-developer'),
  // Senior Software Engineer, Python
  pay('weworkremotely/wwr-2022-11-remote-programming-jobs.xml', 'https://weworkremotely.com/remote-jobs/assemblyai-yc-17-senior-software-engineer-python', [125_000, 200_000, 'USD', 'year'], [125_000, 200_000]),

  // weworkremotely/wwr-2022-11-remote-sales-and-marketing-jobs.xml
  // Hiring SEVERAL Sales Assistants!
  pay('weworkremotely/wwr-2022-11-remote-sales-and-marketing-jobs.xml', 'https://weworkremotely.com/remote-jobs/used-conex-hiring-several-sales-assistants', [400, 4_000, 'USD', 'month'], [4_800, 48_000]),
  // Inbound Sales Manager - Shopify Projects
  pay('weworkremotely/wwr-2022-11-remote-sales-and-marketing-jobs.xml', 'https://weworkremotely.com/remote-jobs/shopexperts-inbound-sales-manager-shopify-projects', [1_800, 1_800, 'USD', 'month'], [21_600, 21_600]),
  // B2B Jr Business Development Manager - Bilingual (English, Spanish)
  noPay('weworkremotely/wwr-2022-11-remote-sales-and-marketing-jobs.xml', 'https://weworkremotely.com/remote-jobs/magic-inc-b2b-jr-business-development-manager-bilingual-english-spanish'),
  // Digital Marketing/Social Media Coordinator
  noPay('weworkremotely/wwr-2022-11-remote-sales-and-marketing-jobs.xml', 'https://weworkremotely.com/remote-jobs/portal-fantasy-digital-marketing-social-media-coordinator'),
  // Paid Media Analyst
  noPay('weworkremotely/wwr-2022-11-remote-sales-and-marketing-jobs.xml', 'https://weworkremotely.com/remote-jobs/sitecare-paid-media-analyst-1'),
  // B2B Sales Supervisor - Bilingual
  noPay('weworkremotely/wwr-2022-11-remote-sales-and-marketing-jobs.xml', 'https://weworkremotely.com/remote-jobs/magic-inc-b2b-sales-supervisor-bilingual'),
  // Inside Sales Representative- USA Based Only
  noPay('weworkremotely/wwr-2022-11-remote-sales-and-marketing-jobs.xml', 'https://weworkremotely.com/listings/photobooth-supply-co-inside-sales-representative-usa-based-only-1'),
  // Digital Marketing Manager
  noPay('weworkremotely/wwr-2022-11-remote-sales-and-marketing-jobs.xml', 'https://weworkremotely.com/remote-jobs/burada-inc-digital-marketing-manager'),
  // Pseudonymous Growth Marketer
  noPay('weworkremotely/wwr-2022-11-remote-sales-and-marketing-jobs.xml', 'https://weworkremotely.com/remote-jobs/noxx-pseudonymous-growth-marketer'),
  // Product Marketing Manager — "Up to $1,000 annually for third-party education"
  noPay('weworkremotely/wwr-2022-11-remote-sales-and-marketing-jobs.xml', 'https://weworkremotely.com/remote-jobs/aha-product-marketing-manager'),
  // Senior Writer
  noPay('weworkremotely/wwr-2022-11-remote-sales-and-marketing-jobs.xml', 'https://weworkremotely.com/remote-jobs/aha-senior-writer-4'),
  // Paid Social Manager — "managing $50k+ monthly budgets": ad spend
  noPay('weworkremotely/wwr-2022-11-remote-sales-and-marketing-jobs.xml', 'https://weworkremotely.com/remote-jobs/giant-propeller-paid-social-manager'),
  // Retail Ads Account Manager
  noPay('weworkremotely/wwr-2022-11-remote-sales-and-marketing-jobs.xml', 'https://weworkremotely.com/remote-jobs/search-nurture-retail-ads-account-manager'),
  // Enterprise Sales Manager
  noPay('weworkremotely/wwr-2022-11-remote-sales-and-marketing-jobs.xml', 'https://weworkremotely.com/remote-jobs/discourse-enterprise-sales-manager'),
  // Sales Development Representative
  noPay('weworkremotely/wwr-2022-11-remote-sales-and-marketing-jobs.xml', 'https://weworkremotely.com/remote-jobs/discourse-sales-development-representative'),
  // Reddit Campaign Manager (Entry level / Part time)
  noPay('weworkremotely/wwr-2022-11-remote-sales-and-marketing-jobs.xml', 'https://weworkremotely.com/remote-jobs/soar-reddit-campaign-manager-entry-level-part-time'),
  // Community Strategist (Client Facing)
  noPay('weworkremotely/wwr-2022-11-remote-sales-and-marketing-jobs.xml', 'https://weworkremotely.com/remote-jobs/soar-community-strategist-client-facing'),
  // Public Relations Associate — "We add $1,200/yr to all of our salaries": a remote work stipend
  noPay('weworkremotely/wwr-2022-11-remote-sales-and-marketing-jobs.xml', 'https://weworkremotely.com/remote-jobs/lemonpie-public-relations-associate'),
  // Content Marketer (with experience Linkedin, Email, Lead Nurturing)
  noPay('weworkremotely/wwr-2022-11-remote-sales-and-marketing-jobs.xml', 'https://weworkremotely.com/remote-jobs/leopard-fyi-content-marketer-with-experience-linkedin-email-lead-nurturing'),
  // Strategic Account Manager — "around 35-45k USD in year one"
  pay('weworkremotely/wwr-2022-11-remote-sales-and-marketing-jobs.xml', 'https://weworkremotely.com/remote-jobs/cleverly-strategic-account-manager', [35_000, 45_000, 'USD', 'year'], [35_000, 45_000]),
  // Senior Media Buyer — "ad budgets of at least $20,000 per month"
  noPay('weworkremotely/wwr-2022-11-remote-sales-and-marketing-jobs.xml', 'https://weworkremotely.com/remote-jobs/canny-senior-media-buyer'),
  // Director of Marketing
  noPay('weworkremotely/wwr-2022-11-remote-sales-and-marketing-jobs.xml', 'https://weworkremotely.com/remote-jobs/mru-director-of-marketing'),
  // Head of Growth Marketing (First Marketing Hire) @ Legal Marketplace Startup
  noPay('weworkremotely/wwr-2022-11-remote-sales-and-marketing-jobs.xml', 'https://weworkremotely.com/remote-jobs/off-the-record-head-of-growth-marketing-first-marketing-hire-legal-marketplace-startup'),
  // Content Marketer
  noPay('weworkremotely/wwr-2022-11-remote-sales-and-marketing-jobs.xml', 'https://weworkremotely.com/remote-jobs/convertflow-content-marketer-1'),
  // Experienced SEO Generalist - Work 4-days/week in a high performing env.
  noPay('weworkremotely/wwr-2022-11-remote-sales-and-marketing-jobs.xml', 'https://weworkremotely.com/remote-jobs/quickmail-experienced-seo-generalist-work-4-days-week-in-a-high-performing-env'),
  // Sales Manager (First Sales Hire)
  pay('weworkremotely/wwr-2022-11-remote-sales-and-marketing-jobs.xml', 'https://weworkremotely.com/remote-jobs/affilimate-sales-manager-first-sales-hire', [36_000, 48_000, 'EUR', 'year'], [42_120, 56_160]),
  // Business Development Manager
  noPay('weworkremotely/wwr-2022-11-remote-sales-and-marketing-jobs.xml', 'https://weworkremotely.com/remote-jobs/sureswift-capital-business-development-manager'),
  // Conversion Rate Optimization Specialist (CRO) — "We currently spend over $4.2 Million Dollars a month" on ads
  noPay('weworkremotely/wwr-2022-11-remote-sales-and-marketing-jobs.xml', 'https://weworkremotely.com/listings/client-accelerators-conversion-rate-optimization-specialist-cro'),
  // SEO outreach specialist (Polish)
  noPay('weworkremotely/wwr-2022-11-remote-sales-and-marketing-jobs.xml', 'https://weworkremotely.com/remote-jobs/resumedia-seo-outreach-specialist-polish'),
  // B2B Business Development Representative - Bilingual
  noPay('weworkremotely/wwr-2022-11-remote-sales-and-marketing-jobs.xml', 'https://weworkremotely.com/remote-jobs/magic-inc-b2b-business-development-representative-bilingual'),

  // weworkremotely/wwr-2026-06-remote-programming-jobs.xml
  // Senior Software Engineer
  pay('weworkremotely/wwr-2026-06-remote-programming-jobs.xml', 'https://weworkremotely.com/remote-jobs/stellar-ai-senior-software-engineer', [70, 70, 'USD', 'hour'], [145_600, 145_600]),
  // Senior Software Engineer II
  noPay('weworkremotely/wwr-2026-06-remote-programming-jobs.xml', 'https://weworkremotely.com/remote-jobs/nomad-senior-software-engineer-ii'),
  // Senior Software Engineer - Backend/Python - USA Only (100% Remote)
  pay('weworkremotely/wwr-2026-06-remote-programming-jobs.xml', 'https://weworkremotely.com/remote-jobs/close-senior-software-engineer-backend-python-usa-only-100-remote-1', [140_000, 210_000, 'USD', 'year'], [140_000, 210_000]),
  // Senior Ruby on Rails Developer
  noPay('weworkremotely/wwr-2026-06-remote-programming-jobs.xml', 'https://weworkremotely.com/remote-jobs/onthegosystems-senior-ruby-on-rails-developer-2'),
  // DevOps Engineer
  noPay('weworkremotely/wwr-2026-06-remote-programming-jobs.xml', 'https://weworkremotely.com/remote-jobs/createit-s-c-borkowski-bartosz-fredrych-aleksander-devops-engineer'),
  // Product Marketing Manager
  pay('weworkremotely/wwr-2026-06-remote-programming-jobs.xml', 'https://weworkremotely.com/remote-jobs/bazaarvoice-product-marketing-manager', [108347.27, 162520.9, 'USD', 'year'], [108_347, 162_521]),
  // Product Owner - Machine Learning
  pay('weworkremotely/wwr-2026-06-remote-programming-jobs.xml', 'https://weworkremotely.com/remote-jobs/mitek-systems-product-owner-machine-learning', [115_000, 140_000, 'USD', 'year'], [115_000, 140_000]),
  // Blockchain Engineer & Researcher
  noPay('weworkremotely/wwr-2026-06-remote-programming-jobs.xml', 'https://weworkremotely.com/remote-jobs/fairgambling-blockchain-engineer-researcher'),
  // Full Stack Engineer (AI-Forward)
  noPay('weworkremotely/wwr-2026-06-remote-programming-jobs.xml', 'https://weworkremotely.com/remote-jobs/chief-rebel-full-stack-engineer-ai-forward'),
  // Product Manager Growth Focused
  noPay('weworkremotely/wwr-2026-06-remote-programming-jobs.xml', 'https://weworkremotely.com/remote-jobs/oowlish-technology-product-manager-growth-focused'),
  // System Engineer/DevOps - Senior
  noPay('weworkremotely/wwr-2026-06-remote-programming-jobs.xml', 'https://weworkremotely.com/remote-jobs/softswiss-system-engineer-devops-senior'),
  // Staff Product Security Engineer - Customer Platform
  pay('weworkremotely/wwr-2026-06-remote-programming-jobs.xml', 'https://weworkremotely.com/remote-jobs/valon-tech-staff-product-security-engineer-customer-platform', [190_000, 260_000, 'USD', 'year'], [190_000, 260_000]),
  // Senior Product Manager, Salesforce Platform
  noPay('weworkremotely/wwr-2026-06-remote-programming-jobs.xml', 'https://weworkremotely.com/remote-jobs/flosum-senior-product-manager-salesforce-platform'),
  // DevOps Engineer III - Transformation Focus — "$500 to create your ideal home workspace", "$2,500 annual development fund"
  noPay('weworkremotely/wwr-2026-06-remote-programming-jobs.xml', 'https://weworkremotely.com/remote-jobs/sprypoint-devops-engineer-iii-transformation-focus'),
  // Senior/Lead DevOps Engineer
  noPay('weworkremotely/wwr-2026-06-remote-programming-jobs.xml', 'https://weworkremotely.com/remote-jobs/s-pro-senior-lead-devops-engineer'),
  // Senior Product Designer, AI Platform
  noPay('weworkremotely/wwr-2026-06-remote-programming-jobs.xml', 'https://weworkremotely.com/remote-jobs/vanta-senior-product-designer-ai-platform'),
  // Website Admin / Design INTERNSHIP
  noPay('weworkremotely/wwr-2026-06-remote-programming-jobs.xml', 'https://weworkremotely.com/remote-jobs/mind-friend-pro-website-admin-design-internship'),
  // Staff UI/UX Product Designer (USA/EMEA - Remote) — US gross salary; the "total cash budget" includes payroll taxes, the PSUs are equity
  pay('weworkremotely/wwr-2026-06-remote-programming-jobs.xml', 'https://weworkremotely.com/remote-jobs/hospitable-staff-ui-ux-product-designer-usa-emea-remote', [113_220, 159_800, 'USD', 'year'], [113_220, 159_800]),
  // Junior DevOps Engineer (m/w/d)
  noPay('weworkremotely/wwr-2026-06-remote-programming-jobs.xml', 'https://weworkremotely.com/remote-jobs/systabuild-software-group-junior-devops-engineer-m-w-d'),
  // Platform Product Manager
  pay('weworkremotely/wwr-2026-06-remote-programming-jobs.xml', 'https://weworkremotely.com/remote-jobs/cresta-platform-product-manager', [130_000, 190_000, 'USD', 'year'], [130_000, 190_000]),
  // Product Manager
  noPay('weworkremotely/wwr-2026-06-remote-programming-jobs.xml', 'https://weworkremotely.com/remote-jobs/united-tech-product-manager'),
  // Member of Technical Staff - Product Eng
  noPay('weworkremotely/wwr-2026-06-remote-programming-jobs.xml', 'https://weworkremotely.com/remote-jobs/composio-member-of-technical-staff-product-eng'),
  // Senior Full-stack Angular & PHP Developer
  noPay('weworkremotely/wwr-2026-06-remote-programming-jobs.xml', 'https://weworkremotely.com/remote-jobs/lemon-io-senior-full-stack-angular-php-developer'),
  // Software engineer
  pay('weworkremotely/wwr-2026-06-remote-programming-jobs.xml', 'https://weworkremotely.com/remote-jobs/sticker-mule-software-engineer-3', [150_000, 250_000, 'USD', 'year'], [150_000, 250_000]),
  // Staff Software Engineer (Magic Containers) — budgets of €500 and €480
  noPay('weworkremotely/wwr-2026-06-remote-programming-jobs.xml', 'https://weworkremotely.com/remote-jobs/bunny-net-staff-software-engineer-magic-containers'),

  // weworkremotely/wwr-2026-07-remote-jobs-newformat.xml
  // Maths Coach — "£75 per hour for sessions" (£40 for prep work later on)
  pay('weworkremotely/wwr-2026-07-remote-jobs-newformat.xml', 'https://weworkremotely.com/remote-jobs/mathmo-maths-coach', [75, 75, 'GBP', 'hour'], [213_720, 213_720]),
  // Developer Advocate
  noPay('weworkremotely/wwr-2026-07-remote-jobs-newformat.xml', 'https://weworkremotely.com/remote-jobs/qase-developer-advocate'),
  // Entry-Level Crypto Market Specialist
  noPay('weworkremotely/wwr-2026-07-remote-jobs-newformat.xml', 'https://weworkremotely.com/remote-jobs/apex-trade-entry-level-crypto-market-specialist'),
  // Technical Customer Support Specialist
  noPay('weworkremotely/wwr-2026-07-remote-jobs-newformat.xml', 'https://weworkremotely.com/remote-jobs/qase-technical-customer-support-specialist'),

  // remotive/remotive-api-2026-06-10.json
  // High-Ticket Financial Sales Specialist & Team Lead Track — board "$3k - $10k" names no period; the text says commission only
  pay('remotive/remotive-api-2026-06-10.json', '2090949', [3_000, 10_000, 'USD', null], null),
  // Inside Sales Contractor — board "OTE $25k - $35k" = text "25K-35K (US) Annually"
  pay('remotive/remotive-api-2026-06-10.json', '2086540', [25_000, 35_000, 'USD', 'year'], [25_000, 35_000]),
  // Online Data Analyst Canada (French Language)
  noPay('remotive/remotive-api-2026-06-10.json', '2090945'),
  // Online Data Analyst United States Spanish speakers
  noPay('remotive/remotive-api-2026-06-10.json', '2090946'),
  // Online Data Analyst Canada
  noPay('remotive/remotive-api-2026-06-10.json', '2090944'),
  // Freelance Writer — text "approximately ... $50 per hour" contradicts the board's "$50-$75 /hour"
  pay('remotive/remotive-api-2026-06-10.json', '1185979', [50, 50, 'USD', 'hour'], [104_000, 104_000]),
  // Head of Sales — "$9,000 monthly retainer"; the incentives are not pay (board: "$109k - $228k")
  pay('remotive/remotive-api-2026-06-10.json', '2090943', [9_000, 9_000, 'USD', 'month'], [108_000, 108_000]),
  // Copywriter — board "$20k -$35k"; the text gives per-word rates only
  pay('remotive/remotive-api-2026-06-10.json', '1749306', [20_000, 35_000, 'USD', 'year'], [20_000, 35_000]),
  // Staff Software Engineer, Product (Belo Horizonte)
  pay('remotive/remotive-api-2026-06-10.json', '2090910', [80_000, 100_000, 'USD', 'year'], [80_000, 100_000]),
  // Staff Software Engineer, Product (Florianópolis)
  pay('remotive/remotive-api-2026-06-10.json', '2090911', [80_000, 100_000, 'USD', 'year'], [80_000, 100_000]),
  // Staff Software Engineer, Product (Porto Alegre)
  pay('remotive/remotive-api-2026-06-10.json', '2090909', [80_000, 100_000, 'USD', 'year'], [80_000, 100_000]),
  // Staff Software Engineer, Product (São Paulo)
  pay('remotive/remotive-api-2026-06-10.json', '2090912', [80_000, 100_000, 'USD', 'year'], [80_000, 100_000]),
  // Customer Operations & Writing Specialist — board "$12K" only
  pay('remotive/remotive-api-2026-06-10.json', '2090942', [12_000, 12_000, 'USD', 'year'], [12_000, 12_000]),
  // Staff Software Engineer, Product (Campinas)
  pay('remotive/remotive-api-2026-06-10.json', '2090913', [80_000, 100_000, 'USD', 'year'], [80_000, 100_000]),
  // Staff Product Engineer (Florianópolis)
  pay('remotive/remotive-api-2026-06-10.json', '2090899', [80_000, 100_000, 'USD', 'year'], [80_000, 100_000]),
  // Staff Product Engineer (Belo Horizonte)
  pay('remotive/remotive-api-2026-06-10.json', '2090900', [80_000, 100_000, 'USD', 'year'], [80_000, 100_000]),
  // Staff Product Engineer (Porto Alegre)
  pay('remotive/remotive-api-2026-06-10.json', '2090901', [80_000, 100_000, 'USD', 'year'], [80_000, 100_000]),
  // Data Labeling Specialists
  pay('remotive/remotive-api-2026-06-10.json', '2090903', [18, 22, 'USD', 'hour'], [37_440, 45_760]),
  // Staff Product Engineer (Campinas)
  pay('remotive/remotive-api-2026-06-10.json', '2090902', [80_000, 100_000, 'USD', 'year'], [80_000, 100_000]),
  // Staff Product Engineer (São Paulo)
  pay('remotive/remotive-api-2026-06-10.json', '2090890', [80_000, 100_000, 'USD', 'year'], [80_000, 100_000]),
  // Mid/Senior AI Cinematic Video Editor — budgets only: "35 EUR / 40 USD per visit", "monitor budget up to 250 USD"
  noPay('remotive/remotive-api-2026-06-10.json', '2090887'),
  // Senior Independent Software Developer
  pay('remotive/remotive-api-2026-06-10.json', '1919265', [90, 150, 'USD', 'hour'], [187_200, 312_000]),
  // Senior Independent AI Engineer / Architect
  pay('remotive/remotive-api-2026-06-10.json', '1919266', [120, 170, 'USD', 'hour'], [249_600, 353_600]),
  // Senior Full-stack React Developer — "We've already paid out over $11M to our engineers"
  noPay('remotive/remotive-api-2026-06-10.json', '2088711'),
  // Tech Lead Full-Stack Rails Engineer — text "$160,000–$200,000 CAD/USD" contradicts the board's $170k; "CAD/USD" leaves the $ as USD
  pay('remotive/remotive-api-2026-06-10.json', '2069746', [160_000, 200_000, 'USD', 'year'], [160_000, 200_000]),
  // Business Transformation Lead — board "$175k - $225k" only
  pay('remotive/remotive-api-2026-06-10.json', '2090881', [175_000, 225_000, 'USD', 'year'], [175_000, 225_000]),
  // Office Assistant — same pay as the board's "$31,2k- $52k", in the text's own period
  pay('remotive/remotive-api-2026-06-10.json', '1680495', [15, 25, 'USD', 'hour'], [31_200, 52_000]),
  // Director of Revenue Systems and AI Automation (Offshore) — "$5 o $6K USD per month" (the board's $60k–$72k a year)
  pay('remotive/remotive-api-2026-06-10.json', '2090878', [5_000, 6_000, 'USD', 'month'], [60_000, 72_000]),

  // remotive/remotive-api-2026-07-29-bom.json
  // Data Labeling Specialists
  pay('remotive/remotive-api-2026-07-29-bom.json', '2090903', [18, 22, 'USD', 'hour'], [37_440, 45_760]),
  // Mid/Senior AI Cinematic Video Editor — board "$30k - $100k"; the text's amounts are budgets and a referral bonus
  pay('remotive/remotive-api-2026-07-29-bom.json', '2091035', [30_000, 100_000, 'USD', 'year'], [30_000, 100_000]),
  // Business Development Representative
  pay('remotive/remotive-api-2026-07-29-bom.json', '2091075', [45_000, 50_000, 'USD', 'year'], [45_000, 50_000]),
  // Content Reviewer - United States
  pay('remotive/remotive-api-2026-07-29-bom.json', '2091074', [14, 14, 'USD', 'hour'], [29_120, 29_120]),
  // Product Sales Specialist - Pet Health (CST timezone) — "Each sale is between $250 and $2,500"
  noPay('remotive/remotive-api-2026-07-29-bom.json', '2091072'),
  // Patient Care Specialist — text "$17.50/hr" (board "$36k")
  pay('remotive/remotive-api-2026-07-29-bom.json', '2091069', [17.5, 17.5, 'USD', 'hour'], [36_400, 36_400]),
  // Senior Independent Software Developer
  pay('remotive/remotive-api-2026-07-29-bom.json', '1919265', [90, 150, 'USD', 'hour'], [187_200, 312_000]),
  // Senior Independent AI Engineer / Architect
  pay('remotive/remotive-api-2026-07-29-bom.json', '1919266', [120, 170, 'USD', 'hour'], [249_600, 353_600]),
  // Head of Marketing & Communications — text "paid hourly between $75 - $120 p/hr" contradicts the board's $150k-$230k
  pay('remotive/remotive-api-2026-07-29-bom.json', '2091068', [75, 120, 'USD', 'hour'], [156_000, 249_600]),
  // Tech Lead Full-Stack Rails Engineer — text "$160,000–$200,000 CAD/USD" contradicts the board's $170k
  pay('remotive/remotive-api-2026-07-29-bom.json', '2069746', [160_000, 200_000, 'USD', 'year'], [160_000, 200_000]),
  // Senior DevOps Engineer — "paid out over $11M"
  noPay('remotive/remotive-api-2026-07-29-bom.json', '2091067'),
  // Senior Product Engineer (Fullstack) — "paid out more than $5M", "$1M in monthly payouts"
  noPay('remotive/remotive-api-2026-07-29-bom.json', '2091062'),
  // Assistant Account Payable
  noPay('remotive/remotive-api-2026-07-29-bom.json', '2090989'),
  // Remote Office Assistant
  pay('remotive/remotive-api-2026-07-29-bom.json', '1680495', [15, 25, 'USD', 'hour'], [31_200, 52_000]),
  // Staff Software Engineer, Product (Belo Horizonte)
  pay('remotive/remotive-api-2026-07-29-bom.json', '2091056', [80_000, 100_000, 'USD', 'year'], [80_000, 100_000]),
  // Staff Software Engineer, Product (Montevideo)
  pay('remotive/remotive-api-2026-07-29-bom.json', '2091058', [80_000, 100_000, 'USD', 'year'], [80_000, 100_000]),
  // Staff Software Engineer, Product (São Paulo)
  pay('remotive/remotive-api-2026-07-29-bom.json', '2091055', [80_000, 100_000, 'USD', 'year'], [80_000, 100_000]),
  // Staff Software Engineer, Product (Mexico City)
  pay('remotive/remotive-api-2026-07-29-bom.json', '2091050', [80_000, 100_000, 'USD', 'year'], [80_000, 100_000]),
  // Staff Software Engineer, Product (Campinas)
  pay('remotive/remotive-api-2026-07-29-bom.json', '2091049', [80_000, 100_000, 'USD', 'year'], [80_000, 100_000]),
  // Staff Software Engineer, Product (Florianópolis)
  pay('remotive/remotive-api-2026-07-29-bom.json', '2091059', [80_000, 100_000, 'USD', 'year'], [80_000, 100_000]),
  // Staff Product Engineer (Mexico City)
  pay('remotive/remotive-api-2026-07-29-bom.json', '2091057', [80_000, 100_000, 'USD', 'year'], [80_000, 100_000]),
  // Staff Product Engineer (Montevideo)
  pay('remotive/remotive-api-2026-07-29-bom.json', '2091054', [80_000, 100_000, 'USD', 'year'], [80_000, 100_000]),
  // Staff Product Engineer (Campinas)
  pay('remotive/remotive-api-2026-07-29-bom.json', '2091053', [80_000, 100_000, 'USD', 'year'], [80_000, 100_000]),
  // Staff Product Engineer (Belo Horizonte)
  pay('remotive/remotive-api-2026-07-29-bom.json', '2091052', [80_000, 100_000, 'USD', 'year'], [80_000, 100_000]),
  // Staff Product Engineer (Florianópolis)
  pay('remotive/remotive-api-2026-07-29-bom.json', '2091051', [80_000, 100_000, 'USD', 'year'], [80_000, 100_000]),
  // Product Sales Specialist - Pet Health — on-target earnings (commission role)
  pay('remotive/remotive-api-2026-07-29-bom.json', '2091048', [55_000, 100_000, 'USD', 'year'], [55_000, 100_000]),
  // Inside Sales Contractor — board "OTE $25k - $35k" = text "25K-35K (US) Annually"
  pay('remotive/remotive-api-2026-07-29-bom.json', '2086540', [25_000, 35_000, 'USD', 'year'], [25_000, 35_000]),
  // High-Ticket Financial Sales Specialist & Team Lead Track — board "$3k - $10k" names no period
  pay('remotive/remotive-api-2026-07-29-bom.json', '2090949', [3_000, 10_000, 'USD', null], null),
  // Online Data Analyst Canada (French Language) (C)
  noPay('remotive/remotive-api-2026-07-29-bom.json', '2091047'),
  // Tier III Service Desk Engineer
  noPay('remotive/remotive-api-2026-07-29-bom.json', '2091045'),

  // remotive/remotive-api-2026-08-03-trimmed.json
  // Senior Graphic Designer
  noPay('remotive/remotive-api-2026-08-03-trimmed.json', '2091081'),
  // Data Labeling Specialists
  pay('remotive/remotive-api-2026-08-03-trimmed.json', '2090903', [18, 22, 'USD', 'hour'], [37_440, 45_760]),
  // Business Development Representative
  pay('remotive/remotive-api-2026-08-03-trimmed.json', '2091075', [45_000, 50_000, 'USD', 'year'], [45_000, 50_000]),
  // Content Reviewer - United States
  pay('remotive/remotive-api-2026-08-03-trimmed.json', '2091074', [14, 14, 'USD', 'hour'], [29_120, 29_120]),
  // Product Sales Specialist - Pet Health (CST timezone)
  noPay('remotive/remotive-api-2026-08-03-trimmed.json', '2091072'),

  // jobicy/jobicy-api-v2-2026-06-10.json
  // Sales Engineer – UK
  noPay('jobicy/jobicy-api-v2-2026-06-10.json', '145960'),
  // Named Account Manager
  noPay('jobicy/jobicy-api-v2-2026-06-10.json', '145959'),
  // SEO Manager
  noPay('jobicy/jobicy-api-v2-2026-06-10.json', '145958'),
  // Inside Sales Manager (Greece)
  noPay('jobicy/jobicy-api-v2-2026-06-10.json', '145957'),
  // Enterprise Account Executive – CIS (Russian Speaker)
  noPay('jobicy/jobicy-api-v2-2026-06-10.json', '145956'),
  // Senior Commercial Account Executive – CIS (Russian Speaker)
  noPay('jobicy/jobicy-api-v2-2026-06-10.json', '145955'),
  // Credit Risk Manager, Flex Originations — text range; the board has only min 130000
  pay('jobicy/jobicy-api-v2-2026-06-10.json', '145954', [100_000, 130_000, 'GBP', 'year'], [137_000, 178_100]),
  // Credit Risk Manager, Portfolio Management — text range; the board has only min 130000
  pay('jobicy/jobicy-api-v2-2026-06-10.json', '145953', [100_000, 130_000, 'GBP', 'year'], [137_000, 178_100]),

  // jobicy/jobicy-api-v2-2026-07-10-trimmed.json
  // Senior Software Engineer (Contract)
  noPay('jobicy/jobicy-api-v2-2026-07-10-trimmed.json', '145880'),
  // Customer Experience Lab Technician (Netherlands)
  noPay('jobicy/jobicy-api-v2-2026-07-10-trimmed.json', '145878'),
  // Project Director, Qualitative Research
  noPay('jobicy/jobicy-api-v2-2026-07-10-trimmed.json', '145885'),
  // Content Marketing Manager, Organic Growth (SEO & AEO) — board fields only (description trimmed)
  pay('jobicy/jobicy-api-v2-2026-07-10-trimmed.json', '146002', [151_000, null, 'USD', 'year'], [151_000, null]),

  // jobicy/jobicy-api-v2-2026-08-03-jobs-only.json
  // Senior Manager, Change Enablement - Cox Automotive Fleet
  pay('jobicy/jobicy-api-v2-2026-08-03-jobs-only.json', '150172', [122_600, 204_400, 'USD', 'year'], [122_600, 204_400]),
  // VP, Enterprise Change & Transformation Communications
  pay('jobicy/jobicy-api-v2-2026-08-03-jobs-only.json', '150170', [188_900, 359_800, 'USD', 'year'], [188_900, 359_800]),
  // Care Manager
  pay('jobicy/jobicy-api-v2-2026-08-03-jobs-only.json', '150169', [56_200, 101_000, 'USD', 'year'], [56_200, 101_000]),
  // Clinical Review Nurse - Prior Authorization (RN) — text "$27.02 - $48.55 per hour" contradicts the board's 54k-98k
  pay('jobicy/jobicy-api-v2-2026-08-03-jobs-only.json', '150168', [27.02, 48.55, 'USD', 'hour'], [56_202, 100_984]),
  // Workforce Scheduling Analyst II — text "$27.02 - $48.55 per hour" contradicts the board's 54k-98k
  pay('jobicy/jobicy-api-v2-2026-08-03-jobs-only.json', '150167', [27.02, 48.55, 'USD', 'hour'], [56_202, 100_984]),

  // jobicy/jobicy-api-v2-2026-09-25-industry-engineering-trimmed.json
  // OrioleDB Developer (AMER)
  noPay('jobicy/jobicy-api-v2-2026-09-25-industry-engineering-trimmed.json', '154087'),
  // Staff Engineer, Full Stack (Trust, Safety & Risk) — board fields only (description trimmed)
  pay('jobicy/jobicy-api-v2-2026-09-25-industry-engineering-trimmed.json', '154084', [200_000, 250_000, 'USD', 'year'], [200_000, 250_000]),

  // himalayas/himalayas-jobs-aggregated-2026-08-03.json
  // Sr Digital Customer Success Manager
  noPay('himalayas/himalayas-jobs-aggregated-2026-08-03.json', 'https://himalayas.app/companies/twilio/jobs/sr-digital-customer-success-manager'),
  // Utilization Management Nurse Consultant (UM) - Work at home in CST Zone
  pay('himalayas/himalayas-jobs-aggregated-2026-08-03.json', 'https://himalayas.app/companies/lifelancer/jobs/utilization-management-nurse-consultant-um-work-at-home-in-cst-zone', [26.01, 56.14, 'USD', 'hour'], [54_101, 116_771]),
  // HubSpot Implementation Specialist
  noPay('himalayas/himalayas-jobs-aggregated-2026-08-03.json', 'https://himalayas.app/companies/pavago/jobs/hubspot-implementation-specialist-1598470143'),
  // Accountant
  noPay('himalayas/himalayas-jobs-aggregated-2026-08-03.json', 'https://himalayas.app/companies/kamayi/jobs/accountant-6072631176'),
  // Phonetician / Linguist (Spanish-US)
  noPay('himalayas/himalayas-jobs-aggregated-2026-08-03.json', 'https://himalayas.app/companies/omilia/jobs/phonetician-linguist-spanish-us-5033212601'),
  // Account Executive — board range: "$75,000 base salary and up to $130,000 OTE", both ends in the text
  pay('himalayas/himalayas-jobs-aggregated-2026-08-03.json', 'https://himalayas.app/companies/smartasset/jobs/account-executive-3931547506', [75_000, 130_000, 'USD', 'year'], [75_000, 130_000]),
  // DevOps Engineer — text "75,000 CAD to 108,00 CAD" (a typo for 108,000)
  pay('himalayas/himalayas-jobs-aggregated-2026-08-03.json', 'https://himalayas.app/companies/s-p-global/jobs/devops-engineer', [75_000, 108_000, 'CAD', 'year'], [54_975, 79_164]),
  // Implementation Specialist
  pay('himalayas/himalayas-jobs-aggregated-2026-08-03.json', 'https://himalayas.app/companies/karbon/jobs/implementation-specialist-5075542924', [73_000, 82_000, 'USD', 'year'], [73_000, 82_000]),
  // Senior Project Manager (FTC MG Branded) — board fields only; the text states no pay
  pay('himalayas/himalayas-jobs-aggregated-2026-08-03.json', 'https://himalayas.app/companies/avalere-health/jobs/senior-project-manager-ftc-mg-branded', [85, 85, 'USD', 'hour'], [176_800, 176_800]),
  // Senior Auditor Contract Compliance (Retail-Construction)
  pay('himalayas/himalayas-jobs-aggregated-2026-08-03.json', 'https://himalayas.app/companies/cotiviti/jobs/senior-auditor-contract-compliance-retail-construction', [85_000, 100_000, 'USD', 'year'], [85_000, 100_000]),
  // Partnerships Manager
  noPay('himalayas/himalayas-jobs-aggregated-2026-08-03.json', 'https://himalayas.app/companies/todaytix-group/jobs/partnerships-manager'),
  // Director, Business Analytics, Customer Insights & Performance (Remote, United St
  pay('himalayas/himalayas-jobs-aggregated-2026-08-03.json', 'https://himalayas.app/companies/sonova-group/jobs/director-business-analytics-customer-insights-performance-remote-united-st', [155_000, 170_000, 'USD', 'year'], [155_000, 170_000]),
  // Remote Support Technician (LATAM)
  noPay('himalayas/himalayas-jobs-aggregated-2026-08-03.json', 'https://himalayas.app/companies/interprefy/jobs/remote-support-technician-latam'),
  // ^E01 DevOps Engineer IV — board fields only
  pay('himalayas/himalayas-jobs-aggregated-2026-08-03.json', 'https://himalayas.app/companies/talentwerx/jobs/e01-devops-engineer-iv', [123_601, 159_000, 'USD', 'year'], [123_601, 159_000]),
  // Sales Development Representative
  noPay('himalayas/himalayas-jobs-aggregated-2026-08-03.json', 'https://himalayas.app/companies/remofirst/jobs/sales-development-representative'),
  // Sales Executive (Remote in the US) — base salary; not the $700K+ sales target nor the OTE range
  pay('himalayas/himalayas-jobs-aggregated-2026-08-03.json', 'https://himalayas.app/companies/criteria/jobs/sales-executive-remote-in-the-us-2153078777', [75_000, 85_000, 'USD', 'year'], [75_000, 85_000]),
  // Business Development Representative (BDR)
  pay('himalayas/himalayas-jobs-aggregated-2026-08-03.json', 'https://himalayas.app/companies/dynatron-software/jobs/business-development-representative-bdr', [60_000, 60_000, 'USD', 'year'], [60_000, 60_000]),
  // Freelance Data Scraping Engineer (Python) — "up to $37 per hour"
  pay('himalayas/himalayas-jobs-aggregated-2026-08-03.json', 'https://himalayas.app/companies/mindrift/jobs/freelance-data-scraping-engineer-python-3244496480', [37, 37, 'USD', 'hour'], [76_960, 76_960]),
  // Capital Markets Research Analyst — deal sizes and valuations ("$2.5 billion Sale to Bill.com"); "strong and competitive compensation"
  noPay('himalayas/himalayas-jobs-aggregated-2026-08-03.json', 'https://himalayas.app/companies/financial-technology-partners/jobs/capital-markets-research-analyst'),
  // Medical Assistant, Pacific Standard Time, Remote — board fields only
  pay('himalayas/himalayas-jobs-aggregated-2026-08-03.json', 'https://himalayas.app/companies/salvo-health/jobs/medical-assistant-pacific-standard-time-remote', [18, 22, 'USD', 'hour'], [37_440, 45_760]),
  // Cybersecurity Working Student (m/w/d)
  noPay('himalayas/himalayas-jobs-aggregated-2026-08-03.json', 'https://himalayas.app/companies/trusteq-gmbh/jobs/cybersecurity-working-student-m-w-d-6064109791'),
  // Senior Solution Architect
  noPay('himalayas/himalayas-jobs-aggregated-2026-08-03.json', 'https://himalayas.app/companies/genzeon-corporation/jobs/senior-solution-architect-4704350864'),
  // Accounts Receivable Process Analyst
  noPay('himalayas/himalayas-jobs-aggregated-2026-08-03.json', 'https://himalayas.app/companies/brightspring-health-services/jobs/accounts-receivable-process-analyst-7587379854'),
  // Senior Fullstack Engineer (f/m/d) - Berlin I Germany, EMEA I Remote — board fields only
  pay('himalayas/himalayas-jobs-aggregated-2026-08-03.json', 'https://himalayas.app/companies/hygraph/jobs/senior-fullstack-engineer-f-m-d-berlin-i-germany-emea-i-remote', [75_000, 90_000, 'EUR', 'year'], [87_750, 105_300]),
  // Business Process Analyst
  noPay('himalayas/himalayas-jobs-aggregated-2026-08-03.json', 'https://himalayas.app/companies/youngwilliams/jobs/business-process-analyst'),
  // National Sales Trainer, CVRM-Wilmington, DE
  noPay('himalayas/himalayas-jobs-aggregated-2026-08-03.json', 'https://himalayas.app/companies/lifelancer/jobs/national-sales-trainer-cvrm-wilmington-de'),
  // Principal Security Engineer
  pay('himalayas/himalayas-jobs-aggregated-2026-08-03.json', 'https://himalayas.app/companies/mlabs/jobs/principal-security-engineer', [160_000, 240_000, 'USD', 'year'], [160_000, 240_000]),
  // Senior Data Engineer II, AI Native
  pay('himalayas/himalayas-jobs-aggregated-2026-08-03.json', 'https://himalayas.app/companies/life360/jobs/senior-data-engineer-ii-ai-native', [148_000, 216_500, 'USD', 'year'], [148_000, 216_500]),
  // Managing Director, Programs
  noPay('himalayas/himalayas-jobs-aggregated-2026-08-03.json', 'https://himalayas.app/companies/health-systems-insight/jobs/managing-director-programs'),
  // Happiness Engineer – Customer Support & Success
  pay('himalayas/himalayas-jobs-aggregated-2026-08-03.json', 'https://himalayas.app/companies/automattic/jobs/happiness-engineer-customer-support-success', [40_000, 68_000, 'USD', 'year'], [40_000, 68_000]),

  // himalayas/himalayas-jobs-api-2026-06-10.json
  // Regional Director, Sales — base; the TCO range includes incentives
  pay('himalayas/himalayas-jobs-api-2026-06-10.json', 'https://himalayas.app/companies/avantor/jobs/regional-director-sales', [115_800, 196_650, 'USD', 'year'], [115_800, 196_650]),
  // Director, Business Development
  pay('himalayas/himalayas-jobs-api-2026-06-10.json', 'https://himalayas.app/companies/florida-virtual-school/jobs/director-business-development', [89_633, 197_193, 'USD', 'year'], [89_633, 197_193]),
  // Vertriebsingenieur Fluidhandling (all genders) Region Nordwestdeutschland — German: "90 000 Euro - 120 000 Euro Jahreszielgehalt"
  pay('himalayas/himalayas-jobs-api-2026-06-10.json', 'https://himalayas.app/companies/munerio-consulting-gmbh/jobs/vertriebsingenieur-fluidhandling-all-genders-region-nordwestdeutschland', [90_000, 120_000, 'EUR', 'year'], [105_300, 140_400]),
  // Senior Distinguished Technologist – Pre-Sales AI & Data Center Networking — board range spans the per-state ranges the text lists
  pay('himalayas/himalayas-jobs-api-2026-06-10.json', 'https://himalayas.app/companies/hewlett-packard-enterprise/jobs/senior-distinguished-technologist-pre-sales-ai-data-center-networking-8747908589', [257_500, 624_000, 'USD', 'year'], [257_500, 624_000]),
  // Patient Enrollment Specialist — text "$65,000+ On-Target Earnings" contradicts the board's 40k-65k
  pay('himalayas/himalayas-jobs-api-2026-06-10.json', 'https://himalayas.app/companies/rpm-healthcare/jobs/patient-enrollment-specialist', [65_000, null, 'USD', 'year'], [65_000, null]),
  // Amazon Category Specialist/Amazon Category Operator
  pay('himalayas/himalayas-jobs-api-2026-06-10.json', 'https://himalayas.app/companies/sunco-com/jobs/amazon-category-specialist-amazon-category-operator', [10, 25, 'USD', 'hour'], [20_800, 52_000]),
  // Executive Assistant for a Digital Commerce Company in Australia (Home Based Part
  noPay('himalayas/himalayas-jobs-api-2026-06-10.json', 'https://himalayas.app/companies/virtual-coworker/jobs/executive-assistant-for-a-digital-commerce-company-in-australia-home-based-part'),
  // Account Manager (m/w/d)
  noPay('himalayas/himalayas-jobs-api-2026-06-10.json', 'https://himalayas.app/companies/plentyone-gmbh/jobs/account-manager-m-w-d'),

  // arbeitnow/arbeitnow-api-2026-08-03-trimmed.json
  // ML Product Engineer
  noPay('arbeitnow/arbeitnow-api-2026-08-03-trimmed.json', 'ml-product-engineer-heidelberg-60723'),
  // Machine (Meta) Learner
  noPay('arbeitnow/arbeitnow-api-2026-08-03-trimmed.json', 'machine-meta-learner-heidelberg-235959'),
  // Technical Co-Founder/CTO aureas — German: "mit voller Upside in Bezug auf Equity und Gehalt", no amount
  noPay('arbeitnow/arbeitnow-api-2026-08-03-trimmed.json', 'technical-co-founder-cto-aureas-munich-353142'),
  // Senior Product Owner m/w/d — "€50 personal monthly allowance" is a benefit
  noPay('arbeitnow/arbeitnow-api-2026-08-03-trimmed.json', 'senior-product-owner-hamburg-berlin-302643'),
  // Director of Data (m/f/d) — "growth budget of €1,500 or 2% of your base salary"
  noPay('arbeitnow/arbeitnow-api-2026-08-03-trimmed.json', 'director-of-data-berlin-456700'),

  // arbeitnow/arbeitnow-api-2026-08-full-envelope-2jobs.json
  // Software Engineer
  noPay('arbeitnow/arbeitnow-api-2026-08-full-envelope-2jobs.json', 'software-engineer-price-comparison-portal-berlin-233707'),
  // Senior SAP functional in-house Consultant (m/f/d)
  noPay('arbeitnow/arbeitnow-api-2026-08-full-envelope-2jobs.json', 'senior-sap-functional-in-house-consultant-berlin-253624'),

  // workingnomads/workingnomads-exposed-jobs-2026-07-10-trimmed.json
  // AI Content Analyst (No Experience Required)
  noPay('workingnomads/workingnomads-exposed-jobs-2026-07-10-trimmed.json', '1719512'),
  // Data Analyst (No Experience Required)
  noPay('workingnomads/workingnomads-exposed-jobs-2026-07-10-trimmed.json', '1719508'),
  // Email + SMS Marketing Strategist
  noPay('workingnomads/workingnomads-exposed-jobs-2026-07-10-trimmed.json', '1713292'),
  // Data Analyst (No Experience Required)
  noPay('workingnomads/workingnomads-exposed-jobs-2026-07-10-trimmed.json', '1712616'),

  // workingnomads/workingnomads-exposed-jobs-2026-09-25-trimmed.json
  // Beekman Social - Account Manager
  noPay('workingnomads/workingnomads-exposed-jobs-2026-09-25-trimmed.json', '1891955'),
  // Stack .NET Developer / Algorithm Engineer – Backend Focus.
  noPay('workingnomads/workingnomads-exposed-jobs-2026-09-25-trimmed.json', '1889808'),

  // remotejobs-org/remotejobsorg-api-v1-jobs-aggregated-2026-08-08.json
  // Desarrollador/a senior fullstack java
  noPay('remotejobs-org/remotejobsorg-api-v1-jobs-aggregated-2026-08-08.json', 'ee43cb0f-1fbd-468b-8c13-98c772426ec6'),
  // SDE II - Frontend
  noPay('remotejobs-org/remotejobsorg-api-v1-jobs-aggregated-2026-08-08.json', '057ab2fd-c0ef-4447-92c2-f85d416e9d2d'),
  // Sr. Staff Engineer
  noPay('remotejobs-org/remotejobsorg-api-v1-jobs-aggregated-2026-08-08.json', '3d1592c1-1b81-4438-a258-4af36a364c6e'),
  // Staff Engineer,QlikView
  noPay('remotejobs-org/remotejobsorg-api-v1-jobs-aggregated-2026-08-08.json', '590a5fb1-5689-4bf8-afa7-f98eadcf0528'),
  // Adobe CMS Developer
  pay('remotejobs-org/remotejobsorg-api-v1-jobs-aggregated-2026-08-08.json', 'ee84d375-56f4-4cb3-bf03-a83096c9ce0a', [100_000, 150_000, 'USD', 'year'], [100_000, 150_000]),
  // Backend Engineer (Golang/Python)
  noPay('remotejobs-org/remotejobsorg-api-v1-jobs-aggregated-2026-08-08.json', '2fea8c65-8d15-44ff-90db-289f94dbb104'),
  // Senior Manager, Engineering (Nova)
  pay('remotejobs-org/remotejobsorg-api-v1-jobs-aggregated-2026-08-08.json', 'b66eecc0-a9d6-4d72-bf05-0d5c297e33c1', [189_500, 290_000, 'USD', 'year'], [189_500, 290_000]),
  // Software Engineer II
  pay('remotejobs-org/remotejobsorg-api-v1-jobs-aggregated-2026-08-08.json', 'cadcf59e-3ded-436d-800e-b859b2e3d4d8', [96_300, 154_400, 'USD', 'year'], [96_300, 154_400]),
  // Workday Solutions Developer
  pay('remotejobs-org/remotejobsorg-api-v1-jobs-aggregated-2026-08-08.json', 'a6dfb74f-61a5-4131-a791-a760fbd57244', [100_000, 150_000, 'USD', 'year'], [100_000, 150_000]),
  // Engineering Manager, AI — text only: "CAD $146,250 - CAD $195,000"
  pay('remotejobs-org/remotejobsorg-api-v1-jobs-aggregated-2026-08-08.json', 'c0aa6908-f0eb-4903-a1c5-1ba52d06934b', [146_250, 195_000, 'CAD', 'year'], [107_201, 142_935]),
  // Director, Fraud — text only
  pay('remotejobs-org/remotejobsorg-api-v1-jobs-aggregated-2026-08-08.json', 'c41f42c5-0c1b-4f20-a2e8-b1bf5df96118', [162_500, 250_000, 'USD', 'year'], [162_500, 250_000]),
  // Engineering Manager, AI — text only
  pay('remotejobs-org/remotejobsorg-api-v1-jobs-aggregated-2026-08-08.json', 'cd7f8f98-04ab-4894-818b-3d369f9c6ed7', [187_500, 234_500, 'USD', 'year'], [187_500, 234_500]),
  // Sr. Lead AI Engineer - 11509
  noPay('remotejobs-org/remotejobsorg-api-v1-jobs-aggregated-2026-08-08.json', '5e353fa5-d1d4-4523-a6aa-5fe2166b2bbf'),
  // Software Engineer - Public Sector
  noPay('remotejobs-org/remotejobsorg-api-v1-jobs-aggregated-2026-08-08.json', 'e2350d26-683a-409c-b8fd-773c6de14514'),
  // Solution Architect
  noPay('remotejobs-org/remotejobsorg-api-v1-jobs-aggregated-2026-08-08.json', 'ea7a081b-30d3-4cff-8d59-5c97e1725c24'),
  // Senior Software Engineer - Market Data — "One-time USD $500" home office, "USD $150 per month" stipend, "$400 million in funding"
  noPay('remotejobs-org/remotejobsorg-api-v1-jobs-aggregated-2026-08-08.json', '0f348ff0-06f3-4211-8c4a-3f34d7373adb'),
  // Salesforce Developer
  noPay('remotejobs-org/remotejobsorg-api-v1-jobs-aggregated-2026-08-08.json', 'aa35af0a-3c66-4105-9dde-ce743c8630e9'),
  // Senior Python Software Engineer
  noPay('remotejobs-org/remotejobsorg-api-v1-jobs-aggregated-2026-08-08.json', '88af4943-01e0-4e71-a4ca-4c472bb0f31f'),
  // Senior SAP Integration Developer (EIP)
  noPay('remotejobs-org/remotejobsorg-api-v1-jobs-aggregated-2026-08-08.json', '485e9e11-6c8a-4c63-8f5e-8918090f86f4'),
  // Senior Software Developer — board range = "Europe, outside of Croatia ... (Gross 2, annual)", one of the text's ranges
  pay('remotejobs-org/remotejobsorg-api-v1-jobs-aggregated-2026-08-08.json', '7bbc5c04-a78d-4076-8f1c-66ab2361e1e5', [52_800, 72_200, 'EUR', 'year'], [61_776, 84_474]),
  // Senior Software Engineer, Backend (Card)
  pay('remotejobs-org/remotejobsorg-api-v1-jobs-aggregated-2026-08-08.json', '1c432921-87b1-4796-83ec-7dc1b7b43a0a', [86_000, 122_000, 'EUR', 'year'], [100_620, 142_740]),
  // Fullstack Developer — "gross per month"
  pay('remotejobs-org/remotejobsorg-api-v1-jobs-aggregated-2026-08-08.json', 'fd116121-2811-458c-894c-d47384f8c862', [3_800, 5_100, 'USD', 'month'], [45_600, 61_200]),
  // Senior Backend Engineer, Platform Readiness
  noPay('remotejobs-org/remotejobsorg-api-v1-jobs-aggregated-2026-08-08.json', 'a9528899-741d-4246-836c-2f217595dc7c'),
  // Forensic Electrical Engineer, P.E.
  pay('remotejobs-org/remotejobsorg-api-v1-jobs-aggregated-2026-08-08.json', '734d84c6-21f4-4a0c-bb31-edbc37cedef9', [130_000, 140_000, 'USD', 'year'], [130_000, 140_000]),
  // iOS Developer
  noPay('remotejobs-org/remotejobsorg-api-v1-jobs-aggregated-2026-08-08.json', '4af197bf-8506-4942-b28c-45bf7753aee2'),
  // Intermediate Java Software Developer
  noPay('remotejobs-org/remotejobsorg-api-v1-jobs-aggregated-2026-08-08.json', '70c6545a-52bb-46e5-8b8e-a3c794ddb2fc'),
  // Junior Full-Stack Developer — text only: "Monthly salary ranges from AUD 420–600"
  pay('remotejobs-org/remotejobsorg-api-v1-jobs-aggregated-2026-08-08.json', '223c867b-1121-46ec-bfbd-5449c6b11e65', [420, 600, 'AUD', 'month'], [3_306, 4_723]),
  // Frontend Developer - Intern
  noPay('remotejobs-org/remotejobsorg-api-v1-jobs-aggregated-2026-08-08.json', '12c72634-f453-4a4c-b08d-230721892c27'),
  // Web Developer
  noPay('remotejobs-org/remotejobsorg-api-v1-jobs-aggregated-2026-08-08.json', '81e73bdc-2813-415b-822a-645b4e38f6da'),
  // Senior Developer, Backend - Developer Infrastructure
  pay('remotejobs-org/remotejobsorg-api-v1-jobs-aggregated-2026-08-08.json', 'e77c1ee6-f131-4d98-b8ca-3678ef10ecb5', [125_000, 165_000, 'CAD', 'year'], [91_625, 120_945]),
];
