import { EventEmitter } from 'node:events';
import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** Header names lower-cased, values as sent. */
  headers: Map<string, string>;
  parsed: ParsedMail;
}

export interface SmtpSinkOptions {
  /**
   * Runs when a message's data has arrived, before the server accepts it; throwing refuses it.
   * Tests use it to kill a worker mid-send.
   */
  beforeAccept?: (index: number) => Promise<void> | void;
}

/**
 * A real SMTP server on localhost that keeps what it receives, for tests and benchmarks to send
 * through nodemailer exactly as production does, and assert on the messages that arrive.
 */
export class SmtpSink {
  readonly messages: ReceivedMail[] = [];
  private readonly events = new EventEmitter();
  private received = 0;
  private server!: SMTPServer;
  url = '';

  constructor(private readonly options: SmtpSinkOptions = {}) {
    this.events.setMaxListeners(100);
  }

  async start(): Promise<this> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      size: 10 * 1024 * 1024,
      onData: (stream: SMTPServerDataStream, _session: SMTPServerSession, callback: (err?: Error | null) => void) => {
        this.receive(stream).then(
          () => callback(),
          (err: Error) => callback(err),
        );
      },
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', () => resolve()));
    const { port } = this.server.server.address() as AddressInfo;
    this.url = `smtp://127.0.0.1:${port}`;
    return this;
  }

  /** Resolves with the messages once `count` (or those passing `match`) have arrived. */
  waitFor(count: number, match: (m: ReceivedMail) => boolean = () => true, timeoutMs = 20_000): Promise<ReceivedMail[]> {
    const found = () => this.messages.filter(match);
    if (found().length >= count) return Promise.resolve(found());
    return new Promise((resolve, reject) => {
      const onMail = () => {
        if (found().length < count) return;
        clearTimeout(timer);
        this.events.off('mail', onMail);
        resolve(found());
      };
      const timer = setTimeout(() => {
        this.events.off('mail', onMail);
        reject(new Error(`waited ${timeoutMs} ms for ${count} message(s), got ${found().length} (of ${this.messages.length} in all)`));
      }, timeoutMs);
      this.events.on('mail', onMail);
    });
  }

  to(address: string): ReceivedMail[] {
    return this.messages.filter((m) => m.to.includes(address.toLowerCase()));
  }

  clear(): void {
    this.messages.length = 0;
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async receive(stream: SMTPServerDataStream): Promise<void> {
    const parsed = await simpleParser(stream);
    await this.options.beforeAccept?.(this.received++);
    const to = (Array.isArray(parsed.to) ? parsed.to : parsed.to ? [parsed.to] : []).flatMap((a) => a.value.map((v) => (v.address ?? '').toLowerCase()));
    const headers = new Map<string, string>();
    for (const line of parsed.headerLines) headers.set(line.key.toLowerCase(), line.line.slice(line.line.indexOf(':') + 1).trim());
    this.messages.push({ to, subject: parsed.subject ?? '', text: parsed.text ?? '', html: typeof parsed.html === 'string' ? parsed.html : '', headers, parsed });
    this.events.emit('mail');
  }
}

export const startSmtpSink = (options?: SmtpSinkOptions) => new SmtpSink(options).start();
