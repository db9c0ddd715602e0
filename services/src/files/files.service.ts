import type { DataSource } from 'typeorm';
import type { Owner } from '../auth/authorization';
import { DomainError } from '../common/domain-error';
import { isUuid } from '../common/validate';
import type { FileStorage } from './file-storage';
import { StoredFileEntity } from './stored-file.entity';

export interface FileDownload {
  fileName: string;
  contentType: string;
  bytes: Buffer;
}

export class FilesService {
  constructor(
    private readonly db: DataSource,
    private readonly storage: FileStorage,
  ) {}

  /** A user's own file; anyone else's id answers not found rather than leaking that it exists. */
  async download({ userId: ownerId }: Owner, fileId: string): Promise<FileDownload> {
    if (!isUuid(fileId)) throw DomainError.notFound('The file');
    const row = await this.db.getRepository(StoredFileEntity).findOneBy({ id: fileId, ownerId });
    if (!row) throw DomainError.notFound('The file');
    const bytes = await this.storage.get(row.storageKey).catch(() => {
      throw DomainError.notFound('The file');
    });
    return { fileName: row.fileName, contentType: row.contentType, bytes };
  }
}
