import { randomUUID } from 'node:crypto';
import { jobIdOfPageSegment, jobPagePath, shortIdOf, slugOf, uuidOf } from '../job-url';

describe('public job page addresses', () => {
  it('a short id is 22 characters of base 62 and gives its UUID back, at both ends of the range', () => {
    for (const uuid of ['00000000-0000-0000-0000-000000000000', 'ffffffff-ffff-ffff-ffff-ffffffffffff', ...Array.from({ length: 50 }, () => randomUUID())]) {
      const short = shortIdOf(uuid);
      expect(short).toMatch(/^[0-9A-Za-z]{22}$/);
      expect(uuidOf(short)).toBe(uuid);
    }
  });

  it('names no job for what is not a short id, or one past 128 bits', () => {
    for (const segment of ['', 'abc', 'z'.repeat(22), '!'.repeat(22), 'a'.repeat(21), `${'a'.repeat(21)}é`]) expect(uuidOf(segment)).toBeNull();
    expect(jobIdOfPageSegment(`${'word-'.repeat(100_000)}${shortIdOf(randomUUID())}`)).toBeNull();
  });

  it('a slug is plain lowercase words of the title and company, cut at a word, never empty', () => {
    expect(slugOf('Senior Café Engineer (m/w/d) at Über GmbH')).toBe('senior-cafe-engineer-m-w-d-at-uber-gmbh');
    expect(slugOf('日本語のみ')).toBe('job');
    const long = slugOf('word '.repeat(50));
    expect(long.length).toBeLessThanOrEqual(80);
    expect(long).toMatch(/^(word-)*word$/);
  });

  it('the path ends with the short id, which alone finds the job', () => {
    const id = randomUUID();
    const path = jobPagePath({ id, title: 'Data Engineer', companyName: 'Acme' });
    expect(path).toBe(`/jobs/data-engineer-at-acme-${shortIdOf(id)}`);
    expect(jobIdOfPageSegment(path.slice('/jobs/'.length))).toBe(id);
  });
});
