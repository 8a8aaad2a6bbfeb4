import { z } from 'zod';

/** How an agent hears of a new lead and of a booked visit (agent dashboard settings); email is on until turned off. */
export const leadAlertSettingsSchema = z.object({ email: z.boolean(), sms: z.boolean(), visitEmail: z.boolean(), visitSms: z.boolean() });
export type LeadAlertSettings = z.infer<typeof leadAlertSettingsSchema>;

const choice = (name: string) => z.boolean({ error: `${name} must be true or false` }).optional();

/** `PATCH /api/agent/lead-alerts`: any of the four choices, at least one. */
export const leadAlertSettingsPayloadSchema = z
  .strictObject({ email: choice('email'), sms: choice('sms'), visitEmail: choice('visitEmail'), visitSms: choice('visitSms') })
  .refine((value) => Object.values(value).some((given) => given !== undefined), 'Send email, sms, visitEmail or visitSms');
export type LeadAlertSettingsPayload = z.infer<typeof leadAlertSettingsPayloadSchema>;

/** `GET /api/agent/leads/new-count`: leads that came in since the agent last opened their leads. */
export const newLeadCountSchema = z.object({ newLeads: z.number().int() });
export type NewLeadCount = z.infer<typeof newLeadCountSchema>;
