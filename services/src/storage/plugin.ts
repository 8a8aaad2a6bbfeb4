import Boom from '@hapi/boom';
import type { Plugin, Request, ResponseObject, ResponseToolkit } from '@hapi/hapi';
import { IMAGE_VARIANT_NAMES, fileIdParamsSchema, type UploadKind } from '@plotwise/contracts';
import { z } from 'zod';
import type { User } from '../db/models';
import { defineRoute } from '../plugins/define-route';
import { mayOpenFile } from '../plugins/plots/diligence-service';
import { imageVariant, readFile, type FileContent } from './file-store';
import { storedObjectResponse } from './stored-object-response';
import { removeUnattachedFiles } from './unattached-files';
import { pluginSettings, type SettingsOf } from '../plugin-settings';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const PRIVATE = 'private, no-store';
/** An SVG opened directly must not run scripts or load anything. */
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'";

/** Uploads only administrators may read: a job applicant's resume holds their personal details. */
export const PRIVATE_UPLOAD_KINDS: ReadonlySet<UploadKind> = new Set<UploadKind>(['resume']);

async function isAdmin(request: Pick<Request, 'server'>): Promise<boolean> {
  try {
    const { credentials } = await request.server.auth.test('session', request as Request);
    return ([] as string[]).concat((credentials.scope as string[] | undefined) ?? []).includes('admin');
  } catch {
    return false;
  }
}

/** The signed-in account, if any, of a route that reads no session by itself. */
async function sessionUser(request: Pick<Request, 'server'>): Promise<User | null> {
  try {
    const { credentials } = await request.server.auth.test('session', request as Request);
    return (credentials.user as User | undefined) ?? null;
  } catch {
    return null;
  }
}

/** A file name safe inside a quoted Content-Disposition parameter. */
function attachmentName(file: FileContent): string {
  return (file.originalName ?? 'file').replace(/["\\\r\n]/g, '_');
}

async function respond(request: Parameters<typeof storedObjectResponse>[0], h: Pick<ResponseToolkit, 'file' | 'response'>, file: FileContent): Promise<ResponseObject> {
  // Streamed from the storage with Last-Modified, Range (206) and HEAD; never read whole.
  const response = 'key' in file.source
    ? await storedObjectResponse(request, h, { key: file.source.key, etag: file.id, byteSize: file.byteSize, lastModified: file.createdAt })
    : h.response(file.source.data).etag(file.id);
  return response.type(file.contentType).header('x-content-type-options', 'nosniff');
}

const getFileRoute = defineRoute('GET /api/files/{id}', false, {
  // Public files answer without a session; private ones check it themselves (below).
  description:
    'A stored file, by id, streamed with ETag, Last-Modified, Range and HEAD. Public files cache for a year (an id never changes content); private uploads (resumes) are served only to administrators, as attachments, never cached.',
  params: fileIdParamsSchema,
  query: false,
  handler: async (request, h) => {
    const file = await readFile(request.params.id);
    if (!file) throw Boom.notFound('File not found');
    if (file.kind && PRIVATE_UPLOAD_KINDS.has(file.kind)) {
      // The same answer as an unknown id: a stranger learns nothing about which files exist.
      if (!(await isAdmin(request))) throw Boom.notFound('File not found');
      return (await respond(request, h, file))
        .header('cache-control', PRIVATE)
        .header('content-disposition', `attachment; filename="${attachmentName(file)}"`);
    }
    // A title deed its agent keeps "on request": only the agent and the admins open it, and nobody caches it.
    if (!(await mayOpenFile(file.id, null))) {
      if (!(await mayOpenFile(file.id, await sessionUser(request)))) throw Boom.notFound('File not found');
      return (await respond(request, h, file)).header('cache-control', PRIVATE);
    }
    const response = (await respond(request, h, file)).header('cache-control', IMMUTABLE);
    if (file.contentType.startsWith('image/svg+xml')) response.header('content-security-policy', SVG_POLICY);
    return response;
  },
});

const VARIANT_TYPES: Record<string, string> = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' };

const getImageVariantRoute = defineRoute('GET /api/files/{id}/{variant}', false, {
  description: `One stored size and format of a public picture, for srcset: ${IMAGE_VARIANT_NAMES.join(', ')}. Rendered once and kept; cached for a year.`,
  params: fileIdParamsSchema.extend({ variant: z.enum(IMAGE_VARIANT_NAMES as [string, ...string[]]) }),
  query: false,
  handler: async (request, h) => {
    const file = await readFile(request.params.id);
    // Private files have no variants to show; a stranger learns nothing either way.
    if (!file || (file.kind && PRIVATE_UPLOAD_KINDS.has(file.kind))) throw Boom.notFound('File not found');
    const variant = await imageVariant(file, request.params.variant);
    if (!variant) throw Boom.notFound('This file is not a picture');
    return (await storedObjectResponse(request, h, { ...variant, etag: variant.key }))
      .type(VARIANT_TYPES[request.params.variant.split('.').pop()!]!)
      .header('cache-control', IMMUTABLE)
      .header('x-content-type-options', 'nosniff');
  },
});

/** How often abandoned uploads are looked for. */
export const storageSettings = pluginSettings('fileCleanupIntervalMs');

export const storagePlugin: Plugin<SettingsOf<typeof storageSettings>> = {
  name: 'plotwise-storage',
  // Private files check the session strategy themselves (isAdmin, above).
  dependencies: ['plotwise-auth', '@hapi/inert'],
  register(server, { fileCleanupIntervalMs }) {
    server.route([getFileRoute, getImageVariantRoute]);

    // Abandoned uploads are removed on a timer, on every API process (the removal is idempotent).
    let cleanup: NodeJS.Timeout | undefined;
    server.ext('onPostStart', () => {
      if (fileCleanupIntervalMs <= 0) return;
      cleanup = setInterval(() => {
        removeUnattachedFiles(server.app.knex, server.logger).catch((error: unknown) => server.logger.error({ err: error }, 'Removing unattached files failed'));
      }, fileCleanupIntervalMs).unref();
    });
    server.ext('onPreStop', () => {
      if (cleanup) clearInterval(cleanup);
    });
  },
};
