import type { Plugin } from '@hapi/hapi';
import { pluginSettings, type SettingsOf } from '../../plugin-settings';
import { messageDeps } from './message-deps';
import { confirmVisitRoute, proposeVisitRoute, sellerCancelVisitRoute, visitingHoursRoute } from './routes/agent';
import { acceptVisitRoute, bookVisitRoute, cancelVisitRoute, viewVisitRoute, visitCalendarRoute, visitSlotsRoute } from './routes/public';
import { VisitReminders } from './visit-reminders';

export { VisitReminders } from './visit-reminders';

/** How often due reminders are looked for. */
export const siteVisitsSettings = pluginSettings('siteVisitReminderIntervalMs');

/**
 * Site visits: buyers book a slot on a project page (a lead for the project's
 * agent), agents confirm or propose another time, buyers accept or cancel by
 * link. The day-before reminder runs while the server is started (tests call
 * `server.app.visitReminders.remindTomorrow()` themselves).
 */
export const siteVisitsPlugin: Plugin<SettingsOf<typeof siteVisitsSettings>> = {
  name: 'plotwise-site-visits',
  dependencies: ['plotwise-auth', 'plotwise-public-forms', 'plotwise-inquiries', 'plotwise-notifications'],
  register(server, { siteVisitReminderIntervalMs }) {
    server.route([visitSlotsRoute, bookVisitRoute, viewVisitRoute, visitCalendarRoute, acceptVisitRoute, cancelVisitRoute]);
    server.route([confirmVisitRoute, proposeVisitRoute, sellerCancelVisitRoute, visitingHoursRoute]);

    const reminders = new VisitReminders(messageDeps(server));
    server.app.visitReminders = reminders;
    server.ext('onPostStart', () => {
      reminders.start(siteVisitReminderIntervalMs);
    });
    server.ext('onPreStop', async () => {
      await reminders.stop();
    });
  },
};
