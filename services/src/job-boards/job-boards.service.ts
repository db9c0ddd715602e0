import type { DataSource } from 'typeorm';
import { type Page, parsePaging } from '../common/paging';
import type { PagingInput } from '../jobs/jobs.service';

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
    const [data, [{ total }]] = await Promise.all([
      this.db.query(`SELECT id AS "_id", name, url, logo, favicon, description FROM job_boards WHERE listed ORDER BY name, id LIMIT $1 OFFSET $2`, [
        paging.limit,
        paging.offset,
      ]),
      this.db.query(`SELECT count(*)::int AS total FROM job_boards WHERE listed`),
    ]);
    return { data, total };
  }
}
