import { type Attachment, type ParsedMail, simpleParser } from 'mailparser';
import addressparser from 'nodemailer/lib/addressparser';
import { findInlineForward } from './forwarded-header-block';
import { htmlToText, tidyText } from './html-text';
import { InboundMailLimitError, UnreadableMailError } from './inbound-mail-errors';
import type { InboundMailLimits } from './inbound-mail-limits';

export interface MailAddress {
  /** The display name as written ("Acme Recruiting"), '' when there is none. */
  name: string;
  /** Lower-cased; '' when only a name was given (Outlook sometimes forwards "From: Acme Recruiting"). */
  address: string;
}

/**
 * How the message reached us:
 * - inline: forwarded with a header block in the text (Gmail, Outlook, Apple Mail);
 * - attached: forwarded as a message/rfc822 attachment;
 * - resent: redirected ("bounced"), the person's address in Resent-From;
 * - auto-forwarded: a mailbox rule (Gmail writes X-Forwarded-For);
 * - direct: none of these, so sender and forwarder are the same From.
 */
export type ForwardStyle = 'inline' | 'attached' | 'resent' | 'auto-forwarded' | 'direct';

export interface ForwardedMail {
  /** Who sent it to the forwarding address: must be one of the person's verified addresses (verified-forwarder.ts). */
  forwardedBy: MailAddress | null;
  /** Who wrote the message that was forwarded: the employer or its applicant tracking system. */
  sender: MailAddress | null;
  subject: string;
  /** The forwarded message's text, HTML turned into text; never HTML. */
  text: string;
  /**
   * When the message was sent: the forwarded message's own Date header where we have it, else the
   * forward's (an inline header block shows the forwarder's local time without a zone).
   */
  sentAt: Date | null;
  /** The text of each calendar (.ics) attachment, for interview-time.ts. */
  calendars: string[];
  style: ForwardStyle;
}

/** Subject prefixes mail programs add when forwarding. */
const FORWARD_PREFIX = /^\s*(?:(?:fwd?|fw|wg|tr)\s*:\s*)+/i;
const CALENDAR_TYPES = new Set(['text/calendar', 'application/ics']);

/**
 * Reads a message sent to a forwarding address: who forwarded it, who wrote the original, and the
 * original's subject, text and calendar files. Every cap in `limits` is checked and named when broken
 * (InboundMailLimitError); the work is linear in the message's size, which the first cap bounds.
 */
export async function readForwardedMail(raw: Buffer, limits: InboundMailLimits): Promise<ForwardedMail> {
  if (raw.length > limits.maxRawBytes) throw new InboundMailLimitError('rawBytes', limits.maxRawBytes);
  const outer = await parse(raw, limits);
  const outerText = bodyText(outer, limits);
  const outerFrom = firstAddress(outer.from?.value);
  const outerDate = dateHeader(outer);
  const calendars = calendarTexts(outer.attachments);

  const resentFrom = headerAddress(outer, 'resent-from');
  if (resentFrom) return { forwardedBy: resentFrom, sender: outerFrom, subject: outer.subject ?? '', text: outerText, sentAt: outerDate, calendars, style: 'resent' };

  const forwardedFor = headerAddress(outer, 'x-forwarded-for');
  if (forwardedFor) return { forwardedBy: forwardedFor, sender: outerFrom, subject: outer.subject ?? '', text: outerText, sentAt: outerDate, calendars, style: 'auto-forwarded' };

  const attached = outer.attachments.find((attachment) => attachment.contentType === 'message/rfc822');
  if (attached) {
    const inner = await parse(attached.content, limits);
    return {
      forwardedBy: outerFrom,
      sender: firstAddress(inner.from?.value),
      subject: inner.subject ?? '',
      text: bodyText(inner, limits),
      sentAt: dateHeader(inner) ?? outerDate,
      calendars: [...calendars, ...calendarTexts(inner.attachments)],
      style: 'attached',
    };
  }

  const inline = findInlineForward(outerText);
  if (inline) {
    return {
      forwardedBy: outerFrom,
      sender: inline.from ? parseAddress(inline.from) : null,
      subject: inline.subject ?? withoutForwardPrefix(outer.subject ?? ''),
      text: inline.body,
      sentAt: outerDate,
      calendars,
      style: 'inline',
    };
  }
  return { forwardedBy: outerFrom, sender: outerFrom, subject: withoutForwardPrefix(outer.subject ?? ''), text: outerText, sentAt: outerDate, calendars, style: 'direct' };
}

