const { createFederatedConfig } = require('../rspack.shared');

module.exports = createFederatedConfig({
  dir: __dirname,
  name: 'mf_catalog',
  devPort: 3101,
  title: 'Plotwise catalog',
  exposes: {
    './routes': './src/routes.tsx',
  },
  // Its routes are rendered on the server too (dist/ssr).
  server: { entry: null },
});
