import { INQUIRY_FORM, INQUIRY_PHONE_FORM, INQUIRY_TEXTS } from '@plotwise/contracts';
import type { ServerInjectResponse } from '@hapi/hapi';
import { Inquiry } from '../../../db/models';
import { insertProject } from '../../../../test/support/fixtures';
import { FORM_LIMIT, messageOf, nextAddress, postJson, withFormLimit } from '../../../../test/support/public-form';
import { useTestApp } from '../../../../test/support/test-app';

const app = useTestApp({ configure: withFormLimit });

const SITE = 'http://plotwise.test';
const fields = { name: 'Asha Patil', email: 'Asha@Example.com', phone: '+91 98765 43210', message: 'Is a corner plot left?', website: '' };

interface FormPost { from?: string; origin?: string | null; contentType?: string; body?: string }

/** What a browser sends when a visitor presses Send on the project page's form, without the page's script. */
function postForm(fields: Record<string, string | number>, { from = nextAddress(), origin = SITE, contentType = 'application/x-www-form-urlencoded', body }: FormPost = {}) {
  const payload = body ?? new URLSearchParams(Object.entries(fields).map(([key, value]) => [key, String(value)])).toString();
  return app.inject({
    method: 'POST',
    url: INQUIRY_FORM.action,
    payload,
    remoteAddress: from,
    headers: { host: 'plotwise.test', 'content-type': contentType, ...(origin !== null && { origin }) },
  });
}

const outcomeOf = (response: ServerInjectResponse) => {
  expect(response.statusCode).toBe(303);
  const location = new URL(String(response.headers.location), SITE);
  return { path: location.pathname, hash: location.hash, outcome: location.searchParams.get(INQUIRY_FORM.resultParam) };
};

describe(`POST ${INQUIRY_FORM.action} (the inquiry form without its script)`, () => {
  it('stores a same-origin form post as a project inquiry and sends the visitor back to the project', async () => {
    const project = await insertProject({ title: 'Riverside Plots' });
    const response = await postForm({ ...fields, projectId: project.id });
    expect(outcomeOf(response)).toEqual({ path: `/projects/${project.id}`, hash: '#enquire', outcome: INQUIRY_PHONE_FORM.confirm });
    const stored = await Inquiry.query().orderBy('id', 'desc').first();
    expect(stored).toMatchObject({ name: 'Asha Patil', email: 'asha@example.com', projectId: project.id, projectTitle: 'Riverside Plots', source: 'project' });
  });

  it.each([
    ['a blank name', { name: '  ' }, 'nameRequired'],
    ['a missing email', { email: undefined }, 'emailRequired'],
    ['an invalid email', { email: 'not-an-email' }, 'emailInvalid'],
    ['a phone that is not Indian', { phone: '12345' }, 'phoneInvalid'],
    ['no phone', { phone: '' }, 'phoneInvalid'],
    ['a blank message', { message: ' ' }, 'messageRequired'],
  ] as const)('refuses %s as the JSON API does, stores nothing, and says which', async (_label, change, key) => {
    const project = await insertProject();
    const sent = Object.fromEntries(Object.entries({ ...fields, ...change, projectId: project.id }).filter(([, value]) => value !== undefined)) as Record<string, string | number>;
    const before = await Inquiry.query().resultSize();
    expect(outcomeOf(await postForm(sent)).outcome).toBe(key);
    expect(await Inquiry.query().resultSize()).toBe(before);
    // The JSON route refuses the same inquiry in the same words.
    const { website: _honeypot, ...json } = sent;
    const refused = await postJson(app, '/api/inquiries', json);
    expect([refused.statusCode, messageOf(refused)]).toEqual([400, INQUIRY_TEXTS[key]]);
  });

  it.each([
    ['another site\'s Origin', { origin: 'https://evil.example' }],
    ['no Origin', { origin: null }],
    ['the site\'s host on another scheme', { origin: 'https://plotwise.test' }],
  ])('refuses a form post with %s and stores nothing', async (_label, options) => {
    const project = await insertProject();
    const before = await Inquiry.query().resultSize();
    const response = await postForm({ ...fields, projectId: project.id }, options);
    expect([response.statusCode, messageOf(response)]).toEqual([403, 'Cross-site request refused']);
    expect(await Inquiry.query().resultSize()).toBe(before);
  });

  it('takes only a url-encoded form, and the JSON route still refuses one', async () => {
    const project = await insertProject();
    const json = await postForm({}, { contentType: 'application/json', body: JSON.stringify({ ...fields, projectId: project.id }) });
    expect([json.statusCode, messageOf(json)]).toEqual([415, 'Send the request body as application/x-www-form-urlencoded.']);
    const form = new URLSearchParams({ ...fields, projectId: String(project.id) }).toString();
    const toJsonRoute = await app.inject({ method: 'POST', url: '/api/inquiries', payload: form, headers: { host: 'plotwise.test', origin: SITE, 'content-type': 'application/x-www-form-urlencoded' } });
    expect(toJsonRoute.statusCode).toBe(415);
  });

  it('answers a form without a project with 400', async () => {
    const response = await postForm(fields);
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toMatch(/projectId/);
  });

  it('answers a filled honeypot as sent and stores nothing', async () => {
    const project = await insertProject();
    const before = await Inquiry.query().resultSize();
    expect(outcomeOf(await postForm({ ...fields, website: 'http://spam.example', projectId: project.id })).outcome).toBe(INQUIRY_FORM.sent);
    expect(await Inquiry.query().resultSize()).toBe(before);
  });

  it('shares the inquiry allowance per address, and says so past it', async () => {
    const project = await insertProject();
    const from = nextAddress();
    for (let n = 1; n <= FORM_LIMIT; n += 1) expect(outcomeOf(await postForm({ ...fields, projectId: project.id }, { from })).outcome).toBe(INQUIRY_PHONE_FORM.confirm);
    const before = await Inquiry.query().resultSize();
    expect(outcomeOf(await postForm({ ...fields, projectId: project.id }, { from })).outcome).toBe(INQUIRY_FORM.busy);
    expect((await postJson(app, '/api/inquiries', { ...fields, website: undefined, projectId: project.id }, { from })).statusCode).toBe(429);
    expect(await Inquiry.query().resultSize()).toBe(before);
    expect(outcomeOf(await postForm({ ...fields, projectId: project.id })).outcome).toBe(INQUIRY_PHONE_FORM.confirm);
  });
});
