import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { PageAssetsPlugin } = require('../page-assets.cjs');
const { rspack } = require('@rspack/core');
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

// libs/contracts/src/area-routes.ts pageChunkName, the name the API looks up.
const pageChunkName = (path) => `page-${path.replace(/^\/+/, '').replace(/\//g, '-')}`;

test("every lazy page of every remote's routes.tsx is named as the API looks it up (pageChunkName)", () => {
  const remotes = Object.keys(JSON.parse(readFileSync(join(root, 'libs/web-build/remotes.json'), 'utf8')));
  let pages = 0;
  for (const remote of remotes) {
    const folder = remote.replace(/_/g, '-');
    const source = readFileSync(join(root, folder, 'src/routes.tsx'), 'utf8');
    for (const [, path, name] of source.matchAll(/'(\/[^']*)': lazyPage\(\(\) => import\((?:\/\* webpackChunkName: "([^"]+)" \*\/ )?/g)) {
      // A path with a parameter is never a landing path the API hints (it matches AREA_ROUTES exactly).
      if (path.includes(':')) continue;
      assert.equal(name, pageChunkName(path), `${folder}/src/routes.tsx ${path}`);
      pages += 1;
    }
  }
  assert.ok(pages >= 10, `${pages} pages`);
});

test('page-assets.json lists the scripts of each page- chunk group, its split chunks included (no share keys without federation)', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'page-assets-'));
  writeFileSync(join(dir, 'shared.js'), `export const big = ${JSON.stringify('x'.repeat(40_000))};`);
  writeFileSync(join(dir, 'a.js'), `import { big } from './shared.js'; export default () => big + 'a';`);
  writeFileSync(join(dir, 'b.js'), `import { big } from './shared.js'; export default () => big + 'b';`);
  writeFileSync(
    join(dir, 'index.js'),
    `globalThis.pages = { a: () => import(/* webpackChunkName: "page-a" */ './a.js'), b: () => import(/* webpackChunkName: "page-b" */ './b.js'), c: () => import('./a.js') };`,
  );
  const stats = await new Promise((ok, fail) =>
    rspack({
      mode: 'production',
      context: dir,
      entry: './index.js',
      output: { path: join(dir, 'dist'), filename: '[name].js', chunkFilename: 'js/[name].[contenthash:8].js' },
      optimization: { splitChunks: { chunks: 'async', minSize: 10_000 } },
      plugins: [new PageAssetsPlugin()],
    }).run((error, result) => (error ? fail(error) : ok(result))),
  );
  assert.equal(stats.hasErrors(), false);
  const written = JSON.parse(readFileSync(join(dir, 'dist/page-assets.json'), 'utf8'));
  assert.deepEqual(
    Object.values(written.groups).map((group) => group.shared),
    [[], []],
  );
  assert.deepEqual(written.provides, {});
  const pages = Object.fromEntries(Object.entries(written.groups).map(([name, group]) => [name, group.files]));
  assert.deepEqual(Object.keys(pages).sort(), ['page-a', 'page-b']);
  for (const name of ['page-a', 'page-b']) {
    assert.ok(
      pages[name].some((f) => f.startsWith(`js/${name}.`)),
      JSON.stringify(pages),
    );
    // The module both pages import is split out, and each page lists it.
    assert.equal(pages[name].length, 2, JSON.stringify(pages));
  }
  assert.equal(
    pages['page-a'].find((f) => !f.startsWith('js/page-a')),
    pages['page-b'].find((f) => !f.startsWith('js/page-b')),
  );
});
