import { StrictMode } from 'react';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { RouterProvider, createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet } from '@tanstack/react-router';
import NotFoundView from '../../../src/views/not-found/NotFoundView';

/** Renders the 404 view at an unknown path inside a real router, with a home page to go back to. */
export function renderNotFound(path = '/no-such-page') {
  // jsdom has no WebGL: getContext() answers null, as a browser without WebGL does.
  if (!vi.isMockFunction(HTMLCanvasElement.prototype.getContext)) {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  }
  // The router restores scroll positions; jsdom only logs "not implemented" for scrollTo.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  const root = createRootRoute({ staticData: { title: '' }, component: () => <main><Outlet /></main> });
  const routeTree = root.addChildren([
    createRoute({ getParentRoute: () => root, path: '/', staticData: { title: 'About' }, component: () => <h1>Home page</h1> }),
    createRoute({ getParentRoute: () => root, path: '$', staticData: { title: '404 - Page Not Found' }, component: NotFoundView }),
  ]);
  const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: [path] }) });
  // StrictMode, as in src/main.tsx: effects mount, unmount and mount again, which the audio graph must survive.
  return {
    router,
    ...render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    ),
  };
}
