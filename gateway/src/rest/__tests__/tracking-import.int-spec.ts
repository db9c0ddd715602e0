import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Response } from 'supertest';
import { selfOwner } from '@remotehunt/services/auth/authorization';
import { createJob } from '@remotehunt/services/test/factories';
import { ImportStore } from '@remotehunt/services/tracking/import/import-store';
import { bearer, createTestGateway, type TestGateway, type TestUser } from '../../test/test-gateway';

// Issue 47, item 4: import from Huntr, Teal, any CSV and our own JSON export, over REST and GraphQL.

const FIXTURES = path.resolve(__dirname, '../../../../services/src/tracking/import/__fixtures__');
const fixture = (name: string) => readFileSync(path.join(FIXTURES, name));

let gw: TestGateway;

beforeAll(async () => {
  gw = await createTestGateway();
});
afterAll(() => gw.close());

type Transport = 'REST' | 'GraphQL';
const TRANSPORTS: Transport[] = ['REST', 'GraphQL'];
/** The answer's JSON, as supertest gives it. */
type Body = Response['body'];
type Answer = { status: number; body: Body };

const PREVIEW_FIELDS = `importId fileName format columns rows mappingRequired expiresAt
  fields { name label required }
  suggestedMapping { jobTitle companyName applyUrl location salary description status appliedAt addedAt notes }
  mapping { jobTitle companyName applyUrl location salary description status appliedAt addedAt notes }
  preview { line error cells jobTitle companyName applyUrl location salary status saved appliedAt statusChanges tasks contacts notes }`;

/** The upload: REST only, as documents' are. */
async function upload(user: TestUser, bytes: Buffer, name: string): Promise<Answer> {
  const res = await gw.request.post(`/api/v1/users/${user.userId}/applied_jobs/imports`).set(bearer(user)).attach('file', bytes, name);
  return { status: res.status, body: res.body };
}

async function uploaded(user: TestUser, bytes: Buffer, name: string): Promise<Body> {
  const res = await upload(user, bytes, name);
  expect(res).toMatchObject({ status: 201 });
  return res.body;
}

function fromGraphQL(body: { data?: Record<string, unknown> | null; errors?: { message: string; extensions: { status: number } }[] }, field: string): Answer {
  const error = body.errors?.[0];
  if (error) return { status: error.extensions.status, body: { message: error.message } };
  return { status: 200, body: body.data![field] as Record<string, unknown> };
}

async function preview(via: Transport, user: TestUser, importId: string, mapping?: Record<string, string>): Promise<Answer> {
  if (via === 'REST') {
    const res = await gw.request.post(`/api/v1/users/${user.userId}/applied_jobs/imports/${importId}/preview`).set(bearer(user)).send({ mapping });
    return { status: res.status, body: res.body };
  }
  const res = await gw.graphql(`query ($id: ID!, $mapping: ImportMappingInput) { previewImport(importId: $id, mapping: $mapping) { ${PREVIEW_FIELDS} } }`, { id: importId, mapping }, user.token);
  return fromGraphQL(res.body, 'previewImport');
}

async function run(via: Transport, user: TestUser, importId: string, mapping?: Record<string, string>): Promise<Answer> {
  if (via === 'REST') {
    const res = await gw.request.post(`/api/v1/users/${user.userId}/applied_jobs/imports/${importId}/run`).set(bearer(user)).send(mapping ? { mapping } : {});
    return { status: res.status, body: res.body };
  }
  const res = await gw.graphql(
    `mutation ($id: ID!, $mapping: ImportMappingInput) { runImport(importId: $id, mapping: $mapping) { imported skipped failedCount failed { line message } } }`,
    { id: importId, mapping },
    user.token,
  );
  return fromGraphQL(res.body, 'runImport');
}

interface ExportedJob {
  _id: string;
  jobTitle: string;
  companyName: string;
  statusTitle: string;
  saved: boolean;
  appliedAt: string | null;
  origin: string;
  jobInfo: Record<string, unknown>;
  statusHistory: { fromStatusTitle: string | null; toStatusTitle: string; changedAt: string }[];
  tasks: Record<string, unknown>[];
  contacts: Record<string, unknown>[];
  notes: { title: string; description: string }[];
}

async function exported(user: TestUser): Promise<{ text: string; jobs: ExportedJob[] }> {
  const res = await gw.request.get(`/api/v1/users/${user.userId}/applied_jobs/export?format=json`).set(bearer(user)).buffer(true);
  expect(res.status).toBe(200);
  return { text: res.text, jobs: JSON.parse(res.text).appliedJobs };
}

