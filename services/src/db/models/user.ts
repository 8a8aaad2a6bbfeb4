import type { UserRole } from '@plotwise/contracts';
import { TimestampedModel } from './base-model';

export class User extends TimestampedModel {
  static override tableName = 'users';

  declare id: number;
  declare name: string;
  declare email: string | null;
  declare phone: string | null;
  declare username: string | null;
  declare passwordHash: string;
  declare role: UserRole;
  declare isApproved: boolean;
  declare isActive: boolean;
  declare tokenVersion: number;
}
