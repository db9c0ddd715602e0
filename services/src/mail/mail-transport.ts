import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter, type TransportOptions } from 'nodemailer';
import MailComposer from 'nodemailer/lib/mail-composer';
import type { Config } from '../config/config';

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  headers?: Record<string, string>;
}

/** Where mail goes: an SMTP server, or (without SMTP_URL) .eml files on disk for local use. */
export interface MailTransport {
  readonly kind: 'smtp' | 'file';
  /** Resolves once the server has accepted the message, with the id it was sent under. */
  send(mail: OutgoingMail): Promise<{ providerId: string }>;
  close(): void;
}

// Base64 without looking: nodemailer otherwise scans each part to choose, and then encodes
// quoted-printable in JavaScript, which was half the worker's time per digest.
const TEXT_ENCODING = 'base64';

// A few connections kept open: one per message would spend most of its time on the handshake.
const POOL = { pool: true, maxConnections: 5, maxMessages: 1000 } as const;

class SmtpTransport implements MailTransport {
  readonly kind = 'smtp';
  private readonly transporter: Transporter;

  constructor(url: string) {
    this.transporter = nodemailer.createTransport({ url, ...POOL } as TransportOptions);
  }

  async send(mail: OutgoingMail) {
    // Built in memory first, then handed over whole: streamed, the message reached the socket
    // as one small write per encoded line, a quarter of the worker's time per digest.
    const message = new MailComposer({ ...mail, textEncoding: TEXT_ENCODING }).compile();
    const raw = await message.build();
    await this.transporter.sendMail({ envelope: message.getEnvelope(), raw });
    return { providerId: message.messageId() };
  }

  close() {
    this.transporter.close();
  }
}

/** Writes each message as an .eml file a mail client can open, and says where. */
class FileTransport implements MailTransport {
  readonly kind = 'file';
  private readonly transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  constructor(
    private readonly dir: string,
    private readonly log: (line: string) => void,
  ) {}

  async send(mail: OutgoingMail) {
    const info = await this.transporter.sendMail({ ...mail, textEncoding: TEXT_ENCODING });
    const providerId = String(info.messageId);
    await mkdir(this.dir, { recursive: true });
    const file = path.join(this.dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${providerId.replace(/[^\w.-]/g, '')}.eml`);
    await writeFile(file, info.message as Buffer);
    this.log(`mail to ${mail.to} ("${mail.subject}") written to ${file}`);
    return { providerId };
  }

  close() {
    this.transporter.close();
  }
}

export function createMailTransport(
  config: Pick<Config, 'smtpUrl' | 'dataDir'>,
  log: (line: string) => void = (line) => console.info(line),
): MailTransport {
  return config.smtpUrl ? new SmtpTransport(config.smtpUrl) : new FileTransport(path.join(config.dataDir, 'mail'), log);
}
