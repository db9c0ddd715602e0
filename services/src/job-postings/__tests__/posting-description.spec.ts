import { postingDescriptionHtml } from '../posting-description';

const html = (text: string) => postingDescriptionHtml(text, 'https://acme.example');

describe('postingDescriptionHtml', () => {
  it('turns the blank lines of plain text into paragraphs and its line breaks into <br />, as the preview shows them', () => {
    expect(html('We build payments.\n\nYou will own the ledger\nand its reports.\r\n\r\n\n  Apply with a note.  \n')).toBe(
      '<p>We build payments.</p>\n<p>You will own the ledger<br />and its reports.</p>\n<p>Apply with a note.</p>',
    );
  });

  it('keeps inline markup within the paragraphs, links made safe', () => {
    expect(html('We are <b>remote</b>.\n\nSee <a href="/about">about us</a>.')).toBe(
      '<p>We are <b>remote</b>.</p>\n<p>See <a href="https://acme.example/about" rel="nofollow noopener" target="_blank">about us</a>.</p>',
    );
  });

  it('leaves HTML that lays itself out as it is: its line breaks are only source formatting', () => {
    expect(html('<p>Build our engine.</p>\n\n<ul>\n  <li>Rust</li>\n</ul>')).toBe('<p>Build our engine.</p>\n\n<ul>\n  <li>Rust</li>\n</ul>');
    expect(html('First line<br>\nsecond line')).toBe('First line<br />\nsecond line');
  });

  it('escapes what plain text means literally and still removes what is not allowed', () => {
    expect(html('R&D at 5 < 10 people\n\n<script>alert(1)</script>Thanks')).toBe('<p>R&amp;D at 5 &lt; 10 people</p>\n<p>Thanks</p>');
  });

  it('makes nothing of a blank description', () => {
    expect(html(' \n\n ')).toBe('');
  });
});
