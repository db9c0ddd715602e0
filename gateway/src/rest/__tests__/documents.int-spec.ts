import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { compoundFile, minimalDocx, minimalPdf, minimalXlsx, windowsExe, zipBombDocx } from '@remotehunt/services/test/document-files';
import { createJob } from '@remotehunt/services/test/factories';
import { bearer, createTestGateway, type TestGateway, type TestUser } from '../../test/test-gateway';
import { binaryBody } from '../../test/binary-body';

// Documents as docs/api-tracking.md gives them: uploads checked by content and size,
// lists, downloads, deletion down to the bytes on disk, and shareable links.

let gw: TestGateway;
let user: TestUser;
let base: string;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
const MISSING = '00000000-0000-4000-8000-000000000000';
const PDF_TYPE = 'application/pdf';
const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const NOT_A_DOCUMENT = 'Please upload a PDF, Word (doc, docx) or Excel (xls, xlsx) file';

beforeAll(async () => {
  gw = await createTestGateway();
});
afterAll(() => gw.close());
beforeEach(async () => {
  user = await gw.signUp();
  base = `/api/v1/users/${user.userId}`;
});

const get = (p: string) => gw.request.get(`${base}${p}`).set(bearer(user));
/** Downloads keep their bytes as a Buffer whatever the content type. */
const download = (p: string, headers: Record<string, string> = bearer(user)) =>
  gw.request
    .get(p)
    .set(headers)
    .buffer(true)
    .parse(binaryBody);

/** The multipart form the old client sends: type, title and a file part named after the type. */
function upload(
  fields: { type?: string; title?: string; appliedJobId?: string },
  file?: { bytes: Buffer; name: string; part?: string },
  url = `${base}/file`,
) {
  const req = gw.request.post(url).set(bearer(user));
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) req.field(key, value);
  if (file) req.attach(file.part ?? fields.type ?? 'file', file.bytes, file.name);
  return req;
}
const uploadPdf = (title = 'Resume', fields: { appliedJobId?: string } = {}) =>
  upload({ type: 'resume', title, ...fields }, { bytes: minimalPdf(title), name: `${title}.pdf` });

/**
 * A multipart body written by hand, so the file name reaches the server exactly
 * as given (form-data would cut a path down to its base name first).
 */
