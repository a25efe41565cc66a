// Load generation with autocannon's programmatic API: the same settings for every target, a warm-up run
// (discarded) then the measured run.
import autocannon from 'autocannon';
import { type CpuScope, type CpuUse, cpuBetween, snapshot, waitForQuiet } from './cpu';

export type LoadSettings = {
  connections: number;
  /** Measured seconds. */
  duration: number;
  /** Warm-up seconds, discarded. */
  warmup: number;
};

export type Target = {
  key: string;
  label: string;
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** A sequence each connection loops over (e.g. alternating bodies). */
  requests?: autocannon.Request[];
  /**
   * Requests spread over many resources instead: the i-th request sent (counted across all connections, in the
   * order they are sent, warm-up included) is `rotate.request(i)`; `rotate.cycle` requests make one full turn
   * (the probe sends one turn before the load).
   */
  rotate?: { cycle: number; request: (index: number) => { path: string; body?: string } };
  /** The status every response should have (default: any 2xx). Diagnostic rows expect a 401. */
  expectStatus?: number;
};

export type Measurement = {
  key: string;
  label: string;
  url: string;
  method: string;
  /** Responses with the expected status (2xx unless the target says otherwise) per second, measured run. */
  reqPerSec: number;
  latencyMs: { p50: number; p90: number; p99: number; mean: number; max: number };
  /** Responses with the expected status. */
  ok: number;
  /** Responses with any other status. */
  unexpected: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
  durationSeconds: number;
  /** CPU used during the measured run (Linux only). */
  cpu: CpuUse | null;
  /** When the row is the median of several rounds: each round's req/s and p99 (latencyMs.p99 is the worst). */
  rounds?: { reqPerSec: number; p99: number }[];
};

let current: autocannon.Instance | null = null;

/** Stops the load in progress (on SIGINT). */
export function stopCurrentLoad() {
  current?.stop();
}

/** How long to let the server finish the requests the warm-up abandoned before the measured run. */
const DRAIN_MS = 1_000;

async function run(options: autocannon.Options): Promise<autocannon.Result> {
  const instance = autocannon(options);
  current = instance;
  try {
    return await instance;
  } finally {
    current = null;
  }
}

/**
 * Warms the server on every read target in turn before any is measured: a route measured first would otherwise
 * pay for the server's own warm-up (its shared code paths not yet optimised), and a later one would not.
 */
export async function warmUp(targets: Target[], settings: LoadSettings): Promise<void> {
  if (settings.warmup <= 0) return;
  for (const target of targets.filter((candidate) => (candidate.method ?? 'GET') === 'GET' && !candidate.rotate)) {
    await run({
      url: target.url,
      connections: settings.connections,
      duration: settings.warmup,
      pipelining: 1,
      timeout: 10,
      headers: target.headers,
    });
  }
  await new Promise((resolve) => setTimeout(resolve, DRAIN_MS));
}

export async function measure(target: Target, settings: LoadSettings, scope: CpuScope = {}): Promise<Measurement> {
  const method = target.method ?? 'GET';
  const options: autocannon.Options = {
    url: target.url,
    title: target.label,
    connections: settings.connections,
    duration: settings.duration,
    pipelining: 1,
    timeout: 10,
    method,
    headers: target.headers,
    requests: target.requests,
  };
  if (target.rotate) {
    const { request } = target.rotate;
    let sent = 0;
    options.requests = [{ method, headers: target.headers, setupRequest: (defaults) => ({ ...defaults, ...request(sent++) }) }];
  }
  // On a shared machine, let other work calm down first (bounded: the run is flagged if still disturbed).
  await waitForQuiet();
  if (settings.warmup > 0) {
    await run({ ...options, duration: settings.warmup });
    await new Promise((resolve) => setTimeout(resolve, DRAIN_MS));
  }
  const before = snapshot(scope);
  const result = await run(options);
  const after = snapshot(scope);
  const statusCodes: Record<string, number> = {};
  for (const [code, stats] of Object.entries(result.statusCodeStats ?? {})) statusCodes[code] = stats.count;
  const responses = result['2xx'] + result.non2xx;
  const ok = target.expectStatus === undefined ? result['2xx'] : (statusCodes[String(target.expectStatus)] ?? 0);
  return {
    key: target.key,
    label: target.label,
    url: target.url,
    method,
    reqPerSec: ok / result.duration,
    latencyMs: {
      p50: result.latency.p50,
      p90: result.latency.p90,
      p99: result.latency.p99,
      mean: result.latency.mean,
      max: result.latency.max,
    },
    ok,
    unexpected: responses - ok,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes,
    durationSeconds: result.duration,
    cpu: cpuBetween(before, after, responses, scope),
  };
}
