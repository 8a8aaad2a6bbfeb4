#!/usr/bin/env node
// `npm run dev -w <package>`: one front-end package's dev server, its browser
// build kept in memory and rebuilt on save (the page reloads). A remote is
// served inside the real site: pages are the shell that the API at API_ORIGIN
// serves, its own files are this build's under /remotes/<id>/, and everything
// else (the API, the shell's files, the other remotes) is the API's. The shell
// serves its own build and takes the API's remotes, or those dev servers that
// DEV_REMOTES names (`npm run dev` names all of them).
// Usage: node scripts/dev-server.mjs [package]   (default: the current folder's name)
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const { REMOTES, SHELL, remoteByPackage, remoteDescriptor } = require('../remotes.config.cjs');

const started = Date.now();
const packageName = process.argv[2] ?? path.basename(process.cwd());
const remote = remoteByPackage(packageName);
if (!remote && packageName !== SHELL.package) {
  console.error(`${packageName} is not a front-end package: ${[SHELL, ...REMOTES].map((known) => known.package).join(', ')} (remotes.config.cjs).`);
  process.exit(2);
}
const apiOrigin = (process.env.API_ORIGIN || 'http://localhost:3000').replace(/\/+$/, '');
const port = Number(process.env.DEV_PORT || (remote ?? SHELL).devPort);

/**
 * The package's browser build. Its Node.js build is for the production
 * server's render: a dev server serving both would mix their files, and the
 * browser build must not wait on it.
 */
function browserConfig() {
  const configs = [].concat(require(path.join(root, packageName, 'rspack.config.js')));
  const web = configs.find((config) => config.name === 'web');
  delete web.dependencies;
  return web;
}

/** Proxies the request's path to the API as it is: same Host, so cookies and the API's origin check see this server. */
const toApi = (pathFilter) => ({ context: pathFilter, target: apiOrigin, changeOrigin: false });

function remoteServerOptions() {
  const own = remote.basePath;
  // The dev server's own paths: its live-reload socket and its client's assets.
  const devServerPath = (pathname) => pathname === '/ws' || pathname.startsWith('/rspack-dev-server');
  return {
    devMiddleware: { publicPath: own },
    setupMiddlewares: (middlewares) => [{ name: 'plotwise-site', middleware: sitePages }, ...middlewares],
    proxy: [toApi((pathname) => !pathname.startsWith(own) && !devServerPath(pathname))],
  };
}

function shellServerOptions() {
  const fromDevServers = (process.env.DEV_REMOTES ?? '').split(',').filter(Boolean).map((name) => {
    const registered = remoteByPackage(name);
    if (!registered) throw new Error(`DEV_REMOTES: ${name} is not a remote (remotes.config.cjs).`);
    return { context: [registered.basePath], target: `http://localhost:${registered.devPort}` };
  });
  return {
    historyApiFallback: true,
    proxy: [...fromDevServers, toApi(['/api', '/remotes.json', '/remotes'])],
  };
}

/** A page request: a GET for HTML at a path naming no file, outside the API and the remotes' folders. */
function isPageRequest(request, pathname) {
  return (request.method === 'GET' || request.method === 'HEAD')
    && (request.headers.accept ?? '').includes('text/html')
    && path.posix.extname(pathname) === ''
    && !/^\/(api|remotes)(\/|$)/.test(pathname);
}

/**
 * Pages and the remotes list for a remote's dev server: every page is the
 * shell's index.html as the API serves it, rendered in the browser (the
 * server's render would use the remote's production build); the remotes list
 * is the API's with this remote as the registry has it, from this server.
 */
async function sitePages(request, response, next) {
  const pathname = new URL(request.url, 'http://dev').pathname;
  try {
    if (pathname === '/remotes.json') {
      const list = await apiJson('/remotes.json');
      const own = remoteDescriptor(remote);
      list.remotes = list.remotes.some((listed) => listed.name === own.name)
        ? list.remotes.map((listed) => (listed.name === own.name ? own : listed))
        : [...list.remotes, own];
      return send(response, 200, 'application/json; charset=utf-8', JSON.stringify(list));
    }
    if (!isPageRequest(request, pathname)) return next();
    const shell = await fetch(`${apiOrigin}/index.html`, { headers: { 'accept-encoding': 'identity' } });
    if (!shell.ok) return send(response, 502, 'text/plain; charset=utf-8', `The API at ${apiOrigin} has no shell to serve (${shell.status}): build it with \`npm run build -- shell\` (or run \`npm start\`), then reload.\n`);
    return send(response, 200, 'text/html; charset=utf-8', await shell.text());
  } catch (error) {
    return send(response, 502, 'text/plain; charset=utf-8', `No API at ${apiOrigin} (${error.cause?.code ?? error.message}): start it with \`npm start\`, or set API_ORIGIN, then reload.\n`);
  }
}

async function apiJson(pathname) {
  const answer = await fetch(`${apiOrigin}${pathname}`);
  if (!answer.ok) throw new Error(`${pathname} answered ${answer.status}`);
  return answer.json();
}

function send(response, status, type, body) {
  response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
  response.end(body);
}

/** Says once at start-up whether the API answers, and what to do when it does not. */
async function checkApi() {
  try {
    await apiJson('/api/health');
  } catch (error) {
    console.warn(`[dev] No API at ${apiOrigin} yet (${error.cause?.code ?? error.message}): pages load once one answers there. \`npm start\` starts one (or set API_ORIGIN).`);
  }
}

const { rspack } = require('@rspack/core');
const { RspackDevServer } = require('@rspack/dev-server');

const compiler = rspack(browserConfig());
const server = new RspackDevServer(
  {
    port,
    hot: false,
    liveReload: true,
    static: false,
    client: { logging: 'warn', overlay: { errors: true, warnings: false } },
    ...(remote ? remoteServerOptions() : shellServerOptions()),
  },
  compiler,
);
compiler.hooks.done.tap('plotwise-dev', (stats) => {
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (stats.hasErrors()) console.log(`[dev] ${packageName}: build failed (${seconds}s since start)`);
  else console.log(`[dev] ${packageName} built (${seconds}s since start): open http://localhost:${port}/ (API ${apiOrigin})`);
});
await Promise.all([server.start(), checkApi()]);
const stop = () => server.stop().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
