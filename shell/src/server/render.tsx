import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import type { ComponentType, ReactElement } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  AppProviders,
  ApiError,
  PageHeadProvider,
  SESSION_QUERY_KEY,
  StaticRouter,
  createAppStore,
  createQueryClient,
  isPersonalQuery,
  type PageHeadCollector,
  type PreloadableRoutes,
  type QueryClient,
  type QueryFunctionContext,
} from '@plotwise/ui';
import type { ServerRemote, ServerRenderRequest, ServerRenderResult } from '@plotwise/contracts';
import { Layout } from '../app/app';
import { LoadedRoutesContext } from '../features/remotes/remote-outlet';
import { enforceSharedContracts, takeSharedMismatch } from '../features/remotes/shared-contracts';
import { REMOTES_QUERY_KEY } from '../features/remotes/use-remotes';
import { dehydrateForPage } from '../app/page-state';
import { serverHead } from './server-head';

/**
 * Renders with data until no screen asks for more; four renders cover a read
 * that depends on another's answer (a project, then what it links to).
 */
const MAX_RENDERS = 4;

/**
 * Styles of the first render, which only finds the page's reads: one sheet
 * kept across pages, so styled-components does not compile again the CSS it
 * compiled for an earlier page. Renewed now and then, so it cannot grow
 * without bound.
 */
let discoverySheet = new ServerStyleSheet();
let discoveryRenders = 0;
const DISCOVERY_SHEET_RENDERS = 1_000;

let currentReadFile: ServerRenderRequest['readFile'] = async () => undefined;
let pluginRegistered = false;

/**
 * Remote files this server has on its own disk are read from there, not
 * fetched from itself over HTTP: the manifest, and the Node.js entry, which is
 * run with its real folder as `__dirname`, so the federation runtime's chunk
 * loader finds its chunks beside it on disk. Anything else (a remote on another
 * origin) is fetched as the runtime would.
 */
