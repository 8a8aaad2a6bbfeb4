import { randomBytes } from 'node:crypto';
import Boom from '@hapi/boom';
import type { Knex } from 'knex';
import {
  ADMIN_STATUS_OF_STAGE,
  SITE_VISIT_TEXTS,
  slotLabel,
  visitDayLabel,
  type SiteVisitProposal,
  type WeeklyHours,
} from '@plotwise/contracts';
import { Inquiry, Project, SiteVisit, type User } from '../../db/models';
import { createInquiry } from '../inquiries/inquiry-service';
import { assertSlotOpen, lockProject } from './visit-slots';
import { visitFacts, visitFactsByToken, type VisitFacts } from './visit-facts';
import { foundOr404 } from '../found-or-404';

export interface NewVisit {
  projectId: number;
  name: string;
  phone: string;
  email: string;
  date: string;
  slot: string;
  userId?: number;
  linkOrigin: string | null;
  /** The browser confirmed this very number with a texted code (its signed cookie). */
  phoneVerified?: boolean;
}

/**
 * Books a visit: the slot is checked with the project's row locked, then the
 * visit is stored beside its inquiry, which routes it to the project's agent
 * and tells the admins, as any project inquiry does.
 */
export async function bookVisit(input: NewVisit, knex: Knex): Promise<VisitFacts> {
  const id = await knex.transaction(async (trx) => {
    const project = await lockProject(input.projectId, trx);
    if (!project) throw Boom.badRequest(SITE_VISIT_TEXTS.projectUnavailable);
    await assertSlotOpen(project.id, input.date, input.slot, trx);
    const inquiry = await createInquiry(
      {
        name: input.name,
        email: input.email,
        phone: input.phone,
        subject: SITE_VISIT_TEXTS.leadVisit,
        message: `${SITE_VISIT_TEXTS.leadVisit}: ${visitDayLabel(input.date)}, ${slotLabel(input.slot)}`,
        projectId: project.id,
        source: 'project',
        userId: input.userId,
        phoneVerified: input.phoneVerified,
      },
      trx,
    );
    const visit = await SiteVisit.query(trx).insert({
      inquiryId: inquiry.id,
      projectId: project.id,
      visitDate: input.date,
      slot: input.slot,
      status: 'requested',
      token: randomBytes(32).toString('base64url'),
      linkOrigin: input.linkOrigin,
    });
    return visit.id;
  });
  return (await visitFacts(knex, id))!;
}

/** The visit behind a link; a token nobody holds is a 404. */
export async function visitByToken(token: string, knex: Knex): Promise<VisitFacts> {
  return foundOr404(await visitFactsByToken(knex, token), SITE_VISIT_TEXTS.visitNotFound);
}

/** Locks a visit for a change; an agent reaches only the visits of leads routed to them (another's is a 404), an admin any. */
async function lockVisit(trx: Knex.Transaction, where: { id: number } | { token: string }, actor?: Pick<User, 'id' | 'role'>): Promise<SiteVisit> {
  const query = SiteVisit.query(trx).where(where).forUpdate();
  if (actor && actor.role !== 'admin') query.whereIn('inquiryId', Inquiry.query(trx).select('id').where('agentId', actor.id));
  return foundOr404(await query.first(), SITE_VISIT_TEXTS.visitNotFound);
}

const moveLead = (trx: Knex.Transaction, inquiryId: number) =>
  Inquiry.query(trx).findById(inquiryId).patch({ stage: 'visit_scheduled', status: ADMIN_STATUS_OF_STAGE.visit_scheduled });

/** The agent (or an admin) confirms the time asked for; the lead moves to Visit scheduled. */
export async function confirmVisit(actor: Pick<User, 'id' | 'role'>, id: number, knex: Knex): Promise<VisitFacts> {
  await knex.transaction(async (trx) => {
    const visit = await lockVisit(trx, { id }, actor);
    if (visit.status !== 'requested') throw Boom.conflict(SITE_VISIT_TEXTS.notRequested);
    await visit.$query(trx).patch({ status: 'confirmed' });
    await moveLead(trx, visit.inquiryId);
  });
  return (await visitFacts(knex, id))!;
}

/** The agent proposes another time; it holds a place in its slot until the buyer accepts or cancels. */
export async function proposeVisit(actor: Pick<User, 'id' | 'role'>, id: number, proposal: SiteVisitProposal, knex: Knex): Promise<VisitFacts> {
  await knex.transaction(async (trx) => {
    const visit = await lockVisit(trx, { id }, actor);
    if (visit.status === 'cancelled') throw Boom.conflict(SITE_VISIT_TEXTS.alreadyCancelled);
    await lockProject(visit.projectId, trx);
    await assertSlotOpen(visit.projectId, proposal.date, proposal.slot, trx, visit.id);
    await visit.$query(trx).patch({ status: 'proposed', visitDate: proposal.date, slot: proposal.slot, reminderSentAt: null });
  });
  return (await visitFacts(knex, id))!;
}

/** The buyer accepts the proposed time by link. */
export async function acceptVisit(token: string, knex: Knex): Promise<VisitFacts> {
  const id = await knex.transaction(async (trx) => {
    const visit = await lockVisit(trx, { token });
    if (visit.status !== 'proposed') throw Boom.conflict(SITE_VISIT_TEXTS.notProposed);
    await visit.$query(trx).patch({ status: 'confirmed' });
    await moveLead(trx, visit.inquiryId);
    return visit.id;
  });
  return (await visitFacts(knex, id))!;
}

/** The buyer cancels by link, or the agent (or an admin) by id: the place in the slot is free again. */
export async function cancelVisit(where: { token: string } | { id: number }, knex: Knex, actor?: Pick<User, 'id' | 'role'>): Promise<VisitFacts> {
  const id = await knex.transaction(async (trx) => {
    const visit = await lockVisit(trx, where, actor);
    if (visit.status === 'cancelled') throw Boom.conflict(SITE_VISIT_TEXTS.alreadyCancelled);
    await visit.$query(trx).patch({ status: 'cancelled' });
    return visit.id;
  });
  return (await visitFacts(knex, id))!;
}

/** Sets or clears a project's visiting hours: its listing agent or an admin; to other agents the project does not exist. */
export async function setVisitingHours(actor: Pick<User, 'id' | 'role'>, projectId: number, hours: WeeklyHours | null, knex: Knex): Promise<void> {
  const query = Project.query(knex).findById(projectId).select('id');
  if (actor.role !== 'admin') query.where('createdBy', actor.id);
  if (!(await query)) throw Boom.notFound(SITE_VISIT_TEXTS.projectUnavailable);
  if (hours === null) {
    await knex('project_visiting_hours').where({ projectId }).delete();
    return;
  }
  await knex('project_visiting_hours')
    .insert({ projectId, ...hours, updatedAt: knex.fn.now() })
    .onConflict('projectId')
    .merge();
}

