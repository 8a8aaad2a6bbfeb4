const { createFederatedConfig } = require('../rspack.shared');

// The host. It declares no remotes: it reads them from /remotes.json at run time.
module.exports = createFederatedConfig({
  dir: __dirname,
  title: 'Plotwise | Verified plots and plotting projects across India',
  // dist/ssr/server.js: the render the API server calls for public pages.
  serverEntry: './src/server/index.ts',
});
