import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Config } from '../../src/config';

/** A new temporary folder (`plotwise-<name>-…`) for fake builds and files, removed when the test process ends. */
export function tempFolder(name: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `plotwise-${name}-`));
  process.once('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** Writes a file, making its folders first: a fake build or dist tree for a test. */
export function writeFile(file: string, content: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

/** A shared library as a build's mf-manifest.json lists it. */
export interface FakeShared {
  name: string;
  version: string;
  requiredVersion: string;
  singleton: boolean;
}
export const FAKE_SHARED: FakeShared[] = [{ name: 'react', version: '19.2.0', requiredVersion: '^19.2.0', singleton: true }];

/**
 * A fake shell build for server-rendering tests: its index.html,
 * ssr/server.js holding `serverJs` (CommonJS that exports `render`), and its
 * mf-manifest.json providing the `shared` libraries.
 */
export function writeFakeShellBuild(dir: string, serverJs: string, shared: FakeShared[] = FAKE_SHARED): void {
  writeFile(path.join(dir, 'index.html'), '<!doctype html><html><head><title>Plotwise</title></head><body><div id="root"></div></body></html>');
  writeFile(path.join(dir, 'ssr', 'server.js'), serverJs);
  writeFile(path.join(dir, 'mf-manifest.json'), JSON.stringify({ id: 'shell', name: 'shell', metaData: {}, shared, exposes: [] }));
}

/** A test app's `configure` for a shell that is the fake build in `dir`, rendering pages on the server with `settings`. */
export const withFakeShell =
  (dir: string, settings: Partial<Config['serverRender']>) =>
  (config: Config): Config => ({
    ...config,
    dist: { ...config.dist, shell: dir },
    serverRender: { ...config.serverRender, enabled: true, ...settings },
  });

/** JavaScript for what a fake shell's `render` returns: a page of `htmlExpression` (a JavaScript string expression). */
export function fakeRenderResult(htmlExpression: string): string {
  return `({
    status: 200,
    head: { title: 'A page | Plotwise', siteName: 'Plotwise', canonicalUrl: request.origin + request.url },
    styleTags: '',
    stateJson: '{}',
    pipe: (destination) => { destination.write(${htmlExpression}); destination.end(); },
  })`;
}

/** The deploy token the releases tests configure, and the headers a deploy sends with it. */
export const DEPLOY_TOKEN = 'a-deploy-token-long-enough-for-the-check';
export const deployHeaders = { authorization: `Bearer ${DEPLOY_TOKEN}` };

/**
 * A fake build of a remote (`tag` tells builds apart): its mf-manifest.json
 * naming a browser entry, a route chunk, a server build and a shared library,
 * as a real build's does; for the releases tests.
 */
export function writeFakeRemoteBuild(dir: string, name: string, tag: string, shared: FakeShared[] = FAKE_SHARED): void {
  const manifest = {
    id: name,
    name,
    metaData: { buildInfo: { buildVersion: `1.0.0+${tag}` }, remoteEntry: { name: 'remoteEntry.js', path: '' }, ssrRemoteEntry: { path: 'ssr', name: 'remoteEntry.js' } },
    shared,
    exposes: [{ name: 'routes', assets: { js: { sync: [`static/js/routes.${tag}.js`] } } }],
  };
  writeFile(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
  writeFile(path.join(dir, 'remoteEntry.js'), `/* entry ${tag} */`);
  writeFile(path.join(dir, 'static', 'js', `routes.${tag}.js`), `/* routes ${tag} */`);
  writeFile(path.join(dir, 'ssr', 'remoteEntry.js'), `/* server ${tag} */`);
}
