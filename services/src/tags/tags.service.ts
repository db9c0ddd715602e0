import type { DataSource } from 'typeorm';
import { type Page, parsePaging } from '../common/paging';
import type { PagingInput } from '../jobs/jobs.service';

export interface TagView {
  title: string;
}

export class TagsService {
  constructor(private readonly db: DataSource) {}

  /** Tags starting with the query, most used first (the typeahead). A blank query finds nothing. */
  async search(query: unknown, pagingInput: PagingInput): Promise<Page<TagView>> {
    const paging = parsePaging(pagingInput);
    const text = typeof query === 'string' ? query.trim().toLowerCase().slice(0, 60) : '';
    if (!text) return { data: [], total: 0 };
    const pattern = `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const [data, [{ total }]] = await Promise.all([
      this.db.query(`SELECT name AS title FROM tags WHERE name LIKE $1 ORDER BY job_count DESC, name LIMIT $2 OFFSET $3`, [
        pattern,
        paging.limit,
        paging.offset,
      ]),
      this.db.query(`SELECT count(*)::int AS total FROM tags WHERE name LIKE $1`, [pattern]),
    ]);
    return { data, total };
  }
}
