#!/usr/bin/env node
// `npm test`: every check and test, in order — lint, typecheck, build, unit and API tests (jest, real
// PostgreSQL), then end-to-end tests (Playwright in Debian's Chromium against the built product). The CI gate.
//
// `npm test -- --affected [--base=<ref>] [--files=a,b]`: the same steps for the projects changed since <ref>
// (default main; uncommitted changes count) and those depending on them (Nx affected), and only the e2e
// specs tagged with a changed remote's name (docs/testing.md). `--plan` prints what would run, as JSON.
// `npm test -- <step>` runs one step (lint, typecheck, build, unit, end).
import { spawnSync } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const nx = join(root, 'node_modules', '.bin', 'nx');
const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false', FORCE_COLOR: '0' };

const args = process.argv.slice(2);
const option = (name) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const only = args.find((a) => !a.startsWith('--'));
const plan = args.includes('--plan');

// A change here can break any screen: every e2e spec runs.
const SHARED = ['@salao/api', '@salao/shell', '@salao/web-core', '@salao/web-build', '@salao/contracts'];

function affectedProjects() {
  const files = option('files');
  const scope = files ? [`--files=${files}`] : [`--base=${option('base') ?? 'main'}`];
  const shown = spawnSync(nx, ['show', 'projects', '--affected', ...scope, '--json'], { cwd: root, env, encoding: 'utf8' });
  if (shown.status !== 0) throw new Error(`nx show projects falhou:\n${shown.stderr}`);
  return JSON.parse(shown.stdout.slice(shown.stdout.indexOf('[')));
}

/** The Playwright arguments for the affected projects: null when no spec needs to run, [] for all of them. */
function e2eSelection(projects) {
  if (!projects.includes('@salao/e2e')) return null;
  if (projects.some((p) => SHARED.includes(p))) return [];
  const remotes = projects.filter((p) => p.startsWith('@salao/mf-')).map((p) => `@${p.slice('@salao/'.length)}`);
  // Only e2e's own files changed: all of its specs.
  return remotes.length ? [`--grep=${remotes.join('|')}`] : [];
}

function stepsFor(projects) {
  const list = projects ? [`--projects=${projects.join(',')}`] : [];
  const code = projects ? projects.filter((p) => p !== '@salao/e2e') : null;
  const e2e = projects ? e2eSelection(projects) : [];
  return [
    ['lint', [nx, 'run-many', '-t', 'lint', ...list, '--outputStyle=stream']],
    ['typecheck', [nx, 'run-many', '-t', 'typecheck', ...list, '--outputStyle=stream']],
    ['build', [nx, 'run-many', '-t', 'build', ...list, '--outputStyle=stream']],
    // One project at a time: the API suites start real API processes and databases; 2 cores are enough for one.
    code?.length === 0
      ? null
      : [
          'unit and API tests',
          [
            nx,
            'run-many',
            '-t',
            'test',
            ...(code ? [`--projects=${code.join(',')}`] : ['--exclude=@salao/e2e']),
            '--parallel=1',
            '--outputStyle=stream',
            '--skipNxCache',
          ],
        ],
    e2e === null ? null : ['end-to-end tests', [nx, 'run', '@salao/e2e:test', '--outputStyle=stream', '--skipNxCache', ...e2e]],
  ].filter(Boolean);
}

const projects = args.includes('--affected') ? affectedProjects() : null;
if (projects?.length === 0) {
  console.log('Nenhum projeto afetado: nada a testar.');
  process.exit(0);
}
const steps = stepsFor(projects).filter(([name]) => !only || name.startsWith(only));
if (plan) {
  console.log(JSON.stringify({ projects, steps: steps.map(([name, [, ...rest]]) => ({ name, args: rest })) }));
  process.exit(0);
}

let failed = 0;
for (const [name, [cmd, ...rest]] of steps) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const result = spawnSync(cmd, rest, { cwd: root, env, stdio: 'inherit' });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`=== ${name}: FALHOU (${seconds} s) ===`);
    failed += 1;
    break;
  }
  console.log(`=== ${name}: ok (${seconds} s) ===`);
}
process.exit(failed ? 1 : 0);
