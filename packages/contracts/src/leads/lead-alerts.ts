import { z } from 'zod';

/** How an agent hears of a new lead (agent dashboard settings); email is on until turned off. */
export const leadAlertSettingsSchema = z.object({ email: z.boolean(), sms: z.boolean() });
export type LeadAlertSettings = z.infer<typeof leadAlertSettingsSchema>;

/** `PATCH /api/agent/lead-alerts`: either or both. */
export const leadAlertSettingsPayloadSchema = z
  .strictObject({ email: z.boolean({ error: 'email must be true or false' }).optional(), sms: z.boolean({ error: 'sms must be true or false' }).optional() })
  .refine((value) => value.email !== undefined || value.sms !== undefined, 'Send email, sms or both');
export type LeadAlertSettingsPayload = z.infer<typeof leadAlertSettingsPayloadSchema>;

/** `GET /api/agent/leads/new-count`: leads that came in since the agent last opened their leads. */
export const newLeadCountSchema = z.object({ newLeads: z.number().int() });
export type NewLeadCount = z.infer<typeof newLeadCountSchema>;

interface LeadAlertFacts {
  name: string;
  phone: string;
  email: string;
  message: string;
  projectTitle: string | null;
  verified: boolean;
  /** The agent dashboard's leads, when the site's address is known. */
  leadsUrl: string | null;
}

const about = (lead: LeadAlertFacts) => (lead.projectTitle ? `"${lead.projectTitle}"` : 'your listing');

export const LEAD_ALERT_TEXTS = {
  title: 'New lead alerts',
  emailLabel: 'Email me each new lead',
  smsLabel: 'Text me each new lead (to the mobile number on my profile)',
  saved: 'Lead alert settings saved',
  smsNeedsPhone: 'Add a mobile number to your profile to get leads by SMS',
  verifiedBadge: 'Verified phone',
  newBadge: 'New',
  emailSubject: (lead: LeadAlertFacts) => `New lead for ${about(lead)} from ${lead.name}`,
  emailText: (lead: LeadAlertFacts) =>
    [
      `${lead.name} sent an enquiry about ${about(lead)}.`,
      '',
      `Phone: ${lead.phone}${lead.verified ? ' (verified by SMS code)' : ''}`,
      `Email: ${lead.email}`,
      '',
      lead.message,
      ...(lead.leadsUrl ? ['', `See it in your leads: ${lead.leadsUrl}`] : []),
    ].join('\n'),
  // One SMS segment: the title is cut first.
  smsText: (lead: LeadAlertFacts) => {
    const title = lead.projectTitle && lead.projectTitle.length > 40 ? `${lead.projectTitle.slice(0, 39)}…` : lead.projectTitle;
    return `Plotwise: new lead${title ? ` for "${title}"` : ''} from ${lead.name.slice(0, 30)}, ${lead.phone}${lead.verified ? ' (verified)' : ''}. See your dashboard.`;
  },
} as const;
