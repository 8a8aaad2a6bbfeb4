const { createFederatedConfig } = require('../rspack.shared');

module.exports = createFederatedConfig({
  dir: __dirname,
  name: 'mf_tools',
  devPort: 3102,
  title: 'Plotwise tools',
  exposes: {
    './routes': './src/routes.tsx',
    // Loaded by the shell on first use (click, hover or focus), never with the page.
    './contact-widget': './src/features/contact/components/contact-widget.tsx',
    './sms-alerts': './src/features/sms-alerts/components/sms-alerts-panel.tsx',
  },
  // Its routes are rendered on the server too (dist/ssr).
  server: { entry: null },
});
