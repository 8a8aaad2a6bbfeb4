import Boom from '@hapi/boom';
import type { Plugin } from '@hapi/hapi';
import { CATALOG_TEXTS, idParamsSchema, type Seller } from '@plotwise/contracts';
import { PUBLIC_ACCESS, defineRoute } from '../define-route';
import { pluginSettings, type SettingsOf } from '../../plugin-settings';
import { findProjectSeller } from './seller-service';

/** A project without an agent is sold by the company, by its legal name. */
export const sellersSettings = pluginSettings('company');

export const getProjectSellerRoute = defineRoute('GET /api/projects/{id}/seller', PUBLIC_ACCESS, {
  description: "Who sells an approved project: the agent's agency, RERA agent number, approval and other live projects, or the company; 404 as the project.",
  params: idParamsSchema,
  handler: async (request): Promise<Seller> => {
    const seller = await findProjectSeller(request.params.id, sellersSettings.of(request).company.legalName);
    if (!seller) throw Boom.notFound(CATALOG_TEXTS.projectNotFound);
    return seller;
  },
});

/** The seller of each project, named on its page; never the agent's contact or account. */
export const sellersPlugin: Plugin<SettingsOf<typeof sellersSettings>> = {
  name: 'plotwise-sellers',
  dependencies: ['plotwise-auth'],
  register(server) {
    server.route([getProjectSellerRoute]);
  },
};
