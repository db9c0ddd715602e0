/**
 * The header block mail programs write above a message forwarded inline, in the styles people send:
 *
 *   Gmail        ---------- Forwarded message ---------      Apple Mail   Begin forwarded message:
 *                From: Acme <jobs@acme.com>                                From: Acme <jobs@acme.com>
 *                Date: Tue, Nov 18, 2025 at 9:14 AM                        Subject: …
 *                Subject: …                                                Date: November 18, 2025 at 9:14:02 AM PST
 *
 *   Outlook      ________________________________             Outlook (desktop)  -----Original Message-----
 *                From: Acme <jobs@acme.com>                                       From: …
 *                Sent: Tuesday, November 18, 2025 9:14 AM                         Sent: …
 *
 * Thunderbird's "-------- Forwarded Message --------" matches Gmail's pattern.
 */
const MARKERS = [/^-{2,} ?Forwarded message ?-{2,}$/i, /^Begin forwarded message:$/i, /^-{2,} ?Original Message ?-{2,}$/i];
/** Outlook's rule line is also an ordinary divider, so it counts only when a From: line follows it. */
const OUTLOOK_RULE = /^_{10,}$/;
const HEADER_LINE = /^(From|Sent|Date|To|Cc|Subject|Reply-To|Importance):\s*(.*)$/i;
/** Where the forwarded message's own quoted history starts; what follows is older mail, not this message. */
const QUOTED_HISTORY = [/^On .{1,200} wrote:$/, /^-{2,} ?Original Message ?-{2,}$/i, /^-{2,} ?Forwarded message ?-{2,}$/i];

export interface InlineForward {
  from: string | null;
  subject: string | null;
  body: string;
}

/** The first message forwarded inline in `text`, or null when `text` has no forwarded header block. */
export function findInlineForward(text: string): InlineForward | null {
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const { line, quote } = unquote(lines[i]);
    const isMarker = MARKERS.some((marker) => marker.test(line)) || (OUTLOOK_RULE.test(line) && nextLineStartsWithFrom(lines, i + 1, quote));
    if (!isMarker) continue;
    const block = readHeaderBlock(lines, i + 1, quote);
    if (block.headers.from === undefined) {
      // Resume after the lines the block took, so each line is read a bounded number of times.
      i = Math.max(i, block.next - 1);
      continue;
    }
    return { from: block.headers.from || null, subject: block.headers.subject ?? null, body: readBody(lines, block.next, quote) };
  }
  return null;
}

/** A line with the "> " quoting some programs put before a forward taken off, and how many levels it had. */
function unquote(raw: string): { line: string; quote: number } {
  const match = /^((?:> ?)*)(.*)$/.exec(raw.trimEnd())!;
  return { line: match[2].trim(), quote: (match[1].match(/>/g) ?? []).length };
}

function lineAt(lines: string[], index: number, quote: number): string {
  const { line, quote: depth } = unquote(lines[index]);
  return depth >= quote ? line : '';
}

function nextLineStartsWithFrom(lines: string[], start: number, quote: number): boolean {
  for (let i = start; i < lines.length && i < start + 3; i++) {
    const line = lineAt(lines, i, quote);
    if (line) return /^From:/i.test(line);
  }
  return false;
}

/** The "Key: value" lines after a marker, blank lines before them skipped (Apple Mail leaves one), up to the first blank line. */
function readHeaderBlock(lines: string[], start: number, quote: number): { headers: Record<string, string>; next: number } {
  const headers: Record<string, string> = {};
  let i = start;
  while (i < lines.length && i < start + 3 && !lineAt(lines, i, quote)) i++;
  let last: string | null = null;
  for (; i < lines.length; i++) {
    const line = lineAt(lines, i, quote);
    if (!line) break;
    const header = HEADER_LINE.exec(line);
    if (header) {
      last = header[1].toLowerCase();
      headers[last] = header[2].trim();
    } else if (last === 'to' || last === 'cc') {
      // Outlook wraps a long recipient list onto the next lines.
      headers[last] += ` ${line}`;
    } else {
      break;
    }
  }
  return { headers, next: i };
}

function readBody(lines: string[], start: number, quote: number): string {
  const body: string[] = [];
  for (let i = start; i < lines.length; i++) {
    const line = lineAt(lines, i, quote);
    if (QUOTED_HISTORY.some((pattern) => pattern.test(line))) break;
    body.push(line);
  }
  return body.join('\n').trim();
}
