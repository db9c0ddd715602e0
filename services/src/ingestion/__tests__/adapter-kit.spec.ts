import { defineAdapter } from '../adapter-kit';
import { FeedFormatError } from '../feed-format-error';
import { jobList, readJson } from '../normalize/payload';
import type { RawPosting } from '../posting-assembler';
import { postingProblem } from '../posting-schema';
import { parseWith } from './parse-helper';

const raw = (job: Record<string, unknown>): RawPosting => ({
  externalId: job.id,
  title: job.title,
  companyName: 'Tern & Co',
  applyUrl: job.url ?? 'https://tern.example/jobs/1',
  description: '<p>Hello</p>',
  category: () => (job.category as never) ?? 'Programming',
  tags: ['go'],
  location: 'Worldwide',
  datePosted: '2026-05-01T00:00:00Z',
});

const testAdapter = defineAdapter({
  name: 'test-board',
  entries: (body) => jobList('test-board', readJson('test-board', body), { bareArray: true }),
  idOf: (job) => job.id,
  read: (job) => {
    if (job.explode) throw new Error('adapter bug');
    return raw(job);
  },
});

describe('defineAdapter', () => {
  it('assembles postings and fills the defaults', () => {
    const result = parseWith(testAdapter, '[{"id": "a", "title": "Engineer"}]');
    expect(result.failed).toEqual([]);
    expect(result.postings).toHaveLength(1);
    expect(result.postings[0]).toMatchObject({ externalId: 'a', companyName: 'Tern & Co', worldwide: true, regionalRestriction: null });
    expect(result.postings[0].validThrough.toISOString()).toBe('2026-05-31T00:00:00.000Z');
  });

  it('reports a posting the adapter throws on as failed, and goes on with the rest', () => {
    const result = parseWith(testAdapter, '[{"id": "a", "explode": true}, {"id": "b", "title": "Engineer"}]');
    expect(result.failed).toEqual([{ externalId: 'a', error: 'adapter bug' }]);
    expect(result.postings.map((p) => p.externalId)).toEqual(['b']);
  });

  it('reports invalid output as failed instead of passing it on', () => {
    const result = parseWith(testAdapter, '[{"id": "a", "title": "Engineer", "category": "Rocketry"}]');
    expect(result.postings).toEqual([]);
    expect(result.failed).toEqual([{ externalId: 'a', error: 'invalid output: category: must be a canonical category title' }]);
  });

  it('lets FeedFormatError through', () => {
    expect(() => parseWith(testAdapter, 'nope')).toThrow(FeedFormatError);
  });
});

describe('postingProblem', () => {
  const valid = parseWith(testAdapter, '[{"id": "a", "title": "Engineer"}]').postings[0];

  it('accepts a sound posting', () => {
    expect(postingProblem(valid)).toBeNull();
  });

  it.each([
    ['a relative apply URL', { applyUrl: '/jobs/1' }, 'applyUrl'],
    ['a javascript: image', { companyImage: 'javascript:alert(1)' }, 'companyImage'],
    ['an empty title', { title: '' }, 'title'],
    ['a blank company', { companyName: '  ' }, 'companyName'],
    ['an invalid date', { datePosted: new Date('nope') }, 'datePosted'],
    ['an expiry before the posting date', { validThrough: new Date('2020-01-01') }, 'validThrough'],
    ['a script in the description', { descriptionHtml: '<p>x</p><script>1</script>' }, 'descriptionHtml'],
    ['an event handler in the description', { descriptionHtml: '<p onclick="x()">x</p>' }, 'descriptionHtml'],
    ['duplicate tags', { tags: ['go', 'go'] }, 'tags'],
    ['an inverted salary', { salary: { min: 10, max: 5, currency: 'USD', period: null } }, 'salary'],
  ])('rejects %s', (_what, change, field) => {
    expect(postingProblem({ ...valid, ...change })).toContain(field);
  });
});
