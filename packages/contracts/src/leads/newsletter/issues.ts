import { z } from 'zod';
import { atMostCharacters } from '../../common/format';

/** The admin's newsletter: issues written, previewed, tested and sent to confirmed subscribers. */
export const NEWSLETTER_ISSUE_LIMITS = { subject: 150, body: 20_000 } as const;

export const NEWSLETTER_ISSUE_TEXTS = {
  tab: 'Newsletter',
  writeTitle: 'Write an issue',
  subjectLabel: 'Subject',
  bodyLabel: 'Body',
  bodyHint: 'Plain text. A line starting with "# " is a heading, "- " a list item; blank lines separate paragraphs; links are kept as written.',
  subjectRequired: 'Subject is required',
  bodyRequired: 'Body is required',
  subjectTooLong: atMostCharacters('Subject', NEWSLETTER_ISSUE_LIMITS.subject),
  bodyTooLong: atMostCharacters('Body', NEWSLETTER_ISSUE_LIMITS.body),
  saveDraft: 'Save draft',
  preview: 'Preview',
  previewTitle: 'Preview',
  sendTest: 'Send a test to me',
  testSent: (email: string) => `Test sent to ${email}`,
  noAdminEmail: 'Your account has no email address to send a test to',
  send: 'Send to all confirmed subscribers',
  sendConfirm: (count: number) => `Send this issue to ${count} confirmed subscriber${count === 1 ? '' : 's'}?`,
  sent: (count: number) => `Queued for ${count} subscriber${count === 1 ? '' : 's'}`,
  sentCount: (sent: number, queued: number) => `${sent} of ${queued} sent`,
  alreadySent: 'This issue was already sent',
  issuesTitle: 'Issues',
  noIssues: 'No issues yet.',
  draft: 'Draft',
  confirmedCount: (count: number) => `${count} confirmed subscriber${count === 1 ? '' : 's'}`,
  notFound: 'That issue was not found',
  failed: 'Something went wrong. Please try again.',
  // The emails
  confirmSubject: 'Confirm your Plotwise newsletter subscription',
  confirmText: (link: string) => `Please confirm that you want the Plotwise newsletter at this address:\n${link}\n\nIf you did not ask for it, ignore this email.`,
  footer: (unsubscribe: string) => `\n\n--\nYou receive this because you subscribed to the Plotwise newsletter.\nUnsubscribe: ${unsubscribe}`,
  testPrefix: '[Test] ',
} as const;

export const newsletterIssuePayloadSchema = z.strictObject({
  subject: z.string().trim().min(1, NEWSLETTER_ISSUE_TEXTS.subjectRequired).max(NEWSLETTER_ISSUE_LIMITS.subject, NEWSLETTER_ISSUE_TEXTS.subjectTooLong),
  body: z.string().trim().min(1, NEWSLETTER_ISSUE_TEXTS.bodyRequired).max(NEWSLETTER_ISSUE_LIMITS.body, NEWSLETTER_ISSUE_TEXTS.bodyTooLong),
});
export type NewsletterIssuePayload = z.infer<typeof newsletterIssuePayloadSchema>;

export const newsletterIssueSchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  body: z.string(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  /** Subscribers it was queued for, and how many of those messages were delivered. */
  recipients: z.number().int(),
  delivered: z.number().int(),
});
export type NewsletterIssue = z.infer<typeof newsletterIssueSchema>;

export const newsletterIssueListSchema = z.object({ items: z.array(newsletterIssueSchema), confirmedSubscribers: z.number().int() });
export type NewsletterIssueList = z.infer<typeof newsletterIssueListSchema>;

export const newsletterSendResponseSchema = z.object({ issue: newsletterIssueSchema, message: z.string() });
export type NewsletterSendResponse = z.infer<typeof newsletterSendResponseSchema>;

export type NewsletterBlock = { kind: 'heading' | 'paragraph'; text: string } | { kind: 'list'; items: string[] };

/**
 * The body's markdown-lite read into blocks: `# ` headings, `- ` list items,
 * paragraphs between blank lines. The admin's preview draws them; the email
 * is the plain text itself, which reads the same way.
 */
export function newsletterBlocks(body: string): NewsletterBlock[] {
  const blocks: NewsletterBlock[] = [];
  for (const chunk of body.replace(/\r\n/g, '\n').split(/\n\s*\n/)) {
    const lines = chunk.split('\n').map((line) => line.trim()).filter(Boolean);
    let paragraph: string[] = [];
    const flush = () => {
      if (paragraph.length > 0) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
      paragraph = [];
    };
    for (const line of lines) {
      if (line.startsWith('# ')) {
        flush();
        blocks.push({ kind: 'heading', text: line.slice(2).trim() });
      } else if (line.startsWith('- ')) {
        flush();
        const last = blocks.at(-1);
        if (last?.kind === 'list') last.items.push(line.slice(2).trim());
        else blocks.push({ kind: 'list', items: [line.slice(2).trim()] });
      } else {
        paragraph.push(line);
      }
    }
    flush();
  }
  return blocks;
}
