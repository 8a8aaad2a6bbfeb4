import Boom from '@hapi/boom';
import type { Knex } from 'knex';
import { PLOT_LIMITS, PLOT_TEXTS, plotInputSchema, type PlotImportResult, type PlotInput } from '@plotwise/contracts';
import type { User } from '../../db/models';
import { inTransaction } from '../../db/transaction';
import type { CsvRecord } from '../projects/csv-reading';
import { refreshPlotCounts } from './plot-service';
import { lockManagedProject } from './project-access';

const YES = new Set(['yes', 'y', 'true', '1', 'corner']);
const NO = new Set(['no', 'n', 'false', '0', '']);

/** A number as a sheet writes it ('1,200', '₹ 24,00,000'); blank is null; anything else stays text for the schema to refuse. */
function numberCell(value: string | undefined): number | string | null {
  const typed = (value ?? '').replace(/[₹,\s]/g, '').replace(/^rs\.?/i, '');
  if (typed === '') return null;
  const number = Number(typed);
  return Number.isFinite(number) ? number : typed;
}

/** One CSV row as the editor's payload would carry it. */
function rowPayload(values: Record<string, string>): Record<string, unknown> {
  const corner = (values.corner ?? '').trim().toLowerCase();
  const status = (values.status ?? '').trim().toLowerCase();
  return {
    plotNumber: values.plotNumber ?? '',
    size: numberCell(values.size),
    sizeUnit: (values.sizeUnit ?? '').trim(),
    facing: values.facing ?? null,
    corner: YES.has(corner) ? true : NO.has(corner) ? false : corner,
    roadWidthFt: numberCell(values.roadWidthFt),
    price: numberCell(values.price),
    ...(status && { status }),
  };
}

/**
 * Imports a project's plots from CSV: each row is checked with the editor's own
 * schema; a plot number already listed is updated, a new one added, in one
 * transaction. A bad row (or a number repeated in the file) is reported with
 * its row number and the good rows are stored all the same.
 */
export async function importPlotCsv(user: User, projectId: number, records: readonly CsvRecord[], trx?: Knex.Transaction): Promise<PlotImportResult> {
  return inTransaction(trx, async (t) => {
    await lockManagedProject(user, projectId, t);
    const failed: PlotImportResult['failed'] = [];
    const good: { row: number; input: PlotInput }[] = [];
    const seen = new Map<string, number>();
    for (const { row, values } of records) {
      if ('' in values) {
        failed.push({ row, errors: ['This row has more cells than the header has columns'] });
        continue;
      }
      const result = plotInputSchema.safeParse(rowPayload(values));
      if (!result.success) {
        failed.push({ row, errors: [...new Set(result.error.issues.map((issue) => issue.message))] });
        continue;
      }
      const key = result.data.plotNumber.toLowerCase();
      const earlier = seen.get(key);
      if (earlier !== undefined) {
        failed.push({ row, errors: [PLOT_TEXTS.duplicateInFile(result.data.plotNumber, earlier)] });
        continue;
      }
      seen.set(key, row);
      good.push({ row, input: result.data });
    }

    const existing: { id: number; plotNumber: string }[] = await t('project_plots').where({ projectId }).select('id', 'plotNumber');
    const idByNumber = new Map(existing.map((plot) => [plot.plotNumber.toLowerCase(), plot.id]));
    const added = good.filter(({ input }) => !idByNumber.has(input.plotNumber.toLowerCase()));
    if (existing.length + added.length > PLOT_LIMITS.perProjectMax) throw Boom.badRequest(PLOT_TEXTS.tooMany);

    let updated = 0;
    for (const { input } of good) {
      const id = idByNumber.get(input.plotNumber.toLowerCase());
      if (id === undefined) continue;
      await t('project_plots').where({ id }).update({ ...input, updatedAt: t.fn.now() });
      updated += 1;
    }
    if (added.length > 0) await t('project_plots').insert(added.map(({ input }) => ({ ...input, projectId })));
    await refreshPlotCounts(projectId, t);
    return { created: added.length, updated, failed };
  });
}
