import { lazy, Suspense, useEffect, useState } from 'react';
import { useReducedMotion } from '../../hooks/useReducedMotion';
import './background-video.css';

// The looping backdrop behind every page: decorative, muted, and paused when motion is unwelcome or
// the visitor pauses it. The video and its control join only after the page has loaded (their code
// too), so they never compete with the content for bandwidth or main-thread time; until then the
// shade's gradient stands in.
const BackdropVideo = lazy(() => import('./Backdrop').then((m) => ({ default: m.BackdropVideo })));
const BackdropToggle = lazy(() => import('./Backdrop').then((m) => ({ default: m.BackdropToggle })));

export function BackgroundVideo() {
  const reduced = useReducedMotion();
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    let id: ReturnType<typeof setTimeout> | undefined;
    const onLoad = () => {
      id = setTimeout(() => setLoaded(true), 1500);
    };
    if (document.readyState === 'complete') onLoad();
    else window.addEventListener('load', onLoad, { once: true });
    return () => {
      window.removeEventListener('load', onLoad);
      clearTimeout(id);
    };
  }, []);

  // Each part waits for the code on its own, so the shade never leaves the page meanwhile.
  return (
    <>
      {/* Under reduced motion the video stays paused, so there is nothing to stop. */}
      <Suspense fallback={null}>{loaded && !reduced && <BackdropToggle />}</Suspense>
      <div className="bg-video" aria-hidden="true">
        {/* Not in the HTML: without JavaScript, Chromium would draw the video's controls over the page. */}
        <Suspense fallback={null}>{loaded && <BackdropVideo reduced={reduced} />}</Suspense>
        <div className="bg-video__shade" />
      </div>
    </>
  );
}
