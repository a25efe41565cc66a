// Where and how often the ECB reference rates are fetched, read from the environment on each call.

/** The ECB feed settings. */
export type RatesConfig = {
  /** ECB_DAILY_URL: the feed holding the latest publication day. */
  dailyUrl: string;
  /** ECB_HIST90_URL: the feed holding about the last 90 days (64 publication days), newest first. */
  hist90Url: string;
  /** ECB_TIMEOUT_MS: the most one feed fetch (connection, headers and body) may take. */
  timeoutMs: number;
  /** ECB_REFRESH_MINUTES: minutes between background refreshes; 0 turns the background refresh off. */
  refreshMinutes: number;
};

type Env = Record<string, string | undefined>;

const DEFAULT_DAILY_URL = 'https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml';
const DEFAULT_HIST90_URL = 'https://www.ecb.europa.eu/stats/eurofxref/eurofxref-hist-90d.xml';

function urlFromEnv(env: Env, name: string, fallback: string): string {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${name} must be an http(s) URL, got "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`${name} must be an http(s) URL, got "${raw}"`);
  return url.toString();
}

function intFromEnv(env: Env, name: string, fallback: number, min: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < min) throw new Error(`${name} must be an integer ≥ ${min}, got "${raw}"`);
  return value;
}

/** The ECB feed configuration from the environment (ECB_DAILY_URL, ECB_HIST90_URL, ECB_TIMEOUT_MS, ECB_REFRESH_MINUTES). */
export function ratesConfig(env: Env = process.env): RatesConfig {
  return {
    dailyUrl: urlFromEnv(env, 'ECB_DAILY_URL', DEFAULT_DAILY_URL),
    hist90Url: urlFromEnv(env, 'ECB_HIST90_URL', DEFAULT_HIST90_URL),
    timeoutMs: intFromEnv(env, 'ECB_TIMEOUT_MS', 10_000, 1),
    refreshMinutes: intFromEnv(env, 'ECB_REFRESH_MINUTES', 60, 0),
  };
}
