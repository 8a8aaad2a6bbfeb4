import { BaseModel } from './base-model';

/** One newsletter an admin wrote; `sentAt` once it was queued to every confirmed subscriber. */
export class NewsletterIssue extends BaseModel {
  static override tableName = 'newsletter_issues';

  declare id: number;
  declare subject: string;
  declare body: string;
  declare createdBy: number | null;
  declare linkOrigin: string | null;
  declare createdAt: Date;
  declare sentAt: Date | null;
  declare recipients: number;
}
