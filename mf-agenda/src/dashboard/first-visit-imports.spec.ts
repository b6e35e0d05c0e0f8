/// <reference types="node" />
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

// docs/architecture.md, 'First visit': the dashboard is drawn without antd, so the owner's first visit downloads
// none of it. This follows the dashboard's static imports (the agenda's, then web-core's) and fails on any path to
// antd, its icons or web-core's antd entries; a dynamic import() (the ✓'s dialog) loads on demand and is not followed.

const ROOT = resolve(__dirname, '../../..');
const WEB_CORE = join(ROOT, 'libs/web-core');
const FORBIDDEN = /^(antd|@ant-design\/icons)(\/|$)|^@salao\/web-core\/(ui|forms)$/;

function resolveFile(base: string): string {
  const file = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find((f) => existsSync(f) && statSync(f).isFile());
  if (!file) throw new Error(`${base} not found`);
  return file;
}

/** A web-core entry ('@salao/web-core/light') as its package.json exports it. */
function webCoreEntry(request: string): string {
  const exports = (JSON.parse(readFileSync(join(WEB_CORE, 'package.json'), 'utf8')) as { exports: Record<string, string> }).exports;
  const target = exports[`.${request.slice('@salao/web-core'.length)}`];
  if (!target) throw new Error(`${request} is not a web-core entry`);
  return resolveFile(join(WEB_CORE, target));
}

/** The modules a file loads: its value imports and re-exports (`import type` loads nothing). */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/^(?:import|export)\s+(?!type\s)(?:[\s\S]*?\s+from\s+)?'([^']+)';/gm)].map((m) => m[1]!);
}

/** Each forbidden module the entry reaches, with the chain of imports to it. */
function forbiddenFrom(entry: string): string[] {
  const seen = new Set([entry]);
  const queue: string[][] = [[entry]];
  const found: string[] = [];
  while (queue.length > 0) {
    const chain = queue.shift()!;
    const file = chain[chain.length - 1]!;
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

describe("the dashboard's first visit", () => {
  it('imports no antd, directly or through the agenda and web-core', () => {
    expect(forbiddenFrom(join(__dirname, 'DashboardPage.tsx'))).toEqual([]);
  });

  it('would see antd reached through a file it imports', () => {
    // The appointments page's actions ask through web-core/ui's dialogs: the walk finds that path.
    expect(forbiddenFrom(join(__dirname, '../shared/use-appointment-actions.tsx'))).toContain(
      'mf-agenda/src/shared/use-appointment-actions.tsx → @salao/web-core/ui',
    );
  });
});
