/**
 * How much one forwarded message may hold. Every mail an employer or applicant tracking system sends
 * (a long rejection with a privacy notice, an invitation with a calendar file and a PDF) fits well
 * inside them; past them the message is not one, and reading it would only cost us.
 */
export interface InboundMailLimits {
  /** The whole message as received, headers and encoded attachments included. */
  maxRawBytes: number;
  /** MIME parts at any depth: bounds a deeply nested or many-part message before it is walked. */
  maxParts: number;
  maxAttachments: number;
  /** One attachment, decoded. */
  maxAttachmentBytes: number;
  /** The text we classify, after HTML is turned into text. */
  maxTextChars: number;
}

export const INBOUND_MAIL_LIMITS: InboundMailLimits = {
  maxRawBytes: 10 * 1024 * 1024,
  maxParts: 100,
  maxAttachments: 20,
  maxAttachmentBytes: 5 * 1024 * 1024,
  maxTextChars: 200_000,
};
