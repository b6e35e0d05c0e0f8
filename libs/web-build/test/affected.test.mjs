import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

// `npm test -- --affected` (scripts/test.mjs): a team that changed one remote runs that remote's checks and
// the e2e specs tagged with its name, not the other teams' (docs/testing.md).
const root = resolve(import.meta.dirname, '..', '..', '..');

function planFor(files) {
  const out = execFileSync(process.execPath, [join(root, 'scripts', 'test.mjs'), '--affected', `--files=${files}`, '--plan'], {
    cwd: root,
    env: { ...process.env, NX_DAEMON: 'false' },
    encoding: 'utf8',
  });
  return JSON.parse(out.slice(out.indexOf('{')));
}
const step = (plan, name) => plan.steps.find((s) => s.name === name)?.args.join(' ');

test("touching only mf-estoque checks mf-estoque and runs its e2e specs, never mf-agenda's", () => {
  const plan = planFor('mf-estoque/src/index.ts');
  for (const name of ['lint', 'typecheck', 'build']) {
    assert.match(step(plan, name), /--projects=\S*@salao\/mf-estoque/);
    assert.doesNotMatch(step(plan, name), /mf-agenda|@salao\/api/);
  }
  assert.match(step(plan, 'unit and API tests'), /--projects=@salao\/mf-estoque /);
  assert.match(step(plan, 'end-to-end tests'), /--grep=@mf-estoque$/);
});

test('touching the API runs every check of what depends on it and every e2e spec', () => {
  const plan = planFor('api/src/main.ts');
  assert.ok(plan.projects.includes('@salao/api'));
  assert.doesNotMatch(step(plan, 'end-to-end tests'), /--grep/);
});

test("every e2e spec carries one owner's tag: the shell's or a remote's", () => {
  const folders = Object.values(JSON.parse(readFileSync(join(root, 'libs', 'web-build', 'remotes.json'), 'utf8')));
  const known = new Set(['@shell', ...folders.map((f) => `@${f}`)]);
  const dir = join(root, 'e2e', 'tests');
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.spec.ts'))) {
    const tags = new Set([...readFileSync(join(dir, file), 'utf8').matchAll(/tag: '(@[\w-]+)'/g)].map((m) => m[1]));
    assert.equal(tags.size, 1, `${file}: ${[...tags].join(', ') || 'sem tag'}`);
    assert.ok(known.has([...tags][0]), `${file}: ${[...tags][0]} não é o shell nem um remoto`);
  }
});
