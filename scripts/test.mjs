#!/usr/bin/env node
// `npm test`: every check and test, in order — lint, typecheck, build, unit and API tests (jest, real
// PostgreSQL), then end-to-end tests (Playwright in Debian's Chromium against the built product).
import { spawnSync } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const nx = join(root, 'node_modules', '.bin', 'nx');
const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false', FORCE_COLOR: '0' };

const steps = [
  ['lint', [nx, 'run-many', '-t', 'lint', '--outputStyle=stream']],
  ['typecheck', [nx, 'run-many', '-t', 'typecheck', '--outputStyle=stream']],
  ['build', [nx, 'run-many', '-t', 'build', '--outputStyle=stream']],
  // One project at a time: the API suites start real API processes and databases; 2 cores are enough for one.
  ['unit and API tests', [nx, 'run-many', '-t', 'test', '--exclude=@salao/e2e', '--parallel=1', '--outputStyle=stream', '--skipNxCache']],
  ['end-to-end tests', [nx, 'run', '@salao/e2e:test', '--outputStyle=stream', '--skipNxCache']],
];

const only = process.argv[2];
let failed = 0;
for (const [name, [cmd, ...args]] of steps) {
  if (only && !name.startsWith(only)) continue;
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const result = spawnSync(cmd, args, { cwd: root, env, stdio: 'inherit' });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`=== ${name}: FALHOU (${seconds} s) ===`);
    failed += 1;
    break;
  }
  console.log(`=== ${name}: ok (${seconds} s) ===`);
}
process.exit(failed ? 1 : 0);
