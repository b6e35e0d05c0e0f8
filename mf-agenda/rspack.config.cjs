const { remoteConfig } = require('@salao/web-build/remote-config.cjs');

module.exports = remoteConfig({
  dir: __dirname,
  name: 'mf_agenda',
  // './public-booking': the end client's pages (docs/product/screens.md ('Agendamento online')), loaded by the shell's public routes without the app.
  exposes: { './routes': './src/routes.tsx', './public-booking': './src/public-booking/index.tsx' },
});
