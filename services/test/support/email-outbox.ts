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
  /** The app's message queue (startTestApp sets it): reads deliver what is queued first, as the worker would. */
  queue: { drain(): Promise<number> } | null = null;

  async delivered(): Promise<OutgoingEmail[]> {
    await this.queue?.drain();
    return this.sent;
  }

  async send(message: OutgoingEmail): Promise<void> {
    this.sent.push(message);
    if (this.failNext > 0) {
      this.failNext -= 1;
      throw new Error('connection refused');
    }
    if (this.hold) await new Promise(() => undefined);
  }

  async sentTo(address: string): Promise<OutgoingEmail[]> {
    return (await this.delivered()).filter((message) => message.to === address);
  }

  /** The password reset link in the last email to an address, as its owner reads it. */
  async lastResetLinkTo(address: string): Promise<URL> {
    const text = (await this.sentTo(address)).at(-1)?.text ?? '';
    const link = /https?:\/\/\S+\/reset-password\?token=\S+/.exec(text)?.[0];
    if (!link) throw new Error(`No reset link was emailed to ${address}`);
    return new URL(link);
  }

  async lastResetTokenTo(address: string): Promise<string> {
    return (await this.lastResetLinkTo(address)).searchParams.get('token') ?? '';
  }
}
