import { JOB_VALIDITY_DAYS, normalizeCompanyName, normalizeTags } from '../jobs/job-rules';
import { EXCHANGE_RATE_SNAPSHOT } from '../pay/exchange-rate-snapshot';
import {
  COMPANY_FACTS,
  CONTACT_MAILBOXES,
  FUNDING,
  HEADQUARTERS,
  INDUSTRIES,
  LEGAL_SUFFIXES,
  NAME_PREFIXES,
  NAME_ROOTS,
  STATEMENTS,
  SURNAMES,
  TLDS,
  type Industry,
  type IndustryProfile,
} from './company-vocabulary';
import {
  BENEFIT_HEADINGS,
  BENEFITS,
  CATEGORIES,
  CLOSINGS,
  DUTY_HEADINGS,
  GENERAL_REQUIREMENTS,
  INTROS,
  LOCATION_TEXTS,
  NICE_HEADINGS,
  NICE_TO_HAVES,
  REGION_CURRENCIES,
  REGION_PHRASES,
  REQUIREMENT_HEADINGS,
  RESTRICTED_REGION_WEIGHTS,
  SENIORITY_LADDERS,
  SENIORITY_SALARY_FACTOR,
  SENIORITY_YEARS,
  TAG_DISPLAY,
  WORLDWIDE_MARKERS,
  type CategoryProfile,
  type RegionalRestriction,
} from './job-vocabulary';
import { cumulativeWeights, mixSeed, Random } from './random';

/**
 * A fictional but realistic job catalogue, derived from a seed alone: the same
 * options always give byte-identical records. Job i is computed from its own
 * random stream, so jobs can be produced one batch at a time (100k postings
 * never sit in memory together) and the first N jobs do not depend on how many
 * are asked for.
 */

export const DEFAULT_SEED = 1;
export const JOBS_PER_COMPANY = 5;
export const POSTING_WINDOW_DAYS = 45;
export const DESCRIPTION_MAX_CHARS = 2500;

/** Share of postings per board, in job_boards id order (RemoteOK first); boards beyond these get the last weight. */
const BOARD_WEIGHTS = [20, 16, 14, 11, 12, 9, 9, 9];
const WORLDWIDE_SHARE = 0.15;
const SALARY_SHARE = 0.4;
const FULL_TIME_SHARE = 0.82;
const PIN_DAYS = { min: 7, max: 30 };
/** Pinned postings are recent, so that they are still live. */
const PINNED_MAX_AGE_DAYS = 6;
const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

enum Stream {
  Company = 1,
  Job = 2,
  Pins = 3,
  /** Location text and pay terms: a stream of their own, so every other field stays as it was. */
  Facts = 4,
}

/** Contractors quote by the hour this often; the rest of the pay is yearly. */
const HOURLY_CONTRACT_SHARE = 0.5;
const WORK_HOURS_A_YEAR = 2080;
/** The generator's seniority words in the catalogue's vocabulary (job-kind/seniority.ts). */
const SENIORITY_SLUGS: Record<string, string | null> = { Junior: 'junior', '': null, Senior: 'senior', Staff: 'lead', Principal: 'principal', Lead: 'lead' };

export interface GeneratedCompany {
  name: string;
  normalizedName: string;
  domain: string;
  industry: Industry;
  description: string;
  url: string;
  careersPage: string;
  hq: string;
  email: string;
  statement: string;
}

export interface GeneratedJob {
  /** Unique across the catalogue, hence per board. */
  externalId: string;
  /** Index into the boards in job_boards id order. */
  boardIndex: number;
  companyIndex: number;
  companyName: string;
  title: string;
  categorySlug: string;
  tags: string[];
  /** Clean HTML: <p>, <ul><li> and <strong> only. */
  description: string;
  applyUrl: string;
  datePosted: Date;
  validThrough: Date;
  highlight: boolean;
  pinTill: Date | null;
  jobType: 'Full-Time' | 'Contract';
  regionalRestriction: RegionalRestriction;
  /** The location text a board would show for that restriction. */
  location: string;
  salary: GeneratedPay | null;
  seniority: string | null;
}

export interface GeneratedPay {
  min: number;
  max: number;
  currency: string;
  period: 'hour' | 'year';
}

