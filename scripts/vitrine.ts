// The operator CLI: `npm run --silent vitrine -- <command> [--json]` (README: Operator CLI). It connects to the
// database directly, also while the server runs: on the embedded default it uses the running embedded
// PostgreSQL server, or starts one for the command and stops it afterwards (lib/db/embedded.ts).
import { config } from '../lib/config';
import { closeDatabase, openDatabase } from '../lib/db/client';
import { type OperatorCommand, USAGE, UsageError, describeResult, parseCommand, runCommand } from '../lib/operator/commands';

async function execute(command: OperatorCommand) {
  const database = await openDatabase('cli');
  try {
    return await runCommand(database.db, command);
  } finally {
    await closeDatabase();
  }
}

// Ctrl-C or a kill: leave through process.exit, so the embedded server this run started is stopped (or
// handed over to another user of it) by its exit handler.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));

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
