import { maskRecipient, messageListQuerySchema, type MessageListResponse } from '@plotwise/contracts';
import { OutgoingMessage } from '../../../db/models';
import { ADMIN_ACCESS, defineRoute } from '../../define-route';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export const listMessagesRoute = defineRoute('GET /api/admin/messages', ADMIN_ACCESS, {
  description: 'Emails and texts the site sent or is sending, newest first, recipients masked; ?status=failed lists the dead letters (admin only).',
  query: messageListQuerySchema,
  handler: async (request): Promise<MessageListResponse> => {
    const { status, page, pageSize } = request.query;
    const query = OutgoingMessage.query().orderBy('id', 'desc');
    if (status) query.where({ status });
    const { results, total } = await query.page(page - 1, pageSize);
    const items = results.map((message) => ({
      id: message.id,
      channel: message.channel,
      // Masked: the list is for seeing what failed, not a copy of people's contacts.
      recipient: maskRecipient(message.recipient),
      subject: message.subject,
      purpose: message.purpose,
      status: message.status,
      attempts: message.attempts,
      lastError: message.lastError,
      createdAt: iso(message.createdAt)!,
      sentAt: iso(message.sentAt),
      failedAt: iso(message.failedAt),
    }));
    return { items, total, page, pageSize };
  },
});
