import { SAVED_SEARCH_LIMITS, SAVED_SEARCH_TEXTS } from '@plotwise/contracts';
import { SavedSearch } from '../../../db/models';
import { insertUser } from '../../../../test/support/fixtures';
import { RecordingEmailSender } from '../../../../test/support/email-outbox';
import { messageOf, postJson } from '../../../../test/support/public-form';
import { useTestApp } from '../../../../test/support/test-app';
import { verifiedPhoneValue, VERIFIED_PHONE_COOKIE } from '../../inquiries/verified-phone';

const mail = new RecordingEmailSender();
const app = useTestApp({ emailSender: mail });

const save = (payload: unknown, cookie?: string) => postJson(app, '/api/saved-searches', payload, { cookie });
const PUNE_PLOTS = { city: 'Pune', projectType: 'residential', minPrice: '2000000', maxPrice: '5000000' };

describe('saved searches of an account', () => {
  it('saves, lists only its own and deletes; another account sees nothing and cannot delete it', async () => {
    const asha = await insertUser({ role: 'user', email: 'asha@example.com' });
    const ravi = await insertUser({ role: 'user', email: 'ravi@example.com' });
    const created = await save({ filters: { ...PUNE_PLOTS, status: 'all', search: '' }, frequency: 'daily' }, app.cookieOf(asha));
    expect(created.statusCode).toBe(201);
    expect(created.result).toMatchObject({ confirmation: 'none', message: SAVED_SEARCH_TEXTS.saved });
    const id = (created.result as { id: number }).id;

    const mine = await app.inject({ url: '/api/saved-searches', headers: { cookie: app.cookieOf(asha) } });
    expect(mine.result).toEqual({
      items: [{ id, filters: PUNE_PLOTS, label: 'Residential · Pune · ₹20,00,000–₹50,00,000', frequency: 'daily', createdAt: expect.any(String) }],
    });
    const theirs = await app.inject({ url: '/api/saved-searches', headers: { cookie: app.cookieOf(ravi) } });
    expect(theirs.result).toEqual({ items: [] });
    const stolen = await app.inject({ method: 'DELETE', url: `/api/saved-searches/${id}`, headers: { cookie: app.cookieOf(ravi) } });
    expect(stolen.statusCode).toBe(404);
    expect(await SavedSearch.query().findById(id)).toBeTruthy();

    const deleted = await app.inject({ method: 'DELETE', url: `/api/saved-searches/${id}`, headers: { cookie: app.cookieOf(asha) } });
    expect(deleted.statusCode).toBe(204);
    expect(await SavedSearch.query().findById(id)).toBeUndefined();
  });

  it('refuses filters the listings would refuse, with their message', async () => {
    const user = await insertUser({ role: 'user', email: 'filters@example.com' });
    const cookie = app.cookieOf(user);
    const cases: [unknown, string][] = [
      [{ filters: { minPrice: '500', maxPrice: '100' } }, 'minPrice must not be more than maxPrice'],
      [{ filters: { colour: 'blue' } }, 'Unknown field: colour'],
      [{ filters: { projectType: 'castle' } }, 'projectType must be one of: all, residential, commercial, mixed-use, agricultural'],
      [{ filters: {}, frequency: 'hourly' }, 'frequency'],
    ];
    for (const [payload, message] of cases) {
      const response = await save(payload, cookie);
      expect(response.statusCode).toBe(400);
      expect(messageOf(response)).toContain(message);
    }
  });

  it('keeps at most the per-owner limit', async () => {
    const user = await insertUser({ role: 'user', email: 'many@example.com' });
    for (let n = 0; n < SAVED_SEARCH_LIMITS.perOwner; n += 1) expect((await save({ filters: { minArea: String(n) } }, app.cookieOf(user))).statusCode).toBe(201);
    const over = await save({ filters: {} }, app.cookieOf(user));
    expect(over.statusCode).toBe(409);
    expect(messageOf(over)).toBe(SAVED_SEARCH_TEXTS.tooMany(SAVED_SEARCH_LIMITS.perOwner));
  });
});

describe('saved searches of a visitor', () => {
  it('needs an email or a confirmed number', async () => {
    const none = await save({ filters: PUNE_PLOTS });
    expect(none.statusCode).toBe(400);
    expect(messageOf(none)).toBe(SAVED_SEARCH_TEXTS.contactRequired);
    const both = await save({ filters: PUNE_PLOTS, email: 'a@example.com', phone: '9822012345' });
    expect(both.statusCode).toBe(400);
  });

  it('an email search waits for its link: the page changes nothing, its button confirms', async () => {
    const response = await save({ filters: PUNE_PLOTS, email: 'Visitor@Example.com' });
    expect(response.result).toMatchObject({ confirmation: 'email', message: SAVED_SEARCH_TEXTS.confirmSent });
    const { id } = response.result as { id: number };
    expect((await SavedSearch.query().findById(id))?.confirmedAt).toBeNull();
    const email = (await mail.sentTo('visitor@example.com')).at(-1)!;
    expect(email.subject).toBe(SAVED_SEARCH_TEXTS.confirmSubject);
    const link = new URL(/https?:\/\/\S+\/api\/saved-searches\/confirm\/\S+/.exec(email.text)![0]);

    const page = await app.inject({ url: link.pathname });
    expect(page.statusCode).toBe(200);
    expect(page.payload).toContain('<form method="post"');
    expect((await SavedSearch.query().findById(id))?.confirmedAt).toBeNull();
    const confirmed = await app.inject({ method: 'POST', url: link.pathname });
    expect(confirmed.statusCode).toBe(200);
    expect((await SavedSearch.query().findById(id))?.confirmedAt).toBeInstanceOf(Date);

    const forged = await app.inject({ method: 'POST', url: `${link.pathname.slice(0, -3)}abc` });
    expect(forged.statusCode).toBe(404);
  });

  it('a number only when this browser confirmed it with a texted code', async () => {
    const refused = await save({ filters: PUNE_PLOTS, phone: '9822012345' });
    expect(refused.statusCode).toBe(403);
    expect(messageOf(refused)).toBe(SAVED_SEARCH_TEXTS.phoneNotConfirmed);
    const cookie = `${VERIFIED_PHONE_COOKIE}=${verifiedPhoneValue('+919822012345', app.config.jwtSecret)}`;
    const saved = await save({ filters: PUNE_PLOTS, phone: '9822012345' }, cookie);
    expect(saved.statusCode).toBe(201);
    expect(saved.result).toMatchObject({ confirmation: 'none' });
    const row = await SavedSearch.query().findById((saved.result as { id: number }).id);
    expect(row).toMatchObject({ phone: '+919822012345', ownerKey: 'phone:+919822012345' });
    expect(row?.confirmedAt).toBeInstanceOf(Date);
  });

  it('a visitor cannot list or delete saved searches', async () => {
    expect((await app.inject({ url: '/api/saved-searches' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'DELETE', url: '/api/saved-searches/1' })).statusCode).toBe(401);
  });
});
