import type { ComponentType } from 'react';
import { createRootRoute, createRoute, createRouter, lazyRouteComponent } from '@tanstack/react-router';
import { pages } from './pages';
import { Layout } from './components/Layout';
import { ErrorView } from './components/ErrorView';

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
  interface StaticDataRouteOption {
    /** The page name shown in the tab title after the owner's name. */
    title: string;
  }
}

const rootRoute = createRootRoute({ component: Layout, errorComponent: ErrorView, staticData: { title: '' } });

// Each view is its own chunk, loaded when its route is first visited.
const views = import.meta.glob<{ default: ComponentType }>('./views/*/*View.tsx');

const routeTree = rootRoute.addChildren(
  pages.map(({ path, title, view }) => {
    const load = views[`./views/${view}.tsx`];
    if (!load) throw new Error(`src/pages.ts names a view that does not exist: src/views/${view}.tsx`);
    return createRoute({ getParentRoute: () => rootRoute, path, staticData: { title }, component: lazyRouteComponent(load) });
  }),
);

export const router = createRouter({
  routeTree,
  defaultErrorComponent: ErrorView,
  defaultPreload: 'intent',
  scrollRestoration: true,
});
