import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Notification } from '@plotwise/contracts';
import { adminScreen, clickForToast, page } from '../../../test-support/render-page';
import NotificationsPage from '../notifications-page';

const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
const notifications: Notification[] = [
  { id: 1, type: 'new_inquiry', title: 'New inquiry from Anil Shah', message: 'Site visit: Saturday?', priority: 'medium', read: false, link: '/admin/inquiries', createdAt: ago(7 * 60_000) },
  { id: 2, type: 'agent_registration', title: 'New agent registration', message: 'Nisha registered.', priority: 'high', read: false, link: '/admin/agents', createdAt: ago(3 * 3_600_000) },
  { id: 3, type: 'quote_request', title: 'Quote request from Rahul', message: 'Survey.', priority: 'low', read: true, link: null, createdAt: '2025-03-05T06:00:00.000Z' },
];
const itemOf = (title: string) => within(screen.getByRole('listitem', { name: title }));

const openNotifications = adminScreen(<NotificationsPage />, '/admin/notifications', () => {
  let list = notifications.map((item) => ({ ...item }));
  return {
    'GET /api/admin/notifications': (call) => {
      const items = call.query.get('unread') === 'true' ? list.filter((item) => !item.read) : list;
      return { status: 200, body: page(items, { total: items.length, unreadCount: list.filter((item) => !item.read).length }) };
    },
    'PATCH /api/admin/notifications/1/read': () => {
      list = list.map((item) => (item.id === 1 ? { ...item, read: true } : item));
      return { status: 200, body: list[0] };
    },
    'POST /api/admin/notifications/read-all': () => {
      const updated = list.filter((item) => !item.read).length;
      list = list.map((item) => ({ ...item, read: true }));
      return { status: 200, body: { updated } };
    },
  };
});

describe('/admin/notifications', () => {
  it('shows each notification with its priority, unread mark, relative time and link', async () => {
    openNotifications();
    await screen.findByRole('listitem', { name: 'New inquiry from Anil Shah' });
    expect(screen.getByText('2 unread')).toBeTruthy();
    const inquiry = itemOf('New inquiry from Anil Shah');
    expect(inquiry.getByText('Medium priority')).toBeTruthy();
    expect(inquiry.getByText('Unread')).toBeTruthy();
    expect(inquiry.getByText('7 minutes ago')).toBeTruthy();
    expect(inquiry.getByRole('link', { name: 'Open: New inquiry from Anil Shah' }).getAttribute('href')).toBe('/admin/inquiries');
    expect(itemOf('New agent registration').getByText('High priority')).toBeTruthy();
    expect(itemOf('New agent registration').getByText('3 hours ago')).toBeTruthy();
    const quote = itemOf('Quote request from Rahul');
    expect(quote.getByText('Low priority')).toBeTruthy();
    expect(quote.getByText('5 March 2025')).toBeTruthy();
    expect(quote.queryByText('Unread')).toBeNull();
    expect(quote.queryByRole('button', { name: 'Mark as read' })).toBeNull();
  });

  it('marks one read, then all', async () => {
    const calls = openNotifications();
    await screen.findByRole('listitem', { name: 'New inquiry from Anil Shah' });
    const user = userEvent.setup();
    await user.click(itemOf('New inquiry from Anil Shah').getByRole('button', { name: 'Mark as read' }));
    await waitFor(() => expect(screen.getByText('1 unread')).toBeTruthy());
    expect(itemOf('New inquiry from Anil Shah').queryByText('Unread')).toBeNull();

    await clickForToast(screen.getByRole('button', { name: 'Mark all as read' }), 'All notifications marked as read');
    await waitFor(() => expect(screen.getByText('0 unread')).toBeTruthy());
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    expect(calls.filter((call) => call.method !== 'GET').map((call) => `${call.method} ${call.path}`)).toEqual([
      'PATCH /api/admin/notifications/1/read',
      'POST /api/admin/notifications/read-all',
    ]);
  });

  it('shows unread only, and says when all are read', async () => {
    const calls = openNotifications({ 'GET /api/admin/notifications': { status: 200, body: page([], { unreadCount: 0 }) } }, '/admin/notifications?unread=true');
    expect(await screen.findByText('You are all caught up.')).toBeTruthy();
    expect(calls[0]!.query.get('unread')).toBe('true');
    expect(within(screen.getByRole('group', { name: 'Show' })).getByRole('button', { name: 'Unread only' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('marks a notification read when its link is opened, and names a failure', async () => {
    const calls = openNotifications({ 'PATCH /api/admin/notifications/2/read': { status: 500, body: { message: 'down' } } });
    await screen.findByRole('listitem', { name: 'New inquiry from Anil Shah' });
    await clickForToast(itemOf('New agent registration').getByRole('button', { name: 'Mark as read' }), 'Failed to mark the notification as read');
    await userEvent.click(itemOf('New inquiry from Anil Shah').getByRole('link', { name: /Open/ }));
    await waitFor(() => expect(calls.some((call) => call.path === '/api/admin/notifications/1/read')).toBe(true));
    expect(screen.getByTestId('path').textContent).toBe('/admin/inquiries');
  });
});
