import type { DataSource } from 'typeorm';
import type { ReplicaReads } from '../database/read-replica';
import { selectJobsByIds } from '../jobs/job-queries';
import { payTextOf } from '../pay/pay-text';
import { type JobView, toJobView } from '../jobs/job-view';
import { categoryPagePath, jobIdOfPageSegment, jobPagePath } from './job-url';

/**
 * The sitemap is paged by the first two hex digits of the job's UUID (random, so about a 256th
 * of the live jobs each: 2,600 at a million, under the protocol's 50,000 until 12 million), so
 * each page is one range of the primary key and a page's address never changes.
 */
const SITEMAP_BUCKET = /^[0-9a-f]{2}$/;

/** One page of the sitemap index: its bucket and its newest job's date. */
export interface SitemapPage {
  bucket: string;
  lastmod: Date;
}

/** A page a sitemap lists: its path and when it last changed. */
export interface SitemapEntry {
  path: string;
  lastmod: Date;
}

/**
 * What the sitemap index lists: the job sitemaps of the buckets that hold live public jobs, and
 * the site's other public pages: the landing page (dated by the newest job's change; undated while
 * there is none) and the categories with live public jobs.
 */
export interface SitemapIndex {
  jobSitemaps: SitemapPage[];
  pages: { path: string; lastmod: Date | null }[];
}

/** Jobs (j) with their boards (b) that are live and may have a public page: every list of public pages reads these. */
const LIVE_PUBLIC_JOBS = `jobs j JOIN job_boards b ON b.id = j.board_id`;
const IS_LIVE_PUBLIC = `NOT j.filled AND j.valid_through > now() AND j.expired_at IS NULL AND b.public_pages`;
/**
 * When a job's page last changed (j): posted, reposted or edited. Every lastmod of the sitemaps
 * comes from this, so the index never dates a page before the newest change it lists.
 */
const JOB_LASTMOD = `greatest(j.date_posted, j.updated_at)`;

/** No one is signed in on a public page: the caller's flags come out false. */
const NOBODY = '00000000-0000-0000-0000-000000000000';
const SIMILAR_JOBS = 5;
/** A page's meta description: what search results show of it. */
const SUMMARY_LENGTH = 155;
/** How many of a category's newest jobs its public page lists. */
const CATEGORY_PAGE_JOBS = 50;
/** How many of the newest jobs the RSS feed carries. */
const LATEST_JOBS = 50;

/** A category and how many live jobs with public pages it has. */
export interface PublicCategory {
  slug: string;
  title: string;
  count: number;
}

/** A live public job with a few lines of what other live public jobs look like. */
export interface PublicJobLink {
  path: string;
  title: string;
  companyName: string;
}

export type PublicJobPage =
  /** `summary`: the description's first words as plain text, for search results and link previews. */
  | { status: 'live'; job: JobView; description: string; summary: string; path: string }
  /** Filled, or past its valid_through or ended by its board: the page says so and offers similar live jobs. */
  | { status: 'gone'; job: JobView; path: string; similar: PublicJobLink[] }
  /** No such job, or its board keeps its jobs off public pages. */
  | { status: 'missing' };

/**
 * The public job pages' data (issue 21): a job of a board whose terms allow public pages
 * (`job_boards.public_pages`, migration 1766100000000), or a paid posting, looked up by its page's
 * last path segment.
 */
export class PublicJobsService {
  /**
   * Every page reads the read replica when one is set (DATABASE_READ_URL), which may lag the
   * primary by a moment; the primary answers what the replica cannot have yet, and all of it while
   * the replica does not answer (ReplicaReads).
   */
  constructor(private readonly reads: ReplicaReads) {}

  /** Where this read goes now: the replica, or the primary while the replica does not answer. */
  private get db(): DataSource {
    return this.reads.current;
  }

  private get primary(): DataSource {
    return this.reads.primary;
  }