function registerFilePlugin(readFile: ServerRenderRequest['readFile']): void {
  currentReadFile = readFile;
  if (pluginRegistered) return;
  enforceSharedContracts();
  registerPlugins([
    {
      name: 'plotwise-server-files',
      fetch(url: string) {
        // The runtime fetches by itself when no plugin answers (a resolved undefined).
        return currentReadFile(url).then(
          (file) => (file === undefined ? undefined : new Response(file.text, { status: 200, headers: { 'content-type': 'application/json' } })),
        ) as Promise<Response>;
      },
      async loadEntry({ remoteInfo }: { remoteInfo: { entry: string; entryGlobalName: string } }) {
        const file = await currentReadFile(remoteInfo.entry);
        if (file === undefined) return undefined;
        const filename = path.join(file.directory, path.basename(new URL(remoteInfo.entry).pathname));
        const module = { exports: {} as Record<string, unknown> };
        const run = new vm.Script(`(function (exports, module, require, __dirname, __filename) {${file.text}\n})`, { filename }).runInThisContext() as (
          ...args: unknown[]
        ) => void;
        run(module.exports, module, createRequire(filename), file.directory, filename);
        return (module.exports[remoteInfo.entryGlobalName] ?? module.exports) as never;
      },
    },
  ]);
  pluginRegistered = true;
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

async function loadRoutes(remote: ServerRemote, pathname: string): Promise<PreloadableRoutes> {
  ensureRegistered(remote);
  const loaded = await loadRemote<{ default: PreloadableRoutes }>(`${remote.name}/routes`).catch((error: unknown) => {
    throw takeSharedMismatch(remote.name) ?? error;
  });
  if (!loaded?.default) throw takeSharedMismatch(remote.name) ?? new Error(`${remote.name} did not provide its routes.`);
  await loaded.default.preload?.(pathname);
  return loaded.default;
}

/** Reads answered by the API in-process; a failure becomes the ApiError the browser would see. */
function serverQueryClient(api: ServerRenderRequest['api']): QueryClient {
  const client = createQueryClient();
  client.setDefaultOptions({
    ...client.getDefaultOptions(),
    queries: {
      ...client.getDefaultOptions().queries,
      // A read that failed renders as failed ("not found"), not as loading again.
      retryOnMount: false,
      queryFn: async ({ queryKey }: QueryFunctionContext) => {
        const [path, params] = queryKey as [string, Record<string, unknown> | undefined];
        const search = new URLSearchParams();
        for (const [key, value] of Object.entries(params ?? {})) {
          if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
        }
        const query = search.toString();
        const reply = await api(query ? `${path}?${query}` : path);
        if (reply.status >= 400) {
          const message = (reply.body as { message?: unknown } | null)?.message;
          throw new ApiError(reply.status, JSON.stringify(reply.body), typeof message === 'string' ? message : undefined);
        }
        return reply.body;
      },
    },
  });
  return client;
}

/** Reads a server render may make: public ones, never the session or a person's own data. */
function wantedOnServer(queryKey: readonly unknown[]): boolean {
  return queryKey[0] !== SESSION_QUERY_KEY[0] && !isPersonalQuery(queryKey);
}

/** What the page and the browser's hydration need: the reads made for the page (the remotes list is in the page already). */
function pageRead(queryKey: readonly unknown[]): boolean {
  return wantedOnServer(queryKey) && queryKey[0] !== REMOTES_QUERY_KEY[0];
}

function pendingReads(client: QueryClient) {
  return client
    .getQueryCache()
    .findAll({ predicate: (query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle' })
    .filter((query) => (query.options as { enabled?: unknown }).enabled !== false && wantedOnServer(query.queryKey));
}

/**
 * Renders one public page: loads the owning remote's route tree and the
 * page's screen, renders until every read the first screen makes has its
 * data (answered in-process, anonymously), then streams the final render.
 */
export async function render(request: ServerRenderRequest): Promise<ServerRenderResult> {
  registerFilePlugin(request.readFile);
  const pathname = new URL(request.url, 'http://localhost').pathname;
  const loaded: Record<string, ComponentType> = {};
  if (request.owner) loaded[request.owner.name] = await loadRoutes(request.owner, pathname);

  const client = serverQueryClient(request.api);
  client.setQueryData(REMOTES_QUERY_KEY, request.remotes);
  const store = createAppStore();

  const page = (collector: PageHeadCollector) => (
    <AppProviders queryClient={client} store={store}>
      <StaticRouter location={request.url}>
        <PageHeadProvider collector={collector}>
          <LoadedRoutesContext.Provider value={loaded}>
            <Layout />
          </LoadedRoutesContext.Provider>
        </PageHeadProvider>
      </StaticRouter>
    </AppProviders>
  );

  // The first render finds what the screens read, unless the last render of
  // this page said (a fifth to a third of a render's time); each later one is
  // streamed as the page unless a screen asks for more (a read that needed
  // another's answer, or one the page did not make last time).
  const knownReads = request.knownReads?.filter(wantedOnServer);
  if (knownReads) {
    await Promise.all(knownReads.map((queryKey) => client.prefetchQuery({ queryKey })));
  } else {
    if (discoveryRenders++ % DISCOVERY_SHEET_RENDERS === 0) discoverySheet = new ServerStyleSheet();
    renderToString(discoverySheet.collectStyles(page({ head: null })));
  }
  // The finding render (if any) was the first; the last one allowed is streamed whatever it asks for.
  for (let renders = knownReads ? 1 : 2; ; renders += 1) {
    const reads = pendingReads(client);
    await Promise.all(reads.map((query) => client.prefetchQuery({ queryKey: query.queryKey })));
    const streamed = await streamPage(page, client, request, renders < MAX_RENDERS);
    if (streamed !== 'needs-more-data') return streamed;
  }
}

/**
 * The page as a stream, once everything the first screen shows has rendered;
 * 'needs-more-data' (the render dropped) when a screen asked for a read the
 * server has not made yet and `mayAskAgain`.
 */
function streamPage(
  page: (collector: PageHeadCollector) => ReactElement,
  client: QueryClient,
  request: ServerRenderRequest,
  mayAskAgain: boolean,
): Promise<ServerRenderResult | 'needs-more-data'> {
  const collector: PageHeadCollector = { head: null };
  const sheet = new ServerStyleSheet();
  return new Promise((resolve, reject) => {
    let failure: unknown = null;
    let dropped = false;
    const stream = renderToPipeableStream(sheet.collectStyles(page(collector)), {
      // Never outline a large finished section behind its fallback: revealing it
      // takes an inline script, which the site's content security policy refuses.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      // Everything rendered, with its styles and reads: the data and code were loaded before.
      onAllReady() {
        if (mayAskAgain && pendingReads(client).length > 0) {
          dropped = true;
          stream.abort();
          sheet.seal();
          resolve('needs-more-data');
          return;
        }
        // A part that failed would be left to the browser by an inline script the
        // policy refuses: the whole page is then the browser-rendered one.
        if (failure) {
          stream.abort();
          sheet.seal();
          reject(failure instanceof Error ? failure : new Error(String(failure)));
          return;
        }
        const head = collector.head ?? { title: '' };
        const styleTags = sheet.getStyleTags();
        sheet.seal();
        resolve({
          status: head.status ?? 200,
          head: serverHead(head, request.origin, request.url),
          styleTags,
          stateJson: dehydrateForPage(client, pageRead),
          reads: client
            .getQueryCache()
            .findAll({ predicate: (query) => query.state.status !== 'pending' && pageRead(query.queryKey) })
            .map((query) => [...query.queryKey]),
          pipe: (destination) => {
            stream.pipe(destination);
          },
        });
      },
      onShellError(error) {
        sheet.seal();
        reject(error);
      },
      onError(error) {
        if (!dropped) failure ??= error;
      },
    });
  });
}