function rawUpload(fileName: string, bytes: Buffer, param = 'filename=') {
  const boundary = '----remotehunt-test-boundary';
  const part = (headers: string, body: Buffer | string) => Buffer.concat([Buffer.from(`--${boundary}\r\n${headers}\r\n\r\n`), Buffer.from(body), Buffer.from('\r\n')]);
  const body = Buffer.concat([
    part('Content-Disposition: form-data; name="type"', 'resume'),
    part('Content-Disposition: form-data; name="title"', 'Sneaky'),
    part(`Content-Disposition: form-data; name="resume"; ${param === 'filename=' ? `filename="${fileName}"` : `${param}${fileName}`}\r\nContent-Type: application/pdf`, bytes),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  return gw.request
    .post(`${base}/file`)
    .set(bearer(user))
    .set('content-type', `multipart/form-data; boundary=${boundary}`)
    .send(body);
}

async function storedPath(documentId: string): Promise<string> {
  const [row] = await gw.services.db.query(`SELECT storage_key FROM stored_files WHERE id = $1`, [documentId]);
  return path.join(gw.services.config.dataDir, row.storage_key);
}
const documentsDir = () => path.join(gw.services.config.dataDir, 'documents');
const storedFiles = () => (existsSync(documentsDir()) ? readdirSync(documentsDir()).sort() : []);

async function applied(title = 'Backend Engineer') {
  const job = await createJob(gw.services, { title, companyName: 'Initech' });
  const res = await gw.request.post(`${base}/applied_jobs`).set(bearer(user)).send({ jobId: job.id });
  expect(res.status).toBe(201);
  return res.body._id as string;
}

describe('POST /users/{userId}/file', () => {
  it('stores a PDF and answers 201 with the Document shape', async () => {
    const bytes = minimalPdf('Curriculum');
    const res = await upload({ type: 'resume', title: '  My resume ' }, { bytes, name: 'cv.pdf' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      _id: expect.stringMatching(UUID),
      userId: user.userId,
      type: 'resume',
      title: 'My resume',
      file: { name: 'cv.pdf', size: bytes.length, contentType: PDF_TYPE },
      appliedJobId: null,
      appliedJob: null,
      createdAt: expect.stringMatching(ISO),
      shareableLink: null,
    });
    expect(readFileSync(await storedPath(res.body._id)).equals(bytes)).toBe(true);
  });

  it('links the document to an applied job given as appliedJobId', async () => {
    const appliedJobId = await applied('Data Engineer');
    const res = await upload({ type: 'cover-letter', title: 'Letter', appliedJobId }, { bytes: minimalDocx(), name: 'letter.docx' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      type: 'cover-letter',
      file: { name: 'letter.docx', contentType: DOCX_TYPE },
      appliedJobId,
      appliedJob: { jobTitle: 'Data Engineer', companyName: 'Initech' },
    });
  });

  it('takes an empty appliedJobId, as a form sends when no applied job is chosen, as no link', async () => {
    const res = await uploadPdf('Resume', { appliedJobId: '' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ appliedJobId: null, appliedJob: null });
  });

  it('answers 404 for an appliedJobId that is not one of the caller\'s applied jobs, and stores nothing', async () => {
    const before = storedFiles();
    const res = await uploadPdf('Resume', { appliedJobId: MISSING });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'The applied job was not found' });
    expect(storedFiles()).toEqual(before);
  });

  it('names the stored file after what it really is: a Word file called .pdf is stored as .docx', async () => {
    const res = await upload({ type: 'resume', title: 'Resume' }, { bytes: minimalDocx(), name: 'resume.pdf' });
    expect(res.status).toBe(201);
    expect(res.body.file).toEqual({ name: 'resume.docx', size: minimalDocx().length, contentType: DOCX_TYPE });
  });

  it('accepts Excel files and Word 97-2003 and Excel 97-2003 files', async () => {
    const xlsx = await upload({ type: 'resume', title: 'Sheet' }, { bytes: minimalXlsx(), name: 'sheet.xlsx' });
    expect(xlsx.status).toBe(201);
    expect(xlsx.body.file).toMatchObject({ name: 'sheet.xlsx', contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
    const doc = await upload({ type: 'resume', title: 'Old Word' }, { bytes: compoundFile(['WordDocument']), name: 'old.doc' });
    expect(doc.status).toBe(201);
    expect(doc.body.file).toMatchObject({ name: 'old.doc', contentType: 'application/msword' });
    const xls = await upload({ type: 'resume', title: 'Old Excel' }, { bytes: compoundFile(['Workbook']), name: 'old.doc' });
    expect(xls.status).toBe(201);
    expect(xls.body.file).toMatchObject({ name: 'old.xls', contentType: 'application/vnd.ms-excel' });
  });

  it('refuses a Windows program renamed .pdf with 415 and stores nothing', async () => {
    const before = storedFiles();
    const res = await upload({ type: 'resume', title: 'Totally a resume' }, { bytes: windowsExe(), name: 'resume.pdf' });
    expect(res.status).toBe(415);
    expect(res.body).toEqual({ message: NOT_A_DOCUMENT });
    expect(storedFiles()).toEqual(before);
    expect((await get('/files')).body.total).toBe(0);
  });

  it.each([
    ['plain text', Buffer.from('Just some text, not a document\n'), 'notes.txt'],
    ['an installer (a compound file that is neither Word nor Excel)', compoundFile(['SummaryInformation']), 'setup.doc'],
  ])('refuses %s with 415', async (_label, bytes, name) => {
    const res = await upload({ type: 'resume', title: 'Not a document' }, { bytes, name });
    expect(res.status).toBe(415);
    expect(res.body).toEqual({ message: NOT_A_DOCUMENT });
  });

  it('refuses a file over 10 MB with 413 "The file must be at most 10 MB" and stores nothing', async () => {
    expect(gw.services.config.documentMaxBytes).toBe(10 * 1024 * 1024);
    const before = storedFiles();
    const big = Buffer.concat([minimalPdf(), Buffer.alloc(10 * 1024 * 1024 + 1 - minimalPdf().length, 0x20)]);
    const res = await upload({ type: 'resume', title: 'Huge' }, { bytes: big, name: 'huge.pdf' });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: 'The file must be at most 10 MB' });
    expect(storedFiles()).toEqual(before);
  });

  it('accepts a file of exactly 10 MB', async () => {
    const exact = Buffer.concat([minimalPdf(), Buffer.alloc(10 * 1024 * 1024 - minimalPdf().length, 0x20)]);
    const res = await upload({ type: 'resume', title: 'Just fits' }, { bytes: exact, name: 'big.pdf' });
    expect(res.status).toBe(201);
    expect(res.body.file.size).toBe(10 * 1024 * 1024);
  });

  it.each([
    ['no title', { type: 'resume' }, true, 'Please provide valid document title'],
    ['a blank title', { type: 'resume', title: '   ' }, true, 'Please provide valid document title'],
    ['no title and no type (title is checked first)', {}, true, 'Please provide valid document title'],
    ['no type', { title: 'Resume' }, true, 'Please select document type'],
    ['a type that is not a file type', { title: 'Resume', type: 'passport' }, true, 'Please select document type'],
    ['no file', { title: 'Resume', type: 'resume' }, false, 'Please select the file that you want to upload'],
    ['no type and no file (type is checked first)', { title: 'Resume' }, false, 'Please select document type'],
  ])('answers 400 for %s', async (_label, fields, withFile, message) => {
    const res = await upload(fields, withFile ? { bytes: minimalPdf(), name: 'cv.pdf', part: 'resume' } : undefined);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message });
  });

  it('answers 400 "Please select the file that you want to upload" for an empty file', async () => {
    const res = await upload({ type: 'resume', title: 'Empty' }, { bytes: Buffer.alloc(0), name: 'empty.pdf' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Please select the file that you want to upload' });
  });

  it.each([
    ['../../etc/passwd.pdf', 'passwd.pdf'],
    ['..\\..\\evil.pdf', 'evil.pdf'],
    ['/absolute/path/to/cv.pdf', 'cv.pdf'],
  ])('stores the file named %s under its plain base name, inside DATA_DIR', async (fileName, stored) => {
    const bytes = minimalPdf('Path');
    const res = await rawUpload(fileName, bytes);
    expect(res.status).toBe(201);
    expect(res.body.file.name).toBe(stored);

    const dataDir = gw.services.config.dataDir;
    const file = await storedPath(res.body._id);
    expect(file).toBe(path.join(dataDir, 'documents', res.body._id));
    expect(readFileSync(file).equals(bytes)).toBe(true);
    for (const outside of [path.resolve(dataDir, '../../etc/passwd.pdf'), path.resolve(dataDir, '../evil.pdf'), path.resolve(dataDir, '../../evil.pdf')]) {
      expect(existsSync(outside)).toBe(false);
    }
    expect(readdirSync(dataDir).filter((n) => n.endsWith('.pdf'))).toEqual([]);
  });

  it('keeps a Unicode name as the browser sent it (raw UTF-8), and gives it back on download', async () => {
    const res = await rawUpload('Zoë résumé 履歴書.pdf', minimalPdf());
    expect(res.status).toBe(201);
    expect(res.body.file.name).toBe('Zoë résumé 履歴書.pdf');
    expect((await get('/files')).body.data[0].file.name).toBe('Zoë résumé 履歴書.pdf');

    const down = await download(`${base}/file/${res.body._id}`);
    expect(down.headers['content-disposition']).toBe(
      `attachment; filename="Zoe resume ___.pdf"; filename*=UTF-8''Zo%C3%AB%20r%C3%A9sum%C3%A9%20%E5%B1%A5%E6%AD%B4%E6%9B%B8.pdf`,
    );
    // What the web client (and RFC 6266 browsers) read from it.
    const extended = /filename\*=UTF-8''([^;]+)/.exec(down.headers['content-disposition'])![1];
    expect(decodeURIComponent(extended)).toBe('Zoë résumé 履歴書.pdf');
  });

  it('strips bidi overrides and isolates from a raw UTF-8 name, keeping its letters', async () => {
    const res = await rawUpload('Zoë\u202e fdp.exe\u202c \u2066cv\u2069\u200f.pdf', minimalPdf());
    expect(res.status).toBe(201);
    expect(res.body.file.name).toBe('Zoë fdp.exe cv.pdf');
  });

  it('refuses a docx whose parts unpack to 512 MB with 413 naming the problem', async () => {
    const res = await upload({ type: 'resume', title: 'Bomb' }, { bytes: zipBombDocx(), name: 'cv.docx' });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: 'This Office file unpacks to more than 256 MB; please upload a smaller document' });
    expect((await get('/files')).body.total).toBe(0);
  });

  it('strips control, direction-changing and file-system-reserved characters from the name', async () => {
    // Raw control characters break the part header, so the name comes RFC 5987-encoded, as filename*.
    const res = await rawUpload(encodeURIComponent('my\u0007 <best>|resume?\u202e.pdf'), minimalPdf(), 'filename*=UTF-8\'\'');
    expect(res.status).toBe(201);
    expect(res.body.file.name).toBe('my bestresume.pdf');
  });
});

