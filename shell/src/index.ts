import { PAGE_STATE_ID } from '@plotwise/contracts';
import { whenPageShown } from './start-after-load';

/** Lets the browser paint and answer input before the next piece of start-up work. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Loads the rest of the shell once the page has shown. A server-rendered page
 * is already on screen, so its start-up is split for a phone's main thread:
 * react-dom, then @plotwise/ui (with the router, React Query and Redux behind
 * it), then the shell's own code, each in a task of its own. (Downloading the
 * first two side by side measured worse: arriving together, their work ran
 * together.) Both are shared singletons: the bootstrap reuses the modules
 * evaluated here. A page rendered in the browser is blank until the bootstrap
 * runs, so it loads everything at once.
 */
async function start(serverRendered: boolean): Promise<void> {
  await whenPageShown();
  if (serverRendered) {
    await import('react-dom/client');
    await nextTask();
    await import('@plotwise/ui');
    await nextTask();
  }
  // An asynchronous boundary, so the federation runtime can settle shared modules first.
  await import('./bootstrap');
}

void start(document.getElementById(PAGE_STATE_ID) !== null);
