import type { ComponentType, ReactElement } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import {
  AppProviders,
  PageHeadProvider,
  StaticRouter,
  createAppStore,
  type PageHeadCollector,
  type QueryClient,
} from '@plotwise/ui';
import type { ServerRenderRequest, ServerRenderResult } from '@plotwise/contracts';
import { Layout } from '../app/app';
import { LoadedRoutesContext } from '../features/remotes/remote-outlet';
import { REMOTES_QUERY_KEY } from '../features/remotes/use-remotes';
import { dehydrateForPage } from '../app/page-state';
import { loadRoutes, withFileReader } from './federation-loader';
import { pageRead, pendingReads, serverQueryClient, wantedOnServer } from './server-query-client';
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

/**
 * Renders one public page: loads the owning remote's route tree and the
 * page's screen, renders until every read the first screen makes has its
 * data (answered in-process, anonymously), then streams the final render.
 */
export function render(request: ServerRenderRequest): Promise<ServerRenderResult> {
  return withFileReader(request.readFile, () => renderPage(request));
}

async function renderPage(request: ServerRenderRequest): Promise<ServerRenderResult> {
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
  // this page listed them (saving that render); each later one is
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
