import { useEffect, useRef, useState, type RefObject } from 'react';
import { createBlobRenderer, type BlobFrame } from './blobRenderer';
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

/** Centres the blob on the anchor (the page text) and sizes it to the screen: half the height on
 * landscape screens, three quarters of the width on narrow portrait ones. */
function placement(
  canvas: HTMLCanvasElement,
  anchor: Element | null,
): Pick<BlobFrame, 'centerX' | 'centerY' | 'unit'> {
  const width = canvas.clientWidth;
  const height = canvas.clientHeight;
  const box = anchor?.getBoundingClientRect();
  return {
    centerX: box && box.width > 0 ? box.left + box.width / 2 : width / 2,
    centerY: box && box.height > 0 ? box.top + box.height / 2 : height / 2,
    unit: Math.min(height / 2, width * 0.75),
  };
}

/**
 * Runs the WebGL blob on `canvasRef`: sized to its box times devicePixelRatio (capped at 2), one
 * frame per animation frame with the radius from `level()`, or a single still frame under reduced
 * motion. Falls back when WebGL is unavailable, the shaders fail or the context is lost.
 */
export function useBlobCanvas(
  /** Null until the canvas can exist (after hydration). */
  canvasRef: RefObject<HTMLCanvasElement | null> | null,
  anchorRef: RefObject<Element | null>,
  level: () => number,
  reducedMotion: boolean,
): BlobMode {
  const [mode, setMode] = useState<BlobMode>('webgl');
  const levelRef = useRef(level);
  useEffect(() => {
    levelRef.current = level;
  }, [level]);

  useEffect(() => {
    const canvas = canvasRef?.current;
    if (!canvas) return;
    const renderer = createBlobRenderer(canvas);
    if (!renderer) {
      setMode('fallback');
      return;
    }

    let frame = 0;
    const startedAt = performance.now();
    const drawStill = () =>
      renderer.draw({ seconds: STILL_SECONDS, radius: REST_RADIUS, ...placement(canvas, anchorRef.current) });
    const tick = (now: number) => {
      const seconds = ((now - startedAt) / 1000) % CLOCK_WRAP_SECONDS;
      renderer.draw({
        seconds,
        radius: blobRadius(levelRef.current()),
        ...placement(canvas, anchorRef.current),
      });
      frame = requestAnimationFrame(tick);
    };
    const fit = () => {
      renderer.resize(
        canvas.clientWidth,
        canvas.clientHeight,
        Math.min(window.devicePixelRatio || 1, MAX_PIXEL_RATIO),
      );
      // A resize clears the drawing buffer; the animation loop repaints by itself, a still frame must be redrawn.
      if (reducedMotion) drawStill();
    };
    // The text scrolls (or reflows) over the fixed canvas; a still blob is moved along with it.
    const onScroll = () => {
      if (reducedMotion) drawStill();
    };
    // Losing the context ends this renderer for good: release everything now, not when the page is left.
    const onContextLost = (event: Event) => {
      event.preventDefault();
      teardown();
      setMode('fallback');
    };

    fit();
    const stopSize = watchSize(canvas, fit);
    // Web fonts arriving resize the text block and move its centre; a still frame must follow.
    const anchor = anchorRef.current;
    const stopAnchor = anchor ? watchSize(anchor, onScroll) : () => {};
    const stopRatio = watchPixelRatio(fit);
    canvas.addEventListener('webglcontextlost', onContextLost);
    window.addEventListener('scroll', onScroll, { passive: true });
    if (reducedMotion) drawStill();
    else frame = requestAnimationFrame(tick);

    let tornDown = false;
    function teardown() {
      if (tornDown) return;
      tornDown = true;
      cancelAnimationFrame(frame);
      stopSize();
      stopAnchor();
      stopRatio();
      canvas?.removeEventListener('webglcontextlost', onContextLost);
      window.removeEventListener('scroll', onScroll);
      renderer?.dispose();
    }
    return teardown;
  }, [canvasRef, anchorRef, reducedMotion]);

  return mode;
}
