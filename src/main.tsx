import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import './styles/fonts.css';
import './styles/tokens.css';
import './styles/global.css';
import { createAppRouter } from './router';
import { setInspector } from './dev/inspect';

// `?inspect` opens the Stately inspector in development; the branch is removed from production builds.
if (import.meta.env.DEV && new URLSearchParams(location.search).has('inspect')) {
  const { createBrowserInspector } = await import('@statelyai/inspect');
  setInspector(createBrowserInspector().inspect);
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html must contain <div id="root">');
const router = createAppRouter();

// Built pages arrive rendered (see scripts/build/prerender.ts): React hydrates them in a transition,
// in small slices, so input is never blocked for long. Only the dev server sends an empty root to render.
startTransition(() => {
  if (!import.meta.env.DEV || '$_TSR' in window) {
    hydrateRoot(
      root,
      <StrictMode>
        <RouterClient router={router} />
      </StrictMode>,
    );
  } else {
    createRoot(root).render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    );
  }
});
