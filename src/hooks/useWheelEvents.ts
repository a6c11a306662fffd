import { useEffect, useRef, type RefObject } from 'react';

/**
 * Wheel events closer together than this belong to one gesture. A trackpad flick (and its inertia)
 * fires a burst of events every frame or so; one gesture must move one item, never several.
 */
export const WHEEL_GESTURE_GAP_MS = 200;

export type WheelDirection = 1 | -1;

/**
 * Turns raw wheel events into steps: the first event of a gesture asks `step`, the rest of the
 * gesture is swallowed if that step was taken, or left to scroll the page if it was refused
 * (at the end of a list the wheel scrolls the page as usual).
 */
export function createWheelGate(step: (direction: WheelDirection) => boolean, gapMs = WHEEL_GESTURE_GAP_MS) {
  let lastAt = Number.NEGATIVE_INFINITY;
  let lastDirection = 0;
  let taken = false;
  return (deltaY: number, now: number): boolean => {
    const direction = Math.sign(deltaY);
    if (direction === 0) return false;
    const fresh = now - lastAt > gapMs || direction !== lastDirection;
    lastAt = now;
    lastDirection = direction;
    if (fresh) taken = step(direction as WheelDirection);
    return taken;
  };
}

/**
 * Steps through a menu with the mouse wheel over `ref`: deltaY > 0 is the next item. `step` says
 * whether the move was taken, so the page scrolls only when the menu cannot move.
 */
export function useWheelStep(
  ref: RefObject<HTMLElement | null>,
  step: (direction: WheelDirection) => boolean,
) {
  const stepRef = useRef(step);
  useEffect(() => {
    stepRef.current = step;
  });

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const gate = createWheelGate((direction) => stepRef.current(direction));
    const onWheel = (event: WheelEvent) => {
      // Ctrl + wheel is the browser's (and a trackpad pinch's) zoom: leave it alone.
      if (event.ctrlKey) return;
      if (gate(event.deltaY, performance.now())) event.preventDefault();
    };
    // Not passive: a taken step must stop the page from scrolling under the menu.
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [ref]);
}

interface SteppableActor<E> {
  getSnapshot(): { can(event: E): boolean };
  send(event: E): void;
}

/**
 * Wheel-steps a menu machine over the returned ref: deltaY > 0 sends `next`, otherwise `prev`, and
 * only when the machine can take the event, so a refused move leaves the page to scroll.
 */
export function useWheelEvents<E>(actor: SteppableActor<E>, next: E, prev: E) {
  const ref = useRef<HTMLElement>(null);
  useWheelStep(ref, (direction) => {
    const event = direction > 0 ? next : prev;
    if (!actor.getSnapshot().can(event)) return false;
    actor.send(event);
    return true;
  });
  return ref;
}
