#!/usr/bin/env node
// Playwright's web server: the built product (api/dist/main.js serving shell and remotes) with demo data,
// on a fresh database — a new one on TEST_DATABASE_URL's server when given, else the embedded PostgreSQL.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const env = { ...process.env, DATA_DIR: mkdtempSync(join(tmpdir(), 'salao-e2e-')), LOG_LEVEL: process.env.E2E_LOG_LEVEL || 'warn' };
delete env.DATABASE_URL;
if (process.env.TEST_DATABASE_URL) {
  const name = `salao_e2e_${Date.now()}`;
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(process.env.TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  env.DATABASE_URL = url.toString();
} else {
  env.EMBEDDED_PG_PORT = String(57000 + Math.floor(Math.random() * 2000));
}
const api = spawn(process.execPath, [join(root, 'api', 'dist', 'main.js')], { cwd: root, env, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => api.kill('SIGTERM'));
api.on('exit', (code) => process.exit(code ?? 0));
