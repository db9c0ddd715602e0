import { TermBitmaps } from '../term-bitmaps';

const job = (id: string, validThrough: number, terms: string[], lexemes: string[], payUsd: number | null = null) => ({ id, validThrough, datePosted: 0, pinTill: null, payUsd, terms, lexemes });
const lexeme = (word: string) => ({ kind: 'lexeme' as const, lexeme: word });

describe('term bitmaps', () => {
  it('a job leaves every answer when its time runs out, though nothing was written', () => {
    const bitmaps = new TermBitmaps();
    bitmaps.put(job('a', 1_000, ['c:design'], ['figma']));
    bitmaps.put(job('b', 2_000, ['c:design'], ['figma']));
    bitmaps.put(job('c', 3_000, ['c:design'], ['sketch']));
    const designAt = (now: number) => bitmaps.countIn(bitmaps.matching({ liveOnly: true }, lexeme('figma'), [], now), ['c:design']);
    expect(designAt(999)).toBe(2);
    expect(designAt(1_000)).toBe(1);
    expect(designAt(2_500)).toBe(0);
    expect(bitmaps.size).toBe(1);
  });

  it('a job written again is counted as it is now, once', () => {
    const bitmaps = new TermBitmaps();
    bitmaps.put(job('a', 10_000, ['c:design', 't:figma'], ['figma']));
    bitmaps.put(job('a', 10_000, ['c:programming', 't:go'], ['golang']));
    const all = bitmaps.matching({ liveOnly: true }, undefined, [], 0);
    expect([bitmaps.countIn(all, ['c:design']), bitmaps.countIn(all, ['c:programming'])]).toEqual([0, 1]);
    expect(bitmaps.matching({ liveOnly: true }, lexeme('figma'), [], 0).size).toBe(0);
    expect(bitmaps.deadShare).toBe(0.5);
    bitmaps.remove('a');
    expect(bitmaps.size).toBe(0);
  });

  it('a minimum pay inside its lowest band tests each job of that band on its pay; the jobs left out are', () => {
    const bitmaps = new TermBitmaps();
    bitmaps.put(job('low', 10_000, ['p', 'p:9'], [], 95_000));
    bitmaps.put(job('high', 10_000, ['p', 'p:9'], [], 99_000));
    bitmaps.put(job('top', 10_000, ['p', 'p:12'], [], 120_000));
    const count = (criteria: object, leftOut: string[] = []) => bitmaps.matching({ liveOnly: true, ...criteria }, undefined, leftOut, 0).size;
    expect(count({ minPayUsd: 96_000 })).toBe(2);
    expect(count({ minPayUsd: 90_000 })).toBe(3);
    expect(count({ minPayUsd: 96_000 }, ['high'])).toBe(1);
    expect(count({}, ['top', 'unknown'])).toBe(2);
  });

  it('after pruning, keeps only lexemes on enough jobs, adds to those alone, and says which keywords it covers', () => {
    const bitmaps = new TermBitmaps();
    bitmaps.put(job('a', 10_000, [], ['react', 'quokka']));
    bitmaps.put(job('b', 10_000, [], ['react']));
    bitmaps.pruneLexemes(2);
    bitmaps.put(job('c', 10_000, [], ['react', 'quokka', 'wombat']));
    expect(bitmaps.covers(lexeme('react'))).toBe(true);
    expect(bitmaps.covers({ kind: 'and', operands: [lexeme('react'), { kind: 'not', operand: lexeme('quokka') }] })).toBe(false);
    expect(bitmaps.covers(lexeme('wombat'))).toBe(false);
    expect(bitmaps.matching({ liveOnly: true }, lexeme('react'), [], 0).size).toBe(3);
  });

  it('restricted before a build to the lexemes worth keeping, never holds the others', () => {
    const bitmaps = new TermBitmaps();
    bitmaps.restrictLexemes(['react']);
    bitmaps.put(job('a', 10_000, [], ['react', 'quokka']));
    bitmaps.put(job('b', 10_000, [], ['react']));
    expect([bitmaps.keys.lexemes, bitmaps.covers(lexeme('quokka'))]).toEqual([1, false]);
    expect(bitmaps.matching({ liveOnly: true }, lexeme('react'), [], 0).size).toBe(2);
  });

  it('a keyword is its lexemes under AND, OR and NOT, among live jobs only', () => {
    const bitmaps = new TermBitmaps();
    bitmaps.put(job('a', 10_000, [], ['react', 'senior']));
    bitmaps.put(job('b', 10_000, [], ['react']));
    bitmaps.put(job('c', 10_000, [], ['vue']));
    bitmaps.put(job('gone', 1, [], ['react']));
    const count = (tree: Parameters<TermBitmaps['matching']>[1]) => bitmaps.matching({ liveOnly: true }, tree, [], 5).size;
    expect(count({ kind: 'and', operands: [lexeme('react'), { kind: 'not', operand: lexeme('senior') }] })).toBe(1);
    expect(count({ kind: 'or', operands: [lexeme('react'), lexeme('vue')] })).toBe(3);
    expect(count({ kind: 'not', operand: lexeme('react') })).toBe(1);
    expect(count({ kind: 'nothing' })).toBe(0);
    expect(count(lexeme('never-seen'))).toBe(0);
  });
});
