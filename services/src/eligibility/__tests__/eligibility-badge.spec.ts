import { eligibilityBadge } from '../eligibility-badge';
import { countriesOfRestriction } from '../region-countries';
import { UNKNOWN_ELIGIBILITY } from '../eligibility';

const rule = (countries: readonly string[], timezones: { minUtcOffset: number; maxUtcOffset: number } | null = null, anywhere = false) => ({
  anywhere,
  countries: [...countries],
  timezones,
});

describe('the words a card shows for where a job can be done from', () => {
  it.each([
    ['anywhere', rule([], null, true), 'Anywhere'],
    ['one country, by its short name', rule(['US']), 'US only'],
    ['the UK, as people say it', rule(['GB']), 'UK only'],
    ['another country, by its English name', rule(['DE']), 'Germany only'],
    ['a few countries', rule(['CA', 'US']), 'Canada or US'],
    ['a region, by its name', rule(countriesOfRestriction('Europe') ?? []), 'Europe'],
    ['LATAM', rule(countriesOfRestriction('LATAM') ?? []), 'LATAM'],
    ['many countries that make no region', rule(['AR', 'BR', 'DE', 'IN', 'PH']), '5 countries'],
    ['hours only', rule([], { minUtcOffset: -5, maxUtcOffset: 1 }), 'UTC\u22125 to UTC+1'],
    ['a zone with half hours', rule([], { minUtcOffset: 5.5, maxUtcOffset: 5.5 }), 'UTC+5:30'],
    ['zero as an offset', rule([], { minUtcOffset: -3, maxUtcOffset: 0 }), 'UTC\u22123 to UTC+0'],
    ['a country and hours', rule(['US'], { minUtcOffset: -8, maxUtcOffset: -5 }), 'US only · UTC\u22128 to UTC\u22125'],
    ['anywhere within hours', rule([], { minUtcOffset: -1, maxUtcOffset: 3 }, true), 'UTC\u22121 to UTC+3'],
  ])('%s: "%s"', (_case, eligibility, words) => {
    expect(eligibilityBadge(eligibility)).toBe(words);
  });

  it('says nothing of an unknown rule: a card never guesses', () => {
    expect(eligibilityBadge(UNKNOWN_ELIGIBILITY)).toBeNull();
  });
});
