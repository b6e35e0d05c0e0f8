// Module Federation `shared` map for the shell and every remote: one list, so host and remotes always agree.
//
// antd is NOT shared whole (that put 445 KB gzip into the first load). Instead:
//  - our code imports antd per component (`import { Button } from 'antd'` is rewritten to `antd/es/button`
//    by swc `transformImport`), and the `antd/es/` prefix is shared: a remote reuses the shell's Button when
//    the shell already loaded it, and only the components a page uses are downloaded;
//  - every React context module inside antd (ConfigContext, DesignTokenContext, LocaleContext, App context,
//    form contexts...) is shared by its resolved path. antd imports them relatively, so path sharing is the
//    only way to make a component bundled inside a remote read the ConfigProvider the shell renders:
//    one theme, one locale, one App (message/notification) context;
//  - @ant-design/cssinjs is a singleton: one style cache, styles injected once.
//
// react-router is not shared: whole, it costs ~56 KB gzip. The shell owns the router; remotes navigate with
// the hooks web-core re-exports (web-core is the singleton, so they see the shell's router context).
const fs = require('node:fs');
const path = require('node:path');

const { CHECKED_SINGLETONS } = require('./singletons.cjs');

const nodeModules = path.resolve(__dirname, '../../node_modules');
const pkgVersion = (pkg) => require(path.join(nodeModules, pkg, 'package.json')).version;

/** antd's context files: tiny modules whose identity must be one across shell and remotes. */
function antdContextFiles() {
  const es = path.join(nodeModules, 'antd/es');
  const out = [];
  const walk = (dir) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) walk(full);
      else if (/context\.js$/i.test(e.name) && fs.readFileSync(full, 'utf8').includes('createContext')) out.push(full);
    }
  };
  walk(es);
  return out;
}

/** Regex matching the context files, used to group them into one chunk. */
exports.antdContextTest = /[\\/]node_modules[\\/]antd[\\/]es[\\/].*context\.js$/i;

/**
 * @param {string} dir the shell's or remote's folder: its package.json dependencies are the ranges it requires of
 * the checked singletons (react, react-dom, antd, @tanstack/react-query, web-core), so a remote built against
 * web-core ^2 says so in its mf-manifest.json and release (docs/architecture.md, 'Shared code and versions').
 */
exports.sharedModules = function sharedModules(dir) {
  const ranges = CHECKED_SINGLETONS.rangesOf(dir);
  const single = (pkg, versionOf = pkg) => {
    const version = pkgVersion(versionOf);
    return { singleton: true, requiredVersion: ranges[versionOf] ?? `^${version}`, version };
  };
  const antd = single('antd');
  const shared = {
    react: single('react'),
    'react/jsx-runtime': single('react/jsx-runtime', 'react'),
    'react-dom': single('react-dom'),
    'react-dom/client': single('react-dom/client', 'react-dom'),
    '@tanstack/react-query': single('@tanstack/react-query'),
    zustand: single('zustand'),
    dayjs: single('dayjs'),
    '@ant-design/cssinjs': single('@ant-design/cssinjs'),
    'antd/es/': antd,
    // Our own runtime: one session store, one QueryClient, one live connection. '@salao/web-core/host' is the
    // shell's alone (remotes may not import it), so it is not shared.
    '@salao/web-core': single('@salao/web-core'),
    '@salao/web-core/ui': single('@salao/web-core/ui', '@salao/web-core'),
    '@salao/web-core/forms': single('@salao/web-core/forms', '@salao/web-core'),
    '@salao/web-core/light': single('@salao/web-core/light', '@salao/web-core'),
  };
  // contracts' configured dayjs (its plugins and the pt-br locale): one copy, not one per remote. By path, like
  // antd's contexts: contracts itself is bundled into each app.
  shared[path.resolve(__dirname, '../contracts/src/dayjs.ts')] = {
    shareKey: '@salao/contracts/dayjs',
    singleton: true,
    requiredVersion: false,
    version: '0.1.0',
  };
  for (const file of antdContextFiles()) {
    const shareKey = path.relative(nodeModules, file).replace(/\\/g, '/').replace(/\.js$/, '');
    shared[file] = { shareKey, ...antd };
  }
  return shared;
};
