// The webhook sender: delivers due deliveries one at a time, each in its own transaction that holds the delivery's
// lock while the receiver answers (lib/domain/webhooks/delivery.ts); every app node runs one, and SKIP LOCKED keeps
// them apart. The queue's loop (LISTEN vitrine_webhooks, the retry timer, the sweep) is lib/runtime/queue-worker.ts,
// shared with the e-mail outbox; its sweep also deletes events past their 30 days.
import type pg from 'pg';
import { config } from '../config';
import type { Db } from '../db/client';
import { purgeOldEvents, WEBHOOK_CHANNEL } from '../domain/events/events';
import { type AttemptResult, claimDueDelivery, deliveryRequest, finishAttempt, nextDeliveryDueAt, startAttempt } from '../domain/webhooks/delivery';
import { QueueWorker } from '../runtime/queue-worker';
import { postWebhook } from './http';

export type WebhookSenderOptions = {
  db: Db;
  pool: pg.Pool;
  sweepMs?: number;
  /** Deliveries in flight at once in this process (default 4: one slow receiver does not hold up the others). */
  concurrency?: number;
  timeoutMs?: number;
  allowPrivateNetworks?: boolean;
  log?: Pick<Console, 'warn' | 'error'>;
  /** Replaces the HTTP request (tests of the bookkeeping). */
  post?: typeof postWebhook;
};

const PURGE_EVERY_MS = 60 * 60_000;

export class WebhookSender extends QueueWorker {
  readonly stats = { succeeded: 0, failedAttempts: 0 };
  private readonly log: Pick<Console, 'warn' | 'error'>;
  private lastPurge = 0;
  private readonly poolMax: number;

  constructor(private readonly options: WebhookSenderOptions) {
    const log = options.log ?? console;
    // Each delivery in flight holds a connection and briefly takes a second one (its attempt row): fewer deliveries
    // at once than the pool has connections, so that second one always comes.
    const poolMax = options.pool.options.max ?? 10;
    const concurrency = Math.max(1, Math.min(options.concurrency ?? 4, poolMax - 1));
    super({ name: 'webhooks', channel: WEBHOOK_CHANNEL, pool: options.pool, sweepMs: options.sweepMs ?? 30_000, concurrency, log });
    this.log = log;
    this.poolMax = poolMax;
  }

  protected nextDueAt(): Promise<Date | null> {
    return nextDeliveryDueAt(this.options.db);
  }

  /** At most hourly: events past their 30 days go, with their deliveries. */
  protected async onSweep(): Promise<void> {
    if (Date.now() - this.lastPurge < PURGE_EVERY_MS) return;
    this.lastPurge = Date.now();
    await purgeOldEvents(this.options.db);
  }

  /** Claims one due delivery and tries it; false when none is due. */
  protected async runOne(): Promise<boolean> {
    const { db } = this.options;
    return db.transaction(async (tx) => {
      const claimed = await claimDueDelivery(tx as unknown as Db);
      if (!claimed) return false;
      const request = deliveryRequest(claimed);
      // Committed before the request leaves, on another connection: a crash mid-request leaves it in the log. (A pool
      // of one connection has no other: the attempt is then written in the claim, and a crash takes it along.)
      const attemptId = await startAttempt(this.poolMax > 1 ? db : (tx as unknown as Db), claimed.delivery.id);
      const post = this.options.post ?? postWebhook;
      const result: AttemptResult = await post(request.url, request.body, request.headers, {
        timeoutMs: this.options.timeoutMs ?? config.webhookTimeoutMs,
        allowPrivateNetworks: this.options.allowPrivateNetworks ?? config.webhooksAllowPrivateNetworks,
      });
      const status = await finishAttempt(tx as unknown as Db, claimed, attemptId, result);
      if (status === 'succeeded') this.stats.succeeded += 1;
      else this.stats.failedAttempts += 1;
      if (status === 'failed') this.log.warn(`[webhooks] delivery ${claimed.delivery.id} to ${claimed.endpoint.url} failed for good: ${result.ok ? '' : result.error}`);
      return true;
    });
  }
}
