import fs from 'node:fs';
import path from 'node:path';
import { startTestApp, type TestApp } from '../../../../test/support/test-app';
import { fakeRenderResult, tempFolder, writeFakeShellBuild, writeFile } from '../../../../test/support/files';
import { PageRenderer } from '../page-renderer';

/**
 * A page rendered again starts from the reads its last render made, so the
 * shell's build need not render it once just to find them; another page, or
 * the same page from another build, starts afresh.
 */
let app: TestApp;
const root = tempFolder('reads');
const calls = path.join(root, 'render-calls');

beforeAll(async () => {
  // A shell build that notes the reads it is handed and answers reads named after the page.
  writeFakeShellBuild(
    path.join(root, 'shell'),
    `exports.render = async (request) => {
      require('node:fs').appendFileSync(${JSON.stringify(calls)}, JSON.stringify({ url: request.url, knownReads: request.knownReads ?? null }) + '\\n');
      return { ...${fakeRenderResult("'<main>page</main>'")}, reads: [['/api/company'], ['/api/pages', { url: request.url }]] };
    };`,
  );
  // The catalog's build is only its manifest and an empty server entry: this shell never loads it.
  writeFile(path.join(root, 'catalog', 'ssr', 'remoteEntry.js'), '');
  app = await startTestApp({
    configure: (config) => ({ ...config, dist: { ...config.dist, shell: path.join(root, 'shell'), catalog: path.join(root, 'catalog') } }),
  });
});
afterAll(async () => {
  await app.stop();
});

const renderCalls = () =>
  fs.readFileSync(calls, 'utf8').trim().split('\n').map((line) => JSON.parse(line) as { url: string; knownReads: unknown[][] | null });

describe('remembered reads', () => {
  it("hands a page's next render the reads its last one made, and nothing to a page not rendered before", async () => {
    const renderer = new PageRenderer(app.server, app.config);
    // Paths no remote owns are the shell's own pages.
    for (const url of ['/shell-page?a=1', '/shell-page?a=1', '/shell-page?a=2']) expect(await renderer.render(url, 'http://localhost')).toHaveProperty('status', 200);
    expect(renderCalls()).toEqual([
      { url: '/shell-page?a=1', knownReads: null },
      { url: '/shell-page?a=1', knownReads: [['/api/company'], ['/api/pages', { url: '/shell-page?a=1' }]] },
      { url: '/shell-page?a=2', knownReads: null },
    ]);
  });

  it("starts afresh once the page's remote is redeployed: the new build may read differently", async () => {
    const renderer = new PageRenderer(app.server, app.config);
    const deploy = (buildVersion: string) =>
      writeFile(
        path.join(root, 'catalog', 'mf-manifest.json'),
        JSON.stringify({ id: 'mf_catalog', metaData: { buildInfo: { buildVersion }, ssrRemoteEntry: { path: 'ssr', name: 'remoteEntry.js' } } }),
      );
    deploy('1');
    fs.rmSync(calls, { force: true });
    await renderer.render('/listings', 'http://localhost');
    await renderer.render('/listings', 'http://localhost');
    deploy('build-2');
    await renderer.render('/listings', 'http://localhost');
    expect(renderCalls().map((call) => call.knownReads?.length ?? null)).toEqual([null, 2, null]);
  });
});
