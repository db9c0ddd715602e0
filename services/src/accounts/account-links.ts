import type { Queue } from 'bullmq';
import { type AccountLinkPayload, MailJob, type MailPayload } from '../queues/queue-names';

export type AccountLinkKind = AccountLinkPayload['kind'];

/** Mails one kind of link to the account with this address; false when no account has it. */
export type AccountLinkSender = (email: string) => Promise<boolean>;

export type AccountLinkOutcome = 'sent' | 'no-account';

/**
 * Links that open an account, asked for by address alone (forgot password, a newsletter login
 * link). The request only queues the address; the mail worker looks it up and mails the link. So
 * the answer does the same work, and takes the same time, whether or not an account uses the
 * address: neither its words nor its timing tell who has an account.
 */
export class AccountLinks {
  private senders: Partial<Record<AccountLinkKind, AccountLinkSender>> = {};

  constructor(private readonly queue: Queue<MailPayload>) {}

  /** Set once at start by the services that build each link (password reset, newsletter). */
  sendWith(kind: AccountLinkKind, sender: AccountLinkSender): void {
    this.senders[kind] = sender;
  }

  /** Queues a link for the address; answers UNAVAILABLE while the queue is (app-queues.ts). */
  async request(kind: AccountLinkKind, email: string): Promise<void> {
    await this.queue.add(MailJob.AccountLink, { kind, email }, {
      attempts: 3,
      backoff: { type: 'exponential', delay: 5_000 },
      // The job holds an address someone typed: gone once done, kept a while only if it failed.
      removeOnComplete: true,
      removeOnFail: { count: 500 },
    });
  }

  /** The worker's half: looks the address up and mails the link when an account has it. */
  async deliver({ kind, email }: AccountLinkPayload): Promise<AccountLinkOutcome> {
    const sender = this.senders[kind];
    if (!sender) throw new Error(`no sender for ${kind} links`);
    return (await sender(email)) ? 'sent' : 'no-account';
  }
}
