/**
 * The IANA time zone names this runtime knows (and "UTC"): what Account Settings and saved-search
 * alerts accept and what an offset is worked out for. One list, read once.
 */
const TIME_ZONES: ReadonlySet<string> = new Set([...Intl.supportedValuesOf('timeZone'), 'UTC']);

/** The runtime's list, sorted: the API document's enum of a time zone field (isTimeZoneName takes more spellings). */
export const TIME_ZONE_NAMES: readonly string[] = Object.freeze([...TIME_ZONES].sort());

/** An IANA name's shape: an area and a place ("Asia/Kolkata", "America/Argentina/Salta", "Etc/GMT+5"). */
const IANA_NAME = /^[A-Za-z]+(?:\/[A-Za-z0-9_+-]+){1,2}$/;

/**
 * Whether `zone` is a time zone name: one of the runtime's list, or a current IANA name the list
 * spells the old way. ICU lists only its canonical spellings ("Asia/Calcutta", "Europe/Kiev"),
 * while browsers report either (Firefox says "Asia/Kolkata"): a person in India must not be told
 * their own browser's zone is not one.
 */
export const isTimeZoneName = (zone: string): boolean => TIME_ZONES.has(zone) || (zone.length <= 64 && IANA_NAME.test(zone) && runtimeKnows(zone));

function runtimeKnows(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
