import Boom from '@hapi/boom';
import type { Knex } from 'knex';
import {
  ADMIN_OPS_TEXTS,
  ADMIN_STATUS_OF_STAGE,
  AGENT_LEAD_CSV_COLUMNS,
  AGENT_LEAD_TEXTS,
  LEAD_STAGE_LABELS,
  toCsv,
  type AgentLead,
  type AgentLeadListQuery,
  type AgentLeadListResponse,
  type AgentLeadUpdatePayload,
  type LeadStage,
} from '@plotwise/contracts';
import { Inquiry, User } from '../../db/models';
import { inTransaction } from '../../db/transaction';
import { VISIT_OF_LEAD } from '../inquiries/lead-visit-column';
import { pickFields } from '../projects/present-project';

/**
 * The inquiries routed to one agent (migration 047): only ever read through
 * `agent_id`, so an agent never reaches another agent's lead, whatever id
 * they send; a lead that is not theirs answers as missing.
 */

interface AgentLeadRow {
  id: number;
  name: string;
  email: string;
  phone: string;
  message: string;
  projectId: number | null;
  projectTitle: string | null;
  stage: LeadStage;
  agentNotes: string;
  followUpOn: string | null;
  createdAt: Date | string;
  visit: AgentLead['visit'];
  phoneVerifiedAt: Date | string | null;
}

/** The fields a lead shows as its row holds them. */
const LEAD_FIELDS = ['id', 'name', 'email', 'phone', 'message', 'projectId', 'projectTitle', 'stage', 'followUpOn'] as const;

function presentAgentLead(row: AgentLeadRow): AgentLead {
  return {
    ...pickFields(row, LEAD_FIELDS),
    notes: row.agentNotes,
    createdAt: new Date(row.createdAt).toISOString(),
    visit: row.visit ?? null,
    phoneVerified: Boolean(row.phoneVerifiedAt),
  };
}

type Filters = Pick<AgentLeadListQuery, 'stage' | 'projectId'>;

/** The agent's leads with the filters, newest first; the follow-up day as `YYYY-MM-DD` whatever the driver makes of dates. */
function agentLeadsQuery(knex: Knex, agentId: number, filters: Filters): Knex.QueryBuilder {
  const query = knex('inquiries')
    .select(
      'id', 'name', 'email', 'phone', 'message', 'projectId', 'projectTitle', 'stage', 'agentNotes', 'createdAt', 'phoneVerifiedAt',
      knex.raw("to_char(follow_up_on, 'YYYY-MM-DD') as follow_up_on"),
      knex.raw(VISIT_OF_LEAD),
    )
    .where('agentId', agentId);
  if (filters.stage) query.where('stage', filters.stage);
  if (filters.projectId) query.where('projectId', filters.projectId);
  return query;
}

/** `GET /api/agent/leads`: one page of the agent's own leads. */
export async function listAgentLeads(agentId: number, query: AgentLeadListQuery, trx?: Knex.Transaction): Promise<AgentLeadListResponse> {
  const knex = trx ?? Inquiry.knex();
  const [rows, [{ count }]] = await Promise.all([
    agentLeadsQuery(knex, agentId, query)
      .orderBy([{ column: 'createdAt', order: 'desc' }, { column: 'id', order: 'desc' }])
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize) as Promise<AgentLeadRow[]>,
    knex.count('* as count').from(agentLeadsQuery(knex, agentId, query).as('leads')) as unknown as Promise<[{ count: number | string }]>,
  ]);
  return { items: rows.map(presentAgentLead), total: Number(count), page: query.page, pageSize: query.pageSize };
}

/** `GET /api/agent/leads.csv`: every lead the filters match, as a spreadsheet opens it. */
export async function agentLeadsCsv(agentId: number, filters: Filters, trx?: Knex.Transaction): Promise<string> {
  const knex = trx ?? Inquiry.knex();
  const rows = (await agentLeadsQuery(knex, agentId, filters).orderBy([{ column: 'createdAt', order: 'desc' }, { column: 'id', order: 'desc' }])) as AgentLeadRow[];
  return toCsv([
    [...AGENT_LEAD_CSV_COLUMNS],
    ...rows.map((row) => {
      const lead = presentAgentLead(row);
      return [lead.createdAt, lead.name, lead.email, lead.phone, lead.projectTitle ?? '', LEAD_STAGE_LABELS[lead.stage], lead.followUpOn ?? '', lead.notes, lead.message];
    }),
  ]);
}

/**
 * `PATCH /api/agent/leads/{id}`: the agent's stage, notes and follow-up day;
 * a new stage moves the admin's status with it, so both lists agree.
 */
export async function updateAgentLead(agentId: number, id: number, change: AgentLeadUpdatePayload, trx?: Knex.Transaction): Promise<AgentLead> {
  return inTransaction(trx, async (t) => {
    const patch: Record<string, unknown> = {};
    if (change.stage) Object.assign(patch, { stage: change.stage, status: ADMIN_STATUS_OF_STAGE[change.stage] });
    if (change.notes !== undefined) patch.agentNotes = change.notes;
    if (change.followUpOn !== undefined) patch.followUpOn = change.followUpOn;
    const updated = await Inquiry.query(t).patch(patch).where({ id, agentId });
    if (updated === 0) throw Boom.notFound(AGENT_LEAD_TEXTS.notFound);
    const [row] = (await agentLeadsQuery(t, agentId, {}).where('id', id)) as AgentLeadRow[];
    return presentAgentLead(row!);
  });
}

/** `PATCH /api/admin/inquiries/enquiry/{id}/agent`: an admin hands an inquiry to another approved, active agent. */
export async function reassignLead(id: number, agentId: number, trx?: Knex.Transaction): Promise<AgentLead> {
  return inTransaction(trx, async (t) => {
    const agent = await User.query(t).findById(agentId).where({ role: 'agent', isApproved: true, isActive: true }).select('id');
    if (!agent) throw Boom.badRequest(AGENT_LEAD_TEXTS.agentNotFound);
    const updated = await Inquiry.query(t).patch({ agentId }).where({ id });
    if (updated === 0) throw Boom.notFound(ADMIN_OPS_TEXTS.inquiryNotFound);
    const [row] = (await agentLeadsQuery(t, agentId, {}).where('id', id)) as AgentLeadRow[];
    return presentAgentLead(row!);
  });
}
