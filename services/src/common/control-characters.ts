/**
 * Control characters in one-line text (issue 46, finding 5): a job title, a company name. They
 * mean nothing to a reader, XML cannot carry most of them (one made a whole feed unreadable), and
 * a terminal or log takes some as commands. Decided here once: the posting form refuses them and
 * ingestion refuses a board's job that has them (its layout whitespace aside, which it folds into
 * spaces as before). Text that may span lines (descriptions) is not one-line text.
 */

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_BUT_LAYOUT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/** Whether `text` holds a C0 or C1 control character or DEL (Unicode's Cc), tab and line breaks included. */
export const hasControlCharacters = (text: string): boolean => CONTROL.test(text);

/** hasControlCharacters, but tab, line feed and carriage return pass: whitespace a board's markup lays text out with. */
export const hasControlCharactersBesidesLayout = (text: string): boolean => CONTROL_BUT_LAYOUT.test(text);

export function controlCharactersMessage(field: string): string {
  return `${field} must be one line of text without control characters`;
}
