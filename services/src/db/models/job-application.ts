import type { InquiryStatus } from '@plotwise/contracts';
import { TimestampedModel } from './base-model';

export class JobApplication extends TimestampedModel {
  static override tableName = 'job_applications';

  declare id: number;
  declare jobId: number | null;
  declare position: string;
  declare name: string;
  declare email: string;
  declare phone: string;
  declare message: string;
  declare resumeFileId: string | null;
  declare resumeUrl: string | null;
  /** new → in_progress → responded, moved by the admins (migration 025). */
  declare status: InquiryStatus;
}
