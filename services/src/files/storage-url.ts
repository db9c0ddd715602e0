export interface S3StorageSettings {
  driver: 's3';
  bucket: string;
  /** Prepended to every key ('' or ending in '/'), so one bucket can hold several apps' files. */
  prefix: string;
  region: string;
  /** Unset for AWS itself; the server's address for MinIO, R2 and the like. */
  endpoint?: string;
  forcePathStyle: boolean;
  /** Unset: the AWS SDK's own credential chain (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, a profile, a role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

export type StorageSettings = { driver: 'disk'; dir: string } | S3StorageSettings;

const PARAMS = new Set(['endpoint', 'region', 'forcePathStyle']);
// S3's rules for new buckets: 3 to 63 lowercase letters, digits, dots and hyphens.
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

export const STORAGE_URL_FORMAT = 's3://[ACCESS_KEY:SECRET@]bucket[/prefix][?endpoint=URL&region=NAME&forcePathStyle=true|false]';

/**
 * STORAGE_URL as settings: null when empty (files on the disk under DATA_DIR); `s3://` names a
 * bucket. Throws a message fit for the configuration error when the URL is not one we can use.
 */
export function parseStorageUrl(value: string): S3StorageSettings | null {
  if (!value.trim()) return null;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new Error(`must be empty (files under DATA_DIR) or ${STORAGE_URL_FORMAT}`);
  }
  if (url.protocol !== 's3:') throw new Error(`must be empty (files under DATA_DIR) or ${STORAGE_URL_FORMAT}`);
  const bucket = url.hostname;
  if (!BUCKET.test(bucket)) throw new Error(`"${bucket}" is not a bucket name (3 to 63 lowercase letters, digits, dots and hyphens)`);
  const unknown = [...url.searchParams.keys()].filter((k) => !PARAMS.has(k));
  if (unknown.length) throw new Error(`unknown parameter ${unknown.join(', ')} (known: ${[...PARAMS].join(', ')})`);

  const endpoint = url.searchParams.get('endpoint') || undefined;
  if (endpoint && !/^https?:\/\/[^/?#]+\/?$/.test(endpoint)) throw new Error(`endpoint must be an http(s) address such as http://minio:9000, not "${endpoint}"`);
  const pathStyle = url.searchParams.get('forcePathStyle');
  if (pathStyle !== null && pathStyle !== 'true' && pathStyle !== 'false') throw new Error('forcePathStyle must be true or false');
  if (url.username && !url.password) throw new Error('give the secret after the access key (ACCESS_KEY:SECRET@bucket), or neither');

  const prefix = decodeURIComponent(url.pathname.replace(/^\/+|\/+$/g, ''));
  return {
    driver: 's3',
    bucket,
    prefix: prefix ? `${prefix}/` : '',
    // AWS needs the bucket's own region; MinIO takes any, R2 wants "auto".
    region: url.searchParams.get('region') || 'us-east-1',
    endpoint: endpoint?.replace(/\/$/, ''),
    // Servers other than AWS are mostly reached as endpoint/bucket: their DNS has no name per bucket.
    forcePathStyle: pathStyle === null ? Boolean(endpoint) : pathStyle === 'true',
    credentials: url.username
      ? { accessKeyId: decodeURIComponent(url.username), secretAccessKey: decodeURIComponent(url.password) }
      : undefined,
  };
}
