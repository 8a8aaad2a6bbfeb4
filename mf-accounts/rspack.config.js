const { createFederatedConfig } = require('../rspack.shared');

module.exports = createFederatedConfig({
  dir: __dirname,
  name: 'mf_accounts',
  devPort: 3103,
  title: 'Plotwise accounts',
  exposes: {
    './routes': './src/routes.tsx',
  },
});
