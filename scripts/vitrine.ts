// The operator CLI: `npm run --silent vitrine -- <command> [--json]` (decisions §1).
// On PostgreSQL it runs the command directly. On the embedded database it opens the data directory only
// when no other process holds it; while the server runs, it hands the command to the server instead.
import { config } from '../lib/config';
import { closeDatabase, openDatabase } from '../lib/db/client';
import { DataDirLockedError, readLockOwner } from '../lib/db/data-dir-lock';
import { type OperatorCommand, USAGE, UsageError, describeResult, parseCommand, runCommand } from '../lib/operator/commands';
import { readControlFile, sendCommand } from '../lib/operator/control';

const WAIT_FOR_LOCK_MS = Number(process.env.VITRINE_LOCK_WAIT_MS) || 20_000; // env override: tests
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

class CommandFailed extends Error {}

async function runLocally(command: OperatorCommand) {
  const database = await openDatabase('cli');
  try {
    return await runCommand(database.db, command);
  } finally {
    await closeDatabase();
  }
}

async function execute(command: OperatorCommand): Promise<Record<string, unknown>> {
  if (config.databaseUrl) return runLocally(command);
  const dataDir = config.dataDir;
  const deadline = Date.now() + WAIT_FOR_LOCK_MS;
  for (;;) {
    const owner = readLockOwner(dataDir);
    if (owner) {
      const control = readControlFile(dataDir, owner.pid);
      if (control) {
        const reply = await sendCommand(control, command).catch((error: Error) => {
          throw new CommandFailed(`The server (pid ${owner.pid}) holds ${dataDir} but did not take the command: ${error.message}`);
        });
        if (!reply.ok) throw new CommandFailed(reply.error);
        return reply.result;
      }
      // Held by another CLI run, or a server still starting: wait for it.
      if (Date.now() > deadline) {
        throw new CommandFailed(
          `The embedded database in ${dataDir} is in use by pid ${owner.pid} (${owner.kind}) and it offers no control channel. ` +
            'Wait for it to finish, or stop it, then run the command again.',
        );
      }
      await sleep(250);
      continue;
    }
    try {
      return await runLocally(command);
    } catch (error) {
      if (error instanceof DataDirLockedError && Date.now() < deadline) continue; // a server started meanwhile
      throw error;
    }
  }
}

async function main() {
  const argv = process.argv.slice(2);
  if (argv.length === 0 || argv[0] === '--help' || argv[0] === 'help') {
    console.log(USAGE);
    return;
  }
  let parsed;
  try {
    parsed = parseCommand([...argv]);
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`vitrine: ${error.message}\n\n${USAGE}`);
      process.exitCode = 2;
      return;
    }
    throw error;
  }
  try {
    const result = await execute(parsed.command);
    console.log(parsed.json ? JSON.stringify(result) : describeResult(parsed.command, result, config.appOrigin));
  } catch (error) {
    console.error(`vitrine: ${(error as Error).message}`);
    process.exitCode = 1;
  }
}

void main();
