import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { loadConfig } from '../../config/config';
import { ensureDatabase } from '../../database/ensure-database';
import { resolveServers } from '../resolve-servers';
import { freePort } from '../ports';

let dataDir: string;
const logged: string[] = [];
const log = { info: (m: string) => logged.push(m), warn: (m: string) => logged.push(m) };

beforeAll(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'rh-resolve-'));
  chmodSync(dataDir, 0o755);
});

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('resolveServers with DATABASE_URL and REDIS_URL unset', () => {
  it('uses the server that answers at the default address, and embeds one where nothing answers', async () => {
    const port = await freePort(0);
    const settings = loadConfig({ DATA_DIR: dataDir });
    expect(settings.servers).toEqual({ database: 'auto', redis: 'auto' });
    // Defaults moved for the test: PostgreSQL's to a closed port, Redis's to the test Redis.
    const config = { ...settings, databaseUrl: `postgres://postgres@127.0.0.1:${port}/rh_embedded_auto`, redisUrl: process.env.REDIS_URL! };

    const servers = await resolveServers(config, log);
    try {
      expect(servers.config.redisUrl).toBe(process.env.REDIS_URL);
      const url = new URL(servers.config.databaseUrl);
      expect([url.hostname, url.pathname]).toEqual(['127.0.0.1', '/rh_embedded_auto']);
      expect(url.port).not.toBe(String(port));
      expect(logged).toContainEqual(
        expect.stringMatching(`DATABASE_URL is not set and nothing answers at 127.0.0.1:${port}: started an embedded PostgreSQL`),
      );

      // What the app does next: create its database there and use it.
      await ensureDatabase(servers.config.databaseUrl);
      const client = new Client({ connectionString: servers.config.databaseUrl });
      await client.connect();
      const [{ server_version: version }] = (await client.query('SHOW server_version')).rows;
      await client.end();
      expect(version).toMatch(/^18\./);
    } finally {
      await servers.stop();
    }
  });
});
