import type { DataSource } from 'typeorm';
import type { Paging } from '@remotehunt/services/common/paging';
import type { JobCriteria } from '@remotehunt/services/jobs/job-criteria';
import { LIST_REACH } from '@remotehunt/services/jobs/job-list-engine';
import { type EngineTiming, pageOf, timeEngine } from './engine-profile';
import { LONG_TAIL_KEYWORDS } from './long-tail';

/**
 * Filters chosen to fool PostgreSQL's planner, which guesses a filter's matches from each
 * column alone: tags rare inside the chosen categories, keywords absent from a category, the
 * deepest pages, conditions no index narrows. The values are picked from the catalogue with
 * SQL, so the set stays adversarial at any catalogue size. Each is timed alone (findJobList,
 * median of 5, nothing else running).
 */
export interface AdversarialCase {
  /** Stable across runs and sizes, to compare two catalogues case by case. */
  key: string;
  /** What makes it hard. */
  label: string;
  /** The concrete filter, with names. */
  filter: string;
  criteria: JobCriteria;
  paging: Paging;
}

export interface AdversarialResult extends EngineTiming {
  key: string;
  label: string;
  filter: string;
}

const LIVE = 'j.valid_through > now() AND NOT j.filled';
const FIRST = pageOf(1, 20);
/** The last page a list shows: the one that ends at LIST_REACH. */
const LAST_REACHABLE = pageOf(LIST_REACH / 20, 20);
/** No word of the catalogue; an English stem nobody posts. */
const NONSENSE = 'qwxzvj';

interface Category {
  slug: string;
  title: string;
  live: number;
}

interface Board {
  id: string;
  name: string;
  live: number;
}

/** What the picks are made from, read in a few passes over the live jobs. */
interface Catalogue {
  /** Biggest first. */
  categories: Category[];
  boards: Board[];
  /** Live jobs per category and tag. */
  tagsIn: Map<string, Map<string, number>>;
  /** Live jobs per tag. */
  tagTotals: Map<string, number>;
  /** Tags by tags.job_count, most common first. */
  commonTags: string[];
  /** Live jobs per keyword and category. */
  keywordsIn: Map<string, Map<string, number>>;
  company: { name: string; live: number } | undefined;
}

async function readCatalogue(db: DataSource): Promise<Catalogue> {
  const categories: Category[] = await db.query(
    `SELECT c.slug, c.title, count(j.id)::int AS live
       FROM job_categories c LEFT JOIN jobs j ON j.category_slug = c.slug AND ${LIVE}
      GROUP BY c.slug, c.title ORDER BY live DESC, c.slug`,
  );
  const boards: Board[] = await db.query(
    `SELECT b.id::text AS id, b.name, count(j.id)::int AS live
       FROM job_boards b LEFT JOIN jobs j ON j.board_id = b.id AND ${LIVE}
      WHERE b.listed GROUP BY b.id, b.name ORDER BY live DESC, b.name`,
  );
  const pairs: { slug: string; tag: string; live: number }[] = await db.query(
    `SELECT j.category_slug AS slug, tag, count(*)::int AS live
       FROM jobs j CROSS JOIN unnest(j.tags) AS tag WHERE ${LIVE} GROUP BY 1, 2`,
  );
  const tagsIn = new Map<string, Map<string, number>>();
  const tagTotals = new Map<string, number>();
  for (const { slug, tag, live } of pairs) {
    if (!tagsIn.has(slug)) tagsIn.set(slug, new Map());
    tagsIn.get(slug)!.set(tag, live);
    tagTotals.set(tag, (tagTotals.get(tag) ?? 0) + live);
  }
  const commonTags = (await db.query(`SELECT name FROM tags ORDER BY job_count DESC, name LIMIT 200`)).map((r: { name: string }) => r.name);
  const keywordsIn = new Map<string, Map<string, number>>();
  for (const keyword of LONG_TAIL_KEYWORDS) {
    const rows: { slug: string; live: number }[] = await db.query(
      `SELECT j.category_slug AS slug, count(*)::int AS live FROM jobs j
        WHERE j.search @@ websearch_to_tsquery('english', $1) AND ${LIVE} GROUP BY 1`,
      [keyword],
    );
    keywordsIn.set(keyword, new Map(rows.map((r) => [r.slug, r.live])));
  }
  const [company] = await db.query(
    `SELECT company_name AS name, count(*)::int AS live FROM jobs j WHERE ${LIVE} GROUP BY company_name ORDER BY live DESC, company_name LIMIT 1`,
  );
  return { categories, boards, tagsIn, tagTotals, commonTags, keywordsIn, company };
}

