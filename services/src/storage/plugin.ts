import Boom from '@hapi/boom';
import type { Plugin } from '@hapi/hapi';
import { fileIdParamsSchema, type FileIdParams } from '@plotwise/contracts';
import { defineRoute } from '../plugins/define-route';
import { zodValidator } from '../validation/zod-validator';
import { readFile } from './file-store';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** An SVG opened directly must not run scripts or load anything. */
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'";

const getFileRoute = defineRoute<{ Params: FileIdParams }>({
  method: 'GET',
  path: '/api/files/{id}',
  options: {
    auth: false,
    description: 'A stored file, by id. An id never changes content, so it caches for a year.',
    validate: { params: zodValidator(fileIdParamsSchema) },
    handler: async (request, h) => {
      const file = await readFile(request.params.id);
      if (!file) throw Boom.notFound('File not found');
      const response = h
        .response(file.data)
        .type(file.contentType)
        .header('cache-control', IMMUTABLE)
        .header('x-content-type-options', 'nosniff')
        .etag(file.id);
      if (file.contentType.startsWith('image/svg+xml')) {
        response.header('content-security-policy', SVG_POLICY);
      }
      return response;
    },
  },
});

export const storagePlugin: Plugin<void> = {
  name: 'plotwise-storage',
  register(server) {
    server.route(getFileRoute);
  },
};
