// Server start-up: take the database (waiting briefly for a CLI run to finish), then open the control channel.
import { openDatabase } from '../db/client';
import { DataDirLockedError } from '../db/data-dir-lock';
import { runCommand } from './commands';
import { startControlServer } from './control';
import { startRatesJob } from './rates-job';

const holder = globalThis as { __vitrineControl?: Promise<void> };

async function start() {
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      const database = await openDatabase('server');
      console.log(`[vitrine] database: ${database.kind} (${database.location})`);
      if (database.kind === 'pglite' && !database.location.startsWith('memory://')) {
        await startControlServer(database.location, (command) => runCommand(database.db, command));
      }
      startRatesJob(database.db);
      return;
    } catch (error) {
      if (error instanceof DataDirLockedError && Date.now() < deadline) {
        console.log(`[vitrine] ${error.message} Waiting for it…`);
        await new Promise((resolve) => setTimeout(resolve, 1000));
        continue;
      }
      console.error(`[vitrine] cannot open the database: ${(error as Error).message}`);
      process.exit(1);
    }
  }
}

export function startServerDatabase(): Promise<void> {
  holder.__vitrineControl ??= start();
  return holder.__vitrineControl;
}
