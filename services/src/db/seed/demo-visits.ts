import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { ADMIN_STATUS_OF_STAGE, SITE_VISIT_TEXTS, addDays, indiaToday, slotLabel, visitDayLabel, type LeadStage, type SiteVisitStatus } from '@plotwise/contracts';
import { Inquiry, SiteVisit } from '../models';

/** Visits booked on the demo agent's projects, one of each state an agent acts on. */
const DEMO_VISITS: ReadonlyArray<{ name: string; phone: string; email: string; daysAhead: number; slot: string; status: SiteVisitStatus; ageHours: number }> = [
  { name: 'Anjali Deshpande', phone: '9822011011', email: 'anjali@example.com', daysAhead: 2, slot: '11:00', status: 'requested', ageHours: 1 },
  { name: 'Rahul Menon', phone: '9822011012', email: '', daysAhead: 4, slot: '16:00', status: 'requested', ageHours: 5 },
  { name: 'Pooja Bhosale', phone: '9822011013', email: 'pooja@example.com', daysAhead: 1, slot: '10:00', status: 'confirmed', ageHours: 30 },
  { name: 'Sanjay Gokhale', phone: '9822011014', email: 'sanjay@example.com', daysAhead: 6, slot: '12:00', status: 'confirmed', ageHours: 50 },
  { name: 'Meenal Kulkarni', phone: '9822011015', email: 'meenal@example.com', daysAhead: 3, slot: '15:00', status: 'proposed', ageHours: 20 },
];

/** Adds the demo visits, each with the inquiry that routes it to the agent, on the agent's listed projects. */
export async function insertDemoVisits(agentId: number, projects: ReadonlyArray<{ id: number; title: string }>, trx: Knex.Transaction): Promise<void> {
  for (const [index, demo] of DEMO_VISITS.entries()) {
    const project = projects[index % projects.length]!;
    const date = addDays(indiaToday(), demo.daysAhead);
    const stage: LeadStage = demo.status === 'confirmed' ? 'visit_scheduled' : 'new';
    const createdAt = new Date(Date.now() - demo.ageHours * 3_600_000);
    const inquiry = await Inquiry.query(trx).insertAndFetch({
      name: demo.name,
      email: demo.email,
      phone: demo.phone,
      subject: SITE_VISIT_TEXTS.leadVisit,
      message: `${SITE_VISIT_TEXTS.leadVisit}: ${visitDayLabel(date)}, ${slotLabel(demo.slot)}`,
      projectId: project.id,
      projectTitle: project.title,
      source: 'project',
      status: ADMIN_STATUS_OF_STAGE[stage],
      agentId,
      stage,
      createdAt,
      updatedAt: createdAt,
    });
    await SiteVisit.query(trx).insert({
      inquiryId: inquiry.id,
      projectId: project.id,
      visitDate: date,
      slot: demo.slot,
      status: demo.status,
      token: randomBytes(32).toString('base64url'),
      createdAt,
      updatedAt: createdAt,
    });
  }
}
