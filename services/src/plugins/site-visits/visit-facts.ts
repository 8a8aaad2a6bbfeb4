import type { Knex } from 'knex';
import { type SiteVisit as PublicVisit, type VisitMessageFacts } from '@plotwise/contracts';
import { projectAddress } from './visit-slots';

export interface VisitFacts extends Omit<VisitMessageFacts, 'link'> {
  id: number;
  inquiryId: number;
  projectId: number;
  status: PublicVisit['status'];
  token: string;
  linkOrigin: string | null;
  phone: string;
  email: string;
  agentId: number | null;
  agentEmail: string | null;
  agentPhone: string | null;
  /** How the agent chose to hear of a booked visit. */
  agentVisitEmail: boolean | null;
  agentVisitSms: boolean | null;
}

/** A visit with its buyer (the inquiry), its project and its agent, as messages and pages need them. */
export function visitFactsQuery(knex: Knex): Knex.QueryBuilder {
  return knex('site_visits as v')
    .join('inquiries as i', 'i.id', 'v.inquiry_id')
    .join('projects as p', 'p.id', 'v.project_id')
    .leftJoin('users as a', 'a.id', 'i.agent_id')
    .select(
      'v.id', 'v.inquiry_id', 'v.project_id', 'v.status', 'v.token', 'v.link_origin', 'v.slot',
      knex.raw("to_char(v.visit_date, 'YYYY-MM-DD') as date"),
      'i.name', 'i.phone', 'i.email', 'i.agent_id', 'a.email as agent_email',
      'a.phone as agent_phone', 'a.visit_alert_email as agent_visit_email', 'a.visit_alert_sms as agent_visit_sms',
      'p.title as project_title', 'p.location', 'p.city', 'p.state',
    );
}

interface FactsRow extends Omit<VisitFacts, 'address' | 'projectTitle'> {
  projectTitle: string;
  location: string;
  city: string;
  state: string;
}

export function presentFacts(row: FactsRow): VisitFacts {
  const { location, city, state, ...rest } = row;
  return { ...rest, address: projectAddress({ location, city, state }) };
}

export async function visitFacts(knex: Knex, id: number): Promise<VisitFacts | undefined> {
  const row = (await visitFactsQuery(knex).where('v.id', id).first()) as FactsRow | undefined;
  return row && presentFacts(row);
}

export async function visitFactsByToken(knex: Knex, token: string): Promise<VisitFacts | undefined> {
  const row = (await visitFactsQuery(knex).where('v.token', token).first()) as FactsRow | undefined;
  return row && presentFacts(row);
}

/** What the buyer's link shows: no phone or email, only what the buyer already knows. */
export const publicVisit = (facts: VisitFacts): PublicVisit => ({
  status: facts.status,
  name: facts.name,
  projectId: facts.projectId,
  projectTitle: facts.projectTitle,
  address: facts.address,
  date: facts.date,
  slot: facts.slot,
});

