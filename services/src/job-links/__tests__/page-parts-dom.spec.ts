import { JSDOM } from 'jsdom';
import { pagePartsFromHtml } from '../page-parts';
import { pagePartsFromDocument } from '../page-parts-dom';
import { readJob } from '../read-job';
import { EXPECTED, PAGE_FILES, pageHtml } from './fixture-pages';

const documentOf = (html: string) => new JSDOM(html).window.document;

/**
 * The extension reads the live page (pagePartsFromDocument) and the server reads its HTML
 * (pagePartsFromHtml): for the same markup both must give the same parts, so the same draft.
 */
describe('pagePartsFromDocument', () => {
  it.each(PAGE_FILES)('%s: gives the parts and the draft pagePartsFromHtml gives', (file) => {
    const html = pageHtml(file);
    const { url } = EXPECTED[file];
    const fromDom = pagePartsFromDocument(documentOf(html), url);
    const fromHtml = pagePartsFromHtml(html, url);
    expect(fromDom).toEqual(fromHtml);
    expect(readJob(fromDom)).toEqual(readJob(fromHtml));
  });

  it('agrees on the awkward corners: svg titles, nested headings, entities, repeated and odd meta keys, links without href', () => {
    const html = `<!doctype html><html><head>
      <link rel="canonical"><link rel="Alternate CANONICAL" href="  /jobs/1  ">
      <meta property="OG:Title" content="First &amp; only"><meta name="og:title" content="Second">
      <meta name="__proto__" content="not a prototype"><meta name="description">
      <script type="Application/LD+JSON; charset=utf-8">{"@type":"JobPosting","title":"A &amp; B"}</script>
      <script type="text/javascript">var x = "<title>not this</title>";</script>
      </head><body><svg><title>Icon</title></svg><title>Late &lt;title&gt;</title>
      <h1>  Senior <em>Engineer</em>
        <h2>Acme</h2></h1><h1>Second heading</h1></body></html>`;
    const fromHtml = pagePartsFromHtml(html, 'https://acme.example/jobs/1');
    expect(pagePartsFromDocument(documentOf(html), 'https://acme.example/jobs/1')).toEqual(fromHtml);
    expect(fromHtml).toEqual({
      url: 'https://acme.example/jobs/1',
      title: 'Late <title>',
      canonical: '/jobs/1',
      meta: expect.objectContaining({ 'og:title': 'First & only', __proto__: 'not a prototype' }),
      jsonLd: ['{"@type":"JobPosting","title":"A &amp; B"}'],
      h1: 'Senior Engineer',
    });
    expect(Object.keys(fromHtml.meta)).toEqual(['og:title', '__proto__']);
  });

  it('agrees on an unterminated script and a JSON-LD block past the size limit', () => {
    const oversized = `<script type="application/ld+json">${' '.repeat(2_000_001)}{}</script>`;
    const html = `<title>Open</title>${oversized}<script type="application/ld+json">{"@type":"JobPosting","title":"Kept"}</script><script type="application/ld+json">{"never":`;
    const fromHtml = pagePartsFromHtml(html, 'https://acme.example/');
    expect(pagePartsFromDocument(documentOf(html), 'https://acme.example/')).toEqual(fromHtml);
    expect(fromHtml.jsonLd).toEqual(['{"@type":"JobPosting","title":"Kept"}', '{"never":']);
    expect(readJob(fromHtml).jobTitle).toBe('Kept');
  });
});
