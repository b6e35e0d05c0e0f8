// Rspack config of a remote: builds alone into <remote>/dist with its own mf-manifest.json,
// served under /remotes/<folder>/ (publicPath 'auto': the runtime derives it from where the manifest was loaded).
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/rspack');
const { antdLazyParts } = require('./antd-lazy.cjs');
const { PageAssetsPlugin } = require('./page-assets.cjs');
const { PrecompressPlugin } = require('./precompress.cjs');
const { sharedModules } = require('./shared.cjs');
const base = require('./rspack-base.cjs');

/** @param {{ dir: string, name: string, exposes: Record<string, string> }} options */
exports.remoteConfig = function remoteConfig({ dir, name, exposes }) {
  return {
    mode: process.env.NODE_ENV === 'development' ? 'development' : 'production',
    context: dir,
    entry: {},
    output: {
      path: path.join(dir, 'dist'),
      publicPath: 'auto',
      filename: 'js/[name].[contenthash:8].js',
      chunkFilename: 'js/[name].[contenthash:8].js',
      uniqueName: name,
      clean: true,
    },
    resolve: base.resolve,
    module: { rules: [base.swcRule, ...base.antdStaticStylesRules, base.contractsSideEffects, base.rcComponentsSideEffects] },
    optimization: { minimizer: base.minimizer(), splitChunks: base.splitChunks },
    performance: { hints: false },
    ignoreWarnings: base.ignoreWarnings,
    plugins: [
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes,
        shared: sharedModules(dir),
        // Reuse what the shell already provides instead of downloading every other remote's entry to compare.
        shareStrategy: 'loaded-first',
        dts: false,
        manifest: true,
        // Use the federation runtime the shell provides instead of shipping a second copy (~35 KB gzip).
        experiments: { externalRuntime: true, optimization: { target: 'web' } },
      }),
      antdLazyParts(),
      new PageAssetsPlugin(),
      new PrecompressPlugin(),
    ],
  };
};
