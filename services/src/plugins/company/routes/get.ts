import { COMPANY_DETAILS_PATH, type CompanyDetails } from '@plotwise/contracts';
import { PUBLIC_ACCESS, defineRoute } from '../../define-route';
import { companySettings } from '../settings';

export const getCompanyRoute = defineRoute(`GET ${COMPANY_DETAILS_PATH}`, PUBLIC_ACCESS, {
  description: 'The registered company behind the site (legal name, CIN, registered office, GSTIN, grievance officer), from configuration.',
  handler: (request): CompanyDetails => companySettings.of(request).company,
});
