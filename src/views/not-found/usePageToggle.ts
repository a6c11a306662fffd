import { useEffect, useRef } from 'react';

// Controls keep their own meaning: a link navigates and the toggle button handles its own click.
const CONTROLS = 'a, button, input, select, textarea, summary, label, [role="button"], [role="link"]';

/**
 * Calls `onToggle` for a click anywhere on the page (anywhere means anywhere: the blob, the
 * text, the margins around the shared layout) except on a control. A native listener on the
 * document, because the page is a mouse convenience: keyboard users have the toggle button.
 */
export function usePageToggle(onToggle: () => void) {
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
    document.addEventListener('click', handle);
    return () => document.removeEventListener('click', handle);
  }, []);
}
