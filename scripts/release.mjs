// Remotes' releases: publish a remote's build as an immutable, versioned
// release, promote one, roll back, list them. Run with tsx (it reads the
// API's own release.json code): npm run release -- <command> …
// Talks to a running site (--api, default http://localhost:3000) with the
// deploy credential DEPLOY_TOKEN; publish writes into RELEASES_DIR, the
// folder the API processes share (default DATA_DIR/releases, or .data/releases).
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import registry from '../remotes.config.cjs';
import { describeBuild, stageRelease } from '../services/src/plugins/releases/release-manifest.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const USAGE = `Usage: npm run release -- <command> [options]
  publish <remote> [--version v] [--from dir]   copy <remote>/dist into RELEASES_DIR and record it (nothing goes live)
  publish <remote> --url <folder-url> [--version v] [--from dir]
                                                record a build the team uploaded to its own origin (a CDN, a bucket):
                                                the API checks each file's sha256 there and its CORS for the site
  promote <remote> <version>                    make a recorded release live on every API process
  rollback <remote>                             make the release live before the current one live again
  canary <remote> <version> <percent>           send percent (1-99) of visitors, each kept on their side, to a recorded release
  canary <remote> off                           end the canary: every visitor gets the live release
  list [<remote>]                               the recorded releases, newest first, and the log
Options: --api <url> (default http://localhost:3000), --by <name> (for the log; default your user name).
Environment: DEPLOY_TOKEN (required), RELEASES_DIR (publish; default DATA_DIR/releases).`;

function fail(message) {
  console.error(message);
  process.exit(1);
}

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    api: { type: 'string', default: process.env.API_ORIGIN ?? 'http://localhost:3000' },
    version: { type: 'string' },
    from: { type: 'string' },
    url: { type: 'string' },
    by: { type: 'string', default: os.userInfo().username },
    help: { type: 'boolean', short: 'h' },
  },
});
const [command, remoteName, versionArg, percentArg] = positionals;
if (options.help || !command) fail(USAGE);

/** A remote by its id (`catalog`) or package (`mf-catalog`). */
function remoteOf(name) {
  const found = registry.REMOTES.find((remote) => remote.id === name || remote.package === name);
  if (!found) fail(`Unknown remote "${name ?? ''}": one of ${registry.REMOTES.map((remote) => remote.id).join(', ')}.`);
  return found;
}

async function api(method, route, body) {
  const token = process.env.DEPLOY_TOKEN;
  if (!token) fail('Set DEPLOY_TOKEN to the deploy token the API was started with.');
  let response;
  try {
    response = await fetch(new URL(route, options.api), {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
  } catch (error) {
    fail(`No answer from ${options.api} (${error.cause?.code ?? error.message}): is the site running? (--api)`);
  }
  const reply = await response.json().catch(() => ({}));
  if (!response.ok) fail(`${response.status}: ${reply.message ?? response.statusText}`);
  return reply;
}

const releasesDir = () => path.resolve(process.env.RELEASES_DIR ?? path.join(process.env.DATA_DIR ?? path.join(ROOT, '.data'), 'releases'));

/** A build already uploaded to its team's own origin: only its description travels, and the API checks it there. */
async function publishHosted(remote, buildDir) {
  const manifest = await describeBuild(buildDir, remote.id, options.version).catch((error) => fail(`${error.message} (npm run build -- ${remote.package})`));
  const reply = await api('POST', '/api/releases', { remote: remote.id, version: manifest.version, url: options.url, files: manifest.files, by: options.by });
  console.log(`${reply.created ? 'Recorded' : 'Already recorded'}: ${remote.id} ${manifest.version}, hosted at ${options.url}. Make it live with: npm run release -- promote ${remote.id} ${manifest.version}`);
}

async function publish(remote) {
  const buildDir = path.resolve(options.from ?? path.join(ROOT, remote.package, 'dist'));
  if (options.url) return publishHosted(remote, buildDir);
  const staged = await stageRelease(buildDir, releasesDir(), remote.id, options.version).catch((error) => fail(`${error.message} (npm run build -- ${remote.package})`));
  const { version } = staged.manifest;
  console.log(staged.copied ? `Copied ${Object.keys(staged.manifest.files).length} files to ${staged.dir}.` : `${remote.id} ${version} is already in ${staged.dir}.`);
  const reply = await api('POST', '/api/releases', { remote: remote.id, version, by: options.by });
  console.log(`${reply.created ? 'Recorded' : 'Already recorded'}: ${remote.id} ${version}. Make it live with: npm run release -- promote ${remote.id} ${version}`);
}

function printEvent({ event }) {
  const share = event.action === 'canary' ? `, ${event.percent}% of visitors` : '';
  console.log(`${event.remote}: ${event.from ?? '(dist folder)'} → ${event.to} (${event.action}${share} by ${event.actor}). Every API process serves it within a few seconds.`);
}

switch (command) {
  case 'publish':
    await publish(remoteOf(remoteName));
    break;
  case 'promote':
    if (!versionArg) fail('Usage: npm run release -- promote <remote> <version>');
    printEvent(await api('POST', `/api/releases/${remoteOf(remoteName).id}/promote`, { version: versionArg, by: options.by }));
    break;
  case 'rollback':
    printEvent(await api('POST', `/api/releases/${remoteOf(remoteName).id}/rollback`, { by: options.by }));
    break;
  case 'canary': {
    const id = remoteOf(remoteName).id;
    if (versionArg === 'off') printEvent(await api('POST', `/api/releases/${id}/canary/off`, { by: options.by }));
    else if (!versionArg || !percentArg) fail('Usage: npm run release -- canary <remote> <version> <percent> | canary <remote> off');
    // A share that is no number goes as given, for the API to say what it must be.
    else printEvent(await api('POST', `/api/releases/${id}/canary`, { version: versionArg, percent: /^\d+(\.\d+)?$/.test(percentArg) ? Number(percentArg) : percentArg, by: options.by }));
    break;
  }
  case 'list': {
    const query = remoteName ? `?remote=${remoteOf(remoteName).id}` : '';
    const { releases } = await api('GET', `/api/releases${query}`);
    for (const release of releases) {
      console.log(`${release.live ? '*' : ' '} ${release.remote.padEnd(9)} ${release.version.padEnd(14)} ${release.createdAt}  ${release.createdBy}  ${release.fileCount} files`);
    }
    const { events } = await api('GET', `/api/releases/events${query}`);
    for (const event of events.slice(0, 10)) console.log(`  ${event.at} ${event.remote}: ${event.from ?? '(dist)'} → ${event.to} (${event.action}${event.action === 'canary' ? ` ${event.percent}%` : ''} by ${event.actor})`);
    break;
  }
  default:
    fail(USAGE);
}
