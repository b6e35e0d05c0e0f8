const { remoteConfig } = require('@salao/web-build/remote-config.cjs');

const config = remoteConfig({ dir: __dirname, name: 'mf_financeiro', exposes: { './routes': './src/routes.tsx' } });
// The chart's stylesheet as text, injected by the chart chunk itself: no CSS pipeline for one small file.
config.module.rules.push({ test: /\.css$/, exclude: /\.antd\.css$/, type: 'asset/source' });
module.exports = config;
