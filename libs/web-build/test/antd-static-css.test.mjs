import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

// antd's styles written at build time (antd-static-styles-loader.cjs, antd-static-css/extract.cjs): every style
// function the loader cuts out of the bundle must come back as CSS, or a component would draw unstyled.
const require = createRequire(import.meta.url);
const loader = require('../antd-static-styles-loader.cjs');
const { cssOfStyleModule, writtenHooks } = require('../antd-static-css/extract.cjs');
const antdEs = join(dirname(require.resolve('antd/package.json')), 'es');

const load = (file) => {
  const source = readFileSync(file, 'utf8');
  return { source, out: loader.call({ resourcePath: file }, source) };
};
const cuts = (out) => (out.match(/\(\) => \[\]/g) ?? []).length;

function styleModules() {
  const files = [];
  const walk = (dir) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, e.name);
      if (e.isDirectory()) walk(full);
      else if (full.endsWith('.js') && /gen(StyleHooks|SubStyleComponent|ComponentStyleHook)\(/.test(readFileSync(full, 'utf8'))) files.push(full);
    }
  };
  walk(antdEs);
  return files;
}

test("Button's style function leaves the bundle and its CSS (every variant, as CSS variables) takes its place", () => {
  const file = join(antdEs, 'button/style/index.js');
  const { out } = load(file);
  assert.equal(cuts(out), 1);
  assert.match(out, /^import ".*button[\\/]style[\\/]index\.js\.antd\.css!=!.*loader\.cjs!.*index\.js";/);
  assert.doesNotMatch(out, /genSharedButtonStyle\(buttonToken\)/);
  const css = cssOfStyleModule(file);
  assert.match(css, /\.ant-btn\{/);
  assert.match(css, /\.ant-btn-variant-solid/);
  assert.match(css, /var\(--ant-color-primary\)/);
  // Unhashed, so they match the light and the dark theme's components alike; the shared resets stay at run time.
  assert.doesNotMatch(css, /:where\(\.css-/);
  assert.doesNotMatch(css, /(^|\})a\{color:/);
});

test('a hook made while drawing (Menu) stays at run time, untouched', () => {
  const { source, out } = load(join(antdEs, 'menu/style/index.js'));
  assert.equal(out, source);
});

test("Grid's two hooks of one name are written each with its own prefix: the row's flex box, the columns' spans", () => {
  const file = join(antdEs, 'grid/style/index.js');
  assert.equal(cuts(load(file).out), 2);
  const [row, col] = writtenHooks(file);
  assert.equal(row.prefix, 'ant-row');
  assert.match(row.css, /\.ant-row\{display:flex;/);
  assert.doesNotMatch(row.css, /\.ant-col-24/);
  assert.equal(col.prefix, 'ant-col');
  assert.match(col.css, /\.ant-col-24\{/);
  assert.match(col.css, /@media \(min-width: ?(var\(--ant-screen-md-min\)|768px)\)/);
  assert.doesNotMatch(col.css, /\.ant-col\{display:flex/);
});

test('every style function cut from antd is written as CSS', () => {
  let total = 0;
  for (const file of styleModules()) {
    const { out } = load(file);
    const n = cuts(out);
    if (n === 0) continue;
    total += n;
    const pieces = writtenHooks(file);
    assert.equal(new Set(pieces.map((p) => p.index)).size, n, `${file}: ${n} style function(s) cut, ${pieces.length} written`);
    for (const p of pieces) assert.match(p.css, new RegExp(`\\.${p.prefix}`), `${file}: ${p.hook} drawn with ${p.prefix} wrote no rule for it`);
  }
  // Of antd 6's ~85 hooks, all but the few above: a new antd that ships its CSS differently fails here first.
  assert.ok(total >= 70, `only ${total} style functions were written at build time`);
});
