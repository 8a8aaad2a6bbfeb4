import { whenPageShown } from './start-after-load';

// An asynchronous boundary, so the federation runtime can settle shared modules first.
void whenPageShown().then(() => import('./bootstrap'));
