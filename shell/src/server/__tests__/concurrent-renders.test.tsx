/**
 * @jest-environment node
 */
import { init } from '@module-federation/enhanced/runtime';
import type { ServerRemote, ServerRenderRequest, ServerRenderResult } from '@plotwise/contracts';
import { render } from '../render';

// A remote's Node.js entry as a container: its routes render one line of text, no React of their own.
const entryText = (name: string, text: string) => `
  const routes = function Routes() { return ${JSON.stringify(text)}; };
  module.exports = { ${name}: { init() {}, get() { return Promise.resolve(() => ({ default: routes })); } } };
`;

/** A reader that knows one remote's entry only, answering after the event loop turns (as a disk read does). */
function readerOf(remote: ServerRemote, text: string): ServerRenderRequest['readFile'] {
  return async (url) => {
    await new Promise((resolve) => setImmediate(resolve));
    return url === remote.entry ? { text: entryText(remote.name, text), directory: __dirname } : undefined;
  };
}

function requestFor(remote: ServerRemote, text: string): ServerRenderRequest {
  return {
    url: `/${remote.name}`,
    origin: 'https://plotwise.in',
    remotes: { remotes: [{ name: remote.name, entry: remote.entry, routes: [`/${remote.name}`], excludeRoutes: [], serverRendered: true }] },
    owner: remote,
    api: async () => ({ status: 404, body: { message: 'Not found' } }),
    readFile: readerOf(remote, text),
  };
}

async function bodyOf(result: ServerRenderResult): Promise<string> {
  const { PassThrough } = await import('node:stream');
  const sink = new PassThrough();
  const chunks: Buffer[] = [];
  sink.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve) => sink.on('end', resolve));
  result.pipe(sink);
  await ended;
  return Buffer.concat(chunks).toString('utf8');
}

beforeAll(() => {
  init({ name: 'plotwise_shell_test', remotes: [] });
});

describe('server renders running at the same time', () => {
  it('each read its remote files with their own reader', async () => {
    const first: ServerRemote = { name: 'first_remote', entry: 'https://remotes.invalid/first/remoteEntry.js', buildVersion: '1' };
    const second: ServerRemote = { name: 'second_remote', entry: 'https://remotes.invalid/second/remoteEntry.js', buildVersion: '1' };
    const [firstPage, secondPage] = await Promise.all([
      render(requestFor(first, 'Page of the first remote')),
      render(requestFor(second, 'Page of the second remote')),
    ]);
    expect(await bodyOf(firstPage)).toContain('Page of the first remote');
    expect(await bodyOf(secondPage)).toContain('Page of the second remote');
  });
});
