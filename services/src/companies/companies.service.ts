import type { DataSource } from 'typeorm';
import { DomainError } from '../common/domain-error';
import { type Page, parsePaging } from '../common/paging';
import { isUuid } from '../common/validate';
import type { PagingInput } from '../jobs/jobs.service';
import { companyLogoSql } from '../logos/logo-url';

export interface RemoteCompanyView {
  _id: string;
  name: string;
  /** Our copy of its logo (/logos/{id}.webp), or null: pages show a monogram then. */
  logo: string | null;
  description: string;
  url: string | null;
  careersPage: string | null;
  /** Live postings of this company. */
  jobCount: number;
}

const COLUMNS = `c.id AS "_id", c.name, ${companyLogoSql('c')} AS logo, c.description, c.url, c.careers_page AS "careersPage",
  (SELECT count(*)::int FROM jobs j WHERE j.company_id = c.id AND j.valid_through > now() AND NOT j.filled) AS "jobCount"`;

export class CompaniesService {
  constructor(private readonly db: DataSource) {}

  /** Companies hiring remotely, those with most live postings first. */
  async list(pagingInput: PagingInput): Promise<Page<RemoteCompanyView>> {
    const paging = parsePaging(pagingInput);
    const [data, [{ total }]] = await Promise.all([
      this.db.query(`SELECT ${COLUMNS} FROM companies c ORDER BY "jobCount" DESC, c.name, c.id LIMIT $1 OFFSET $2`, [paging.limit, paging.offset]),
      this.db.query(`SELECT count(*)::int AS total FROM companies`),
    ]);
    return { data, total };
  }

  async get(companyId: string): Promise<RemoteCompanyView> {
    if (!isUuid(companyId)) throw DomainError.notFound('The company');
    const [row] = await this.db.query(`SELECT ${COLUMNS} FROM companies c WHERE c.id = $1`, [companyId]);
    if (!row) throw DomainError.notFound('The company');
    return row;
  }
}
