const { createFederatedConfig } = require('../rspack.shared');

// The host. It declares no remotes: it reads them from /remotes.json at run time.
module.exports = createFederatedConfig({
  dir: __dirname,
  name: 'shell',
  host: true,
  devPort: 3100,
  title: 'Plotwise | Verified plots and plotting projects across India',
  // dist/ssr/server.js: the render the API server calls for public pages.
  server: { entry: './src/server/index.ts' },
});
