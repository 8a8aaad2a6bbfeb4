import { BaseModel } from './base-model';

export class NewsletterSubscriber extends BaseModel {
  static override tableName = 'newsletter_subscribers';

  declare id: number;
  declare email: string;
  declare createdAt: Date;
}
