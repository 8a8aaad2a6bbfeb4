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
}
