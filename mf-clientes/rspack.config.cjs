const { remoteConfig } = require('@salao/web-build/remote-config.cjs');

module.exports = remoteConfig({ dir: __dirname, name: 'mf_clientes', exposes: { './routes': './src/routes.tsx' } });
