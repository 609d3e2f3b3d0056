import { type ComponentType, lazy } from 'react';

/** A page in its own chunk, whose module can be loaded ahead of its first render. */
export interface LazyPage {
  preload(): Promise<ComponentType>;
  /** The page's component, once its module has loaded. */
  loaded?: ComponentType;
  /** The page as React.lazy renders it: suspending until its module has loaded. */
  suspending: ComponentType;
}

/**
 * A page in its own chunk, like React.lazy, that renders at once when its module was loaded before
 * (React.lazy suspends on its first render even then). A first visit loads the current page's module
 * before the first render, so that render shows the page, not the loading state.
 */
export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  let loading: Promise<ComponentType> | undefined;
  const page: LazyPage = {
    preload() {
      loading ??= load().then(
        (component) => {
          page.loaded = component;
          return component;
        },
        (error: unknown) => {
          // A failed download is tried again by the next render or preload.
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    suspending: lazy(async () => ({ default: await page.preload() })),
  };
  return page;
}

/** Renders a lazily loaded page: at once when its module is there, else through Suspense. */
export function LazyPageView({ page }: { page: LazyPage }) {
  const Page = page.loaded ?? page.suspending;
  return <Page />;
}
