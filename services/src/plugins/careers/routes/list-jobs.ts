import { type Job } from '@plotwise/contracts';
import { PUBLIC_ACCESS, defineRoute } from '../../define-route';
import { listOpenJobs } from '../careers-service';
import { presentJob } from '../present-job';

export const listJobsRoute = defineRoute('GET /api/jobs', PUBLIC_ACCESS, {
  description: 'The open positions, as the careers page lists them.',
  handler: async (): Promise<Job[]> => (await listOpenJobs()).map(presentJob),
});
