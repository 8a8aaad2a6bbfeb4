import fs from 'node:fs';
import path from 'node:path';
import type { RemotesConfig } from '@plotwise/contracts';
import { startTestApp, type TestApp } from '../../../../test/support/test-app';
import { tempFolder, writeFakeShellBuild, writeFile } from '../../../../test/support/files';
import { DEFAULT_REMOTES } from '../../../config/site';
import { PageRenderer } from '../page-renderer';

/**
 * The admin remote's code never runs on the server, even when a remotes list
 * (by mistake or by an attacker who can edit it) marks it server-rendered and
 * public: its server build here would leave a marker file if it ever ran.
 */
let app: TestApp;
const root = tempFolder('renderer');
const marker = path.join(root, 'admin-code-ran');
const shellCalls = path.join(root, 'shell-render-calls');

const careless: RemotesConfig = {
  remotes: DEFAULT_REMOTES.remotes.map((remote) =>
    remote.name === 'mf_admin' ? { ...remote, requiresRole: undefined, serverRendered: true } : remote,
  ),
};

beforeAll(async () => {
  // A shell server build that notes each page it is asked to render.
  writeFakeShellBuild(
    path.join(root, 'shell'),
    `exports.render = async (request) => { require('node:fs').appendFileSync(${JSON.stringify(shellCalls)}, request.url + '\\n'); throw new Error('not a real shell'); };`,
  );
  const adminRan = `require('node:fs').writeFileSync(${JSON.stringify(marker)}, 'ran');`;
  writeFile(
    path.join(root, 'admin', 'mf-manifest.json'),
    JSON.stringify({ id: 'mf_admin', metaData: { buildInfo: { buildVersion: '1' }, ssrRemoteEntry: { path: 'ssr', name: 'remoteEntry.js' } } }),
  );
  writeFile(path.join(root, 'admin', 'ssr', 'remoteEntry.js'), adminRan);
  writeFile(path.join(root, 'admin', 'remoteEntry.js'), adminRan);

  app = await startTestApp({
    configure: (config) => ({
      ...config,
      remotes: careless,
      dist: { ...config.dist, shell: path.join(root, 'shell'), admin: path.join(root, 'admin') },
    }),
  });
});
afterAll(async () => {
  await app.stop();
});

describe('server rendering and the admin remote', () => {
  it('never loads or runs the admin remote, whatever the remotes list says', async () => {
    const renderer = new PageRenderer(app.server, app.config);
    const result = await renderer.render('/admin/projects', 'http://localhost');
    expect(result).toEqual({ reason: 'failed', remote: 'mf_admin', error: expect.stringContaining('neither served here') });

    const page = await app.inject('/admin/projects');
    expect(page.statusCode).toBe(200);
    expect(page.payload).not.toContain('plotwise-state');

    expect(fs.existsSync(marker)).toBe(false);
    // The shell was never even asked to render an admin page.
    expect(fs.existsSync(shellCalls) ? fs.readFileSync(shellCalls, 'utf8') : '').not.toContain('/admin');
  });
});
