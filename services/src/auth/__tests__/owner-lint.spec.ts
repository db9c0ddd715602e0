import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '../../../..');

/** Lints a would-be service file with the project's real config, as `npm run lint` does. */
function lint(code: string, file = 'services/src/example/example.service.ts'): string[] {
  const run = spawnSync(process.execPath, [path.join(root, 'node_modules/eslint/bin/eslint.js'), '--stdin', '--stdin-filename', file, '--format', 'json'], {
    cwd: root,
    input: code,
    encoding: 'utf8',
  });
  const [result] = JSON.parse(run.stdout) as { messages: { ruleId: string | null; message: string }[] }[];
  return result.messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
}

describe('one authorization model, kept by lint', () => {
  it('refuses a new service method that acts for a person with a bare user id', () => {
    const messages = lint(`
      export class NotesService {
        async list(userId: string, page: number) { return [userId, page]; }
        async remove(noteId: string, ownerId: string) { return [noteId, ownerId]; }
      }
    `);
    expect(messages).toHaveLength(2);
    expect(messages[0]).toMatch(/takes the Owner/);
  });

  it('accepts methods that take the Owner or the actor, and private helpers', () => {
    const messages = lint(`
      import type { Actor, Owner } from '../auth/authorization';
      export class NotesService {
        async list({ userId }: Owner, page: number) { return this.rows(userId, page); }
        async thread(actor: Actor, userId: string) { return [actor, userId]; }
        private async rows(userId: string, page: number) { return [userId, page]; }
      }
    `);
    expect(messages).toEqual([]);
  });

  it('refuses an Owner made anywhere but the authorization module', () => {
    const messages = lint(`
      import type { Owner } from '../auth/authorization';
      export const forged = { userId: 'x' } as unknown as Owner;
    `);
    expect(messages).toEqual(['Only services/src/auth/authorization.ts makes an Owner, after the ownership check.']);
  });
});
