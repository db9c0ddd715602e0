import type { DataSource } from 'typeorm';
import { type Page, parsePaging } from '../common/paging';
import type { PagingInput } from '../jobs/jobs.service';
import { boardIcon } from './board-icon';

export interface JobBoardView {
  _id: string;
  name: string;
  url: string;
  logo: string;
  favicon: string;
  description: string;
}

export class JobBoardsService {
  constructor(private readonly db: DataSource) {}

  async list(pagingInput: PagingInput): Promise<Page<JobBoardView>> {
    const paging = parsePaging(pagingInput);
    const [rows, [{ total }]]: [JobBoardView[], { total: number }[]] = await Promise.all([
      this.db.query(`SELECT id AS "_id", name, url, logo, favicon, description FROM job_boards WHERE listed ORDER BY name, id LIMIT $1 OFFSET $2`, [
        paging.limit,
        paging.offset,
      ]),
      this.db.query(`SELECT count(*)::int AS total FROM job_boards WHERE listed`),
    ]);
    return { data: rows.map((b) => ({ ...b, logo: boardIcon(b.logo), favicon: boardIcon(b.favicon) })), total };
  }
}
