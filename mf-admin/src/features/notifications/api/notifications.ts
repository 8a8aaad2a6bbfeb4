import type { Notification, NotificationListResponse, ReadAllResponse } from '@plotwise/contracts';
import { apiRequest, keepPreviousData, useQuery } from '@plotwise/ui';
import { useAdminMutation } from '../../../lib/invalidate-admin';

export const notificationsQueryKey = (filters: { unread: string; page: number }) => ['/api/admin/notifications', filters] as const;

/** `GET /api/admin/notifications?unread=&page=`, with the unread count. */
export function useNotifications(filters: { unread: string; page: number }) {
  return useQuery<NotificationListResponse>({ queryKey: notificationsQueryKey(filters), placeholderData: keepPreviousData });
}

/** `PATCH /api/admin/notifications/{id}/read`. */
export function useMarkNotificationRead() {
  return useAdminMutation((id: number) => apiRequest<Notification>('PATCH', `/api/admin/notifications/${id}/read`));
}

/** `POST /api/admin/notifications/read-all`. */
export function useMarkAllNotificationsRead() {
  return useAdminMutation(() => apiRequest<ReadAllResponse>('POST', '/api/admin/notifications/read-all'));
}
