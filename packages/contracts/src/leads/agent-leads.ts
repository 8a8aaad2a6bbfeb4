import { z } from 'zod';
import { choiceOrAllParam, pageParam, pageSizeParam, singleParam, optionalParam } from '../common/query-params';
import { pageOf } from '../common/schemas';
import type { InquiryStatus } from './constants';

/**
 * An agent's pipeline for the enquiries about their projects. Finer than the
 * admin's handling status (new, in progress, responded), which follows it:
 * `ADMIN_STATUS_OF_STAGE` is the one place that maps a stage to that status.
 */
export const LEAD_STAGES = ['new', 'contacted', 'visit_scheduled', 'negotiating', 'closed', 'lost'] as const;
export type LeadStage = (typeof LEAD_STAGES)[number];

export const LEAD_STAGE_LABELS: Record<LeadStage, string> = {
  new: 'New',
  contacted: 'Contacted',
  visit_scheduled: 'Visit scheduled',
  negotiating: 'Negotiating',
  closed: 'Closed',
  lost: 'Lost',
};

/** What the admin's lead list shows for an enquiry whose agent moved it to a stage. */
export const ADMIN_STATUS_OF_STAGE: Record<LeadStage, InquiryStatus> = {
  new: 'new',
  contacted: 'in_progress',
  visit_scheduled: 'in_progress',
  negotiating: 'in_progress',
  closed: 'responded',
  lost: 'responded',
};

export const AGENT_LEAD_LIMITS = { notes: 2000, pageSizeDefault: 20, pageSizeMax: 100 } as const;

export const AGENT_LEAD_TEXTS = {
  notFound: 'That lead was not found among your leads.',
  nothingToChange: 'Send a stage, notes or a follow-up date to change.',
  agentNotFound: 'That agent was not found, or is not an approved agent.',
  notAnAgentProject: 'Only an enquiry about a project can be assigned to an agent.',
  listFailed: 'Your leads could not be loaded. Please try again.',
  saveFailed: 'The lead could not be saved. Please try again.',
  noLeads: 'No enquiries yet. When a buyer asks about one of your live projects, it appears here.',
  noMatches: 'No leads match these filters.',
} as const;

/** A calendar day, `YYYY-MM-DD`, that exists. */
const calendarDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'followUpOn must be a date as YYYY-MM-DD')
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), 'followUpOn must be a real calendar date');

/** One enquiry as its agent (or an admin) reads it: the buyer's contact included. */
export const agentLeadSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  message: z.string(),
  projectId: z.number().int().nullable(),
  projectTitle: z.string().nullable(),
  stage: z.enum(LEAD_STAGES),
  notes: z.string(),
  followUpOn: z.string().nullable(),
  createdAt: z.string(),
});
export type AgentLead = z.infer<typeof agentLeadSchema>;

/** `GET /api/agent/leads?stage=&projectId=&page=&pageSize=` and the same filters for `/api/agent/leads.csv`. */
export const agentLeadListQuerySchema = z.strictObject({
  stage: choiceOrAllParam('stage', LEAD_STAGES),
  projectId: singleParam('projectId', optionalParam(z.string().regex(/^[1-9]\d{0,9}$/, 'projectId must be a project id').transform(Number))),
  page: pageParam(),
  pageSize: pageSizeParam(AGENT_LEAD_LIMITS.pageSizeDefault, AGENT_LEAD_LIMITS.pageSizeMax),
});
export type AgentLeadListQuery = z.infer<typeof agentLeadListQuerySchema>;

export const agentLeadListResponseSchema = pageOf(agentLeadSchema);
export type AgentLeadListResponse = z.infer<typeof agentLeadListResponseSchema>;

/** `PATCH /api/agent/leads/{id}`: any of stage, notes, follow-up date (null clears it). */
export const agentLeadUpdatePayloadSchema = z
  .strictObject({
    stage: z.enum(LEAD_STAGES, { error: `stage must be one of: ${LEAD_STAGES.join(', ')}` }).optional(),
    notes: z.string({ error: 'notes must be text' }).trim().max(AGENT_LEAD_LIMITS.notes, `notes must be at most ${AGENT_LEAD_LIMITS.notes} characters`).optional(),
    followUpOn: calendarDay.nullable().optional(),
  })
  .refine((value) => Object.keys(value).length > 0, AGENT_LEAD_TEXTS.nothingToChange);
export type AgentLeadUpdatePayload = z.infer<typeof agentLeadUpdatePayloadSchema>;

/** `PATCH /api/admin/inquiries/enquiry/{id}/agent`: hand an enquiry to another approved agent. */
export const leadAgentPayloadSchema = z.strictObject({
  agentId: z.number({ error: 'agentId must be an agent id' }).int('agentId must be an agent id').positive('agentId must be an agent id'),
});

/** The export's columns, in order; the header row uses these words. */
export const AGENT_LEAD_CSV_COLUMNS = ['Received', 'Name', 'Email', 'Phone', 'Project', 'Stage', 'Follow-up', 'Notes', 'Message'] as const;

/** The admin's lead card: who an enquiry is routed to, and handing it on. */
export const LEAD_AGENT_TEXTS = {
  agentLabel: 'Agent',
  notAssigned: 'Not assigned',
  reassign: 'Reassign',
  chooseAgent: 'Assign to agent',
  assign: 'Assign',
  assigned: 'Lead reassigned',
  assignFailed: 'The lead could not be reassigned',
} as const;