async function parse(raw: Buffer, limits: InboundMailLimits): Promise<ParsedMail> {
  let mail: ParsedMail;
  try {
    mail = await simpleParser(raw, {
      // HTML is turned into text by html-text.ts, in one linear pass; mailparser's conversion recurses.
      skipHtmlToText: true,
      skipTextToHtml: true,
      skipImageLinks: true,
      skipTextLinks: true,
      // A forwarded message/rfc822 part is read on its own, so its sender and subject stay apart from the forward's.
      ignoreEmbedded: true,
      maxChildNodes: limits.maxParts,
      checksumAlgo: false,
    });
  } catch (error) {
    // mailparser says so only in words.
    if (error instanceof Error && /child nodes/i.test(error.message)) throw new InboundMailLimitError('parts', limits.maxParts);
    throw new UnreadableMailError(error instanceof Error ? error.message : String(error));
  }
  if (mail.attachments.length > limits.maxAttachments) throw new InboundMailLimitError('attachmentCount', limits.maxAttachments);
  if (mail.attachments.some((attachment) => attachment.size > limits.maxAttachmentBytes)) {
    throw new InboundMailLimitError('attachmentBytes', limits.maxAttachmentBytes);
  }
  return mail;
}

/** The plain text part when there is one worth reading, else the HTML part's text. */
function bodyText(mail: ParsedMail, limits: InboundMailLimits): string {
  const plain = typeof mail.text === 'string' ? tidyText(mail.text) : '';
  const text = plain || (typeof mail.html === 'string' ? htmlToText(mail.html) : '');
  if (text.length > limits.maxTextChars) throw new InboundMailLimitError('textChars', limits.maxTextChars);
  return text;
}

function calendarTexts(attachments: Attachment[]): string[] {
  return attachments
    .filter((attachment) => CALENDAR_TYPES.has(attachment.contentType) || /\.ics$/i.test(attachment.filename ?? ''))
    .map((attachment) => attachment.content.toString('utf8'));
}

/**
 * The Date header as written. mailparser puts the time of parsing in place of a missing or unreadable
 * date, which would make the result depend on when it ran.
 */
function dateHeader(mail: ParsedMail): Date | null {
  const line = mail.headerLines.find((header) => header.key === 'date')?.line;
  if (!line) return null;
  const date = new Date(line.slice(line.indexOf(':') + 1).trim());
  return Number.isNaN(date.getTime()) ? null : date;
}

function headerAddress(mail: ParsedMail, key: string): MailAddress | null {
  const value = mail.headers.get(key);
  if (typeof value === 'string') return parseAddress(value);
  if (value && typeof value === 'object' && 'value' in value && Array.isArray(value.value)) return firstAddress(value.value);
  return null;
}

function firstAddress(addresses: { name: string; address?: string }[] | undefined): MailAddress | null {
  const first = addresses?.find((entry) => entry.address || entry.name);
  return first ? { name: first.name.trim(), address: (first.address ?? '').trim().toLowerCase() } : null;
}

/** "Acme Recruiting <jobs@acme.com>", and the forms Outlook and Gmail write in a forwarded block ("*Acme*", "<a@b<mailto:a@b>>"). */
export function parseAddress(value: string): MailAddress | null {
  const cleaned = value.replace(/<mailto:[^>]*>/gi, '').replace(/\*/g, '');
  const parsed = firstAddress(addressparser(cleaned, { flatten: true }));
  if (!parsed) return null;
  // A bare name, which addressparser reads as an address.
  if (parsed.address && !parsed.address.includes('@')) return { name: cleaned.trim(), address: '' };
  return parsed;
}

function withoutForwardPrefix(subject: string): string {
  return subject.replace(FORWARD_PREFIX, '').trim();
}
