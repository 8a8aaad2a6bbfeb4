import Boom from '@hapi/boom';
import type { ResponseToolkit } from '@hapi/hapi';
import { z } from 'zod';
import { REMOTES, type RegisteredRemote } from '../../../../../remotes.config.cjs';
import { ADMIN_ACCESS, defineRoute } from '../../define-route';
import { IMMUTABLE } from '../cache-policy';
import { lookupDistFile } from '../dist-files';
import { remoteFolder } from '../remote-folders';
import { notBuilt, serveDistFile } from '../serve-dist-file';
import { siteSettings } from '../settings';

/** Remotes anyone may load, by their folder under /remotes/; the others have routes of their own below. */
const PUBLIC_REMOTES = new Map(REMOTES.filter((remote) => !remote.requiresRole).map((remote) => [remote.id, remote]));

/** `{path*}` is absent for the remote's folder itself. */
const remoteFileParams = z.object({ remote: z.string(), path: z.string().optional() });

async function serveRemoteFile(
  request: Parameters<typeof siteSettings.of>[0],
  h: Pick<ResponseToolkit, 'file' | 'response'>, remote: RegisteredRemote, filePath: string) {
  const settings = siteSettings.of(request);
  const folder = await remoteFolder(settings, { remote, file: filePath });
  if (folder === null) return notBuilt(h, `${remote.package} remote`);
  const found = await lookupDistFile(folder.dir, folder.file, { sourceMaps: settings.publicSourceMaps });
  if (found.kind === 'not-built') return notBuilt(h, `${remote.package} remote`);
  if (found.kind === 'missing') throw Boom.notFound('File not found');
  const response = serveDistFile(h, folder.dir, found.path);
  // A release's files never change under its version, its manifest and entry included.
  return folder.version === null ? response : response.header('cache-control', IMMUTABLE);
}

export const publicRemoteFilesRoute = defineRoute('GET /remotes/{remote}/{path*}', false, {
  description: "A public remote's built files: /remotes/catalog/ serves mf-catalog/dist, /remotes/catalog/<version>/ a release of it.",
  params: remoteFileParams,
  query: false,
  handler: (request, h) => {
    const { remote, path = '' } = request.params;
    const registered = PUBLIC_REMOTES.get(remote);
    if (!registered) throw Boom.notFound('Unknown remote');
    return serveRemoteFile(request, h, registered, path);
  },
});

/**
 * The remotes that require a role (the admin portal) reach those sessions only
 * (docs/decisions.md): 401 anonymous, 403 other roles.
 */
export const adminRemoteFilesRoutes = REMOTES.filter((remote) => remote.requiresRole === 'admin').map((remote) =>
  defineRoute(`GET /remotes/${remote.id}/{path*}`, ADMIN_ACCESS, {
    description: 'The admin remote, for admin sessions only.',
    params: remoteFileParams.pick({ path: true }),
    query: false,
    handler: async (request, h) => {
      const response = await serveRemoteFile(request, h, remote, request.params.path ?? '');
      // Shared caches must not hand admin code to someone else.
      if (response.statusCode === 200 && response.headers['cache-control'] !== 'no-cache') {
        response.header('cache-control', 'private, max-age=31536000, immutable');
      }
      return response.header('vary', 'cookie');
    },
  }),
);
