import { isRecord } from '../normalize/payload';

/** Small readers for loosely typed board fields. */

/** A non-blank string field, else null ("" logos and URLs count as missing). */
export const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** The first non-blank string among fields that boards use interchangeably. */
export const firstText = (...values: unknown[]): string | null => values.map(text).find((v) => v !== null) ?? null;

/** A nested object field, or an empty one. */
export const record = (value: unknown): Record<string, unknown> => (isRecord(value) ? value : {});

/** A list field, or an empty list. */
export const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined || value === null ? [] : [value]);

/** An XML node's text: a plain string, or the #text of a node with attributes (<guid isPermaLink="true">). */
export const nodeText = (value: unknown): string | null => text(isRecord(value) ? value['#text'] : value);
