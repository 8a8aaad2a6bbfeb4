import { BaseModel } from './base-model';

export class NewsletterSubscriber extends BaseModel {
  static override tableName = 'newsletter_subscribers';

  declare id: number;
  declare email: string;
  declare createdAt: Date;
  /** Set when its owner followed the confirmation link: only confirmed addresses receive issues. */
  declare confirmedAt: Date | null;
  declare unsubscribedAt: Date | null;
  declare linkOrigin: string | null;
  /** When a confirmation link was last queued; null for addresses from before double opt-in that were never asked. */
  declare confirmRequestedAt: Date | null;
  /** When an admin asked this address from before double opt-in to confirm. */
  declare reconfirmRequestedAt: Date | null;
}
