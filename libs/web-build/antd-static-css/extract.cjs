// antd's component styles as CSS at build time (docs/architecture.md, 'First visit').
//
// At run time antd builds each component's stylesheet in the browser: its style function turns the theme's
// tokens into a CSS object, which is serialised and injected the first time the component draws (~400 ms of
// style compiling on the first visit to the agenda; the style functions were ~30 KB of gzip JavaScript on /dashboard's).
// Since antd 6 every token is a CSS variable in those stylesheets, so the text is the same for any theme: here it
// is written once, at build time, by running antd's own style functions (its CommonJS twin in antd/lib) through
// @ant-design/cssinjs's server-side extraction, exactly as antd builds its dist/antd.css. The browser still
// registers the theme's variables and each component's token variables at run time (small), and the reset styles
// antd shares between components (links, icons, box sizing).
const path = require('node:path');

const ANTD = path.dirname(require.resolve('antd/package.json'));
const FACTORIES = ['genStyleHooks', 'genSubStyleComponent', 'genComponentStyleHook'];

/** "Button-Button" -> ["ant-btn"]: the class prefixes each style hook is drawn with, from antd's own dist/antd.css. */
let prefixesByHook;
function hookPrefixes() {
  if (prefixesByHook) return prefixesByHook;
  const css = require('node:fs').readFileSync(path.join(ANTD, 'dist/antd.css'), 'utf8');
  // antd's zero-runtime stylesheet ends with the style cache's paths: |<Component-Part>|<prefix class>|<icon prefix>:<hash>;
  const marker = css.match(/\.data-ant-cssinjs-cache-path\{content:"([^"]*)"/);
  if (!marker) throw new Error('antd/dist/antd.css has no cache-path marker: the antd version changed how it ships its CSS');
  prefixesByHook = new Map();
  for (const entry of marker[1].split(';')) {
    const [hook, prefix] = entry.split('|').filter(Boolean);
    if (!hook || !prefix || !prefix.startsWith('ant-')) continue;
    const list = prefixesByHook.get(hook) ?? [];
    if (!list.includes(prefix)) list.push(prefix);
    prefixesByHook.set(hook, list);
  }
  return prefixesByHook;
}

/** The name antd's style cache gives a hook: its cells joined ("Button" alone stands for ["Button", "Button"]). */
const hookName = (cells) => (Array.isArray(cells) ? cells : [cells, cells]).join('-');

/** The class prefixes a hook is drawn with, or undefined when antd never draws it itself (left to run time). */
exports.prefixesOf = (cells) => hookPrefixes().get(hookName(cells));

/**
 * Hooks that share a name in their module, with the prefix of each in the order the module defines them: antd's
 * grid/style makes the row's hook, then the column's, both 'Grid' (the test checks each writes its own rules).
 */
const PREFIXES_IN_ORDER = { 'Grid-Grid': ['ant-row', 'ant-col'] };

/**
 * Of one module's hooks (each with its `cells`, in the module's order), those written at build time, each with
 * the `prefixes` it is drawn with: antd draws it with one known prefix and no other hook of the module has its
 * name, or the name is one of PREFIXES_IN_ORDER. The loader and the extraction both choose with this, so every
 * style function cut out of the bundle is in the CSS.
 */
exports.staticHooks = (hooksOfModule) =>
  hooksOfModule.flatMap((h) => {
    const name = hookName(h.cells);
    const known = exports.prefixesOf(h.cells);
    const same = hooksOfModule.filter((other) => hookName(other.cells) === name);
    if (!known) return [];
    // One prefix only: Tooltip's hook is also registered for 'ant-popover' with its styles switched off.
    if (same.length === 1 && known.length === 1) return [{ ...h, prefixes: known }];
    const ordered = PREFIXES_IN_ORDER[name];
    if (!ordered || ordered.length !== same.length || !ordered.every((p) => known.includes(p))) return [];
    return [{ ...h, prefixes: [ordered[same.indexOf(h)]] }];
  });

let registry;
/**
 * Loads antd's CommonJS build with its style-hook factories wrapped, so each hook it defines is recorded with
 * the file that defines it. The reset styles are left out: the browser still registers them (see above).
 */
function hooks() {
  if (registry) return registry;
  registry = [];
  const utils = require(path.join(ANTD, 'lib/theme/util/genStyleUtils.js'));
  for (const factory of FACTORIES) {
    const real = utils[factory];
    utils[factory] = (cells, styleFn, getDefaultToken, options = {}) => {
      const hook = real(cells, styleFn, getDefaultToken, { ...options, resetStyle: false });
      registry.push({ factory, cells, file: definingFile(new Error().stack), hook });
      return hook;
    };
  }
  return registry;
}

/** The antd/lib file whose top level called the factory (the first antd frame that is not the factory's own). */
function definingFile(stack) {
  for (const line of stack.split('\n').slice(1)) {
    const file = line.match(/\(?([^\s(]+\.js):\d+:\d+\)?$/)?.[1];
    if (!file || !file.startsWith(path.join(ANTD, 'lib'))) continue;
    if (/[\\/]theme[\\/](util[\\/]genStyleUtils|internal)\.js$/.test(file)) continue;
    return file;
  }
  return undefined;
}

const written = new Map();
/**
 * The CSS of every style hook that `esFile` (a file of antd/es) defines and the build writes (`staticHooks`), one
 * piece per hook and prefix: what the browser would inject for them, minus the shared reset styles.
 */
function writeModule(esFile) {
  if (written.has(esFile)) return written.get(esFile);
  const libFile = path.join(ANTD, 'lib', path.relative(path.join(ANTD, 'es'), esFile));
  const all = hooks();
  require(libFile);
  const own = exports.staticHooks(all.filter((h) => h.file === libFile));

  const React = require('react');
  const { renderToString } = require('react-dom/server');
  const { createCache, extractStyle, StyleProvider } = require('@ant-design/cssinjs');
  const ConfigProvider = require(path.join(ANTD, 'lib/config-provider')).default;
  const pieces = [];
  for (const [index, h] of own.entries()) {
    for (const prefix of h.prefixes) {
      const cache = createCache();
      const Probe = () => {
        h.hook(prefix);
        return null;
      };
      const drawn = h.factory === 'genSubStyleComponent' ? React.createElement(h.hook, { prefixCls: prefix }) : React.createElement(Probe);
      // Unhashed selectors: they match whatever hash class a component carries, in the light and the dark theme alike.
      renderToString(React.createElement(StyleProvider, { cache }, React.createElement(ConfigProvider, { theme: { hashed: false } }, drawn)));
      for (const key of [...cache.cache.keys()]) if (/^style%[^%]*%(Shared|ant-design-icons)%/.test(key)) cache.cache.delete(key);
      // extractStyle ends with the cache's paths, which only a server-rendered page's hydration reads.
      const css = extractStyle(cache, { plain: true, types: ['style'] }).replace(/\.data-ant-cssinjs-cache-path\{[^}]*\}/g, '');
      pieces.push({ index, hook: hookName(h.cells), prefix, css });
    }
  }
  written.set(esFile, pieces);
  return pieces;
}

/** What the build writes for one antd module: each hook's place among them, name, prefix and CSS (see writeModule). */
exports.writtenHooks = (esFile) => writeModule(esFile);

/** The stylesheet of one antd module: its hooks' CSS, in the order the module defines them. */
exports.cssOfStyleModule = (esFile) =>
  writeModule(esFile)
    .map((p) => p.css)
    .join('\n');
