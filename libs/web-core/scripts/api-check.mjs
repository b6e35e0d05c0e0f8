#!/usr/bin/env node
// Part of web-core's lint: its remote-facing API (etc/*.api.md, API Extractor's reports) may change only with a
// version bump of web-core's package.json over the version recorded with the reports (etc/api-version.json):
// minor for additions, major for removals or changed declarations (docs/architecture.md, 'Shared code and versions').
//   node scripts/api-check.mjs            fails when the fresh reports differ from the committed ones
//   node scripts/api-check.mjs --update   records the fresh reports and the version, if the bump allows it
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ENTRIES, WEB_CORE, generateReports } from './api-surface.mjs';

const ETC = join(WEB_CORE, 'etc');
const VERSION_FILE = join(ETC, 'api-version.json');

/** The declarations of a report: its code block split at blank lines, without imports and comments. */
export function declarations(report) {
  const code = /```ts\n([\s\S]*?)```/.exec(report)?.[1] ?? '';
  return new Set(
    code
      .split(/\n\s*\n/)
      .map((chunk) =>
        chunk
          .split('\n')
          .filter((line) => !/^\s*\/\//.test(line))
          .join('\n')
          .trim(),
      )
      .filter((chunk) => chunk && !chunk.startsWith('import ')),
  );
}

/** A declaration that keeps every line of `old` and adds some (a class or interface gained members): an addition. */
function grew(old, now) {
  const lines = new Set(now.split('\n'));
  return old.split('\n')[0] === now.split('\n')[0] && old.split('\n').every((line) => lines.has(line));
}

/** What changed between two sets of reports (name -> text): declarations added and removed or changed. */
export function surfaceChange(before, after) {
  const added = [];
  const removed = [];
  for (const name of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const old = declarations(before[name] ?? '');
    const now = declarations(after[name] ?? '');
    const fresh = [...now].filter((d) => !old.has(d));
    for (const d of fresh) added.push(`${name}: ${d.split('\n')[0]}`);
    for (const d of old) if (!now.has(d) && !fresh.some((n) => grew(d, n))) removed.push(`${name}: ${d.split('\n')[0]}`);
  }
  return { added, removed, bump: removed.length ? 'major' : added.length ? 'minor' : null };
}

const parse = (v) => v.split('-')[0].split('.').map(Number);

/** Whether `version` is a `bump` (or larger) over `recorded`. */
export function bumped(recorded, version, bump) {
  const [a, b] = [parse(recorded), parse(version)];
  if (bump === 'major') return b[0] > a[0];
  if (bump === 'minor') return b[0] > a[0] || (b[0] === a[0] && b[1] > a[1]);
  return true;
}

/** Why the fresh reports cannot be taken at `version`, or null. */
export function verdict({ committed, fresh, recorded, version }) {
  const change = surfaceChange(committed, fresh);
  if (!change.bump || bumped(recorded, version, change.bump)) return { change, error: null };
  const lines = [...change.removed.map((d) => `  - ${d}`), ...change.added.map((d) => `  + ${d}`)].join('\n');
  const error =
    `A API de @salao/web-core mudou sem subir a versão ${change.bump === 'major' ? 'major' : 'minor'} ` +
    `(registrada ${recorded}, package.json ${version}):\n${lines}\n` +
    `Suba a versão em libs/web-core/package.json e rode 'node libs/web-core/scripts/api-check.mjs --update'.`;
  return { change, error };
}

export function committedReports() {
  return Object.fromEntries(
    Object.keys(ENTRIES).map((name) => [name, existsSync(join(ETC, `${name}.api.md`)) ? readFileSync(join(ETC, `${name}.api.md`), 'utf8') : '']),
  );
}

function main(update) {
  const version = JSON.parse(readFileSync(join(WEB_CORE, 'package.json'), 'utf8')).version;
  // No recorded version yet: the first --update records the surface as it is.
  const recorded = existsSync(VERSION_FILE) ? JSON.parse(readFileSync(VERSION_FILE, 'utf8')).version : null;
  const fresh = generateReports();
  const { change, error } = recorded ? verdict({ committed: committedReports(), fresh, recorded, version }) : { change: { bump: 'major' }, error: null };
  if (error) throw new Error(error);
  if (update) {
    for (const [name, text] of Object.entries(fresh)) writeFileSync(join(ETC, `${name}.api.md`), text);
    writeFileSync(VERSION_FILE, `${JSON.stringify({ version }, null, 2)}\n`);
    console.log(`API de @salao/web-core registrada em ${version}`);
  } else if (change.bump) {
    throw new Error(
      `A API de @salao/web-core mudou (versão ${version} ok): rode 'node libs/web-core/scripts/api-check.mjs --update' e faça commit de libs/web-core/etc.`,
    );
  } else {
    console.log(`API de @salao/web-core sem mudanças (${version})`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    main(process.argv.includes('--update'));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
