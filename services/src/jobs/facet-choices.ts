import type { DataSource } from 'typeorm';
import type { FacetChoices } from './job-facets';
import { POPULAR_TAGS } from './popular-tags';

/**
 * What the filter panel offers counts for, in one statement (the list and the public search ask
 * it with every panel): the listed boards (with `publicPagesOnly`, only those whose terms allow
 * public pages), every category in its order, and the `topTags` tags most live jobs carry.
 */
export async function facetChoices(db: DataSource, { publicPagesOnly, topTags }: { publicPagesOnly: boolean; topTags: number }): Promise<FacetChoices & { popularTags: string[] }> {
  const [row]: { boards: FacetChoices['boards']; categories: FacetChoices['categories']; tags: string[] }[] = await db.query(
    `SELECT coalesce((SELECT json_agg(json_build_object('id', id::text, 'name', name) ORDER BY name) FROM job_boards WHERE listed${publicPagesOnly ? ' AND public_pages' : ''}), '[]') AS boards,
            coalesce((SELECT json_agg(json_build_object('slug', slug, 'title', title) ORDER BY position) FROM job_categories), '[]') AS categories,
            coalesce((SELECT array_agg(name ORDER BY live DESC, name) FROM (${POPULAR_TAGS}) popular), '{}') AS tags`,
    [topTags],
  );
  return { boards: row.boards, categories: row.categories, tags: row.tags, popularTags: row.tags };
}
