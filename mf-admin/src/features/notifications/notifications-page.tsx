import styled from 'styled-components';
import { ADMIN_OPS_TEXTS as TEXTS, type Notification, type NotificationPriority } from '@plotwise/contracts';
import { Badge, type BadgeTone, Button, Card, formatRelativeTime, Link, Pagination, readableError, useToast } from '@plotwise/ui';
import { AdminPage } from '../../components/admin-page';
import { CardActions, CardHead, CardList } from '../../components/card-parts';
import { ListSummary } from '../../components/filter-bar';
import { ListBody } from '../../components/list-states';
import { SegmentedFilter } from '../../components/segmented-filter';
import { useKeepPageInRange, useListParams } from '../../lib/use-list-params';
import { useMarkAllNotificationsRead, useMarkNotificationRead, useNotifications } from './api/notifications';

const PRIORITY_TONES: Record<NotificationPriority, BadgeTone> = { high: 'danger', medium: 'warning', low: 'neutral' };

const Item = styled(Card).attrs({ as: 'li' })<{ $unread: boolean }>`
  padding: 14px 16px;
  display: grid;
  gap: 8px;
  border-left: 5px solid ${({ $unread, theme }) => ($unread ? theme.colors.brand : theme.colors.line)};
  background: ${({ $unread, theme }) => ($unread ? '#f0fdfa' : theme.colors.surface)};
  h2 { margin: 0; font-size: 1rem; overflow-wrap: anywhere; }
  p { margin: 0; overflow-wrap: anywhere; }
`;

const Actions = styled(CardActions)`
  a { font-weight: 600; min-height: 40px; display: inline-flex; align-items: center; padding: 0 4px; }
`;

const FILTERS = [
  { value: 'all' as const, label: TEXTS.allLabel },
  { value: 'true' as const, label: TEXTS.unreadOnly },
];

/** A link inside the portal uses the router; anything else (a stored file) opens as a plain link. */
function ActLink({ notification, onOpen }: { notification: Notification; onOpen: () => void }) {
  const link = notification.link;
  if (!link) return null;
  const label = `${TEXTS.openLink}: ${notification.title}`;
  return link.startsWith('/') && !link.startsWith('/api/') ? (
    <Link to={link} onClick={onOpen} aria-label={label}>{TEXTS.openLink}</Link>
  ) : (
    <a href={link} target="_blank" rel="noreferrer" onClick={onOpen} aria-label={label}>{TEXTS.openLink}</a>
  );
}

/** /admin/notifications: what happened, newest first; mark read one by one or all at once. */
export default function NotificationsPage() {
  const { values, page, setFilter, setPage } = useListParams(['unread'] as const);
  const unreadOnly = values.unread === 'true';
  const notifications = useNotifications({ unread: unreadOnly ? 'true' : '', page });
  useKeepPageInRange(notifications.data, page, setPage);
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const toast = useToast();
  const unreadCount = notifications.data?.unreadCount ?? 0;

  const read = async (notification: Notification) => {
    if (notification.read) return;
    try {
      await markRead.mutateAsync(notification.id);
    } catch (error) {
      toast({ title: TEXTS.notificationReadFailed, description: readableError(error, ''), variant: 'destructive' });
    }
  };

  const readAll = async () => {
    try {
      await markAll.mutateAsync();
      toast({ title: TEXTS.allMarkedRead, variant: 'success' });
    } catch (error) {
      toast({ title: TEXTS.notificationReadFailed, description: readableError(error, ''), variant: 'destructive' });
    }
  };

  return (
    <AdminPage
      title={TEXTS.notificationsTitle}
      subtitle={TEXTS.notificationsSubtitle}
      actions={
        <Button type="button" onClick={readAll} disabled={unreadCount === 0 || markAll.isPending}>
          {TEXTS.markAllRead}
        </Button>
      }
    >
      <ListSummary>
        <span aria-live="polite">{notifications.data ? TEXTS.unreadCount(unreadCount) : ''}</span>
        <SegmentedFilter label={TEXTS.showLabel} value={unreadOnly ? 'true' : 'all'} options={FILTERS} onChange={(value) => setFilter('unread', value)} />
      </ListSummary>
      <ListBody read={notifications} failed={TEXTS.notificationsFailed} empty={unreadOnly ? TEXTS.noUnreadNotifications : TEXTS.noNotifications}>
        {(data) => (
          <>
            <CardList aria-label={TEXTS.notificationsTitle}>
              {data.items.map((notification) => (
                <Item key={notification.id} $unread={!notification.read} aria-label={notification.title}>
                  <CardHead>
                    {!notification.read && <Badge $tone="success">{TEXTS.unreadBadge}</Badge>}
                    <Badge $tone={PRIORITY_TONES[notification.priority]}>{TEXTS.priorityLabels[notification.priority]}</Badge>
                    <time dateTime={notification.createdAt}>{formatRelativeTime(notification.createdAt)}</time>
                  </CardHead>
                  <h2>{notification.title}</h2>
                  <p>{notification.message}</p>
                  <Actions>
                    {!notification.read && (
                      <Button type="button" $variant="secondary" onClick={() => read(notification)} disabled={markRead.isPending}>
                        {TEXTS.markRead}
                      </Button>
                    )}
                    <ActLink notification={notification} onOpen={() => void read(notification)} />
                  </Actions>
                </Item>
              ))}
            </CardList>
            <Pagination label="Notifications pages" page={page} pageSize={data.pageSize} total={data.total} onPageChange={setPage} />
          </>
        )}
      </ListBody>
    </AdminPage>
  );
}
