import { z } from 'zod';
import { choiceOrAllParam, pageParam, pageSizeParam, singleParam, optionalParam } from '../common/query-params';
import { pageOf } from '../common/schemas';
import { inquirySchema } from './inquiry-schemas';
import { AGENT_LEAD_LIMITS, AGENT_LEAD_TEXTS, LEAD_STAGES } from './agent-lead-constants';

/** A calendar day, `YYYY-MM-DD`, that exists. */
const calendarDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'followUpOn must be a date as YYYY-MM-DD')
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), 'followUpOn must be a real calendar date');

/** One inquiry as its agent (or an admin) reads it: the buyer's contact included, and where the agent has taken it. */
export const agentLeadSchema = inquirySchema
  .pick({ id: true, name: true, email: true, phone: true, message: true, projectId: true, projectTitle: true, createdAt: true, visit: true, phoneVerified: true })
  .extend({
    stage: z.enum(LEAD_STAGES),
    notes: z.string(),
    followUpOn: z.string().nullable(),
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

/** `PATCH /api/admin/inquiries/enquiry/{id}/agent`: hand an inquiry to another approved agent. */
export const leadAgentPayloadSchema = z.strictObject({
  agentId: z.number({ error: 'agentId must be an agent id' }).int('agentId must be an agent id').positive('agentId must be an agent id'),
});
