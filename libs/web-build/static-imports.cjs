// docs/architecture.md, 'First visit': the screens drawn without antd must not reach it through a static import, or
// their first visit downloads it again. `forbiddenFrom(entry)` follows a file's static imports (relative ones and
// web-core's entries, as its package.json exports them) and answers every path to antd, its icons or web-core's antd
// entries; a dynamic import() (a dialog's code) loads on demand and is not followed. Used by the shell's and the
// agenda's tests.
const { existsSync, readFileSync, statSync } = require('node:fs');
const { dirname, join, relative, resolve } = require('node:path');

const ROOT = resolve(__dirname, '../..');
const WEB_CORE = join(ROOT, 'libs/web-core');
const FORBIDDEN = /^(antd|@ant-design\/icons)(\/|$)|^@salao\/web-core\/(ui|forms)$/;

/** @param {string} base */
function resolveFile(base) {
  const file = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find((f) => existsSync(f) && statSync(f).isFile());
  if (!file) throw new Error(`${base} not found`);
  return file;
}

/** A web-core entry ('@salao/web-core/light') as its package.json exports it. @param {string} request */
function webCoreEntry(request) {
  const { exports } = JSON.parse(readFileSync(join(WEB_CORE, 'package.json'), 'utf8'));
  const target = exports[`.${request.slice('@salao/web-core'.length)}`];
  if (!target) throw new Error(`${request} is not a web-core entry`);
  return resolveFile(join(WEB_CORE, target));
}

/** The modules a file loads: its value imports and re-exports (`import type` loads nothing). @param {string} file */
function importsOf(file) {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/^(?:import|export)\s+(?!type\s)(?:[\s\S]*?\s+from\s+)?'([^']+)';/gm)].map((m) => m[1]);
}

/**
 * Each forbidden module the entry reaches, with the chain of imports to it ('a.tsx → b.ts → antd').
 * @param {string} entry
 * @returns {string[]}
 */
function forbiddenFrom(entry) {
  const seen = new Set([entry]);
  const queue = [[entry]];
  const found = [];
  while (queue.length > 0) {
    const chain = queue.shift();
    const file = chain[chain.length - 1];
    for (const request of importsOf(file)) {
      const named = [...chain.map((f) => relative(ROOT, f)), request].join(' → ');
      if (FORBIDDEN.test(request) || /web-core\/src\/(ui|forms)(\/|$)/.test(resolve(dirname(file), request))) found.push(named);
      else if (request.startsWith('.') || request.startsWith('@salao/web-core')) {
        const next = request.startsWith('.') ? resolveFile(resolve(dirname(file), request)) : webCoreEntry(request);
        if (!seen.has(next)) {
          seen.add(next);
          queue.push([...chain, next]);
        }
      }
    }
  }
  return found;
}

module.exports = { forbiddenFrom };
