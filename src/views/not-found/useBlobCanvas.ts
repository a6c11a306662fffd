import { useEffect, useRef, useState, type RefObject } from 'react';
import { createBlobRenderer } from './blobRenderer';
import { REST_RADIUS, blobRadius } from './loudness';

export type BlobMode = 'webgl' | 'fallback';

// A pleasant pose for the single still frame drawn under prefers-reduced-motion.
const STILL_SECONDS = 4.2;
// Wrapping the clock keeps the shader's mediump float precise on long visits.
const CLOCK_WRAP_SECONDS = 600;
const MAX_PIXEL_RATIO = 2;

/** Calls `onChange` whenever devicePixelRatio changes (zoom, moving to another screen). */
function watchPixelRatio(onChange: () => void): () => void {
  let query: MediaQueryList | undefined;
  const listen = () => {
    query?.removeEventListener('change', handle);
    query = window.matchMedia(`(resolution: ${window.devicePixelRatio}dppx)`);
    query.addEventListener('change', handle);
  };
  function handle() {
    listen();
    onChange();
  }
  listen();
  return () => query?.removeEventListener('change', handle);
}

/** Calls `onResize` when the element's box changes size. */
function watchSize(element: Element, onResize: () => void): () => void {
  if (typeof ResizeObserver === 'function') {
    const observer = new ResizeObserver(onResize);
    observer.observe(element);
    return () => observer.disconnect();
  }
  window.addEventListener('resize', onResize);
  return () => window.removeEventListener('resize', onResize);
}

/**
 * Runs the WebGL blob on `canvasRef`: sized to its box times devicePixelRatio (capped at 2), one
 * frame per animation frame with the radius from `level()`, or a single still frame under reduced
 * motion. Falls back when WebGL is unavailable, the shaders fail or the context is lost.
 */
export function useBlobCanvas(canvasRef: RefObject<HTMLCanvasElement | null>, level: () => number, reducedMotion: boolean): BlobMode {
  const [mode, setMode] = useState<BlobMode>('webgl');
  const levelRef = useRef(level);
  useEffect(() => {
    levelRef.current = level;
  }, [level]);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const renderer = createBlobRenderer(canvas);
    if (!renderer) {
      setMode('fallback');
      return;
    }

    let frame = 0;
    const startedAt = performance.now();
    const drawStill = () => renderer.draw(STILL_SECONDS, REST_RADIUS);
    const tick = (now: number) => {
      renderer.draw(((now - startedAt) / 1000) % CLOCK_WRAP_SECONDS, blobRadius(levelRef.current()));
      frame = requestAnimationFrame(tick);
    };
    const fit = () => {
      const ratio = Math.min(window.devicePixelRatio || 1, MAX_PIXEL_RATIO);
      renderer.resize(Math.max(1, Math.round(canvas.clientWidth * ratio)), Math.max(1, Math.round(canvas.clientHeight * ratio)));
      // A resize clears the drawing buffer; the animation loop repaints by itself, a still frame must be redrawn.
      if (reducedMotion) drawStill();
    };
    const onContextLost = (event: Event) => {
      event.preventDefault();
      cancelAnimationFrame(frame);
      setMode('fallback');
    };

    fit();
    const stopSize = watchSize(canvas, fit);
    const stopRatio = watchPixelRatio(fit);
    canvas.addEventListener('webglcontextlost', onContextLost);
    if (reducedMotion) drawStill();
    else frame = requestAnimationFrame(tick);

    return () => {
      cancelAnimationFrame(frame);
      stopSize();
      stopRatio();
      canvas.removeEventListener('webglcontextlost', onContextLost);
      renderer.dispose();
    };
  }, [canvasRef, reducedMotion]);

  return mode;
}
