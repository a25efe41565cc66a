// Server start-up: open (and migrate) the database — on the embedded default this connects to the embedded
// PostgreSQL server or starts it — then start the background rates job.
import { openDatabase } from '../db/client';
import { EmbeddedServerError } from '../db/embedded';
import { getOrCreate, registryKey } from '../runtime/process-registry';
import { startRatesJob } from './rates-job';

const SERVER_START = registryKey<Promise<void>>('serverStart');

async function start(): Promise<void> {
  try {
    const database = await openDatabase('server');
    console.log(`[vitrine] database: ${database.kind} (${database.location})`);
    startRatesJob(database.db);
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
