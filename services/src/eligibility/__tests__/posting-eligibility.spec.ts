import { decideEligibility, type Eligibility, UNKNOWN_ELIGIBILITY } from '../eligibility';
import { eligibilityOfPosting, type PostingPlace } from '../posting-eligibility';
import { hugePosting } from '../../seed/hostile-text';

const posting = (location: string | null, descriptionHtml = '', more: Partial<PostingPlace> = {}): PostingPlace => ({
  location,
  worldwide: false,
  regionalRestriction: null,
  descriptionHtml,
  ...more,
});
const decisions = (rule: Eligibility) => ['US', 'DE', 'IN', 'BR', 'PH'].map((country) => decideEligibility(rule, { country }));

describe('a posting’s rule: location fields first, then the description', () => {
  it('takes a place the board names, whatever the description adds', () => {
    // Himalayas lists the United States; the description also says "Remote - US or EU".
    expect(eligibilityOfPosting(posting('United States', '<h3>Location: Remote - US or EU</h3>')).countries).toEqual(['US']);
  });

  it('cuts the board’s place to the part of it the description names, never beyond', () => {
    const sugarcrm = '<p>**Only candidates local to, and authorized to work in Serbia or Romania are being considered at this time**</p>';
    expect(eligibilityOfPosting(posting('Europe Only', sugarcrm)).countries).toEqual(['RO', 'RS']);
    const wattpad = '<p>remote candidates as long as they are located and authorized to work in either the US or Canada (excluding Quebec) as a precondition of employment.</p>';
    expect(eligibilityOfPosting(posting('Toronto, Ontario', wattpad)).countries).toEqual(['CA']);
  });

  it('reads the description where the location says only how ("Remote") or nothing', () => {
    const netsmart = '<p>All applicants for employment must be legally authorized to work in the United States.</p>';
    expect(eligibilityOfPosting(posting('Remote', netsmart))).toEqual({ anywhere: false, countries: ['US'], timezones: null });
    expect(eligibilityOfPosting(posting(null, '<p>You have the ability to work from anywhere in the world!</p>'))).toEqual({ anywhere: true, countries: [], timezones: null });
  });

  it('lets a narrower rule in the description replace the board’s "anywhere"', () => {
    const qase = '<p>This is a North America-based role, requires regular travel.</p>';
    expect(decisions(eligibilityOfPosting(posting('Anywhere in the World', qase, { worldwide: true })))).toEqual(['may-apply', 'may-not', 'may-not', 'may-not', 'may-not']);
  });

  it('keeps the board’s "anywhere" with the hours the description sets', () => {
    const proxify = '<p>Nice-to-have:</p><p>Timezone: CET (+/- 3 hours);</p>';
    expect(eligibilityOfPosting(posting('Anywhere in the World', proxify, { worldwide: true }))).toEqual({
      anywhere: true,
      countries: [],
      timezones: { minUtcOffset: -2, maxUtcOffset: 5 },
    });
  });

  it('takes the worldwide flag (Himalayas’ empty list, a board’s tag) where the location says nothing', () => {
    expect(eligibilityOfPosting(posting(null, '', { worldwide: true })).anywhere).toBe(true);
    expect(eligibilityOfPosting(posting('Remote', '', { worldwide: true })).anywhere).toBe(true);
  });

  it('stays unknown when nothing says where, never anywhere', () => {
    expect(eligibilityOfPosting(posting('Remote', '<p>Competitive salary of $120,000 CAD and a 401(k).</p>'))).toEqual(UNKNOWN_ELIGIBILITY);
    expect(eligibilityOfPosting(posting(null))).toEqual(UNKNOWN_ELIGIBILITY);
    expect(eligibilityOfPosting({ location: null, worldwide: false, regionalRestriction: null })).toEqual(UNKNOWN_ELIGIBILITY);
  });

  it('does not read Himalayas’ timezoneRestrictions: they repeat its country list', () => {
    const germany = posting('Germany', '', { timezoneRestrictions: [1] });
    expect(eligibilityOfPosting(germany)).toEqual({ anywhere: false, countries: ['DE'], timezones: null });
  });
});

describe('hostile postings', () => {
  it.each<[string, PostingPlace, string[]]>([
    ['contradictory location', posting('US only, Europe only'), ['may-apply', 'may-apply', 'may-not', 'may-not', 'may-not']],
    ['German location', posting('Deutschland'), ['may-not', 'may-apply', 'may-not', 'may-not', 'may-not']],
    ['"only" in German', posting('nur in Deutschland'), ['may-not', 'may-apply', 'may-not', 'may-not', 'may-not']],
    ['German in the description is not read', posting('Remote', '<p>Diese Stelle ist nur in Deutschland möglich.</p>'), Array(5).fill('unknown')],
    ['punctuation everywhere', posting(',.;:!?()', '<p>' + '!?;:,.()[]'.repeat(10_000) + '</p>'), Array(5).fill('unknown')],
  ])('%s', (_name, input, expected) => {
    expect(decisions(eligibilityOfPosting(input))).toEqual(expected);
  });

  it('reads a 2 MB location and description (the bench times it: bench/src/hostile-inputs.ts)', () => {
    expect(eligibilityOfPosting(hugePosting())).toEqual(UNKNOWN_ELIGIBILITY);
  });
});
