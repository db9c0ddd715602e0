import { UnknownForwarderError } from './inbound-mail-errors';
import type { ForwardedMail } from './read-forwarded-mail';

/**
 * Refuses mail that was not forwarded from one of the person's verified addresses: a forwarding
 * address leaks (a CC, a shared screen), and whoever finds it must not be able to move statuses.
 * A From header is easy to forge, so the receiver must also have checked SPF or DKIM alignment for
 * the forwarder's domain before this; that needs the network and is not done here.
 */
export function assertForwardedByVerifiedAddress(mail: ForwardedMail, verifiedAddresses: readonly string[]): void {
  const forwarder = mail.forwardedBy?.address;
  const verified = new Set(verifiedAddresses.map((address) => address.trim().toLowerCase()));
  if (!forwarder || !verified.has(forwarder)) throw new UnknownForwarderError();
}
