import { COMPANY_DETAILS_PATH, type CompanyDetails } from '@plotwise/contracts';
import { PUBLIC_ACCESS, defineRoute } from '../../define-route';

export const getCompanyRoute = defineRoute(`GET ${COMPANY_DETAILS_PATH}`, PUBLIC_ACCESS, {
  description: 'The registered company behind the site (legal name, CIN, registered office, GSTIN, grievance officer), from configuration.',
  handler: (request): CompanyDetails => request.server.app.config.company,
});
