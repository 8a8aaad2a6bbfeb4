import { BaseModel } from './base-model';

export class JobApplication extends BaseModel {
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
  declare createdAt: Date;
}
