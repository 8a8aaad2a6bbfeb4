const { createFederatedConfig } = require('../rspack.shared');

// Its federation name, routes, dev port and server rendering are in remotes.config.cjs.
module.exports = createFederatedConfig({
  dir: __dirname,
  exposes: {
    './routes': './src/routes.tsx',
  },
});
