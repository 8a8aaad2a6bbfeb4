import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { REMOTE_LOAD_TIMEOUT_MS_DEFAULT, type RemoteDescriptor } from '@plotwise/contracts';
import { enforceSharedContracts, takeSharedMismatch } from './shared-contracts';

/** Every remote exposes its route tree as `./routes`, a component rendering `<Routes>`. */
export const ROUTES_MODULE = 'routes';

const registered = new Set<string>();
const pending = new Map<string, Promise<ComponentType>>();
const failed = new Set<string>();

/**
 * Registers a remote with the federation runtime. Registering fetches nothing;
 * the entry is requested on the first `loadRemote`.
 */
function ensureRegistered(remote: RemoteDescriptor, force = false): void {
  if (registered.has(remote.name) && !force) return;
  enforceSharedContracts();
  registerRemotes([{ name: remote.name, entry: remote.entry }], { force });
  registered.add(remote.name);
}

/** A remote that neither loads nor fails (a hung server) must not leave a skeleton forever. */
function withTimeout<T>(promise: Promise<T>, timeoutMs: number, remote: RemoteDescriptor): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${remote.name} did not load within ${timeoutMs} ms.`)), timeoutMs);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Loads a remote module once; a failure is forgotten so that Retry really
 * fetches again (re-registering with force clears the runtime's own cache).
 */
export function loadRemoteModule<T = ComponentType>(
  remote: RemoteDescriptor,
  module: string = ROUTES_MODULE,
  timeoutMs: number = REMOTE_LOAD_TIMEOUT_MS_DEFAULT,
): Promise<T> {
  const id = `${remote.name}/${module}`;
  const cached = pending.get(id);
  if (cached) return cached as Promise<T>;

  const retrying = registered.has(remote.name) && failed.has(remote.name);
  ensureRegistered(remote, retrying);
  failed.delete(remote.name);

  const loading = loadRemote<{ default: T }>(id).then(
    (loaded) => {
      if (!loaded || !loaded.default) throw takeSharedMismatch(remote.name) ?? new Error(`${remote.name} did not provide ${module}.`);
      return loaded.default;
    },
    (error: unknown) => {
      throw takeSharedMismatch(remote.name) ?? error;
    },
  );
  const promise = withTimeout(loading, timeoutMs, remote);
  promise.catch(() => {
    pending.delete(id);
    failed.add(remote.name);
  });
  pending.set(id, promise as Promise<ComponentType>);
  return promise;
}

/**
 * True when this page's HTML told the browser to preload the remote's files
 * (services/src/plugins/site/index-page.ts). If those downloads failed, the
 * browser hands the same failed result to any later script tag for the same URL
 * in this page, so an in-page retry cannot succeed: reload the page instead.
 */
export function retryNeedsReload(remote: RemoteDescriptor): boolean {
  const folder = remote.entry.slice(0, remote.entry.lastIndexOf('/') + 1);
  return Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')).some((link) =>
    link.getAttribute('href')?.startsWith(folder),
  );
}
