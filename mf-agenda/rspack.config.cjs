const { remoteConfig } = require('@salao/web-core/build/remote-config.cjs');

module.exports = remoteConfig({ dir: __dirname, name: 'mf_agenda', exposes: { './routes': './src/routes.tsx' } });
