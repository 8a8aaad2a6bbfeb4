import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False on the server and while the browser hydrates the server's HTML, true
 * after: a part that needs code the first screen does not (a form, a widget)
 * renders its placeholder until then, so it neither holds up the server's
 * render nor adds to the first hydration's work.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribe, () => true, () => false);
}
