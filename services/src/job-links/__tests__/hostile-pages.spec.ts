import type { JobDraft } from '../job-draft';
import { parseLenientJson } from '../lenient-json';
import { PAGE_LIMITS } from '../page-limits';
import { pagePartsFromHtml } from '../page-parts';
import { readJob } from '../read-job';

const URL = 'https://acme.example/careers/jobs/1';
const JOB_LD = '<script type="application/ld+json">{"@type":"JobPosting","title":"Engineer","hiringOrganization":"Acme"}</script>';

const read = (html: string): JobDraft => readJob(pagePartsFromHtml(html, URL));

/** Which fields a draft fills: the "shape" that must not change when a hostile input doubles. */
const shapeOf = (draft: JobDraft) => Object.fromEntries(Object.entries(draft).map(([key, value]) => [key, value === null ? null : typeof value]));

/**
 * Pages built to hurt a parser. Each must be read without throwing, and reading a hostile input
 * twice the size must give the same draft: every step is a single pass with capped captures
 * (page-limits.ts), never a backtracking regex over the page, so the cost grows with the size and
 * the result does not. No clock is read: timing assertions flake, and a quadratic step would show
 * here as a test run far too long rather than as a failed assertion.
 */
describe('hostile pages', () => {
  const hostile: Record<string, (size: number) => string> = {
    'a page of megabytes of text': (size) => `<title>Engineer at Acme</title><p>${'lorem ipsum '.repeat(size / 12)}</p>${JOB_LD}`,
    '10,000 nested <div>s': (size) => `<title>Engineer at Acme</title>${'<div>'.repeat(size)}${JOB_LD}text${'</div>'.repeat(size / 2)}`,
    'a JSON-LD block of [ characters': (size) => `<title>Engineer at Acme</title><script type="application/ld+json">${'['.repeat(size)}</script>${JOB_LD}`,
    'an unterminated <script>': (size) => `<title>Engineer at Acme</title>${JOB_LD}<script type="application/ld+json">{"@type":"JobPosting","title":"${'x'.repeat(size)}`,
    'a JSON-LD block of nested objects that does parse': (size) => `<title>Engineer at Acme</title><script type="application/ld+json">${'{"a":'.repeat(size)}1${'}'.repeat(size)}</script>${JOB_LD}`,
    'a title and h1 megabytes long': (size) => `<title>${'Engineer '.repeat(size / 9)}</title><h1>${'a '.repeat(size / 2)}</h1>${JOB_LD}`,
    'thousands of meta tags': (size) => `${'<meta property="og:title" content="x">'.repeat(size / 40)}${JOB_LD}`,
    'thousands of JSON-LD blocks': (size) => `${'<script type="application/ld+json">{"@type":"Thing"}</script>'.repeat(size / 60)}${JOB_LD}`,
    'an unclosed comment': (size) => `<title>Engineer at Acme</title>${JOB_LD}<!--${'-'.repeat(size)}`,
    'an attribute that never closes': (size) => `<title>Engineer at Acme</title>${JOB_LD}<meta content="${'a'.repeat(size)}`,
  };
  const SIZES: Record<string, number> = {
    'a page of megabytes of text': 5_000_000,
    '10,000 nested <div>s': 10_000,
    'a JSON-LD block of [ characters': 1_000_000,
    'an unterminated <script>': 1_000_000,
    'a JSON-LD block of nested objects that does parse': 100_000,
    'a title and h1 megabytes long': 1_000_000,
    'thousands of meta tags': 400_000,
    'thousands of JSON-LD blocks': 600_000,
    'an unclosed comment': 1_000_000,
    'an attribute that never closes': 1_000_000,
  };

  it.each(Object.keys(hostile))('reads %s, and the same draft from one twice as big', (name) => {
    const draft = read(hostile[name](SIZES[name]));
    expect(draft.canonicalUrl).toBe(URL);
    expect(read(hostile[name](2 * SIZES[name]))).toEqual(draft);
    expect(shapeOf(draft)).toEqual(shapeOf(read(hostile[name](SIZES[name] / 2))));
  });

  it('caps what it keeps of a long title, heading, meta tag and of the number of blocks and tags', () => {
    const html = `<title>${'t'.repeat(5_000)}</title><h1>${'h'.repeat(5_000)}</h1>${'<meta name="k" content="v">'.repeat(10)}${Array.from(
      { length: 300 },
      (_, i) => `<meta name="k${i}" content="${'c'.repeat(20_000)}">`,
    ).join('')}${'<script type="application/ld+json">{}</script>'.repeat(50)}`;
    const parts = pagePartsFromHtml(html, URL);
    expect(parts.title).toHaveLength(PAGE_LIMITS.headingChars);
    expect(parts.h1).toHaveLength(PAGE_LIMITS.headingChars);
    expect(Object.keys(parts.meta)).toHaveLength(PAGE_LIMITS.metaTags - 10 + 1);
    expect(parts.meta.k0).toHaveLength(PAGE_LIMITS.metaContentChars);
    expect(parts.jsonLd).toHaveLength(PAGE_LIMITS.jsonLdBlocks);
  });

  it('finds the job among the first blocks only, and not inside a deep or list-shaped value', () => {
    const deep = `{"@graph":${'['.repeat(20)}{"@type":"JobPosting","title":"Too deep"}${']'.repeat(20)}}`;
    const listed = '{"@type":"ItemList","itemListElement":[{"@type":"ListItem","item":{"@type":"JobPosting","title":"A result"}}]}';
    expect(read(`<script type="application/ld+json">${deep}</script><script type="application/ld+json">${listed}</script>`).isJobPage).toBe(false);
  });

  it.each([
    ['trailing commas', '{"a": [1, 2,], "b": {"c": 3,},}', { a: [1, 2], b: { c: 3 } }],
    ['raw line breaks and tabs in strings', '{"d": "line one\nline two\tend"}', { d: 'line one\nline two\tend' }],
    ['HTML comment and CDATA markers', '<!--\n//<![CDATA[\n{"a": 1}\n//]]>\n-->', { a: 1 }],
    ['comments', '{"a": 1, /* note */ "b": 2 // end\n}', { a: 1, b: 2 }],
    ['objects one after another', '{"a": 1}\n{"b": 2}{"c": 3}', [{ a: 1 }, { b: 2 }, { c: 3 }]],
    ['comment-like text inside strings, kept', '{"u": "http://x/*y*/ <!-- z -->", "v": "a,]"}', { u: 'http://x/*y*/ <!-- z -->', v: 'a,]' }],
  ])('parses JSON with %s', (_case, text, value) => {
    expect(parseLenientJson(text)).toEqual(value);
  });

  it.each([
    ['a megabyte of [', '['.repeat(1_000_000)],
    ['a cut-off object', '{"title": "Engin'],
    ['not JSON at all', '<div>hello</div>'],
    ['an empty block', ''],
  ])('gives up on %s without throwing', (_case, text) => {
    expect(parseLenientJson(text)).toBeUndefined();
  });
});
