import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEPLOY_TOKEN, deployHeaders, fakeRenderResult, withFakeShell, writeFakeRemoteBuild, writeFakeShellBuild } from '../../../../test/support/files';
import { capturingLogger } from '../../../../test/support/log-capture';
import { startOtherOrigin, type OtherOrigin } from '../../../../test/support/other-origin';
import { startTestApp, type TestApp } from '../../../../test/support/test-app';
import { describeBuild } from '../release-manifest';

/**
 * A release its team hosts on its own origin (here a second HTTP server on
 * another port): published and promoted only when that origin answers the
 * site's origin with CORS, rendered on the server only from files matching
 * the hashes recorded at publish, with the same preload hints as a local one.
 */
const SITE = 'http://plotwise.test';
const SHELL_RENDER = `exports.render = async (request) => {
  const file = await request.readFile(request.owner.entry.replace('mf-manifest.json', 'ssr/remoteEntry.js'));
  return ${fakeRenderResult("'<p>' + request.owner.buildVersion + ' ' + file.text + '</p>'")};
};`;
type Entry = { level: number; data?: { msg?: string; remote?: string; release?: string; url?: string; expected?: string; actual?: string } };
const log = capturingLogger<Entry>('info');
let app: TestApp;
let cdn: OtherOrigin;
let root: string;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'plotwise-hosted-'));
  writeFakeShellBuild(path.join(root, 'shell'), SHELL_RENDER);
  writeFakeRemoteBuild(path.join(root, 'tools-dist'), 'mf_tools', 'tools');
  for (const tag of ['h1', 'h2']) writeFakeRemoteBuild(path.join(root, 'cdn', tag), 'mf_catalog', tag);
  cdn = await startOtherOrigin(path.join(root, 'cdn'));
  app = await startTestApp({
    logger: log.logger,
    configure: (config) => ({
      ...withFakeShell(path.join(root, 'shell'), { timeoutMs: 5_000, cacheMs: 0 })(config),
      dataDir: path.join(root, 'data'),
      publicUrl: SITE,
      dist: { ...config.dist, shell: path.join(root, 'shell'), tools: path.join(root, 'tools-dist') },
      releases: { ...config.releases, dir: path.join(root, 'releases'), deployToken: DEPLOY_TOKEN },
    }),
  });
});
afterAll(async () => {
  await app.stop();
  await cdn.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const json = (response: { payload: string }) => JSON.parse(response.payload);
async function publishHosted(tag: string) {
  const { files } = await describeBuild(path.join(root, 'cdn', tag), 'catalog', tag);
  return app.inject({ method: 'POST', url: '/api/releases', headers: deployHeaders, payload: { remote: 'catalog', version: tag, url: `${cdn.origin}/${tag}/`, files } });
}
const promote = (version: string) => app.inject({ method: 'POST', url: '/api/releases/catalog/promote', headers: deployHeaders, payload: { version } });

describe('a release hosted on its own origin', () => {
  it('is refused without its hashes, or with files outside its folder', async () => {
    const publish = (payload: object) => app.inject({ method: 'POST', url: '/api/releases', headers: deployHeaders, payload: { remote: 'catalog', version: 'bad', ...payload } });
    expect(json(await publish({ url: `${cdn.origin}/h1/` }))).toMatchObject({ statusCode: 400, message: expect.stringContaining('url and files go together') });
    expect(json(await publish({ url: `${cdn.origin}/h1/`, files: { '../secret.js': 'a'.repeat(64) } }))).toMatchObject({ statusCode: 400, message: expect.stringContaining('files must name paths inside the build folder') });
    expect(json(await publish({ url: 'ftp://cdn.example.com/', files: {} }))).toMatchObject({ statusCode: 400, message: expect.stringContaining('url must be the http(s) address') });
  });

  it('is refused at publish when its origin sends no Access-Control-Allow-Origin for the site, naming the header and the URL', async () => {
    cdn.allowOrigin = null;
    const refused = await publishHosted('h1');
    expect(refused.statusCode).toBe(422);
    expect(json(refused).message).toContain(`${cdn.origin}/h1/mf-manifest.json answered without an Access-Control-Allow-Origin header for Origin ${SITE}`);
    cdn.allowOrigin = 'https://someone-else.example';
    expect(json(await publishHosted('h1')).message).toContain(`answered Access-Control-Allow-Origin: https://someone-else.example, not the site's origin ${SITE}`);
    expect(json(await app.inject({ url: '/api/releases?remote=catalog', headers: deployHeaders })).releases).toEqual([]);
  });

  it('is recorded with its address and hashes once its origin allows the site', async () => {
    cdn.allowOrigin = SITE;
    expect((await publishHosted('h1')).statusCode).toBe(201);
    const [release] = json(await app.inject({ url: '/api/releases?remote=catalog', headers: deployHeaders })).releases;
    expect(release).toMatchObject({ version: 'h1', hostedAt: `${cdn.origin}/h1/`, buildVersion: '1.0.0+h1', requires: { react: '^19.2.0' } });
  });

  it('is refused at promote when CORS has gone, and goes live when it is back', async () => {
    cdn.allowOrigin = null;
    const refused = await promote('h1');
    expect(refused.statusCode).toBe(422);
    expect(json(refused).message).toContain('Access-Control-Allow-Origin');
    cdn.allowOrigin = '*';
    expect((await promote('h1')).statusCode).toBe(200);
    const { remotes } = json(await app.inject('/remotes.json'));
    expect(remotes.find((remote: { name: string }) => remote.name === 'mf_catalog').entry).toBe(`${cdn.origin}/h1/mf-manifest.json`);
  });

  it('is rendered on the server from its checked Node build, with preload hints on its origin', async () => {
    const page = await app.inject('/listings');
    expect(page.payload).toContain('<p>1.0.0+h1@h1 /* server h1 */</p>');
    for (const file of ['h1/mf-manifest.json', 'h1/remoteEntry.js', 'h1/static/js/routes.h1.js']) expect(page.payload).toContain(`"href":"${cdn.origin}/${file}"`);
    // The pages may run scripts from the release's origin while it is live.
    expect(page.headers['content-security-policy']).toContain(`script-src 'self' ${cdn.origin};`);
  });

  it('refuses to run a Node build altered on its origin after publish; the remote is browser-rendered and the rest of the site works', async () => {
    expect((await publishHosted('h2')).statusCode).toBe(201);
    expect((await promote('h2')).statusCode).toBe(200);
    const altered = path.join(root, 'cdn', 'h2', 'ssr', 'remoteEntry.js');
    fs.writeFileSync(altered, 'process.exit(1); /* altered */');
    const page = await app.inject('/listings');
    expect(page.statusCode).toBe(200);
    expect(page.payload).not.toContain('altered');
    expect(page.payload).not.toContain('/* server');
    // The browser-rendered page still hints the release's files on its origin.
    expect(page.payload).toContain(`<link rel="preload" href="${cdn.origin}/h2/remoteEntry.js" as="script">`);
    const refusal = log.entries.find((entry) => entry.data?.msg?.startsWith("Refused to run a hosted release's file"));
    expect(refusal?.data).toMatchObject({ remote: 'catalog', release: 'h2', url: `${cdn.origin}/h2/ssr/remoteEntry.js`, actual: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(refusal?.data?.expected).not.toBe(refusal?.data?.actual);
    expect((await app.inject('/loan-calculator')).payload).toContain('/* server tools */');
  });
});
