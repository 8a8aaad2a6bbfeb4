import path from 'node:path';
import Boom from '@hapi/boom';
import { z } from 'zod';
import { defineRoute } from '../../define-route';
import { variantFor } from '../../releases/visitor-bucket';
import { lookupDistFile, looksLikeAsset } from '../dist-files';
import { renderIndexPage } from '../index-page';
import { NO_CACHE } from '../cache-policy';
import { notBuilt, serveDistFile } from '../serve-dist-file';
import type { ServerPages } from '../server-pages';
import { siteSettings } from '../settings';

/**
 * Everything that is not the API or a remote belongs to the shell: a real file
 * from shell/dist, otherwise a page: server-rendered for public routes, else
 * index.html, so client-side routes such as /dashboard load the app (history
 * fallback). A missing asset (`.js`, `.css`…) is a 404, not a page of HTML
 * parsed as script.
 */
export const shellFilesRoute = (pages: ServerPages) =>
  defineRoute('GET /{path*}', false, {
    description: 'The shell and its client-side routes.',
    params: z.object({ path: z.string().optional() }),
    query: false,
    handler: async (request, h) => {
      const settings = siteSettings.of(request);
      const distDir = settings.dist.shell;
      const distOptions = { sourceMaps: settings.publicSourceMaps };
      const requested = request.params.path ?? '';

      // A client-side route (/projects/12) names no file: only a name with an extension is looked for on disk.
      if (path.posix.extname(requested) !== '') {
        const found = await lookupDistFile(distDir, requested, distOptions);
        if (found.kind === 'not-built') return notBuilt(h, 'web app (shell)');
        if (found.kind === 'file') return serveDistFile(h, distDir, found.path);
        if (looksLikeAsset(requested)) throw Boom.notFound('File not found');
      }

      const index = await lookupDistFile(distDir, 'index.html', distOptions);
      if (index.kind === 'not-built') return notBuilt(h, 'web app (shell)');
      if (index.kind === 'missing') throw Boom.notFound('index.html is missing from shell/dist');
      const rendered = await pages.reply(request, h, index.path);
      if (rendered) return rendered;
      const page = await renderIndexPage(index.path, request.path, settings, variantFor(request).remotes, request.server.app.remoteManifests);
      if (page === null) throw Boom.notFound('index.html is missing from shell/dist');
      return h.response(page).type('text/html; charset=utf-8').header('cache-control', NO_CACHE);
    },
  });
