import { useEffect, useRef } from 'react';
import { setPaused, usePaused } from './paused';

// The video itself and its pause control, loaded after the page (BackgroundVideo.tsx) so neither costs
// the first paint. A moving background that starts by itself must be possible to stop (WCAG 2.2.2):
// the control sits first after the skip link, and the choice is kept for the next visit.

export function BackdropVideo({ reduced }: { reduced: boolean }) {
  const ref = useRef<HTMLVideoElement>(null);
  const paused = usePaused();
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    if (reduced || paused) video.pause();
    else void video.play().catch(() => {});
  }, [reduced, paused]);
  return (
    <video
      ref={ref}
      muted
      loop
      playsInline
      preload="none"
      poster="/video/backdrop-poster.webp"
      tabIndex={-1}
      width={960}
      height={540}
    >
      <source src="/video/backdrop.webm" type="video/webm" />
      <source src="/video/backdrop.mp4" type="video/mp4" />
    </video>
  );
}

export function BackdropToggle() {
  const paused = usePaused();
  return (
    <button
      type="button"
      className="bg-video__toggle"
      aria-pressed={paused}
      onClick={() => setPaused(!paused)}
    >
      <span className={`bg-video__icon bg-video__icon--${paused ? 'play' : 'pause'}`} aria-hidden="true" />
      <span className="visually-hidden">Pause background video</span>
    </button>
  );
}
