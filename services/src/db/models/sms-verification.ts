import type { ProjectType } from '@plotwise/contracts';
import { BaseModel } from './base-model';

/** A code texted to a number that is waiting to be confirmed (migration 036). */
export class SmsVerification extends BaseModel {
  static override tableName = 'sms_verifications';

  static override jsonAttributes = ['propertyTypes'];

  declare id: number;
  /** Normalised +91XXXXXXXXXX. */
  declare phone: string;
  /** What the code proves the number for: 'alerts' or 'enquiry' (migration 050). */
  declare purpose: string;
  /** HMAC of the code under the server's secret: a database copy alone does not give codes away. */
  declare codeHash: string;
  declare allTypes: boolean;
  declare propertyTypes: ProjectType[];
  /** Wrong codes tried so far. */
  declare attempts: number;
  declare expiresAt: Date;
  declare createdAt: Date;
}
