import { Notification } from '../../../db/models';
import { useTestApp } from '../../../../test/support/test-app';
import { recordNotification } from '../notification-service';

const app = useTestApp();

describe('recordNotification', () => {
  it('stores an unread notification with medium priority unless told otherwise', async () => {
    const recorded = await recordNotification({ type: 'new_inquiry', title: 'New inquiry', message: 'Asha asked about Green Acres' });
    expect(recorded).toMatchObject({ type: 'new_inquiry', priority: 'medium', read: false, link: null });
    expect(new Date(recorded.createdAt).getTime()).not.toBeNaN();
    expect(await Notification.query().findById(recorded.id)).toBeDefined();
  });

  it('disappears with the transaction of the event it reports', async () => {
    const before = await Notification.query().resultSize();
    await expect(
      app.knex.transaction(async (trx) => {
        await recordNotification({ type: 'project_submission', title: 'New plot', message: 'x', priority: 'high' }, trx);
        throw new Error('the submission failed');
      }),
    ).rejects.toThrow('the submission failed');
    expect(await Notification.query().resultSize()).toBe(before);
  });
});
