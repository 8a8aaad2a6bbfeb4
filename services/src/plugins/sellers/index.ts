import Boom from '@hapi/boom';
import type { Plugin } from '@hapi/hapi';
import { CATALOG_TEXTS, idParamsSchema, type Seller } from '@plotwise/contracts';
import { PUBLIC_ACCESS, defineRoute } from '../define-route';
import { findProjectSeller } from './seller-service';

export const getProjectSellerRoute = defineRoute('GET /api/projects/{id}/seller', PUBLIC_ACCESS, {
  description: "Who sells an approved project: the agent's agency, RERA agent number, approval and other live projects, or the company; 404 as the project.",
  params: idParamsSchema,
  handler: async (request): Promise<Seller> => {
    const seller = await findProjectSeller(request.params.id, request.server.app.config.company.legalName);
    if (!seller) throw Boom.notFound(CATALOG_TEXTS.projectNotFound);
    return seller;
  },
});

/** The seller of each project, named on its page; never the agent's contact or account. */
export const sellersPlugin: Plugin<void> = {
  name: 'plotwise-sellers',
  dependencies: ['plotwise-auth'],
  register(server) {
    server.route([getProjectSellerRoute]);
  },
};
