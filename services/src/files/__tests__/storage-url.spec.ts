import path from 'node:path';
import { ConfigError, loadConfig } from '../../config/config';
import { parseStorageUrl } from '../storage-url';

describe('STORAGE_URL', () => {
  it('keeps files on the disk under DATA_DIR when it is unset or empty', () => {
    expect(loadConfig({ DATA_DIR: '/srv/remotehunt' }).storage).toEqual({ driver: 'disk', dir: path.resolve('/srv/remotehunt') });
    expect(loadConfig({ DATA_DIR: '/srv/remotehunt', STORAGE_URL: '' }).storage).toEqual({ driver: 'disk', dir: path.resolve('/srv/remotehunt') });
  });

  it('reads an AWS bucket: its region, virtual-hosted addressing, credentials from the AWS chain', () => {
    expect(parseStorageUrl('s3://remotehunt-files?region=eu-west-1')).toEqual({
      driver: 's3',
      bucket: 'remotehunt-files',
      prefix: '',
      region: 'eu-west-1',
      endpoint: undefined,
      forcePathStyle: false,
      credentials: undefined,
    });
  });

  it('reads a MinIO bucket: path-style by default once an endpoint is given, percent-encoded credentials', () => {
    expect(parseStorageUrl('s3://minio:se%2Bcret%2Fkey@remotehunt?endpoint=http://minio:9000/')).toEqual({
      driver: 's3',
      bucket: 'remotehunt',
      prefix: '',
      region: 'us-east-1',
      endpoint: 'http://minio:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'minio', secretAccessKey: 'se+cret/key' },
    });
  });

  it('reads a Cloudflare R2 bucket with region auto and a key prefix', () => {
    expect(
      parseStorageUrl('s3://KEY:SECRET@files/prod/app/?endpoint=https://0123abcd.r2.cloudflarestorage.com&region=auto&forcePathStyle=false'),
    ).toMatchObject({ bucket: 'files', prefix: 'prod/app/', region: 'auto', endpoint: 'https://0123abcd.r2.cloudflarestorage.com', forcePathStyle: false });
  });

  it.each([
    ['http://minio:9000/bucket', 'must be empty (files under DATA_DIR) or s3://'],
    ['not a url', 'must be empty (files under DATA_DIR) or s3://'],
    ['s3://My_Bucket', '"My_Bucket" is not a bucket name'],
    ['s3://files?endpoit=http://minio:9000', 'unknown parameter endpoit'],
    ['s3://files?endpoint=minio:9000', 'endpoint must be an http(s) address'],
    ['s3://files?forcePathStyle=yes', 'forcePathStyle must be true or false'],
    ['s3://KEYONLY@files', 'give the secret after the access key'],
  ])('refuses %s at start, naming the setting', (url, message) => {
    expect(() => loadConfig({ STORAGE_URL: url })).toThrow(ConfigError);
    expect(() => loadConfig({ STORAGE_URL: url })).toThrow(`STORAGE_URL: ${message}`);
  });
});
