import { decodeHTML } from 'entities';

/**
 * UTF-8 bytes that were read as Latin-1 and encoded again ("EspaÃ±a",
 * "donâ\u0080\u0099t"). A sequence is taken for mojibake only when it is
 * well-formed UTF-8 *and* could hardly be real text: 3- and 4-byte sequences,
 * 2-byte ones whose second char is a C1 control (never in real text), and
 * 2-byte ones led by Â/Ã (Latin-1 letters, the common case). Real text such as
 * "»Spaß«" or "3×½" is left alone.
 */
const MOJIBAKE_SEQUENCE =
  /[\u00e0-\u00ef][\u0080-\u00bf]{2}|[\u00f0-\u00f4][\u0080-\u00bf]{3}|[\u00c2-\u00df][\u0080-\u009f]|[\u00c2\u00c3][\u00a0-\u00bf]/g;
const MOJIBAKE_HINT = /[\u00c2-\u00f4][\u0080-\u00bf]/;
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

export function repairMojibake(text: string): string {
  if (!MOJIBAKE_HINT.test(text)) return text;
  return text.replace(MOJIBAKE_SEQUENCE, (sequence) => {
    try {
      // Each character as the byte it was read from (latin1), without Node's Buffer: the browser extension reads pages with this too.
      return strictUtf8.decode(Uint8Array.from(sequence, (c) => c.charCodeAt(0) & 0xff));
    } catch {
      return sequence;
    }
  });
}

/** Decodes HTML entities once, as a browser reads text (so "&amp;amp;" keeps one "&amp;"). */
export function decodeEntities(text: string): string {
  return text.includes('&') ? decodeHTML(text) : text;
}

// Controls and invisible characters that only ever arrive as debris in plain fields.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const INVISIBLE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u200b\ufeff]/g;

/**
 * A title, company or location as people should read it: entities decoded,
 * mojibake repaired, literal "\n" sequences and runs of whitespace turned into
 * single spaces. Null for anything that is not a non-blank string.
 */
export function cleanText(value: unknown): string | null {
  const decoded = decodedText(value);
  if (decoded === null) return null;
  const text = decoded
    .replace(/\\[nrt]/g, ' ')
    .replace(INVISIBLE, '')
    .replace(/\s+/g, ' ')
    .trim();
  return text || null;
}

/**
 * A plain field as it reads once entities are decoded and mojibake repaired, before cleanText
 * tidies it: what to look at for control characters (a `&#1;` is one too). Null for non-text.
 */
export function decodedText(value: unknown): string | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  return repairMojibake(decodeEntities(String(value)));
}

/** A board's string list (or comma-separated string) as clean, non-empty texts. */
export function cleanList(value: unknown, separator = ','): string[] {
  const items = Array.isArray(value) ? value : typeof value === 'string' ? value.split(separator) : [];
  return items.map(cleanText).filter((item): item is string => item !== null);
}
