// Limits under a burst: many simultaneous requests from one address or one
// account get exactly the allowance through, the rest 429 with Retry-After.
// A limit that checks before it counts lets the whole burst through.
import { Project, StoredFile, User } from '../../db/models';
import { insertUser, sessionCookieFor } from '../../../test/support/fixtures';
import { expectBurstHeld } from '../../../test/support/burst';
import { SAMPLE_FILES, uploadFile } from '../../../test/support/multipart';
import { nextAddress } from '../../../test/support/public-form';
import { useTestApp } from '../../../test/support/test-app';

const app = useTestApp();

const signIn = (email: string, from: string) =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'not-the-password' }, remoteAddress: from });

describe('a burst from one address', () => {
  it('gets the sign-in allowance of wrong passwords checked, whatever accounts it tries', async () => {
    const from = nextAddress();
    await expectBurstHeld(app.config.loginRateLimit.maxAttempts, (index) => signIn(`guess${index}@example.com`, from), { throughStatus: 401 });
  });

  it('gets half the allowance checked on one account', async () => {
    const user = await insertUser();
    const from = nextAddress();
    await expectBurstHeld(Math.ceil(app.config.loginRateLimit.maxAttempts / 2), () => signIn(user.email!, from), { throughStatus: 401 });
  });

  it('creates no more accounts than the registration allowance', async () => {
    const from = nextAddress();
    const register = (index: number) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { name: 'Burst Person', email: `burst-${index}@example.com`, phone: '9876543210', password: 'plot-secret-1', role: 'user' },
        remoteAddress: from,
      });
    await expectBurstHeld(app.config.registrationRateLimit.maxAttempts, register, { throughStatus: 201 });
    expect(await User.query().where('email', 'like', 'burst-%@example.com').resultSize()).toBe(app.config.registrationRateLimit.maxAttempts);
  });

  it('stores no more anonymous uploads than the upload allowance', async () => {
    const from = nextAddress();
    const allowance = app.config.publicFormRateLimit.maxAttempts * 5;
    await expectBurstHeld(allowance, () => uploadFile(app, 'document', 'plan.pdf', SAMPLE_FILES.pdf(), { from, contentType: 'application/pdf' }), { throughStatus: 201 });
  });
});

describe('a burst from one account', () => {
  it('gets the allowance of wrong current passwords checked on a password change', async () => {
    const user = await insertUser();
    const cookie = sessionCookieFor(user, app.config.jwtSecret);
    const change = () =>
      app.inject({ method: 'POST', url: '/api/account/password', payload: { currentPassword: 'not-my-password', newPassword: 'brand-new-secret' }, headers: { cookie }, remoteAddress: nextAddress() });
    await expectBurstHeld(app.config.loginRateLimit.maxAttempts, change, { throughStatus: 400 });
  });

  it('submits no more projects for approval than the submission allowance', async () => {
    const agent = await insertUser({ role: 'agent', isApproved: true });
    const cookie = sessionCookieFor(agent, app.config.jwtSecret);
    const submit = (index: number) =>
      app.inject({
        method: 'POST',
        url: '/api/projects',
        payload: { title: `Burst Meadows ${index}`, description: 'Gated plots with wide roads.', location: 'Hinjewadi', city: 'Pune', state: 'Maharashtra', totalArea: 12.5, projectType: 'residential' },
        headers: { cookie },
      });
    await expectBurstHeld(app.config.submissionRateLimit.maxAttempts, submit, { throughStatus: 201 });
    expect(await Project.query().where('createdBy', agent.id).resultSize()).toBe(app.config.submissionRateLimit.maxAttempts);
  });

  it('stores no more uploads than the hour’s quota', async () => {
    const user = await insertUser();
    const cookie = sessionCookieFor(user, app.config.jwtSecret);
    const upload = () => uploadFile(app, 'document', 'plan.pdf', SAMPLE_FILES.pdf(), { cookie, contentType: 'application/pdf' });
    await expectBurstHeld(app.config.uploadQuota.filesPerHour, upload, { throughStatus: 201 });
    expect(await StoredFile.query().where('uploadedBy', user.id).resultSize()).toBe(app.config.uploadQuota.filesPerHour);
  });
});
