import { type AdminTrends } from '@plotwise/contracts';
import { ADMIN_ACCESS, defineRoute } from '../../define-route';
import { readAdminTrends } from '../trends-service';

export const getAdminTrendsRoute = defineRoute('GET /api/admin/overview/trends', ADMIN_ACCESS, {
  description:
    'The dashboard charts: enquiries and new listings in each of the last 12 weeks (India time, Monday first), live listings by city (top 10 and Other), projects waiting for approval by age (admin only).',
  handler: (): Promise<AdminTrends> => readAdminTrends(),
});
