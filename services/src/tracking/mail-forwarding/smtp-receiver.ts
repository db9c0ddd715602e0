import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerAddress, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';
import { isDomainError } from '../../common/domain-error';
import { InboundMailLimitError, UnknownForwarderError, UnreadableMailError } from '../inbound-mail/inbound-mail-errors';
import { INBOUND_MAIL_LIMITS } from '../inbound-mail/inbound-mail-limits';
import type { ForwardingAddresses } from './forwarding-addresses.service';
import type { IntakeOutcome, MailIntake } from './mail-intake';

export interface SmtpReceiverOptions {
  port: number;
  host: string;
  /** The name the server gives in its greeting and HELO answers. */
  name: string;
  onReceived?: (userId: string, outcome: IntakeOutcome) => void;
  onError?: (err: unknown) => void;
}

export interface RunningReceiver {
  port: number;
  close(): Promise<void>;
}

/** A reply with an SMTP code: 5xx refuse for good, 4xx ask the sending server to try again later. */
function reply(code: number, text: string): Error & { responseCode: number } {
  return Object.assign(new Error(text), { responseCode: code });
}

/** Connections at once: forwarded mail trickles in; past this a sender waits and retries. */
const MAX_CLIENTS = 50;

/**
 * The SMTP server that forwarded mail arrives at (issue 48, item 5), run by the workers. Mail to an
 * address that is no one's is refused at RCPT TO; a message over the size cap, unreadable, or not
 * forwarded from one of the owner's verified addresses is refused with a 5xx after DATA; a message
 * is answered 250 only once the intake has committed what it did, and 451 when the database could
 * not be reached, so the sending server keeps it and tries again.
 */
export async function startSmtpReceiver(forwarding: ForwardingAddresses, intake: MailIntake, options: SmtpReceiverOptions): Promise<RunningReceiver> {
  const server = new SMTPServer({
    name: options.name,
    banner: 'RemoteHunt forwarded mail',
    authOptional: true,
    // No TLS of our own: the README has the MX relay that terminates it in front of this port.
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    size: INBOUND_MAIL_LIMITS.maxRawBytes,
    maxClients: MAX_CLIENTS,
    onRcptTo(address: SMTPServerAddress, session: SMTPServerSession, callback: (err?: Error | null) => void) {
      // One owner per message, so its one answer after DATA is that owner's.
      if (session.envelope.rcptTo.length > 0) return callback(reply(452, '4.5.3 One forwarding address per message, please'));
      forwarding.recipientUser(address.address).then(
        (userId) => callback(userId ? null : reply(550, '5.1.1 No such forwarding address')),
        (err: unknown) => {
          options.onError?.(err);
          callback(reply(451, '4.3.0 Please try again later'));
        },
      );
    },
    onData(stream: SMTPServerDataStream, session: SMTPServerSession, callback: (err?: Error | null, message?: string) => void) {
      readStream(stream)
        .then(async (raw) => {
          if (stream.sizeExceeded) throw new InboundMailLimitError('rawBytes', INBOUND_MAIL_LIMITS.maxRawBytes);
          const userId = await forwarding.recipientUser(session.envelope.rcptTo[0].address);
          if (!userId) throw reply(550, '5.1.1 No such forwarding address');
          const outcome = await intake.receive(userId, raw);
          options.onReceived?.(userId, outcome);
          callback(null, `2.0.0 Read (${outcome.result})`);
        })
        .catch((err: unknown) => callback(refusalOf(err, options.onError)));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.server.off('error', reject);
      resolve();
    });
  });
  server.on('error', (err) => options.onError?.(err));
  return {
    port: (server.server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The message's bytes; past the size cap smtp-server stops counting them in and sets sizeExceeded. */
function readStream(stream: SMTPServerDataStream): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => {
      if (!stream.sizeExceeded) chunks.push(chunk);
    });
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', reject);
  });
}

function refusalOf(err: unknown, onError?: (err: unknown) => void): Error {
  if (err instanceof Error && 'responseCode' in err) return err;
  if (err instanceof InboundMailLimitError) return reply(552, `5.3.4 ${err.message}`);
  if (err instanceof UnreadableMailError) return reply(554, `5.6.0 ${err.message}`);
  if (err instanceof UnknownForwarderError) return reply(550, `5.7.1 ${err.message}`);
  if (isDomainError(err) && err.code !== 'UNAVAILABLE') return reply(554, `5.6.0 ${err.message}`);
  onError?.(err);
  return reply(451, '4.3.0 Please try again later');
}