export interface CatalogueOptions {
  jobs: number;
  /** Defaults to one company per JOBS_PER_COMPANY jobs. */
  companies?: number;
  seed?: number;
  /** "Today": postings are spread over the POSTING_WINDOW_DAYS before it. */
  now: Date;
  /** How many job boards postings are spread over. */
  boards?: number;
}

export function defaultCompanyCount(jobs: number): number {
  return Math.max(1, Math.ceil(jobs / JOBS_PER_COMPANY));
}

interface CompanyTraits {
  profile: IndustryProfile;
  product: string;
  mission: string;
}

interface WeightedSet<T> {
  items: readonly T[];
  cumulative: readonly number[];
}

function weightedSet<T>(pairs: readonly (readonly [T, number])[]): WeightedSet<T> {
  return { items: pairs.map(([item]) => item), cumulative: cumulativeWeights(pairs.map(([, w]) => w)) };
}

const INDUSTRY_SET = weightedSet(INDUSTRIES.map((p) => [p, p.weight] as const));
const SENIORITY_SETS = Object.fromEntries(
  Object.entries(SENIORITY_LADDERS).map(([ladder, pairs]) => [ladder, weightedSet(pairs)]),
) as Record<CategoryProfile['ladder'], WeightedSet<string>>;
const MARKER_SET = weightedSet(WORLDWIDE_MARKERS);
const REGION_SET = weightedSet(RESTRICTED_REGION_WEIGHTS);
// Crypto, health care and teaching are posted only by companies in their industry.
const CATEGORY_SETS = new Map<Industry, WeightedSet<CategoryProfile>>(
  INDUSTRIES.map(({ industry }) => [
    industry,
    weightedSet(CATEGORIES.filter((c) => !c.industries || c.industries.includes(industry)).map((c) => [c, c.weight] as const)),
  ]),
);

export class CatalogueGenerator {
  readonly seed: number;
  readonly jobCount: number;
  readonly boardCount: number;
  readonly companies: readonly GeneratedCompany[];
  private readonly traits: CompanyTraits[] = [];
  private readonly now: number;
  private readonly pinOffset: number;
  private readonly boardWeights: readonly number[];

  constructor(options: CatalogueOptions) {
    this.seed = options.seed ?? DEFAULT_SEED;
    this.jobCount = options.jobs;
    this.boardCount = options.boards ?? BOARD_WEIGHTS.length;
    this.now = options.now.getTime();
    const companyCount = options.companies ?? defaultCompanyCount(options.jobs);
    requireInteger('jobs', this.jobCount, 0);
    requireInteger('companies', companyCount, 1);
    requireInteger('seed', this.seed, 0, 0xffffffff);
    requireInteger('boards', this.boardCount, 1);
    if (!Number.isFinite(this.now)) throw new RangeError('now must be a valid date');

    // Exactly one posting in a hundred is pinned; the seed decides which.
    this.pinOffset = mixSeed(this.seed, Stream.Pins) % 100;
    this.boardWeights = cumulativeWeights(
      Array.from({ length: this.boardCount }, (_, i) => BOARD_WEIGHTS[Math.min(i, BOARD_WEIGHTS.length - 1)]),
    );
    this.companies = this.generateCompanies(companyCount);
  }

  *jobs(from = 0, to = this.jobCount): Generator<GeneratedJob> {
    for (let i = from; i < Math.min(to, this.jobCount); i++) yield this.job(i);
  }

