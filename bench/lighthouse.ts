// Lighthouse (npm `lighthouse`, default mobile settings with simulated throttling) in Debian's Chromium,
// driven through chrome-launcher: the four category scores of a page and the audits that cost points.
// Used by bench/storefront.ts, which serves the demo storefront from the production build; run
// `npx tsx bench/storefront.ts --only=lighthouse` to run this part alone.
import fs from 'node:fs';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

/** The issue's targets: performance ≥ 95, accessibility 100, best practices ≥ 95, SEO 100. */
export const LIGHTHOUSE_TARGETS: Record<Category, number> = { performance: 95, accessibility: 100, 'best-practices': 95, seo: 100 };

export type FailingAudit = { category: Category; id: string; title: string; score: number | null; displayValue?: string };

export type LighthouseResult = {
  label: string;
  url: string;
  scores: Record<Category, number>;
  failing: FailingAudit[];
  /** Lighthouse's own metrics of the run, for the record. */
  metrics: { fcpMs: number | null; lcpMs: number | null; tbtMs: number | null; cls: number | null; transferBytes: number | null };
  lighthouseVersion: string;
  userAgent: string;
};

type Audit = { id: string; title: string; score: number | null; scoreDisplayMode: string; displayValue?: string; numericValue?: number };
type LighthouseResultJson = {
  lighthouseVersion: string;
  environment: { hostUserAgent: string };
  runtimeError?: { code: string; message: string };
  runWarnings: string[];
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, Audit>;
};

export const CHROMIUM_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';

export type Browser = { port: number; kill: () => Promise<void> };

/** Starts headless Chromium for Lighthouse (one browser for every page of a run). */
export async function launchBrowser(): Promise<Browser> {
  if (!fs.existsSync(CHROMIUM_PATH)) throw new Error(`Chromium not found at ${CHROMIUM_PATH} (apt-get install -y chromium, or set CHROME_PATH)`);
  const { launch } = await import('chrome-launcher');
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    logLevel: 'silent',
  });
  return { port: chrome.port, kill: async () => void (await chrome.kill()) };
}

/** Runs Lighthouse once on `url` in `browser`; `reportFile` receives the full JSON report. */
export async function runLighthouse(label: string, url: string, browser: Browser, reportFile?: string): Promise<LighthouseResult> {
  const { default: lighthouse } = await import('lighthouse');
  const runner = await lighthouse(url, { port: browser.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
  if (!runner) throw new Error(`Lighthouse returned nothing for ${url}`);
  const lhr = runner.lhr as unknown as LighthouseResultJson;
  if (reportFile) fs.writeFileSync(reportFile, typeof runner.report === 'string' ? runner.report : JSON.stringify(lhr));
  if (lhr.runtimeError) throw new Error(`Lighthouse could not audit ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);

  const scores = {} as Record<Category, number>;
  const failing: FailingAudit[] = [];
  for (const category of CATEGORIES) {
    const found = lhr.categories[category];
    scores[category] = Math.round((found?.score ?? 0) * 100);
    for (const ref of found?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      // Only audits that weigh in the score: they are the points a page loses.
      if (!audit || ref.weight <= 0 || audit.score === null || audit.score >= 1) continue;
      failing.push({ category, id: audit.id, title: audit.title, score: audit.score, displayValue: audit.displayValue });
    }
  }
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? null;
  return {
    label,
    url,
    scores,
    failing,
    metrics: {
      fcpMs: numeric('first-contentful-paint'),
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      transferBytes: numeric('total-byte-weight'),
    },
    lighthouseVersion: lhr.lighthouseVersion,
    userAgent: lhr.environment.hostUserAgent,
  };
}

export function meetsTargets(result: LighthouseResult): boolean {
  return CATEGORIES.every((category) => result.scores[category] >= LIGHTHOUSE_TARGETS[category]);
}

/** A few lines per page: the four scores against the targets, then each audit that is short. */
export function lighthouseLines(result: LighthouseResult): string[] {
  const scores = CATEGORIES.map((category) => {
    const ok = result.scores[category] >= LIGHTHOUSE_TARGETS[category];
    return `${category} ${result.scores[category]}${ok ? '' : ` (target ${LIGHTHOUSE_TARGETS[category]})`}`;
  }).join(' · ');
  const lines = [`${result.label}: ${scores} — ${meetsTargets(result) ? 'PASS' : 'FAIL'}`];
  const m = result.metrics;
  const ms = (value: number | null) => (value === null ? '–' : `${Math.round(value)} ms`);
  lines.push(
    `    FCP ${ms(m.fcpMs)}, LCP ${ms(m.lcpMs)}, TBT ${ms(m.tbtMs)}, CLS ${m.cls === null ? '–' : m.cls.toFixed(3)}, ` +
      `transfer ${m.transferBytes === null ? '–' : `${(m.transferBytes / 1024).toFixed(1)} KiB`}`,
  );
  for (const audit of result.failing) {
    lines.push(`    ✗ [${audit.category}] ${audit.id}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''} — score ${audit.score}`);
  }
  return lines;
}
