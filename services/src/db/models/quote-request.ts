import type { InquiryStatus } from '@plotwise/contracts';
import { TimestampedModel } from './base-model';

export class QuoteRequest extends TimestampedModel {
  static override tableName = 'quote_requests';

  declare id: number;
  declare name: string;
  declare mobile: string;
  declare message: string;
  declare status: InquiryStatus;
}
