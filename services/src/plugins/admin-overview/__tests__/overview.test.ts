import type { AdminOverview } from '@plotwise/contracts';
import { BlogPost, Inquiry, JobApplication, NewsletterSubscriber, QuoteRequest, SocialMediaLink } from '../../../db/models';
import { recordNotification } from '../../notifications/notification-service';
import { insertProject, insertUser } from '../../../../test/support/fixtures';
import { expectAdminOnly, useTestApp } from '../../../../test/support/test-app';

const app = useTestApp({ signInAdmin: true });

const overview = async () => {
  const response = await app.inject({ url: '/api/admin/overview', headers: { cookie: app.adminCookie } });
  expect(response.statusCode).toBe(200);
  return response.result as AdminOverview;
};

describe('GET /api/admin/overview', () => {
  it('starts at zero on an empty site (the admin account aside)', async () => {
    expect(await overview()).toEqual({
      pendingApprovals: { agents: 0, projects: 0, total: 0 },
      newInquiries: 0,
      unreadNotifications: 0,
      users: { total: 1, users: 0, agents: 0, suspended: 0 },
      agents: { pending: 0, approved: 0, total: 0 },
      projects: { pending: 0, approved: 0, rejected: 0, withdrawn: 0, total: 0 },
      newsletterSubscribers: 0,
      socialLinks: { active: 0, total: 0 },
      blogPosts: { published: 0, drafts: 0 },
    });
  });

  it('counts what the dashboard cards show, live', async () => {
    await insertUser({ role: 'agent', isApproved: false });
    await insertUser({ role: 'agent', isApproved: false });
    await insertUser({ role: 'agent', isApproved: false, isActive: false });
    await insertUser({ role: 'agent', isApproved: true });
    await insertUser({ role: 'user' });
    await insertUser({ role: 'user', isActive: false });
    await insertProject({ approvalStatus: 'pending' });
    await insertProject({ approvalStatus: 'approved' });
    await insertProject({ approvalStatus: 'approved' });
    await insertProject({ approvalStatus: 'rejected' });
    await insertProject({ approvalStatus: 'withdrawn' });
    await Inquiry.query().insert([
      { name: 'A', email: 'a@example.com', message: 'm', source: 'contact', status: 'new' },
      { name: 'B', email: 'b@example.com', message: 'm', source: 'widget', status: 'responded' },
    ]);
    await QuoteRequest.query().insert({ name: 'Q', mobile: '9800000000', message: 'm', status: 'new' });
    await JobApplication.query().insert({ position: 'Advisor', name: 'J', email: 'j@example.com', status: 'new' });
    await JobApplication.query().insert({ position: 'Advisor', name: 'K', email: 'k@example.com', status: 'in_progress' });
    await recordNotification({ type: 'system_update', title: 'One', message: '…' });
    const read = await recordNotification({ type: 'system_update', title: 'Two', message: '…' });
    await app.inject({ method: 'PATCH', url: `/api/admin/notifications/${read.id}/read`, headers: { cookie: app.adminCookie } });
    await NewsletterSubscriber.query().insert({ email: 'reader@example.com' });
    await SocialMediaLink.query().insert([{ platform: 'Facebook', url: 'https://facebook.com/p', isActive: true }, { platform: 'X', url: 'https://x.com/p', isActive: false }]);
    await BlogPost.query().insert([
      { slug: 'a', title: 'A', excerpt: 'e', content: 'c', tags: [], published: true, publishedAt: new Date() },
      { slug: 'b', title: 'B', excerpt: 'e', content: 'c', tags: [], published: false },
    ]);

    expect(await overview()).toEqual({
      pendingApprovals: { agents: 2, projects: 1, total: 3 },
      newInquiries: 3,
      unreadNotifications: 1,
      users: { total: 7, users: 2, agents: 4, suspended: 2 },
      agents: { pending: 2, approved: 1, total: 4 },
      projects: { pending: 1, approved: 2, rejected: 1, withdrawn: 1, total: 5 },
      newsletterSubscribers: 1,
      socialLinks: { active: 1, total: 2 },
      blogPosts: { published: 1, drafts: 1 },
    });
  });

  it('answers 400 to a query, 401 to visitors and 403 to users and agents', async () => {
    const withQuery = await app.inject({ url: '/api/admin/overview?adminId=1', headers: { cookie: app.adminCookie } });
    expect(withQuery.statusCode).toBe(400);
    expect(JSON.parse(withQuery.payload).message).toBe('Unknown field: adminId');
    await expectAdminOnly(app, [['GET', '/api/admin/overview']]);
  });
});
