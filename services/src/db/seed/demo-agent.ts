import type { Knex } from 'knex';
import type { LeadStage } from '@plotwise/contracts';
import { ADMIN_STATUS_OF_STAGE } from '@plotwise/contracts';
import { Inquiry, Project, User } from '../models';
import { DEMO_AGENT } from './demo-agent-account';
import { insertDemoFigures } from './demo-figures';
import { insertDemoVisits } from './demo-visits';

/** Every eighth demo project is the agent's listing. */
const LISTED_EVERY = 8;

interface DemoInquiry { name: string; phone: string; message: string; stage: LeadStage; notes: string; followUpDays: number | null; ageHours: number; verified?: boolean }

const DEMO_INQUIRIES: readonly DemoInquiry[] = [
  { name: 'Priya Nair', phone: '9822011001', message: 'Is a 1,500 sq.ft east-facing plot still available? We want to visit this weekend.', stage: 'new', notes: '', followUpDays: null, ageHours: 3, verified: true },
  { name: 'Amit Kulkarni', phone: '9822011002', message: 'What is the price per sq.ft, and does the bank loan cover the plot?', stage: 'contacted', notes: 'Sent the price sheet on WhatsApp.', followUpDays: 2, ageHours: 28 },
  { name: 'Sneha Patil', phone: '9822011003', message: 'Please share the layout map and the RERA certificate.', stage: 'visit_scheduled', notes: 'Site visit with family on Sunday 11 am.', followUpDays: 3, ageHours: 52, verified: true },
  { name: 'Vikram Joshi', phone: '9822011004', message: 'Interested in two adjoining plots. Any discount?', stage: 'negotiating', notes: 'Asked for 3% off on two plots; checking with the developer.', followUpDays: 1, ageHours: 96 },
  { name: 'Farhan Shaikh', phone: '9822011005', message: 'Booking amount and registration charges?', stage: 'closed', notes: 'Booked plot 14.', followUpDays: null, ageHours: 240 },
  { name: 'Kavita Rao', phone: '9822011006', message: 'Is there a clear title and NA order?', stage: 'lost', notes: 'Bought elsewhere, closer to her office.', followUpDays: null, ageHours: 300 },
];

const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Inserts the demo agent, makes them the lister of every eighth project and adds inquiries to those. */
export async function insertDemoAgent(passwordHash: string, trx: Knex.Transaction): Promise<void> {
  const { password: _password, ...profile } = DEMO_AGENT;
  const agent = await User.query(trx).insertAndFetch({ ...profile, phone: null, passwordHash, role: 'agent', isApproved: true, isActive: true });
  const projects = await Project.query(trx).select('id', 'title', 'approvalStatus').orderBy('id');
  const listed = projects.filter((_, index) => index % LISTED_EVERY === 0);
  if (listed.length === 0) return;
  await Project.query(trx).patch({ createdBy: agent.id }).whereIn('id', listed.map(({ id }) => id));

  for (const [index, inquiry] of DEMO_INQUIRIES.entries()) {
    const project = listed[index % listed.length]!;
    const createdAt = new Date(Date.now() - inquiry.ageHours * 3_600_000);
    await Inquiry.query(trx).insert({
      name: inquiry.name,
      email: `${inquiry.name.split(' ')[0]!.toLowerCase()}@example.com`,
      phone: inquiry.phone,
      subject: '',
      message: inquiry.message,
      projectId: project.id,
      projectTitle: project.title,
      source: 'project',
      status: ADMIN_STATUS_OF_STAGE[inquiry.stage],
      agentId: agent.id,
      stage: inquiry.stage,
      agentNotes: inquiry.notes,
      followUpOn: inquiry.followUpDays === null ? null : daysFromNow(inquiry.followUpDays),
      // Confirmed with a texted code: the Leads tab's "Verified phone" marker.
      phoneVerifiedAt: inquiry.verified ? createdAt : null,
      createdAt,
      updatedAt: createdAt,
    });
  }
  await insertDemoVisits(agent.id, listed, trx);
  await insertDemoFigures(listed.filter((project) => project.approvalStatus === 'approved').map(({ id }) => id), trx);
}
