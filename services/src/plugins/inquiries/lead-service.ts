import Boom from '@hapi/boom';
import type { Knex } from 'knex';
import {
  ADMIN_OPS_TEXTS,
  ADMIN_TABLE_TEXTS,
  INQUIRY_SOURCES,
  INQUIRY_STATUSES,
  LEAD_RECORDS,
  type InquiryStatus,
  type Lead,
  type LeadBulkItemResult,
  type LeadBulkRequest,
  type LeadBulkResult,
  type LeadKind,
  type LeadListQuery,
  type LeadListResponse,
  type LeadRecord,
} from '@plotwise/contracts';
import { Inquiry, JobApplication, QuoteRequest, User } from '../../db/models';
import { containsPattern } from '../../db/search-pattern';
import { inTransaction } from '../../db/transaction';
import { bulkRefusal, doneCount } from '../bulk-results';
import { updateInquiryStatus } from './inquiry-service';
import { pickFields } from '../projects/present-project';
import { VISIT_OF_LEAD } from './lead-visit-column';

/**
 * Leads are every message the site received, kept in three tables: inquiries
 * (project and city pages, the contact page, the floating widget), Get Quote
 * requests and job applications. The admin reads them as one list.
 */

interface LeadRow {
  record: LeadRecord;
  id: number;
  kind: LeadKind;
  name: string;
  email: string | null;
  phone: string;
  subject: string;
  message: string;
  projectId: number | null;
  projectTitle: string | null;
  agentId: number | null;
  agentName: string | null;
  position: string | null;
  resumeUrl: string | null;
  status: InquiryStatus;
  createdAt: Date | string;
  phoneVerified: boolean;
  visit?: Lead['visit'];
}

/** The fields a lead shows as its row holds them. */
const LEAD_FIELDS = [
  'record', 'id', 'kind', 'name', 'email', 'phone', 'subject', 'message', 'projectId', 'projectTitle', 'agentId', 'agentName', 'position', 'resumeUrl', 'status',
] as const;

function presentLead(row: LeadRow): Lead {
  return {
    ...pickFields(row, LEAD_FIELDS),
    createdAt: new Date(row.createdAt).toISOString(),
    phoneVerified: row.phoneVerified === true,
    visit: row.visit ?? null,
  };
}

type Filters = Pick<LeadListQuery, 'kind' | 'status' | 'search'>;

const INQUIRY_KINDS: readonly LeadKind[] = INQUIRY_SOURCES;

function whereSearch(query: Knex.QueryBuilder, search: string | undefined, columns: { name: string; email: string | null; phone: string }) {
  if (!search) return query;
  const pattern = containsPattern(search);
  return query.where((match) => {
    match.whereRaw(`${columns.name} ilike ?`, [pattern]).orWhereRaw(`${columns.phone} ilike ?`, [pattern]);
    if (columns.email) match.orWhereRaw(`${columns.email} ilike ?`, [pattern]);
  });
}

/** The routed agent's agency (or name), read beside the inquiry without a join that would make its columns ambiguous. */
const AGENT_NAME_OF_INQUIRY = '(select coalesce(agency_name, name) from users where users.id = inquiries.agent_id) as agent_name';
const noAgent = (knex: Knex) => [knex.raw('null::integer as agent_id'), knex.raw('null::text as agent_name')];

