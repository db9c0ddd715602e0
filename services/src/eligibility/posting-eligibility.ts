import { placesInDescription } from './description-eligibility';
import { ANYWHERE, type Eligibility, eligibilityOfJob, isUnknown, type JobPlace, UNKNOWN_ELIGIBILITY } from './eligibility';

/** A posting as an adapter normalized it (NormalizedPosting has these fields). */
export interface PostingPlace extends JobPlace {
  /** Sanitized HTML; only a fixed head and tail of it is read. */
  descriptionHtml?: string | null;
  /**
   * Himalayas' list of UTC offsets. Accepted, not read: Himalayas derives it from
   * locationRestrictions (Germany gives [1], the United States [-10…-5, 14], an empty list every
   * offset), so it adds nothing the countries do not say, and its gaps do not fit one window.
   */
  timezoneRestrictions?: unknown;
}

/**
 * The rule of a posting, read from its location fields first, as eligibilityOfJob does. A place
 * the board names ("USA Only", Himalayas' countries) is the answer, or the part of it the
 * description names ("Europe Only" with "Only candidates local to ... Serbia or Romania"), never
 * a place the board left out. Where the board names no place, the description is read for
 * explicit rules: a "Remote" or empty location takes them as they are, and a board's "anywhere"
 * gives way to a narrower rule the employer wrote ("Anywhere in the World" over "This is a North
 * America-based role"), as the location reader already prefers the narrower of two claims: it is
 * the one an applicant would be turned away by. A board's worldwide flag, or the description's
 * own "work from anywhere in the world", makes an unread location anywhere; nothing at all stays
 * unknown, never anywhere.
 */
export function eligibilityOfPosting(posting: PostingPlace): Eligibility {
  const board = eligibilityOfJob(posting);
  const said = placesInDescription(posting.descriptionHtml);
  if (!isUnknown(board) && !board.anywhere) return narrowerCountries(board, said.restriction?.countries) ?? board;
  if (said.restriction) {
    const { countries, timezones } = said.restriction;
    // Hours alone keep the board's "anywhere": "Worldwide" with "within ±3 hours of CET".
    if (!countries.length && board.anywhere) return { anywhere: true, countries: [], timezones: timezones ?? board.timezones };
    return { anywhere: false, countries, timezones: timezones ?? board.timezones };
  }
  if (board.anywhere) return board;
  return posting.worldwide || said.anywhere ? ANYWHERE : UNKNOWN_ELIGIBILITY;
}

/** The board's rule cut to the description's countries when these are some of the board's, else null. */
function narrowerCountries(board: Eligibility, described: readonly string[] | undefined): Eligibility | null {
  if (!described?.length || !board.countries.length || described.length >= board.countries.length) return null;
  return described.every((code) => board.countries.includes(code)) ? { ...board, countries: [...described] } : null;
}
