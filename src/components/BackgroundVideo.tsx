import { useEffect, useRef, useState } from 'react';
import { useReducedMotion } from '../hooks/useReducedMotion';
import './background-video.css';

// The looping backdrop behind every page: decorative, muted, and paused when motion is unwelcome.
// The video joins only after the page has loaded, so it never competes with the content for
// bandwidth or main-thread time; until then the shade's gradient stands in.
export function BackgroundVideo() {
  const reduced = useReducedMotion();
  const ref = useRef<HTMLVideoElement>(null);
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

  useEffect(() => {
    const video = ref.current;
    if (!video || !loaded) return;
    if (reduced) video.pause();
    else void video.play().catch(() => {});
  }, [reduced, loaded]);

  return (
    <div className="bg-video" aria-hidden="true">
      {/* Not in the HTML: without JavaScript, Chromium would draw the video's controls over the page. */}
      {loaded && (
        <video ref={ref} muted loop playsInline preload="none" poster="/video/backdrop-poster.webp" tabIndex={-1} width={960} height={540}>
          <source src="/video/backdrop.webm" type="video/webm" />
          <source src="/video/backdrop.mp4" type="video/mp4" />
        </video>
      )}
      <div className="bg-video__shade" />
    </div>
  );
}
