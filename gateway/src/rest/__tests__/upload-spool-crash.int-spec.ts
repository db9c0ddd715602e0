import { randomUUID } from 'node:crypto';
import { watch } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { minimalPdf } from '@remotehunt/services/test/document-files';
import { DEFAULT_PASSWORD } from '@remotehunt/services/test/factories';
import { type GatewayProcess, startGatewayProcess } from '../../test/gateway-process';

// Issue 46, finding 8: a gateway killed with -9 in the middle of an upload cannot remove the part it
// had spooled to disk; the next gateway to start on that DATA_DIR does, and leaves a live
// gateway's uploads alone.

let dataDir: string;
const started: GatewayProcess[] = [];

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'rh-spool-crash-'));
});
afterAll(async () => {
  for (const gateway of started) await gateway.kill();
  await rm(dataDir, { recursive: true, force: true });
});

const start = async () => {
  const gateway = await startGatewayProcess({ DATA_DIR: dataDir });
  started.push(gateway);
  return gateway;
};
const uploads = () => path.join(dataDir, 'uploads');
const spoolOf = async (gateway: GatewayProcess) => {
  const [folder] = (await readdir(uploads())).filter((name) => name.startsWith(`${gateway.pid}-`));
  return path.join(uploads(), folder);
};

async function signUp(origin: string): Promise<{ token: string; userId: string }> {
  const res = await fetch(`${origin}/api/v1/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Spool', email: `spool-${randomUUID()}@example.com`, password: DEFAULT_PASSWORD }),
  });
  expect(res.status).toBe(201);
  return (await res.json()) as { token: string; userId: string };
}

/** Starts an upload, sends its first megabyte and never finishes it; resolves once the gateway has spooled part of it. */
async function uploadHalfway(gateway: GatewayProcess): Promise<void> {
  const { token, userId } = await signUp(gateway.origin);
  const spool = await spoolOf(gateway);
  const spooled = new Promise<void>((resolve) => {
    const watcher = watch(spool, () => {
      watcher.close();
      resolve();
    });
  });
  const boundary = `----rh-${randomUUID()}`;
  const request = http.request(`${gateway.origin}/api/v1/users/${userId}/file`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  request.on('error', () => undefined);
  request.write(
    `--${boundary}\r\nContent-Disposition: form-data; name="type"\r\n\r\nresume\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="resume"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
  );
  request.write(Buffer.concat([minimalPdf(), Buffer.alloc(1024 * 1024, 32)]));
  await spooled;
}

it('removes what a gateway killed mid-upload spooled when the next one starts, and nothing of a live one', async () => {
  const live = await start();
  const killed = await start();
  await uploadHalfway(live);
  await uploadHalfway(killed);
  const killedSpool = await spoolOf(killed);
  expect(await readdir(killedSpool)).toHaveLength(1);
  await killed.kill();

  const next = await start();

  const folders = await readdir(uploads());
  expect(folders).not.toContain(path.basename(killedSpool));
  expect(folders.sort()).toEqual([path.basename(await spoolOf(live)), path.basename(await spoolOf(next))].sort());
  // The live gateway's upload in progress is untouched.
  expect(await readdir(await spoolOf(live))).toHaveLength(1);
});
