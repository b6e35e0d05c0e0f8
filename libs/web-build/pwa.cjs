// The shell's PWA files (docs/product/overview.md ('PWA and push')): the web app manifest, its icons and the service worker /sw.js with the
// list of shell files to precache. Remotes are never precached: they are released on their own.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { createHash } = require('node:crypto');
const { rspack } = require('@rspack/core');
const { iconPng } = require('./png.cjs');

const BRAND = '#7c3aed';
const ICONS = [
  { size: 192, file: 'icons/icon-192.png', purpose: 'any' },
  { size: 512, file: 'icons/icon-512.png', purpose: 'any' },
  { size: 512, file: 'icons/maskable-512.png', purpose: 'maskable' },
];

exports.THEME = { light: BRAND, dark: '#141414' };

exports.webManifest = function webManifest() {
  return {
    // The app's identity for the browser, fixed even if start_url changes (otherwise derived from start_url).
    id: '/dashboard',
    name: 'Salão',
    short_name: 'Salão',
    description: 'Salão: gestão completa para salões e negócios de beleza',
    lang: 'pt-BR',
    start_url: '/dashboard',
    scope: '/',
    display: 'standalone',
    background_color: '#f5f5f5',
    theme_color: BRAND,
    icons: ICONS.map(({ size, file, purpose }) => ({ src: `/${file}`, sizes: `${size}x${size}`, type: 'image/png', purpose })),
  };
};

/**
 * Bundles the service worker source (an ES module: sw.js imports the push handlers of sw-push.ts) into one
 * classic script, as /sw.js must be: own compiler, target webworker, no federation, no chunks. contracts is
 * fully side-effect free here (the worker needs no dayjs setup), so only the constants it uses are kept.
 * Resolves to the script's text and the files it was built from.
 */
exports.bundleServiceWorker = function bundleServiceWorker(entry, { mode = 'production' } = {}) {
  const base = require('./rspack-base.cjs');
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'salao-sw-'));
  const compiler = rspack({
    mode,
    context: path.dirname(entry),
    target: 'webworker',
    devtool: false,
    entry: { sw: entry },
    output: { path: out, filename: 'sw.js', iife: true, chunkLoading: false, publicPath: '/' },
    resolve: base.resolve,
    module: { rules: [base.swcRule, { test: /[\\/]libs[\\/]contracts[\\/]src[\\/]/, sideEffects: false }] },
    optimization: { splitChunks: false, runtimeChunk: false, sideEffects: true, usedExports: true },
    performance: { hints: false },
  });
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      try {
        if (error) throw error;
        if (stats.hasErrors()) throw new Error(`sw.js: ${stats.toString({ all: false, errors: true })}`);
        const code = fs.readFileSync(path.join(out, 'sw.js'), 'utf8');
        resolve({ code, files: [...stats.compilation.fileDependencies].filter((f) => !f.includes('node_modules')) });
      } catch (e) {
        reject(e);
      } finally {
        fs.rmSync(out, { recursive: true, force: true });
      }
    });
  });
};

/** Emits manifest.webmanifest, the icons (plus apple-touch-icon) and sw.js bundled from `swTemplate`. */
exports.PwaPlugin = class PwaPlugin {
  constructor({ swTemplate }) {
    this.swTemplate = swTemplate;
  }

  apply(compiler) {
    const { RawSource } = rspack.sources;
    const mode = compiler.options.mode === 'development' ? 'development' : 'production';
    compiler.hooks.thisCompilation.tap('PwaPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise({ name: 'PwaPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, async () => {
        const worker = await exports.bundleServiceWorker(this.swTemplate, { mode });
        for (const file of [this.swTemplate, ...worker.files]) compilation.fileDependencies.add(file);
        compilation.emitAsset('manifest.webmanifest', new RawSource(`${JSON.stringify(exports.webManifest(), null, 2)}\n`));
        for (const { size, file, purpose } of ICONS) compilation.emitAsset(file, new RawSource(iconPng(size, BRAND, purpose === 'maskable')));
        compilation.emitAsset('icons/apple-touch-icon.png', new RawSource(iconPng(180, BRAND, true)));
        // The shell: its page, scripts, styles, manifest and icons. remotes.json is runtime data, never cached.
        const files = Object.keys(compilation.assets).filter((f) => /\.(js|css|html|webmanifest|png)$/.test(f) && !f.endsWith('.map') && f !== 'sw.js');
        const precache = files.map((f) => `/${f}`).sort();
        const hash = createHash('sha256');
        for (const f of files.sort()) hash.update(f).update(compilation.assets[f].source());
        // The worker's own code counts too: a change to the push handlers is a new version.
        hash.update(worker.code);
        const sw = exports.fillServiceWorker(worker.code, precache, hash.digest('hex').slice(0, 12));
        compilation.emitAsset('sw.js', new RawSource(sw));
      });
    });
  }
};

/** Puts the precache list and the version into the bundled worker (its `self.__PRECACHE__`, `self.__VERSION__`). */
exports.fillServiceWorker = function fillServiceWorker(code, precache, version) {
  if (!code.includes('self.__PRECACHE__') || !code.includes('self.__VERSION__'))
    throw new Error('sw.js: self.__PRECACHE__ / self.__VERSION__ não encontrados no bundle');
  return code.replaceAll('self.__PRECACHE__', JSON.stringify(precache)).replaceAll('self.__VERSION__', JSON.stringify(version));
};

exports.swTemplatePath = (dir) => path.join(dir, 'src', 'pwa', 'sw.js');
