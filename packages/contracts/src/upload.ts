import { z } from 'zod';
import { UPLOAD_KIND_NAMES } from './upload-constants';

export const uploadQuerySchema = z.strictObject({
  kind: z.enum(UPLOAD_KIND_NAMES, { error: `kind must be one of: ${UPLOAD_KIND_NAMES.join(', ')}` }),
});

export const uploadedFileSchema = z.object({
  id: z.string(),
  url: z.string(),
  name: z.string(),
  contentType: z.string(),
  size: z.number().int(),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;
