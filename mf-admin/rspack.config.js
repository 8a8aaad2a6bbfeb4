const { createFederatedConfig } = require('../rspack.shared');

module.exports = createFederatedConfig({
  dir: __dirname,
  name: 'mf_admin',
  devPort: 3104,
  title: 'Plotwise admin',
  exposes: {
    './routes': './src/routes.tsx',
  },
});
