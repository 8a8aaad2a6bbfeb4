import { idParamsSchema, type PlotImportResult } from '@plotwise/contracts';
import { requireUser } from '../../auth/current-user';
import { APPROVED_AGENT_OR_ADMIN_ACCESS, defineRoute } from '../../define-route';
import { CSV_UPLOAD_PAYLOAD, uploadedCsvRecords } from '../../projects/routes/csv-upload';
import { importPlotCsv } from '../plot-import';

export const importPlotsRoute = defineRoute('POST /api/projects/{id}/plots/import', APPROVED_AGENT_OR_ADMIN_ACCESS, {
  description:
    'Imports a project\'s plots from a CSV (multipart field "csvFile"; columns plotNumber, size, sizeUnit, facing, corner, roadWidthFt, price, status): a listed plot number is updated, a new one added, in one transaction; bad rows are reported and the good ones stored. `{ created, updated, failed: [{ row, errors }] }`. A file that is no CSV of plots is a 400 as a whole.',
  params: idParamsSchema,
  payloadOptions: CSV_UPLOAD_PAYLOAD,
  handler: async (request): Promise<PlotImportResult> =>
    importPlotCsv(requireUser(request), request.params.id, await uploadedCsvRecords(request.payload, 'readPlotCsv')),
});
