import type { Knex } from 'knex';
import type { ProjectType } from '@plotwise/contracts';
import { SmsSubscription } from '../../db/models';

/** Phone numbers here are already normalised to +91XXXXXXXXXX by the contract. */
export async function subscribeToAlerts(
  phone: string,
  propertyTypes: 'all' | ProjectType[],
  trx?: Knex.Transaction,
): Promise<SmsSubscription> {
  const choice = propertyTypes === 'all' ? { allTypes: true, propertyTypes: [] } : { allTypes: false, propertyTypes };
  const existing = await SmsSubscription.query(trx).findOne({ phone });
  if (existing) {
    return existing.$query(trx).patchAndFetch({ ...choice, isActive: true, unsubscribedAt: null });
  }
  return SmsSubscription.query(trx).insertAndFetch({ phone, ...choice, isActive: true });
}

/** Stops alerts to a number; unknown or already unsubscribed numbers are fine. */
export async function unsubscribeFromAlerts(phone: string, trx?: Knex.Transaction): Promise<void> {
  await SmsSubscription.query(trx).patch({ isActive: false, unsubscribedAt: new Date() }).where({ phone, isActive: true });
}

export async function isSubscribedToAlerts(phone: string, trx?: Knex.Transaction): Promise<boolean> {
  const subscription = await SmsSubscription.query(trx).select('id').findOne({ phone, isActive: true });
  return Boolean(subscription);
}
