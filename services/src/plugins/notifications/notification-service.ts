import type { Knex } from 'knex';
import type { Notification as NotificationResponse, NotificationPriority, NotificationType } from '@plotwise/contracts';
import { Notification } from '../../db/models';

export interface NotificationInput {
  type: NotificationType;
  title: string;
  message: string;
  priority?: NotificationPriority;
  link?: string | null;
}

/**
 * Records an event for the admins. Pass the transaction that stores the event
 * itself, so a notification never exists for a record that was rolled back.
 */
export async function recordNotification(input: NotificationInput, trx?: Knex.Transaction): Promise<NotificationResponse> {
  const notification = await Notification.query(trx).insertAndFetch({
    type: input.type,
    title: input.title,
    message: input.message,
    priority: input.priority ?? 'medium',
    link: input.link ?? null,
  });
  return presentNotification(notification);
}

export function presentNotification(notification: Notification): NotificationResponse {
  return {
    id: notification.id,
    type: notification.type,
    title: notification.title,
    message: notification.message,
    priority: notification.priority,
    read: notification.read,
    link: notification.link,
    createdAt: new Date(notification.createdAt).toISOString(),
  };
}
