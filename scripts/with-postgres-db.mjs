#!/usr/bin/env node
// Runs a command against a fresh PostgreSQL database that it creates and drops:
//   node scripts/with-postgres-db.mjs <command> [args…]
// Server: POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/postgres). The command gets DATABASE_URL.
import { spawn } from 'node:child_process';
import pg from 'pg';

const adminUrl = process.env.POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: node scripts/with-postgres-db.mjs <command> [args…]');
  process.exit(2);
}

const name = `vitrine_test_${process.pid}_${Date.now().toString(36)}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database "${name}"`);
await admin.end();

const url = new URL(adminUrl);
url.pathname = `/${name}`;
console.log(`[postgres] fresh database ${name}`);

const code = await new Promise((resolve) => {
  const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, DATABASE_URL: url.toString() } });
  child.on('exit', (status, signal) => resolve(status ?? (signal ? 1 : 0)));
});

const cleanup = new pg.Client({ connectionString: adminUrl });
await cleanup.connect();
await cleanup.query(`drop database if exists "${name}" with (force)`);
await cleanup.end();
console.log(`[postgres] dropped ${name}`);
process.exit(code);
