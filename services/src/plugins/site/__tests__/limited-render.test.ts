import type { Server } from '@hapi/hapi';
import type { ServerRenderResult } from '@plotwise/contracts';
import type { Variant } from '../../releases/live-releases';
import { renderWithinLimit } from '../limited-render';
import type { PageRenderer } from '../page-renderer';
import { RenderTurns } from '../render-turns';

const PAGE = { url: '/listings?city=Pune', pathname: '/listings', origin: 'https://plotwise.in', variant: {} as Variant };
const TIME_LIMIT_MS = 300;

function turnsOf(concurrency: number) {
  const server = { log: jest.fn() } as unknown as Server;
  return new RenderTurns(server, { concurrency });
}

function rendererOf(render: () => Promise<ServerRenderResult>): Pick<PageRenderer, 'ownerOf' | 'render'> {
  return { ownerOf: () => ({ name: 'mf_catalog' }) as ReturnType<PageRenderer['ownerOf']>, render };
}

describe('a render within its time limit', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('is the render when it ends in time', async () => {
    const page = { status: 200 } as ServerRenderResult;
    expect(await renderWithinLimit(rendererOf(() => Promise.resolve(page)), turnsOf(1), PAGE, TIME_LIMIT_MS)).toBe(page);
  });

  it('is a failure naming the remote once the limit passes, the render still running', async () => {
    const outcome = renderWithinLimit(rendererOf(() => new Promise(() => undefined)), turnsOf(1), PAGE, TIME_LIMIT_MS);
    await jest.advanceTimersByTimeAsync(TIME_LIMIT_MS);
    expect(await outcome).toEqual({ reason: 'failed', remote: 'mf_catalog', error: `no server render within ${TIME_LIMIT_MS} ms` });
  });

  it('is busy when no turn comes within the limit', async () => {
    const turns = turnsOf(1);
    void renderWithinLimit(rendererOf(() => new Promise(() => undefined)), turns, PAGE, TIME_LIMIT_MS);
    const waiting = renderWithinLimit(rendererOf(() => new Promise(() => undefined)), turns, PAGE, TIME_LIMIT_MS);
    await jest.advanceTimersByTimeAsync(TIME_LIMIT_MS);
    expect(await waiting).toEqual({ reason: 'busy' });
  });

  it('is skipped for a page only the browser renders', async () => {
    const renderer = { ownerOf: () => 'client-only' as const, render: jest.fn() };
    expect(await renderWithinLimit(renderer, turnsOf(1), PAGE, TIME_LIMIT_MS)).toEqual({ reason: 'client-only' });
    expect(renderer.render).not.toHaveBeenCalled();
  });
});
