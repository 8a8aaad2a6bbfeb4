/**
 * @jest-environment node
 */
import { serverHead } from '../server-head';

const ORIGIN = 'https://plotwise.in';

describe("a server-rendered page's own address", () => {
  it('is on the public origin whatever path the page was asked for or names', () => {
    for (const url of ['//evil.example.com/x', '/\\evil.example.com/', '\\\\evil.example.com/x', '/\t/evil.example.com/x', ' //evil.example.com/x']) {
      expect(new URL(serverHead({ title: 'Page not found' }, ORIGIN, url).canonicalUrl).origin).toBe(ORIGIN);
      expect(new URL(serverHead({ title: 'A page', canonicalPath: url }, ORIGIN, '/listings').canonicalUrl).origin).toBe(ORIGIN);
    }
    expect(serverHead({ title: 'Page not found' }, ORIGIN, '//evil.example.com/x').canonicalUrl).toBe(`${ORIGIN}/evil.example.com/x`);
    expect(serverHead({ title: 'A page', canonicalPath: 'https://evil.example.com/x?a=1' }, ORIGIN, '/').canonicalUrl).toBe(`${ORIGIN}/x?a=1`);
  });

  it('keeps a path and query as they are, and JSON-LD may still name another site', () => {
    expect(serverHead({ title: 'Listings' }, ORIGIN, '/listings?city=Pune').canonicalUrl).toBe(`${ORIGIN}/listings?city=Pune`);
    const head = serverHead({ title: 'A post', jsonLd: (absolute) => [{ image: absolute('https://images.example.com/a.jpg'), url: absolute('//evil.example.com') }] }, ORIGIN, '/blog/a');
    expect(head.jsonLd).toEqual([{ image: 'https://images.example.com/a.jpg', url: `${ORIGIN}/evil.example.com` }]);
  });
});
