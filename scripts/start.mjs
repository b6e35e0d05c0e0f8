#!/usr/bin/env node
// `npm start`: builds whatever is missing or stale (Nx caches the rest), then runs the API, which serves
// the shell, the remotes, /api and /ws on one port and embeds PostgreSQL when DATABASE_URL is absent.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
if (!existsSync(join(root, 'node_modules'))) {
  console.error('Dependências ausentes: rode `npm install` primeiro.');
  process.exit(1);
}
const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' };
console.log('Preparando o Salão (build incremental)...');
const build = spawnSync(join(root, 'node_modules', '.bin', 'nx'), ['run-many', '-t', 'build', '--outputStyle=stream'], {
  cwd: root,
  env,
  stdio: ['ignore', 'ignore', 'inherit'],
});
if (build.status !== 0) {
  console.error('O build falhou; rode `npx nx run-many -t build` para ver os detalhes.');
  process.exit(build.status ?? 1);
}
const api = spawn(process.execPath, [join(root, 'api', 'dist', 'main.js')], { cwd: root, env: process.env, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => api.kill(signal));
api.on('exit', (code) => process.exit(code ?? 0));
