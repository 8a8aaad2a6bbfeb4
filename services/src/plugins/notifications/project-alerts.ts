import type { Knex } from 'knex';
import type { Project } from '../../db/models';
import { SmsSubscription } from '../../db/models';
import { messages } from '../../messaging';
import { queueSavedSearchMatches } from '../saved-searches/saved-search-matches';

/** One SMS segment is 160 GSM characters; the title is shortened to keep the alert in one. */
const MAX_TITLE_LENGTH = 40;

function priceInWords(rupees: number | null): string {
  if (!rupees) return '';
  if (rupees >= 1e7) return ` from Rs ${(rupees / 1e7).toFixed(2)} Cr`;
  if (rupees >= 1e5) return ` from Rs ${(rupees / 1e5).toFixed(2)} Lakhs`;
  return ` from Rs ${rupees.toLocaleString('en-IN')}`;
}

/** The alert text for a newly approved project. */
export function projectAlertText(project: Pick<Project, 'title' | 'projectType' | 'city' | 'startingPrice'>): string {
  const title = project.title.length > MAX_TITLE_LENGTH ? `${project.title.slice(0, MAX_TITLE_LENGTH - 1).trimEnd()}…` : project.title;
  return `Plotwise: new ${project.projectType} project "${title}" in ${project.city}${priceInWords(project.startingPrice)}. Reply STOP to opt out.`;
}

/**
 * Queues one alert per active, confirmed subscriber whose choice matches the project's
 * type (or who chose all types), for a project that has just been approved.
 * Call it inside the approval's transaction so alerts exist only for a
 * committed approval. Queueing twice for one project adds nothing. The
 * project is noted for matching against saved searches as well. Returns how
 * many messages were queued by this call.
 */
export async function queueProjectAlerts(
  project: Pick<Project, 'id' | 'title' | 'projectType' | 'city' | 'startingPrice' | 'approvalStatus'>,
  trx?: Knex.Transaction,
): Promise<number> {
  if (project.approvalStatus !== 'approved') return 0;
  // Every way a project goes live passes here: it is noted for the saved searches' matching, in the same transaction.
  await queueSavedSearchMatches(project, trx ?? SmsSubscription.knex());
  const subscribers = await SmsSubscription.query(trx)
    .select('phone')
    .where('isActive', true)
    // Only numbers their owner confirmed with a texted code.
    .whereNotNull('verifiedAt')
    .where((match) =>
      match.where('allTypes', true).orWhereRaw('property_types @> ?::jsonb', [JSON.stringify([project.projectType])]),
    );
  if (subscribers.length === 0) return 0;

  const body = projectAlertText(project);
  const alerts = subscribers.map(({ phone }) => ({
    channel: 'sms' as const,
    recipient: phone,
    body,
    purpose: 'project-alert',
    projectId: project.id,
    // One alert per project and number, however often the project is approved.
    idempotencyKey: `project-alert:${project.id}:${phone}`,
  }));
  return messages().enqueueMany(alerts, trx);
}
