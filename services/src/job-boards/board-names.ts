/**
 * Board names as people, old links and stored filters write them: "RemoteOK", "remote ok" and
 * "Remote OK" name one board. Filters match boards on this key rather than the exact name, so a
 * name stored before a board's display name changed (session filters, saved searches, REST
 * callers' query strings, the ingest CLI) keeps finding it.
 */
export function boardNameKey(name: string): string {
  return name.toLowerCase().replace(/\s+/g, '');
}

/** boardNameKey of a SQL expression, for matching keys made by boardNameKey. */
export function boardNameKeySql(expression: string): string {
  return `regexp_replace(lower(${expression}), '\\s+', '', 'g')`;
}
