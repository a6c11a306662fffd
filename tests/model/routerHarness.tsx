import type { ReactNode } from 'react';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { navigation } from '../../contracts/pages';

/** Renders a component inside a real TanStack router whose routes are the site's navigation paths. */
export async function renderWithRouter(ui: ReactNode, initialPath = '/') {
  const root = createRootRoute({
    staticData: { title: '' },
    component: () => (
      <>
        {ui}
        <Outlet />
      </>
    ),
  });
  const routes = navigation.map((item) =>
    createRoute({
      getParentRoute: () => root,
      path: item.to,
      staticData: { title: item.title },
      component: () => <p>{item.title} page</p>,
    }),
  );
  const router = createRouter({
    routeTree: root.addChildren(routes),
    history: createMemoryHistory({ initialEntries: [initialPath] }),
  });
  await router.load();
  const result = render(<RouterProvider router={router} />);
  return { ...result, router };
}