  page(segment: string): Promise<PublicJobPage> {
    return this.reads.read(async () => {
      const id = jobIdOfPageSegment(segment);
      if (!id) return { status: 'missing' };
      let [row] = await selectJobsByIds(this.db, NOBODY, [id], { withDescription: true });
      // A posting paid for a moment ago may not have reached the replica: its poster opens its page
      // next, so a job the replica does not know is looked for on the primary before it is missing.
      if (!row && this.primary !== this.db) [row] = await selectJobsByIds(this.primary, NOBODY, [id], { withDescription: true });
      const job = row && toJobView(row);
      // No page path: its board keeps its jobs off public pages (job_boards.public_pages).
      if (!job?.pagePath) return { status: 'missing' };
      const path = job.pagePath;
      if (job.filled || job.expired || job.expiredAt) return { status: 'gone', job, path, similar: await this.similar(job) };
      // Every description passed the allow-list when it was written (ingestion, the posting form),
      // and the app shows it as stored; so does this page. Sanitizing it again on every view cost a
      // ninth of the page's CPU, and the page's CSP (no inline script, no script attributes) stands
      // behind the allow-list anyway.
      const description = job.description ?? '';
      return { status: 'live', job, path, description, summary: payTextOf(description).replace(/\s+/g, ' ').slice(0, SUMMARY_LENGTH) };
    });
  }

  /**
   * The sitemap index: each bucket that holds live public jobs with its newest change, and the
   * landing page and each category page with live public jobs, dated by their newest job's change.
   * The same jobs and dates as the sitemaps themselves (IS_LIVE_PUBLIC, JOB_LASTMOD), in one pass
   * over the live public jobs.
   */
  sitemapIndex(): Promise<SitemapIndex> {
    return this.reads.read(async () => {
      const rows: { bucket: string | null; category: string | null; lastmod: Date }[] = await this.db.query(
        `SELECT left(j.id::text, 2) AS bucket, j.category_slug AS category, max(${JOB_LASTMOD}) AS lastmod FROM ${LIVE_PUBLIC_JOBS}
          WHERE ${IS_LIVE_PUBLIC}
          GROUP BY GROUPING SETS ((left(j.id::text, 2)), (j.category_slug)) ORDER BY 1, 2`,
      );
      const jobSitemaps = rows.flatMap((r) => (r.bucket === null ? [] : [{ bucket: r.bucket, lastmod: r.lastmod }]));
      const categories = rows.flatMap((r) => (r.category === null ? [] : [{ path: categoryPagePath(r.category), lastmod: r.lastmod }]));
      const newest = jobSitemaps.reduce<Date | null>((max, page) => (max && max >= page.lastmod ? max : page.lastmod), null);
      return { jobSitemaps, pages: [{ path: '/', lastmod: newest }, ...categories] };
    });
  }

  /**
   * A sitemap page's jobs (path and last change), or null for a bucket that is not one or holds no
   * live public job (the protocol has no empty sitemap; an index kept a while may still name it).
   */
  sitemapJobs(bucket: string): Promise<SitemapEntry[] | null> {
    return this.reads.read(async () => {
      if (!SITEMAP_BUCKET.test(bucket)) return null;
      const next = bucket === 'ff' ? null : (parseInt(bucket, 16) + 1).toString(16).padStart(2, '0');
      const rows: { id: string; title: string; company_name: string; lastmod: Date }[] = await this.db.query(
        `SELECT j.id, j.title, j.company_name, ${JOB_LASTMOD} AS lastmod FROM ${LIVE_PUBLIC_JOBS}
          WHERE j.id >= $1::uuid AND ($2::uuid IS NULL OR j.id < $2::uuid) AND ${IS_LIVE_PUBLIC}
          ORDER BY j.id`,
        [`${bucket}000000-0000-0000-0000-000000000000`, next && `${next}000000-0000-0000-0000-000000000000`],
      );
      if (!rows.length) return null;
      return rows.map((r) => ({ path: jobPagePath({ id: r.id, title: r.title, companyName: r.company_name }), lastmod: r.lastmod }));
    });
  }

