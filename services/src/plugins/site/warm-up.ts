import type { Config } from '../../config';
import type { PageRenderer } from './page-renderer';

/**
 * Renders a page of each server-rendered remote once in the background after
 * start-up, so the first visitors do not wait for the remotes to load.
 */
export function warmUpRemotes(config: Pick<Config, 'serverRender' | 'publicUrl' | 'remotes'>, renderer: Pick<PageRenderer, 'render'>): void {
  if (!config.serverRender.enabled) return;
  const origin = config.publicUrl ?? 'http://localhost';
  for (const remote of config.remotes.remotes) {
    const path = remote.routes[0];
    if (remote.serverRendered && !remote.requiresRole && path) void renderer.render(path, origin).catch(() => undefined);
  }
}
