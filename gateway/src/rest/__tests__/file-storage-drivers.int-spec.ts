import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { minimalPdf, windowsExe } from '@remotehunt/services/test/document-files';
import { type S3TestServer, startS3Server } from '@remotehunt/services/test/s3-server';
import { orderJobPosting } from '../../test/job-posting-order';
import { bearer, createTestGateway, type TestGateway, type TestUser } from '../../test/test-gateway';
import { binaryBody } from '../../test/binary-body';

// Documents, avatars and logos through the API on each storage driver: the disk under DATA_DIR
// (the default) and an S3 bucket on a real S3-protocol server (s3rver) started here. Downloads
// stream, with byte ranges (206, 416), and an upload's spooled file never outlives its request.

const PDF_TYPE = 'application/pdf';

/** A PDF of `size` bytes whose every byte says where it is, so any misplaced range shows. */
function numberedPdf(size: number): Buffer {
  const head = minimalPdf('Ranges');
  const bytes = Buffer.alloc(size);
  head.copy(bytes);
  for (let i = head.length; i < size; i++) bytes[i] = (i * 13) % 251;
  return bytes;
}

interface Setup {
  env: () => NodeJS.ProcessEnv;
  stop: () => Promise<void>;
  /** Where the bytes of `key` went: asserted so a test cannot pass on the wrong driver. */
  holds: (gw: TestGateway, key: string) => Promise<boolean>;
}

const setups: Record<string, () => Promise<Setup>> = {
  async disk() {
    return {
      env: () => ({ STORAGE_URL: '' }),
      stop: async () => undefined,
      holds: async (gw, key) => existsSync(path.join(gw.services.config.dataDir, key)),
    };
  },
  async s3() {
    const server: S3TestServer = await startS3Server();
    return {
      env: () => ({ STORAGE_URL: server.storageUrl }),
      stop: () => server.stop(),
      holds: async (gw, key) => (await server.keys()).includes(key) && !existsSync(path.join(gw.services.config.dataDir, key)),
    };
  },
};