describe('POST /users/{userId}/applied_jobs/{appliedJobId}/file', () => {
  it('stores the document linked to the applied job', async () => {
    const appliedJobId = await applied('Frontend Engineer');
    const res = await upload({ type: 'resume', title: 'For Frontend' }, { bytes: minimalPdf(), name: 'cv.pdf' }, `${base}/applied_jobs/${appliedJobId}/file`);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ appliedJobId, appliedJob: { jobTitle: 'Frontend Engineer', companyName: 'Initech' }, title: 'For Frontend' });
  });

  it('answers 404 for an applied job that does not exist', async () => {
    const res = await upload({ type: 'resume', title: 'Lost' }, { bytes: minimalPdf(), name: 'cv.pdf' }, `${base}/applied_jobs/${MISSING}/file`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'The applied job was not found' });
  });
});

describe('document lists', () => {
  it('GET /files answers {data, total, page, limit}, 10 a page, newest first', async () => {
    for (let i = 0; i < 12; i++) await uploadPdf(`Doc ${i}`).expect(201);
    const first = await get('/files');
    expect(first.status).toBe(200);
    expect(Object.keys(first.body).sort()).toEqual(['data', 'limit', 'page', 'total']);
    expect(first.body).toMatchObject({ total: 12, page: 1, limit: 10 });
    expect(first.body.data.map((d: { title: string }) => d.title)).toEqual(Array.from({ length: 10 }, (_, i) => `Doc ${11 - i}`));
    const second = await get('/files?page=2');
    expect(second.body).toMatchObject({ total: 12, page: 2, limit: 10 });
    expect(second.body.data.map((d: { title: string }) => d.title)).toEqual(['Doc 1', 'Doc 0']);
  });

  it('lists the user\'s documents only, not their avatar', async () => {
    await uploadPdf('Mine').expect(201);
    const other = await gw.signUp();
    await gw.request.post(`/api/v1/users/${other.userId}/file`).set(bearer(other)).field('type', 'resume').field('title', 'Theirs').attach('resume', minimalPdf(), 'x.pdf').expect(201);
    const res = await get('/files');
    expect(res.body.data.map((d: { title: string }) => d.title)).toEqual(['Mine']);
  });

  it('GET /applied_jobs/{id}/files lists that applied job\'s documents, 5 a page', async () => {
    const appliedJobId = await applied();
    const otherJob = await applied('Other');
    for (let i = 0; i < 7; i++) await uploadPdf(`Linked ${i}`, { appliedJobId }).expect(201);
    await uploadPdf('Elsewhere', { appliedJobId: otherJob }).expect(201);
    await uploadPdf('Unlinked').expect(201);

    const first = await get(`/applied_jobs/${appliedJobId}/files`);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total: 7, page: 1, limit: 5 });
    expect(first.body.data.map((d: { title: string }) => d.title)).toEqual(['Linked 6', 'Linked 5', 'Linked 4', 'Linked 3', 'Linked 2']);
    for (const d of first.body.data) expect(d).toMatchObject({ appliedJobId, appliedJob: { jobTitle: 'Backend Engineer', companyName: 'Initech' } });
    const second = await get(`/applied_jobs/${appliedJobId}/files?page=2`);
    expect(second.body.data.map((d: { title: string }) => d.title)).toEqual(['Linked 1', 'Linked 0']);
    expect((await get('/files')).body.total).toBe(9);
    expect((await get(`/applied_jobs/${MISSING}/files`)).status).toBe(404);
  });
});