const byCompany = (jobs: ExportedJob[]) => Object.fromEntries(jobs.map((j) => [j.companyName, j]));

describe.each(TRANSPORTS)('importing over %s', (via) => {
  it('imports Huntr’s CSV: lists become statuses, Wishlist saved for later, notes a note', async () => {
    const user = await gw.signUp();
    const file = await uploaded(user, fixture('huntr.csv'), 'huntr-export.csv');
    expect(file).toMatchObject({ format: 'huntr', rows: 5, mappingRequired: false, fileName: 'huntr-export.csv' });
    expect(file.suggestedMapping).toMatchObject({ jobTitle: 'Job Title', companyName: 'Company', applyUrl: 'Job URL', status: 'List', appliedAt: 'Date Applied', addedAt: 'Date Added', notes: 'Notes' });
    expect(file.preview).toHaveLength(5);
    expect(file.preview[0]).toMatchObject({ line: 2, error: null, jobTitle: 'Senior Frontend Engineer', companyName: 'Acme', status: 'Applied', saved: false, appliedAt: '2024-03-02T12:00:00.000Z', notes: 1 });
    // The first row holds a line break: the next starts on line 4.
    expect(file.preview[1]).toMatchObject({ line: 4, companyName: 'Globex', status: 'Interviewing' });

    const result = await run(via, user, file.importId);
    expect(result).toEqual({ status: 200, body: { imported: 5, skipped: 0, failedCount: 0, failed: [] } });

    const jobs = byCompany((await exported(user)).jobs);
    expect(Object.keys(jobs).sort()).toEqual(['Acme', 'Globex', 'Hooli', 'Initech', 'Umbrella']);
    expect(Object.fromEntries(Object.entries(jobs).map(([company, j]) => [company, j.saved ? 'saved' : j.statusTitle]))).toEqual({
      Acme: 'Applied',
      Globex: 'Interviewing',
      Initech: 'saved',
      Umbrella: 'Offer',
      Hooli: 'Rejected',
    });
    expect(jobs.Acme).toMatchObject({
      origin: 'import',
      appliedAt: '2024-03-02T12:00:00.000Z',
      jobInfo: { applyUrl: 'https://jobs.acme.example/frontend-42', location: 'Remote (US)', salary: '$140,000 - $160,000' },
      statusHistory: [{ fromStatusTitle: null, toStatusTitle: 'Applied', changedAt: '2024-03-02T12:00:00.000Z' }],
      notes: [{ title: 'Notes from Huntr', description: 'Referred by Dana.\nFollow up next week.' }],
    });
    expect(jobs.Initech).toMatchObject({ appliedAt: null, statusHistory: [], notes: [{ description: 'Looks interesting' }] });
  });

  it('imports Teal’s CSV: Bookmarked saved, Negotiating an offer, I Withdrew withdrawn, Not Selected rejected', async () => {
    const user = await gw.signUp();
    const file = await uploaded(user, fixture('teal.csv'), 'teal.csv');
    expect(file).toMatchObject({ format: 'teal', rows: 7, mappingRequired: false });
    expect(file.suggestedMapping).toMatchObject({ jobTitle: 'Job Position', companyName: 'Company', status: 'Status', addedAt: 'Date Saved' });

    expect((await run(via, user, file.importId)).body).toEqual({ imported: 7, skipped: 0, failedCount: 0, failed: [] });
    const jobs = byCompany((await exported(user)).jobs);
    expect(Object.fromEntries(Object.entries(jobs).map(([company, j]) => [company, j.saved ? 'saved' : j.statusTitle]))).toEqual({
      'Stark Industries': 'Applied',
      'Wayne Enterprises': 'Interviewing',
      Wonka: 'saved',
      Cyberdyne: 'Offer',
      Tyrell: 'Rejected',
      Soylent: 'Withdrawn',
      Oscorp: 'Applied',
    });
    expect(jobs['Wayne Enterprises']).toMatchObject({ appliedAt: '2024-01-22T12:00:00.000Z', notes: [{ title: 'Notes from Teal', description: 'Second round on Friday' }] });
  });

  it('imports a generic CSV once its columns are mapped, previewing the rows with the mapping', async () => {
    const user = await gw.signUp();
    const file = await uploaded(user, fixture('generic.csv'), 'my-sheet.csv');
    expect(file).toMatchObject({ format: 'generic', rows: 3, mappingRequired: true, columns: ['Position', 'Employer', 'Stage', 'Applied on', 'Where', 'Link', 'Comments'] });
    expect(file.suggestedMapping).toEqual({ jobTitle: 'Position', companyName: 'Employer', status: 'Stage', appliedAt: 'Applied on', applyUrl: 'Link', notes: 'Comments' });
    expect(file.preview[0].cells).toEqual(['Frontend Developer', 'Northwind', 'Phone screen', '05.03.2024', 'Amsterdam', 'https://northwind.example/jobs/1', 'Recruiter: Sam']);

    const refused = await run(via, user, file.importId);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/^mapping: please say which column holds each field/);

    const mapping = { ...file.suggestedMapping, location: 'Where' };
    const shown = await preview(via, user, file.importId, mapping);
    expect(shown.status).toBe(200);
    expect(shown.body.preview[0]).toMatchObject({ location: 'Amsterdam', status: 'Phone Screen', appliedAt: '2024-03-05T12:00:00.000Z' });
    expect((await preview(via, user, file.importId, { ...mapping, salary: 'Pay' })).body.message).toMatch(/^mapping\.salary: the file has no column “Pay”/);

    expect((await run(via, user, file.importId, mapping)).body).toEqual({ imported: 3, skipped: 0, failedCount: 0, failed: [] });
    const jobs = byCompany((await exported(user)).jobs);
    expect(jobs.Northwind).toMatchObject({ statusTitle: 'Phone Screen', jobInfo: { location: 'Amsterdam' }, notes: [{ title: 'Notes from the imported file' }] });
    expect(jobs.Contoso).toMatchObject({ statusTitle: 'Assessment', jobInfo: { applyUrl: 'https://www.contoso.example/jobs/2' } });
    expect(jobs.Fabrikam).toMatchObject({ statusTitle: 'Applied', appliedAt: '2024-03-01T12:00:00.000Z' });
  });

  it('adds nothing when the same file is imported twice, run again or uploaded again', async () => {
    const user = await gw.signUp();
    const first = await uploaded(user, fixture('huntr.csv'), 'huntr.csv');
    expect((await run(via, user, first.importId)).body).toMatchObject({ imported: 5, skipped: 0 });
    expect((await run(via, user, first.importId)).body).toMatchObject({ imported: 0, skipped: 5 });
    const again = await uploaded(user, fixture('huntr.csv'), 'huntr (1).csv');
    expect((await run(via, user, again.importId)).body).toMatchObject({ imported: 0, skipped: 5, failedCount: 0 });
    expect((await exported(user)).jobs).toHaveLength(5);
  });

  it('skips a row whose link is tracked already', async () => {
    const user = await gw.signUp();
    const tracked = await gw.request
      .post(`/api/v1/users/${user.userId}/applied_jobs`)
      .set(bearer(user))
      .send({ job: { jobTitle: 'Data Engineer', companyName: 'Umbrella', applyUrl: 'https://www.umbrella.example/careers/data/' } });
    expect(tracked.status).toBe(201);
    const file = await uploaded(user, fixture('huntr.csv'), 'huntr.csv');
    expect((await run(via, user, file.importId)).body).toMatchObject({ imported: 4, skipped: 1 });
  });

  it('reports 2 bad rows by line, naming the column, and imports the rest', async () => {
    const user = await gw.signUp();
    const file = await uploaded(user, fixture('two-bad-rows.csv'), 'two-bad-rows.csv');
    expect(file.preview.map((row: { line: number; error: string | null }) => [row.line, row.error !== null])).toEqual([
      [2, false],
      [4, true],
      [5, false],
      [6, true],
      [7, false],
    ]);
    const result = await run(via, user, file.importId);
    expect(result.body).toEqual({
      imported: 3,
      skipped: 0,
      failedCount: 2,
      failed: [
        { line: 4, message: 'Company: please provide the company' },
        { line: 6, message: expect.stringMatching(/^Date Applied: “someday” is not a date/) },
      ],
    });
    expect((await exported(user)).jobs.map((j) => j.companyName).sort()).toEqual(['Alpha', 'Epsilon', 'Gamma']);
  });

  it('answers 404 for someone else’s import and for one that does not exist', async () => {
    const [owner, other] = await Promise.all([gw.signUp(), gw.signUp()]);
    const file = await uploaded(owner, fixture('huntr.csv'), 'huntr.csv');
    for (const importId of [file.importId, '00000000-0000-4000-8000-000000000009', 'not-an-id']) {
      for (const call of [preview, run]) {
        const res = await call(via, other, importId);
        expect(res.status).toBe(404);
        expect(res.body.message).toBe('The import (uploads are kept for a day; upload the file again) was not found');
      }
    }
    expect((await exported(other)).jobs).toEqual([]);
    expect((await run(via, owner, file.importId)).body).toMatchObject({ imported: 5 });
  });
});

