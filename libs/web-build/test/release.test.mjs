// Releasing one remote changes only that remote's release folder and remotes.json (docs/product/overview.md ('PWA and push')).
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { test } from 'node:test';
import { bumpVersion, publish, REMOTES, requiredRanges, rollback } from '../release.mjs';

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
  assert.deepEqual(Object.keys(manifest.mf_estoque.requires).sort(), ['@salao/web-core', '@tanstack/react-query', 'antd', 'react', 'react-dom']);
  assert.match(manifest.mf_agenda.entry, /^\/releases\/mf-agenda\/1\.2\.0-[0-9a-f]{10}\/mf-manifest\.json$/);
  assert.equal(manifest.mf_clientes, '/remotes/mf-clientes/mf-manifest.json');

  const back = rollback({ releasesDir, folder: 'mf-estoque' });
  assert.equal(back.version, first.version);
  const afterRollback = tree(root);
  for (const file of changed(after, afterRollback))
    assert.ok(file === 'releases/remotes.json' || file === 'releases/mf-estoque/history.json', `unexpected change: ${file}`);
  // Publishing an unchanged build again reuses its folder.
  cpSync(join(root, 'mf-estoque', 'dist'), join(root, 'copy'), { recursive: true });
  assert.equal(publish({ root, releasesDir, folder: 'mf-estoque', from: join(root, 'copy') }).version, second.version);
});

test('npm run release -- mf-estoque: a patch bump of its package.json; only its version, its release and remotes.json change', () => {
  const root = workspace();
  const releasesDir = join(root, 'releases');
  publish({ root, releasesDir, folder: 'mf-agenda' });
  const before = tree(root);
  const pkgText = readFileSync(join(root, 'mf-estoque', 'package.json'), 'utf8');

  assert.equal(bumpVersion({ root, folder: 'mf-estoque' }), '1.2.1');
  const released = publish({ root, releasesDir, folder: 'mf-estoque' });
  assert.match(released.version, /^1\.2\.1-[0-9a-f]{10}$/);
  const diff = changed(before, tree(root));
  assert.ok(diff.includes('mf-estoque/package.json'));
  for (const file of diff)
    assert.ok(file === 'mf-estoque/package.json' || file === 'releases/remotes.json' || file.startsWith('releases/mf-estoque/'), `unexpected change: ${file}`);
  // Only the version line of its package.json moved.
  assert.equal(readFileSync(join(root, 'mf-estoque', 'package.json'), 'utf8'), pkgText.replace('"version":"1.2.0"', '"version":"1.2.1"'));

  assert.equal(bumpVersion({ root, folder: 'mf-estoque', bump: 'minor' }), '1.3.0');
  assert.equal(bumpVersion({ root, folder: 'mf-estoque', bump: 'major' }), '2.0.0');
  assert.equal(bumpVersion({ root, folder: 'mf-estoque', bump: 'none' }), '2.0.0');
  assert.throws(() => bumpVersion({ root, folder: 'mf-estoque', bump: 'huge' }), /--bump/);
});

test("a release requires what its build declared (mf-manifest.json), else the remote's package.json ranges", () => {
  const root = workspace();
  const dir = join(root, 'mf-estoque');
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ version: '1.0.0', dependencies: { '@salao/web-core': '^1.0.0', react: '^19.3.1' } }));
  // Built against web-core 2: the build's own manifest says so, whatever the package.json says today.
  const shared = [
    { name: '@salao/web-core', requiredVersion: '^2.0.0' },
    { name: 'antd/es/button', requiredVersion: '^6.6.8' },
  ];
  writeFileSync(join(dir, 'dist', 'mf-manifest.json'), JSON.stringify({ name: 'mf_estoque', shared }));
  const ranges = requiredRanges(dir);
  assert.equal(ranges['@salao/web-core'], '^2.0.0');
  assert.equal(ranges.antd, '^6.6.8');
  assert.equal(ranges.react, '^19.3.1');
  assert.match(ranges['react-dom'], /^\^\d+\.\d+\.\d+/);
});

test('an unknown remote is refused', () => {
  assert.throws(() => publish({ root: tmpdir(), releasesDir: tmpdir(), folder: 'mf-nada' }), /Remoto desconhecido/);
});
