// Process configuration, read from the environment (README: Configuration). Read lazily so tests can set it.
import path from 'node:path';

function intFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    throw new Error(`${name} must be a non-negative integer, got "${raw}"`);
  }
  return value;
}

export const config = {
  get port(): number {
    return intFromEnv('PORT', 3000);
  },
  get databaseUrl(): string | undefined {
    return process.env.DATABASE_URL?.trim() || undefined;
  },
  /** Where the embedded PostgreSQL server keeps its data, socket and log. */
  get dataDir(): string {
    return path.resolve(/*turbopackIgnore: true*/ process.env.VITRINE_DATA_DIR?.trim() || './.data');
  },
  /**
   * Where the media library keeps its files (lib/domain/media/store.ts): `file` (VITRINE_DATA_DIR/media) or
   * `postgres` (the media_blobs table). Unset: PostgreSQL when DATABASE_URL is set, else the files.
   */
  get mediaStore(): 'file' | 'postgres' {
    const raw = process.env.VITRINE_MEDIA_STORE?.trim();
    if (raw === 'file' || raw === 'postgres') return raw;
    if (raw) throw new Error(`VITRINE_MEDIA_STORE must be file or postgres, got "${raw}"`);
    return this.databaseUrl ? 'postgres' : 'file';
  },
  get redisUrl(): string | undefined {
    return process.env.REDIS_URL?.trim() || undefined;
  },
  get rateLimitPerMinute(): number {
    return intFromEnv('RATE_LIMIT_PER_MINUTE', 60);
  },
  get authFailuresPerMinute(): number {
    return intFromEnv('AUTH_FAILURES_PER_MINUTE', 30);
  },
  /** Failed dashboard sign-ins allowed per account, and per client address, in 15 minutes (0 = off). */
  get signInFailuresPerAccount(): number {
    return intFromEnv('SIGN_IN_FAILURES_PER_ACCOUNT', 10);
  },
  get signInFailuresPerAddress(): number {
    return intFromEnv('SIGN_IN_FAILURES_PER_ADDRESS', 50);
  },
  /** Sign-ups allowed per client address in an hour, and per e-mail address (README: Accounts; 0 = off). */
  get signUpsPerAddress(): number {
    return intFromEnv('SIGN_UPS_PER_ADDRESS', 10);
  },
  get signUpsPerEmail(): number {
    return intFromEnv('SIGN_UPS_PER_EMAIL', 10);
  },
  /** Password-reset requests per client address (then 429) and per e-mail (then silently no e-mail) in an hour. */
  get passwordResetsPerAddress(): number {
    return intFromEnv('PASSWORD_RESETS_PER_ADDRESS', 20);
  },
  get passwordResetsPerEmail(): number {
    return intFromEnv('PASSWORD_RESETS_PER_EMAIL', 3);
  },
  /** Link uses (reset confirm, e-mail verification) per client address in 15 minutes, and failed password changes per account. */
  get accountLinksPerAddress(): number {
    return intFromEnv('ACCOUNT_LINKS_PER_ADDRESS', 30);
  },
  get passwordChangeFailuresPerAccount(): number {
    return intFromEnv('PASSWORD_CHANGE_FAILURES_PER_ACCOUNT', 5);
  },
  /** A Have I Been Pwned-style range API (…/range); set → a password found there is refused at sign-up and reset. */
  get breachedPasswordsUrl(): string | undefined {
    return process.env.BREACHED_PASSWORDS_URL?.trim() || undefined;
  },
  get appOrigin(): string {
    return (process.env.APP_ORIGIN?.trim() || `http://localhost:${this.port}`).replace(/\/$/, '');
  },
  /** Reverse proxies whose X-Forwarded-For is believed (addresses and CIDR ranges); empty → none. */
  get trustedProxies(): string {
    return process.env.TRUSTED_PROXIES?.trim() ?? '';
  },
  /** The SMTP server e-mail is sent through (smtp://user:pass@host:port, smtps://…); unset → messages stay in the outbox. */
  get smtpUrl(): string | undefined {
    return process.env.SMTP_URL?.trim() || undefined;
  },
  /** The From of outgoing e-mail. */
  get mailFrom(): string {
    return process.env.MAIL_FROM?.trim() || 'Vitrine <no-reply@localhost>';
  },
  get storefrontDomain(): string {
    return process.env.STOREFRONT_DOMAIN?.trim() || 'localhost';
  },
  /**
   * Whether webhook endpoints may be on loopback, private or reserved addresses and plain http
   * (WEBHOOKS_ALLOW_PRIVATE_NETWORKS=true|false). Unset: allowed outside production (next dev, tests), refused in it.
   */
  get webhooksAllowPrivateNetworks(): boolean {
    const raw = process.env.WEBHOOKS_ALLOW_PRIVATE_NETWORKS?.trim().toLowerCase();
    if (raw === 'true' || raw === '1') return true;
    if (raw === 'false' || raw === '0') return false;
    if (raw) throw new Error(`WEBHOOKS_ALLOW_PRIVATE_NETWORKS must be true or false, got "${raw}"`);
    return process.env.NODE_ENV !== 'production';
  },
  /**
   * The waits between a delivery's attempts, in seconds (WEBHOOK_RETRY_SCHEDULE, comma-separated): after the last
   * one fails, the delivery has failed. Default: 1 min, 5 min, 30 min, 2 h, 5 h, 10 h, 24 h, 30 h (9 attempts, ~3 days).
   */
  get webhookRetrySchedule(): number[] {
    const raw = process.env.WEBHOOK_RETRY_SCHEDULE?.trim();
    if (!raw) return [60, 300, 1800, 7200, 18_000, 36_000, 86_400, 108_000];
    const waits = raw.split(',').map((part) => Number(part.trim()));
    if (waits.some((wait) => !Number.isFinite(wait) || wait < 0) || waits.length > 50) {
      throw new Error(`WEBHOOK_RETRY_SCHEDULE must be up to 50 comma-separated non-negative numbers of seconds, got "${raw}"`);
    }
    return waits;
  },
  /** Memory the API's read cache of catalog answers may take per process, in MiB (0: no cache). */
  get apiReadCacheMb(): number {
    return intFromEnv('API_READ_CACHE_MB', 32);
  },
  /** How long a receiver has to answer a delivery, in milliseconds. */
  get webhookTimeoutMs(): number {
    return intFromEnv('WEBHOOK_TIMEOUT_MS', 15_000);
  },
};