  job(index: number): GeneratedJob {
    requireInteger('job index', index, 0, this.jobCount - 1);
    const rng = new Random(mixSeed(this.seed, Stream.Job, index));
    const companyCount = this.companies.length;
    // Every company gets a posting first; the rest go mostly to a few prolific employers.
    const companyIndex = index < companyCount ? index : Math.floor(companyCount * rng.float() ** 1.8);
    const company = this.companies[companyIndex];
    const traits = this.traits[companyIndex];
    const category = pickWeighted(rng, CATEGORY_SETS.get(traits.profile.industry)!);

    const role = rng.pick(category.roles);
    const seniority = fitSeniority(pickWeighted(rng, SENIORITY_SETS[category.ladder]), role);
    const [specialty, specialtyTags] = rng.pick(category.specialties);
    const team = rng.pick(category.teams);
    const title = composeTitle(rng, seniority, role, specialty, team, category);

    const worldwide = rng.chance(WORLDWIDE_SHARE);
    const tagCount = rng.int(3, 7);
    const plainTagCount = worldwide ? tagCount - 1 : tagCount;
    const broad = rng.chance(0.7) ? [rng.pick(category.broadTags)] : [];
    const tags = normalizeTags([...specialtyTags, ...broad, ...rng.sample(category.skills, plainTagCount)]).slice(0, plainTagCount);
    if (worldwide) tags.push(pickWeighted(rng, MARKER_SET));
    const regionalRestriction: RegionalRestriction = worldwide ? 'Worldwide' : pickWeighted(rng, REGION_SET);

    const pinned = index % 100 === this.pinOffset;
    const maxAgeMinutes = (pinned ? PINNED_MAX_AGE_DAYS : POSTING_WINDOW_DAYS) * 24 * 60 - 1;
    const posted = Math.floor((this.now - rng.int(0, maxAgeMinutes) * MINUTE_MS) / MINUTE_MS) * MINUTE_MS;
    const pinTill = pinned ? new Date(posted + rng.int(PIN_DAYS.min, PIN_DAYS.max) * DAY_MS) : null;

    const jobType = rng.chance(FULL_TIME_SHARE) ? 'Full-Time' : 'Contract';
    let salary: GeneratedJob['salary'] = null;
    if (rng.chance(SALARY_SHARE)) {
      const min = roundTo(category.baseSalary * SENIORITY_SALARY_FACTOR[seniority] * (0.85 + 0.2 * rng.float()), 1000);
      salary = { min, max: roundTo(min * (1.15 + 0.3 * rng.float()), 1000), currency: 'USD', period: 'year' };
    }
    const facts = new Random(mixSeed(this.seed, Stream.Facts, index));
    const location = pickWeighted(facts, LOCATION_SETS.get(regionalRestriction)!);
    if (salary) salary = localPay(facts, salary, regionalRestriction, jobType);

    const externalId = `seed${this.seed}-${String(index + 1).padStart(7, '0')}`;
    const description = composeDescription(rng, {
      company,
      traits,
      category,
      title,
      team,
      tags,
      years: SENIORITY_YEARS[seniority],
      regionalRestriction,
      salary,
      reference: externalId,
    });

    return {
      externalId,
      boardIndex: rng.weightedIndex(this.boardWeights),
      companyIndex,
      companyName: company.name,
      title,
      categorySlug: category.slug,
      tags,
      description,
      applyUrl: `https://careers.${company.domain}/jobs/${slugify(title)}-${rng.int(100_000, 999_999)}`,
      datePosted: new Date(posted),
      validThrough: new Date(posted + JOB_VALIDITY_DAYS * DAY_MS),
      highlight: pinned,
      pinTill,
      jobType,
      regionalRestriction,
      location,
      salary,
      seniority: SENIORITY_SLUGS[seniority] ?? null,
    };
  }

  private generateCompanies(count: number): GeneratedCompany[] {
    const names = new Set<string>();
    const domains = new Set<string>();
    const companies: GeneratedCompany[] = [];
    for (let i = 0; i < count; i++) {
      const rng = new Random(mixSeed(this.seed, Stream.Company, i));
      const profile = pickWeighted(rng, INDUSTRY_SET);
      const name = uniqueCompanyName(rng, profile, names, i);
      const normalizedName = normalizeCompanyName(name);
      names.add(normalizedName);
      const domain = uniqueDomain(rng, normalizedName, domains);
      domains.add(domain);

      const product = rng.pick(profile.products);
      const mission = rng.pick(profile.missions);
      const facts = rng.sample(COMPANY_FACTS, rng.int(1, 2)).map((fact) =>
        fill(fact, {
          year: String(rng.int(2008, 2023)),
          size: String(rng.pick([12, 25, 40, 60, 85, 120, 180, 250, 400, 700])),
          countries: String(rng.int(4, 45)),
          timezones: String(rng.int(3, 12)),
          funding: rng.pick(FUNDING),
        }),
      );
      this.traits.push({ profile, product, mission });
      companies.push({
        name,
        normalizedName,
        domain,
        industry: profile.industry,
        description: [`${name} ${product}.`, ...facts].join(' '),
        url: `https://${domain}`,
        careersPage: `https://careers.${domain}`,
        hq: rng.pick(HEADQUARTERS),
        email: `${rng.pick(CONTACT_MAILBOXES)}@${domain}`,
        statement: fill(rng.pick(STATEMENTS), { mission }),
      });
    }
    return companies;
  }
}

