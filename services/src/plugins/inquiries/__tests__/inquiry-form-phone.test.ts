import type { ServerInjectResponse } from '@hapi/hapi';
import { INQUIRY_FORM, INQUIRY_PHONE_FORM, SMS_VERIFICATION } from '@plotwise/contracts';
import { Inquiry } from '../../../db/models';
import { insertProject } from '../../../../test/support/fixtures';
import { nextAddress } from '../../../../test/support/public-form';
import { RecordingSmsSender } from '../../../../test/support/sms-outbox';
import { useTestApp } from '../../../../test/support/test-app';
import { perMinutes } from '../../../rate-limit/sliding-window-limiter';
import { PLAIN_INQUIRY_COOKIE, plainInquiryValue } from '../verified-phone';

const texts = new RecordingSmsSender();
// Many forms from one test address: the per-address allowance is tested elsewhere.
const app = useTestApp({ smsSender: texts, configure: (config) => ({ ...config, publicFormRateLimit: perMinutes(1000, 10) }) });

const SITE = 'http://plotwise.test';
let phones = 0;
const nextPhone = () => `+9198700${String((phones += 1)).padStart(5, '0')}`;

/** A browser without script: form posts from the site's own page, keeping the cookies it is given. */
function browser(from = nextAddress()) {
  const jar = new Map<string, string>();
  const post = async (url: string, fields: Record<string, string | number>, origin = SITE) => {
    const response = await app.inject({
      method: 'POST', url, remoteAddress: from,
      payload: new URLSearchParams(Object.entries(fields).map(([key, value]) => [key, String(value)])).toString(),
      headers: { host: 'plotwise.test', origin, 'content-type': 'application/x-www-form-urlencoded', cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    for (const cookie of [response.headers['set-cookie'] ?? []].flat()) {
      const [pair] = cookie.split(';');
      const [name, value] = pair!.split('=');
      jar.set(name!, value!);
    }
    return response;
  };
  return { jar, post };
}

const stepOf = (response: ServerInjectResponse) => {
  expect(response.statusCode).toBe(303);
  const location = new URL(String(response.headers.location), SITE);
  expect(location.hash).toBe(`#${INQUIRY_FORM.section}`);
  return location.searchParams.get(INQUIRY_FORM.resultParam);
};

async function sendInquiry(visitor: ReturnType<typeof browser>, phone: string) {
  const project = await insertProject();
  const step = stepOf(await visitor.post(INQUIRY_FORM.action, { name: 'Asha Patil', email: 'asha@example.com', phone, message: 'A corner plot?', projectId: project.id }));
  const inquiry = (await Inquiry.query().orderBy('id', 'desc').first())!;
  return { projectId: project.id, step, inquiry };
}

describe('confirming the number of an inquiry sent without script', () => {
  it('texts a code to the inquiry\'s number, refuses a wrong one, and marks the inquiry verified with the right one', async () => {
    const visitor = browser();
    const phone = nextPhone();
    const { projectId, step, inquiry } = await sendInquiry(visitor, phone);
    expect(step).toBe(INQUIRY_PHONE_FORM.confirm);
    expect(visitor.jar.has(PLAIN_INQUIRY_COOKIE)).toBe(true);

    expect(stepOf(await visitor.post(INQUIRY_PHONE_FORM.codeAction, { projectId }))).toBe(INQUIRY_PHONE_FORM.codeSent);
    const code = await texts.lastCodeTo(phone);
    const wrong = code === '000000' ? '111111' : '000000';
    expect(stepOf(await visitor.post(INQUIRY_PHONE_FORM.verifyAction, { projectId, code: wrong }))).toBe('codeWrong');
    expect(stepOf(await visitor.post(INQUIRY_PHONE_FORM.verifyAction, { projectId, code: 'abc' }))).toBe('codeInvalid');
    expect((await Inquiry.query().findById(inquiry.id))?.phoneVerifiedAt).toBeNull();

    expect(stepOf(await visitor.post(INQUIRY_PHONE_FORM.verifyAction, { projectId, code }))).toBe(INQUIRY_PHONE_FORM.verified);
    expect((await Inquiry.query().findById(inquiry.id))?.phoneVerifiedAt).toBeInstanceOf(Date);
    // The browser is confirmed too, as with the scripted form: its next inquiry from this number is verified at once.
    expect(JSON.parse((await app.inject({ url: '/api/inquiries/phone-status', headers: { cookie: `plotwise_verified_phone=${visitor.jar.get('plotwise_verified_phone')}` } })).payload)).toEqual({ verifiedPhone: phone });
    expect(stepOf(await visitor.post(INQUIRY_PHONE_FORM.codeAction, { projectId }))).toBe(INQUIRY_PHONE_FORM.verified);
    expect((await sendInquiry(visitor, phone)).step).toBe(INQUIRY_FORM.sent);
  });

  it('locks the code after too many wrong tries, as the scripted form does', async () => {
    const visitor = browser();
    const phone = nextPhone();
    const { projectId } = await sendInquiry(visitor, phone);
    await visitor.post(INQUIRY_PHONE_FORM.codeAction, { projectId });
    const code = await texts.lastCodeTo(phone);
    const wrong = code === '000000' ? '111111' : '000000';
    const steps = [];
    for (let n = 0; n < SMS_VERIFICATION.maxAttempts; n += 1) steps.push(stepOf(await visitor.post(INQUIRY_PHONE_FORM.verifyAction, { projectId, code: wrong })));
    expect(steps.at(-1)).toBe('codeLocked');
    expect(stepOf(await visitor.post(INQUIRY_PHONE_FORM.verifyAction, { projectId, code }))).toBe('codeLocked');
  });

  it('says so past the codes one address may ask for one number', async () => {
    const visitor = browser();
    const { projectId } = await sendInquiry(visitor, nextPhone());
    const steps = [];
    for (let n = 0; n <= SMS_VERIFICATION.codesPerAsker; n += 1) steps.push(stepOf(await visitor.post(INQUIRY_PHONE_FORM.codeAction, { projectId })));
    expect(steps).toEqual([...Array(SMS_VERIFICATION.codesPerAsker).fill(INQUIRY_PHONE_FORM.codeSent), 'tooManyCodes']);
  });

  it('acts only on the inquiry this browser just sent, while the window lasts, and only from the site\'s own page', async () => {
    const visitor = browser();
    const phone = nextPhone();
    const { projectId, inquiry } = await sendInquiry(visitor, phone);
    expect(stepOf(await browser().post(INQUIRY_PHONE_FORM.codeAction, { projectId }))).toBe(INQUIRY_PHONE_FORM.expired);
    const forged = browser();
    forged.jar.set(PLAIN_INQUIRY_COOKIE, `${inquiry.id}~${Date.now() + 60_000}~forged`);
    expect(stepOf(await forged.post(INQUIRY_PHONE_FORM.codeAction, { projectId }))).toBe(INQUIRY_PHONE_FORM.expired);
    const late = browser();
    late.jar.set(PLAIN_INQUIRY_COOKIE, plainInquiryValue(inquiry.id, app.config.jwtSecret, Date.now() - (INQUIRY_PHONE_FORM.windowMinutes + 1) * 60_000));
    expect(stepOf(await late.post(INQUIRY_PHONE_FORM.codeAction, { projectId }))).toBe(INQUIRY_PHONE_FORM.expired);
    expect((await visitor.post(INQUIRY_PHONE_FORM.codeAction, { projectId }, 'https://evil.example')).statusCode).toBe(403);
    expect((await visitor.post(INQUIRY_PHONE_FORM.verifyAction, { projectId: 'x', code: '123456' })).statusCode).toBe(400);
    expect((await texts.delivered()).filter((text) => text.to === phone)).toHaveLength(0);
  });
});
