import Boom from '@hapi/boom';
import type { Knex } from 'knex';
import { PLOT_LIMITS, PLOT_TEXTS, type Plot, type PlotInput, type PlotLayoutPosition, type PlotListResponse } from '@plotwise/contracts';
import { Project, type User } from '../../db/models';
import { inTransaction } from '../../db/transaction';
import { lockManagedProject, readableProject } from './project-access';

interface PlotRow extends PlotInput {
  id: number;
  projectId: number;
  layoutX: number | null;
  layoutY: number | null;
  updatedAt: Date | string;
}

function knexOf(trx?: Knex.Transaction): Knex {
  return trx ?? Project.knex();
}

export function presentPlot(row: PlotRow): Plot {
  return {
    id: row.id,
    projectId: row.projectId,
    plotNumber: row.plotNumber,
    size: Number(row.size),
    sizeUnit: row.sizeUnit,
    facing: row.facing,
    corner: row.corner,
    roadWidthFt: row.roadWidthFt === null ? null : Number(row.roadWidthFt),
    price: row.price === null ? null : Number(row.price),
    status: row.status,
    layoutX: row.layoutX === null ? null : Number(row.layoutX),
    layoutY: row.layoutY === null ? null : Number(row.layoutY),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

/** Plot numbers sort as people read them: 2 before 10, A-2 before A-10. */
const byPlotNumber = (a: Plot, b: Plot) => a.plotNumber.localeCompare(b.plotNumber, 'en', { numeric: true, sensitivity: 'base' });

/** A project's plots in number order, with the counts; visitors see approved projects only. */
export async function listPlots(viewer: User | null, projectId: number, trx?: Knex.Transaction): Promise<PlotListResponse> {
  await readableProject(viewer, projectId, trx);
  const rows: PlotRow[] = await knexOf(trx)('project_plots').where({ projectId });
  const plots = rows.map(presentPlot).sort(byPlotNumber);
  return { plots, total: plots.length, available: plots.filter((plot) => plot.status === 'available').length };
}

/** Keeps the project's counts (what a listing card shows) in step with its plots, in the same transaction. */
export async function refreshPlotCounts(projectId: number, trx: Knex.Transaction): Promise<void> {
  const counts = await trx('project_plots')
    .where({ projectId })
    .select(trx.raw('count(*) as total'), trx.raw("count(*) filter (where status = 'available') as available"))
    .first();
  await trx('projects').where({ id: projectId }).update({ plotsTotal: Number(counts?.total ?? 0), plotsAvailable: Number(counts?.available ?? 0) });
}

async function assertNumberFree(projectId: number, plotNumber: string, exceptId: number | null, trx: Knex.Transaction): Promise<void> {
  // Numbers are compared without case: "a-12" and "A-12" are one plot on the ground.
  const taken = trx('project_plots').where({ projectId }).whereRaw('lower(plot_number) = lower(?)', [plotNumber]);
  if (exceptId !== null) taken.whereNot({ id: exceptId });
  if (await taken.first('id')) throw Boom.conflict(PLOT_TEXTS.duplicateNumber(plotNumber));
}

export async function createPlot(user: User, projectId: number, input: PlotInput, trx?: Knex.Transaction): Promise<Plot> {
  return inTransaction(trx, async (t) => {
    await lockManagedProject(user, projectId, t);
    await assertNumberFree(projectId, input.plotNumber, null, t);
    const [{ count }] = (await t('project_plots').where({ projectId }).count('* as count')) as [{ count: number | string }];
    if (Number(count) >= PLOT_LIMITS.perProjectMax) throw Boom.badRequest(PLOT_TEXTS.tooMany);
    const [row] = (await t('project_plots').insert({ ...input, projectId }).returning('*')) as PlotRow[];
    await refreshPlotCounts(projectId, t);
    return presentPlot(row!);
  });
}

async function findPlot(projectId: number, plotId: number, trx: Knex.Transaction): Promise<PlotRow> {
  const row = (await trx('project_plots').where({ projectId, id: plotId }).first()) as PlotRow | undefined;
  if (!row) throw Boom.notFound(PLOT_TEXTS.plotNotFound);
  return row;
}

export async function updatePlot(user: User, projectId: number, plotId: number, input: PlotInput, trx?: Knex.Transaction): Promise<Plot> {
  return inTransaction(trx, async (t) => {
    await lockManagedProject(user, projectId, t);
    await findPlot(projectId, plotId, t);
    await assertNumberFree(projectId, input.plotNumber, plotId, t);
    const [row] = (await t('project_plots').where({ id: plotId }).update({ ...input, updatedAt: t.fn.now() }).returning('*')) as PlotRow[];
    await refreshPlotCounts(projectId, t);
    return presentPlot(row!);
  });
}

export async function deletePlot(user: User, projectId: number, plotId: number, trx?: Knex.Transaction): Promise<void> {
  await inTransaction(trx, async (t) => {
    await lockManagedProject(user, projectId, t);
    await findPlot(projectId, plotId, t);
    await t('project_plots').where({ id: plotId }).delete();
    await refreshPlotCounts(projectId, t);
  });
}

/** Places a plot's number on the layout image (fractions of its size), or takes it off with nulls. */
export async function setPlotLayoutPosition(user: User, projectId: number, plotId: number, position: PlotLayoutPosition, trx?: Knex.Transaction): Promise<Plot> {
  return inTransaction(trx, async (t) => {
    await lockManagedProject(user, projectId, t);
    await findPlot(projectId, plotId, t);
    const [row] = (await t('project_plots').where({ id: plotId }).update({ ...position, updatedAt: t.fn.now() }).returning('*')) as PlotRow[];
    return presentPlot(row!);
  });
}
