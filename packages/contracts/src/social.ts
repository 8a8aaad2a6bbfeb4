import { z } from 'zod';

export const socialLinkSchema = z.object({
  id: z.number().int(),
  platform: z.string(),
  url: z.string(),
  isActive: z.boolean(),
});
export type SocialLink = z.infer<typeof socialLinkSchema>;
