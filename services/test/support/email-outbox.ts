import type { EmailSender, OutgoingEmail } from '../../src/email/email-sender';

/**
 * The mail server of a test: records every email instead of sending it. It
 * fails the next `failNext` sends as an unreachable server would, and with
 * `hold` leaves sends unanswered, as a slow one does.
 */
export class RecordingEmailSender implements EmailSender {
  readonly sent: OutgoingEmail[] = [];
  failNext = 0;
  hold = false;

  async send(message: OutgoingEmail): Promise<void> {
    this.sent.push(message);
    if (this.failNext > 0) {
      this.failNext -= 1;
      throw new Error('connection refused');
    }
    if (this.hold) await new Promise(() => undefined);
  }

  sentTo(address: string): OutgoingEmail[] {
    return this.sent.filter((message) => message.to === address);
  }

  /** The password reset link in the last email to an address, as its owner reads it. */
  lastResetLinkTo(address: string): URL {
    const text = this.sentTo(address).at(-1)?.text ?? '';
    const link = /https?:\/\/\S+\/reset-password\?token=\S+/.exec(text)?.[0];
    if (!link) throw new Error(`No reset link was emailed to ${address}`);
    return new URL(link);
  }

  lastResetTokenTo(address: string): string {
    return this.lastResetLinkTo(address).searchParams.get('token') ?? '';
  }
}
