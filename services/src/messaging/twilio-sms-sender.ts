import type { OutgoingSms, SmsSender } from '../plugins/notifications/sms-sender';
import { PermanentDeliveryError } from './delivery-errors';
import type { TwilioConfig } from './messaging-config';

/** Shorter than the queue's job expiry, so a hung request never overlaps its retry. */
const REQUEST_TIMEOUT_MS = 20_000;

/**
 * Texts through Twilio's Messages API: `POST /2010-04-01/Accounts/{sid}/Messages.json`,
 * form-encoded To, From (or MessagingServiceSid) and Body, with the account SID
 * and auth token as basic auth; 201 is accepted. A 400 or 404 (a number Twilio
 * cannot reach, a refused body) will not change on retry; 429 and 5xx will.
 */
export class TwilioSmsSender implements SmsSender {
  constructor(private readonly twilio: TwilioConfig) {}

  async send(message: OutgoingSms): Promise<void> {
    const { accountSid, authToken, from, apiUrl } = this.twilio;
    const form = new URLSearchParams({ To: message.to, Body: message.body });
    if ('number' in from) form.set('From', from.number);
    else form.set('MessagingServiceSid', from.messagingServiceSid);
    const response = await fetch(`${apiUrl}/2010-04-01/Accounts/${accountSid}/Messages.json`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: form.toString(),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    if (response.status === 201 || response.status === 200) return;
    const detail = (await response.json().catch(() => null)) as { code?: number; message?: string } | null;
    const reason = `Twilio answered ${response.status}${detail?.code ? ` (error ${detail.code})` : ''}: ${detail?.message ?? response.statusText}`;
    if (response.status === 400 || response.status === 404) throw new PermanentDeliveryError(reason);
    throw new Error(reason);
  }
}
