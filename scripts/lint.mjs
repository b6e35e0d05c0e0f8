#!/usr/bin/env node
// `lint` task of every project: oxlint (native, no TypeScript JS API needed under TS 7) with the
// repository's rules, including the dependency boundaries of docs/architecture.md ('The shape') (see .oxlintrc.json overrides).
import { spawnSync } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const project = process.argv[2];
if (!project) {
  console.error('uso: node scripts/lint.mjs <pasta-do-projeto>');
  process.exit(2);
}
const bin = join(root, 'node_modules', '.bin', 'oxlint');
const result = spawnSync(bin, ['-c', join(root, '.oxlintrc.json'), '--deny-warnings', project], { cwd: root, stdio: 'inherit' });
process.exit(result.status ?? 1);
