import Boom from '@hapi/boom';
import { MESSAGE_TEXTS, idParamsSchema, type OutgoingMessageView } from '@plotwise/contracts';
import { OutgoingMessage } from '../../../db/models';
import { ADMIN_ACCESS, defineRoute } from '../../define-route';

export const retryMessageRoute = defineRoute('POST /api/admin/messages/{id}/retry', ADMIN_ACCESS, {
  description: 'Queues a failed message again (after the gateway or address was fixed); 409 when it is not failed (admin only).',
  params: idParamsSchema,
  handler: async (request): Promise<Pick<OutgoingMessageView, 'id' | 'status'>> => {
    const { id } = request.params;
    const requeued = await request.server.app.messages.requeueFailed(id);
    if (requeued) return { id, status: 'queued' };
    if (!(await OutgoingMessage.query().findById(id))) throw Boom.notFound(MESSAGE_TEXTS.notFound);
    throw Boom.conflict(MESSAGE_TEXTS.notFailed);
  },
});
