// CPU accounting from /proc (Linux): how much CPU the server (its process group), the database and the load
// generator used during a run, and how much went to other processes — on a shared machine, the figure that
// says whether a measurement was disturbed. The database is, on the machine's PostgreSQL, the backends of the
// bench's database; on the embedded server (its own postmaster, in its own session), the postmaster of the
// data directory and every process under it (backends, WAL writer, checkpointer, …).
// Elsewhere (no /proc) every figure is null and the bench runs without it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { embeddedLayout } from '../../lib/db/embedded';

/** Other processes using more cores than this during a run mark it as disturbed. */
export const DISTURBED_CORES = 0.25;
/** How long a run waits for other processes to calm down before it starts anyway. */
const QUIET_WAIT_MS = 10_000;

const TICK_MS = 10; // /proc reports clock ticks of 1/100 s (USER_HZ) on Linux

export type CpuScope = {
  /** Process group of the server under load. */
  serverGroup?: number;
  /** PostgreSQL database name: its backends' CPU counts as the database's. */
  database?: string;
  /**
   * VITRINE_DATA_DIR of an embedded server: its postmaster (the pid in `<dataDir>/pg18/postmaster.pid`, read
   * at each snapshot, as the server may have been restarted) and all its descendants count as the database.
   */
  embeddedDataDir?: string;
};

type Snapshot = {
  at: number;
  machineBusyMs: number;
  /** CPU ms so far of each process, by pid: deltas are taken per process, so one that exits meanwhile
   * (a pooled PostgreSQL connection closed when idle) loses its last slice instead of making a sum negative. */
  serverMs: Map<number, number>;
  databaseMs: Map<number, number>;
  selfMs: number;
};

function delta(before: Map<number, number>, after: Map<number, number>): number {
  let sum = 0;
  for (const [pid, ms] of after) sum += ms - (before.get(pid) ?? 0);
  return sum;
}

export type CpuUse = {
  /** Server CPU per response, in ms. */
  serverMsPerRequest: number;
  /** PostgreSQL CPU per response, in ms (the bench database's backends, or the whole embedded server). */
  databaseMsPerRequest: number | null;
  /** Average cores used during the run. */
  serverCores: number;
  databaseCores: number | null;
  loadGeneratorCores: number;
  /** Cores used by every other process on the machine: above ~0.25 the run was disturbed. */
  otherCores: number;
};

const hasProc = fs.existsSync('/proc/self/stat');

function machineBusyMs(): number {
  return os.cpus().reduce((sum, cpu) => sum + cpu.times.user + cpu.times.nice + cpu.times.sys + cpu.times.irq, 0);
}

/** The embedded server's postmaster pid, from the first line of its postmaster.pid (null when not running). */
export function embeddedPostmasterPid(dataDir: string): number | null {
  try {
    const pid = Number(fs.readFileSync(path.join(embeddedLayout(dataDir).pgData, 'postmaster.pid'), 'utf8').split('\n', 1)[0]);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

type ProcStat = { pid: number; ppid: number; pgrp: number; ms: number; postgres: boolean };

function readProcesses(): ProcStat[] {
  const all: ProcStat[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // After the command: state(0) ppid(1) pgrp(2) … utime(11) stime(12)
      all.push({
        pid: Number(entry),
        ppid: Number(fields[1]),
        pgrp: Number(fields[2]),
        ms: (Number(fields[11]) + Number(fields[12])) * TICK_MS,
        postgres: stat.includes('(postgres)'),
      });
    } catch {
      // the process ended meanwhile
    }
  }
  return all;
}

function processCpu(scope: CpuScope): { server: Map<number, number>; database: Map<number, number> } {
  const server = new Map<number, number>();
  const database = new Map<number, number>();
  const all = readProcesses();
  if (scope.embeddedDataDir) {
    const postmaster = embeddedPostmasterPid(scope.embeddedDataDir);
    if (postmaster !== null) {
      const tree = new Set([postmaster]);
      // Children are listed after their parent almost always (pids grow); loop until nothing is added.
      for (let grew = true; grew; ) {
        grew = false;
        for (const proc of all) {
          if (!tree.has(proc.pid) && tree.has(proc.ppid)) {
            tree.add(proc.pid);
            grew = true;
          }
        }
      }
      for (const proc of all) if (tree.has(proc.pid)) database.set(proc.pid, proc.ms);
    }
  } else if (scope.database) {
    for (const proc of all) {
      if (!proc.postgres) continue;
      try {
        const cmdline = fs.readFileSync(`/proc/${proc.pid}/cmdline`, 'utf8');
        if (cmdline.includes(` ${scope.database} `)) database.set(proc.pid, proc.ms);
      } catch {
        // the backend ended meanwhile
      }
    }
  }
  if (scope.serverGroup !== undefined) {
    for (const proc of all) if (proc.pgrp === scope.serverGroup && !database.has(proc.pid)) server.set(proc.pid, proc.ms);
  }
  return { server, database };
}

export function snapshot(scope: CpuScope): Snapshot | null {
  if (!hasProc) return null;
  const { server, database } = processCpu(scope);
  const self = process.cpuUsage();
  return { at: performance.now(), machineBusyMs: machineBusyMs(), serverMs: server, databaseMs: database, selfMs: (self.user + self.system) / 1000 };
}

const hasDatabase = (scope: CpuScope) => Boolean(scope.database || scope.embeddedDataDir);

export function cpuBetween(before: Snapshot | null, after: Snapshot | null, responses: number, scope: CpuScope): CpuUse | null {
  if (!before || !after || responses <= 0) return null;
  const wall = after.at - before.at;
  const server = delta(before.serverMs, after.serverMs);
  const database = delta(before.databaseMs, after.databaseMs);
  const self = after.selfMs - before.selfMs;
  const machine = after.machineBusyMs - before.machineBusyMs;
  return {
    serverMsPerRequest: server / responses,
    databaseMsPerRequest: hasDatabase(scope) ? database / responses : null,
    serverCores: server / wall,
    databaseCores: hasDatabase(scope) ? database / wall : null,
    loadGeneratorCores: self / wall,
    otherCores: Math.max(0, (machine - server - database - self) / wall),
  };
}

/** Cores busy over the next `ms` milliseconds, machine-wide (null without /proc). */
export async function machineBusyCores(ms: number): Promise<number | null> {
  if (!hasProc) return null;
  const before = machineBusyMs();
  const start = performance.now();
  await new Promise((resolve) => setTimeout(resolve, ms));
  return (machineBusyMs() - before) / (performance.now() - start);
}

/**
 * Waits (at most `maxMs`) until the machine is quiet: fewer than `cores` busy over half a second.
 * Returns whether it became quiet (true without /proc).
 */
export async function waitForQuiet(cores = DISTURBED_CORES, maxMs = QUIET_WAIT_MS): Promise<boolean> {
  const deadline = performance.now() + maxMs;
  for (;;) {
    const busy = await machineBusyCores(500);
    if (busy === null || busy < cores) return true;
    if (performance.now() > deadline) return false;
  }
}
