import { z } from 'zod';

/** What produced a notification. The first five are the spec's; the rest are events the API really records. */
export const NOTIFICATION_TYPES = [
  'new_inquiry',
  'agent_registration',
  'project_submission',
  'system_update',
  'payment_received',
  'job_application',
  'quote_request',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const NOTIFICATION_PRIORITIES = ['high', 'medium', 'low'] as const;
export type NotificationPriority = (typeof NOTIFICATION_PRIORITIES)[number];

export const notificationSchema = z.object({
  id: z.number().int(),
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string(),
  message: z.string(),
  priority: z.enum(NOTIFICATION_PRIORITIES),
  read: z.boolean(),
  /** Where the admin goes to act on it, e.g. /admin/pending-approvals. */
  link: z.string().nullable(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;
