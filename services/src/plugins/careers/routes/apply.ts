import { jobApplicationPayloadSchema, type CreatedResponse } from '@plotwise/contracts';
import { PUBLIC_ACCESS, defineRoute } from '../../define-route';
import { guardPublicForm } from '../../public-forms';
import { applyForJob } from '../careers-service';

export const applyRoute = defineRoute('POST /api/job-applications', PUBLIC_ACCESS, {
  description: 'A job application; resumeUrl is a file uploaded first with /api/upload?kind=resume. 201 {id}.',
  payload: jobApplicationPayloadSchema,
  handler: async (request, h) => {
    if ((await guardPublicForm(request, 'job-application')) === 'drop') return h.response({ id: 0 } satisfies CreatedResponse).code(201);
    const { website: _honeypot, ...input } = request.payload;
    const application = await applyForJob(input);
    return h.response({ id: application.id } satisfies CreatedResponse).code(201);
  },
});
