/**
 * The IANA time zone names this runtime knows (and "UTC"): what Account Settings accepts and what
 * an offset is worked out for. One list, read once.
 */
const TIME_ZONES: ReadonlySet<string> = new Set([...Intl.supportedValuesOf('timeZone'), 'UTC']);

export const isTimeZoneName = (zone: string): boolean => TIME_ZONES.has(zone);
