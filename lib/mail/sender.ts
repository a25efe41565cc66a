// The outbox sender: delivers due messages one at a time, each in its own transaction that holds the row's lock
// while the SMTP server answers (lib/domain/mail/delivery.ts). The queue's loop (LISTEN vitrine_outbox, the retry
// timer, the sweep) is lib/runtime/queue-worker.ts, shared with the webhook sender.
import type pg from 'pg';
import type { Db } from '../db/client';
import { claimDueMessage, DEFAULT_RETRY_POLICY, markAttemptFailed, markSent, nextDueAt, type RetryPolicy } from '../domain/mail/delivery';
import { OUTBOX_CHANNEL } from '../domain/mail/outbox';
import { QueueWorker } from '../runtime/queue-worker';
import { isPermanentSmtpError, type SendMail } from './transport';

export type SenderOptions = {
  db: Db;
  pool: pg.Pool;
  send: SendMail;
  policy?: RetryPolicy;
  /** The sweep: due messages are looked for at least this often. */
  sweepMs?: number;
  log?: Pick<Console, 'warn' | 'error'>;
};

export class OutboxSender extends QueueWorker {
  /** Counters for tests and diagnostics. */
  readonly stats = { sent: 0, failedAttempts: 0 };
  private readonly policy: RetryPolicy;
  private readonly log: Pick<Console, 'warn' | 'error'>;

  constructor(private readonly options: SenderOptions) {
    const log = options.log ?? console;
    super({ name: 'mail', channel: OUTBOX_CHANNEL, pool: options.pool, sweepMs: options.sweepMs ?? 30_000, log });
    this.policy = options.policy ?? DEFAULT_RETRY_POLICY;
    this.log = log;
  }

  protected nextDueAt(): Promise<Date | null> {
    return nextDueAt(this.options.db);
  }

  /** Claims one due message and tries it; false when none is due. */
  protected async runOne(): Promise<boolean> {
    return this.options.db.transaction(async (tx) => {
      const message = await claimDueMessage(tx as unknown as Db);
      if (!message) return false;
      try {
        await this.options.send(message);
      } catch (error) {
        const text = (error as Error).message || String(error);
        const status = await markAttemptFailed(tx as unknown as Db, message, text, { permanent: isPermanentSmtpError(error), policy: this.policy });
        this.stats.failedAttempts += 1;
        if (status === 'failed') this.log.warn(`[mail] ${message.id} failed after ${message.attempts + 1} attempt(s): ${text}`);
        return true;
      }
      await markSent(tx as unknown as Db, message.id);
      this.stats.sent += 1;
      return true;
    });
  }
}
