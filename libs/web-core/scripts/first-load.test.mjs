// web-core's main entry and './host' are in every first load, /login included (its 200 KB budget,
// bench/bundles.mjs). contracts' './yup' sets yup's pt-BR locale, a side effect the bundler must keep: a
// contracts module those entries read that imports it puts all of yup (~12 KB gzip) into that load. It
// happened once: the http client's idempotency header came from the module that also held the `version`
// field rule (/login 254.0 KB gzip; 240.7 KB once it did not). This follows the real imports, web-core's
// and then contracts', and fails on any path to yup.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const SRC = join(ROOT, 'web-core', 'src');
const CONTRACTS = join(ROOT, 'contracts', 'src');
/** Stands for the yup package itself, imported by name. */
const YUP_PACKAGE = 'node_modules/yup';

/** The module file a relative import names (`./x` → x.ts, x.tsx or x/index.ts). */
function resolveFile(from, request) {
  const base = resolve(dirname(from), request);
  const file = [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((f) => existsSync(f));
  if (!file) throw new Error(`${request} (from ${from}) not found`);
  return file;
}

/** Value imports and re-exports of a module, with the names they take ('*' for all); `import type` loads nothing. */
function importsOf(file) {
  const text = readFileSync(file, 'utf8');
  const out = [];
  for (const [, clause, request] of text.matchAll(/^(?:import|export)\s+(?!type\s)([\s\S]*?)\s+from\s+'([^']+)';/gm)) {
    const braces = /\{([\s\S]*)\}/.exec(clause);
    const names = braces
      ? braces[1]
          .split(',')
          .map((n) => n.trim())
          .filter((n) => n && !n.startsWith('type '))
          .map((n) => n.split(/\s+as\s+/)[0])
      : '*';
    if (names === '*' || names.length > 0) out.push({ request, names });
  }
  for (const [, request] of text.matchAll(/^import\s+'([^']+)';/gm)) out.push({ request, names: [] });
  return out;
}

/** The contracts module that declares `name`, found through the barrel's `export *` lines. */
function contractsModuleOf(name) {
  const barrel = join(CONTRACTS, 'index.ts');
  const declares = new RegExp(`^export\\s+(const|function|class|let|enum)\\s+${name}\\b`, 'm');
  for (const { request } of importsOf(barrel)) {
    const file = resolveFile(barrel, request);
    if (declares.test(readFileSync(file, 'utf8'))) return file;
  }
  throw new Error(`@salao/contracts does not declare ${name}`);
}

/** Every file the entry loads, web-core's own and contracts', each with the chain of imports that reaches it. */
function firstLoad(entry) {
  const seen = new Map([[entry, [entry]]]);
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.shift();
    const next = [];
    for (const { request, names } of importsOf(file)) {
      if (request === 'yup') next.push(YUP_PACKAGE);
      else if (request.startsWith('.')) next.push(resolveFile(file, request));
      else if (request === '@salao/contracts' && names !== '*') next.push(...names.map(contractsModuleOf));
    }
    for (const dep of next) {
      if (seen.has(dep)) continue;
      seen.set(dep, [...seen.get(file), dep]);
      if (dep !== YUP_PACKAGE) queue.push(dep);
    }
  }
  return seen;
}

const chain = (files) => files.map((f) => (f === YUP_PACKAGE ? f : relative(ROOT, f))).join(' → ');

for (const entry of ['index.ts', 'host.ts']) {
  test(`web-core's ${entry} (every first load) never reaches yup through contracts`, () => {
    const loaded = firstLoad(join(SRC, entry));
    assert.ok(
      [...loaded.keys()].some((f) => f.startsWith(CONTRACTS)),
      'the walk follows contracts',
    );
    const toYup = [join(CONTRACTS, 'yup.ts'), YUP_PACKAGE].map((f) => loaded.get(f)).find(Boolean);
    assert.equal(toYup ? chain(toYup) : 'no path to yup', 'no path to yup');
  });
}
