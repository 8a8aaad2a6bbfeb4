import type { SocialLink } from '@plotwise/contracts';
import { SocialMediaLink } from '../../../db/models';
import { expectAdminOnly, expectRefusedStoringNothing, messageOf, useTestApp } from '../../../../test/support/test-app';

const app = useTestApp({ signInAdmin: true });

const footer = async () => (JSON.parse((await app.inject('/api/social-media-links')).payload) as SocialLink[]).map((link) => link.platform);

describe('admin social media links', () => {
  it('adds, lists (active and inactive), edits and deletes links; the public footer shows only active ones', async () => {
    const created = await app.asAdmin('POST', '/api/admin/social-media-links', { platform: ' Facebook ', url: 'https://www.facebook.com/plotwise.in' });
    expect(created.statusCode).toBe(201);
    const facebook = created.result as SocialLink;
    expect(facebook).toEqual({ id: facebook.id, platform: 'Facebook', url: 'https://www.facebook.com/plotwise.in', isActive: true });

    const hidden = (await app.asAdmin('POST', '/api/admin/social-media-links', { platform: 'YouTube', url: 'https://youtube.com/@plotwise', isActive: false })).result as SocialLink;
    const listed = (await app.asAdmin('GET', '/api/admin/social-media-links')).result as SocialLink[];
    expect(listed.map((link) => [link.platform, link.isActive])).toEqual([['Facebook', true], ['YouTube', false]]);
    expect(await footer()).toEqual(['Facebook']);

    const edited = await app.asAdmin('PUT', `/api/admin/social-media-links/${hidden.id}`, { platform: 'YouTube', url: 'https://www.youtube.com/@plotwise', isActive: true });
    expect(edited.statusCode).toBe(200);
    expect(edited.result).toMatchObject({ id: hidden.id, url: 'https://www.youtube.com/@plotwise', isActive: true });
    expect(await footer()).toEqual(['Facebook', 'YouTube']);

    expect((await app.asAdmin('DELETE', `/api/admin/social-media-links/${facebook.id}`)).statusCode).toBe(204);
    expect(await footer()).toEqual(['YouTube']);
    expect(await SocialMediaLink.query().findById(facebook.id)).toBeUndefined();
    const gone = await app.asAdmin('DELETE', `/api/admin/social-media-links/${facebook.id}`);
    expect(gone.statusCode).toBe(404);
    expect(messageOf(gone)).toBe('Social link not found');
    expect((await app.asAdmin('PUT', `/api/admin/social-media-links/${facebook.id}`, { platform: 'X', url: 'https://x.com/p' })).statusCode).toBe(404);
  });

  it.each([
    [{ url: 'https://x.com/plotwise' }, 'Platform is required'],
    [{ platform: '   ', url: 'https://x.com/plotwise' }, 'Platform is required'],
    [{ platform: 'X' }, 'URL is required'],
    [{ platform: 'X', url: '' }, 'URL is required'],
    [{ platform: 'X', url: 'http://x.com/plotwise' }, 'URL must be a secure link starting with https://'],
    [{ platform: 'X', url: 'javascript:alert(1)' }, 'URL must be a secure link starting with https://'],
    [{ platform: 'X', url: 'https://localhost/x' }, 'URL must be a secure link starting with https://'],
    [{ platform: 'X', url: `https://x.com/${'a'.repeat(500)}` }, 'URL must be at most 500 characters'],
    [{ platform: 'x'.repeat(41), url: 'https://x.com/p' }, 'Platform must be at most 40 characters'],
    [{ platform: 'X', url: 'https://x.com/p', isActive: 'yes' }, 'isActive must be true or false'],
    [{ platform: 'X', url: 'https://x.com/p', sortOrder: 1 }, 'Unknown field: sortOrder'],
  ])('refuses %j with 400 and stores nothing', async (payload, message) => {
    await expectRefusedStoringNothing(SocialMediaLink, () => app.asAdmin('POST', '/api/admin/social-media-links', payload), message);
  });

  it('refuses an edit with a bad URL and keeps the link', async () => {
    const link = await SocialMediaLink.query().insertAndFetch({ platform: 'Instagram', url: 'https://instagram.com/plotwise', isActive: true });
    const response = await app.asAdmin('PUT', `/api/admin/social-media-links/${link.id}`, { platform: 'Instagram', url: 'ftp://instagram.com' });
    expect(response.statusCode).toBe(400);
    expect((await SocialMediaLink.query().findById(link.id))?.url).toBe('https://instagram.com/plotwise');
  });

  it('refuses visitors, users and agents on every admin link route', async () => {
    const link = await SocialMediaLink.query().insertAndFetch({ platform: 'LinkedIn', url: 'https://linkedin.com/company/plotwise', isActive: true });
    const body = { platform: 'LinkedIn', url: 'https://evil.example.com' };
    await expectAdminOnly(app, [
      ['GET', '/api/admin/social-media-links'],
      ['POST', '/api/admin/social-media-links', body],
      ['PUT', `/api/admin/social-media-links/${link.id}`, body],
      ['DELETE', `/api/admin/social-media-links/${link.id}`],
    ]);
    expect((await SocialMediaLink.query().findById(link.id))?.url).toBe('https://linkedin.com/company/plotwise');
  });
});
