import { jobApplicationPayloadSchema } from '@plotwise/contracts';
import { storedFormRoute } from '../../public-forms';
import { applyForJob } from '../careers-service';

export const applyRoute = storedFormRoute('/api/job-applications', 'job-application', {
  description: 'A job application; resumeUrl is a file uploaded first with /api/upload?kind=resume.',
  payload: jobApplicationPayloadSchema,
  store: (input) => applyForJob(input),
});
