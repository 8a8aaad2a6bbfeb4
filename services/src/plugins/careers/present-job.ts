import type { Job as JobResponse } from '@plotwise/contracts';
import type { Job } from '../../db/models';

export function presentJob(job: Job): JobResponse {
  return {
    id: job.id,
    title: job.title,
    type: job.type,
    department: job.department,
    location: job.location,
    description: job.description,
    requirements: job.requirements,
  };
}
