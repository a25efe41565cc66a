// The loop of a durable queue kept in PostgreSQL (the e-mail outbox, webhook deliveries): runs due jobs one at a
// time until none is due, woken at once by the commit of a change that queued work (LISTEN <channel> on a
// connection of its own, reconnecting with backoff), by a timer at the earliest retry, and by a periodic sweep
// (which also covers a listener that is down). What a job is, and how it is claimed, is the subclass's.
import type pg from 'pg';
import { ChannelListener } from './channel-listener';

export type QueueWorkerOptions = {
  /** For logs and the listener's application_name, e.g. `mail`. */
  name: string;
  channel: string;
  pool: pg.Pool;
  /** Due jobs are looked for at least this often. */
  sweepMs: number;
  /** Jobs run at once by this process (each its own claim and transaction; default 1). */
  concurrency?: number;
  log: Pick<Console, 'warn' | 'error'>;
};

export abstract class QueueWorker {
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  private sweep: NodeJS.Timeout | null = null;
  private dueTimer: NodeJS.Timeout | null = null;
  private readonly listener: ChannelListener;

  constructor(private readonly queue: QueueWorkerOptions) {
    this.listener = new ChannelListener({
      pool: queue.pool,
      channels: [queue.channel],
      applicationName: `vitrine ${queue.name} worker`,
      onNotification: () => void this.wake(),
      onState: (listening, error) => {
        if (listening) void this.wake(); // commits made while it was not listening
        else if (!this.stopped) {
          this.queue.log.warn(`[${this.queue.name}] listener lost${error ? ` (${error.message})` : ''}: sweeping until it listens again`);
        }
      },
    });
  }

  /** Claims and runs one due job; false when none is due. */
  protected abstract runOne(): Promise<boolean>;

  /** When the earliest pending job falls due (null when none is pending). */
  protected abstract nextDueAt(): Promise<Date | null>;

  /** Runs at each sweep, before the jobs (housekeeping); its failure is logged, never fatal. */
  protected async onSweep(): Promise<void> {}

  /** Starts listening, sweeping, and a first run (jobs left by a previous process run now). */
  start(): this {
    this.listener.start();
    this.sweep = setInterval(() => {
      void this.housekeeping().then(() => this.wake());
    }, this.queue.sweepMs).unref();
    void this.housekeeping().then(() => this.wake());
    return this;
  }

  /** Whether the commit notifications reach this worker (else only the sweep and retry timers wake it). */
  get isListening(): boolean {
    return this.listener.isListening;
  }

  private async housekeeping(): Promise<void> {
    if (this.stopped) return;
    try {
      await this.onSweep();
    } catch (error) {
      this.queue.log.error(`[${this.queue.name}] housekeeping failed:`, (error as Error).message);
    }
  }

  /** Runs now, or once more after the current run. Resolves when nothing is due. */
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
          await Promise.all(
            Array.from({ length: this.queue.concurrency ?? 1 }, async () => {
              while (!this.stopped && (await this.runOne())) {
                // one job per transaction, until none is due
              }
            }),
          );
          await this.scheduleNextDue();
        } while (this.again && !this.stopped);
      } catch (error) {
        this.queue.log.error(`[${this.queue.name}] queue run failed:`, (error as Error).message);
      } finally {
        this.running = null;
      }
    })();
    return this.running;
  }

  /** Wakes again when the earliest retry falls due (if sooner than the sweep). */
  private async scheduleNextDue(): Promise<void> {
    if (this.stopped) return;
    const at = await this.nextDueAt();
    if (this.dueTimer) clearTimeout(this.dueTimer);
    this.dueTimer = null;
    if (!at) return;
    const wait = Math.max(0, at.getTime() - Date.now());
    if (wait < this.queue.sweepMs) this.dueTimer = setTimeout(() => void this.wake(), wait + 5).unref();
  }

  /** Stops: no new claim; the job in flight finishes (its transaction commits); the listener closes. */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of [this.sweep, this.dueTimer]) if (timer) clearTimeout(timer);
    this.sweep = this.dueTimer = null;
    await this.running?.catch(() => undefined);
    await this.listener.close();
  }
}
