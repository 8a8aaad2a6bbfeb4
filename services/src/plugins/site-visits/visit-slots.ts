import Boom from '@hapi/boom';
import type { Knex } from 'knex';
import {
  SITE_VISIT_RULES,
  SITE_VISIT_TEXTS,
  addDays,
  bookableRange,
  slotsOn,
  visitingSchedule,
  type VisitSlotsResponse,
  type WeeklyHours,
} from '@plotwise/contracts';
import { Project, SiteVisit } from '../../db/models';

/** A project's own visiting hours (migration 052), or null when it keeps the office's. */
export async function ownVisitingHours(projectId: number, knex: Knex): Promise<WeeklyHours | null> {
  const row = (await knex('project_visiting_hours').where({ projectId }).first('days', 'opens', 'closes')) as WeeklyHours | undefined;
  return row ? { days: row.days.map(Number), opens: row.opens, closes: row.closes } : null;
}

/** Places taken per `date slot` between two days: every visit not cancelled holds one. */
async function takenPlaces(projectId: number, first: string, last: string, knex: Knex): Promise<Map<string, number>> {
  const rows = (await knex(SiteVisit.tableName)
    .select(knex.raw("to_char(visit_date, 'YYYY-MM-DD') as day"), 'slot')
    .count('* as taken')
    .where({ projectId })
    .whereNot('status', 'cancelled')
    .whereBetween('visitDate', [first, last])
    .groupBy('visitDate', 'slot')) as Array<{ day: string; slot: string; taken: number | string }>;
  return new Map(rows.map((row) => [`${row.day} ${row.slot}`, Number(row.taken)]));
}

/** `GET /api/projects/{id}/visit-slots`: every open day from tomorrow on, each with its slots that still have a place. */
export async function visitSlots(projectId: number, knex: Knex = Project.knex()): Promise<VisitSlotsResponse> {
  const project = await Project.query(knex).modify('public').findById(projectId).select('id');
  if (!project) throw Boom.notFound(SITE_VISIT_TEXTS.projectUnavailable);
  const ownHours = await ownVisitingHours(projectId, knex);
  const schedule = visitingSchedule(ownHours);
  const { first, last } = bookableRange();
  const taken = await takenPlaces(projectId, first, last, knex);
  const days: VisitSlotsResponse['days'] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) {
    const open = slotsOn(schedule, day);
    if (open.length === 0) continue;
    days.push({ date: day, slots: open.filter((slot) => (taken.get(`${day} ${slot}`) ?? 0) < SITE_VISIT_RULES.slotCapacity) });
  }
  return { hours: [...schedule], ownHours, first, last, days };
}

/**
 * Refuses a slot outside the project's hours (400) or already full (409).
 * Call inside the booking's transaction after `lockProject`, so two buyers
 * taking the last place one after the other cannot both get it.
 */
export async function assertSlotOpen(projectId: number, date: string, slot: string, trx: Knex.Transaction, exceptVisitId?: number): Promise<void> {
  const schedule = visitingSchedule(await ownVisitingHours(projectId, trx));
  if (!slotsOn(schedule, date).includes(slot)) throw Boom.badRequest(SITE_VISIT_TEXTS.slotClosed);
  const query = SiteVisit.query(trx).where({ projectId, visitDate: date, slot }).whereNot('status', 'cancelled');
  if (exceptVisitId !== undefined) query.whereNot('id', exceptVisitId);
  if ((await query.resultSize()) >= SITE_VISIT_RULES.slotCapacity) throw Boom.conflict(SITE_VISIT_TEXTS.slotFull);
}

/** Serialises bookings of one project: its row stays locked until the transaction ends. */
export async function lockProject(projectId: number, trx: Knex.Transaction): Promise<Pick<Project, 'id' | 'title' | 'location' | 'city' | 'state' | 'createdBy'> | undefined> {
  return Project.query(trx).modify('public').findById(projectId).select('id', 'title', 'location', 'city', 'state', 'createdBy').forUpdate();
}

/** `Hinjewadi, Pune, Maharashtra`: where the visit is. */
export const projectAddress = (project: Pick<Project, 'location' | 'city' | 'state'>) =>
  [project.location, project.city, project.state].map((part) => part?.trim()).filter(Boolean).join(', ');