describe.each(Object.keys(setups))('files on the %s driver', (driver) => {
  let setup: Setup;
  let gw: TestGateway;
  let user: TestUser;
  let base: string;

  beforeAll(async () => {
    setup = await setups[driver]();
    gw = await createTestGateway(setup.env());
    expect(gw.services.config.storage.driver).toBe(driver);
  });
  afterAll(async () => {
    await gw?.close();
    await setup?.stop();
  });
  beforeEach(async () => {
    user = await gw.signUp();
    base = `/api/v1/users/${user.userId}`;
  });

  const spoolDir = () => path.join(gw.services.config.dataDir, 'uploads');
  // Each process spools into a folder of its own under uploads/ (http/multipart.ts): the files in them.
  const spooled = () =>
    existsSync(spoolDir()) ? readdirSync(spoolDir(), { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? readdirSync(path.join(spoolDir(), e.name)) : [e.name])) : [];
  const upload = (bytes: Buffer, name = 'cv.pdf') =>
    gw.request.post(`${base}/file`).set(bearer(user)).field('type', 'resume').field('title', 'CV').attach('resume', bytes, name);
  const download = (url: string, headers: Record<string, string> = {}) =>
    gw.request
      .get(url)
      .set({ ...bearer(user), ...headers })
      .buffer(true)
      .parse(binaryBody);
  const storageKey = async (fileId: string) =>
    (await gw.services.db.query(`SELECT storage_key FROM stored_files WHERE id = $1`, [fileId]))[0].storage_key as string;

  it('stores an uploaded document in the storage and downloads it whole, saying ranges are accepted', async () => {
    const bytes = numberedPdf(300_000);
    const up = await upload(bytes);
    expect(up.status).toBe(201);
    expect(up.body.file).toEqual({ name: 'cv.pdf', size: 300_000, contentType: PDF_TYPE });
    expect(await setup.holds(gw, await storageKey(up.body._id))).toBe(true);

    const res = await download(`${base}/file/${up.body._id}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe(PDF_TYPE);
    expect(res.headers['content-length']).toBe('300000');
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.headers['content-disposition']).toBe('attachment; filename="cv.pdf"');
    expect(Buffer.compare(res.body, bytes)).toBe(0);
  });

  it('answers a byte range with 206, Content-Range and exactly those bytes', async () => {
    const bytes = numberedPdf(200_000);
    const { body: doc } = await upload(bytes);
    const url = `${base}/file/${doc._id}`;
    for (const [header, start, end] of [
      ['bytes=0-0', 0, 0],
      ['bytes=100-199', 100, 199],
      ['bytes=150000-', 150_000, 199_999],
      ['bytes=-500', 199_500, 199_999],
      ['bytes=199000-999999', 199_000, 199_999],
    ] as const) {
      const res = await download(url, { range: header });
      expect({ header, status: res.status }).toEqual({ header, status: 206 });
      expect(res.headers['content-range']).toBe(`bytes ${start}-${end}/200000`);
      expect(res.headers['content-length']).toBe(String(end - start + 1));
      expect(res.headers['content-disposition']).toBe('attachment; filename="cv.pdf"');
      expect(Buffer.compare(res.body, bytes.subarray(start, end + 1))).toBe(0);
    }
  });

  it('answers 416 with the size for a range wholly past the end', async () => {
    const { body: doc } = await upload(numberedPdf(1000));
    const res = await gw.request.get(`${base}/file/${doc._id}`).set(bearer(user)).set('range', 'bytes=1000-2000');
    expect(res.status).toBe(416);
    expect(res.headers['content-range']).toBe('bytes */1000');
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body).toEqual({ message: 'The requested range is not within the file, which is 1000 bytes long' });
  });

  it('answers the whole file for a Range header it cannot serve as one range (malformed, several, or conditional)', async () => {
    const bytes = numberedPdf(5000);
    const { body: doc } = await upload(bytes);
    const unusable: Record<string, string>[] = [{ range: 'bytes=abc' }, { range: 'bytes=0-9,100-109' }, { range: 'items=0-5' }, { range: 'bytes=0-9', 'if-range': '"stale"' }];
    for (const headers of unusable) {
      const res = await download(`${base}/file/${doc._id}`, headers);
      expect({ headers, status: res.status }).toEqual({ headers, status: 200 });
      expect(res.headers['content-range']).toBeUndefined();
      expect(Buffer.compare(res.body, bytes)).toBe(0);
    }
  });

  it('streams a shared link with ranges too, and answers HEAD with the size and no body', async () => {
    const bytes = numberedPdf(80_000);
    const { body: doc } = await upload(bytes);
    const link = await gw.request.post(`${base}/files/${doc._id}/shareable_link`).set(bearer(user));
    const shared = new URL(link.body.url).pathname;

    const part = await download(shared, { range: 'bytes=70000-' });
    expect(part.status).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 70000-79999/80000');
    expect(part.headers['referrer-policy']).toBe('no-referrer');
    expect(Buffer.compare(part.body, bytes.subarray(70_000))).toBe(0);

    const head = await gw.request.head(shared);
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe('80000');
    expect(head.headers['accept-ranges']).toBe('bytes');
  });

  it('deletes the bytes from the storage with the document; bytes gone behind its back answer 404', async () => {
    const { body: doc } = await upload(numberedPdf(2000));
    const key = await storageKey(doc._id);
    expect((await gw.request.delete(`${base}/file/${doc._id}`).set(bearer(user))).status).toBe(200);
    expect(await gw.services.storage.stat(key)).toBeNull();

    const { body: orphan } = await upload(numberedPdf(2000));
    await gw.services.storage.delete(await storageKey(orphan._id));
    const res = await gw.request.get(`${base}/file/${orphan._id}`).set(bearer(user));
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'The file was not found' });
  });

  it('leaves no spooled upload behind, whether the upload is stored or refused', async () => {
    expect((await upload(numberedPdf(50_000))).status).toBe(201);
    expect((await upload(windowsExe(), 'cv.pdf')).status).toBe(415);
    expect((await upload(Buffer.concat([minimalPdf(), Buffer.alloc(10 * 1024 * 1024)]))).status).toBe(413);
    const noType = await gw.request.post(`${base}/file`).set(bearer(user)).field('title', 'CV').attach('resume', numberedPdf(1000), 'cv.pdf');
    expect(noType.status).toBe(400);
    expect(spooled()).toEqual([]);
  });

  it('stores an avatar in the storage and serves it back', async () => {
    const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#c63' } }).png().toBuffer();
    const res = await gw.request.put(base).set(bearer(user)).attach('profile_pic', png, 'me.png');
    expect(res.status).toBe(200);
    const fileId = res.body.profilePic._id as string;
    expect(await setup.holds(gw, await storageKey(fileId))).toBe(true);
    const pic = await download(`${base}/file/${fileId}`);
    expect(pic.status).toBe(200);
    expect(pic.headers['content-type']).toBe('image/webp');
    expect((await sharp(pic.body).metadata()).width).toBe(256);
  });

  it("stores a posting's logo in the storage and serves it back", async () => {
    const png = await sharp({ create: { width: 600, height: 300, channels: 3, background: '#36c' } }).png().toBuffer();
    expect((await orderJobPosting(gw, { user, logo: png })).status).toBe(201);
    const [posting] = await gw.services.db.query(`SELECT id, logo_key FROM job_postings WHERE posted_by = $1`, [user.userId]);
    expect(await setup.holds(gw, posting.logo_key)).toBe(true);
    const logo = await download(`/api/v1/job_postings/${posting.id}/logo`);
    expect(logo.status).toBe(200);
    expect(logo.headers['content-type']).toBe('image/webp');
    expect(Number(logo.headers['content-length'])).toBe(logo.body.length);
    expect((await sharp(logo.body).metadata()).width).toBe(256);
  });
});

describe('files while the S3 server is down', () => {
  let server: S3TestServer;
  let gw: TestGateway;
  let user: TestUser;
  beforeAll(async () => {
    server = await startS3Server();
    gw = await createTestGateway({ STORAGE_URL: server.storageUrl });
    user = await gw.signUp();
  });
  afterAll(() => gw.close());

  it('answers 503 with a message saying to try again, for downloads and uploads alike, and keeps the document', async () => {
    const base = `/api/v1/users/${user.userId}`;
    const up = await gw.request.post(`${base}/file`).set(bearer(user)).field('type', 'resume').field('title', 'CV').attach('resume', minimalPdf('Outage'), 'cv.pdf');
    expect(up.status).toBe(201);
    await server.stop();

    const down = await gw.request.get(`${base}/file/${up.body._id}`).set(bearer(user));
    expect({ status: down.status, body: down.body }).toEqual({ status: 503, body: { message: 'The file storage is not answering, please try again in a moment' } });
    const again = await gw.request.post(`${base}/file`).set(bearer(user)).field('type', 'resume').field('title', 'CV 2').attach('resume', minimalPdf('Later'), 'cv2.pdf');
    expect(again.status).toBe(503);
    // The document the outage kept from its owner is still listed; the refused one is not.
    const listed = await gw.request.get(`${base}/files`).set(bearer(user));
    expect(listed.body.data.map((d: { title: string }) => d.title)).toEqual(['CV']);
  });
});
