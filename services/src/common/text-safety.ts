import { DomainError } from './domain-error';

// No `u` flag: the pattern looks at UTF-16 code units, where a lone surrogate is visible.
// (String.prototype.isWellFormed says the same but is not in our TypeScript lib yet.)
// eslint-disable-next-line no-control-regex -- NUL is exactly what this looks for
const UNSAFE_TEXT = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Which text no input may carry, decided here once for every transport:
 *
 * - NUL (U+0000): PostgreSQL's text and jsonb cannot hold it, so it failed deep in a query
 *   (`invalid byte sequence for encoding "UTF8": 0x00`) and answered 500.
 * - A UTF-16 surrogate without its partner (say `\ud800` alone): it is not a Unicode character
 *   and has no UTF-8 encoding, so the database refuses it the same way.
 *
 * Everything else, control characters and bidi marks included, is ordinary text here; fields
 * that care (file names, say) clean it up themselves.
 */
export function isSafeText(text: string): boolean {
  return !UNSAFE_TEXT.test(text);
}

export function unsafeTextMessage(field: string): string {
  return `${field} must not contain NUL characters or unpaired UTF-16 surrogates`;
}

/** A text input that holds something `isSafeText` refuses: a 400 (BAD_USER_INPUT) naming the field. */
export function unsafeTextError(field: string): DomainError {
  return DomainError.validation(unsafeTextMessage(field), { field });
}

interface Visit {
  value: unknown;
  /** The key or index under the parent; undefined for the root. */
  key: string | number | undefined;
  parent: Visit | undefined;
}

/**
 * The path of the first string (value or object key) in `input` that is not safe text, as
 * `root.a[0].b`, or undefined when all of it is safe. `root` names the input itself (a query
 * parameter, a GraphQL variable; '' for a body, whose fields are named on their own).
 *
 * The walk is iterative and visits each value once, so its cost is linear in the input's size
 * however deep it nests; the path is only built for the value that fails. Parsed input (JSON,
 * query strings, form fields) has no cycles.
 */
export function findUnsafeText(input: unknown, root = ''): string | undefined {
  const stack: Visit[] = [{ value: input, key: undefined, parent: undefined }];
  while (stack.length) {
    const visit = stack.pop()!;
    const { value } = visit;
    if (typeof value === 'string') {
      if (!isSafeText(value)) return pathOf(visit, root);
    } else if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push({ value: value[i], key: i, parent: visit });
    } else if (value !== null && typeof value === 'object') {
      for (const key of Object.keys(value)) {
        const child: Visit = { value: (value as Record<string, unknown>)[key], key, parent: visit };
        if (!isSafeText(key)) return pathOf(child, root);
        stack.push(child);
      }
    }
  }
  return undefined;
}

/** The error refusing `input` (naming its first unsafe string, see findUnsafeText), or undefined when it is safe. */
export function unsafeTextRefusal(input: unknown, root = ''): DomainError | undefined {
  const field = findUnsafeText(input, root);
  return field === undefined ? undefined : unsafeTextError(field);
}

/** Throws what unsafeTextRefusal returns. */
export function assertSafeText(input: unknown, root = ''): void {
  const refusal = unsafeTextRefusal(input, root);
  if (refusal) throw refusal;
}

const MAX_NAMED_KEY = 40;
const MAX_NAMED_PATH = 120;

function pathOf(visit: Visit, root: string): string {
  const parts: string[] = [];
  for (let v: Visit | undefined = visit; v?.parent; v = v.parent) {
    parts.push(typeof v.key === 'number' ? `[${v.key}]` : `.${nameOf(v.key!)}`);
  }
  const path = root + parts.reverse().join('');
  const named = path.startsWith('.') ? path.slice(1) : path;
  // A path thousands of levels deep is named by its start.
  return (named.length > MAX_NAMED_PATH ? `${named.slice(0, MAX_NAMED_PATH)}…` : named) || 'The input';
}

/** A key as a message may show it: an unsafe or very long key is escaped and cut short, never echoed raw. */
function nameOf(key: string): string {
  const shown = isSafeText(key) ? key : JSON.stringify(key).slice(1, -1);
  return shown.length > MAX_NAMED_KEY ? `${shown.slice(0, MAX_NAMED_KEY)}…` : shown;
}
