import { MigrationInterface, QueryRunner } from 'typeorm';

/** Accounts, sessions, stored files, app subscription state and app config. */
export class Foundation1763830000000 implements MigrationInterface {
  name = 'Foundation1763830000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE users (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email text NOT NULL,
        name text NOT NULL,
        password_hash text NOT NULL,
        is_admin boolean NOT NULL DEFAULT false,
        is_recruiter boolean NOT NULL DEFAULT false,
        avatar_file_id uuid,
        session_filters jsonb NOT NULL DEFAULT '{"tags":[],"categories":[],"sources":[],"hideViewedJobs":false,"worldwide":false}',
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX users_email_key ON users (lower(email))`);

    await q.query(`
      CREATE TABLE sessions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        revoked_at timestamptz,
        user_agent text
      )`);
    await q.query(`CREATE INDEX sessions_user_id_idx ON sessions (user_id)`);

    await q.query(`
      CREATE TABLE stored_files (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        owner_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('avatar', 'document')),
        file_name text NOT NULL,
        content_type text NOT NULL,
        size_bytes integer NOT NULL CHECK (size_bytes >= 0),
        storage_key text NOT NULL UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX stored_files_owner_idx ON stored_files (owner_id, kind)`);
    await q.query(
      `ALTER TABLE users ADD CONSTRAINT users_avatar_fk FOREIGN KEY (avatar_file_id) REFERENCES stored_files(id) ON DELETE SET NULL`,
    );

    await q.query(`
      CREATE TABLE app_subscriptions (
        user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        status text NOT NULL,
        end_time timestamptz,
        subscription_id text,
        lifetime boolean NOT NULL DEFAULT false,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);

    await q.query(`CREATE TABLE job_statuses (id uuid PRIMARY KEY, title text NOT NULL UNIQUE, position integer NOT NULL)`);
    await q.query(`CREATE TABLE file_types (id text PRIMARY KEY, title text NOT NULL, position integer NOT NULL)`);
    await q.query(`CREATE TABLE email_templates (id text PRIMARY KEY, name text NOT NULL, subject text NOT NULL)`);
    await q.query(`CREATE TABLE access_switches (key text PRIMARY KEY, enabled boolean NOT NULL)`);
    await q.query(`CREATE TABLE job_categories (slug text PRIMARY KEY, title text NOT NULL UNIQUE, position integer NOT NULL)`);
    await q.query(`
      CREATE TABLE job_boards (
        id uuid PRIMARY KEY,
        name text NOT NULL UNIQUE,
        url text NOT NULL,
        favicon text NOT NULL,
        description text NOT NULL
      )`);

    await q.query(
      `INSERT INTO job_statuses (id, title, position) VALUES
        ('5f0c6c1e-0000-4000-8000-000000000001', 'Applied', 1),
        ('5f0c6c1e-0000-4000-8000-000000000002', 'Phone Screen', 2),
        ('5f0c6c1e-0000-4000-8000-000000000003', 'Interviewing', 3),
        ('5f0c6c1e-0000-4000-8000-000000000004', 'Assessment', 4),
        ('5f0c6c1e-0000-4000-8000-000000000005', 'Offer', 5),
        ('5f0c6c1e-0000-4000-8000-000000000006', 'Hired', 6),
        ('5f0c6c1e-0000-4000-8000-000000000007', 'Rejected', 7),
        ('5f0c6c1e-0000-4000-8000-000000000008', 'Withdrawn', 8)`,
    );
    await q.query(`INSERT INTO file_types (id, title, position) VALUES ('resume', 'Resume', 1), ('cover-letter', 'Cover Letter', 2)`);
    await q.query(
      `INSERT INTO email_templates (id, name, subject) VALUES
        ('welcome', 'Welcome', 'Welcome to RemoteHunt'),
        ('trial-ending', 'Trial ending', 'Your RemoteHunt trial ends soon'),
        ('newsletter-promo', 'Newsletter promotion', 'Remote jobs in your inbox, daily or weekly'),
        ('subscription-offer', 'Subscription offer', 'Track your whole job search with RemoteHunt')`,
    );
    await q.query(
      `INSERT INTO access_switches (key, enabled) VALUES ('enableFreeAccessForApp', false), ('enableFreeAccessForNewsletter', false)`,
    );
    const categories = [
      ['programming', 'Programming'],
      ['qa', 'QA'],
      ['design', 'Design'],
      ['it', 'IT'],
      ['devops-sysadmin', 'Devops & Sysadmin'],
      ['product', 'Product'],
      ['hr', 'HR'],
      ['customer-support', 'Customer Support'],
      ['virtual-assistant', 'Virtual Assistant'],
      ['general-administrative', 'General & Administrative'],
      ['business-enablement', 'Business Enablement'],
      ['management-finance', 'Management & Finance'],
      ['sales-marketing', 'Sales & Marketing'],
      ['health-care', 'Health Care'],
      ['legal', 'Legal'],
      ['accounting', 'Accounting'],
      ['editing', 'Editing'],
      ['writing', 'Writing'],
      ['teaching', 'Teaching'],
      ['data-entry', 'Data Entry'],
      ['all-other', 'All Other'],
      ['crypto', 'Crypto'],
    ];
    for (const [i, [slug, title]] of categories.entries()) {
      await q.query(`INSERT INTO job_categories (slug, title, position) VALUES ($1, $2, $3)`, [slug, title, i + 1]);
    }
    const boards = [
      ['RemoteOK', 'https://remoteok.com', 'One of the largest remote job boards, across tech and non-tech roles.'],
      ['We Work Remotely', 'https://weworkremotely.com', 'A long-running remote job community with jobs by category.'],
      ['Remotive', 'https://remotive.com', 'Hand-picked remote jobs in tech, support, marketing and more.'],
      ['Jobicy', 'https://jobicy.com', 'Remote jobs with salary and region details.'],
      ['Himalayas', 'https://himalayas.app', 'Remote jobs with company profiles and timezone requirements.'],
      ['Arbeitnow', 'https://www.arbeitnow.com', 'Jobs in Europe with remote and visa-sponsorship options.'],
      ['Working Nomads', 'https://www.workingnomads.com', 'Curated remote jobs for digital nomads.'],
      ['RemoteJobs.org', 'https://remotejobs.org', 'Remote jobs gathered from company career pages.'],
    ];
    for (const [i, [name, url, description]] of boards.entries()) {
      const id = `7b0a1d2e-0000-4000-8000-${String(i + 1).padStart(12, '0')}`;
      await q.query(`INSERT INTO job_boards (id, name, url, favicon, description) VALUES ($1, $2, $3, $4, $5)`, [
        id,
        name,
        url,
        `${url}/favicon.ico`,
        description,
      ]);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of [
      'job_boards',
      'job_categories',
      'access_switches',
      'email_templates',
      'file_types',
      'job_statuses',
      'app_subscriptions',
    ]) {
      await q.query(`DROP TABLE ${table}`);
    }
    await q.query(`ALTER TABLE users DROP CONSTRAINT users_avatar_fk`);
    await q.query(`DROP TABLE stored_files`);
    await q.query(`DROP TABLE sessions`);
    await q.query(`DROP TABLE users`);
  }
}
