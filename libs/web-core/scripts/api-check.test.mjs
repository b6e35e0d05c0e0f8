// The lint check of web-core's API (scripts/api-check.mjs): a changed surface needs a version bump.
import assert from 'node:assert/strict';
import { appendFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { committedReports, verdict } from './api-check.mjs';
import { emitDeclarations, generateReports } from './api-surface.mjs';

const committed = committedReports();
const withDeclaration = (report, declaration) => report.replace(/\n```\s*$/, `\n// @public (undocumented)\n${declaration}\n\n\`\`\`\n`);

test('a planted export in the real declarations fails the check without a minor bump', () => {
  const dts = emitDeclarations();
  try {
    appendFileSync(join(dts, 'web-core', 'src', 'index.d.ts'), '\nexport declare function plantedExport(id: number): string;\n');
    const fresh = { ...committed, ...generateReports({ dts, names: ['web-core'] }) };
    const same = verdict({ committed, fresh, recorded: '1.0.0', version: '1.0.0' });
    assert.equal(same.change.bump, 'minor');
    assert.match(same.error, /sem subir a versão minor[\s\S]*\+ web-core: export function plantedExport\(id: number\): string;/);
    assert.match(verdict({ committed, fresh, recorded: '1.0.0', version: '1.0.1' }).error, /minor/);
    assert.equal(verdict({ committed, fresh, recorded: '1.0.0', version: '1.1.0' }).error, null);
  } finally {
    rmSync(dts, { recursive: true, force: true });
  }
});

test('the committed reports are what web-core exports today', () => {
  const fresh = generateReports({ names: ['web-core'] });
  assert.equal(fresh['web-core'], committed['web-core']);
});

test('a removed or changed declaration needs a major bump; an unchanged surface needs none', () => {
  const report = committed['web-core'];
  assert.match(report, /export function useAfterFirstPaint/);
  const removed = { ...committed, 'web-core': report.replace(/\/\/ @public[^\n]*\nexport function useAfterFirstPaint[^\n]*\n/, '') };
  assert.equal(verdict({ committed, fresh: removed, recorded: '1.0.0', version: '1.1.0' }).change.bump, 'major');
  assert.match(verdict({ committed, fresh: removed, recorded: '1.0.0', version: '1.1.0' }).error, /major[\s\S]*- web-core: export function useAfterFirstPaint/);
  assert.equal(verdict({ committed, fresh: removed, recorded: '1.0.0', version: '2.0.0' }).error, null);

  const changed = {
    ...committed,
    'web-core': report.replace('export function apiUpload<T = unknown>(url: string,', 'export function apiUpload<T = unknown>(url: URL,'),
  };
  assert.notEqual(changed['web-core'], report);
  assert.equal(verdict({ committed, fresh: changed, recorded: '1.0.0', version: '1.1.0' }).change.bump, 'major');

  const added = { ...committed, 'web-core-ui': withDeclaration(committed['web-core-ui'], 'export const PLANTED = 1;') };
  assert.equal(verdict({ committed, fresh: added, recorded: '1.0.0', version: '1.0.0' }).change.bump, 'minor');
  assert.deepEqual(verdict({ committed, fresh: committed, recorded: '1.0.0', version: '1.0.0' }), {
    change: { added: [], removed: [], bump: null },
    error: null,
  });
});

test('a class that gains a member is an addition (minor); one that loses a member is a change (major)', () => {
  const report = committed['web-core'];
  const head = /export class ApiError extends Error \{\n/.exec(report);
  assert.ok(head, 'ApiError is in the report');
  const grown = { ...committed, 'web-core': report.replace(head[0], `${head[0]}    readonly planted?: string;\n`) };
  assert.equal(verdict({ committed, fresh: grown, recorded: '1.0.0', version: '1.0.0' }).change.bump, 'minor');
  assert.equal(verdict({ committed: grown, fresh: committed, recorded: '1.0.0', version: '1.1.0' }).change.bump, 'major');
});
