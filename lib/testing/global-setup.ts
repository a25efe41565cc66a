// Once per `vitest run`: unless DATABASE_URL points the run at a PostgreSQL server, start an embedded
// PostgreSQL server (the same code path as the app's default, lib/db/embedded.ts) in a folder of its own and
// migrate a template database; each test file then gets a fresh copy of it (lib/testing/setup.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { closeDatabase, openDatabase } from '../db/client';
import { ensureEmbeddedServer, processAlive, stopEmbeddedServer } from '../db/embedded';

export const TEMPLATE = 'vitrine_template';

export default async function setup() {
  if (process.env.DATABASE_URL?.trim()) return undefined;
  // One folder per run (a short path: the socket lives in it); servers left by killed runs are stopped.
  for (const name of fs.readdirSync(os.tmpdir())) {
    const pid = Number(/^vitrine-test-(\d+)$/.exec(name)?.[1]);
    if (!pid || processAlive(pid)) continue;
    const stale = path.join(os.tmpdir(), name);
    await stopEmbeddedServer(stale, 'immediate').catch(() => undefined);
    fs.rmSync(stale, { recursive: true, force: true });
  }
  const dataDir = path.join(os.tmpdir(), `vitrine-test-${process.pid}`);
  const server = await ensureEmbeddedServer(dataDir);

  const admin = new pg.Client(server.url());
  await admin.connect();
  await admin.query(`create database ${TEMPLATE}`);
  await admin.end();
  process.env.DATABASE_URL = server.url(TEMPLATE);
  await openDatabase('test'); // migrates the template
  await closeDatabase();
  delete process.env.DATABASE_URL;
  process.env.VITRINE_TEST_PG_ADMIN = server.url();

  return async () => {
    await stopEmbeddedServer(dataDir, 'immediate').catch(() => undefined);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}

