import { OutgoingMessage, SavedSearch, SavedSearchMatch } from '../../../db/models';
import { insertProject, insertUser } from '../../../../test/support/fixtures';
import { RecordingEmailSender } from '../../../../test/support/email-outbox';
import { postJson } from '../../../../test/support/public-form';
import { useTestApp } from '../../../../test/support/test-app';

const mail = new RecordingEmailSender();
const app = useTestApp({ emailSender: mail, signInAdmin: true });

/** 10:00 in India on a given day: past the default digest hour (8). */
const at = (day: string, hour = 10) => Date.parse(`${day}T${String(hour).padStart(2, '0')}:00:00+05:30`);
const digests = () => app.server.app.savedSearchDigests;

async function saveFor(email: string, filters: Record<string, string>) {
  const user = await insertUser({ role: 'user', email });
  const response = await postJson(app, '/api/saved-searches', { filters }, { cookie: app.cookieOf(user) });
  expect(response.statusCode).toBe(201);
  return user;
}

async function approve(overrides: Parameters<typeof insertProject>[0]) {
  const project = await insertProject({ approvalStatus: 'pending', ...overrides });
  const response = await app.asAdmin('PATCH', `/api/admin/projects/${project.id}/approve`, {});
  expect(response.statusCode).toBe(200);
  await digests().matchPending();
  return project;
}

beforeEach(async () => {
  await SavedSearch.query().delete();
  mail.sent.length = 0;
});

describe('matching an approved project against saved searches', () => {
  it('queues it for the searches it matches only, by city, type, budget, area, status and words', async () => {
    await saveFor('pune@example.com', { city: 'Pune', projectType: 'residential' });
    await saveFor('budget@example.com', { minPrice: '2000000', maxPrice: '3000000' });
    await saveFor('words@example.com', { search: 'riverside gated' });
    await saveFor('place@example.com', { location: 'Baner' });
    await saveFor('mumbai@example.com', { city: 'Mumbai' });
    await saveFor('commercial@example.com', { projectType: 'commercial' });
    await saveFor('dear@example.com', { maxPrice: '1000000' });
    await saveFor('ready@example.com', { status: 'ready' });
    await saveFor('large@example.com', { minArea: '1000000' });

    const project = await approve({ title: 'Riverside Gated Plots', city: 'Pune', location: 'Baner', startingPrice: 2_500_000, status: 'ongoing' });
    const matched = await SavedSearchMatch.query().where({ projectId: project.id }).orderBy('ownerKey');
    const owners = await SavedSearch.query().whereIn('id', matched.map((match) => match.savedSearchId)).select('email');
    expect(owners.map((owner) => owner.email).sort()).toEqual(['budget@example.com', 'place@example.com', 'pune@example.com', 'words@example.com']);
  });

  it('ignores unconfirmed and unsubscribed searches, and a pending project', async () => {
    const visitor = await postJson(app, '/api/saved-searches', { filters: { city: 'Pune' }, email: 'later@example.com' });
    expect(visitor.statusCode).toBe(201);
    await insertProject({ approvalStatus: 'pending', city: 'Pune' });
    const project = await approve({ city: 'Pune' });
    expect(await SavedSearchMatch.query().where({ projectId: project.id }).resultSize()).toBe(0);
  });
});

describe('the daily digest', () => {
  it('sends at most one message per owner a day, listing the new matches, with one-click unsubscribe', async () => {
    await saveFor('daily@example.com', { city: 'Pune' });
    await saveFor('daily-2@example.com', { city: 'Pune', projectType: 'residential' });
    const first = await approve({ title: 'First Acres', city: 'Pune' });
    const second = await approve({ title: 'Second Acres', city: 'Pune' });

    expect(await digests().sendDue(at('2026-12-01', 7))).toBe(0);
    expect(await digests().sendDue(at('2026-12-01'))).toBe(2);
    const [email] = await mail.sentTo('daily@example.com');
    expect(email?.subject).toBe('2 new projects matching your saved searches');
    expect(email?.text).toContain(`First Acres, Pune: http://127.0.0.1:0/projects/${first.id}`);
    expect(email?.text).toContain(`Second Acres, Pune: http://127.0.0.1:0/projects/${second.id}`);
    const link = /\/api\/saved-searches\/unsubscribe\/\S+/.exec(email!.text)![0];
    expect(email?.headers).toEqual({ 'List-Unsubscribe': `<http://127.0.0.1:0${link}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });

    // A third project the same day waits for tomorrow's digest.
    const third = await approve({ title: 'Third Acres', city: 'Pune' });
    expect(await digests().sendDue(at('2026-12-01', 20))).toBe(0);
    expect(await mail.sentTo('daily@example.com')).toHaveLength(1);
    expect(await digests().sendDue(at('2026-12-02'))).toBe(2);
    const next = (await mail.sentTo('daily@example.com')).at(-1)!;
    expect(next.text).toContain(`Third Acres, Pune: http://127.0.0.1:0/projects/${third.id}`);
    expect(next.text).not.toContain('First Acres');

    // RFC 8058: the mail client posts List-Unsubscribe=One-Click; nothing more is matched for this owner.
    const page = await app.inject({ url: link });
    expect(page.payload).toContain('Unsubscribe</button>');
    const oneClick = await app.inject({ method: 'POST', url: link, payload: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(oneClick.statusCode).toBe(200);
    await approve({ title: 'Fourth Acres', city: 'Pune' });
    expect(await digests().sendDue(at('2026-12-03'))).toBe(1);
    expect(await mail.sentTo('daily@example.com')).toHaveLength(2);
  });

  it('never sends a digest twice: rounds at once, a failed send retried, a round after a crash', async () => {
    await saveFor('once@example.com', { city: 'Pune' });
    await approve({ title: 'Once Acres', city: 'Pune' });
    mail.failNext = 1;
    const rounds = await Promise.all([digests().sendDue(at('2026-12-05')), digests().sendDue(at('2026-12-05'))]);
    expect(rounds[0] + rounds[1]).toBe(1);
    await app.server.app.messages.drain();
    // The first attempt failed; the retry waits its delay: let it be due now, as the worker would later.
    await app.knex.raw(`update ${app.server.app.messages.options.schema}.job set start_after = now() where name = 'messages'`);
    await app.server.app.messages.drain();
    expect(await digests().sendDue(at('2026-12-05', 23))).toBe(0);
    const sent = mail.sent.filter((message) => message.to === 'once@example.com');
    // One failed try, one delivery: the queue's row was delivered once.
    expect(sent).toHaveLength(2);
    const rows = await OutgoingMessage.query().where({ purpose: 'saved-search-digest', recipient: 'once@example.com' });
    expect(rows.map((row) => [row.status, row.attempts])).toEqual([['sent', 2]]);
  });
});
