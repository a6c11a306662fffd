import { useEffect, useRef, useState } from 'react';
import { useReducedMotion } from '../hooks/useReducedMotion';
import './background-video.css';

// The looping backdrop behind every page: decorative, muted, and paused when motion is unwelcome.
// The poster and the video are fetched only after the page has loaded, so they never compete with
// the content for bandwidth or main-thread time; until then the shade's gradient stands in.
export function BackgroundVideo() {
  const reduced = useReducedMotion();
  const ref = useRef<HTMLVideoElement>(null);
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    const start = () => setLoaded(true);
    if (document.readyState === 'complete') {
      const id = setTimeout(start, 1500);
      return () => clearTimeout(id);
    }
    const onLoad = () => setTimeout(start, 1500);
    window.addEventListener('load', onLoad, { once: true });
    return () => window.removeEventListener('load', onLoad);
  }, []);

  useEffect(() => {
    const video = ref.current;
    if (!video || !loaded) return;
    if (reduced) video.pause();
    else void video.play().catch(() => {});
  }, [reduced, loaded]);

  return (
    <div className="bg-video" aria-hidden="true">
      <video ref={ref} muted loop playsInline preload="none" poster={loaded ? '/video/backdrop-poster.webp' : undefined} tabIndex={-1} width={960} height={540}>
        {loaded && <source src="/video/backdrop.webm" type="video/webm" />}
        {loaded && <source src="/video/backdrop.mp4" type="video/mp4" />}
      </video>
      <div className="bg-video__shade" />
    </div>
  );
}
