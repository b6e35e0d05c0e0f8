const { remoteConfig } = require('@salao/web-build/remote-config.cjs');

module.exports = remoteConfig({ dir: __dirname, name: 'mf_configuracoes', exposes: { './routes': './src/routes.tsx' } });