describe('an upload', () => {
  it('is kept for a day, then forgotten', async () => {
    const user = await gw.signUp();
    const file = await uploaded(user, fixture('teal.csv'), 'teal.csv');
    expect(Date.parse(file.expiresAt) - Date.now()).toBeGreaterThan(23.9 * 3600_000);
    const key = `${gw.services.config.redisPrefix}tracking-import:${file.importId}`;
    expect(await gw.services.redis.ttl(key)).toBeGreaterThan(23.9 * 3600);
    await gw.services.redis.del(key);
    expect((await run('REST', user, file.importId)).status).toBe(404);
  });

  it('has its bytes removed by a later upload once it has expired', async () => {
    const store = new ImportStore(gw.services.redis, gw.services.config.redisPrefix, gw.services.storage);
    const user = await gw.signUp();
    const owner = selfOwner({ userId: user.userId, sessionId: 'test', isAdmin: false, isRecruiter: false, hasAppAccess: true });
    const fields = { fileName: 'teal.csv', format: 'teal' as const, delimiter: ',', columns: [], rows: 7 };
    const file = path.join(FIXTURES, 'teal.csv');
    const old = await store.save(owner, fields, file, Date.now() - 2 * 24 * 3600_000);
    expect(await gw.services.storage.stat(`tracking-imports/${old.id}`)).not.toBeNull();
    await store.save(owner, fields, file);
    expect(await gw.services.storage.stat(`tracking-imports/${old.id}`)).toBeNull();
  });
});

