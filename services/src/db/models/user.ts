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
  /** An agent's agency and RERA agent registration number, from registration (migration 038). */
  declare agencyName: string | null;
  declare reraAgentNumber: string | null;
  /** How an agent hears of a new lead, and when they last opened their leads (migration 050). */
  declare leadAlertEmail: boolean;
  declare leadAlertSms: boolean;
  declare leadsSeenAt: Date | null;
  declare visitAlertEmail: boolean;
  declare visitAlertSms: boolean;
}
