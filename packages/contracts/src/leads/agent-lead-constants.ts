import type { InquiryStatus } from './constants';

/**
 * An agent's pipeline for the inquiries about their projects. Finer than the
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

/** What the admin's lead list shows for an inquiry whose agent moved it to a stage. */
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
  pagesLabel: 'Leads pages',
} as const;

/** The export's columns, in order; the header row uses these words. */
export const AGENT_LEAD_CSV_COLUMNS = ['Received', 'Name', 'Email', 'Phone', 'Project', 'Stage', 'Follow-up', 'Notes', 'Message'] as const;

/** The admin's lead card: who an inquiry is routed to, and handing it on. */
export const LEAD_AGENT_TEXTS = {
  agentLabel: 'Agent',
  notAssigned: 'Not assigned',
  reassign: 'Reassign',
  chooseAgent: 'Assign to agent',
  assign: 'Assign',
  assigned: 'Lead reassigned',
  assignFailed: 'The lead could not be reassigned',
} as const;
