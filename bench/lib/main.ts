// How every benchmark script runs: its main function, with the servers and databases it started stopped on
// SIGINT/SIGTERM (exit 130/143), on an error (exit 1) and at the end (the main function's exitCode stays).
import { stopCurrentLoad } from './load';
import { beginShutdown, cleanupAll } from './processes';

export function runBench(name: string, main: () => Promise<void>): void {
  let interrupted = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (interrupted) return;
      interrupted = true;
      console.error(`\n[${name}] ${signal}: stopping the servers…`);
      beginShutdown();
      stopCurrentLoad();
      void cleanupAll().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
    });
  }
  main()
    .then(() => cleanupAll())
    .catch(async (error: Error) => {
      console.error(`[${name}] ${error.stack ?? error.message}`);
      await cleanupAll();
      process.exit(1);
    });
}
