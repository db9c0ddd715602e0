import type { DataSource } from 'typeorm';
import { z } from 'zod';
import type { Owner } from '../auth/authorization';
import { DomainError } from '../common/domain-error';
import { isUuid, parseInput } from '../common/validate';
import { companyLogoSql } from '../logos/logo-url';

/**
 * How many companies one user may hide. Every list of theirs leaves the hidden ones' jobs out
 * with one array overlap a row, so the list is bounded; 500 is far past anyone's real list of
 * agencies and employers they have ruled out.
 */
export const MAX_HIDDEN_COMPANIES = 500;

export interface HiddenCompanyView {
  companyId: string;
  name: string;
  logo: string | null;
  hiddenAt: Date;
}

export const hideSchema = z
  .object({
    companyId: z.string({ message: 'companyId must be text' }).optional(),
    companyName: z.string({ message: 'companyName must be text' }).trim().min(1, 'Please provide the companyName').max(200, 'companyName must be at most 200 characters').optional(),
  })
  .refine((v) => v.companyId !== undefined || v.companyName !== undefined, { message: 'Please provide the companyId or companyName', path: ['companyId'] });

/**
 * "Hide jobs from this company" (issue #19): each user's own list of companies whose jobs their
 * discovery lists, filter counts and newsletter digests leave out. The job list reads the list
 * with the caller's other settings (job-queries.ts), and a cached list is keyed by it
 * (job-list-cache.ts), so the next list after a change is fresh.
 */
export class HiddenCompaniesService {
  constructor(private readonly db: DataSource) {}

  async list({ userId }: Owner): Promise<HiddenCompanyView[]> {
    return this.db.query(
      `SELECT c.id AS "companyId", c.name, ${companyLogoSql('c')} AS logo, h.hidden_at AS "hiddenAt"
         FROM hidden_companies h JOIN companies c ON c.id = h.company_id
        WHERE h.user_id = $1 ORDER BY h.hidden_at DESC, c.name`,
      [userId],
    );
  }

  /** Hides a company, by id or by its name as jobs show it; hiding it again changes nothing. */
  async hide({ userId }: Owner, input: unknown): Promise<HiddenCompanyView> {
    const { companyId, companyName } = parseInput(hideSchema, input);
    if (companyId !== undefined && !isUuid(companyId)) throw DomainError.notFound('The company');
    return this.db.transaction(async (tx) => {
      const [company]: { id: string }[] = await tx.query(
        companyId !== undefined ? `SELECT id FROM companies WHERE id = $1` : `SELECT id FROM companies WHERE lower(name) = lower($1) ORDER BY id LIMIT 1`,
        [companyId ?? companyName],
      );
      if (!company) throw DomainError.notFound('The company');
      // The user's row, locked, orders concurrent hides of one user so the limit holds.
      await tx.query(`SELECT 1 FROM users WHERE id = $1 FOR UPDATE`, [userId]);
      const [{ count }]: { count: number }[] = await tx.query(`SELECT count(*)::int AS count FROM hidden_companies WHERE user_id = $1 AND company_id <> $2`, [userId, company.id]);
      if (count >= MAX_HIDDEN_COMPANIES) throw DomainError.validation(`You can hide at most ${MAX_HIDDEN_COMPANIES} companies; unhide one in Account Settings first`, { field: 'companyId' });
      await tx.query(`INSERT INTO hidden_companies (user_id, company_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [userId, company.id]);
      const [view]: HiddenCompanyView[] = await tx.query(
        `SELECT c.id AS "companyId", c.name, ${companyLogoSql('c')} AS logo, h.hidden_at AS "hiddenAt"
           FROM hidden_companies h JOIN companies c ON c.id = h.company_id WHERE h.user_id = $1 AND h.company_id = $2`,
        [userId, company.id],
      );
      return view;
    });
  }

  /** Shows a hidden company's jobs again; a company that was not hidden is a 404. */
  async unhide({ userId }: Owner, companyId: string): Promise<void> {
    if (!isUuid(companyId)) throw DomainError.notFound('The hidden company');
    const [, removed]: [unknown, number] = await this.db.query(`DELETE FROM hidden_companies WHERE user_id = $1 AND company_id = $2`, [userId, companyId]);
    if (!removed) throw DomainError.notFound('The hidden company');
  }
}