describe('GET /users/{userId}/file/{fileId}', () => {
  it('downloads a PDF byte for byte, with its name in Content-Disposition', async () => {
    const bytes = minimalPdf('Download me');
    const up = await upload({ type: 'resume', title: 'Resume' }, { bytes, name: 'Jane Doe CV.pdf' });
    const res = await download(`${base}/file/${up.body._id}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe(PDF_TYPE);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="Jane Doe CV\.pdf"$/);
    expect(Buffer.compare(res.body, bytes)).toBe(0);
  });

  it('downloads a DOCX byte for byte, with its name in Content-Disposition', async () => {
    const bytes = minimalDocx('Cover letter text');
    const up = await upload({ type: 'cover-letter', title: 'Letter' }, { bytes, name: 'letter.docx' });
    const res = await download(`${base}/file/${up.body._id}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe(DOCX_TYPE);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="?letter\.docx"?$/);
    expect(Buffer.compare(res.body, bytes)).toBe(0);
  });
});

describe('DELETE /users/{userId}/file/{fileId}', () => {
  it('deletes the document and its bytes on disk; the download then answers 404', async () => {
    const up = await uploadPdf('Short-lived');
    const file = await storedPath(up.body._id);
    expect(existsSync(file)).toBe(true);

    const res = await gw.request.delete(`${base}/file/${up.body._id}`).set(bearer(user));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
    expect(existsSync(file)).toBe(false);
    expect((await get('/files')).body.total).toBe(0);
    const gone = await get(`/file/${up.body._id}`);
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({ message: 'The file was not found' });

    const again = await gw.request.delete(`${base}/file/${up.body._id}`).set(bearer(user));
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ message: 'The document was not found' });
  });
});

