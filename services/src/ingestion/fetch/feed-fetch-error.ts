export type FeedFetchFailure =
  | 'timeout'
  | 'too-large'
  | 'http-status'
  | 'blocked-address'
  | 'redirect'
  | 'network'
  | 'bad-url'
  | 'bad-response';

/**
 * Why a board's feed could not be downloaded. `retryable` tells the ingestion
 * job whether trying again later may help (a timeout, a 5xx or 429, a dropped
 * connection) or whether the board's configuration or the board itself must
 * change first (a 404, a refused redirect, a blocked address, an oversized feed).
 */
export class FeedFetchError extends Error {
  constructor(
    message: string,
    readonly reason: FeedFetchFailure,
    readonly httpStatus?: number,
    readonly retryable: boolean = false,
  ) {
    super(message);
    this.name = 'FeedFetchError';
  }
}
