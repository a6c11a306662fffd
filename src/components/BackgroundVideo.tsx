import { useEffect, useRef } from 'react';
import { useReducedMotion } from '../hooks/useReducedMotion';
import './background-video.css';

// The looping backdrop behind every page. Decorative, muted, and paused when motion is unwelcome.
export function BackgroundVideo() {
  const reduced = useReducedMotion();
  const ref = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    if (reduced) video.pause();
    else void video.play().catch(() => {});
  }, [reduced]);

  return (
    <div className="bg-video" aria-hidden="true">
      <video ref={ref} autoPlay={!reduced} muted loop playsInline preload="metadata" poster="/video/backdrop-poster.webp" tabIndex={-1} width={960} height={540}>
        <source src="/video/backdrop.webm" type="video/webm" />
        <source src="/video/backdrop.mp4" type="video/mp4" />
      </video>
      <div className="bg-video__shade" />
    </div>
  );
}
