/**
 * The board needs every application to fill its columns, so the list is asked for as the spec's
 * "fetch all": one page of the server's maximum. The pager only appears beyond that.
 */
export const APPLIED_JOBS_PAGE_SIZE = 10_000;

/** Each stats chart's drawing height; the space is held while the charts' code loads. */
export const STATS_CHART_HEIGHT = 200;
