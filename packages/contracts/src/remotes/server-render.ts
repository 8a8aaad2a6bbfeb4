import type { RemotesConfig } from './schemas';

/** The element of every page holding the remotes list as JSON (written by the server, read by the shell). */
export const INLINE_REMOTES_ID = 'plotwise-remotes';
/** The element of a server-rendered page holding the reads it was rendered from, for hydration. */
export const PAGE_STATE_ID = 'plotwise-state';

/**
 * The element of a server-rendered page listing, as JSON (`{ href, as }[]`),
 * the files its hydration will need first: the browser asks for them once the
 * page's pictures are in, not in competition with them.
 */
export const DEFERRED_PRELOADS_ID = 'plotwise-preloads';

/** One file a page will need, as a `<link rel="preload">` would name it. */
export interface PreloadHint {
  href: string;
  as: 'fetch' | 'script';
}

/** A JSON-LD object (schema.org), written into the page as it is. */
export type JsonLd = Record<string, unknown>;

/** What a screen says about itself beyond its title and description. */
export interface PageMetaExtras {
  /** The page's picture for link previews: an absolute URL or a path on this site. */
  image?: string | null;
  /** Open Graph type: 'website' unless the page is an article or a listing. */
  type?: 'website' | 'article' | 'product';
  /** schema.org descriptions of what the page shows; `absolute` turns a site path into a full URL. */
  jsonLd?: (absolute: (path: string) => string) => JsonLd[];
  /** The answer's status when rendered on the server: 404 for a screen saying "not found". */
  status?: number;
  /** Keep this page out of search results (an error, a filtered list). */
  noindex?: boolean;
  /** The page's own address when others show it too (`/projects/7` for `/listings/7`); default: the URL asked for. */
  canonicalPath?: string;
}

/** Everything the document's head says about one screen, as the server writes it. */
export interface ServerPageHead {
  /** The whole document title: "{title} | Plotwise". */
  title: string;
  siteName: string;
  /** The page's address for search engines (`<link rel="canonical">`), absolute. */
  canonicalUrl: string;
  description?: string;
  image?: string | null;
  type?: PageMetaExtras['type'];
  jsonLd?: JsonLd[];
  noindex?: boolean;
}

/** A reply of the API as the server's render sees it (answered in-process, anonymously). */
export interface ServerApiReply {
  status: number;
  body: unknown;
}

/** The remote that owns the path, as the server's render loads it. */
export interface ServerRemote {
  name: string;
  /** Its manifest's absolute URL. */
  entry: string;
  /** Its build version: a new one is registered afresh. */
  buildVersion: string;
}

/** What the API server hands the shell's server build for one page (services → shell/src/server). */
export interface ServerRenderRequest {
  /** Path and query string of the page. */
  url: string;
  /** The site's public origin, for canonical URLs and JSON-LD (`https://plotwise.in`). */
  origin: string;
  /** The remotes list as the browser gets it. */
  remotes: RemotesConfig;
  /** The server-rendered remote that owns the path, or null for the shell's own pages. */
  owner: ServerRemote | null;
  /** A GET to the API, answered in-process and without a session. */
  api: (path: string) => Promise<ServerApiReply>;
  /**
   * A remote's file from this server's disk, with the folder it is in (its
   * chunks are then read from there too), or undefined to fetch the URL.
   */
  readFile: (url: string) => Promise<{ text: string; directory: string } | undefined>;
  /**
   * The reads (query keys) the last render of this page made with this build,
   * when the server has one: they are made at once instead of rendering the
   * page first to find them. Reads the page no longer makes are still fine,
   * and ones it newly makes are found as when there is no list.
   */
  knownReads?: readonly (readonly unknown[])[];
}

/** The rendered page, its body still to be streamed. */
export interface ServerRenderResult {
  status: number;
  head: ServerPageHead;
  /** The styles of everything rendered, as `<style>` tags for the head. */
  styleTags: string;
  /** The query cache the browser hydrates, as JSON safe inside a script element. */
  stateJson: string;
  /** Writes the body's HTML (the inside of #root) to the stream. */
  pipe: (destination: NodeJS.WritableStream) => void;
  /** The reads the page made, for `knownReads` next time (missing from a shell build older than it). */
  reads?: unknown[][];
}
