import { COMPANY_DETAILS_PATH, emptyObjectSchema, type CompanyDetails } from '@plotwise/contracts';
import { zodValidator } from '../../../validation/zod-validator';
import { PUBLIC_ACCESS, defineRoute } from '../../define-route';

export const getCompanyRoute = defineRoute({
  method: 'GET',
  path: COMPANY_DETAILS_PATH,
  options: {
    auth: PUBLIC_ACCESS,
    validate: { query: zodValidator(emptyObjectSchema) },
    description: 'The registered company behind the site (legal name, CIN, registered office, GSTIN, grievance officer), from configuration.',
    handler: (request): CompanyDetails => request.server.app.config.company,
  },
});