describe('shareable links', () => {
  const linkPath = (url: string) => new URL(url).pathname;
  const createLink = (id: string) => gw.request.post(`${base}/files/${id}/shareable_link`).set(bearer(user));
  const revokeLink = (id: string) => gw.request.delete(`${base}/files/${id}/shareable_link`).set(bearer(user));

  it('answers {url, views, createdAt, lastViewedAt} with a 256-bit token; asking again answers the same url', async () => {
    const up = await uploadPdf();
    const res = await createLink(up.body._id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ url: expect.any(String), views: 0, createdAt: expect.stringMatching(ISO), lastViewedAt: null });
    expect(res.body.url).toMatch(new RegExp(`^${gw.services.config.publicUrl}/api/v1/shared_files/[A-Za-z0-9_-]{43}$`));
    const token = res.body.url.split('/').pop();
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);

    const again = await createLink(up.body._id);
    expect(again.body.url).toBe(res.body.url);
    expect((await get('/files')).body.data[0].shareableLink).toEqual(res.body);
  });

  it('opens the file without signing in, and counts each view', async () => {
    const bytes = minimalPdf('Shared');
    const up = await upload({ type: 'resume', title: 'Shared' }, { bytes, name: 'shared.pdf' });
    const { url } = (await createLink(up.body._id)).body;

    const first = await download(linkPath(url), {});
    expect(first.status).toBe(200);
    expect(first.headers['content-type']).toBe(PDF_TYPE);
    expect(first.headers['content-disposition']).toBe('attachment; filename="shared.pdf"');
    expect(first.headers['referrer-policy']).toBe('no-referrer');
    expect(Buffer.compare(first.body, bytes)).toBe(0);
    await download(linkPath(url), {}).expect(200);
    // A link checker's HEAD reads nothing and is not a view.
    expect((await gw.request.head(linkPath(url))).status).toBe(200);

    const link = (await get('/files')).body.data[0].shareableLink;
    expect(link).toMatchObject({ url, views: 2, lastViewedAt: expect.stringMatching(ISO) });
  });

  it('serves a shared PDF that carries JavaScript as a download that cannot script our origin', async () => {
    const scripted = Buffer.concat([minimalPdf('Scripted'), Buffer.from('5 0 obj << /S /JavaScript /JS (app.alert(document.cookie)) >> endobj\n')]);
    const up = await upload({ type: 'resume', title: 'Scripted' }, { bytes: scripted, name: 'scripted.pdf' });
    expect(up.status).toBe(201);
    const { url } = (await createLink(up.body._id)).body;

    for (const res of [await download(linkPath(url), {}), await download(`${base}/file/${up.body._id}`)]) {
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe(PDF_TYPE);
      expect(res.headers['content-disposition']).toBe('attachment; filename="scripted.pdf"');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toBe("sandbox; default-src 'none'");
      expect(Buffer.compare(res.body, scripted)).toBe(0);
    }
  });

  it('serves a shared DOCX as a download', async () => {
    const bytes = minimalDocx();
    const up = await upload({ type: 'resume', title: 'Word' }, { bytes, name: 'cv.docx' });
    const { url } = (await createLink(up.body._id)).body;
    const res = await download(linkPath(url), {});
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="?cv\.docx"?$/);
    expect(Buffer.compare(res.body, bytes)).toBe(0);
  });

  it('stops working once revoked; a new request makes a different url', async () => {
    const up = await uploadPdf();
    const { url } = (await createLink(up.body._id)).body;
    await download(linkPath(url), {}).expect(200);

    const revoked = await revokeLink(up.body._id);
    expect(revoked.status).toBe(200);
    expect(revoked.body).toEqual({ success: true });
    const gone = await gw.request.get(linkPath(url));
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({ message: 'This shared document was not found' });
    expect((await get('/files')).body.data[0].shareableLink).toBeNull();

    const fresh = await createLink(up.body._id);
    expect(fresh.body.url).not.toBe(url);
    expect(fresh.body.views).toBe(0);
    expect((await download(linkPath(fresh.body.url), {})).status).toBe(200);
    expect((await gw.request.get(linkPath(url))).status).toBe(404);
  });

  it('stops working once the document is deleted', async () => {
    const up = await uploadPdf();
    const { url } = (await createLink(up.body._id)).body;
    await gw.request.delete(`${base}/file/${up.body._id}`).set(bearer(user)).expect(200);
    expect((await gw.request.get(linkPath(url))).status).toBe(404);
  });

  it('answers 404 for a token nobody was given and for a document that does not exist', async () => {
    expect((await gw.request.get(`/api/v1/shared_files/${'A'.repeat(43)}`)).status).toBe(404);
    expect((await gw.request.get('/api/v1/shared_files/short')).status).toBe(404);
    const res = await createLink(MISSING);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'The document was not found' });
    expect((await revokeLink(MISSING)).status).toBe(404);
  });
});
