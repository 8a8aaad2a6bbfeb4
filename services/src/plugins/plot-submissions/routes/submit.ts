import { plotSubmissionPayloadSchema, type CreatedResponse } from '@plotwise/contracts';
import { currentUser } from '../../auth/current-user';
import { PUBLIC_ACCESS, defineRoute } from '../../define-route';
import { guardPublicForm } from '../../public-forms';
import { submitPlot } from '../plot-submission-service';

export const submitPlotRoute = defineRoute('POST /api/plot-submissions', PUBLIC_ACCESS, {
  description: 'Submit a plot: stored as a project pending approval, images uploaded first with /api/upload?kind=image. 201 {id}.',
  payload: plotSubmissionPayloadSchema,
  handler: async (request, h) => {
    if ((await guardPublicForm(request, 'plot-submission')) === 'drop') return h.response({ id: 0 } satisfies CreatedResponse).code(201);
    const { website: _honeypot, agree: _agreed, ...input } = request.payload;
    const project = await submitPlot(input, currentUser(request));
    return h.response({ id: project.id } satisfies CreatedResponse).code(201);
  },
});
