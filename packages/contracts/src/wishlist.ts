import { z } from 'zod';
import { recordIdSchema } from './params';
import { projectSchema } from './project';

/**
 * The signed-in person's saved projects.
 * - `GET /api/wishlist` → `{ items: Project[], projectIds: number[] }`, newest saved first;
 *   a saved project that is no longer public is left out.
 * - `POST /api/wishlist` with `{ projectId }` → 201 `{ projectId }` (saving twice is not an error);
 *   404 'Project Not Found' when the project is not public.
 * - `DELETE /api/wishlist/{projectId}` → 204 (removing an unsaved one is not an error).
 * All three answer 401 without a session.
 */
export const wishlistAddPayloadSchema = z.strictObject({
  projectId: z.number().int().positive(),
});
export type WishlistAddPayload = z.infer<typeof wishlistAddPayloadSchema>;

export const wishlistParamsSchema = z.strictObject({ projectId: recordIdSchema });

export const wishlistResponseSchema = z.object({
  items: z.array(projectSchema),
  projectIds: z.array(z.number().int()),
});
export type WishlistResponse = z.infer<typeof wishlistResponseSchema>;
