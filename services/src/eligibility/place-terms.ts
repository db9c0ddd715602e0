import type { DataSource } from 'typeorm';
import { decideEligibility, type Seeker } from './eligibility';
import { type StoredRule, storedRule } from '../jobs/job-facts';

/**
 * Which place terms of the list engine ('e:…' in job_search.terms, one per distinct eligibility
 * rule; migration 1765400000000-job-search-facts) a seeker may take. The rules come from
 * `job_places` and are decided here, by decideEligibility, the one rule the badge and the digests
 * use: the engine never reimplements eligibility in SQL.
 *
 * `open` keeps the jobs whose rule says nothing (unknown stays listed, as the issue asks);
 * `confirmed` keeps only the ones that say this seeker may apply.
 */
export type PlaceFilter = 'open' | 'confirmed';

interface Place {
  term: string;
  rule: StoredRule;
}

/**
 * job_places as last read, per database: rows are only ever added (a rule no live job has any
 * more matches nothing), so a reader asks for the rows past the highest it holds, usually none.
 * A table that shrank (a test emptied it) is read again whole.
 */
interface Known {
  places: Place[];
  lastN: number;
  /** Decisions already made on these places, by seeker and filter. */
  decided: Map<string, string[]>;
}

const KNOWN = new WeakMap<DataSource, Known>();

/** Every seeker country × offset × filter is at most a few thousand keys; kept below this anyway. */
const MAX_DECIDED = 5_000;

/** How many places job_places holds and its highest row (the table only grows; see Known). */
export interface PlacesVersion {
  count: number;
  maxN: number;
}

/** The statement that reads a PlacesVersion, for callers that fold it into a round trip of their own. */
export const PLACES_VERSION_SQL = `SELECT json_build_object('count', count(*), 'maxN', coalesce(max(n), 0)) FROM job_places`;

async function knownPlaces(db: DataSource, version?: PlacesVersion): Promise<Known> {
  const { count, maxN: max_n } = version ?? (await db.query(`SELECT (${PLACES_VERSION_SQL}) AS v`))[0].v;
  const kept = KNOWN.get(db);
  if (kept && kept.places.length === count && kept.lastN === Number(max_n)) return kept;
  // New rows only, when what is kept is still the table's start; else all of it again.
  const grown = kept && kept.places.length < count && kept.lastN < Number(max_n) ? await readPlaces(db, kept) : undefined;
  const known = grown && grown.places.length === count ? grown : await readPlaces(db, { places: [], lastN: 0, decided: new Map() });
  KNOWN.set(db, known);
  return known;
}

async function readPlaces(db: DataSource, known: Known): Promise<Known> {
  const rows: (StoredRule & { term: string; n: string })[] = await db.query(
    `SELECT term, n::text, anywhere AS eligible_anywhere, countries AS eligible_countries, utc_min, utc_max FROM job_places WHERE n > $1 ORDER BY job_places.n`,
    [known.lastN],
  );
  const places = [...known.places, ...rows.map((row) => ({ term: row.term, rule: row }))];
  return { places, lastN: rows.length ? Number(rows[rows.length - 1].n) : known.lastN, decided: new Map() };
}

/**
 * The place terms of every rule this seeker may take (`confirmed`), or may not be refused (`open`).
 * `version`: job_places' PlacesVersion when the caller read it already.
 */
export async function placeTermsFor(db: DataSource, seeker: Seeker, filter: PlaceFilter, version?: PlacesVersion): Promise<string[]> {
  const known = await knownPlaces(db, version);
  const key = `${seeker.country.toUpperCase()}|${seeker.utcOffset ?? ''}|${filter}`;
  const cached = known.decided.get(key);
  if (cached) return cached;
  // A place two writers added at once is there twice (migration 1765400000000): each term once.
  const terms = [
    ...new Set(
      known.places
        .filter(({ rule }) => {
          const decision = decideEligibility(storedRule(rule), seeker);
          return filter === 'confirmed' ? decision === 'may-apply' : decision !== 'may-not';
        })
        .map((p) => p.term),
    ),
  ];
  if (known.decided.size >= MAX_DECIDED) known.decided.clear();
  known.decided.set(key, terms);
  return terms;
}
