// The registry of Plotwise's front-end packages: each remote named once, with
// everything the build, the dev servers, lint, jest and the server's defaults
// need to know about it. Plain CommonJS, so rspack configs, scripts, ESLint,
// jest and the API (through remotes.config.d.cts) all read this one file.
// A remote's own routes.tsx must stay within the prefixes given here
// (services/test/remote-route-ownership.test.ts).

/** @typedef {import('./remotes.config.cjs').RegisteredRemote} RegisteredRemote */

/** The host: it owns no prefix (its own pages are what no remote owns). */
const SHELL = Object.freeze({ package: 'shell', name: 'shell', devPort: 3100 });

/**
 * @param {Omit<RegisteredRemote, 'id' | 'basePath' | 'excludeRoutes'> & { excludeRoutes?: string[] }} remote
 * @returns {RegisteredRemote}
 */
function remote({ excludeRoutes = [], ...fields }) {
  // The folder under /remotes/ the site serves it from: `mf-catalog` → `catalog`.
  const id = fields.package.replace(/^mf-/, '');
  return Object.freeze({ ...fields, excludeRoutes, id, basePath: `/remotes/${id}/` });
}

/** @type {readonly RegisteredRemote[]} */
const REMOTES = Object.freeze([
  remote({
    package: 'mf-catalog',
    name: 'mf_catalog',
    routes: ['/', '/listings', '/projects', '/city', '/blog', '/compare'],
    devPort: 3101,
    serverRendered: true,
  }),
  remote({
    package: 'mf-tools',
    name: 'mf_tools',
    routes: ['/loan-calculator', '/submit-property', '/contact', '/careers', '/services', '/about', '/privacy', '/terms', '/listing-terms'],
    devPort: 3102,
    serverRendered: true,
  }),
  remote({
    package: 'mf-accounts',
    name: 'mf_accounts',
    routes: ['/login', '/register', '/forgot-password', '/reset-password', '/admin/login', '/dashboard', '/agent-dashboard', '/agent-properties', '/agent-pending', '/wishlist', '/settings'],
    devPort: 3103,
    serverRendered: false,
  }),
  remote({
    package: 'mf-admin',
    name: 'mf_admin',
    routes: ['/admin'],
    // The admin's sign-in page is the accounts remote's: it is what a visitor without a session reaches.
    excludeRoutes: ['/admin/login'],
    devPort: 3104,
    // Served only to admin sessions, so never rendered on the server.
    serverRendered: false,
    requiresRole: 'admin',
  }),
]);

/**
 * A remote as the remotes list (`GET /remotes.json`) describes it, its entry
 * under this site's /remotes/<id>/ (the server's default list, the dev servers).
 * @param {RegisteredRemote} registered
 */
function remoteDescriptor(registered) {
  return {
    name: registered.name,
    entry: `${registered.basePath}mf-manifest.json`,
    routes: [...registered.routes],
    excludeRoutes: [...registered.excludeRoutes],
    ...(registered.requiresRole ? { requiresRole: registered.requiresRole } : {}),
    serverRendered: registered.serverRendered,
  };
}

/** @param {string} packageName a workspace folder: `mf-tools` */
function remoteByPackage(packageName) {
  return REMOTES.find((registered) => registered.package === packageName);
}

function check() {
  const seen = new Set();
  for (const registered of REMOTES) {
    for (const value of [registered.package, registered.name, registered.id, `port ${registered.devPort}`]) {
      if (seen.has(value)) throw new Error(`remotes.config.cjs: ${value} is named twice.`);
      seen.add(value);
    }
    if (registered.devPort === SHELL.devPort) throw new Error(`remotes.config.cjs: ${registered.package} takes the shell's dev port.`);
    if (registered.serverRendered && registered.requiresRole) throw new Error(`remotes.config.cjs: ${registered.package} requires a role, so it cannot be rendered on the server.`);
  }
}
check();

module.exports = { SHELL, REMOTES, remoteDescriptor, remoteByPackage };
