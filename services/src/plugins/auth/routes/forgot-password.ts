import { emptyObjectSchema, forgotPasswordPayloadSchema, PASSWORD_RESET_TEXTS, type ForgotPasswordPayload, type MessageResponse } from '@plotwise/contracts';
import { requestOrigin } from '../../../extensions/request-origin';
import { assertUnderLimit } from '../../../rate-limit/sliding-window-limiter';
import { zodValidator } from '../../../validation/zod-validator';
import { PUBLIC_ACCESS, defineRoute } from '../../define-route';
import { guardPublicForm } from '../../public-forms';
import { issuePasswordResetToken } from '../password-reset-service';

export const forgotPasswordRoute = defineRoute<{ Payload: ForgotPasswordPayload }>({
  method: 'POST',
  path: '/api/auth/forgot-password',
  options: {
    auth: PUBLIC_ACCESS,
    description:
      'Emails a link to /reset-password to the user or agent with this email: {email}. Answers 202 {message} the same whether or not the account exists; limited per address and per email (429).',
    validate: { query: zodValidator(emptyObjectSchema), payload: zodValidator(forgotPasswordPayloadSchema) },
    handler: async (request, h) => {
      const { email } = request.payload;
      const reply = h.response({ message: PASSWORD_RESET_TEXTS.linkSent } satisfies MessageResponse).code(202);
      if ((await guardPublicForm(request, 'password-reset')) === 'drop') return reply;

      // Counted for every email asked about, known or not, so the limit tells nothing either.
      const { passwordResetLimiter, emailSender, config } = request.server.app;
      await assertUnderLimit(passwordResetLimiter, [email], PASSWORD_RESET_TEXTS.tooManyLinks);
      await passwordResetLimiter.record([email]);

      const recipient = await issuePasswordResetToken(email);
      if (recipient) {
        const link = `${config.publicUrl ?? requestOrigin(request)}/reset-password?token=${recipient.token}`;
        // Sent without waiting: a mail server's delay would otherwise tell a known email from an unknown one.
        emailSender
          .send({ to: recipient.email, subject: PASSWORD_RESET_TEXTS.emailSubject, text: PASSWORD_RESET_TEXTS.emailText(recipient.name, link) })
          .catch((error: unknown) => request.server.logger.error({ err: error }, 'The email sender did not accept a password reset link'));
      }
      return reply;
    },
  },
});
