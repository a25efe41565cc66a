// The outbox sender: delivers due messages one at a time, each in its own transaction that holds the row's lock
// while the SMTP server answers (lib/domain/mail/delivery.ts). Woken at once by the commit of a change that wrote
// messages (LISTEN vitrine_outbox on a connection of its own, reconnecting with backoff, as the key cache does),
// by the timer of the earliest retry, and by a periodic sweep (which also covers a listener that is down).
import pg from 'pg';
import type { Db } from '../db/client';
import { claimDueMessage, DEFAULT_RETRY_POLICY, markAttemptFailed, markSent, nextDueAt, type RetryPolicy } from '../domain/mail/delivery';
import { OUTBOX_CHANNEL } from '../domain/mail/outbox';
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

const RECONNECT_MIN_MS = 100;
const RECONNECT_MAX_MS = 5_000;

export class OutboxSender {
  /** Counters for tests and diagnostics. */
  readonly stats = { sent: 0, failedAttempts: 0, runs: 0 };
  private readonly policy: RetryPolicy;
  private readonly sweepMs: number;
  private readonly log: Pick<Console, 'warn' | 'error'>;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  private sweep: NodeJS.Timeout | null = null;
  private dueTimer: NodeJS.Timeout | null = null;
  private listener: pg.Client | null = null;
  private reconnectTimer: NodeJS.Timeout | null = null;
  private reconnectDelay = RECONNECT_MIN_MS;
  private listening = false;

  constructor(private readonly options: SenderOptions) {
    this.policy = options.policy ?? DEFAULT_RETRY_POLICY;
    this.sweepMs = options.sweepMs ?? 30_000;
    this.log = options.log ?? console;
  }

  /** Starts listening, sweeping, and a first run (messages left by a previous process go out now). */
  start(): this {
    this.listen();
    this.sweep = setInterval(() => this.wake(), this.sweepMs).unref();
    this.wake();
    return this;
  }

  /** Whether the commit notifications reach this sender (else only the sweep and retry timers wake it). */
  get isListening(): boolean {
    return this.listening;
  }

  /** Runs now, or once more after the current run. Resolves when the queue holds nothing due. */
  wake(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      try {
        // A wake that arrives during a run (a commit, a timer) runs the queue once more.
        do {
          this.again = false;
          await this.drain();
          await this.scheduleNextDue();
        } while (this.again && !this.stopped);
      } catch (error) {
        this.log.error('[mail] outbox run failed:', (error as Error).message);
      } finally {
        this.running = null;
      }
    })();
    return this.running;
  }

  private async drain(): Promise<void> {
    this.stats.runs += 1;
    while (!this.stopped && (await this.deliverOne())) {
      // one message per transaction, until none is due
    }
  }

  /** Claims one due message and tries it; false when none is due. */
  private async deliverOne(): Promise<boolean> {
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

  /** Wakes again when the earliest retry falls due (if sooner than the sweep). */
  private async scheduleNextDue(): Promise<void> {
    if (this.stopped) return;
    const at = await nextDueAt(this.options.db);
    if (this.dueTimer) clearTimeout(this.dueTimer);
    this.dueTimer = null;
    if (!at) return;
    const wait = Math.max(0, at.getTime() - Date.now());
    if (wait < this.sweepMs) this.dueTimer = setTimeout(() => void this.wake(), wait + 5).unref();
  }

  private listen() {
    if (this.listener || this.reconnectTimer || this.stopped) return;
    const options = this.options.pool.options;
    const client = new pg.Client({ ...options, password: options.password, application_name: 'vitrine outbox sender', keepAlive: true });
    this.listener = client;
    const lost = (error?: Error) => this.lost(client, error);
    client.on('error', lost);
    client.on('end', () => lost());
    client.on('notification', (message) => {
      if (message.channel === OUTBOX_CHANNEL) void this.wake();
    });
    client
      .connect()
      .then(() => client.query(`LISTEN ${OUTBOX_CHANNEL}`))
      .then(() => {
        if (this.listener !== client) return;
        this.listening = true;
        this.reconnectDelay = RECONNECT_MIN_MS;
        void this.wake(); // commits made while it was not listening
      }, lost);
  }

  private lost(client: pg.Client, error?: Error) {
    if (this.listener !== client) return;
    if (this.listening && !this.stopped) this.log.warn(`[mail] outbox listener lost${error ? ` (${error.message})` : ''}: sweeping until it listens again`);
    this.listener = null;
    this.listening = false;
    client.end().catch(() => undefined);
    if (this.stopped) return;
    const delay = this.reconnectDelay;
    this.reconnectDelay = Math.min(delay * 2, RECONNECT_MAX_MS);
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      this.listen();
    }, delay).unref();
  }

  /** Stops: no new claim; the message being sent finishes (its transaction commits); the listener closes. */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of [this.sweep, this.dueTimer, this.reconnectTimer]) if (timer) clearTimeout(timer);
    this.sweep = this.dueTimer = this.reconnectTimer = null;
    await this.running?.catch(() => undefined);
    const client = this.listener;
    this.listener = null;
    this.listening = false;
    await client?.end().catch(() => undefined);
  }
}