describe('our JSON export, round trip', () => {
  it.each(TRANSPORTS)('export from one account, import into a new one over %s: the same applications, statuses and histories, ids aside', async (via) => {
    const [alice, bob] = await Promise.all([gw.signUp(), gw.signUp()]);
    const statuses: { _id: string; title: string }[] = (await gw.request.get(`/api/v1/users/${alice.userId}/job/statuses`).set(bearer(alice))).body.data;
    const status = (title: string) => statuses.find((s) => s.title === title)!._id;
    const base = `/api/v1/users/${alice.userId}/applied_jobs`;
    const post = (p: string, body: object) => gw.request.post(`${base}${p}`).set(bearer(alice)).send(body);

    const platform = await post('', {
      job: {
        jobTitle: 'Platform Engineer',
        companyName: 'Acme',
        applyUrl: 'https://careers.acme.example/jobs/42',
        location: 'Remote (EU)',
        salary: '€70k–€85k',
        employmentType: 'full-time',
        description: 'Build the platform.\n\nKubernetes, Go.',
      },
      appliedAt: '2024-02-01',
    });
    expect(platform.status).toBe(201);
    for (const title of ['Phone Screen', 'Interviewing', 'Offer']) {
      expect((await gw.request.put(`${base}/${platform.body._id}`).set(bearer(alice)).send({ status: status(title) })).status).toBe(200);
    }
    await post(`/${platform.body._id}/job_tasks`, { content: 'Send references', dueAt: '2026-12-03T09:00', dueTimeZone: 'Europe/Berlin' }).expect(201);
    await post(`/${platform.body._id}/job_contacts`, { name: 'Dana Recruiter', email: 'dana@acme.example', jobTitle: 'Recruiter' }).expect(201);
    await post(`/${platform.body._id}/job_notes`, { title: 'Salary', description: 'Asked for €80k' }).expect(201);
    await post('', { job: { jobTitle: 'Designer', companyName: 'Initech' }, saved: true }).expect(201);
    const { id: catalogueJobId } = await createJob(gw.services, { title: 'Go Developer', companyName: 'Remote Gophers' });
    const fromBoard = await post('', { jobId: catalogueJobId, status: status('Applied') });
    expect(fromBoard.status).toBe(201);
    expect((await gw.request.put(`${base}/${fromBoard.body._id}`).set(bearer(alice)).send({ status: status('Rejected') })).status).toBe(200);

    const before = await exported(alice);
    expect(before.jobs).toHaveLength(3);
    const file = await uploaded(bob, Buffer.from(before.text), 'applied-jobs.json');
    expect(file).toMatchObject({ format: 'remotehunt-json', rows: 3, mappingRequired: false, columns: [], suggestedMapping: null });
    expect(file.preview.find((row: { companyName: string }) => row.companyName === 'Acme')).toMatchObject({ status: 'Offer', statusChanges: 4, tasks: 1, contacts: 1, notes: 1 });

    expect((await run(via, bob, file.importId)).body).toEqual({ imported: 3, skipped: 0, failedCount: 0, failed: [] });
    const after = await exported(bob);
    expect(comparable(after.jobs)).toEqual(comparable(before.jobs));
    expect(after.jobs.find((j) => j.companyName === 'Remote Gophers')).toMatchObject({ jobId: catalogueJobId });

    // Brought back into the account it came from, or into the new one again: nothing is added.
    const home = await uploaded(alice, Buffer.from(before.text), 'applied-jobs.json');
    expect((await run(via, alice, home.importId)).body).toMatchObject({ imported: 0, skipped: 3 });
    expect((await run(via, bob, file.importId)).body).toMatchObject({ imported: 0, skipped: 3 });
  });
});

