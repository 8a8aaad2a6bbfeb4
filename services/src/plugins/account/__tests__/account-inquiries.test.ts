import { insertProject, insertUser } from '../../../../test/support/fixtures';
import { useTestApp } from '../../../../test/support/test-app';

const app = useTestApp({ signInAdmin: true });

let addressCounter = 10;
const nextAddress = () => `10.3.0.${(addressCounter += 1)}`;

function sendInquiry(payload: Record<string, unknown>, cookie?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/inquiries',
    payload: { phone: '9876543210', ...payload },
    headers: cookie ? { cookie } : {},
    remoteAddress: nextAddress(),
  });
}
async function myInquiries(cookie: string) {
  const response = await app.inject({ url: '/api/account/inquiries', headers: { cookie } });
  expect(response.statusCode).toBe(200);
  return (JSON.parse(response.payload) as { items: Array<{ id: number; projectTitle: string | null; status: string; message: string }> }).items;
}

describe('GET /api/account/inquiries', () => {
  it("lists the inquiries a person sent while signed in, newest first, with where each stands", async () => {
    const asha = await insertUser({ name: 'Asha Patil', email: 'asha.enquiries@example.com' });
    const cookie = app.cookieOf(asha);
    const project = await insertProject({ title: 'Riverside Plots', approvalStatus: 'approved' });
    const first = await sendInquiry({ name: 'Asha Patil', email: asha.email, message: 'Is a site visit possible on Sunday?', projectId: project.id }, cookie);
    expect(first.statusCode).toBe(201);
    const second = await sendInquiry({ name: 'Asha Patil', email: asha.email, subject: 'Home loan', message: 'Which banks do you work with?', source: 'contact' }, cookie);
    const firstId = (JSON.parse(first.payload) as { id: number }).id;
    const handled = await app.asAdmin('PATCH', `/api/admin/inquiries/enquiry/${firstId}/status`, { status: 'responded' });
    expect(handled.statusCode).toBe(200);

    const items = await myInquiries(cookie);
    expect(items.map((item) => item.id)).toEqual([(JSON.parse(second.payload) as { id: number }).id, firstId]);
    expect(items[1]).toMatchObject({ projectTitle: 'Riverside Plots', status: 'responded', message: 'Is a site visit possible on Sunday?' });
  });

  it("shows nobody else's inquiries, not even one sent signed out with the same email", async () => {
    const ravi = await insertUser({ email: 'ravi.enquiries@example.com' });
    const meera = await insertUser({ email: 'meera.enquiries@example.com' });
    await sendInquiry({ name: 'Ravi', email: ravi.email, message: 'Ravi asks about prices.' }, app.cookieOf(ravi));
    // Emails are not verified: someone signed out may type Meera's address.
    await sendInquiry({ name: 'Not Meera', email: meera.email, message: 'Sent by someone signed out.' });
    expect(await myInquiries(app.cookieOf(meera))).toEqual([]);
    expect((await myInquiries(app.cookieOf(ravi))).map((item) => item.message)).toEqual(['Ravi asks about prices.']);
  });

  it('asks a visitor to sign in, and refuses query parameters', async () => {
    expect((await app.inject({ url: '/api/account/inquiries' })).statusCode).toBe(401);
    const user = await insertUser();
    expect((await app.inject({ url: '/api/account/inquiries?all=true', headers: { cookie: app.cookieOf(user) } })).statusCode).toBe(400);
  });
});
