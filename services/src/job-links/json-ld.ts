import { parseLenientJson } from './lenient-json';

export type JsonObject = Record<string, unknown>;

export const isJsonObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A value that schema.org allows as one item or a list, as a list. */
export const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined || value === null ? [] : [value]);

/** `@type` names without a vocabulary prefix ("schema:JobPosting", "http://schema.org/JobPosting"), lower-cased. */
export function typesOf(node: JsonObject): string[] {
  return listOf(node['@type'])
    .filter((type): type is string => typeof type === 'string')
    .map((type) => type.slice(Math.max(type.lastIndexOf('/'), type.lastIndexOf(':')) + 1).toLowerCase());
}

export interface FoundJobPosting {
  posting: JsonObject;
  /** The page's nodes by `@id`, for references such as `"hiringOrganization": {"@id": "#org"}`. */
  nodes: Map<string, JsonObject>;
}

// Where a JobPosting sits in the wild: at the top of a block, in a list of them, in an `@graph`, or
// as a page's `mainEntity`. A posting deeper down is part of something else (a search page's
// ItemList of results) and is not this page's job.
const CONTAINERS = ['@graph', 'mainEntity'];
const MAX_DEPTH = 6;
// Nodes looked at over all blocks: a block of a million tiny objects is not a job page.
const MAX_NODES = 10_000;

/**
 * The page's JobPosting: the first one found, block by block, breadth first. Blocks that cannot
 * be read even leniently are skipped.
 */
export function findJobPosting(blocks: readonly string[]): FoundJobPosting | null {
  const nodes = new Map<string, JsonObject>();
  let posting: JsonObject | null = null;
  let visited = 0;
  for (const block of blocks) {
    const value = parseLenientJson(block);
    if (value === undefined) continue;
    const queue: [unknown, number][] = [[value, 0]];
    for (let head = 0; head < queue.length && visited < MAX_NODES; head++) {
      const [node, depth] = queue[head];
      visited++;
      if (depth > MAX_DEPTH) continue;
      if (Array.isArray(node)) {
        for (const item of node) queue.push([item, depth + 1]);
        continue;
      }
      if (!isJsonObject(node)) continue;
      if (typeof node['@id'] === 'string' && !nodes.has(node['@id'])) nodes.set(node['@id'], node);
      if (!posting && typesOf(node).includes('jobposting')) posting = node;
      for (const key of CONTAINERS) if (key in node) queue.push([node[key], depth + 1]);
    }
  }
  return posting ? { posting, nodes } : null;
}

/** A node itself, or the node it only refers to by `@id`. */
export function resolveNode(value: unknown, nodes: Map<string, JsonObject>): unknown {
  if (!isJsonObject(value) || typeof value['@id'] !== 'string') return value;
  const target = nodes.get(value['@id']);
  return target && target !== value ? target : value;
}