/** An export without what differs between accounts: ids, owners and how the jobs came in. */
function comparable(jobs: ExportedJob[]) {
  const strip = ({ _id: _a, appliedJobId: _b, ...rest }: Record<string, unknown>) => rest;
  return jobs
    .map(({ _id: _id, origin: _origin, userId: _user, appliedJobId: _applied, tasks, contacts, notes, ...job }: ExportedJob & Record<string, unknown>) => ({
      ...job,
      tasks: tasks.map(strip),
      contacts: contacts.map(strip),
      notes: notes.map((n) => strip(n as unknown as Record<string, unknown>)),
    }))
    .sort((a, b) => a.companyName.localeCompare(b.companyName));
}

describe('a file that cannot be imported is a 4xx naming the problem, never a 500', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await gw.signUp();
  });

  const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
  const header = 'Job Title,Company,Job URL,List,Date Applied\n';
  it.each([
    ['a binary file', png, 'photo.csv', 415, /^This file is not a CSV or JSON export \(it holds binary data\)/],
    ['text that is not UTF-8', Buffer.from(`${header}Ingénieur,Société,,Applied,\n`, 'latin1'), 'latin1.csv', 415, /^The file is not UTF-8 text/],
    ['a file of 30 MB', Buffer.alloc(30 * 1024 * 1024, 'a'), 'huge.csv', 413, /^The file must be at most 20 MB$/],
    ['a CSV with a 1 MB cell', Buffer.from(`${header}Engineer,Acme,,Applied,2024-01-01\n"${'x'.repeat(1024 * 1024)}",Acme,,Applied,\n`), 'big-cell.csv', 413, /^Line 3: the row is longer than 256 KB/],
    ['a header and no rows', Buffer.from(header), 'header-only.csv', 400, /^The file has its header row but no rows below it to import$/],
    ['a quote never closed', Buffer.from(`${header}Engineer,Acme,,Applied,2024-01-01\n"Engineer,Acme,,Applied,2024-01-02\nDesigner,Initech,,Applied,\n`), 'open-quote.csv', 400, /^Line 3: a quoted cell starts here and its closing quote \("\) never comes/],
    ['an empty file', Buffer.from('  \n'), 'empty.csv', 400, /^The file is empty/],
    ['one column of text', Buffer.from('just some notes\nnothing like a tracker\n'), 'notes.txt', 400, /^The first line should name the columns/],
    ['broken JSON', Buffer.from('{"exportedAt":"2024-01-01T00:00:00Z","appliedJobs":[{"_id":1},'), 'broken.json', 400, /^The JSON is broken after application 1 of appliedJobs/],
    ['JSON that is not our export', Buffer.from('{"jobs":[{"title":"Engineer"}]}'), 'other.json', 400, /^The JSON has no applications to import/],
  ])('%s', async (_label, bytes, name, status, message) => {
    const res = await upload(user, bytes, name);
    expect(res.status).toBe(status);
    expect(res.body.message).toMatch(message);
  });

  it('no file at all', async () => {
    const res = await gw.request.post(`/api/v1/users/${user.userId}/applied_jobs/imports`).set(bearer(user)).field('note', 'no file');
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^Please choose the file to import/);
  });

  it('a mapping that is not an object', async () => {
    const file = await uploaded(user, fixture('generic.csv'), 'sheet.csv');
    const res = await gw.request.post(`/api/v1/users/${user.userId}/applied_jobs/imports/${file.importId}/run`).set(bearer(user)).send({ mapping: 'Position' });
    expect(res.status).toBe(400);
  });

  it('imported nothing for any of them', async () => {
    expect((await exported(user)).jobs).toEqual([]);
  });
});
