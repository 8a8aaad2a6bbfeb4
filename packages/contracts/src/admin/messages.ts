import { z } from 'zod';
import { choiceOrAllParam, pageParam, pageSizeParam } from '../common/query-params';
import { pageOf } from '../common/schemas';
import { OUTGOING_MESSAGE_STATUSES } from './message-texts';

/** One email or text the site sent or tried to send, as an admin reads it. */
export const outgoingMessageSchema = z.object({
  id: z.number().int(),
  channel: z.enum(['email', 'sms']),
  recipient: z.string(),
  subject: z.string().nullable(),
  purpose: z.string(),
  status: z.enum(OUTGOING_MESSAGE_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  failedAt: z.string().nullable(),
});
export type OutgoingMessageView = z.infer<typeof outgoingMessageSchema>;

/** `GET /api/admin/messages?status=failed&page=&pageSize=`: newest first. */
export const messageListQuerySchema = z.strictObject({
  status: choiceOrAllParam('status', OUTGOING_MESSAGE_STATUSES),
  page: pageParam(),
  pageSize: pageSizeParam(25, 100),
});
export type MessageListQuery = z.infer<typeof messageListQuerySchema>;
export const messageListResponseSchema = pageOf(outgoingMessageSchema);
export type MessageListResponse = z.infer<typeof messageListResponseSchema>;

