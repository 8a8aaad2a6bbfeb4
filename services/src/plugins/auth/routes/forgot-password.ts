import { randomUUID } from 'node:crypto';
import type { ReqRef, ResponseToolkit } from '@hapi/hapi';
import { forgotPasswordPayloadSchema, PASSWORD_RESET_TEXTS, type MessageResponse } from '@plotwise/contracts';
import { publicFormRoute } from '../../public-forms';
import { clientAddress } from '../client-address';
import { linkOrigin } from '../link-origin';
import { issuePasswordResetToken } from '../password-reset-service';

const linkSent = <Refs extends ReqRef>(h: ResponseToolkit<Refs>) => h.response({ message: PASSWORD_RESET_TEXTS.linkSent } satisfies MessageResponse).code(202);

export const forgotPasswordRoute = publicFormRoute('/api/auth/forgot-password', 'password-reset', {
  description:
    'Emails a link to /reset-password to the user or agent with this email: {email}. Answers 202 {message} the same whether or not the account exists; limited per address, and per address and email (429); past the hourly ceiling of links to one email nothing is sent and the answer is the same.',
  payload: forgotPasswordPayloadSchema,
  dropped: (request, h) => linkSent(h),
  handler: async (request, h) => {
    const { email } = request.payload;
    const reply = linkSent(h);

    // Counted for every email asked about, known or not, so the limits tell nothing either.
    const { passwordResetLimits, messages, shared } = request.server.app;
    const asker = clientAddress(request, shared.trustProxy);
    if ((await passwordResetLimits.admit(asker, email, PASSWORD_RESET_TEXTS.tooManyLinks)) === 'quiet') {
      request.server.logger.warn('No password reset link sent: the email has had its links for the hour');
      return reply;
    }

    const origin = linkOrigin(request);
    if (origin === null) {
      request.server.logger.error('No password reset link sent: set PUBLIC_URL to the site\'s address; a link is never built from the request\'s Host header');
      return reply;
    }
    const recipient = await issuePasswordResetToken(email);
    if (recipient) {
      const link = `${origin}/reset-password?token=${recipient.token}`;
      // Queued, not sent: a mail server's delay cannot tell a known email from an unknown one.
      await messages.sendEmail(
        { to: recipient.email, subject: PASSWORD_RESET_TEXTS.emailSubject, text: PASSWORD_RESET_TEXTS.emailText(recipient.name, link) },
        { idempotencyKey: `password-reset:${randomUUID()}`, purpose: 'password-reset' },
      );
    }
    return reply;
  },
});
