import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { remotesConfigSchema, type RemotesConfig } from '@plotwise/contracts';
import { REMOTES, SHELL, remoteDescriptor } from '../../../remotes.config.cjs';
import { REPO_ROOT } from './server';
import { ConfigProblem, configSection, flag } from './section';

/**
 * The remotes that make up the site unless REMOTES_JSON says otherwise: the
 * registry's (remotes.config.cjs), each served by this API under
 * /remotes/<id>/. Checked as a REMOTES_JSON file is.
 */
export const DEFAULT_REMOTES: RemotesConfig = remotesConfigSchema.parse({ remotes: REMOTES.map(remoteDescriptor) });

/** The pages: which remotes compose them, where the builds and releases are, and how pages are rendered on the server. */
export const siteSection = configSection(
  {
    REMOTES_JSON: z.string().min(1).optional(),
    DIST_DIR: z.string().min(1).optional(),
    RELEASES_DIR: z.string().min(1).optional(),
    RELEASES_KEEP: z.coerce.number().int().min(2).default(10),
    HOSTED_RELEASES_KEEP_HOURS: z.coerce.number().min(1).max(8760).default(24),
    DEPLOY_TOKEN: z.string().min(24, 'DEPLOY_TOKEN must be at least 24 characters').optional(),
    SERVER_RENDER: flag('SERVER_RENDER', 'true'),
    SERVER_RENDER_TIMEOUT_MS: z.coerce.number().int().min(10).max(10_000).default(300),
    SERVER_RENDER_CACHE_SECONDS: z.coerce.number().min(0).max(3600).default(10),
    SERVER_RENDER_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
    REMOTE_FETCH_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
    SEARCH_CACHE_SECONDS: z.coerce.number().min(0).max(3600).default(10),
  },
  (vars, { dataDir }) => ({
    remotes: vars.REMOTES_JSON ? readRemotesFile(vars.REMOTES_JSON) : DEFAULT_REMOTES,
    /** Each built package's folder: the shell's, and each registered remote's by its id (`catalog`). */
    dist: distFolders(vars.DIST_DIR ? path.resolve(vars.DIST_DIR) : REPO_ROOT),
    /** Remotes' releases (docs/architecture.md, how a team ships): their folder, shared by every API process, and who may publish. */
    releases: {
      dir: path.resolve(vars.RELEASES_DIR ?? path.join(dataDir, 'releases')),
      keep: vars.RELEASES_KEEP,
      pollMs: 2000,
      deployToken: vars.DEPLOY_TOKEN ?? null,
      /** Copies of hosted releases (DATA_DIR/hosted-releases) neither live, canary nor in use, unused this long, are removed at each round. */
      hostedCopies: { keepMs: vars.HOSTED_RELEASES_KEEP_HOURS * 3_600_000, pruneEveryMs: 3_600_000 },
    },
    /** Server rendering of public pages (docs/architecture.md, rendering path). */
    serverRender: {
      enabled: vars.SERVER_RENDER === 'true',
      /** Longer than this and the page is rendered in the browser instead (a slow or broken remote). */
      timeoutMs: vars.SERVER_RENDER_TIMEOUT_MS,
      /** How long an anonymous page's HTML is reused, unless data changes first; 0 never. */
      cacheMs: vars.SERVER_RENDER_CACHE_SECONDS * 1000,
      /** Renders at a time; a page that gets no render slot within timeoutMs is rendered in the browser. */
      concurrency: vars.SERVER_RENDER_CONCURRENCY,
      /** How long the server waits for a remote on another origin's manifest (and a hosted release's Node build file). */
      remoteFetchTimeoutMs: vars.REMOTE_FETCH_TIMEOUT_MS,
    },
    /** How long a text search's matches serve its pages and repeats (db/search-results); 0 never. */
    searchCacheMs: vars.SEARCH_CACHE_SECONDS * 1000,
  }),
);

/**
 * The built front-end packages: `<root>/<package>/dist`, where the root is the
 * repository or DIST_DIR (a deploy that keeps builds apart from the source).
 */
function distFolders(root: string): { shell: string; [remoteId: string]: string } {
  const remotes = REMOTES.map((remote) => [remote.id, path.join(root, remote.package, 'dist')]);
  return { ...Object.fromEntries(remotes), shell: path.join(root, SHELL.package, 'dist') };
}

function readRemotesFile(file: string): RemotesConfig {
  const fullPath = path.resolve(file);
  let json: unknown;
  try {
    json = JSON.parse(fs.readFileSync(fullPath, 'utf8'));
  } catch (error) {
    throw new ConfigProblem(`REMOTES_JSON: cannot read ${fullPath}: ${(error as Error).message}`);
  }
  const parsed = remotesConfigSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigProblem(`REMOTES_JSON: ${fullPath}: ${issue?.path.join('.') || '(root)'}: ${issue?.message}`);
  }
  return parsed.data;
}
