import { whenPageShown } from './start-after-load';

/** Lets the browser paint and answer input before the next piece of start-up work. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// An asynchronous boundary, so the federation runtime can settle shared modules first.
// The largest shared libraries are then evaluated one task each before the shell's own
// code, so that no single task holds a phone's main thread for all of them.
void whenPageShown()
  .then(() => import('react-dom/client'))
  .then(nextTask)
  .then(() => import('@plotwise/ui'))
  .then(nextTask)
  .then(() => import('./bootstrap'));
