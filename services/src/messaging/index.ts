import type { MessageQueue } from './message-queue';

export { MessageQueue, MESSAGES_QUEUE, DEAD_LETTER_QUEUE, type Enqueued, type SendOptions } from './message-queue';
export { PermanentDeliveryError } from './delivery-errors';
export { TwilioSmsSender } from './twilio-sms-sender';

let current: MessageQueue | null = null;

/** Sets the queue services send through (server.ts, once per server). */
export function useMessageQueue(queue: MessageQueue): void {
  current = queue;
}

/**
 * The queue every email and text leaves through, for code without the server
 * at hand (services called inside a transaction): `messages().sendEmail(…)`.
 */
export function messages(): MessageQueue {
  if (!current) throw new Error('The message queue is not set up: createServer sets it.');
  return current;
}

/** pg-boss's schema: beside the app's own, and apart per DATABASE_SCHEMA (tests run one schema each). */
export function bossSchema(databaseSchema: string | null): string {
  return databaseSchema ? `${databaseSchema}_pgboss` : 'pgboss';
}
