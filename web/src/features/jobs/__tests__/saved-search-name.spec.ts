import { ALL_JOBS_NAME, SAVED_SEARCH_NAME_MAX_LENGTH, suggestSavedSearchName } from '../utils/saved-search-name';

const NO_FILTER = { categories: [], sources: [], tags: [], hideViewedJobs: false, worldwide: false };

describe('the name "Save this search" suggests', () => {
  it('says what the search looks for: keyword, then categories, then tags', () => {
    expect(suggestSavedSearchName({ ...NO_FILTER, query: 'react', categories: ['Software Development', 'Design'], tags: ['typescript'] })).toBe(
      'react · Software Development, Design · typescript',
    );
  });

  it('adds the country the jobs must be open to: the seeker\'s own, or the one the filter names', () => {
    expect(suggestSavedSearchName({ ...NO_FILTER, query: 'react' }, 'DE')).toBe('react · from Germany');
    expect(suggestSavedSearchName({ ...NO_FILTER, categories: ['Design'], eligibility: 'confirmed', country: 'FR' }, 'DE')).toBe('Design · from France');
  });

  it('leaves the country out when the search does not look at it', () => {
    expect(suggestSavedSearchName({ ...NO_FILTER, query: 'react', eligibility: 'any' }, 'DE')).toBe('react');
  });

  it('names worldwide jobs when no country is looked at', () => {
    expect(suggestSavedSearchName({ ...NO_FILTER, categories: ['Marketing'], worldwide: true })).toBe('Marketing · worldwide');
  });

  it('falls back to a name of its own when nothing is chosen', () => {
    expect(suggestSavedSearchName(NO_FILTER)).toBe(ALL_JOBS_NAME);
    expect(suggestSavedSearchName({ ...NO_FILTER, sort: 'pay', minPay: 90000 })).toBe(ALL_JOBS_NAME);
    expect(suggestSavedSearchName(NO_FILTER, 'DE')).toBe('Remote jobs from Germany');
  });

  it('makes a keyword of several lines or spaces one line, as the server takes names', () => {
    expect(suggestSavedSearchName({ ...NO_FILTER, query: '  react\n\tnative  ' })).toBe('react native');
  });

  it('cuts a long name at a whole word to the longest the server takes, and says so', () => {
    const categories = ['Software Development', 'Customer Service', 'Design', 'Marketing', 'Sales / Business', 'Product', 'Finance / Legal'];
    const name = suggestSavedSearchName({ ...NO_FILTER, query: 'senior', categories }, 'US');

    expect(name.length).toBeLessThanOrEqual(SAVED_SEARCH_NAME_MAX_LENGTH);
    expect(name).toBe('senior · Software Development, Customer Service, Design, Marketing, Sales…');
  });

  it('cuts one word longer than the name can be within it', () => {
    const name = suggestSavedSearchName({ ...NO_FILTER, query: 'x'.repeat(200) });
    expect(name).toBe(`${'x'.repeat(SAVED_SEARCH_NAME_MAX_LENGTH - 1)}…`);
  });
});
