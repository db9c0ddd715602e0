import { randomUUID } from 'node:crypto';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import Parser from 'rss-parser';
import { validateXML } from 'xmllint-wasm';
import { jobPagePath } from '@remotehunt/services/public-pages/job-url';
import { createJob } from '@remotehunt/services/test/factories';
import { orderJobPosting, postingForm, postingOfSession } from '../../test/job-posting-order';
import { bearer, createTestGateway, type TestGateway, type TestUser } from '../../test/test-gateway';

/**
 * Feeds cannot be forged (issue 46, finding 5 and acceptance 3). Jobs whose titles hold `]]>`
 * and markup, or control characters stored before they were refused, are listed in /feed.xml and
 * in a saved search's RSS, Atom and JSON feeds as exactly themselves: each document is well-formed
 * to libxml2, and two parsers read exactly the real items, titled as stored less what XML 1.0
 * forbids. The posting form takes `]]>` as text and refuses control characters.
 */
let gw: TestGateway;
beforeAll(async () => {
  gw = await createTestGateway();
});
afterAll(() => gw.close());

const HOUR = 3_600_000;
const INJECTION = 'a]]>b]]></title><link>https://evil.example/phish</link></item><item><title><![CDATA[INJECTED ITEM';
/** What XML 1.0 cannot carry: a feed says the text without it. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

interface Item {
  title: string;
  link: string;
}

const rssParser = new Parser();
const xml = new XMLParser({ ignoreAttributes: false, parseTagValue: false, isArray: (name) => ['item', 'entry', 'link', 'category'].includes(name) });
type Node = Record<string, unknown> & { '#text'?: string };
const textOf = (node: unknown) => (typeof node === 'string' ? node : ((node as Node)['#text'] ?? ''));

/** libxml2's and fast-xml-parser's verdicts on a document: both must find it well-formed. */
async function expectWellFormed(text: string): Promise<void> {
  expect(XMLValidator.validate(text)).toBe(true);
  const lint = await validateXML({ xml: { fileName: 'feed.xml', contents: text }, normalization: 'format' });
  expect(lint.errors.map((e) => e.message)).toEqual([]);
}

/** The items of an RSS or Atom document as each parser reads them. */
async function itemsOf(text: string): Promise<{ rssParser: Item[]; fastXmlParser: Item[] }> {
  const parsed = await rssParser.parseString(text);
  const doc = xml.parse(text) as { rss?: { channel: { item?: Node[] } }; feed?: { entry?: Node[] } };
  const fast = doc.rss
    ? (doc.rss.channel.item ?? []).map((item) => ({ title: textOf(item.title), link: textOf((item.link as unknown[])[0]) }))
    : (doc.feed!.entry ?? []).map((entry) => ({ title: textOf(entry.title), link: String(((entry.link as Node[])[0] as Node)['@_href']) }));
  return { rssParser: parsed.items.map((item) => ({ title: item.title!, link: item.link! })), fastXmlParser: fast };
}

async function expectExactly(text: string, expected: Item[]): Promise<void> {
  await expectWellFormed(text);
  const { rssParser: first, fastXmlParser: second } = await itemsOf(text);
  expect(first).toEqual(expected);
  expect(second).toEqual(expected);
}

