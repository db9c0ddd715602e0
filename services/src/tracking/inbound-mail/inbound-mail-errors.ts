import { DomainError } from '../../common/domain-error';

/** The bounds a forwarded message must keep (inbound-mail-limits.ts), named so a refusal says which one it broke. */
export type InboundMailCap = 'rawBytes' | 'parts' | 'attachmentCount' | 'attachmentBytes' | 'textChars';

/** A message past one of the caps: refused whole, since the part that fits might not be the part that decides. */
export class InboundMailLimitError extends DomainError {
  constructor(
    readonly cap: InboundMailCap,
    readonly limit: number,
  ) {
    super('PAYLOAD_TOO_LARGE', `The forwarded message is over the ${cap} limit (${limit})`, { cap, limit });
    this.name = 'InboundMailLimitError';
  }
}

/** Bytes mailparser could not read as a message at all. */
export class UnreadableMailError extends DomainError {
  constructor(reason: string) {
    super('UNSUPPORTED_MEDIA_TYPE', `The forwarded message could not be read: ${reason}`);
    this.name = 'UnreadableMailError';
  }
}

/** Mail that did not come from one of the person's verified addresses: we act only on what they chose to send us. */
export class UnknownForwarderError extends DomainError {
  constructor() {
    super('FORBIDDEN', 'Mail to a forwarding address is accepted only from the account holder\'s verified addresses');
    this.name = 'UnknownForwarderError';
  }
}
