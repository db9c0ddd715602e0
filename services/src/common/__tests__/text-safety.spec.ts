import { DomainError } from '../domain-error';
import { assertSafeText, findUnsafeText, isSafeText } from '../text-safety';

describe('isSafeText', () => {
  it.each(['', 'plain', 'résumé ✓', '😀 a whole emoji (a surrogate pair)', 'tab\tnew\nline', '\u202eright-to-left'])('accepts %p', (text) => {
    expect(isSafeText(text)).toBe(true);
  });

  it.each(['\u0000', 'a\u0000b', '\ud800', 'x\ud800y', '\udc00', 'x\udfff', '\udc00\ud800', '😀'.slice(0, 1), '😀'.slice(1)])(
    'refuses %j',
    (text) => {
      expect(isSafeText(text)).toBe(false);
    },
  );
});

describe('findUnsafeText', () => {
  it('names nothing when every string is safe', () => {
    expect(findUnsafeText({ a: 'x', b: [1, 'y', null, { c: true }] })).toBeUndefined();
    expect(findUnsafeText(undefined)).toBeUndefined();
  });

  it('names the field, nested paths and array indices', () => {
    expect(findUnsafeText({ name: 'a\u0000' })).toBe('name');
    expect(findUnsafeText({ filter: { tags: ['ok', '\ud800'] } })).toBe('filter.tags[1]');
    expect(findUnsafeText(['a', ['\u0000']])).toBe('[1][0]');
  });

  it('prefixes a root name (a query parameter, a GraphQL variable)', () => {
    expect(findUnsafeText('a\u0000', 'query')).toBe('query');
    expect(findUnsafeText({ title: '\u0000' }, 'input')).toBe('input.title');
    expect(findUnsafeText(['\u0000'], 'tags')).toBe('tags[0]');
  });

  it('refuses an unsafe key, naming it escaped, never raw', () => {
    const field = findUnsafeText({ 'bad\u0000key': 1 });
    expect(field).toBe('bad\\u0000key');
    expect(isSafeText(field!)).toBe(true);
  });

  it('cuts a very long key short in the name', () => {
    expect(findUnsafeText({ ['k'.repeat(10_000)]: '\u0000' })!.length).toBeLessThan(50);
  });

  it('walks 100,000 levels of nesting without overflowing the stack', () => {
    let deep: unknown = '\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    const field = findUnsafeText({ deep });
    expect(field).toMatch(/^deep(\[0\])+\[?0?…$/);
    expect(field!.length).toBeLessThan(130);
  });

  it('reads each value of the input once, so its work grows linearly with it (counted, not timed)', () => {
    // Every read of an array element or an object property, through a proxy; a wall-clock bound
    // here failed on a loaded CI machine (1.8 s for a million values against 1 s).
    const readsOf = (n: number) => {
      let reads = 0;
      const count = <T extends object>(target: T): T => new Proxy(target, { get: (t, key, receiver) => (reads++, Reflect.get(t, key, receiver)) });
      const items = count(Array.from({ length: n }, (_, i) => (i % 2 ? i : 'text')));
      const fields = count(Object.fromEntries(Array.from({ length: n }, (_, i) => [`field${i}`, 'text'])));
      expect(findUnsafeText({ items, fields })).toBeUndefined();
      return reads;
    };
    // n elements and their length, n properties.
    expect(readsOf(100_000)).toBeLessThanOrEqual(2 * 100_000 + 2);
    expect(readsOf(400_000)).toBe(4 * readsOf(100_000) - 3);
  });
});

describe('assertSafeText', () => {
  it('throws a VALIDATION DomainError naming the field', () => {
    let error: unknown;
    try {
      assertSafeText({ message: 'hi\u0000' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({
      code: 'VALIDATION',
      message: 'message must not contain NUL characters or unpaired UTF-16 surrogates',
      details: { field: 'message' },
    });
  });

  it('passes safe input', () => {
    expect(() => assertSafeText({ message: 'hi' })).not.toThrow();
  });
});
