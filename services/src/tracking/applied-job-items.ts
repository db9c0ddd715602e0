import type { DataSource } from 'typeorm';
import type { Owner } from '../auth/authorization';
import { z } from 'zod';
import { DomainError } from '../common/domain-error';
import { type NumberedPage, numberedPage, parsePaging } from '../common/paging';
import { isUuid, parseInput } from '../common/validate';
import type { AppliedJobsService } from './applied-jobs.service';

/**
 * Tasks, contacts and notes are the same thing to the database: rows that belong
 * to one applied job, listed five to a page, newest first. A kind says which
 * table, which fields (API name → column) and how input is checked.
 */
export interface ItemKind<V> {
  table: string;
  /** For messages: "The task was not found". */
  label: string;
  /** API field name → column name. */
  fields: Record<keyof V & string, string>;
  create: z.ZodType<Partial<V>>;
  update: z.ZodType<Partial<V>>;
  /**
   * Rules across fields, and values as they are stored, after the schema's checks: a task's due
   * time is read in its zone.
   */
  prepare?(values: Partial<V>): Partial<V>;
  /** What else every change sets (a task's revision, which calendars read as its SEQUENCE). */
  onChange?: string;
}

export type ItemView<V> = V & { _id: string; appliedJobId: string; createdAt: string; updatedAt: string };

export const ITEMS_PAGE_SIZE = 5;

export class AppliedJobItems<V extends object> {
  constructor(
    private readonly db: DataSource,
    private readonly appliedJobs: AppliedJobsService,
    private readonly kind: ItemKind<V>,
  ) {}

  async list(owner: Owner, appliedJobId: string, pagingInput: { page?: unknown; limit?: unknown }): Promise<NumberedPage<ItemView<V>>> {

    const paging = parsePaging(pagingInput, { defaultLimit: ITEMS_PAGE_SIZE });
    await this.appliedJobs.assertOwned(owner, appliedJobId);
    const rows: Record<string, unknown>[] = await this.db.query(
      `SELECT ${this.selectList('t')}, count(*) OVER ()::int AS total
         FROM ${this.kind.table} t WHERE t.applied_job_id = $1
        ORDER BY t.created_at DESC, t.id LIMIT $2 OFFSET $3`,
      [appliedJobId, paging.limit, paging.offset],
    );
    // A page past the end has no rows to carry the total.
    const total = rows.length
      ? (rows[0].total as number)
      : (await this.db.query(`SELECT count(*)::int AS total FROM ${this.kind.table} WHERE applied_job_id = $1`, [appliedJobId]))[0].total;
    return numberedPage({ data: rows.map((r) => this.toView(r)), total }, paging);
  }

  /** Every item of the user's applied jobs, for the export. */
  async allOfUser({ userId }: Owner): Promise<ItemView<V>[]> {
    const rows: Record<string, unknown>[] = await this.db.query(
      `SELECT ${this.selectList('t')} FROM ${this.kind.table} t JOIN applied_jobs a ON a.id = t.applied_job_id
        WHERE a.user_id = $1 ORDER BY t.created_at, t.id`,
      [userId],
    );
    return rows.map((r) => this.toView(r));
  }

  async create(owner: Owner, appliedJobId: string, input: unknown): Promise<ItemView<V>> {

    const values = this.parse(this.kind.create, input);
    await this.appliedJobs.assertOwned(owner, appliedJobId);
    const names = Object.keys(values).filter((k) => values[k] !== undefined);
    const columns = names.map((n) => this.column(n));
    const [row] = await this.db.query(
      `INSERT INTO ${this.kind.table} AS t (applied_job_id${columns.map((c) => `, ${c}`).join('')})
       VALUES ($1${names.map((_, i) => `, $${i + 2}`).join('')}) RETURNING ${this.selectList('t')}`,
      [appliedJobId, ...names.map((n) => values[n])],
    );
    return this.toView(row);
  }

  async get({ userId }: Owner, appliedJobId: string, itemId: string): Promise<ItemView<V>> {
    if (!isUuid(itemId) || !isUuid(appliedJobId)) throw this.notFound();
    const [row] = await this.db.query(
      `SELECT ${this.selectList('t')} FROM ${this.kind.table} t JOIN applied_jobs a ON a.id = t.applied_job_id
        WHERE t.id = $1 AND t.applied_job_id = $2 AND a.user_id = $3`,
      [itemId, appliedJobId, userId],
    );
    if (!row) throw this.notFound();
    return this.toView(row);
  }

  /** Changes the fields given; the others keep their values (toggling a task sends only done). */
  async update({ userId }: Owner, appliedJobId: string, itemId: string, input: unknown): Promise<ItemView<V>> {
    const values = this.parse(this.kind.update, input);
    const names = Object.keys(values).filter((k) => values[k] !== undefined);
    if (!isUuid(itemId) || !isUuid(appliedJobId)) throw this.notFound();
    const sets = names.map((n, i) => `${this.column(n)} = $${i + 4}`);
    const [rows] = await this.db.query(
      `UPDATE ${this.kind.table} t SET ${[...sets, 'updated_at = now()', ...(this.kind.onChange ? [this.kind.onChange] : [])].join(', ')}
         FROM applied_jobs a
        WHERE t.id = $1 AND t.applied_job_id = $2 AND a.id = t.applied_job_id AND a.user_id = $3
        RETURNING ${this.selectList('t')}`,
      [itemId, appliedJobId, userId, ...names.map((n) => values[n])],
    );
    if (!rows[0]) throw this.notFound();
    return this.toView(rows[0]);
  }

  async delete({ userId }: Owner, appliedJobId: string, itemId: string): Promise<void> {
    if (!isUuid(itemId) || !isUuid(appliedJobId)) throw this.notFound();
    const [, count] = await this.db.query(
      `DELETE FROM ${this.kind.table} t USING applied_jobs a
        WHERE t.id = $1 AND t.applied_job_id = $2 AND a.id = t.applied_job_id AND a.user_id = $3`,
      [itemId, appliedJobId, userId],
    );
    if (!count) throw this.notFound();
  }

  private parse(schema: z.ZodType<Partial<V>>, input: unknown): Record<string, unknown> {
    const values = parseInput(schema, input);
    return (this.kind.prepare ? this.kind.prepare(values) : values) as Record<string, unknown>;
  }

  private column(field: string): string {
    const column = (this.kind.fields as Record<string, string>)[field];
    if (!column) throw new Error(`${this.kind.table} has no field ${field}`);
    return column;
  }

  private selectList(alias: string): string {
    const fields = Object.entries(this.kind.fields as Record<string, string>).map(([field, column]) => `${alias}.${column} AS "${field}"`);
    return [`${alias}.id`, `${alias}.applied_job_id`, `${alias}.created_at`, `${alias}.updated_at`, ...fields].join(', ');
  }

  private toView(row: Record<string, unknown>): ItemView<V> {
    const view: Record<string, unknown> = {
      _id: row.id,
      appliedJobId: row.applied_job_id,
      createdAt: (row.created_at as Date).toISOString(),
      updatedAt: (row.updated_at as Date).toISOString(),
    };
    for (const field of Object.keys(this.kind.fields)) {
      const value = row[field];
      view[field] = value instanceof Date ? value.toISOString() : value;
    }
    return view as ItemView<V>;
  }

  private notFound() {
    return DomainError.notFound(this.kind.label);
  }
}
