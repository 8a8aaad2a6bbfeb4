import {
  leadAlertSettingsPayloadSchema, type LeadAlertSettings, type NewLeadCount,
} from '@plotwise/contracts';
import { Inquiry, User } from '../../../db/models';
import { requireUser } from '../../auth/current-user';
import { APPROVED_AGENT_ACCESS, defineRoute, noContent } from '../../define-route';

type AlertColumns = Pick<User, 'leadAlertEmail' | 'leadAlertSms' | 'visitAlertEmail' | 'visitAlertSms'>;
const settingsOf = (user: AlertColumns): LeadAlertSettings => ({
  email: user.leadAlertEmail,
  sms: user.leadAlertSms,
  visitEmail: user.visitAlertEmail,
  visitSms: user.visitAlertSms,
});

export const getLeadAlertsRoute = defineRoute('GET /api/agent/lead-alerts', APPROVED_AGENT_ACCESS, {
  description: 'How the signed-in agent hears of a new lead {email, sms} and of a booked visit {visitEmail, visitSms} (approved agents).',
  handler: (request): LeadAlertSettings => settingsOf(requireUser(request)),
});

export const updateLeadAlertsRoute = defineRoute('PATCH /api/agent/lead-alerts', APPROVED_AGENT_ACCESS, {
  description: 'Chooses how the signed-in agent hears of a new lead and a booked visit: {email?, sms?, visitEmail?, visitSms?} (booleans); answers the settings (approved agents).',
  payload: leadAlertSettingsPayloadSchema,
  handler: async (request): Promise<LeadAlertSettings> => {
    const { email, sms, visitEmail, visitSms } = request.payload;
    const updated = await User.query().patchAndFetchById(requireUser(request).id, {
      leadAlertEmail: email, leadAlertSms: sms, visitAlertEmail: visitEmail, visitAlertSms: visitSms,
    });
    return settingsOf(updated);
  },
});

export const newLeadCountRoute = defineRoute('GET /api/agent/leads/new-count', APPROVED_AGENT_ACCESS, {
  description: "How many leads reached the signed-in agent since they last opened their Leads tab: {newLeads} (approved agents).",
  handler: async (request): Promise<NewLeadCount> => {
    const agent = requireUser(request);
    const query = Inquiry.query().where('agentId', agent.id);
    if (agent.leadsSeenAt) query.where('createdAt', '>', agent.leadsSeenAt);
    return { newLeads: await query.resultSize() };
  },
});

export const leadsSeenRoute = defineRoute('POST /api/agent/leads/seen', APPROVED_AGENT_ACCESS, {
  description: 'The signed-in agent opened their Leads tab: the new-lead count starts again from now; 204 (approved agents).',
  handler: (request, h) => noContent(h, User.query().findById(requireUser(request).id).patch({ leadsSeenAt: new Date() })),
});
