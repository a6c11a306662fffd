import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import '@fontsource/chakra-petch/latin-400.css';
import '@fontsource/press-start-2p/latin-400.css';
import '@fontsource/vt323/latin-400.css';
import './styles/tokens.css';
import './styles/global.css';
import { router } from './router';

// `?inspect` opens the Stately inspector in development; the branch is removed from production builds.
if (import.meta.env.DEV && new URLSearchParams(location.search).has('inspect')) {
  await import('./dev/inspect').then((m) => m.startInspector());
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html must contain <div id="root">');
// A transition lets React render the first screen in small slices, so the main thread stays free
// for input while the app boots (no long task on slow phones).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
});