/** The whole catalogue in memory: for tests and small sets (seeding streams jobs instead). */
export function generateCatalogue(options: CatalogueOptions): { companies: GeneratedCompany[]; jobs: GeneratedJob[] } {
  const generator = new CatalogueGenerator(options);
  return { companies: [...generator.companies], jobs: [...generator.jobs()] };
}

function uniqueCompanyName(rng: Random, profile: IndustryProfile, taken: Set<string>, index: number): string {
  for (let attempt = 0; attempt < 50; attempt++) {
    const prefix = rng.pick(NAME_PREFIXES);
    const root = rng.pick(NAME_ROOTS);
    const form = rng.float();
    let name: string;
    if (form < 0.45) name = `${prefix}${root}`;
    else if (form < 0.7) name = `${prefix} ${capitalize(root)}`;
    else if (form < 0.8) name = rng.sample(SURNAMES, 2).join(' & ');
    else name = `${prefix}${root} ${rng.pick(profile.nameSuffixes)}`;
    if (rng.chance(0.15)) name += rng.pick(LEGAL_SUFFIXES);
    if (!taken.has(normalizeCompanyName(name))) return name;
  }
  // Unreachable in practice; digits appear in no generated name, so this one is free.
  return `${rng.pick(NAME_PREFIXES)}${rng.pick(NAME_ROOTS)} ${index + 1}`;
}

function uniqueDomain(rng: Random, normalizedName: string, taken: Set<string>): string {
  const base = normalizedName.replace(/\band\b/g, ' ').replace(/\s+/g, '');
  const candidates = [rng.pick(TLDS), ...new Set(TLDS)].map((tld) => `${base}.${tld}`);
  candidates.push(`get${base}.com`, `${base}hq.com`);
  return candidates.find((d) => !taken.has(d)) ?? `${base}${taken.size}.com`;
}

const LOCATION_SETS = new Map(Object.entries(LOCATION_TEXTS).map(([restriction, texts]) => [restriction, weightedSet(texts)]));
const CURRENCY_SETS = new Map(Object.entries(REGION_CURRENCIES).map(([restriction, currencies]) => [restriction, weightedSet(currencies!)]));

/** A yearly USD range as the region's employers would quote it: their currency, or by the hour for a contract. */
function localPay(rng: Random, usd: GeneratedPay, restriction: RegionalRestriction, jobType: string): GeneratedPay {
  const currencies = CURRENCY_SETS.get(restriction);
  const currency = currencies ? pickWeighted(rng, currencies) : 'USD';
  if (jobType === 'Contract' && currency === 'USD' && rng.chance(HOURLY_CONTRACT_SHARE)) {
    return { min: Math.round(usd.min / WORK_HOURS_A_YEAR), max: Math.round(usd.max / WORK_HOURS_A_YEAR), currency, period: 'hour' };
  }
  // The rates the app converts pay back by, so a job's annual USD lands near the USD it was made from.
  const rate = EXCHANGE_RATE_SNAPSHOT.usdPer[currency];
  const step = currency === 'INR' ? 100_000 : 1000;
  const min = roundTo(usd.min / rate, step);
  return { min, max: Math.max(roundTo(usd.max / rate, step), min + step), currency, period: 'year' };
}

const CURRENCY_SIGNS: Record<string, string> = { USD: '$', EUR: '€', GBP: '£', CAD: 'CA$', INR: '₹' };

/** The pay as postings put it, in words the pay reader understands ("$45 to $60 USD per hour"). */
function paySentence(pay: GeneratedPay): string {
  const sign = CURRENCY_SIGNS[pay.currency] ?? '';
  const per = pay.period === 'hour' ? 'per hour' : 'per year';
  return `The salary range for this role is ${sign}${thousands(pay.min)} to ${sign}${thousands(pay.max)} ${pay.currency} ${per}, depending on experience.`;
}

/** "Junior Controller" and "Lead Support Lead" read badly, so some roles drop the seniority. */
function fitSeniority(seniority: string, role: string): string {
  if (seniority === 'Junior' && /Manager|Controller|Counsel|Practitioner|Strategist/.test(role)) return '';
  if (seniority === 'Lead' && /Lead/.test(role)) return '';
  return seniority;
}

