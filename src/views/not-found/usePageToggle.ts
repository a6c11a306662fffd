import { useEffect, useRef, type RefObject } from 'react';

// Controls keep their own meaning: a link navigates and the toggle button handles its own click.
const CONTROLS = 'a, button, input, select, textarea, summary, label, [role="button"], [role="link"]';

/**
 * Calls `onToggle` for a click anywhere inside the given areas except on a control. A native
 * listener, because the areas are mouse conveniences: keyboard users have the toggle button.
 */
export function usePageToggle(areas: ReadonlyArray<RefObject<HTMLElement | null>>, onToggle: () => void) {
  const onToggleRef = useRef(onToggle);
  useEffect(() => {
    onToggleRef.current = onToggle;
  }, [onToggle]);

  useEffect(() => {
    const handle = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.target instanceof Element && event.target.closest(CONTROLS)) return;
      onToggleRef.current();
    };
    const elements = areas.map((area) => area.current).filter((el): el is HTMLElement => el !== null);
    for (const el of elements) el.addEventListener('click', handle);
    return () => {
      for (const el of elements) el.removeEventListener('click', handle);
    };
  }, [areas]);
}
