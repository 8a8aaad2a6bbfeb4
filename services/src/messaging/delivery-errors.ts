/**
 * A gateway's refusal that no retry can change (a number that does not exist,
 * a message it will not carry): the message is dead-lettered at once.
 */
export class PermanentDeliveryError extends Error {
  override name = 'PermanentDeliveryError';
}
