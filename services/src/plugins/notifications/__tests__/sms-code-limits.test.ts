// Confirmation codes: one address may ask a number for a few (429 after); a
// number gets at most a ceiling an hour from every address together, past
// which every ask is answered alike and nothing is texted, so a stranger can
// neither flood a phone, tell the ceiling is reached, nor shut the owner out.
import { normaliseIndianMobile, SMS_ALERTS_TEXTS, SMS_VERIFICATION } from '@plotwise/contracts';
import { expectBurstHeld } from '../../../../test/support/burst';
import { messageOf, nextAddress, postJson } from '../../../../test/support/public-form';
import { RecordingSmsSender } from '../../../../test/support/sms-outbox';
import { useTestApp } from '../../../../test/support/test-app';

const outbox = new RecordingSmsSender();
const app = useTestApp({ smsSender: outbox });

const subscribe = (phoneNumber: string, from = nextAddress()) => postJson(app, '/api/notifications/subscribe', { phoneNumber, propertyTypes: 'all' }, { from });
const textsTo = async (phoneNumber: string) => (await outbox.delivered()).filter((text) => text.to === normaliseIndianMobile(phoneNumber));

describe('codes texted to a number', () => {
  it(`lets one address ask ${SMS_VERIFICATION.codesPerAsker} codes an hour for one number (429 after); other numbers go on`, async () => {
    const from = nextAddress();
    for (let index = 0; index < SMS_VERIFICATION.codesPerAsker; index += 1) expect((await subscribe('7300000001', from)).statusCode).toBe(200);
    const blocked = await subscribe('7300000001', from);
    expect(blocked.statusCode).toBe(429);
    expect(messageOf(blocked)).toBe(SMS_ALERTS_TEXTS.tooManyCodes);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(await textsTo('7300000001')).toHaveLength(SMS_VERIFICATION.codesPerAsker);
    expect((await subscribe('7300000009', from)).statusCode).toBe(200);
  });

  it('lets a burst from one address ask for no more codes than its allowance', async () => {
    await expectBurstHeld(SMS_VERIFICATION.codesPerAsker, () => subscribe('7300000002', '10.77.0.1'), { throughStatus: 200 });
    expect(await textsTo('7300000002')).toHaveLength(SMS_VERIFICATION.codesPerAsker);
  });

  it('does not let a stranger asking from three addresses, past its shares, shut the owner out', async () => {
    // A stranger asks from each of three addresses until refused.
    for (const stranger of ['10.77.1.1', '10.77.1.2', '10.77.1.3']) {
      for (let attempt = 0; attempt < 10; attempt += 1) if ((await subscribe('7300000003', stranger)).statusCode === 429) break;
    }
    const before = (await textsTo('7300000003')).length;
    expect((await subscribe('7300000003', '10.77.1.200')).statusCode).toBe(200);
    expect(await textsTo('7300000003')).toHaveLength(before + 1);
  });

  it(`texts a number at most ${SMS_VERIFICATION.codesPerNumber} codes an hour from every address together, answering every ask alike`, async () => {
    const answers = await Promise.all(Array.from({ length: 40 }, () => subscribe('7300000004')));
    expect(new Set(answers.map((answer) => `${answer.statusCode} ${answer.payload}`))).toEqual(
      new Set([`200 ${JSON.stringify({ phoneNumber: '+917300000004', codeSent: true })}`]),
    );
    expect(await textsTo('7300000004')).toHaveLength(SMS_VERIFICATION.codesPerNumber);
    // The limits count in the database every API process shares.
    expect(await app.knex('rateLimitEvents').where({ bucket: 'sms-code:recipient', key: '+917300000004' })).toHaveLength(SMS_VERIFICATION.codesPerNumber);
  });
});
