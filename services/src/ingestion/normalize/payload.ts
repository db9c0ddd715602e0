import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { FeedFormatError } from '../feed-format-error';

// trim() also drops a byte order mark that whoever saved the payload put in front
// (utf-8-sig): U+FEFF counts as white space to it.

export function readJson(adapter: string, body: string): unknown {
  const text = body.trim();
  if (!text) throw new FeedFormatError(adapter, 'the payload is empty');
  try {
    return JSON.parse(text);
  } catch (e) {
    throw new FeedFormatError(adapter, `the payload is not JSON (${(e as Error).message})`);
  }
}

export type JsonRecord = Record<string, unknown>;

export const isRecord = (value: unknown): value is JsonRecord => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Where a board's payload keeps its jobs. */
export interface JobListShape {
  /** Envelope keys holding the array: the board's own, or a fixture author's cache wrapper around the same jobs. */
  keys?: readonly string[];
  /** The payload itself may be the array (RemoteOK, Working Nomads). */
  bareArray?: boolean;
}

/** The list of jobs in a JSON payload; FeedFormatError when it is not where the board puts it. */
export function jobList(adapter: string, payload: unknown, shape: JobListShape): unknown[] {
  const keys = shape.keys ?? [];
  if (Array.isArray(payload) && shape.bareArray) return payload;
  if (isRecord(payload)) {
    for (const key of keys) if (Array.isArray(payload[key])) return payload[key];
  }
  const expected = [...(shape.bareArray ? ['an array'] : []), ...keys.map((key) => `an object with a "${key}" array`)].join(' or ');
  throw new FeedFormatError(adapter, `expected ${expected}, got ${describe(payload)}`);
}

/** A count in a board's envelope, or null when the field is not a whole number. */
export const envelopeCount = (envelope: unknown, key: string): number | null =>
  isRecord(envelope) && typeof envelope[key] === 'number' && Number.isInteger(envelope[key]) ? (envelope[key] as number) : null;

function describe(payload: unknown): string {
  if (Array.isArray(payload)) return 'an array';
  if (isRecord(payload)) return `an object with ${Object.keys(payload).slice(0, 8).join(', ') || 'no keys'}`;
  return payload === null ? 'null' : typeof payload;
}

const xmlParser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  // Text stays text: "00123" ids and "1.0" versions must not become numbers.
  parseTagValue: false,
  parseAttributeValue: false,
  // XML entities and numeric references are decoded exactly once; CDATA is kept verbatim.
  processEntities: true,
  htmlEntities: true,
  trimValues: true,
  isArray: (name) => name === 'item',
});

/** An XML document as plain objects; FeedFormatError for anything that is not well-formed XML. */
export function readXml(adapter: string, body: string): unknown {
  const text = body.trim();
  if (!text) throw new FeedFormatError(adapter, 'the payload is empty');
  const valid = XMLValidator.validate(text);
  if (valid !== true) {
    throw new FeedFormatError(adapter, `the payload is not well-formed XML (line ${valid.err.line}: ${valid.err.msg})`);
  }
  return xmlParser.parse(text);
}
