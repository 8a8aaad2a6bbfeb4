import { z } from 'zod';
import { canaryPercentSchema } from '@plotwise/contracts';
import { REMOTES } from '../../../../remotes.config.cjs';
import { requestOrigin, siteOrigin } from '../../extensions/request-origin';
import { defineRoute } from '../define-route';
import { endCanary, startCanary } from './canary-service';
import { actorOf, DEPLOY_OR_ADMIN_ACCESS } from './deploy-auth';
import { hostedFolderUrl } from './hosted-release';
import { VERSION_PATTERN } from './release-manifest';
import { listEvents, listReleases, makeLive, previousLive, registerRelease } from './release-service';
import { releasesSettings } from './settings';

const remoteId = z.enum(REMOTES.map((remote) => remote.id) as [string, ...string[]], {
  message: `remote must be one of ${REMOTES.map((remote) => remote.id).join(', ')}`,
});
const version = z.string().regex(VERSION_PATTERN, 'version must be 1-64 letters, digits, dots, dashes or underscores, starting with a letter or digit');
/** Who ran the command, for the log (the deploy token names no person). */
const by = z.string().trim().min(1).max(100).optional();

const remoteParams = z.object({ remote: remoteId });
/** A build hosted on its team's own origin: the folder's address and each file's sha256. */
const hostedUrl = z.url({ protocol: /^https?$/, message: 'url must be the http(s) address of the folder the build is uploaded to' });
const FILE_PATH = /^(?!\/)(?!.*(?:^|\/)\.\.?(?:\/|$))[A-Za-z0-9._~@+/-]{1,300}$/;
const fileHashes = z
  .record(z.string(), z.string().regex(/^[0-9a-f]{64}$/, "each file's hash must be its sha256 in hex"))
  .refine((files) => Object.keys(files).every((file) => FILE_PATH.test(file)), 'files must name paths inside the build folder')
  .refine((files) => Object.keys(files).length <= 10_000, 'files may list 10,000 files at most');
const publishPayload = z
  .object({ remote: remoteId, version, by, url: hostedUrl.optional(), files: fileHashes.optional() })
  .refine((payload) => !payload.url === !payload.files, "url and files go together: a build hosted elsewhere is published with its address and its files' sha256");

/** The origin the site's pages are on, which a remote on another origin must allow with CORS. */
const pagesOrigin = (request: Parameters<typeof siteOrigin>[0]) => siteOrigin(request) ?? requestOrigin(request);
const listQuery = z.object({ remote: remoteId.optional() });

/** After a promote or a rollback this process serves the new release at once; the others within their next poll. */
/** A change this process made is followed at once here; other processes see it at their next poll. */
async function followed<Event>(request: { server: { app: { releases: { refresh(): Promise<boolean> } } } }, change: Promise<Event>): Promise<{ event: Event }> {
  const event = await change;
  await request.server.app.releases.refresh();
  return { event };
}

export const releaseRoutes = [
  defineRoute('GET /api/releases', DEPLOY_OR_ADMIN_ACCESS, {
    description: "Remotes' recorded releases, newest first, each marked live or canary, and each remote's live release and canary.",
    query: listQuery,
    handler: async (request) => listReleases(request.server.app.knex, request.query.remote),
  }),
  defineRoute('GET /api/releases/events', DEPLOY_OR_ADMIN_ACCESS, {
    description: 'The log of promotes and rollbacks: who, when, from which version to which.',
    query: listQuery,
    handler: async (request) => ({ events: await listEvents(request.server.app.knex, request.query.remote) }),
  }),
  defineRoute('POST /api/releases', DEPLOY_OR_ADMIN_ACCESS, {
    description: "Records a release whose files are in RELEASES_DIR, once their hashes match its release.json, or, with url and files, hosted on its own origin, once they answer there with CORS and match. Nothing goes live.",
    payload: publishPayload,
    handler: async (request, h) => {
      const { remote, version: v, by: who, url, files } = request.payload;
      const hosted = url && files ? { release: { url: hostedFolderUrl(url), files }, siteOrigin: pagesOrigin(request) } : undefined;
      const { created } = await registerRelease(request.server.app.knex, releasesSettings.of(request), remote, v, actorOf(request, who), hosted);
      return h.response({ remote, version: v, created }).code(created ? 201 : 200);
    },
  }),
  defineRoute('POST /api/releases/{remote}/promote', DEPLOY_OR_ADMIN_ACCESS, {
    description: "Makes a recorded release the remote's live one, on every API process, without a restart.",
    params: remoteParams,
    payload: z.object({ version, by }),
    handler: (request) => {
      const { knex } = request.server.app;
      return followed(request, makeLive(knex, releasesSettings.of(request), request.params.remote, request.payload.version, actorOf(request, request.payload.by), 'promote', pagesOrigin(request)));
    },
  }),
  defineRoute('POST /api/releases/{remote}/rollback', DEPLOY_OR_ADMIN_ACCESS, {
    description: 'Makes the release that was live before the current one live again.',
    params: remoteParams,
    payload: z.object({ by }).optional(),
    handler: async (request) => {
      const { knex } = request.server.app;
      const { remote } = request.params;
      const target = await previousLive(knex, remote);
      return followed(request, makeLive(knex, releasesSettings.of(request), remote, target, actorOf(request, request.payload?.by), 'rollback', pagesOrigin(request)));
    },
  }),
  defineRoute('POST /api/releases/{remote}/canary', DEPLOY_OR_ADMIN_ACCESS, {
    description: "Sends a share of visitors, each kept on the same side, to another recorded release of the remote.",
    params: remoteParams,
    payload: z.object({ version, percent: canaryPercentSchema, by }),
    handler: (request) => {
      const { knex } = request.server.app;
      const { version: v, percent: share, by: who } = request.payload;
      return followed(request, startCanary(knex, releasesSettings.of(request), request.params.remote, v, share, actorOf(request, who), pagesOrigin(request)));
    },
  }),
  defineRoute('POST /api/releases/{remote}/canary/off', DEPLOY_OR_ADMIN_ACCESS, {
    description: "Ends the remote's canary: every visitor gets the live release.",
    params: remoteParams,
    payload: z.object({ by }).optional(),
    handler: (request) => followed(request, endCanary(request.server.app.knex, request.params.remote, actorOf(request, request.payload?.by))),
  }),
];