describe('feeds listing hostile and legacy titles', () => {
  let user: TestUser;
  let expected: Item[];
  let feed: { rssUrl: string; atomUrl: string; jsonUrl: string };

  beforeAll(async () => {
    const tag = `safe-${randomUUID().slice(0, 8)}`;
    const now = Date.now();
    // As stored data: the injection title as a posting stores it, the rest as the form took them before.
    const stored = [
      { title: INJECTION, companyName: 'Acme Remote' },
      { title: 'Control\u0001 Characters\u000b Engineer \u001b[1mNow\uffff', companyName: 'Acme Remote' },
      { title: 'Legacy Engineer', companyName: 'Legacy\u0002 Corp' },
      { title: 'R&amp;D <b>Lead</b> "quoted" & ]]> kept', companyName: 'Acme Remote', tags: [tag, 'r&d <"x">'] },
    ];
    const jobs = [];
    for (const [i, job] of stored.entries()) {
      const { id } = await createJob(gw.services, { tags: [tag], ...job, datePosted: new Date(now + (10 - i) * HOUR) });
      jobs.push({ id, ...job });
    }
    expected = jobs.map(({ id, title, companyName }) => ({
      title: `${title} at ${companyName}`.replace(NOT_XML, ''),
      link: `${gw.services.config.publicUrl}${jobPagePath({ id, title, companyName })}`,
    }));

    user = await gw.signUp();
    const search = await gw.request.post(`/api/v1/users/${user.userId}/saved_searches`).set(bearer(user)).send({ name: 'Safe ]]> & <feeds>', filter: { tags: [tag] } });
    expect(search.status).toBe(201);
    const made = await gw.request.post(`/api/v1/users/${user.userId}/saved_searches/${search.body.id}/feed`).set(bearer(user));
    expect(made.status).toBe(200);
    feed = made.body;
  });

  const fetchFeed = (url: string) => gw.request.get(new URL(url).pathname).buffer(true);

  it('/feed.xml is well-formed and two parsers read exactly the real items', async () => {
    const res = await gw.request.get('/feed.xml').buffer(true);
    expect(res.status).toBe(200);
    await expectExactly(res.text, expected);
    expect(res.text).not.toContain('<link>https://evil.example');
  });

  it('a saved search’s RSS is well-formed and two parsers read exactly the real items', async () => {
    const res = await fetchFeed(feed.rssUrl);
    expect(res.status).toBe(200);
    await expectExactly(res.text, expected);
    expect((await rssParser.parseString(res.text)).title).toBe('Safe ]]> & <feeds> · RemoteHunt');
  });

  it('a saved search’s Atom is well-formed, two parsers read exactly the real entries, and their titles are plain text', async () => {
    const res = await fetchFeed(feed.atomUrl);
    expect(res.status).toBe(200);
    await expectExactly(res.text, expected);
    const entries = (xml.parse(res.text) as { feed: { entry: Node[] } }).feed.entry;
    expect(entries.map((entry) => (entry.title as Node)['@_type'])).toEqual(expected.map(() => 'text'));
    // Tags are attributes in Atom: `<`, `&` and `"` in one are escaped there too.
    expect((entries[3].category as Node[]).map((c) => c['@_label'])).toContain('r&d <"x">');
  });

  it('a saved search’s JSON Feed parses and lists exactly the real items', async () => {
    const res = await fetchFeed(feed.jsonUrl);
    expect(res.status).toBe(200);
    const doc = JSON.parse(res.text) as { items: { title: string; url: string }[] };
    expect(doc.items.map((item) => ({ title: item.title, link: item.url }))).toEqual(expected);
  });
});

describe('the posting form', () => {
  it.each([
    ['U+0001 in the job title', { jobTitle: 'Senior\u0001 Rust Engineer' }, 'jobTitle'],
    ['a vertical tab in the job title', { jobTitle: 'Senior\u000b Rust Engineer' }, 'jobTitle'],
    ['an escape sequence in the job title', { jobTitle: '\u001b[31mSenior Rust Engineer' }, 'jobTitle'],
    ['a C1 control in the company name', { companyName: 'Acme\u0085 Rockets' }, 'companyName'],
    ['a control character in a tag', { tags: 'rust, to\u0007kio' }, 'tags'],
  ])('refuses %s with a 400 naming the field', async (_problem, overrides, field) => {
    const res = await orderJobPosting(gw, { info: postingForm(overrides) });
    expect({ status: res.status, body: res.body }).toEqual({ status: 400, body: { message: `${field} must be one line of text without control characters`, fields: [field] } });
  });

  it('takes `]]>` and markup in a title as text (line breaks around it trimmed), and the paid posting shows it literally in /feed.xml, one item', async () => {
    const jobTitle = `${INJECTION} ${randomUUID().slice(0, 8)}`;
    const placed = await orderJobPosting(gw, { info: postingForm({ jobTitle: `\n${jobTitle}\t\r\n` }) });
    expect(placed.status).toBe(201);
    expect((await gw.request.post(`/api/v1/test_checkout/${placed.body.sessionId}/pay`)).status).toBe(200);
    const { job_id: jobId } = await postingOfSession(gw, placed.body.sessionId);

    const res = await gw.request.get('/feed.xml').buffer(true);
    await expectWellFormed(res.text);
    const { rssParser: items } = await itemsOf(res.text);
    const link = `${gw.services.config.publicUrl}${jobPagePath({ id: jobId!, title: jobTitle, companyName: 'Acme Rockets' })}`;
    expect(items.filter((item) => item.link === link)).toEqual([{ title: `${jobTitle} at Acme Rockets`, link }]);
    expect(items.filter((item) => item.link.includes('evil.example') || item.title.startsWith('INJECTED'))).toEqual([]);
  });
});
