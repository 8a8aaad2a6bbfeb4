import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { remotesConfigSchema } from '@plotwise/contracts';
import { insertUser, sessionCookieFor } from '../../../../test/support/fixtures';
import { loginAsAdmin, startTestApp, type TestApp } from '../../../../test/support/test-app';
import { writeFile } from '../../../../test/support/files';

let app: TestApp;
let root: string;
const INDEX_HTML = '<!doctype html><html><head><title>Plotwise</title></head><body><div id="root"></div><script src="/main.3f9a1c2b7d.js"></script></body></html>';
const CATALOG_MANIFEST = {
  id: 'mf_catalog',
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [{ name: 'routes', assets: { js: { sync: ['113.aaaaaaaaaa.js', '__federation_expose_routes.bbbbbbbbbb.js'], async: ['9.cccccccccc.js'] } } }],
};

/** The page as the shell receives it: the built index.html plus what the server adds to its head. */
function inlineRemotes(html: string): unknown {
  const match = /<script type="application\/json" id="plotwise-remotes">(.*?)<\/script>/.exec(html);
  return match ? JSON.parse(match[1]!) : undefined;
}
const preloads = (html: string) => [...html.matchAll(/<link rel="preload" href="([^"]+)" as="(\w+)"/g)].map((match) => `${match[2]} ${match[1]}`);
const BIG_SCRIPT = `console.log(${JSON.stringify('plotwise '.repeat(2000))});`;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'plotwise-dist-'));
  writeFile(path.join(root, 'shell', 'index.html'), INDEX_HTML);
  writeFile(path.join(root, 'shell', 'main.3f9a1c2b7d.js'), BIG_SCRIPT);
  // What scripts/build-all.mjs writes beside a built file.
  fs.writeFileSync(path.join(root, 'shell', 'vendor.0a1b2c3d4e.js'), BIG_SCRIPT);
  fs.writeFileSync(path.join(root, 'shell', 'vendor.0a1b2c3d4e.js.br'), zlib.brotliCompressSync(BIG_SCRIPT));
  fs.writeFileSync(path.join(root, 'shell', 'vendor.0a1b2c3d4e.js.gz'), zlib.gzipSync(BIG_SCRIPT, { level: 9 }));
  writeFile(path.join(root, 'shell', 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFile(path.join(root, 'catalog', 'mf-manifest.json'), JSON.stringify(CATALOG_MANIFEST));
  writeFile(path.join(root, 'catalog', 'remoteEntry.js'), 'var mf_catalog;');
  writeFile(path.join(root, 'shell', 'main.3f9a1c2b7d.js.map'), '{"version":3,"sourcesContent":["secret source"]}');
  writeFile(path.join(root, 'catalog', 'remoteEntry.js.map'), '{"version":3,"sourcesContent":["secret source"]}');
  writeFile(path.join(root, 'catalog', 'static', 'js', 'async', 'listings.a1b2c3d4e5.js'), 'export {};');
  writeFile(path.join(root, 'admin', 'remoteEntry.js'), 'var mf_admin;');
  writeFile(path.join(root, 'secret.txt'), 'outside every dist folder');

  app = await startTestApp({
    configure: (config) => ({
      ...config,
      dist: {
        shell: path.join(root, 'shell'),
        catalog: path.join(root, 'catalog'),
        // tools and accounts are "not built yet"
        tools: path.join(root, 'tools'),
        accounts: path.join(root, 'accounts'),
        admin: path.join(root, 'admin'),
      },
    }),
  });
});
afterAll(async () => {
  await app.stop();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('GET /remotes.json', () => {
  it('serves the configured remotes, uncached', async () => {
    const response = await app.inject('/remotes.json');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    const config = remotesConfigSchema.parse(JSON.parse(response.payload));
    expect(config.remotes.map((remote) => remote.name)).toEqual(['mf_catalog', 'mf_tools', 'mf_accounts', 'mf_admin']);
    expect(config.remotes[0]).toEqual({
      name: 'mf_catalog',
      entry: '/remotes/catalog/mf-manifest.json',
      routes: ['/', '/listings', '/projects', '/city', '/blog', '/compare'],
      excludeRoutes: [],
      serverRendered: true,
    });
    expect(config.remotes[3]).toMatchObject({ routes: ['/admin'], excludeRoutes: ['/admin/login'], requiresRole: 'admin' });
  });
});

describe('the shell', () => {
  it('serves index.html for / and for client routes (history fallback), uncached', async () => {
    for (const url of ['/', '/listings/12', '/admin/login', '/city?location=Pune']) {
      const response = await app.inject(url);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
      expect(response.payload.replace(/<script type="application\/json"[^<]*<\/script>|<link rel="preload"[^>]*>/g, '')).toBe(INDEX_HTML);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves a content-hashed file as immutable, gzip-encoded when only gzip is accepted', async () => {
    const response = await app.inject({ url: '/main.3f9a1c2b7d.js', headers: { 'accept-encoding': 'gzip, deflate' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(response.rawPayload).toString()).toBe(BIG_SCRIPT);
  });

  it('prefers Brotli when the browser accepts it', async () => {
    const response = await app.inject({ url: '/main.3f9a1c2b7d.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(BIG_SCRIPT);
  });

  it('sends the precompressed file the build wrote, with the script type and cache policy of the original', async () => {
    const brotli = await app.inject({ url: '/vendor.0a1b2c3d4e.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.rawPayload.equals(fs.readFileSync(path.join(root, 'shell', 'vendor.0a1b2c3d4e.js.br')))).toBe(true);
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers.vary).toMatch(/accept-encoding/);

    const gzip = await app.inject({ url: '/vendor.0a1b2c3d4e.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload.equals(fs.readFileSync(path.join(root, 'shell', 'vendor.0a1b2c3d4e.js.gz')))).toBe(true);

    const plain = await app.inject({ url: '/vendor.0a1b2c3d4e.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.payload).toBe(BIG_SCRIPT);
  });

  it('writes the remotes configuration into the page, as GET /remotes.json serves it', async () => {
    const page = await app.inject('/loan-calculator');
    const served = await app.inject('/remotes.json');
    expect(inlineRemotes(page.payload)).toEqual(JSON.parse(served.payload));
  });

  it("hints the files of the path's remote (manifest, entry, the routes module's chunks), and only those", async () => {
    const home = await app.inject('/listings/12');
    expect(preloads(home.payload)).toEqual([
      'fetch /remotes/catalog/mf-manifest.json',
      'script /remotes/catalog/remoteEntry.js',
      'script /remotes/catalog/113.aaaaaaaaaa.js',
      'script /remotes/catalog/__federation_expose_routes.bbbbbbbbbb.js',
    ]);
    // tools is not built here: its manifest is hinted, nothing else is guessed
    expect(preloads((await app.inject('/careers')).payload)).toEqual(['fetch /remotes/tools/mf-manifest.json']);
  });

  it('never hints the admin remote, nor anything on a path no remote owns', async () => {
    expect(preloads((await app.inject('/admin/projects')).payload)).toEqual([]);
    expect(preloads((await app.inject('/no-such-page')).payload)).toEqual([]);
    expect(preloads((await app.inject('/admin/login')).payload)).toEqual(['fetch /remotes/accounts/mf-manifest.json']);
  });

  it('answers 404 for a missing asset instead of HTML', async () => {
    const response = await app.inject('/main.0000000000.js');
    expect(response.statusCode).toBe(404);
  });

  it('never serves files outside the dist folder', async () => {
    for (const url of ['/../secret.txt', '/%2e%2e/secret.txt', '/..%2fsecret.txt']) {
      const response = await app.inject(url);
      expect(response.payload).not.toContain('outside every dist folder');
    }
  });

  it('sends the security headers on pages, files and errors', async () => {
    for (const url of ['/', '/main.3f9a1c2b7d.js', '/api/nothing-here', '/remotes/admin/remoteEntry.js']) {
      const response = await app.inject(url);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });
});

describe('remotes', () => {
  it('serves a public remote with entry files uncached and hashed chunks immutable', async () => {
    const manifest = await app.inject('/remotes/catalog/mf-manifest.json');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['cache-control']).toBe('no-cache');

    const entry = await app.inject('/remotes/catalog/remoteEntry.js');
    expect(entry.statusCode).toBe(200);
    expect(entry.headers['cache-control']).toBe('no-cache');

    const chunk = await app.inject('/remotes/catalog/static/js/async/listings.a1b2c3d4e5.js');
    expect(chunk.statusCode).toBe(200);
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    expect((await app.inject('/remotes/catalog/nope.js')).statusCode).toBe(404);
    expect((await app.inject('/remotes/unknown/remoteEntry.js')).statusCode).toBe(404);
  });

  it('answers a clear 503 for a remote that has not been built', async () => {
    const response = await app.inject('/remotes/tools/mf-manifest.json');
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.payload).toMatch(/has not been built yet/);
  });

  it('keeps the admin remote from visitors (401) and non-admins (403) and serves it to admins', async () => {
    const anonymous = await app.inject('/remotes/admin/remoteEntry.js');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(anonymous.payload).message).toBe('Please sign in to continue.');
    expect(anonymous.headers['www-authenticate']).toBeUndefined();

    const user = await insertUser();
    const asUser = await app.inject({ url: '/remotes/admin/remoteEntry.js', headers: { cookie: sessionCookieFor(user, app.config.jwtSecret) } });
    expect(asUser.statusCode).toBe(403);

    const cookie = await loginAsAdmin(app);
    const asAdmin = await app.inject({ url: '/remotes/admin/remoteEntry.js', headers: { cookie } });
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.payload).toBe('var mf_admin;');
    // Served to admin sessions only: never kept by a shared cache or for the next person.
    expect(asAdmin.headers['cache-control']).toBe('private, no-store');
  });
});

describe('the API namespace', () => {
  it('answers unknown /api paths with a JSON 404 for any method', async () => {
    for (const method of ['GET', 'POST', 'DELETE']) {
      const response = await app.inject({ method, url: '/api/no/such/route' });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(JSON.parse(response.payload)).toMatchObject({ statusCode: 404, error: 'Not Found' });
    }
  });
});

describe('missing builds', () => {
  it('answers 503 text for the shell when shell/dist does not exist, and the API still works', async () => {
    const original = app.config.dist.shell;
    app.config.dist.shell = path.join(root, 'no-shell');
    try {
      const page = await app.inject('/listings');
      expect(page.statusCode).toBe(503);
      expect(page.payload).toMatch(/web app \(shell\) has not been built yet/);
      expect((await app.inject('/api/health')).statusCode).toBe(200);
    } finally {
      app.config.dist.shell = original;
    }
  });
});

describe('source maps', () => {
  it('are not handed out by default: the shell and remotes answer 404 for .map files', async () => {
    for (const url of ['/main.3f9a1c2b7d.js.map', '/remotes/catalog/remoteEntry.js.map']) {
      const response = await app.inject(url);
      expect([url, response.statusCode]).toEqual([url, 404]);
      expect(response.payload).not.toContain('secret source');
    }
  });

  it('are served with PUBLIC_SOURCE_MAPS', async () => {
    const open = await startTestApp({ configure: (config) => ({ ...config, publicSourceMaps: true, dist: { ...app.config.dist } }) });
    try {
      for (const url of ['/main.3f9a1c2b7d.js.map', '/remotes/catalog/remoteEntry.js.map']) {
        expect([url, (await open.inject(url)).statusCode]).toEqual([url, 200]);
      }
    } finally {
      await open.stop();
    }
  });
});
