import { mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';

// s3rver ships no types; this is the part of it the tests use.
interface S3rverInstance {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
  httpServer?: Server;
}
type S3rverClass = new (options: {
  address: string;
  port: number;
  directory: string;
  silent: boolean;
  configureBuckets: { name: string }[];
}) => S3rverInstance;

/** s3rver's fixed credentials: it checks every request's signature against them. */
const ACCESS_KEY = 'S3RVER';

export interface S3TestServer {
  /** STORAGE_URL for the bucket. */
  storageUrl: string;
  endpoint: string;
  bucket: string;
  /** Every key in the bucket, sorted. */
  keys(): Promise<string[]>;
  stop(): Promise<void>;
}

/**
 * A real S3-protocol server (s3rver: S3's REST API, SigV4 signatures, multipart uploads, ranges)
 * on a free port, keeping its objects in a temp directory that stop() removes.
 */
export async function startS3Server(bucket = 'remotehunt-test'): Promise<S3TestServer> {
  const S3rver = require('s3rver') as S3rverClass;
  const directory = await mkdtemp(path.join(os.tmpdir(), 'rh-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: ACCESS_KEY, secretAccessKey: ACCESS_KEY },
  });
  return {
    storageUrl: `s3://${ACCESS_KEY}:${ACCESS_KEY}@${bucket}?endpoint=${endpoint}`,
    endpoint,
    bucket,
    async keys() {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (listed.Contents ?? []).map((o) => o.Key as string).sort();
    },
    async stop() {
      client.destroy();
      // Keep-alive sockets of clients that were not closed must not hold the server open.
      server.httpServer?.closeAllConnections();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
