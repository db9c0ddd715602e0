/**
 * JSON as sites write it into JSON-LD blocks: first read strictly, then once more after the
 * usual damage is undone, else given up (undefined). Never throws.
 *
 * The damage undone, all outside strings unless said: HTML comment and CDATA markers around the
 * block, `//` and `/* *\/` comments, trailing commas before `}` or `]`, raw line breaks and other
 * control characters inside strings (escaped), and several top-level values one after another
 * (read as an array of them).
 */
export function parseLenientJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    // Fall through to the repair.
  }
  try {
    return JSON.parse(repairJson(text));
  } catch {
    return undefined;
  }
}

// Markers that wrap a script's content for old browsers; never valid JSON outside a string.
const WRAPPERS = ['<!--', '-->', '<![CDATA[', ']]>'];

/**
 * One pass over the text, so the cost is linear in its length whatever it holds (a megabyte of
 * `[` included). Characters go out one by one into `out`; a comma that turns out to be trailing
 * is blanked where it was put.
 */
function repairJson(text: string): string {
  const out: string[] = [];
  let inString = false;
  let escaped = false;
  let depth = 0;
  let topLevelValues = 0;
  // Where the last character that is not whitespace went, outside strings.
  let lastSignificant = -1;

  const beginValue = () => {
    if (depth === 0 && topLevelValues > 0) {
      out.push(',');
      lastSignificant = out.length - 1;
    }
  };

  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (inString) {
      if (escaped) escaped = false;
      else if (c === '\\') escaped = true;
      else if (c === '"') inString = false;
      const code = c.charCodeAt(0);
      out.push(code < 0x20 && !escaped ? controlEscape(code) : c);
      if (!inString) lastSignificant = out.length - 1;
      i++;
      continue;
    }
    const wrapper = c === '<' || c === '-' || c === ']' ? WRAPPERS.find((marker) => text.startsWith(marker, i)) : undefined;
    if (wrapper) {
      i += wrapper.length;
      continue;
    }
    if (c === '/' && text[i + 1] === '/') {
      const end = text.indexOf('\n', i);
      i = end < 0 ? text.length : end;
      continue;
    }
    if (c === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      i = end < 0 ? text.length : end + 2;
      continue;
    }
    if (c === '}' || c === ']') {
      if (lastSignificant >= 0 && out[lastSignificant] === ',') out[lastSignificant] = '';
      out.push(c);
      lastSignificant = out.length - 1;
      depth--;
      if (depth === 0) topLevelValues++;
    } else if (c === '{' || c === '[') {
      beginValue();
      out.push(c);
      lastSignificant = out.length - 1;
      depth++;
    } else if (c === '"') {
      beginValue();
      out.push(c);
      inString = true;
    } else if (c === '\ufeff') {
      // A byte-order mark left in the middle of a page.
    } else {
      out.push(c);
      if (c !== ' ' && c !== '\n' && c !== '\r' && c !== '\t') lastSignificant = out.length - 1;
    }
    i++;
  }
  const repaired = out.join('');
  return topLevelValues > 1 ? `[${repaired}]` : repaired;
}

function controlEscape(code: number): string {
  if (code === 0x0a) return '\\n';
  if (code === 0x0d) return '\\r';
  if (code === 0x09) return '\\t';
  return `\\u${code.toString(16).padStart(4, '0')}`;
}
