import type { Readable } from 'node:stream';
import type { DataSource } from 'typeorm';
import type { Owner } from '../auth/authorization';
import { DomainError } from '../common/domain-error';
import { isUuid } from '../common/validate';
import { type ByteRange, type FileStorage, StoredObjectMissing } from './file-storage';
import { StoredFileEntity } from './stored-file.entity';

/** A file a caller may download: what it is, and its bytes on demand, whole or a range of them. */
export interface FileDownload {
  fileName: string;
  contentType: string;
  /** The whole file's size (from its row), so a range can be checked before anything is read. */
  size: number;
  /** The bytes, or bytes `start` to `end` of them, as a stream to read to its end or destroy. */
  open(range?: ByteRange): Promise<Readable>;
}

/** A download of the bytes under `key`; bytes gone from storage answer `missing`, like a missing row. */
export function storedFileDownload(
  storage: FileStorage,
  key: string,
  missing: DomainError,
  file: Pick<FileDownload, 'fileName' | 'contentType' | 'size'>,
): FileDownload {
  return {
    ...file,
    open: (range) =>
      storage.getStream(key, { range }).then(
        ({ stream }) => stream,
        (e: unknown) => {
          throw e instanceof StoredObjectMissing ? missing : e;
        },
      ),
  };
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
    return storedFileDownload(this.storage, row.storageKey, DomainError.notFound('The file'), {
      fileName: row.fileName,
      contentType: row.contentType,
      size: row.sizeBytes,
    });
  }
}
