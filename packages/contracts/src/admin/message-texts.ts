// Kept apart from the message schemas: the admin hub reads these texts without loading zod.
export const OUTGOING_MESSAGE_STATUSES = ['queued', 'sent', 'failed'] as const;
export type OutgoingMessageStatus = (typeof OUTGOING_MESSAGE_STATUSES)[number];

/**
 * A recipient as the admin list shows it: enough to tell messages apart and
 * spot a mistyped domain, not a contact list (`r***@example.com`, `+91 98*****210`).
 */
export function maskRecipient(recipient: string): string {
  const at = recipient.lastIndexOf('@');
  if (at > 0) return `${recipient[0]}***${recipient.slice(at)}`;
  const digits = recipient.replace(/\D/g, '');
  if (digits.length < 6) return '*'.repeat(recipient.length);
  const local = digits.slice(-10);
  const country = recipient.startsWith('+') ? `+${digits.slice(0, digits.length - local.length)} ` : '';
  return `${country}${local.slice(0, 2)}${'*'.repeat(local.length - 5)}${local.slice(-3)}`;
}

export const MESSAGE_TEXTS = {
  notFailed: 'Only a failed message can be sent again',
  notFound: 'No such message',
  pageTitle: 'Failed Messages',
  pageSubtitle: 'Emails and texts that could not be delivered after every retry. Send one again once the gateway or the address is fixed.',
  area: 'Emails and texts that failed: see why, and send them again.',
  tableLabel: 'Messages',
  pagesLabel: 'Messages pages',
  statusFilter: 'Status',
  allStatuses: 'All messages',
  statusLabels: { queued: 'Queued', sent: 'Sent', failed: 'Failed' } satisfies Record<OutgoingMessageStatus, string>,
  channelLabels: { email: 'Email', sms: 'SMS' },
  columns: { channel: 'Channel', recipient: 'Recipient', purpose: 'Purpose', lastError: 'Last error', attempts: 'Attempts', when: 'When', action: 'Action' },
  retry: 'Retry',
  retried: 'Queued again',
  retryFailed: 'Could not send it again',
  empty: 'No messages here.',
  loadFailed: 'Could not load the messages.',
} as const;