function composeTitle(rng: Random, seniority: string, role: string, specialty: string, team: string, category: CategoryProfile): string {
  const lead = seniority ? `${seniority} ` : '';
  const plain = `${lead}${role}`;
  // "Video Editor (Video)" and "Mobile Engineer - Mobile" say the same thing twice.
  const repeats = (words: string) => words.split(' ').some((w) => role.includes(w));
  const form = rng.float();
  if (form < 0.45) return plain;
  if (form < 0.8) {
    if (category.stackRoles && rng.chance(0.5)) return `${lead}${specialty} ${rng.pick(category.stackRoles)}`;
    return repeats(specialty) ? plain : `${plain} (${specialty})`;
  }
  if (repeats(team)) return plain;
  return form < 0.9 ? `${plain}, ${team}` : `${plain} - ${team}`;
}

interface DescriptionInput {
  company: GeneratedCompany;
  traits: CompanyTraits;
  category: CategoryProfile;
  title: string;
  team: string;
  tags: readonly string[];
  years: number;
  regionalRestriction: RegionalRestriction;
  salary: GeneratedJob['salary'];
  reference: string;
}

function composeDescription(rng: Random, input: DescriptionInput): string {
  const { category, traits } = input;
  // Sentences name concrete skills only, not broad tags like "non tech" or "worldwide".
  const skills = input.tags.filter((t) => category.skills.includes(t));
  for (const extra of rng.sample(category.skills, 3)) if (skills.length < 2 && !skills.includes(extra)) skills.push(extra);
  const values = {
    company: input.company.name,
    title: input.title,
    team: input.team,
    product: traits.product,
    mission: traits.mission,
    industry: traits.profile.label,
    tech: displayTag(skills[0]),
    tech2: displayTag(skills[1]),
    years: String(input.years),
    region: REGION_PHRASES[input.regionalRestriction],
  };
  const sentences = (templates: readonly string[]) => templates.map((t) => fill(t, values));

  // Kept modest on purpose: the jobs table's generated full-text column costs time per character when seeding.
  const lists = [
    { heading: rng.pick(DUTY_HEADINGS), items: sentences(rng.sample(category.duties, rng.int(3, 5))) },
    {
      heading: rng.pick(REQUIREMENT_HEADINGS),
      items: sentences([...rng.sample(category.requirements, rng.int(2, 3)), ...rng.sample(GENERAL_REQUIREMENTS, rng.int(0, 1))]),
    },
    ...(rng.chance(0.35) ? [{ heading: rng.pick(NICE_HEADINGS), items: sentences(rng.sample(NICE_TO_HAVES, rng.int(1, 2))) }] : []),
    { heading: rng.pick(BENEFIT_HEADINGS), items: rng.sample(BENEFITS, rng.int(2, 4)) },
  ];

  const closing = [fill(rng.pick(CLOSINGS), values)];
  if (input.salary) closing.push(paySentence(input.salary));
  // The reference keeps every description distinct, as real postings' requisition ids do.
  closing.push(`Please mention reference ${input.reference} when you apply.`);

  const intro = fill(rng.pick(INTROS), values);
  const render = () =>
    [
      `<p>${escapeHtml(intro)}</p>`,
      ...lists.map(
        (l) => `<p><strong>${escapeHtml(l.heading)}</strong></p><ul>${l.items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>`,
      ),
      `<p>${escapeHtml(closing.join(' '))}</p>`,
    ].join('\n');

  let html = render();
  while (html.length > DESCRIPTION_MAX_CHARS) {
    const longest = lists.reduce((a, b) => (b.items.length > a.items.length ? b : a));
    if (longest.items.length <= 2) break;
    longest.items.pop();
    html = render();
  }
  return html;
}

function pickWeighted<T>(rng: Random, set: WeightedSet<T>): T {
  return rng.weighted(set.items, set.cumulative);
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

function displayTag(tag: string): string {
  return TAG_DISPLAY[tag] ?? tag;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
}

function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function thousands(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

function roundTo(n: number, step: number): number {
  return Math.round(n / step) * step;
}

function requireInteger(name: string, value: number, min: number, max = Number.MAX_SAFE_INTEGER): void {
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new RangeError(`${name} must be a whole number from ${min}${max < Number.MAX_SAFE_INTEGER ? ` to ${max}` : ''}, got ${value}`);
  }
}
