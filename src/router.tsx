import type { ComponentType } from 'react';
import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  lazyRouteComponent,
} from '@tanstack/react-router';
import { ITEM_ID, ITEM_PARAM } from '../contracts/items';
import { notFoundPage } from '../contracts/pages';
import { ownerRoutes } from '../content/presence';
import { Layout } from './components/Layout';
import { ErrorView } from './components/ErrorView';

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}

/** The search of a page whose entries have addresses: `?item=<id>`, or nothing for its first entry. */
export interface ItemSearch {
  item?: string;
}

/** Keeps `item` when it looks like an id (the router reads `?item=2024` as a number); drops anything else. */
export const itemSearch = ({ [ITEM_PARAM]: item }: Record<string, unknown>): ItemSearch =>
  (typeof item === 'string' || typeof item === 'number') && ITEM_ID.test(`${item}`)
    ? { item: `${item}` }
    : {};

/** What every route can read: the moment its HTML was rendered (the prerender's, or now in the browser). */
export interface RenderContext {
  renderedAt: Date;
}

// Each view is its own chunk, loaded when its route is first visited.
const views = import.meta.glob<{ default: ComponentType }>([
  './views/*/*View.tsx',
  '!./views/chatbot/{Chat,Voice}View.tsx',
]);
function viewLoader(view: string) {
  const load = views[`./views/${view}.tsx`];
  if (!load) throw new Error(`contracts/pages.ts names a view that does not exist: src/views/${view}.tsx`);
  return load;
}

/**
 * A router for one render: the prerender makes one per page, the browser one for the visit.
 * The render date travels with the page's dehydrated state, so the browser hydrates the values
 * that depend on the date (the player-stats level and EXP) exactly as the HTML shows them.
 */
export function createAppRouter({ server = false } = {}) {
  const context: RenderContext = { renderedAt: new Date() };
  // Unknown paths are the root's "not found" (TanStack Router's own), not a catch-all route, so the
  // page hydrates the same whatever the URL: the prerendered 404 page serves them all.
  const rootRoute = createRootRouteWithContext<RenderContext>()({
    component: Layout,
    errorComponent: ErrorView,
    notFoundComponent: lazyRouteComponent(viewLoader(notFoundPage.view)),
  });
  const routeTree = rootRoute.addChildren(
    ownerRoutes.map((page) =>
      createRoute({
        getParentRoute: () => rootRoute,
        path: page.path,
        component: lazyRouteComponent(viewLoader(page.view)),
        validateSearch: 'items' in page ? itemSearch : undefined,
      }),
    ),
  );
  return createRouter({
    routeTree,
    context,
    defaultErrorComponent: ErrorView,
    defaultPreload: 'intent',
    // In the browser only: restoring scroll from the HTML would need an inline script, which the CSP forbids.
    scrollRestoration: !server,
    dehydrate: () => ({ renderedAt: context.renderedAt.toISOString() }),
    hydrate: ({ renderedAt }) => {
      context.renderedAt = new Date(renderedAt);
    },
  });
}
