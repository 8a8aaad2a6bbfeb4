import type { ServerRenderResult } from '@plotwise/contracts';
import type { Variant } from '../releases/live-releases';
import type { PageRenderer, RenderSkip } from './page-renderer';
import type { RenderTurns } from './render-turns';

/** Why a page is the browser-rendered one: the renderer's reasons, or every render's turn taken. */
export type PageSkip = RenderSkip | { reason: 'busy' };

/** The page to render: its path and query as read, its path alone, the site's origin and the visitor's release. */
export interface PageToRender {
  url: string;
  pathname: string;
  origin: string;
  variant: Variant;
}

/**
 * The render, or a skip when it fails, takes longer than `timeoutMs` (it may
 * finish later and warm the remote), or gets no turn to render within it.
 */
export async function renderWithinLimit(
  renderer: Pick<PageRenderer, 'ownerOf' | 'render'>,
  turns: Pick<RenderTurns, 'take' | 'holdWhile'>,
  { url, pathname, origin, variant }: PageToRender,
  timeoutMs: number,
): Promise<ServerRenderResult | PageSkip> {
  const owner = renderer.ownerOf(pathname);
  if (owner === 'client-only') return { reason: 'client-only' };
  if (!(await turns.take(timeoutMs))) return { reason: 'busy' };
  const remote = owner?.name ?? 'shell';
  const rendering = renderer.render(url, origin, variant);
  turns.holdWhile(rendering, timeoutMs, remote, pathname);
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<RenderSkip>((resolve) => {
    timer = setTimeout(() => resolve({ reason: 'failed', remote, error: `no server render within ${timeoutMs} ms` }), timeoutMs);
  });
  try {
    return await Promise.race([rendering, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
