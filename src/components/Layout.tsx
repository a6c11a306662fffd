import { useEffect } from 'react';
import { Outlet, Scripts, useMatches, useRouteContext, useRouterState } from '@tanstack/react-router';
import { usePageTitle } from '../hooks/usePageTitle';
import { useHasChanged } from '../hooks/useHasChanged';
import { shownPage, withoutScript } from '../pages';
import { BackgroundVideo } from './backdrop/BackgroundVideo';
import { NavBar } from './nav/NavBar';
import { PlayerStats } from './stats/PlayerStats';
import { SpeedInsights } from './SpeedInsights';
import './layout.css';

// The three persistent pieces (navigation, player stats, background video) around every page.
export function Layout() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const page = useMatches({ select: (matches) => shownPage(matches.at(-1)) });
  usePageTitle(page?.title);
  const renderedAt = useRouteContext({ from: '__root__', select: (context) => context.renderedAt });
  // The page that arrives as HTML paints at once; the fade-in is for the route changes after it.
  const navigated = useHasChanged(pathname);
  // Said on the document once React owns the page, for tools (and tests) that must not act on HTML alone.
  // Then what the visitor did to the HTML before is applied (src/earlyInput), outside React's commit,
  // where an event aimed at a part React has not hydrated yet makes React hydrate it and handle it.
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
    queueMicrotask(() => window.__earlyInput?.replay());
  }, []);
  // From the first route change, click or key press on, a font face that missed the first paint is used
  // (see styles/fonts.css): a shift right after the reader's own input is theirs (CLS leaves it out). The
  // swap twins (the same files) are loaded beforehand, so the change shows nothing when none was missed.
  // The input listeners stay (the layout lives as long as the page): adding the class again changes nothing.
  useEffect(() => {
    const swap = () => document.documentElement.classList.add('fonts-swap');
    if (navigated) return swap();
    document.fonts?.forEach((face) => void face.load().catch(() => {}));
    addEventListener('pointerdown', swap, true);
    addEventListener('keydown', swap, true);
  }, [navigated]);

  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <BackgroundVideo />
      <div className="layout">
        <NavBar />
        {/* The page comes before the player stats in reading and Tab order; the grid places each. */}
        <main id="main" className="layout__main" tabIndex={-1}>
          {/* Only the HTML needs the words: a browser that runs this script never shows <noscript>. */}
          <noscript>
            {import.meta.env.SSR && page && (
              <p className="no-script-notice" role="note">
                {withoutScript(page.path)}
              </p>
            )}
          </noscript>
          {/* Keyed by path so every route change replays the fade-in. */}
          <div key={pathname} className={navigated ? 'page-fade' : undefined}>
            <Outlet />
          </div>
        </main>
        <PlayerStats renderedAt={renderedAt} />
      </div>
      {/* After a route change a screen reader hears the new page's name (a live region tells changes only). */}
      <p id="page-announcer" className="visually-hidden" aria-live="polite">
        {page?.title}
      </p>
      {/* Decided at build time, so other builds carry none of it. */}
      {import.meta.env.VITE_SPEED_INSIGHTS === 'true' && <SpeedInsights />}
      {/* TanStack Router's hydration data: written into the HTML, gone before the browser hydrates. */}
      {import.meta.env.SSR && <Scripts />}
    </>
  );
}
