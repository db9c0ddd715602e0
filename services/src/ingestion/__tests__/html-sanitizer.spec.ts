import { stripRemoteOkBoilerplate } from '../normalize/boilerplate';
import { descriptionToHtml, plainTextToHtml, sanitizeDescription, unescapeHtmlOnce, unescapeLiteralNewlines } from '../normalize/html';

const BASE = 'https://board.example';
const sanitize = (html: string) => sanitizeDescription(html, { baseUrl: BASE });

describe('sanitizeDescription', () => {
  it('removes scripts and styles with their content', () => {
    const html = sanitize('<p>Hello</p><script>alert(1)</script><style>p{color:red}</style><p>World</p>');
    expect(html).toBe('<p>Hello</p><p>World</p>');
  });

  it('removes event handler attributes and inline styles', () => {
    const html = sanitize('<p onclick="steal()" style="font-size: 12pt" class="x">Text</p><b onmouseover="x()">bold</b>');
    expect(html).toBe('<p>Text</p><b>bold</b>');
  });

  it('removes images, so onerror= payloads and tracking pixels go with them', () => {
    expect(sanitize('<p>Hi<img src="x" onerror="alert(1)"></p>')).toBe('<p>Hi</p>');
    expect(sanitize('<p>End</p><img src="https://tracker.example/job/1/blank.gif?source=public_api" alt=""/>')).toBe('<p>End</p>');
  });

  it('drops javascript:, data: and vbscript: links but keeps their text', () => {
    expect(sanitize('<a href="javascript:alert(1)">click</a>')).toBe('<a>click</a>');
    expect(sanitize('<a href="  JaVaScRiPt:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitize('<a href="data:text/html;base64,PHNjcmlwdD4=">y</a>')).toBe('<a>y</a>');
    expect(sanitize('<a href="vbscript:msgbox">z</a>')).toBe('<a>z</a>');
  });

  it('removes iframes, objects and embeds with their content', () => {
    const html = sanitize(
      '<p>Video:</p><p><iframe src="https://video.example/embed/1">fallback</iframe></p><object data="x.swf">o</object><embed src="y.swf">',
    );
    expect(html).toBe('<p>Video:</p>');
  });

  it('keeps safe formatting and marks links nofollow, opening in a new tab', () => {
    const html = sanitize('<h3>Role</h3><p><strong>Do</strong> <em>this</em></p><ul><li>One</li></ul><a href="https://co.example/jobs">Apply</a>');
    expect(html).toBe(
      '<h3>Role</h3><p><strong>Do</strong> <em>this</em></p><ul><li>One</li></ul><a href="https://co.example/jobs" rel="nofollow noopener" target="_blank">Apply</a>',
    );
  });

  it('overrides a rel or target the board set', () => {
    expect(sanitize('<a href="https://co.example" rel="opener" target="_self">x</a>')).toBe(
      '<a href="https://co.example/" rel="nofollow noopener" target="_blank">x</a>',
    );
  });

  it('resolves relative links against the board', () => {
    expect(sanitize('<a href="/companies/acme">Acme</a>')).toBe('<a href="https://board.example/companies/acme" rel="nofollow noopener" target="_blank">Acme</a>');
  });

  it('drops the blank paragraphs rich editors leave, and turns h1 into h2', () => {
    expect(sanitize('<p></p><p>&nbsp;</p><p><br></p><h1>Title</h1><p>Text</p>')).toBe('<h2>Title</h2><p>Text</p>');
  });

  it('repairs mojibake and keeps correct UTF-8', () => {
    expect(sanitize('<p>Weâ\u0080\u0099re in EspaÃ±a — naïve</p>')).toBe('<p>We’re in España — naïve</p>');
  });

  it('escapes text that only looks like markup once decoded', () => {
    expect(sanitize('<p>Use &lt;script&gt; wisely &amp; well</p>')).toBe('<p>Use &lt;script&gt; wisely &amp; well</p>');
  });
});

describe('board boilerplate', () => {
  it("strips RemoteOK's anti-spam tail and scrape-time prefix", () => {
    const html =
      "Posted 8:03:59 AM. <p>Build things.</p><br/><br/>Please mention the word **TOUCAN** and tag RMxLjIuMw== when applying to show you read the job post completely (#RMxLjIuMw==). This is a beta feature to avoid spam applicants. Companies can search these words to find applicants that read this and see they're human.";
    expect(stripRemoteOkBoilerplate(html)).toBe('<p>Build things.</p>');
  });

  it('leaves descriptions without the tail untouched', () => {
    expect(stripRemoteOkBoilerplate('<p>Please mention your portfolio.</p>')).toBe('<p>Please mention your portfolio.</p>');
  });

  it('decodes entity-escaped HTML once, and only when it is escaped', () => {
    expect(unescapeHtmlOnce('&lt;p&gt;Tom &amp;amp; Jerry&lt;/p&gt;<p>footer</p>')).toBe('<p>Tom &amp; Jerry</p><p>footer</p>');
    expect(unescapeHtmlOnce('<p>Use &lt;b&gt;</p>')).toBe('<p>Use &lt;b&gt;</p>');
  });

  it('turns literal \\n sequences into line breaks', () => {
    expect(unescapeLiteralNewlines('a\\nb\\r\\nc')).toBe('a\nb\nc');
  });
});

describe('plain-text descriptions', () => {
  it('become paragraphs and line breaks, escaped', () => {
    expect(plainTextToHtml('First <line>\nsecond\n\nNext & last')).toBe('<p>First &lt;line&gt;<br />second</p>\n<p>Next &amp; last</p>');
  });

  it('keep a trailing HTML paragraph the board appended', () => {
    expect(descriptionToHtml('About us\n\nApply soon.\n<p>Apply on <a href="https://board.example">Board</a></p>')).toBe(
      '<p>About us</p>\n<p>Apply soon.</p>\n<p>Apply on <a href="https://board.example">Board</a></p>',
    );
  });

  it('leave HTML descriptions as they are', () => {
    expect(descriptionToHtml('<p>Already HTML</p>\n<p>Footer</p>')).toBe('<p>Already HTML</p>\n<p>Footer</p>');
  });
});
