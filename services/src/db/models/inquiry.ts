import type { InquirySource, InquiryStatus, LeadStage } from '@plotwise/contracts';
import { TimestampedModel } from './base-model';

export class Inquiry extends TimestampedModel {
  static override tableName = 'inquiries';

  declare id: number;
  declare name: string;
  declare email: string;
  declare phone: string;
  declare subject: string;
  declare message: string;
  declare projectId: number | null;
  /** The account that sent it, when signed in (migration 039). */
  declare userId: number | null;
  declare projectTitle: string | null;
  declare source: InquirySource;
  declare status: InquiryStatus;
  /** The agent it is routed to, their pipeline stage, notes and follow-up day (migration 047). */
  declare agentId: number | null;
  declare stage: LeadStage;
  declare agentNotes: string;
  declare followUpOn: string | null;
  /** When the sender's phone was confirmed with a texted code; null when it was not (migration 050). */
  declare phoneVerifiedAt: Date | null;
}
