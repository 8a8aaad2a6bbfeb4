import type { SiteVisitStatus } from '@plotwise/contracts';
import { TimestampedModel } from './base-model';

/** A site visit a buyer booked (migration 051); its inquiry holds the buyer and the agent. */
export class SiteVisit extends TimestampedModel {
  static override tableName = 'site_visits';

  declare id: number;
  declare inquiryId: number;
  declare projectId: number;
  declare visitDate: string;
  declare slot: string;
  declare status: SiteVisitStatus;
  declare token: string;
  declare linkOrigin: string | null;
  declare reminderSentAt: Date | null;
}
