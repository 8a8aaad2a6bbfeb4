const { createFederatedConfig } = require('../rspack.shared');

// The host. It declares no remotes: it reads them from /remotes.json at run time.
module.exports = createFederatedConfig({
  dir: __dirname,
  name: 'shell',
  host: true,
  devPort: 3100,
  title: 'Plotwise | Verified plots and plotting projects across India',
});
