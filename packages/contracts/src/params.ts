import { z } from 'zod';
import { MAX_SERIAL_ID } from './catalog-constants';

/** A numeric record id in a path, such as `/api/projects/{id}`. */
export const recordIdSchema = z
  .string()
  .regex(/^\d{1,10}$/, 'id must be a positive whole number')
  .transform(Number)
  .refine((id) => id >= 1 && id <= MAX_SERIAL_ID, 'id must be a positive whole number');

export const idParamsSchema = z.strictObject({ id: recordIdSchema });
export type IdParams = z.infer<typeof idParamsSchema>;

/** Stored-file ids are opaque; an id that names no file is simply not found. */
export const fileIdParamsSchema = z.strictObject({ id: z.string().min(1).max(100) });
export type FileIdParams = z.infer<typeof fileIdParamsSchema>;

/** For calls that take no query string or no body: anything sent is an unknown field. */
export const emptyObjectSchema = z.strictObject({});
