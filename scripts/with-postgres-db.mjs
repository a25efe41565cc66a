#!/usr/bin/env node
// Runs a command against a fresh PostgreSQL database that it creates and drops:
//   node scripts/with-postgres-db.mjs [--env NAME] <command> [args…]
// Server: POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/postgres). The command gets the database's URL
// in DATABASE_URL, or in NAME with --env NAME (and no DATABASE_URL: e.g. a browser test whose own server alone
// uses the database, while the run's server keeps its embedded one).
import { spawn } from 'node:child_process';
import pg from 'pg';

const adminUrl = process.env.POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
let argv = process.argv.slice(2);
let variable = 'DATABASE_URL';
if (argv[0] === '--env') {
  variable = argv[1];
  argv = argv.slice(2);
}
const [command, ...args] = argv;
if (!command) {
  console.error('usage: node scripts/with-postgres-db.mjs [--env NAME] <command> [args…]');
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
  const env = { ...process.env };
  delete env.DATABASE_URL;
  env[variable] = url.toString();
  const child = spawn(command, args, { stdio: 'inherit', env });
  child.on('exit', (status, signal) => resolve(status ?? (signal ? 1 : 0)));
});

const cleanup = new pg.Client({ connectionString: adminUrl });
await cleanup.connect();
await cleanup.query(`drop database if exists "${name}" with (force)`);
await cleanup.end();
console.log(`[postgres] dropped ${name}`);
process.exit(code);
