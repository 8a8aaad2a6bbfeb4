import { idParamsSchema, plotInputSchema, plotLayoutPositionSchema, plotParamsSchema, type Plot, type PlotListResponse } from '@plotwise/contracts';
import { currentUser, requireUser } from '../../auth/current-user';
import { APPROVED_AGENT_OR_ADMIN_ACCESS, PUBLIC_ACCESS, defineRoute, noContent } from '../../define-route';
import { createPlot, deletePlot, listPlots, setPlotLayoutPosition, updatePlot } from '../plot-service';

export const listPlotsRoute = defineRoute('GET /api/projects/{id}/plots', PUBLIC_ACCESS, {
  description: 'A project\'s plot inventory in plot-number order, with how many are available: `{ plots, available, total }`. An approved project\'s for anyone; its agent and the admins also read it before approval. 404 otherwise.',
  params: idParamsSchema,
  handler: async (request): Promise<PlotListResponse> => listPlots(currentUser(request), request.params.id),
});

export const createPlotRoute = defineRoute('POST /api/projects/{id}/plots', APPROVED_AGENT_OR_ADMIN_ACCESS, {
  description: 'Adds one plot to a project: the project\'s agent or an admin (another agent: 403). 409 when the plot number is already listed (any case). 201 with the plot.',
  params: idParamsSchema,
  payload: plotInputSchema,
  handler: async (request, h) => h.response(await createPlot(requireUser(request), request.params.id, request.payload)).code(201),
});

export const updatePlotRoute = defineRoute('PUT /api/projects/{id}/plots/{plotId}', APPROVED_AGENT_OR_ADMIN_ACCESS, {
  description: 'Replaces one plot\'s facts (status included): the project\'s agent or an admin. 409 when the new number is another plot\'s.',
  params: plotParamsSchema,
  payload: plotInputSchema,
  handler: async (request): Promise<Plot> => updatePlot(requireUser(request), request.params.id, request.params.plotId, request.payload),
});

export const placePlotRoute = defineRoute('PUT /api/projects/{id}/plots/{plotId}/layout-position', APPROVED_AGENT_OR_ADMIN_ACCESS, {
  description: 'Places a plot\'s number on the layout image: `{ layoutX, layoutY }`, fractions 0..1 of the image\'s width and height from its top left, or both null to take it off. The project\'s agent or an admin (another agent: 403). The plot.',
  params: plotParamsSchema,
  payload: plotLayoutPositionSchema,
  handler: async (request): Promise<Plot> => setPlotLayoutPosition(requireUser(request), request.params.id, request.params.plotId, request.payload),
});

export const deletePlotRoute = defineRoute('DELETE /api/projects/{id}/plots/{plotId}', APPROVED_AGENT_OR_ADMIN_ACCESS, {
  description: 'Removes one plot: the project\'s agent or an admin. 204.',
  params: plotParamsSchema,
  handler: (request, h) => noContent(h, deletePlot(requireUser(request), request.params.id, request.params.plotId)),
});
