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
};
