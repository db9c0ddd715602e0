import { randomBytes, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import type { Owner } from '../auth/authorization';
import type { DataSource } from 'typeorm';
import { DomainError } from '../common/domain-error';
import { type NumberedPage, numberedPage, parsePaging } from '../common/paging';
import { isUuid, parseInput } from '../common/validate';
import { cleanFileName } from '../files/avatar-image';
import { MISSING_FILE_MESSAGE, uploadSchema } from '../forms/documents';
import type { FileStorage } from '../files/file-storage';
import { type FileDownload, storedFileDownload } from '../files/files.service';
import type { AppliedJobsService } from '../tracking/applied-jobs.service';
import { detectDocumentKind, withExtension } from './document-kind';

export interface ShareableLinkView {
  url: string;
  views: number;
  createdAt: string;
  lastViewedAt: string | null;
}

export interface DocumentView {
  _id: string;
  userId: string;
  /** A file type id (resume, cover-letter). */
  type: string;
  title: string;
  file: { name: string; size: number; contentType: string };
  appliedJobId: string | null;
  appliedJob: { jobTitle: string; companyName: string } | null;
  createdAt: string;
  /** The active shareable link, if the owner made one and has not revoked it. */
  shareableLink: ShareableLinkView | null;
}

/** What the transport took out of the multipart request; nothing here is trusted yet. */
export interface DocumentUpload {
  fields: Record<string, unknown>;
  /**
   * The file part, if any, as the transport spooled it to a local file (size-capped as it
   * arrived): a document is streamed from there, never held in memory whole.
   */
  file?: { path: string; size: number; originalName: string };
}

interface DocumentRow {
  id: string;
  owner_id: string;
  file_type_id: string;
  title: string;
  file_name: string;
  size_bytes: number;
  content_type: string;
  applied_job_id: string | null;
  job_snapshot: { jobTitle: string; companyName: string } | null;
  created_at: Date;
  link_token: string | null;
  link_views: number | null;
  link_created_at: Date | null;
  link_last_viewed_at: Date | null;
}

const SELECT_DOCUMENTS = `
  SELECT f.id, f.owner_id, f.file_type_id, f.title, f.file_name, f.size_bytes, f.content_type, f.applied_job_id, f.created_at,
         a.job_snapshot, l.token AS link_token, l.views AS link_views, l.created_at AS link_created_at, l.last_viewed_at AS link_last_viewed_at
    FROM stored_files f
    LEFT JOIN applied_jobs a ON a.id = f.applied_job_id
    LEFT JOIN shareable_links l ON l.file_id = f.id AND l.revoked_at IS NULL`;

export const DOCUMENTS_PAGE_SIZE = 10;
export const APPLIED_JOB_DOCUMENTS_PAGE_SIZE = 5;
/** 32 random bytes: 256 bits, far past guessing. base64url keeps it URL-safe. */
const TOKEN_BYTES = 32;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;


export class DocumentsService {
  constructor(
    private readonly db: DataSource,
    private readonly storage: FileStorage,
    private readonly appliedJobs: AppliedJobsService,
    private readonly publicUrl: string,
  ) {}

  /** Checks the form and the file's real kind, stores the bytes, then the row; a failed row removes the bytes again. */
  async upload(owner: Owner, upload: DocumentUpload): Promise<DocumentView> {
    const { userId } = owner;
    const { title, type, appliedJobId } = parseInput(uploadSchema, upload.fields);
    const [fileType] = await this.db.query(`SELECT id FROM file_types WHERE id = $1`, [type]);
    if (!fileType) throw DomainError.validation('Please select document type', { field: 'type' });
    if (!upload.file || upload.file.size === 0) throw DomainError.validation(MISSING_FILE_MESSAGE, { field: 'file' });
    if (appliedJobId !== undefined) await this.appliedJobs.assertOwned(owner, appliedJobId);

    const cleaned = cleanFileName(upload.file.originalName, 'document');
    const kind = await detectDocumentKind(upload.file.path);
    const id = randomUUID();
    const storageKey = `documents/${id}`;
    await this.storage.putStream(storageKey, createReadStream(upload.file.path), { contentType: kind.contentType });
    try {
      await this.db.query(
        `INSERT INTO stored_files (id, owner_id, kind, file_name, content_type, size_bytes, storage_key, file_type_id, title, applied_job_id)
         VALUES ($1, $2, 'document', $3, $4, $5, $6, $7, $8, $9)`,
        [id, userId, withExtension(cleaned, kind), kind.contentType, upload.file.size, storageKey, type, title, appliedJobId ?? null],
      );
    } catch (e) {
      await this.storage.delete(storageKey);
      throw e;
    }
    return this.get(owner, id);
  }

  /** Newest first, 10 to a page. */
  list({ userId }: Owner, pagingInput: { page?: unknown; limit?: unknown }): Promise<NumberedPage<DocumentView>> {
    const paging = parsePaging(pagingInput, { defaultLimit: DOCUMENTS_PAGE_SIZE });
    return this.page(`f.owner_id = $1 AND f.kind = 'document'`, [userId], paging);
  }

  /** The documents linked to one applied job, 5 to a page. */
  async listForAppliedJob(owner: Owner, appliedJobId: string, pagingInput: { page?: unknown; limit?: unknown }): Promise<NumberedPage<DocumentView>> {
    const { userId } = owner;
    const paging = parsePaging(pagingInput, { defaultLimit: APPLIED_JOB_DOCUMENTS_PAGE_SIZE });
    await this.appliedJobs.assertOwned(owner, appliedJobId);
    return this.page(`f.owner_id = $1 AND f.kind = 'document' AND f.applied_job_id = $2`, [userId, appliedJobId], paging);
  }

  async get({ userId }: Owner, documentId: string): Promise<DocumentView> {
    return toDocumentView(await this.findRow(userId, documentId), this.publicUrl);
  }

  /** Deletes the document, its links and its bytes. */
  async delete({ userId }: Owner, documentId: string): Promise<void> {
    if (!isUuid(documentId)) throw DomainError.notFound('The document');
    const [rows] = await this.db.query(
      `DELETE FROM stored_files WHERE id = $1 AND owner_id = $2 AND kind = 'document' RETURNING storage_key`,
      [documentId, userId],
    );
    if (!rows[0]) throw DomainError.notFound('The document');
    await this.storage.delete(rows[0].storage_key);
  }

  /** The document's active link, made on first request; asking again answers the same URL. */
  async createShareableLink({ userId }: Owner, documentId: string): Promise<ShareableLinkView> {
    await this.findRow(userId, documentId);
    const token = randomBytes(TOKEN_BYTES).toString('base64url');
    await this.db.query(
      `INSERT INTO shareable_links (file_id, token) VALUES ($1, $2) ON CONFLICT (file_id) WHERE revoked_at IS NULL DO NOTHING`,
      [documentId, token],
    );
    const { shareableLink } = toDocumentView(await this.findRow(userId, documentId), this.publicUrl);
    if (!shareableLink) throw new Error('The shareable link was revoked while it was being made');
    return shareableLink;
  }

  /** Stops the active link from working; a new request makes a new URL. */
  async revokeShareableLink({ userId }: Owner, documentId: string): Promise<void> {
    await this.findRow(userId, documentId);
    await this.db.query(`UPDATE shareable_links SET revoked_at = now() WHERE file_id = $1 AND revoked_at IS NULL`, [documentId]);
  }

  /**
   * The file behind a shareable link, for anyone who has the URL. Each opening counts;
   * a HEAD request (a link checker, a preview probe) reads nothing and is not counted.
   */
  async openShared(token: string, opts: { countView?: boolean } = {}): Promise<FileDownload> {
    const gone = DomainError.notFound('This shared document');
    if (!TOKEN_PATTERN.test(token)) throw gone;
    const countView = opts.countView ?? true;
    const [rows] = await this.db.query(
      `UPDATE shareable_links l
          SET views = views + CASE WHEN $2 THEN 1 ELSE 0 END,
              last_viewed_at = CASE WHEN $2 THEN now() ELSE last_viewed_at END
         FROM stored_files f
        WHERE l.token = $1 AND l.revoked_at IS NULL AND f.id = l.file_id
        RETURNING f.file_name, f.content_type, f.size_bytes, f.storage_key`,
      [token, countView],
    );
    const row = rows[0];
    if (!row) throw gone;
    return storedFileDownload(this.storage, row.storage_key, gone, { fileName: row.file_name, contentType: row.content_type, size: row.size_bytes });
  }

  private async page(where: string, values: unknown[], paging: { page: number; limit: number; offset: number }) {
    const n = values.length;
    const [rows, [{ total }]] = await Promise.all([
      this.db.query(`${SELECT_DOCUMENTS} WHERE ${where} ORDER BY f.created_at DESC, f.id LIMIT $${n + 1} OFFSET $${n + 2}`, [
        ...values,
        paging.limit,
        paging.offset,
      ]) as Promise<DocumentRow[]>,
      this.db.query(`SELECT count(*)::int AS total FROM stored_files f WHERE ${where}`, values) as Promise<{ total: number }[]>,
    ]);
    return numberedPage({ data: rows.map((r) => toDocumentView(r, this.publicUrl)), total }, paging);
  }

  private async findRow(userId: string, documentId: string): Promise<DocumentRow> {
    if (!isUuid(documentId)) throw DomainError.notFound('The document');
    const [row] = await this.db.query(`${SELECT_DOCUMENTS} WHERE f.id = $1 AND f.owner_id = $2 AND f.kind = 'document'`, [documentId, userId]);
    if (!row) throw DomainError.notFound('The document');
    return row;
  }

}

/** Public, so it sits under the API but outside /users. */
export const shareUrl = (publicUrl: string, token: string) => `${publicUrl}/api/v1/shared_files/${token}`;

const toDocumentView = (row: DocumentRow, publicUrl: string): DocumentView => ({
  _id: row.id,
  userId: row.owner_id,
  type: row.file_type_id,
  title: row.title,
  file: { name: row.file_name, size: row.size_bytes, contentType: row.content_type },
  appliedJobId: row.applied_job_id,
  appliedJob: row.job_snapshot ? { jobTitle: row.job_snapshot.jobTitle, companyName: row.job_snapshot.companyName } : null,
  createdAt: row.created_at.toISOString(),
  shareableLink: row.link_token
    ? {
        url: shareUrl(publicUrl, row.link_token),
        views: row.link_views ?? 0,
        createdAt: (row.link_created_at as Date).toISOString(),
        lastViewedAt: row.link_last_viewed_at?.toISOString() ?? null,
      }
    : null,
});
