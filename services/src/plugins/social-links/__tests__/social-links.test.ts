import type { SocialLink } from '@plotwise/contracts';
import { SocialMediaLink } from '../../../db/models';
import { useTestApp } from '../../../../test/support/test-app';


const app = useTestApp();

beforeAll(async () => {
  await SocialMediaLink.query().insert([
    { platform: 'Instagram', url: 'https://instagram.com/x', isActive: true, sortOrder: 2 },
    { platform: 'Facebook', url: 'https://facebook.com/x', isActive: true, sortOrder: 0 },
    { platform: 'Twitter', url: 'https://twitter.com/x', isActive: false, sortOrder: 1 },
  ]);
});

describe('GET /api/social-media-links', () => {
  it('lists only active links, in their order, in the contract shape', async () => {
    const response = await app.inject('/api/social-media-links');
    expect(response.statusCode).toBe(200);
    const links = JSON.parse(response.payload) as SocialLink[];
    expect(links.map((link) => link.platform)).toEqual(['Facebook', 'Instagram']);
    expect(Object.keys(links[0]!).sort()).toEqual(['id', 'isActive', 'platform', 'url']);
    expect(links.every((link) => link.isActive)).toBe(true);
  });
});
