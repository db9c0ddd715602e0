/**
 * A payload that cannot be read at all: not JSON or XML, or not the shape the
 * board publishes. The fetcher treats it as a failed fetch (nothing is
 * ingested from it), unlike one bad posting, which is only skipped.
 */
export class FeedFormatError extends Error {
  constructor(
    readonly adapter: string,
    message: string,
  ) {
    super(`${adapter}: ${message}`);
    this.name = 'FeedFormatError';
  }
}
