// Kept apart from the lead-alert schemas: screens without a form read these texts without loading zod.
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
  visitEmailLabel: 'Email me each booked site visit',
  visitSmsLabel: 'Text me each booked site visit',
  leadsLegend: 'New lead',
  visitsLegend: 'Booked site visit',
  saveFailed: 'Could not save the lead alert settings',
  newCount: (count: number) => `${count} new`,
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