/** One select per table, each already filtered, in the same columns; the kind decides which tables take part. */
function leadSelects(knex: Knex, filters: Filters, withStatus: boolean): Knex.QueryBuilder[] {
  const { kind, search } = filters;
  const status = withStatus ? filters.status : undefined;
  const selects: Knex.QueryBuilder[] = [];

  if (!kind || INQUIRY_KINDS.includes(kind)) {
    const inquiries = knex('inquiries').select(
      knex.raw("'enquiry' as record"), 'id', 'source as kind', 'name', 'email', 'phone', 'subject', 'message', 'projectId', 'projectTitle',
      'agentId', knex.raw(AGENT_NAME_OF_INQUIRY), knex.raw('null::text as position'), knex.raw('null::text as resume_url'), 'status', 'createdAt',
      knex.raw('phone_verified_at is not null as phone_verified'), knex.raw(VISIT_OF_LEAD),
    );
    if (kind) inquiries.where('source', kind);
    selects.push(whereSearch(inquiries, search, { name: 'inquiries.name', email: 'inquiries.email', phone: 'inquiries.phone' }));
  }
  if (!kind || kind === 'quote') {
    const quotes = knex('quoteRequests').select(
      knex.raw("'quote' as record"), 'id', knex.raw("'quote' as kind"), 'name', knex.raw('null::text as email'), 'mobile as phone',
      knex.raw("'' as subject"), 'message', knex.raw('null::integer as project_id'), knex.raw('null::text as project_title'),
      ...noAgent(knex), knex.raw('null::text as position'), knex.raw('null::text as resume_url'), 'status', 'createdAt', knex.raw('false as phone_verified'), knex.raw('null::json as visit'),
    );
    selects.push(whereSearch(quotes, search, { name: 'quote_requests.name', email: null, phone: 'quote_requests.mobile' }));
  }
  if (!kind || kind === 'application') {
    const applications = knex('jobApplications').select(
      knex.raw("'application' as record"), 'id', knex.raw("'application' as kind"), 'name', 'email', 'phone',
      knex.raw("'' as subject"), 'message', knex.raw('null::integer as project_id'), knex.raw('null::text as project_title'),
      ...noAgent(knex), 'position', 'resumeUrl', 'status', 'createdAt', knex.raw('false as phone_verified'), knex.raw('null::json as visit'),
    );
    selects.push(whereSearch(applications, search, { name: 'job_applications.name', email: 'job_applications.email', phone: 'job_applications.phone' }));
  }
  if (status) for (const select of selects) select.where('status', status);
  return selects;
}

function unionOf(knex: Knex, selects: Knex.QueryBuilder[]): Knex.QueryBuilder {
  const [first, ...rest] = selects;
  return rest.length === 0 ? first! : first!.unionAll(rest);
}

/** The leads table's sortable columns (the schema's whitelist); status sorts in its workflow order, names ignore case. */
const LEAD_SORT_EXPRESSIONS: Record<LeadListQuery['sortBy'], string> = {
  createdAt: 'created_at',
  name: 'lower(name)',
  kind: 'kind',
  status: "case status when 'new' then 0 when 'in_progress' then 1 else 2 end",
};

/** `GET /api/admin/inquiries`: leads of every kind, newest first unless sorted, paged, with the count in each status. */
export async function listLeads(query: LeadListQuery, trx?: Knex.Transaction): Promise<LeadListResponse> {
  const knex = trx ?? Inquiry.knex();
  const direction = query.sortOrder;
  const page = knex
    .select('*')
    .from(knex.raw('(?) as leads', [unionOf(knex, leadSelects(knex, query, true))]))
    .orderByRaw(`${LEAD_SORT_EXPRESSIONS[query.sortBy]} ${direction}, created_at ${direction}, record, id ${direction}`)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize) as Promise<LeadRow[]>;
  const byStatus = knex
    .select('status')
    .count('* as count')
    .from(knex.raw('(?) as leads', [unionOf(knex, leadSelects(knex, query, false))]))
    .groupBy('status') as Promise<Array<{ status: InquiryStatus; count: number | string }>>;

  const [rows, counts] = await Promise.all([page, byStatus]);
  const statusCounts = Object.fromEntries(INQUIRY_STATUSES.map((status) => [status, 0])) as Record<InquiryStatus, number>;
  for (const { status, count } of counts) statusCounts[status] = Number(count);
  const total = query.status ? statusCounts[query.status] : Object.values(statusCounts).reduce((sum, count) => sum + count, 0);
  return { items: rows.map(presentLead), total, page: query.page, pageSize: query.pageSize, statusCounts };
}

/** Leads nobody has started on, across every kind: the dashboard's count. */
export async function countNewLeads(trx?: Knex.Transaction): Promise<number> {
  const counts = await Promise.all([
    Inquiry.query(trx).where('status', 'new').resultSize(),
    QuoteRequest.query(trx).where('status', 'new').resultSize(),
    JobApplication.query(trx).where('status', 'new').resultSize(),
  ]);
  return counts.reduce((sum, count) => sum + count, 0);
}

