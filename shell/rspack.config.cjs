const fs = require('node:fs');
const path = require('node:path');
const { rspack } = require('@rspack/core');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/rspack');
const { PageAssetsPlugin } = require('@salao/web-build/page-assets.cjs');
const { sharedModules } = require('@salao/web-build/shared.cjs');
const base = require('@salao/web-build/rspack-base.cjs');
const { PwaPlugin, swTemplatePath } = require('@salao/web-build/pwa.cjs');
const { PrecompressPlugin } = require('@salao/web-build/precompress.cjs');
const { antdLazyParts } = require('@salao/web-build/antd-lazy.cjs');
const { CHECKED_SINGLETONS } = require('@salao/web-build/singletons.cjs');
/** The one list of remotes (name -> folder). The emitted dist/remotes.json is only a default: it is read at runtime. */
const REMOTES = require('@salao/web-build/remotes.json');

/** Writes dist/remotes.json mapping each remote to /remotes/<folder>/mf-manifest.json. */
class RemotesJsonPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('RemotesJsonPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'RemotesJsonPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const map = Object.fromEntries(Object.entries(REMOTES).map(([name, folder]) => [name, `/remotes/${folder}/mf-manifest.json`]));
        compilation.emitAsset('remotes.json', new rspack.sources.RawSource(`${JSON.stringify(map, null, 2)}\n`));
      });
    });
  }
}

const dev = process.env.NODE_ENV === 'development';

/**
 * landing.html, which the API serves for / and /vendas (docs/architecture.md ('First visit')): index.html with the header's and
 * hero's stylesheet (landing.css) and the landing page's static header and hero (the markup React renders, checked by
 * src/pages/public/landing-static.spec.tsx) before #root, so the heading paints before any script runs.
 * The page removes them when it mounts; until then they hide the router's loading spinner (landing.css).
 */
function landingHtml() {
  const read = (file) => fs.readFileSync(path.join(__dirname, file), 'utf8');
  const index = read('src/index.html');
  // Comments and indentation dropped: this stylesheet is in every first answer for '/'.
  const css = read('src/pages/public/landing.css')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .trim();
  const hero = read('src/pages/public/landing-static.html').trim();
  const html = index
    .replace('</head>', `  <style>${css}</style>\n  </head>`)
    .replace('<div id="root"></div>', `<div id="landing-static" class="lp-page">${hero}</div>\n    <div id="root"></div>`);
  if (!html.includes('id="landing-static"')) throw new Error('index.html has no <div id="root"></div> for the landing page');
  return html;
}

/**
 * area.html, which the API serves for an area page to a browser with a session cookie (docs/architecture.md ('First
 * visit')): index.html with SPEC's 'Verificando permissões...' spinner in #root and the theme's variables it reads, so
 * it paints before any script; React's first screen there is the same spinner (src/guards/session-check-static.spec.tsx).
 */
function areaHtml() {
  const read = (file) => fs.readFileSync(path.join(__dirname, file), 'utf8').trim();
  const css = read('src/guards/session-check-static.css').replace(/\s+/g, ' ');
  const html = read('src/index.html')
    .replace('</head>', `  <style>${css}</style>\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root">${read('src/guards/session-check-static.html')}</div>`);
  if (!html.includes('Verificando permiss')) throw new Error('index.html has no <div id="root"></div> for area.html');
  return `${html}\n`;
}

module.exports = {
  mode: dev ? 'development' : 'production',
  context: __dirname,
  entry: { main: './src/index.ts' },
  output: {
    path: path.resolve(__dirname, 'dist'),
    publicPath: '/',
    filename: 'js/[name].[contenthash:8].js',
    chunkFilename: 'js/[name].[contenthash:8].js',
    uniqueName: 'shell',
    clean: true,
  },
  resolve: base.resolve,
  module: {
    rules: [
      base.swcRule,
      ...base.antdStaticStylesRules,
      base.contractsSideEffects,
      base.rcComponentsSideEffects,
      // The public pages' stylesheet, imported as a string and drawn by a <style> (pages/public/PublicStyle.tsx).
      { test: /\.css$/, exclude: /\.antd\.css$/, type: 'asset/source' },
    ],
  },
  optimization: {
    minimizer: base.minimizer(),
    splitChunks: {
      ...base.splitChunks,
      cacheGroups: {
        ...base.splitChunks.cacheGroups,
        antdContexts: { ...base.splitChunks.cacheGroups.antdContexts, test: base.antdContextsWithClsxTest },
        // The antd components of the authenticated area's first screen (layout, cards, figures, the upcoming list):
        // one file instead of ~25 (docs/architecture.md ('First visit')). Over HTTP/1.1 a browser opens six connections per host, so on a
        // 100 ms network each six small files cost a round trip. None of them is on /login (its budget is
        // unchanged); the layout's menu, drawer and bell (the chrome) stay apart, loaded after the page.
        antdArea: { test: base.antdAreaTest, name: 'antd-area', chunks: 'async', enforce: true, priority: 15 },
        // What every first load runs (ConfigProvider, theme and run-time styles, Button, Space, notifications, the
        // icons' renderer and the internals all antd components share): one file instead of ~35. Whole packages, so a later page never
        // finds its part of them missing; /login went 51 -> 32 files and stayed at ~246 KB.
        antdBase: {
          test: base.antdBaseTest,
          name: 'antd-base',
          chunks: 'async',
          enforce: true,
          priority: 14,
        },
      },
    },
  },
  performance: { hints: false },
  ignoreWarnings: base.ignoreWarnings,
  devServer: {
    port: 5173,
    historyApiFallback: true,
    proxy: [{ context: ['/api', '/ws', '/remotes', '/webhook'], target: 'http://localhost:3000', ws: true }],
  },
  plugins: [
    new rspack.HtmlRspackPlugin({ template: './src/index.html' }),
    new rspack.HtmlRspackPlugin({ filename: 'landing.html', templateContent: landingHtml() }),
    new rspack.HtmlRspackPlugin({ filename: 'area.html', templateContent: areaHtml() }),
    new ModuleFederationPlugin({
      name: 'shell',
      shared: sharedModules(__dirname),
      // The shell provides every shared module; comparing versions would download every registered remote's
      // entry (~19 KB each) the first time a shared module loads after the remotes are known.
      shareStrategy: 'loaded-first',
      dts: false,
      manifest: false,
      // The shell hands its federation runtime to the remotes (they build with externalRuntime): one copy.
      experiments: { provideExternalRuntime: true, optimization: { target: 'web' } },
    }),
    new RemotesJsonPlugin(),
    antdLazyParts(),
    // The area's first code and the shared modules the shell provides, for the index page's Link hints (page-assets.cjs).
    new PageAssetsPlugin({ groups: /^(bootstrap|landing-code|authenticated-area|authenticated-shell|area-page)$/, provides: true }),
    new PwaPlugin({ swTemplate: swTemplatePath(__dirname) }),
    new PrecompressPlugin(),
    // The versions this shell shares, to refuse a released remote that needs others (federation/compat.ts).
    new rspack.DefinePlugin({ __SALAO_SHARED_VERSIONS__: JSON.stringify(CHECKED_SINGLETONS.versions()) }),
  ],
};
