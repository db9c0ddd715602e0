import { boardNameKey, boardNameKeySql } from '../../job-boards/board-names';
import type { DataSource } from 'typeorm';
import { isDomainError } from '../../common/domain-error';
import { PLACES_VERSION_SQL, type PlacesVersion } from '../../eligibility/place-terms';
import type { JobCriteria } from '../../jobs/job-criteria';
import { type JobFilter, jobFilterSchema } from '../../jobs/job-filter.schema';
import { criteriaFromContext } from '../../jobs/jobs.service';

interface Owner {
  country: string | null;
  timezone: string | null;
  hidden: string[];
}

/** Distinct filters kept parsed; beyond this the run starts afresh, to bound its memory (100,000 searches held 68,600). */
const MAX_PARSED = 20_000;

/**
 * The criteria of many saved searches at once, as the job list would resolve each one
 * (resolveJobFilter): the names, rates and places a run needs are read once, its owners a chunk
 * at a time, in a few statements instead of one round trip per search; then each filter goes
 * through the list's own criteriaFromContext. A filter that no longer resolves (a currency
 * without a rate, an owner who has since cleared their country) matches nothing, as its list
 * would refuse it.
 */
export class AlertCriteria {
  private readonly parsed = new Map<string, JobFilter | null>();
  private owners = new Map<string, Owner>();

  private constructor(
    private readonly db: DataSource,
    private readonly slugsByAlias: Map<string, string[]>,
    private readonly boardsByName: Map<string, string[]>,
    private readonly usdPer: Map<string, number>,
    private readonly places: PlacesVersion,
  ) {}

  static async load(db: DataSource): Promise<AlertCriteria> {
    const [aliases, boards, rates, [{ places }]]: [
      { alias: string; slug: string }[],
      { name: string; id: string }[],
      { currency: string; usd_per: number }[],
      { places: PlacesVersion }[],
    ] = await Promise.all([
      db.query(`SELECT DISTINCT alias, slug FROM job_category_aliases`),
      db.query(`SELECT ${boardNameKeySql('name')} AS name, id::text FROM job_boards`),
      db.query(`SELECT currency, usd_per FROM exchange_rates`),
      db.query(`SELECT (${PLACES_VERSION_SQL}) AS places`),
    ]);
    const group = <T>(rows: T[], key: (r: T) => string, value: (r: T) => string) => {
      const map = new Map<string, string[]>();
      for (const row of rows) map.set(key(row), [...(map.get(key(row)) ?? []), value(row)]);
      return map;
    };
    return new AlertCriteria(
      db,
      group(aliases, (a) => a.alias, (a) => a.slug),
      group(boards, (b) => b.name, (b) => b.id),
      new Map([['USD', 1], ...rates.map((r): [string, number] => [r.currency, Number(r.usd_per)])]),
      places,
    );
  }

  /** The owners of the next chunk of searches: their country, time zone and hidden companies. */
  async loadOwners(userIds: string[]): Promise<void> {
    const owners: (Owner & { id: string })[] = await this.db.query(
      `SELECT u.id, u.country, u.timezone,
              ARRAY(SELECT company_id::text FROM hidden_companies h WHERE h.user_id = u.id ORDER BY company_id) AS hidden
         FROM users u WHERE u.id = ANY($1::uuid[])`,
      [userIds],
    );
    this.owners = new Map(owners.map((o) => [o.id, o]));
    if (this.parsed.size > MAX_PARSED) this.parsed.clear();
  }

  /** The search's criteria, or null when it matches nothing (see the class). `filterJson` as stored. */
  // eslint-disable-next-line no-restricted-syntax -- the alert run acts for nobody: it reads each owner's saved filter to mail them, as the digests do
  async of(userId: string, filterJson: string): Promise<JobCriteria | null> {
    const filter = this.parse(filterJson);
    const owner = this.owners.get(userId);
    if (!filter || !owner) return null;
    const names = (list: string[], by: Map<string, string[]>, key: (name: string) => string) =>
      list.length ? [...new Set(list.flatMap((name) => by.get(key(name)) ?? []))] : undefined;
    const context = {
      categorySlugs: names(filter.categories, this.slugsByAlias, (name) => name.toLowerCase()),
      boardIds: names(filter.sources, this.boardsByName, boardNameKey),
      country: owner.country,
      timezone: owner.timezone,
      hiddenCompanyIds: owner.hidden,
      usdPer: this.usdPer.get(filter.payCurrency ?? 'USD') ?? null,
      places: this.places,
    };
    try {
      return await criteriaFromContext(this.db, filter, context, {});
    } catch (err) {
      if (isDomainError(err)) return null;
      throw err;
    }
  }

  /** Stored filters repeat (many people save the same search): each distinct one is parsed once. */
  private parse(json: string): JobFilter | null {
    let filter = this.parsed.get(json);
    if (filter === undefined) {
      const result = jobFilterSchema.safeParse(JSON.parse(json));
      filter = result.success ? result.data : null;
      this.parsed.set(json, filter);
    }
    return filter;
  }
}
