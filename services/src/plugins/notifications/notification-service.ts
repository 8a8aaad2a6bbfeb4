import Boom from '@hapi/boom';
import type { Knex } from 'knex';
import {
  ADMIN_OPS_TEXTS,
  type Notification as NotificationResponse,
  type NotificationListQuery,
  type NotificationPriority,
  type NotificationType,
  type Page,
} from '@plotwise/contracts';
import { Notification } from '../../db/models';
import { pageOf } from '../../db/paging';

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

export async function countUnreadNotifications(trx?: Knex.Transaction): Promise<number> {
  return Notification.query(trx).where('read', false).resultSize();
}

/** The admins' inbox, newest first, optionally unread only, with the unread count. */
export async function listNotifications(
  query: NotificationListQuery,
  trx?: Knex.Transaction,
): Promise<Page<NotificationResponse> & { unreadCount: number }> {
  const filtered = Notification.query(trx).orderBy([{ column: 'createdAt', order: 'desc' }, { column: 'id', order: 'desc' }]);
  if (query.unread) filtered.where('read', false);
  const [page, unreadCount] = await Promise.all([pageOf(filtered, query, presentNotification), countUnreadNotifications(trx)]);
  return { ...page, unreadCount };
}

/** Marks one notification read (again is fine); 404 for an unknown id. */
export async function markNotificationRead(id: number, trx?: Knex.Transaction): Promise<NotificationResponse> {
  const notification = await Notification.query(trx).findById(id);
  if (!notification) throw Boom.notFound(ADMIN_OPS_TEXTS.notificationNotFound);
  return presentNotification(notification.read ? notification : await notification.$query(trx).patchAndFetch({ read: true }));
}

/** Marks every unread notification read; answers how many changed. */
export async function markAllNotificationsRead(trx?: Knex.Transaction): Promise<number> {
  return Notification.query(trx).where('read', false).patch({ read: true });
}
