import { emptyObjectSchema, jobApplicationPayloadSchema, type CreatedResponse } from '@plotwise/contracts';
import type { z } from 'zod';
import { zodValidator } from '../../../validation/zod-validator';
import { PUBLIC_ACCESS, defineRoute } from '../../define-route';
import { guardPublicForm } from '../../public-forms';
import { applyForJob } from '../careers-service';

export const applyRoute = defineRoute<{ Payload: z.output<typeof jobApplicationPayloadSchema> }>({
  method: 'POST',
  path: '/api/job-applications',
  options: {
    auth: PUBLIC_ACCESS,
    description: 'A job application; resumeUrl is a file uploaded first with /api/upload?kind=resume. 201 {id}.',
    validate: { query: zodValidator(emptyObjectSchema), payload: zodValidator(jobApplicationPayloadSchema) },
    handler: async (request, h) => {
      if ((await guardPublicForm(request, 'job-application')) === 'drop') return h.response({ id: 0 } satisfies CreatedResponse).code(201);
      const { website: _honeypot, ...input } = request.payload;
      const application = await applyForJob(input);
      return h.response({ id: application.id } satisfies CreatedResponse).code(201);
    },
  },
});
