const { createFederatedConfig } = require('../rspack.shared');

module.exports = createFederatedConfig({
  dir: __dirname,
  name: 'mf_tools',
  devPort: 3102,
  title: 'Plotwise tools',
  exposes: {
    './routes': './src/routes.tsx',
  },
});
