// Releasing one remote changes only that remote's release folder and remotes.json (docs/product/overview.md ('PWA and push')).
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { test } from 'node:test';
import { publish, REMOTES, rollback } from '../release.mjs';

/** path -> sha256 of every file under dir. */
function tree(dir) {
  const out = {};
  const walk = (d) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const full = join(d, e.name);
      if (e.isDirectory()) walk(full);
      else out[relative(dir, full)] = createHash('sha256').update(readFileSync(full)).digest('hex');
    }
  };
  walk(dir);
  return out;
}

function changed(before, after) {
  return [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((f) => before[f] !== after[f]).sort();
}

/** A fake workspace: every remote with a package.json and a small dist, plus a built shell. */
function workspace() {
  const root = mkdtempSync(join(tmpdir(), 'salao-release-'));
  for (const folder of Object.values(REMOTES)) {
    mkdirSync(join(root, folder, 'dist', 'js'), { recursive: true });
    writeFileSync(join(root, folder, 'package.json'), JSON.stringify({ name: `@salao/${folder}`, version: '1.2.0' }));
    writeFileSync(join(root, folder, 'dist', 'mf-manifest.json'), JSON.stringify({ name: folder }));
    writeFileSync(join(root, folder, 'dist', 'js', 'a.js'), `console.log(${JSON.stringify(folder)})`);
  }
  mkdirSync(join(root, 'shell', 'dist'), { recursive: true });
  writeFileSync(join(root, 'shell', 'dist', 'index.html'), '<html></html>');
  return root;
}

test('releasing mf-estoque touches only releases/mf-estoque and remotes.json; rollback only remotes.json', () => {
  const root = workspace();
  const releasesDir = join(root, 'releases');
  // Another remote already published: its files must stay byte for byte.
  publish({ root, releasesDir, folder: 'mf-agenda' });
  const first = publish({ root, releasesDir, folder: 'mf-estoque' });

  const before = tree(root);
  writeFileSync(join(root, 'mf-estoque', 'dist', 'js', 'a.js'), 'console.log("v2")');
  const beforeRelease = tree(root);
  const second = publish({ root, releasesDir, folder: 'mf-estoque' });
  const after = tree(root);

  assert.notEqual(second.version, first.version);
  assert.match(second.version, /^1\.2\.0-[0-9a-f]{10}$/);
  const diff = changed(beforeRelease, after);
  assert.ok(diff.length > 0);
  for (const file of diff) assert.ok(file === 'releases/remotes.json' || file.startsWith('releases/mf-estoque/'), `unexpected change: ${file}`);
  // The previous version is still there (served) and nothing of the other remotes or the shell moved.
  assert.ok(Object.keys(after).some((f) => f.startsWith(`releases/mf-estoque/${first.version}/`)));
  assert.deepEqual(changed(before, beforeRelease), ['mf-estoque/dist/js/a.js']);

  const manifest = JSON.parse(readFileSync(join(releasesDir, 'remotes.json'), 'utf8'));
  assert.deepEqual(manifest.mf_estoque.entry, `/releases/mf-estoque/${second.version}/mf-manifest.json`);
  assert.deepEqual(Object.keys(manifest.mf_estoque.requires).sort(), ['@salao/web-core', 'antd', 'react']);
  assert.match(manifest.mf_agenda.entry, /^\/releases\/mf-agenda\/1\.2\.0-[0-9a-f]{10}\/mf-manifest\.json$/);
  assert.equal(manifest.mf_clientes, '/remotes/mf-clientes/mf-manifest.json');

  const back = rollback({ releasesDir, folder: 'mf-estoque' });
  assert.equal(back.version, first.version);
  const afterRollback = tree(root);
  for (const file of changed(after, afterRollback)) assert.ok(file === 'releases/remotes.json' || file === 'releases/mf-estoque/history.json', `unexpected change: ${file}`);
  // Publishing an unchanged build again reuses its folder.
  cpSync(join(root, 'mf-estoque', 'dist'), join(root, 'copy'), { recursive: true });
  assert.equal(publish({ root, releasesDir, folder: 'mf-estoque', from: join(root, 'copy') }).version, second.version);
});

test('an unknown remote is refused', () => {
  assert.throws(() => publish({ root: tmpdir(), releasesDir: tmpdir(), folder: 'mf-nada' }), /Remoto desconhecido/);
});