  /**
   * A category's public page (`page` of 50): its newest live public jobs and how many it has (from the facet
   * cells, so the count costs the same at any size); null for a slug that is no category.
   */
  categoryPage(slug: string, page = 1): Promise<{ slug: string; title: string; count: number; page: number; pageSize: number; jobs: JobView[] } | null> {
    return this.reads.read(async () => {
      const [category] = await this.db.query<{ title: string }[]>(`SELECT title FROM job_categories WHERE slug = $1`, [slug]);
      if (!category) return null;
      const [ids, [{ count }]] = await Promise.all([
        this.db.query<{ id: string }[]>(
          `SELECT j.id FROM ${LIVE_PUBLIC_JOBS} WHERE j.category_slug = $1 AND ${IS_LIVE_PUBLIC} ORDER BY j.date_posted DESC, j.id DESC LIMIT $2 OFFSET $3`,
          [slug, CATEGORY_PAGE_JOBS, (page - 1) * CATEGORY_PAGE_JOBS],
        ),
        this.db.query<{ count: number }[]>(
          `SELECT coalesce(sum(f.live), 0)::int AS count FROM job_facet_counts f
            WHERE f.category = 'c:' || $1 AND f.tag = '' AND f.board IN (SELECT 'b:' || id::text FROM job_boards WHERE public_pages)`,
          [slug],
        ),
      ]);
      const rows = await selectJobsByIds(
        this.db,
        NOBODY,
        ids.map((r) => r.id),
      );
      return { slug, title: category.title, count: Math.max(count, (page - 1) * CATEGORY_PAGE_JOBS + rows.length), page, pageSize: CATEGORY_PAGE_JOBS, jobs: rows.map((row) => toJobView(row)) };
    });
  }

  /**
   * Every category with its live public jobs (for the landing page), in the categories' own
   * order, from the facet cells like a category page's count.
   */
  categories(): Promise<PublicCategory[]> {
    return this.reads.read(async () => {
      return this.db.query(
        `SELECT c.slug, c.title, coalesce(sum(f.live), 0)::int AS count FROM job_categories c
           LEFT JOIN job_facet_counts f ON f.category = 'c:' || c.slug AND f.tag = ''
            AND f.board IN (SELECT 'b:' || id::text FROM job_boards WHERE public_pages)
          GROUP BY c.slug, c.title, c.position ORDER BY c.position`,
      );
    });
  }

  /** The newest live public jobs of every category (the RSS feed's). */
  latest(limit = LATEST_JOBS): Promise<JobView[]> {
    return this.reads.read(async () => {
      const ids: { id: string }[] = await this.db.query(
        `SELECT j.id FROM ${LIVE_PUBLIC_JOBS} WHERE ${IS_LIVE_PUBLIC} ORDER BY j.date_posted DESC, j.id DESC LIMIT $1`,
        [limit],
      );
      return (
        await selectJobsByIds(
          this.db,
          NOBODY,
          ids.map((r) => r.id),
        )
      ).map((row) => toJobView(row));
    });
  }

  /** The newest live public jobs of the same category. */
  private async similar(job: JobView): Promise<PublicJobLink[]> {
    const rows: { id: string; title: string; company_name: string }[] = await this.db.query(
      `SELECT j.id, j.title, j.company_name FROM ${LIVE_PUBLIC_JOBS}
        WHERE j.category_slug = $1 AND ${IS_LIVE_PUBLIC} AND j.id <> $2 ORDER BY j.date_posted DESC LIMIT $3`,
      [job.categorySlug, job._id, SIMILAR_JOBS],
    );
    return rows.map((r) => ({ path: jobPagePath({ id: r.id, title: r.title, companyName: r.company_name }), title: r.title, companyName: r.company_name }));
  }
}
