// Each test file gets its own fresh database on the run's embedded PostgreSQL server, copied from the
// migrated template (lib/testing/global-setup.ts), unless DATABASE_URL points the run at PostgreSQL
// (then files share one fresh database and keep to their own businesses).
import crypto from 'node:crypto';
import pg from 'pg';
import { afterAll } from 'vitest';
import { closeDatabase } from '../db/client';

const admin = process.env.VITRINE_TEST_PG_ADMIN;
if (!process.env.DATABASE_URL && admin) {
  const name = `t_${process.pid}_${crypto.randomBytes(4).toString('hex')}`;
  const client = new pg.Client(admin);
  await client.connect();
  await client.query(`create database ${name} template vitrine_template`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.toString();
}
process.env.APP_ORIGIN ??= 'http://localhost:3000';

afterAll(async () => {
  await closeDatabase();
});
