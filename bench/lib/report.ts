// Results: ratios to the two references, the target check, the JSON file and the Markdown table.
import { DISTURBED_CORES } from './cpu';
import type { LoadSettings, Measurement } from './load';

export type DatabaseKind = 'pglite' | 'postgres';

export const DATABASE_LABELS: Record<DatabaseKind, string> = {
  pglite: 'PGlite (embedded)',
  postgres: 'PostgreSQL',
};

export type RatedMeasurement = Measurement & {
  /** req/s divided by the trivial route's (GET /api/health on the same server). */
  vsTrivialRoute: number | null;
  /** req/s divided by the bare node:http server's. */
  vsBareNode: number | null;
};

export type DatabaseRun = {
  database: DatabaseKind;
  label: string;
  status: 'measured' | 'skipped' | 'failed';
  reason?: string;
  /** The database's version as the server sees it, when known. */
  version?: string;
  targets: RatedMeasurement[];
};

export type TargetCheck = {
  description: string;
  threshold: number;
  /** Each authenticated read's req/s over the trivial route's, on PostgreSQL. */
  ratios: Record<string, number>;
  verdict: 'PASS' | 'FAIL' | 'NOT MEASURED';
  /** Whether other processes disturbed any row the verdict rests on (then rerun on a quiet machine). */
  disturbed: boolean;
  /**
   * The same ratios estimated from CPU instead: the trivial route's server CPU per request over each read's.
   * The Next server is single-threaded and the bottleneck (PostgreSQL runs on the other core), so this tracks
   * the req/s ratio, and is steadier on a shared machine; informative only.
   */
  cpuRatios: Record<string, number>;
};

export type Results = {
  generatedAt: string;
  machine: {
    cpus: number;
    cpuModel: string;
    node: string;
    platform: string;
    /** Cores busy machine-wide during one second before the bench (null without /proc). */
    busyCoresBefore: number | null;
    loadAverageBefore: number[];
    loadAverageAfter: number[];
  };
  settings: LoadSettings & { tool: string; pipelining: number; address: string };
  bareNode: RatedMeasurement | null;
  databases: DatabaseRun[];
  target: TargetCheck;
  warnings: string[];
};

export const TRIVIAL_KEY = 'health';
export { DISTURBED_CORES } from './cpu';
export const READ_KEYS = ['list', 'get'] as const;
export const TARGET_THRESHOLD = 0.5;

export function rate(measurement: Measurement, trivial: Measurement | null, bare: Measurement | null): RatedMeasurement {
  const ratio = (reference: Measurement | null) =>
    reference && reference.reqPerSec > 0 ? measurement.reqPerSec / reference.reqPerSec : null;
  return { ...measurement, vsTrivialRoute: ratio(trivial), vsBareNode: ratio(bare) };
}

export function checkTarget(databases: DatabaseRun[]): TargetCheck {
  const description = 'Authenticated reads on PostgreSQL reach at least half the trivial route’s req/s';
  const postgres = databases.find((run) => run.database === 'postgres' && run.status === 'measured');
  const ratios: Record<string, number> = {};
  const cpuRatios: Record<string, number> = {};
  const trivial = postgres?.targets.find((target) => target.key === TRIVIAL_KEY);
  let isDisturbed = trivial ? disturbed(trivial) : false;
  for (const key of READ_KEYS) {
    const found = postgres?.targets.find((target) => target.key === key);
    if (!found) continue;
    if (found.vsTrivialRoute != null) ratios[found.label] = found.vsTrivialRoute;
    if (disturbed(found)) isDisturbed = true;
    const cost = found.cpu?.serverMsPerRequest ?? 0;
    if (trivial?.cpu && cost > 0) cpuRatios[found.label] = trivial.cpu.serverMsPerRequest / cost;
  }
  const values = Object.values(ratios);
  const verdict =
    values.length < READ_KEYS.length ? 'NOT MEASURED' : values.every((value) => value >= TARGET_THRESHOLD) ? 'PASS' : 'FAIL';
  return { description, threshold: TARGET_THRESHOLD, ratios, verdict, disturbed: isDisturbed, cpuRatios };
}

export function formatRate(value: number): string {
  return Math.round(value).toLocaleString('en-US');
}

export function formatMs(value: number): string {
  if (!Number.isFinite(value)) return '–';
  return value < 10 ? value.toFixed(1).replace(/\.0$/, '') : Math.round(value).toLocaleString('en-US');
}

export function formatRatio(value: number | null): string {
  if (value === null) return '–';
  const percent = value * 100;
  const text = percent >= 10 ? percent.toFixed(0) : percent >= 1 ? percent.toFixed(1) : percent.toFixed(2);
  return `${text} %`;
}

