import { emptyObjectSchema, type Job } from '@plotwise/contracts';
import { zodValidator } from '../../../validation/zod-validator';
import { PUBLIC_ACCESS, defineRoute } from '../../define-route';
import { listOpenJobs } from '../careers-service';
import { presentJob } from '../present-job';

export const listJobsRoute = defineRoute({
  method: 'GET',
  path: '/api/jobs',
  options: {
    auth: PUBLIC_ACCESS,
    description: 'The open positions, as the careers page lists them.',
    validate: { query: zodValidator(emptyObjectSchema) },
    handler: async (): Promise<Job[]> => (await listOpenJobs()).map(presentJob),
  },
});
