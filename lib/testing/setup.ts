// Each test file gets its own in-memory embedded database, unless DATABASE_URL points the run at PostgreSQL
// (then files share one fresh database and keep to their own businesses).
import { afterAll } from 'vitest';
import { closeDatabase } from '../db/client';

if (!process.env.DATABASE_URL) process.env.VITRINE_DATA_DIR = 'memory://';
process.env.APP_ORIGIN ??= 'http://localhost:3000';

afterAll(async () => {
  await closeDatabase();
});