/** Server CPU per response, plus PostgreSQL's when measured: `2.1` or `2.1 + 0.4 db`. */
export function formatCpu(measurement: Measurement): string {
  const cpu = measurement.cpu;
  if (!cpu) return '–';
  const server = cpu.serverMsPerRequest.toFixed(cpu.serverMsPerRequest < 0.1 ? 3 : 2);
  return cpu.databaseMsPerRequest === null ? server : `${server} + ${cpu.databaseMsPerRequest.toFixed(2)} db`;
}

export const disturbed = (measurement: Measurement) => (measurement.cpu?.otherCores ?? 0) > DISTURBED_CORES;

function problems(measurement: Measurement): string {
  const parts: string[] = [];
  if (measurement.unexpected > 0) parts.push(`${measurement.unexpected} unexpected statuses`);
  if (measurement.errors > 0) parts.push(`${measurement.errors} errors`);
  if (measurement.timeouts > 0) parts.push(`${measurement.timeouts} timeouts`);
  return parts.length > 0 ? ` ⚠ ${parts.join(', ')}` : '';
}

/** One line per measurement, for the progress output. */
export function progressLine(measurement: RatedMeasurement): string {
  return (
    `${formatRate(measurement.reqPerSec).padStart(7)} req/s   p50 ${formatMs(measurement.latencyMs.p50).padStart(5)} ms` +
    `   p99 ${formatMs(measurement.latencyMs.p99).padStart(5)} ms   ${formatRatio(measurement.vsTrivialRoute).padStart(6)} of trivial` +
    `   ${formatRatio(measurement.vsBareNode).padStart(6)} of bare node   CPU/req ${formatCpu(measurement)} ms` +
    (measurement.cpu ? `   other processes ${measurement.cpu.otherCores.toFixed(2)} cores${disturbed(measurement) ? ' (disturbed)' : ''}` : '') +
    problems(measurement)
  );
}

export function markdownTable(results: Results): string {
  const { settings, machine } = results;
  const lines: string[] = [];
  lines.push(
    `Measured by \`npm run bench\` on ${results.generatedAt.slice(0, 10)}: ${machine.cpus} × ${machine.cpuModel}, Node ${machine.node}; ` +
      `autocannon on the same machine, ${settings.connections} connections, ${settings.duration} s per row after ${settings.warmup} s of warm-up; ` +
      'production build (`next start`), rate limit off. “vs trivial route” compares with `GET /api/health` on the same server ' +
      '(the framework’s floor), “vs bare node” with a bare `node:http` JSON server (the machine’s floor).',
  );
  lines.push('');
  lines.push('| Database | Request | req/s | p50 (ms) | p99 (ms) | vs trivial route | vs bare node | CPU per request (ms) |');
  lines.push('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  let anyDisturbed = false;
  const row = (database: string, measurement: RatedMeasurement) => {
    const mark = disturbed(measurement) ? ' †' : '';
    if (mark) anyDisturbed = true;
    return (
      `| ${database} | ${measurement.label}${problems(measurement)}${mark} | ${formatRate(measurement.reqPerSec)} | ` +
      `${formatMs(measurement.latencyMs.p50)} | ${formatMs(measurement.latencyMs.p99)} | ` +
      `${formatRatio(measurement.vsTrivialRoute)} | ${formatRatio(measurement.vsBareNode)} | ${formatCpu(measurement)} |`
    );
  };
  if (results.bareNode) lines.push(row('–', results.bareNode));
  for (const run of results.databases) {
    if (run.status !== 'measured') {
      lines.push(`| ${run.label} | *${run.status}: ${run.reason ?? ''}* | | | | | | |`);
      continue;
    }
    for (const measurement of run.targets) lines.push(row(run.label, measurement));
  }
  lines.push('');
  lines.push(
    'CPU per request: the server process’s CPU time (PGlite runs inside it) divided by the responses, plus the PostgreSQL ' +
      'backends’ (“db”). It depends less on what else the machine runs than req/s does.' +
      (anyDisturbed ? ` † Other processes used more than ${DISTURBED_CORES} cores during this row: its req/s and latency are disturbed.` : ''),
  );
  lines.push('');
  const { target } = results;
  const ratios = Object.entries(target.ratios)
    .map(([label, value]) => `${label}: ${formatRatio(value)}`)
    .join('; ');
  lines.push(
    `Target — ${target.description} (≥ ${formatRatio(target.threshold)}): **${target.verdict}**${ratios ? ` (${ratios})` : ''}.` +
      (target.disturbed ? ' Other processes disturbed these rows: rerun on a quiet machine before trusting the verdict.' : ''),
  );
  return lines.join('\n');
}
