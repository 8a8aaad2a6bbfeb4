import { BaseModel } from './base-model';

export type SmsOutboxStatus = 'queued' | 'sent' | 'failed';

export class SmsOutboxMessage extends BaseModel {
  static override tableName = 'sms_outbox';

  declare id: number;
  declare phone: string;
  declare body: string;
  declare projectId: number | null;
  declare status: SmsOutboxStatus;
  declare attempts: number;
  declare lastError: string | null;
  declare createdAt: Date;
  declare sentAt: Date | null;
}
