// Server start-up: open (and migrate) the database — on the embedded default this connects to the embedded
// PostgreSQL server or starts it — then start the background jobs: the rates job, the webhook sender, and the
// outbox sender when SMTP_URL is set (unset, messages stay in the outbox and the dashboard's Messages page shows them).
import { config } from '../config';
import { type Database, openDatabase } from '../db/client';
import { EmbeddedServerError } from '../db/embedded';
import { OutboxSender } from '../mail/sender';
import { smtpSender } from '../mail/transport';
import { get, getOrCreate, registryKey, set } from '../runtime/process-registry';
import { WebhookSender } from '../webhooks/sender';
import { startRatesJob } from './rates-job';

const SERVER_START = registryKey<Promise<void>>('serverStart');
const MAIL_SENDER = registryKey<{ sender: OutboxSender; close: () => void }>('mailSender');
const WEBHOOK_SENDER = registryKey<WebhookSender>('webhookSender');

/** Starts the webhook sender (once per process): every node runs one; they share the queue without sending an attempt twice. */
export function startWebhookSender(database: Pick<Database, 'db' | 'pool'>): WebhookSender {
  const running = get(WEBHOOK_SENDER);
  if (running) return running;
  const sender = new WebhookSender({ db: database.db, pool: database.pool }).start();
  set(WEBHOOK_SENDER, sender);
  const stop = () => {
    set(WEBHOOK_SENDER, undefined);
    void sender.stop();
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  return sender;
}

/** Starts the outbox sender over SMTP_URL (once per process); nothing when SMTP_URL is unset. */
export function startMailSender(database: Pick<Database, 'db' | 'pool'>): OutboxSender | null {
  const smtpUrl = config.smtpUrl;
  if (!smtpUrl || get(MAIL_SENDER)) return get(MAIL_SENDER)?.sender ?? null;
  const transport = smtpSender(smtpUrl, config.mailFrom);
  const sender = new OutboxSender({ db: database.db, pool: database.pool, send: transport.send }).start();
  set(MAIL_SENDER, { sender, close: transport.close });
  const stop = () => void stopMailSender();
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  console.log(`[mail] sending e-mail through ${new URL(smtpUrl).host} as ${config.mailFrom}`);
  return sender;
}

/** Stops the sender: no new claim, the message in flight finishes, the listener closes. */
export async function stopMailSender(): Promise<void> {
  const running = get(MAIL_SENDER);
  if (!running) return;
  set(MAIL_SENDER, undefined);
  await running.sender.stop();
  running.close();
}

async function start(): Promise<void> {
  try {
    const database = await openDatabase('server');
    console.log(`[vitrine] database: ${database.kind} (${database.location})`);
    startRatesJob(database.db);
    startWebhookSender(database);
    if (config.smtpUrl) startMailSender(database);
    else console.log('[mail] SMTP_URL is not set: e-mail stays in the outbox (dashboard → Messages)');
  } catch (error) {
    if (error instanceof EmbeddedServerError) {
      console.error(`[vitrine] cannot start the embedded database: ${error.message}`);
      process.exit(1);
    }
    // Unreachable for now: requests answer 503 and open it again once it answers.
    console.error(`[vitrine] the database does not answer yet (${(error as Error).message}); requests answer 503 until it does`);
    setTimeout(() => void start(), 5_000).unref();
  }
}

export function startServerDatabase(): Promise<void> {
  return getOrCreate(SERVER_START, start);
}
