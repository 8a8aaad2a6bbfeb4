import { BaseModel } from './base-model';

export type OutgoingMessageStatus = 'queued' | 'sent' | 'failed';
export type MessageChannel = 'email' | 'sms';

/** One email or text, delivered by the message queue (services/src/messaging). */
export class OutgoingMessage extends BaseModel {
  static override tableName = 'outgoing_messages';

  static override jsonAttributes = ['headers'];

  declare id: number;
  declare idempotencyKey: string;
  declare channel: MessageChannel;
  declare recipient: string;
  declare subject: string | null;
  declare body: string;
  /** Extra email headers (List-Unsubscribe…); null for most. */
  declare headers: Record<string, string> | null;
  declare purpose: string;
  declare projectId: number | null;
  declare status: OutgoingMessageStatus;
  declare attempts: number;
  declare lastError: string | null;
  declare jobId: string | null;
  declare createdAt: Date;
  declare sentAt: Date | null;
  declare failedAt: Date | null;
}
