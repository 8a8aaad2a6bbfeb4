import { lazy, useState, type ComponentType, type ReactElement } from 'react';
import { matchPath } from '../router';

/** A screen in its own chunk that can be fetched ahead of its first render. */
export type LazyPage = (() => ReactElement) & {
  preload: () => Promise<void>;
};

/**
 * Like React.lazy, but once `preload()` has resolved the page renders at once
 * instead of suspending. The server preloads the page it renders and the browser
 * does the same before hydrating it, so neither shows a fallback for a screen
 * whose HTML is already there.
 */
export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  let loaded: ComponentType | null = null;
  let loading: Promise<void> | null = null;
  const preload = () => {
    loading ??= load().then(
      (component) => {
        loaded = component;
      },
      (error: unknown) => {
        loading = null; // a failed download may be tried again
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(async () => {
    await preload();
    return { default: loaded as ComponentType };
  });
  const Page = () => {
    // Chosen once per mount: switching from Lazy to the loaded component on a later
    // render would be a new element type, remounting the screen and losing its state.
    const [Screen] = useState<ComponentType>(() => loaded ?? Lazy);
    return <Screen />;
  };
  return Object.assign(Page, { preload });
}

/** A remote's route: its path pattern and the screen it shows. */
export interface PageRoute {
  path: string;
  page: ComponentType;
}

/** A remote's route tree, with a way to fetch the screen of a path ahead of rendering it. */
export type PreloadableRoutes = ComponentType & {
  preload?: (pathname: string) => Promise<void>;
};

/** Preloads the screen of the first route matching the path, if it is a lazy one. */
export function preloadPage(routes: readonly PageRoute[], pathname: string): Promise<void> {
  const route = routes.find((candidate) => matchPath({ path: candidate.path, end: true }, pathname));
  const page = route?.page as Partial<LazyPage> | undefined;
  return page?.preload ? page.preload() : Promise.resolve();
}
