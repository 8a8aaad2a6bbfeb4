import { z } from 'zod';
import { USER_ROLES } from './catalog-constants';

export const adminLoginPayloadSchema = z.strictObject({
  username: z.string().trim().min(1, 'Username is required').max(100),
  password: z.string().min(1, 'Password is required').max(200),
});
export type AdminLoginPayload = z.infer<typeof adminLoginPayloadSchema>;

/** The signed-in person as `GET /api/auth/me` and the login calls describe them. */
export const sessionUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  role: z.enum(USER_ROLES),
  isApproved: z.boolean(),
  createdAt: z.string(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const meResponseSchema = z.object({ user: sessionUserSchema.nullable() });
export type MeResponse = z.infer<typeof meResponseSchema>;

export const loginResponseSchema = z.object({ user: sessionUserSchema, message: z.string() });
export type LoginResponse = z.infer<typeof loginResponseSchema>;