const liveIn = (catalogue: Catalogue, slug: string, tag: string) => catalogue.tagsIn.get(slug)?.get(tag) ?? 0;
const pageText = (p: Paging) => (p.page === 1 ? '' : `; page ${p.page} of ${p.limit}`);

/** `scenarioB` is the benchmark's own filter, added last as the plain case to compare with. */
export async function buildAdversarialCases(db: DataSource, scenarioB: { filter: string; criteria: JobCriteria }): Promise<AdversarialCase[]> {
  const c = await readCatalogue(db);
  if (c.categories.length < 3 || c.boards.length < 2 || c.commonTags.length < 40) {
    throw new Error('The catalogue is too small for the adversarial filters (3 categories, 2 boards and 40 tags at least)');
  }
  const cases: AdversarialCase[] = [];
  const add = (key: string, label: string, what: string, criteria: Omit<JobCriteria, 'liveOnly'>, paging: Paging = FIRST) =>
    cases.push({ key, label, filter: `${what || 'no filter'}${pageText(paging)}`, criteria: { ...criteria, liveOnly: true }, paging });
  const [big, second] = c.categories;
  const bigBoard = c.boards[0];
  const liveTags = [...c.tagTotals.entries()].filter(([, n]) => n > 0).sort((a, b) => a[1] - b[1] || a[0].localeCompare(b[0]));
  const rareTag = liveTags[0][0];
  const manyOverall = c.commonTags.slice(0, 50);

  // 1. A tag many jobs carry, but few or none in the two biggest categories.
  const inBoth = (tag: string) => liveIn(c, big.slug, tag) + liveIn(c, second.slug, tag);
  const rareInside = [...manyOverall].sort((a, b) => inBoth(a) - inBoth(b) || (c.tagTotals.get(b) ?? 0) - (c.tagTotals.get(a) ?? 0))[0];
  add('tag-rare-in-big-categories', `tag with ${c.tagTotals.get(rareInside)} live jobs, ${inBoth(rareInside)} of them in the 2 biggest categories`,
    `categories ${big.title} + ${second.title}, tag "${rareInside}"`, { categorySlugs: [big.slug, second.slug], tags: [rareInside] });

  // 2. A tag common in one category and absent (or nearly) from another big one.
  const others = c.categories.slice(1, 6);
  let split: { tag: string; absent: Category; ratio: number } | undefined;
  for (const tag of [...(c.tagsIn.get(big.slug)?.entries() ?? [])].sort((a, b) => b[1] - a[1]).slice(0, 30).map(([t]) => t)) {
    for (const other of others) {
      const ratio = liveIn(c, other.slug, tag) / liveIn(c, big.slug, tag);
      if (!split || ratio < split.ratio) split = { tag, absent: other, ratio };
    }
    if (split?.ratio === 0) break;
  }
  if (split) {
    const { tag, absent } = split;
    add('tag-absent-in-category', `tag common in ${big.title} (${liveIn(c, big.slug, tag)}), ${liveIn(c, absent.slug, tag)} in ${absent.title}`,
      `category ${absent.title}, tag "${tag}"`, { categorySlugs: [absent.slug], tags: [tag] });
    add('tag-absent-with-both', 'the same tag with both categories', `categories ${big.title} + ${absent.title}, tag "${tag}"`,
      { categorySlugs: [big.slug, absent.slug], tags: [tag] });
  }

  // 3. A keyword common in one category and absent from another big one.
  let keywordSplit: { keyword: string; common: Category; absent: Category; score: number } | undefined;
  for (const [keyword, perCategory] of c.keywordsIn) {
    for (const common of c.categories.slice(0, 8)) {
      const n = perCategory.get(common.slug) ?? 0;
      if (n === 0) continue;
      for (const absent of c.categories.slice(0, 6)) {
        if (absent === common || (perCategory.get(absent.slug) ?? 0) > 0) continue;
        // Most matches where it is common, in the biggest category where it is absent.
        const score = n * absent.live;
        if (!keywordSplit || score > keywordSplit.score) keywordSplit = { keyword, common, absent, score };
      }
    }
  }
  if (keywordSplit) {
    const { keyword, common, absent } = keywordSplit;
    add('keyword-absent-in-category', `keyword in ${c.keywordsIn.get(keyword)!.get(common.slug)} ${common.title} jobs, none in ${absent.title}`,
      `category ${absent.title}, keyword "${keyword}"`, { categorySlugs: [absent.slug], query: keyword });
    add('keyword-absent-with-both', 'the same keyword with both categories', `categories ${common.title} + ${absent.title}, keyword "${keyword}"`,
      { categorySlugs: [common.slug, absent.slug], query: keyword });
  }

  // 4. Two common conditions that rarely meet.
  add('figma-golang', 'a design tag and a Go keyword, each common, rarely together', 'tag "figma", keyword "golang"', { tags: ['figma'], query: 'golang' });

  // 5. The deepest pages.
  add('no-filter-last-page', 'the last reachable page of the whole catalogue', '', {}, LAST_REACHABLE);
  add('big-category-last-page', `the last reachable page of the biggest category (${big.live} live jobs)`, `category ${big.title}`,
    { categorySlugs: [big.slug] }, LAST_REACHABLE);
  add('big-category-page-11', 'the first page past the date walk of a broad list', `category ${big.title}`, { categorySlugs: [big.slug] }, pageOf(11, 20));
  const biggestTag = [...c.tagTotals.entries()].sort((a, b) => b[1] - a[1])[0];
  add('big-tag-last-page', `the last reachable page of the most common tag (${biggestTag[1]} live jobs)`, `tag "${biggestTag[0]}"`,
    { tags: [biggestTag[0]] }, LAST_REACHABLE);
  add('beyond-reach', 'a page past the reach of a broad list', `category ${big.title}`, { categorySlugs: [big.slug] }, pageOf(LIST_REACH / 20 + 1, 20));

  // 6. Lists of about LIST_REACH jobs, where the engine changes path.
  const pairs = [...c.tagsIn.entries()].flatMap(([slug, tags]) => [...tags.entries()].map(([tag, live]) => ({ slug, tag, live })));
  const justOver = pairs.filter((p) => p.live > LIST_REACH).sort((a, b) => a.live - b.live)[0];
  if (justOver) {
    add('just-over-reach-last-page', `a list of ${justOver.live} jobs, just over the reach, on its last reachable page`,
      `category ${titleOf(c, justOver.slug)}, tag "${justOver.tag}"`, { categorySlugs: [justOver.slug], tags: [justOver.tag] }, LAST_REACHABLE);
  }
  if (justOver) {
    add('just-over-reach-page-5', `the same list on page 5: sparse yet broad, so the date walk may run out of budget before the page is full`,
      `category ${titleOf(c, justOver.slug)}, tag "${justOver.tag}"`, { categorySlugs: [justOver.slug], tags: [justOver.tag] }, pageOf(5, 20));
  }
  const keywordTotals = [...c.keywordsIn.entries()].map(([k, m]) => ({ keyword: k, live: [...m.values()].reduce((sum, n) => sum + n, 0) }));
  const keywordJustOver = keywordTotals.filter((k) => k.live > LIST_REACH).sort((a, b) => a.live - b.live)[0];
  if (keywordJustOver) {
    add('keyword-just-over-reach-page-5', `the keyword with the fewest live jobs above the reach (${keywordJustOver.live}), page 5: a walk checking the text of every row`,
      `keyword "${keywordJustOver.keyword}"`, { query: keywordJustOver.keyword }, pageOf(5, 20));
  }
  const justUnder = pairs.filter((p) => p.live <= LIST_REACH).sort((a, b) => b.live - a.live)[0];
  if (justUnder) {
    add('just-under-reach-last-page', `a list of ${justUnder.live} jobs, counted exactly, on its last page`,
      `category ${titleOf(c, justUnder.slug)}, tag "${justUnder.tag}"`, { categorySlugs: [justUnder.slug], tags: [justUnder.tag] },
      pageOf(Math.max(1, Math.ceil(justUnder.live / 20)), 20));
  }

  // 7. Keywords that match nothing.
  add('keyword-nothing', 'a keyword no job has', `keyword "${NONSENSE}"`, { query: NONSENSE });
  add('common-keyword-and-nothing', 'a common word and one no job has (all words must match)', `keyword "remote ${NONSENSE}"`, { query: `remote ${NONSENSE}` });

  // 8. The rarest tag with conditions no index narrows, or that narrow little.
  const rare = `tag "${rareTag}" (${liveTags[0][1]} live jobs)`;
  add('worldwide-rare-tag', 'worldwide and the rarest tag', `worldwide, ${rare}`, { worldwide: true, tags: [rareTag] });
  add('hide-viewed-rare-tag', 'hide viewed and the rarest tag', `hide viewed, ${rare}`, { hideViewed: true, tags: [rareTag] });
  add('board-rare-tag', 'the biggest board and the rarest tag', `board ${bigBoard.name}, ${rare}`, { boardIds: [bigBoard.id], tags: [rareTag] });
  add('every-category-rare-tag', 'every category (an index condition matching everything) and the rarest tag', `all ${c.categories.length} categories, ${rare}`,
    { categorySlugs: c.categories.map((x) => x.slug), tags: [rareTag] });
  add('every-board-rare-tag', 'every listed board and the rarest tag', `all ${c.boards.length} boards, ${rare}`,
    { boardIds: c.boards.map((b) => b.id), tags: [rareTag] });

  // 9. Many tags at once (the filter allows 20).
  const common20 = manyOverall.slice(0, 20);
  add('twenty-common-tags', 'the 20 most common tags', `tags ${common20.join(', ')}`, { tags: common20 });
  const rare20 = liveTags.slice(0, 20).map(([t]) => t);
  add('twenty-rare-tags', 'the 20 rarest tags', `tags ${rare20.join(', ')}`, { tags: rare20 });

  // 10. Conditions no index answers, on the deepest page.
  add('hide-viewed-last-page', 'hide viewed alone, last reachable page', 'hide viewed', { hideViewed: true }, LAST_REACHABLE);
  add('worldwide-hide-viewed-last-page', 'worldwide and hide viewed, last reachable page', 'worldwide, hide viewed', { worldwide: true, hideViewed: true }, LAST_REACHABLE);

  // 11. A broad keyword deep, the biggest company, and the plain filter of scenario (b).
  const broadKeyword = [...keywordTotals].sort((a, b) => b.live - a.live)[0];
  add('broad-keyword-last-page', `the last reachable page of the broadest keyword (${broadKeyword.live} live jobs)`, `keyword "${broadKeyword.keyword}"`,
    { query: broadKeyword.keyword }, LAST_REACHABLE);
  if (c.company) {
    add('biggest-company', `the company with the most live jobs (${c.company.live})`, `company "${c.company.name}"`, { companyName: c.company.name });
  }
  add('scenario-b', 'the filter of scenario (b), for comparison', scenarioB.filter, scenarioB.criteria);
  return cases;
}

function titleOf(c: Catalogue, slug: string): string {
  return c.categories.find((x) => x.slug === slug)?.title ?? slug;
}

/** Each case alone, one after the other: findJobList, median of 5. */
export async function measureAdversarial(
  db: DataSource,
  userId: string,
  cases: readonly AdversarialCase[],
  log: (line: string) => void,
): Promise<AdversarialResult[]> {
  const results: AdversarialResult[] = [];
  for (const c of cases) {
    const timing = await timeEngine(db, userId, c.criteria, c.paging);
    results.push({ key: c.key, label: c.label, filter: c.filter, ...timing });
    log(`    ${timing.ms.toFixed(1).padStart(7)} ms  ${timing.path.padEnd(14)} ${String(timing.total).padStart(5)}${timing.totalIsExact ? ' ' : '+'}  ${c.filter}`);
  }
  return results;
}
