import { MESSAGE_TEXTS, RELEASES_TEXTS } from '@plotwise/contracts';

/** The admin portal's areas, as the dashboard lists them. */
export const ADMIN_AREAS = [
  { to: '/admin/projects', title: 'Projects', text: 'Create, edit, bulk-upload and curate every project.' },
  { to: '/admin/pending-approvals', title: 'Pending Approvals', text: 'Agents and submitted projects waiting for review.' },
  { to: '/admin/users', title: 'Users', text: 'Search people, approve, suspend or activate accounts.' },
  { to: '/admin/agents', title: 'Agents', text: 'Review agent registrations and their standing.' },
  { to: '/admin/inquiries', title: 'Inquiries', text: 'Enquiries, messages, quotes and job applications.' },
  { to: '/admin/listing-reports', title: 'Listing Reports', text: 'What buyers reported about listings: fake, sold out, wrong price.' },
  { to: '/admin/messages', title: MESSAGE_TEXTS.pageTitle, text: MESSAGE_TEXTS.area },
  { to: '/admin/newsletter', title: 'Newsletter', text: 'Write an issue, preview and test it, send it to confirmed subscribers.' },
  { to: '/admin/notifications', title: 'Notifications', text: 'What happened on the site, newest first.' },
  { to: '/admin/social-media', title: 'Social Media & Blog', text: 'Footer links and blog posts.' },
  { to: '/admin/media', title: 'Media', text: 'Project, property and city images.' },
  { to: '/admin/releases', title: 'Releases', text: RELEASES_TEXTS.area },
] as const;