/** Moves a lead of any kind to a status (new, in_progress, responded); 404 for an unknown one. */
export async function updateLeadStatus(record: LeadRecord, id: number, status: InquiryStatus, trx?: Knex.Transaction): Promise<Lead> {
  if (record === 'enquiry') {
    const inquiry = await updateInquiryStatus(id, status, trx);
    const agent = inquiry.agentId === null ? undefined : await User.query(trx).findById(inquiry.agentId).select('name', 'agencyName');
    const agentName = agent ? agent.agencyName ?? agent.name : null;
    const knex = trx ?? Inquiry.knex();
    const { visit } = (await knex('inquiries').select(knex.raw(VISIT_OF_LEAD)).where('id', id).first()) as Pick<LeadRow, 'visit'>;
    return presentLead({ ...inquiry, record, kind: inquiry.source, agentName, position: null, resumeUrl: null, phoneVerified: inquiry.phoneVerifiedAt !== null, visit });
  }
  if (record === 'quote') {
    const quote = await QuoteRequest.query(trx).findById(id);
    if (!quote) throw Boom.notFound(ADMIN_OPS_TEXTS.inquiryNotFound);
    const updated = await quote.$query(trx).patchAndFetch({ status });
    return presentLead({
      ...updated, record, kind: 'quote', email: null, phone: updated.mobile, subject: '', projectId: null, projectTitle: null, agentId: null, agentName: null, position: null, resumeUrl: null, phoneVerified: false,
    });
  }
  const application = await JobApplication.query(trx).findById(id);
  if (!application) throw Boom.notFound(ADMIN_OPS_TEXTS.inquiryNotFound);
  const updated = await application.$query(trx).patchAndFetch({ status });
  return presentLead({ ...updated, record, kind: 'application', subject: '', projectId: null, projectTitle: null, agentId: null, agentName: null, phoneVerified: false });
}

const LEAD_TABLES: Record<LeadRecord, string> = { enquiry: Inquiry.tableName, quote: QuoteRequest.tableName, application: JobApplication.tableName };

/** Where a lead may go from where it is: the screen's steps (new → in progress → responded), never back. */
function leadRefusal(current: InquiryStatus, next: InquiryStatus): string | null {
  if (current === next) return ADMIN_TABLE_TEXTS.alreadyInStatus;
  if (current === 'responded') return ADMIN_TABLE_TEXTS.alreadyResponded;
  return null;
}

/**
 * `POST /api/admin/inquiries/bulk`: moves up to 100 leads of any kind one
 * step on (In Progress, Responded) in one transaction, each through the single
 * status change; leads already there, or already responded, are left alone.
 */
export async function bulkUpdateLeadStatus(request: LeadBulkRequest, trx?: Knex.Transaction): Promise<LeadBulkResult> {
  const status: InquiryStatus = request.action === 'mark_in_progress' ? 'in_progress' : 'responded';
  return inTransaction(trx, async (t) => {
    const current = new Map<string, InquiryStatus>();
    for (const record of LEAD_RECORDS) {
      const ids = request.leads.filter((lead) => lead.record === record).map((lead) => lead.id);
      if (ids.length === 0) continue;
      const rows: Array<{ id: number; status: InquiryStatus }> = await t(LEAD_TABLES[record]).select('id', 'status').whereIn('id', ids).orderBy('id').forUpdate();
      for (const row of rows) current.set(`${record}:${row.id}`, row.status);
    }
    const results: LeadBulkItemResult[] = [];
    for (const { record, id } of request.leads) {
      const was = current.get(`${record}:${id}`);
      if (!was) {
        results.push({ record, id, outcome: 'not_found', message: ADMIN_OPS_TEXTS.inquiryNotFound });
        continue;
      }
      const refusal = leadRefusal(was, status);
      if (refusal) {
        results.push({ record, id, outcome: 'not_allowed', message: refusal });
        continue;
      }
      try {
        await updateLeadStatus(record, id, status, t);
        results.push({ record, id, outcome: 'done' });
      } catch (error) {
        results.push({ record, id, ...bulkRefusal(error) });
      }
    }
    return { results, done: doneCount(results) };
  });
}
