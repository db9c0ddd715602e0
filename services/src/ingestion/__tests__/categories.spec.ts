import {
  ARBEITNOW_TAG_CATEGORIES,
  HIMALAYAS_CATEGORIES,
  JOBICY_CATEGORIES,
  mapCategory,
  REMOTEJOBS_ORG_CATEGORIES,
  REMOTEOK_TAG_CATEGORIES,
  REMOTIVE_CATEGORIES,
  WEWORKREMOTELY_CATEGORIES,
  WORKINGNOMADS_CATEGORIES,
  type CategoryTable,
} from '../normalize/board-categories';
import { CANONICAL_CATEGORIES, categorySlug, isCanonicalCategory } from '../normalize/canonical-categories';
import { categoryFromWords } from '../normalize/title-categories';

const TABLES: Record<string, CategoryTable> = {
  ARBEITNOW_TAG_CATEGORIES,
  HIMALAYAS_CATEGORIES,
  JOBICY_CATEGORIES,
  REMOTEJOBS_ORG_CATEGORIES,
  REMOTEOK_TAG_CATEGORIES,
  REMOTIVE_CATEGORIES,
  WEWORKREMOTELY_CATEGORIES,
  WORKINGNOMADS_CATEGORIES,
};

describe('canonical categories', () => {
  it('are the 22 seeded ones, with their slugs', () => {
    expect(CANONICAL_CATEGORIES).toHaveLength(22);
    expect(categorySlug('Devops & Sysadmin')).toBe('devops-sysadmin');
    expect(categorySlug('All Other')).toBe('all-other');
    expect(isCanonicalCategory('Virtual Assistant')).toBe(true);
    expect(isCanonicalCategory('Software Development')).toBe(false);
  });

  it.each(Object.entries(TABLES))('%s maps only onto canonical categories, keyed lowercase', (_name, table) => {
    for (const [key, rule] of Object.entries(table)) {
      expect(key).toBe(key.toLowerCase());
      expect(isCanonicalCategory(typeof rule === 'string' ? rule : rule.vague)).toBe(true);
    }
  });
});

describe('mapCategory', () => {
  it('takes a precise board category over the title', () => {
    expect(mapCategory(WEWORKREMOTELY_CATEGORIES, { boardCategories: ['DevOps and Sysadmin'], words: ['Senior Software Engineer'] })).toBe(
      'Devops & Sysadmin',
    );
    expect(mapCategory(REMOTIVE_CATEGORIES, { boardCategories: ['Software Development'], words: ['Anything'] })).toBe('Programming');
  });

  it('lets the title decide under a vague board category, else uses its fallback', () => {
    expect(mapCategory(REMOTIVE_CATEGORIES, { boardCategories: ['All others'], words: ['Math Tutor'] })).toBe('Teaching');
    expect(mapCategory(REMOTIVE_CATEGORIES, { boardCategories: ['All others'], words: ['Biologist'] })).toBe('All Other');
    expect(mapCategory(JOBICY_CATEGORIES, { boardCategories: ['Finance & Accounting'], words: ['Staff Accountant'] })).toBe('Accounting');
    expect(mapCategory(JOBICY_CATEGORIES, { boardCategories: ['Finance & Accounting'], words: ['Credit Risk Lead'] })).toBe(
      'Management & Finance',
    );
  });

  it('falls back to the title, then the catch-all, for unknown board categories', () => {
    expect(mapCategory(WORKINGNOMADS_CATEGORIES, { boardCategories: ['Underwater Basketry'], words: ['iOS Developer'] })).toBe('Programming');
    expect(mapCategory(WORKINGNOMADS_CATEGORIES, { boardCategories: [], words: ['Lighthouse Keeper'] })).toBe('All Other');
  });
});

describe('categoryFromWords', () => {
  it.each([
    ['Senior QA Engineer', 'QA'],
    ['Sales Engineer', 'Sales & Marketing'],
    ['Customer Support Engineer', 'Customer Support'],
    ['Site Reliability Engineer', 'Devops & Sysadmin'],
    ['Senior Product Designer', 'Design'],
    ['Product Manager, Payments', 'Product'],
    ['Registered Nurse (RN)', 'Health Care'],
    ['Executive Virtual Assistant', 'Virtual Assistant'],
    ['Data Entry Clerk', 'Data Entry'],
    ['Solidity Developer', 'Crypto'],
    ['Backend Engineer (Go)', 'Programming'],
    ['Technical Recruiter', 'HR'],
    ['Copy Editor', 'Editing'],
    ['Freelance Writers', 'Writing'],
  ])('%j -> %s', (title, category) => {
    expect(categoryFromWords([title])).toBe(category);
  });

  it('reads slugs and is null when nothing matches', () => {
    expect(categoryFromWords(['Lighthouse Keeper', 'Site-Reliability-Engineering'])).toBe('Devops & Sysadmin');
    expect(categoryFromWords(['Lighthouse Keeper'])).toBeNull();
  });
});
