import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { type CorpusResult, corpusFiles, corpusLabels } from './corpus-results';

// jest names tests while loading this file, and reading mail is asynchronous: the corpus is scored
// once in a child process (score-corpus.js) so the figures can stand in the tests' names.
const results: CorpusResult[] = JSON.parse(execFileSync(process.execPath, [path.join(__dirname, 'score-corpus.js')], { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 }));

const isRight = (result: CorpusResult) => result.kind === result.label.kind && result.applicationId === result.label.applicationId;
const percent = (part: number, whole: number) => Math.round((1000 * part) / whole) / 10;
const heldOut = results.filter((result) => result.label.heldOut);
const moves = results.filter((result) => result.decision.action === 'move');
const invitations = results.filter((result) => result.label.kind === 'interview');
const timed = invitations.filter((result) => result.label.start);

const rightShare = results.filter(isRight).length / results.length;
const heldOutRight = heldOut.filter(isRight).length;
const timesRead = timed.filter((result) => result.start === result.label.start).length;

describe('the labelled corpus of forwarded mail', () => {
  it('labels every message and only those, with at least 64 messages and 15 of them other', () => {
    expect(Object.keys(corpusLabels()).sort()).toEqual(corpusFiles());
    expect(results.length).toBeGreaterThanOrEqual(64);
    expect(results.filter((result) => result.label.kind === 'other').length).toBeGreaterThanOrEqual(15);
  });

  it(`classifies and matches ${percent(rightShare * results.length, results.length)}% of the ${results.length} messages right (kind and application both)`, () => {
    expect(rightShare).toBeGreaterThanOrEqual(0.9);
  });

  it(`moves ${moves.length} statuses, each one to the labelled kind of the labelled application`, () => {
    expect(moves.filter((result) => !isRight(result)).map((result) => result.file)).toEqual([]);
  });

  it(`gets ${percent(heldOutRight, heldOut.length)}% of the ${heldOut.length} messages written as held out right, and moves none of them wrongly`, () => {
    // Not held to 90%. Rounds 2 and 3 tuned on these once they were scored (__fixtures__/README.md), so
    // the figure no longer measures wording the lists were not fitted to; messages added later would.
    expect(heldOut.length).toBeGreaterThan(0);
    expect(heldOut.filter((result) => result.decision.action === 'move' && !isRight(result)).map((result) => result.file)).toEqual([]);
  });

  it(`reads the interview time of ${timesRead} of the ${timed.length} invitations that give one, and never a wrong time`, () => {
    expect(timesRead / timed.length).toBeGreaterThanOrEqual(0.85);
    expect(invitations.filter((result) => result.start !== null && result.start !== (result.label.start ?? null)).map((result) => result.file)).toEqual([]);
  });

  it.each(results.filter((result) => result.label.kind === 'other').map((result) => [result.file, result] as const))(
    '%s, labelled other, moves no status',
    (_file, result) => {
      expect(result.decision.action).not.toBe('move');
    },
  );
});
