// Child processes and clean-up for the bench: every server runs in its own process group and is stopped
// (group-wide) at the end, on error and on SIGINT/SIGTERM; temporary directories and databases likewise.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';

type Cleanup = { name: string; run: () => Promise<void> | void };
const cleanups: Cleanup[] = [];
let shuttingDown = false;

/** After this (on a signal), nothing new starts, and a clean-up step registered late runs at once. */
export function beginShutdown() {
  shuttingDown = true;
}

function refuseWhenShuttingDown(what: string) {
  if (shuttingDown) throw new Error(`not starting ${what}: the bench is shutting down`);
}

export type CleanupHandle = {
  /** Runs the step now (once) and unregisters it. */
  runNow: () => Promise<void>;
  /** Unregisters the step without running it. */
  drop: () => void;
};

/** Registers a clean-up step for `cleanupAll()` (run last-in first-out). */
export function onCleanup(name: string, run: () => Promise<void> | void): CleanupHandle {
  const entry: Cleanup = { name, run };
  cleanups.push(entry);
  if (shuttingDown) void cleanupAll();
  const drop = () => {
    const index = cleanups.indexOf(entry);
    if (index !== -1) cleanups.splice(index, 1);
  };
  return {
    drop,
    runNow: async () => {
      if (!cleanups.includes(entry)) return;
      drop();
      await entry.run();
    },
  };
}

export async function cleanupAll(): Promise<void> {
  while (cleanups.length > 0) {
    const entry = cleanups.pop()!;
    try {
      await entry.run();
    } catch (error) {
      console.error(`[bench] clean-up "${entry.name}" failed: ${(error as Error).message}`);
    }
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A free TCP port on the loopback interface. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export type Child = {
  name: string;
  process: ChildProcess;
  /** The last ~16 KB of its output, for error messages. */
  tail: () => string;
  exited: () => boolean;
  /** Stops the whole process group: SIGTERM, then SIGKILL after a grace period. */
  stop: () => Promise<void>;
};

const TAIL_BYTES = 16_384;

/**
 * Spawns a long-running process in its own process group, its output appended to `logFile`.
 * It is stopped by `cleanupAll()` unless stopped before.
 */
export function spawnChild(
  name: string,
  command: string,
  args: string[],
  options: { env: NodeJS.ProcessEnv; cwd: string; logFile?: string; onStdout?: (text: string) => void },
): Child {
  refuseWhenShuttingDown(name);
  const child = spawn(command, args, { cwd: options.cwd, env: options.env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const log = options.logFile ? fs.createWriteStream(options.logFile, { flags: 'w' }) : null;
  let tail = '';
  let exited = false;
  const exit = new Promise<void>((resolve) => {
    child.once('exit', () => {
      exited = true;
      resolve();
    });
    child.once('error', (error) => {
      tail += `\n[spawn error] ${error.message}\n`;
      exited = true;
      resolve();
    });
  });
  const record = (chunk: Buffer) => {
    const text = chunk.toString('utf8');
    tail = (tail + text).slice(-TAIL_BYTES);
    log?.write(chunk);
    return text;
  };
  child.stdout!.on('data', (chunk: Buffer) => {
    const text = record(chunk);
    options.onStdout?.(text);
  });
  child.stderr!.on('data', (chunk: Buffer) => record(chunk));

  const stopNow = async () => {
    if (!exited && child.pid) {
      const signalGroup = (signal: NodeJS.Signals) => {
        try {
          process.kill(-child.pid!, signal);
        } catch {
          // the group is already gone
        }
      };
      signalGroup('SIGTERM');
      const graceful = await Promise.race([exit.then(() => true), sleep(5_000).then(() => false)]);
      // Also catch grandchildren that outlive the group leader.
      signalGroup(graceful ? 'SIGTERM' : 'SIGKILL');
      if (!graceful) await Promise.race([exit, sleep(2_000)]);
    }
    log?.end();
  };
  const stop = onCleanup(`stop ${name}`, stopNow).runNow;
  return { name, process: child, tail: () => tail, exited: () => exited, stop };
}

/** Runs a command to completion; rejects with its output when it fails or exceeds the timeout. */
export function runCommand(
  command: string,
  args: string[],
  options: { env: NodeJS.ProcessEnv; cwd: string; timeoutMs: number; logFile?: string },
): Promise<{ stdout: string; stderr: string }> {
  refuseWhenShuttingDown(command);
  return new Promise((resolve, reject) => {
    // Its own process group, so a timeout or an interrupted bench kills npm's and tsx's children too.
    const child = spawn(command, args, { cwd: options.cwd, env: options.env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    const killGroup = () => {
      try {
        if (child.pid) process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    };
    const log = options.logFile ? fs.createWriteStream(options.logFile, { flags: 'w' }) : null;
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString('utf8');
      log?.write(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString('utf8');
      log?.write(chunk);
    });
    const timer = setTimeout(killGroup, options.timeoutMs);
    const forget = onCleanup(`kill ${command}`, killGroup);
    child.once('error', (error) => {
      clearTimeout(timer);
      forget.drop();
      log?.end();
      reject(error);
    });
    child.once('close', (code, signal) => {
      clearTimeout(timer);
      forget.drop();
      log?.end();
      if (code === 0) return resolve({ stdout, stderr });
      const output = `${stdout}\n${stderr}`.trim().slice(-4_000);
      reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`}):\n${output}`));
    });
  });
}

/** Waits until `url` answers 200, failing early if `child` exits. */
export async function waitForHttp(url: string, child: Child, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exited()) throw new Error(`${child.name} exited before answering ${url}:\n${child.tail().slice(-4_000)}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await res.arrayBuffer();
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${child.name} did not answer ${url} within ${timeoutMs / 1000} s:\n${child.tail().slice(-4_000)}`);
    await sleep(200);
  }
}
