import { z } from 'zod';

/** Every API error body: a status, its name and a message a person can read. */
export const apiErrorSchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** Bodies of calls that only confirm, such as `POST /api/auth/logout` → `{ message: 'Logged out' }`. */
export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;
