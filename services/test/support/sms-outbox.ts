import type { OutgoingSms, SmsSender } from '../../src/plugins/notifications/sms-sender';

/**
 * The SMS gateway of a test: records every text instead of sending it, and
 * fails the next `failNext` sends as a gateway timing out would.
 */
export class RecordingSmsSender implements SmsSender {
  readonly sent: OutgoingSms[] = [];
  failNext = 0;
  /** The app's message queue (startTestApp sets it): reads deliver what is queued first, as the worker would. */
  queue: { drain(): Promise<number> } | null = null;

  async delivered(): Promise<OutgoingSms[]> {
    await this.queue?.drain();
    return this.sent;
  }

  async send(message: OutgoingSms): Promise<void> {
    if (this.failNext > 0) {
      this.failNext -= 1;
      throw new Error('gateway timeout');
    }
    this.sent.push(message);
  }

  /** The confirmation code in the last text to a number (normalised +91…), as its owner reads it. */
  async lastCodeTo(phone: string): Promise<string> {
    const text = (await this.delivered()).filter((message) => message.to === phone).at(-1);
    const code = text && /\b(\d{6})\b/.exec(text.body)?.[1];
    if (!code) throw new Error(`No code was texted to ${phone}`);
    return code;
  }
}
