import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Jobs, companies, per-user shortlist / applied / visited records, the tag
 * list for the typeahead, and category aliases (the posting form's values and
 * board categories mapped onto the canonical list).
 */
export class JobDiscovery1763900000000 implements MigrationInterface {
  name = 'JobDiscovery1763900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE job_boards ADD COLUMN logo text NOT NULL DEFAULT ''`);
    await q.query(`UPDATE job_boards SET logo = favicon`);

    await q.query(`
      CREATE TABLE job_category_aliases (
        alias text PRIMARY KEY,
        slug text NOT NULL REFERENCES job_categories(slug)
      )`);
    const aliases: [string, string][] = [
      // The posting form's 21 values.
      ['developer', 'programming'],
      ['design', 'design'],
      ['devops and sysadmin', 'devops-sysadmin'],
      ['business management and finance', 'management-finance'],
      ['product', 'product'],
      ['customer support', 'customer-support'],
      ['sales and marketing', 'sales-marketing'],
      ['accounting', 'accounting'],
      ['data entry', 'data-entry'],
      ['editing', 'editing'],
      ['healthcare', 'health-care'],
      ['hr', 'hr'],
      ['it', 'it'],
      ['legal', 'legal'],
      ['qa', 'qa'],
      ['teaching', 'teaching'],
      ['virtual assitant', 'virtual-assistant'],
      ['writing', 'writing'],
      ['business enablement', 'business-enablement'],
      ['general & administrative', 'general-administrative'],
      ['all other', 'all-other'],
      // The old public bar's spelling.
      ['virtual assistant', 'virtual-assistant'],
    ];
    for (const [alias, slug] of aliases) {
      await q.query(`INSERT INTO job_category_aliases (alias, slug) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [alias, slug]);
    }
    // Every canonical title and slug is an alias of itself.
    await q.query(`INSERT INTO job_category_aliases (alias, slug) SELECT lower(title), slug FROM job_categories ON CONFLICT DO NOTHING`);
    await q.query(`INSERT INTO job_category_aliases (alias, slug) SELECT slug, slug FROM job_categories ON CONFLICT DO NOTHING`);

    await q.query(`
      CREATE TABLE companies (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL,
        normalized_name text NOT NULL UNIQUE,
        logo text,
        description text NOT NULL DEFAULT '',
        url text,
        careers_page text,
        hq text,
        email text,
        statement text,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);

    // Tags joined by spaces, for the full-text column (array_to_string itself is only STABLE).
    await q.query(`
      CREATE FUNCTION rh_tags_text(text[]) RETURNS text
      LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT coalesce(array_to_string($1, ' '), '') $$`);

    await q.query(`
      CREATE TABLE jobs (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        board_id uuid NOT NULL REFERENCES job_boards(id),
        external_id text,
        company_id uuid NOT NULL REFERENCES companies(id),
        title text NOT NULL,
        company_name text NOT NULL,
        company_image text,
        category_slug text NOT NULL REFERENCES job_categories(slug),
        tags text[] NOT NULL DEFAULT '{}',
        description text NOT NULL DEFAULT '',
        apply_url text NOT NULL,
        date_posted timestamptz NOT NULL,
        valid_through timestamptz NOT NULL,
        highlight boolean NOT NULL DEFAULT false,
        pin_till timestamptz,
        job_type text,
        regional_restriction text,
        salary_min integer,
        salary_max integer,
        salary_currency text,
        worldwide boolean NOT NULL DEFAULT false,
        filled boolean NOT NULL DEFAULT false,
        is_subscription boolean NOT NULL DEFAULT false,
        posted_by uuid REFERENCES users(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        search tsvector GENERATED ALWAYS AS (
          setweight(to_tsvector('english', coalesce(title, '')), 'A') ||
          setweight(to_tsvector('english', coalesce(company_name, '')), 'A') ||
          setweight(to_tsvector('english', rh_tags_text(tags)), 'B') ||
          setweight(to_tsvector('english', regexp_replace(coalesce(description, ''), '<[^>]*>', ' ', 'g')), 'C')
        ) STORED
      )`);
    await q.query(`CREATE UNIQUE INDEX jobs_board_external_key ON jobs (board_id, external_id) WHERE external_id IS NOT NULL`);
    await q.query(`CREATE INDEX jobs_date_posted_idx ON jobs (date_posted DESC, id DESC)`);
    await q.query(`CREATE INDEX jobs_category_date_idx ON jobs (category_slug, date_posted DESC)`);
    await q.query(`CREATE INDEX jobs_board_date_idx ON jobs (board_id, date_posted DESC)`);
    await q.query(`CREATE INDEX jobs_company_date_idx ON jobs (company_id, date_posted DESC)`);
    await q.query(`CREATE INDEX jobs_company_name_idx ON jobs (lower(company_name))`);
    await q.query(`CREATE INDEX jobs_pinned_idx ON jobs (pin_till) WHERE pin_till IS NOT NULL`);
    await q.query(`CREATE INDEX jobs_tags_idx ON jobs USING gin (tags)`);
    await q.query(`CREATE INDEX jobs_search_idx ON jobs USING gin (search)`);
    await q.query(`CREATE INDEX jobs_valid_through_idx ON jobs (valid_through)`);

    await q.query(`
      CREATE TABLE tags (
        name text PRIMARY KEY,
        job_count integer NOT NULL DEFAULT 0
      )`);
    await q.query(`CREATE INDEX tags_name_pattern_idx ON tags (name text_pattern_ops)`);

    await q.query(`
      CREATE TABLE shortlisted_jobs (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        job_id uuid NOT NULL REFERENCES jobs(id) ON DELETE CASCADE,
        status_id uuid REFERENCES job_statuses(id),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (user_id, job_id)
      )`);
    await q.query(`CREATE INDEX shortlisted_jobs_user_idx ON shortlisted_jobs (user_id, created_at DESC)`);

    await q.query(`
      CREATE TABLE applied_jobs (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        job_id uuid REFERENCES jobs(id) ON DELETE SET NULL,
        status_id uuid NOT NULL REFERENCES job_statuses(id),
        job_snapshot jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX applied_jobs_user_job_key ON applied_jobs (user_id, job_id) WHERE job_id IS NOT NULL`);
    await q.query(`CREATE INDEX applied_jobs_user_idx ON applied_jobs (user_id, created_at DESC)`);

    await q.query(`
      CREATE TABLE job_visits (
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        job_id uuid NOT NULL REFERENCES jobs(id) ON DELETE CASCADE,
        visited_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, job_id)
      )`);
    await q.query(`CREATE INDEX job_visits_user_time_idx ON job_visits (user_id, visited_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['job_visits', 'applied_jobs', 'shortlisted_jobs', 'tags', 'jobs', 'companies', 'job_category_aliases']) {
      await q.query(`DROP TABLE ${table}`);
    }
    await q.query(`DROP FUNCTION rh_tags_text(text[])`);
    await q.query(`ALTER TABLE job_boards DROP COLUMN logo`);
  }
}
