import { createHash } from 'node:crypto';
import Boom from '@hapi/boom';
import type { Knex } from 'knex';
import {
  REPORT_FLAG_SENDERS,
  REPORT_TEXTS,
  listingReportPayloadSchema,
  type ListingReport,
  type ListingReportUpdate,
  type ReportStatus,
} from '@plotwise/contracts';
import type { z } from 'zod';
import { Project, type User } from '../../db/models';
import { inTransaction } from '../../db/transaction';

type ReportPayload = z.output<typeof listingReportPayloadSchema>;

interface ReportRow {
  id: number;
  projectId: number;
  projectTitle: string;
  reason: ListingReport['reason'];
  details: string;
  contact: string;
  status: ReportStatus;
  notes: string;
  createdAt: Date | string;
  updatedAt: Date | string;
}

function knexOf(trx?: Knex.Transaction): Knex {
  return trx ?? Project.knex();
}

function presentReport(row: ReportRow): ListingReport {
  return { ...row, createdAt: new Date(row.createdAt).toISOString(), updatedAt: new Date(row.updatedAt).toISOString() };
}

/** Tells senders apart without keeping who they are: the account, else a hash of the address. */
export function senderKeyOf(user: User | null, address: string): string {
  return user ? `user:${user.id}` : `address:${createHash('sha256').update(address).digest('base64url')}`;
}

/** Flags the project while open reports from REPORT_FLAG_SENDERS different senders stand, and clears it after. */
async function refreshFlag(projectId: number, trx: Knex.Transaction): Promise<void> {
  const result = await trx('listing_reports').where({ projectId, status: 'open' }).countDistinct('senderKey as senders').first();
  await trx('projects').where({ id: projectId }).update({ reportFlagged: Number(result?.senders ?? 0) >= REPORT_FLAG_SENDERS });
}

/** A buyer's report of an approved listing; a missing or unpublished project is 404. */
export async function createReport(payload: Omit<ReportPayload, 'website'>, senderKey: string, trx?: Knex.Transaction): Promise<{ id: number }> {
  const { projectId } = payload;
  return inTransaction(trx, async (t) => {
    const project = await Project.query(t).modify('public').findById(projectId).select('id');
    if (!project) throw Boom.notFound(REPORT_TEXTS.projectNotFound);
    const [row] = (await t('listing_reports')
      .insert({ projectId, reason: payload.reason, details: payload.details, contact: payload.contact, senderKey })
      .returning('id')) as { id: number }[];
    await refreshFlag(projectId, t);
    return { id: row!.id };
  });
}

const REPORT_COLUMNS = [
  'listing_reports.id', 'listing_reports.projectId', 'projects.title as projectTitle', 'listing_reports.reason', 'listing_reports.details',
  'listing_reports.contact', 'listing_reports.status', 'listing_reports.notes', 'listing_reports.createdAt', 'listing_reports.updatedAt',
];

/** The admins' queue: newest first, by status when asked; the most recent 500. */
export async function listReports(status: ReportStatus | undefined, trx?: Knex.Transaction): Promise<ListingReport[]> {
  const query = knexOf(trx)('listing_reports').join('projects', 'projects.id', 'listing_reports.projectId').select(REPORT_COLUMNS);
  if (status) query.where('listing_reports.status', status);
  const rows: ReportRow[] = await query.orderBy([{ column: 'listing_reports.createdAt', order: 'desc' }, { column: 'listing_reports.id', order: 'desc' }]).limit(500);
  return rows.map(presentReport);
}

export async function updateReport(id: number, update: ListingReportUpdate, trx?: Knex.Transaction): Promise<ListingReport> {
  return inTransaction(trx, async (t) => {
    const report = (await t('listing_reports').where({ id }).forUpdate().first('projectId')) as { projectId: number } | undefined;
    if (!report) throw Boom.notFound(REPORT_TEXTS.reportNotFound);
    await t('listing_reports').where({ id }).update({ ...update, updatedAt: t.fn.now() });
    await refreshFlag(report.projectId, t);
    const row = (await t('listing_reports').join('projects', 'projects.id', 'listing_reports.projectId').where('listing_reports.id', id).first(REPORT_COLUMNS)) as ReportRow;
    return presentReport(row);
  });
}
