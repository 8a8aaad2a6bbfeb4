import { emptyObjectSchema, type AdminTrends } from '@plotwise/contracts';
import { zodValidator } from '../../../validation/zod-validator';
import { ADMIN_ACCESS, defineRoute } from '../../define-route';
import { readAdminTrends } from '../trends-service';

export const getAdminTrendsRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/overview/trends',
  options: {
    auth: ADMIN_ACCESS,
    description:
      'The dashboard charts: enquiries and new listings in each of the last 12 weeks (India time, Monday first), live listings by city (top 10 and Other), projects waiting for approval by age (admin only).',
    validate: { query: zodValidator(emptyObjectSchema) },
    handler: (): Promise<AdminTrends> => readAdminTrends(),
  },
});
