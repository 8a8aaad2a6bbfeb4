import type { NotificationPriority, NotificationType } from '@plotwise/contracts';
import { BaseModel } from './base-model';

export class Notification extends BaseModel {
  static override tableName = 'notifications';

  declare id: number;
  declare type: NotificationType;
  declare title: string;
  declare message: string;
  declare priority: NotificationPriority;
  declare read: boolean;
  declare link: string | null;
  declare createdAt: Date;
}
