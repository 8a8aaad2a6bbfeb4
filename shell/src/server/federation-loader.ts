import { AsyncLocalStorage } from 'node:async_hooks';
import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { PreloadableRoutes } from '@plotwise/ui';
import type { ServerRemote, ServerRenderRequest } from '@plotwise/contracts';
import { enforceSharedContracts, takeSharedMismatch } from '../features/remotes/shared-contracts';

type FileReader = ServerRenderRequest['readFile'];

/**
 * The file reader of the render in progress. The federation runtime's plugins
 * are global while renders run side by side, so each render's reader travels
 * with its own async work rather than in a variable the next render overwrites.
 */
const fileReaders = new AsyncLocalStorage<FileReader>();

function readFile(url: string): ReturnType<FileReader> {
  const reader = fileReaders.getStore();
  return reader ? reader(url) : Promise.resolve(undefined);
}

/**
 * Remote files this server has on its own disk are read from there, not
 * fetched from itself over HTTP: the manifest, and the Node.js entry, which is
 * run with its real folder as `__dirname`, so the federation runtime's chunk
 * loader finds its chunks beside it on disk. Anything else (a remote on another
 * origin) is fetched as the runtime would.
 */
const serverFilesPlugin = {
  name: 'plotwise-server-files',
  fetch(url: string) {
    // The runtime fetches by itself when no plugin answers (a resolved undefined).
    return readFile(url).then(
      (file) => (file === undefined ? undefined : new Response(file.text, { status: 200, headers: { 'content-type': 'application/json' } })),
    ) as Promise<Response>;
  },
  async loadEntry({ remoteInfo }: { remoteInfo: { entry: string; entryGlobalName: string } }) {
    const file = await readFile(remoteInfo.entry);
    if (file === undefined) return undefined;
    const filename = path.join(file.directory, path.basename(new URL(remoteInfo.entry).pathname));
    const module = { exports: {} as Record<string, unknown> };
    const run = new vm.Script(`(function (exports, module, require, __dirname, __filename) {${file.text}\n})`, { filename }).runInThisContext() as (
      ...args: unknown[]
    ) => void;
    run(module.exports, module, createRequire(filename), file.directory, filename);
    return (module.exports[remoteInfo.entryGlobalName] ?? module.exports) as never;
  },
};

let pluginsRegistered = false;

function registerPluginsOnce(): void {
  if (pluginsRegistered) return;
  enforceSharedContracts();
  registerPlugins([serverFilesPlugin]);
  pluginsRegistered = true;
}

/** Runs one render's work with its own file reader for every remote file the runtime asks for. */
export function withFileReader<T>(reader: FileReader, work: () => Promise<T>): Promise<T> {
  registerPluginsOnce();
  return fileReaders.run(reader, work);
}

const registeredVersions = new Map<string, string>();

/**
 * Registers the remote, again (with force) when a new build of it was put in
 * place: the runtime keeps one container per name and version, and would go on
 * asking the old build for chunks that no longer exist.
 */
function ensureRegistered(remote: ServerRemote): void {
  const known = registeredVersions.get(remote.name);
  if (known === remote.buildVersion) return;
  registerRemotes([{ name: remote.name, entry: remote.entry }], { force: known !== undefined });
  registeredVersions.set(remote.name, remote.buildVersion);
}

/** The remote's route tree, with the screen for `pathname` loaded, so the render does not suspend on it. */
export async function loadRoutes(remote: ServerRemote, pathname: string): Promise<PreloadableRoutes> {
  ensureRegistered(remote);
  const loaded = await loadRemote<{ default: PreloadableRoutes }>(`${remote.name}/routes`).catch((error: unknown) => {
    throw takeSharedMismatch(remote.name) ?? error;
  });
  if (!loaded?.default) throw takeSharedMismatch(remote.name) ?? new Error(`${remote.name} did not provide its routes.`);
  await loaded.default.preload?.(pathname);
  return loaded.default;
}
