import { createRootRoute, createRoute, createRouter, lazyRouteComponent } from '@tanstack/react-router';
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
const page = (path: string, title: string, load: Parameters<typeof lazyRouteComponent>[0]) =>
  createRoute({ getParentRoute: () => rootRoute, path, staticData: { title }, component: lazyRouteComponent(load) });

const routeTree = rootRoute.addChildren([
  page('/', 'About', () => import('./views/about/AboutView')),
  page('/skills', 'Skills', () => import('./views/skills/SkillsView')),
  page('/projects', 'Projects', () => import('./views/projects/ProjectsView')),
  page('/hackathons', 'Hackathons', () => import('./views/hackathons/HackathonsView')),
  page('/chatbot', 'Chatbot', () => import('./views/chatbot/ChatbotView')),
  page('/contact', 'Contact', () => import('./views/contact/ContactView')),
  page('$', '404 - Page Not Found', () => import('./views/not-found/NotFoundView')),
]);

export const router = createRouter({
  routeTree,
  defaultErrorComponent: ErrorView,
  defaultPreload: 'intent',
  scrollRestoration: true,
});
