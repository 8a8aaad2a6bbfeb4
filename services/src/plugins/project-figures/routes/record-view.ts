import { idParamsSchema } from '@plotwise/contracts';
import { clientAddress } from '../../auth/client-address';
import { KEEPS_PUBLIC_PAGES, PUBLIC_ACCESS, defineRoute } from '../../define-route';
import { isDeclaredBot } from '../view-counter';

export const recordProjectViewRoute = defineRoute('POST /api/projects/{id}/views', PUBLIC_ACCESS, {
  // Counting a view changes no page: the kept server-rendered pages stay.
  app: KEEPS_PUBLIC_PAGES,
  description: "The project page was opened: counted once per visitor and day, in batches, never for a client that names itself a bot. Always 204; the page sends it after it shows.",
  params: idParamsSchema,
  handler: (request, h) => {
    const { shared, projectViews } = request.server.app;
    const agent = request.headers['user-agent'];
    if (!isDeclaredBot(typeof agent === 'string' ? agent : undefined)) projectViews.add(request.params.id, clientAddress(request, shared.trustProxy));
    return h.response().code(204);
  },
});
