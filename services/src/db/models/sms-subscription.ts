import type { ProjectType } from '@plotwise/contracts';
import { TimestampedModel } from './base-model';

export class SmsSubscription extends TimestampedModel {
  static override tableName = 'sms_subscriptions';

  static override jsonAttributes = ['propertyTypes'];

  declare id: number;
  /** Normalised +91XXXXXXXXXX. */
  declare phone: string;
  declare allTypes: boolean;
  declare propertyTypes: ProjectType[];
  declare isActive: boolean;
  declare unsubscribedAt: Date | null;
  /** When the owner confirmed the number with a texted code; null: never proven, sent nothing. */
  declare verifiedAt: Date | null;
  /** sha256 of the token the confirming browser holds; null when unsubscribed. */
  declare tokenHash: string | null;
}
