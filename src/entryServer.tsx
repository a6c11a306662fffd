import { createRequestHandler, renderRouterToString, RouterServer } from '@tanstack/react-router/ssr/server';
import { createAppRouter } from './router';
import { pageTitle } from './hooks/usePageTitle';
import { shownPage } from './pages';

export interface RenderedPage {
  status: number;
  /** The tab title, so the HTML names the page before any script runs. */
  title: string;
  /** The page's markup for `<div id="root">`, with TanStack Router's hydration scripts. */
  html: string;
}

/** Renders one URL with TanStack Router's server rendering; the build's prerender calls it for every page. */
export async function render(url: string): Promise<RenderedPage> {
  const request = new Request(new URL(url, 'http://localhost'));
  let title = '';
  const handler = createRequestHandler({ request, createRouter: () => createAppRouter({ server: true }) });
  const response = await handler(({ responseHeaders, router }) => {
    title = pageTitle(shownPage(router.state.matches.at(-1))?.title ?? '');
    return renderRouterToString({ responseHeaders, router, children: <RouterServer router={router} /> });
  });
  const html = (await response.text()).replace(/^<!DOCTYPE html>/i, '');
  return { status: response.status, title, html };
}
