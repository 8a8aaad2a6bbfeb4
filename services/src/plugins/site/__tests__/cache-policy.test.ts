import { IMMUTABLE, NO_CACHE, cacheControlFor } from '../cache-policy';

describe('cacheControlFor', () => {
  it('revalidates entry files always', () => {
    for (const file of ['index.html', 'remoteEntry.js', 'mf-manifest.json', 'mf-stats.json', 'remotes.json', '/x/y/remoteEntry.js']) {
      expect(cacheControlFor(file)).toBe(NO_CACHE);
    }
  });

  it('caches content-hashed files for a year', () => {
    for (const file of ['main.3f9a1c2b7d.js', 'static/js/async/412.a1b2c3d4.js', 'styles.ABCDEF0123.css']) {
      expect(cacheControlFor(file)).toBe(IMMUTABLE);
    }
  });

  it('revalidates everything else', () => {
    for (const file of ['favicon.ico', 'main.js', 'logo.1234567.png', 'report.2024.pdf']) {
      expect(cacheControlFor(file)).toBe(NO_CACHE);
    }
  });
});
