import { DiskFileStorage } from './disk-file-storage';
import type { FileStorage } from './file-storage';
import type * as S3Driver from './s3-file-storage';
import type { StorageSettings } from './storage-url';

/**
 * The driver STORAGE_URL names. The AWS SDK costs a process ~22 MB once loaded, so only the S3
 * driver requires it (required, not imported, as ip-country.ts does with its tables).
 */
export function createFileStorage(settings: StorageSettings): FileStorage {
  if (settings.driver === 'disk') return new DiskFileStorage(settings.dir);
  const { S3FileStorage } = require('./s3-file-storage') as typeof S3Driver;
  return new S3FileStorage(settings);
}
