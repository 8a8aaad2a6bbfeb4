const { createFederatedConfig } = require('../rspack.shared');

// Its federation name, routes, dev port and server rendering are in remotes.config.cjs.
module.exports = createFederatedConfig({
  dir: __dirname,
  exposes: {
    './routes': './src/routes.tsx',
    // Loaded by the shell on first use (click, hover or focus), never with the page.
    './contact-widget': './src/features/contact/components/contact-widget.tsx',
    './sms-alerts': './src/features/sms-alerts/components/sms-alerts-panel.tsx',
  },
});
