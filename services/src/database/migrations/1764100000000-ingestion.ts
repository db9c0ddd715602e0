import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Job-board ingestion. Boards become configuration rows: feed address, adapter
 * (services/src/ingestion/adapters), whether and how often they are fetched, and
 * the terms each board sets for reusing its jobs (shared/feeds/SOURCES.md quotes
 * them): the credit and link back shown with its jobs, the least interval it asks
 * for, and whether Apply must go through the board's own job page.
 *
 * Jobs gain what ingestion needs to write nothing for an unchanged posting (a hash
 * of its normalized content) and to show a job listed by two boards once (a key of
 * normalized company and title; the second board's listing is kept in job_sources).
 * Every run is recorded in ingestion_runs.
 */
export class Ingestion1764100000000 implements MigrationInterface {
  name = 'Ingestion1764100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE job_boards
        ADD COLUMN adapter text,
        ADD COLUMN feed_url text,
        ADD COLUMN enabled boolean NOT NULL DEFAULT false,
        ADD COLUMN min_interval_minutes integer NOT NULL DEFAULT 60 CHECK (min_interval_minutes > 0),
        ADD COLUMN interval_minutes integer NOT NULL DEFAULT 60,
        ADD COLUMN attribution text NOT NULL DEFAULT '',
        ADD COLUMN terms text NOT NULL DEFAULT '',
        ADD COLUMN link_back_required boolean NOT NULL DEFAULT false,
        ADD COLUMN link_back_followed boolean NOT NULL DEFAULT false,
        ADD COLUMN apply_via_board boolean NOT NULL DEFAULT false,
        ADD COLUMN no_syndication boolean NOT NULL DEFAULT false,
        ADD COLUMN no_sign_up_wall boolean NOT NULL DEFAULT false,
        ADD COLUMN board_logo_forbidden boolean NOT NULL DEFAULT false,
        ADD COLUMN feed_etag text,
        ADD COLUMN feed_last_modified text,
        ADD CONSTRAINT job_boards_interval_polite CHECK (interval_minutes >= min_interval_minutes),
        ADD CONSTRAINT job_boards_fetchable CHECK (NOT enabled OR (adapter IS NOT NULL AND feed_url IS NOT NULL))`);
    for (const board of BOARDS) {
      await q.query(
        `UPDATE job_boards SET adapter = $2, feed_url = $3, enabled = true, min_interval_minutes = $4, interval_minutes = $4,
                attribution = $5, terms = $6, link_back_required = $7, link_back_followed = $8, apply_via_board = $9,
                no_syndication = $10, no_sign_up_wall = $11, board_logo_forbidden = $12
          WHERE name = $1`,
        [
          board.board,
          board.adapter,
          board.feedUrl,
          board.minimumIntervalMinutes,
          board.attribution,
          board.terms,
          board.linkBackRequired,
          board.linkBackFollowed,
          board.applyViaBoardPage,
          board.noSyndication,
          board.noSignUpWall,
          board.boardLogoForbidden,
        ],
      );
    }

    await q.query(`
      ALTER TABLE jobs
        ADD COLUMN board_job_url text,
        ADD COLUMN location text,
        ADD COLUMN content_hash text,
        ADD COLUMN dedupe_key text`);
    await q.query(`CREATE INDEX jobs_dedupe_idx ON jobs (dedupe_key, date_posted) WHERE dedupe_key IS NOT NULL`);
    await q.query(`
      CREATE TABLE job_sources (
        board_id uuid NOT NULL REFERENCES job_boards(id),
        external_id text NOT NULL,
        job_id uuid NOT NULL REFERENCES jobs(id) ON DELETE CASCADE,
        board_job_url text,
        apply_url text NOT NULL,
        content_hash text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (board_id, external_id)
      )`);
    await q.query(`CREATE INDEX job_sources_job_idx ON job_sources (job_id)`);

    await q.query(`
      CREATE TABLE ingestion_runs (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        board_id uuid NOT NULL REFERENCES job_boards(id) ON DELETE CASCADE,
        trigger text NOT NULL CHECK (trigger IN ('schedule', 'manual', 'cli')),
        status text NOT NULL CHECK (status IN ('running', 'succeeded', 'not-modified', 'failed')),
        attempt integer NOT NULL DEFAULT 1,
        started_at timestamptz NOT NULL DEFAULT now(),
        finished_at timestamptz,
        fetched integer NOT NULL DEFAULT 0,
        created integer NOT NULL DEFAULT 0,
        updated integer NOT NULL DEFAULT 0,
        unchanged integer NOT NULL DEFAULT 0,
        duplicates integer NOT NULL DEFAULT 0,
        skipped integer NOT NULL DEFAULT 0,
        skip_reasons jsonb NOT NULL DEFAULT '{}',
        error text
      )`);
    await q.query(`CREATE INDEX ingestion_runs_board_idx ON ingestion_runs (board_id, started_at DESC)`);
    await q.query(`CREATE INDEX ingestion_runs_started_idx ON ingestion_runs (started_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE ingestion_runs`);
    await q.query(`DROP TABLE job_sources`);
    await q.query(`DROP INDEX jobs_dedupe_idx`);
    await q.query(`ALTER TABLE jobs DROP COLUMN board_job_url, DROP COLUMN location, DROP COLUMN content_hash, DROP COLUMN dedupe_key`);
    await q.query(`
      ALTER TABLE job_boards
        DROP CONSTRAINT job_boards_fetchable, DROP CONSTRAINT job_boards_interval_polite,
        DROP COLUMN adapter, DROP COLUMN feed_url, DROP COLUMN enabled, DROP COLUMN min_interval_minutes,
        DROP COLUMN interval_minutes, DROP COLUMN attribution, DROP COLUMN terms, DROP COLUMN link_back_required,
        DROP COLUMN link_back_followed, DROP COLUMN apply_via_board, DROP COLUMN no_syndication,
        DROP COLUMN no_sign_up_wall, DROP COLUMN board_logo_forbidden, DROP COLUMN feed_etag, DROP COLUMN feed_last_modified`);
  }
}

// The boards' terms as SOURCES.md records them (quotes are the boards' own words).
const BOARDS = [
  {
    board: "RemoteOK",
    adapter: "remoteok",
    feedUrl: "https://remoteok.com/api",
    attribution: "Source: Remote OK",
    linkBackRequired: true,
    linkBackFollowed: true,
    minimumIntervalMinutes: 60,
    applyViaBoardPage: false,
    noSyndication: false,
    noSignUpWall: false,
    boardLogoForbidden: true,
    terms: "API Terms of Service: Please link back (with follow, and without nofollow!) to the URL on Remote OK and mention Remote OK as a source, so we get traffic back from your site. If you do not we'll have to suspend API access. Please don't use the Remote OK logo without written permission as it's a registered trademark, please DO use our name Remote OK though."
  },
  {
    board: "We Work Remotely",
    adapter: "weworkremotely",
    feedUrl: "https://weworkremotely.com/remote-jobs.rss",
    attribution: "Source: We Work Remotely",
    linkBackRequired: true,
    linkBackFollowed: false,
    minimumIntervalMinutes: 60,
    applyViaBoardPage: true,
    noSyndication: false,
    noSignUpWall: false,
    boardLogoForbidden: false,
    terms: "Anyone can use the feed, all we ask is that you attribute the links back to We Work Remotely."
  },
  {
    board: "Remotive",
    adapter: "remotive",
    feedUrl: "https://remotive.com/api/remote-jobs",
    attribution: "Source: Remotive",
    linkBackRequired: true,
    linkBackFollowed: false,
    minimumIntervalMinutes: 360,
    applyViaBoardPage: true,
    noSyndication: true,
    noSignUpWall: true,
    boardLogoForbidden: false,
    terms: "Please do not submit Remotive jobs to third Party websites, including but not limited to: Jooble, Neuvoo, Google Jobs, LinkedIn Jobs. Please link back to the URL found on Remotive AND mention Remotive as a source in order to Remotive to get traffic from your listing. If you don't do that, we'll terminate your API access, sorry! Jobs displayed are delayed by 24 hours, the goal being that jobs are attributed to Remotive on various platforms. Displaying our jobs in order to collect signups/email addresses to show a listing constitutes a breach of our terms of services. [...] Typically, you only need to GET Remotive job data through this API a couple of times a day (we advise max. 4 times a day). [...] Note that excessive requests will be blocked."
  },
  {
    board: "Jobicy",
    adapter: "jobicy",
    feedUrl: "https://jobicy.com/api/v2/remote-jobs?count=50",
    attribution: "Source: Jobicy",
    linkBackRequired: true,
    linkBackFollowed: false,
    minimumIntervalMinutes: 360,
    applyViaBoardPage: true,
    noSyndication: false,
    noSignUpWall: false,
    boardLogoForbidden: false,
    terms: "Please ensure Jobicy is clearly credited with a direct link to the source, and all application buttons redirect to the original job URL provided in this feed. (2.2.13: \"Please make sure Jobicy is clearly credited as the source and that users are redirected to our website to apply for jobs. [...] we recommend fetching the feed a few times per day. Excessive requests may result in restricted access.\")"
  },
  {
    board: "Himalayas",
    adapter: "himalayas",
    feedUrl: "https://himalayas.app/jobs/api",
    attribution: "Original source: Himalayas",
    linkBackRequired: true,
    linkBackFollowed: false,
    minimumIntervalMinutes: 1440,
    applyViaBoardPage: true,
    noSyndication: true,
    noSignUpWall: false,
    boardLogoForbidden: false,
    terms: "Please link back to the URL found on Himalayas AND mention Himalayas as the original source. Please do not submit Himalayas jobs to third-party websites, including but not limited to Jooble, Neuvoo, Google Jobs, or LinkedIn Jobs. (quoted by a third-party note from himalayas.app/api)"
  },
  {
    board: "Arbeitnow",
    adapter: "arbeitnow",
    feedUrl: "https://www.arbeitnow.com/api/job-board-api",
    attribution: "Source: Arbeitnow",
    linkBackRequired: false,
    linkBackFollowed: false,
    minimumIntervalMinutes: 60,
    applyViaBoardPage: false,
    noSyndication: false,
    noSignUpWall: false,
    boardLogoForbidden: false,
    terms: "This is a free public API for jobs, please do not abuse. I would appreciate linking back to the site. By using the API, you agree to the terms of service present on Arbeitnow.com"
  },
  {
    board: "Working Nomads",
    adapter: "workingnomads",
    feedUrl: "https://www.workingnomads.com/api/exposed_jobs/",
    attribution: "Source: Working Nomads",
    linkBackRequired: false,
    linkBackFollowed: false,
    minimumIntervalMinutes: 360,
    applyViaBoardPage: false,
    noSyndication: false,
    noSignUpWall: false,
    boardLogoForbidden: false,
    terms: "No published terms were found."
  },
  {
    board: "RemoteJobs.org",
    adapter: "remotejobs-org",
    feedUrl: "https://remotejobs.org/api/v1/jobs",
    attribution: "Source: RemoteJobs.org",
    linkBackRequired: false,
    linkBackFollowed: false,
    minimumIntervalMinutes: 360,
    applyViaBoardPage: false,
    noSyndication: false,
    noSignUpWall: false,
    boardLogoForbidden: false,
    terms: "No terms were found."
  }
];
