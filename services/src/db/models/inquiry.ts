import type { InquirySource, InquiryStatus } from '@plotwise/contracts';
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
}
