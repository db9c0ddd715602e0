import { Tokenizer, type TokenizerCallbacks } from 'htmlparser2';

/** Tags that end a line of text where they open or close. */
const BLOCK_TAGS = new Set([
  'address', 'article', 'blockquote', 'br', 'dd', 'div', 'dl', 'dt', 'footer', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6',
  'header', 'hr', 'li', 'ol', 'p', 'pre', 'section', 'table', 'tbody', 'tr', 'ul',
]);
/** Tags whose content is never text a person reads in the message. */
const HIDDEN_TAGS = new Set(['head', 'script', 'style', 'title', 'noscript', 'template', 'iframe', 'object']);

/**
 * The readable text of an HTML mail body, and nothing else: no tags, no attributes, no script or
 * style content, so what comes out can only ever be shown as text.
 *
 * Why the tokenizer and not sanitize-html or html-to-text: both build on htmlparser2's Parser,
 * whose open-element stack grows with `unshift`, so 100,000 nested tags cost seconds (measured:
 * 8 s and 12 s). The tokenizer underneath keeps no stack, so this is one linear pass; the only
 * state kept here is how deep we are inside hidden tags.
 */
export function htmlToText(html: string): string {
  const parts: string[] = [];
  let tagName = '';
  let hiddenDepth = 0;
  const newline = () => parts.push('\n');
  const openTag = () => {
    if (HIDDEN_TAGS.has(tagName)) hiddenDepth++;
    else if (tagName === 'td' || tagName === 'th') parts.push(' ');
    else if (BLOCK_TAGS.has(tagName)) newline();
  };
  const callbacks: TokenizerCallbacks = {
    ontext(start, end) {
      if (hiddenDepth === 0) parts.push(html.slice(start, end));
    },
    ontextentity(codePoint) {
      if (hiddenDepth === 0) parts.push(String.fromCodePoint(codePoint));
    },
    onopentagname(start, end) {
      tagName = html.slice(start, end).toLowerCase();
    },
    onopentagend: openTag,
    onselfclosingtag: openTag,
    onclosetag(start, end) {
      const name = html.slice(start, end).toLowerCase();
      if (HIDDEN_TAGS.has(name)) hiddenDepth = Math.max(0, hiddenDepth - 1);
      else if (BLOCK_TAGS.has(name)) newline();
    },
    onattribdata() {},
    onattribentity() {},
    onattribend() {},
    onattribname() {},
    oncdata() {},
    oncomment() {},
    ondeclaration() {},
    onprocessinginstruction() {},
    onend() {},
  };
  const tokenizer = new Tokenizer({ decodeEntities: true }, callbacks);
  tokenizer.write(html);
  tokenizer.end();
  return tidyText(parts.join(''));
}

/** Collapses the spacing HTML leaves behind: runs of blanks to one space, three or more line ends to two. */
export function tidyText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t\u00a0\f\v]+/g, ' ')
    .replace(/ ?\n ?/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
