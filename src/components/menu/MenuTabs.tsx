import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import './menu.css';

export interface MenuTabItem {
  /** 1-based position in the whole menu. */
  index: number;
  label: ReactNode;
}

export interface MenuTabsProps {
  /** Accessible name of the menu. */
  label: string;
  /** Prefix for element ids; tab ids come from tabId(idPrefix, index). */
  idPrefix: string;
  /** The tabs to render: all of them, or the visible window. */
  items: readonly MenuTabItem[];
  active: number;
  /** Size of the whole menu, for Home/End and "n of N" announcements. */
  count: number;
  panelId: string;
  onSelect: (index: number) => void;
  className?: string;
}

export const tabId = (idPrefix: string, index: number) => `${idPrefix}-tab-${index}`;

const keyMoves: Record<string, (from: number, count: number) => number> = {
  ArrowDown: (from) => from + 1,
  ArrowRight: (from) => from + 1,
  ArrowUp: (from) => from - 1,
  ArrowLeft: (from) => from - 1,
  Home: () => 1,
  End: (_, count) => count,
};

/**
 * A game-menu list with tab semantics: one tab stop (the selected entry), arrow keys, Home and End
 * select and follow with focus, Enter, Space and click select. The machine decides; this only renders.
 */
export function MenuTabs({
  label,
  idPrefix,
  items,
  active,
  count,
  panelId,
  onSelect,
  className,
}: MenuTabsProps) {
  const followFocus = useRef(false);
  // The tab that last had focus: if a window shift removes it, focus goes to the selected tab, not the page.
  const lastFocused = useRef<number | null>(null);

  useEffect(() => {
    const lost =
      lastFocused.current !== null &&
      document.activeElement === document.body &&
      !document.getElementById(tabId(idPrefix, lastFocused.current));
    if (!followFocus.current && !lost) return;
    followFocus.current = false;
    document.getElementById(tabId(idPrefix, active))?.focus();
  }, [active, idPrefix]);

  // Moves count from the tab that has focus, as in any tab list.
  const onKeyDown = (from: number) => (event: KeyboardEvent<HTMLButtonElement>) => {
    const move = keyMoves[event.key];
    if (!move) return;
    event.preventDefault();
    const target = move(from, count);
    // Out-of-range targets go to the machine too; it ignores them.
    followFocus.current = target >= 1 && target <= count;
    onSelect(target);
  };

  return (
    <div
      role="tablist"
      aria-label={label}
      aria-orientation="vertical"
      className={['menu-tabs', className].filter(Boolean).join(' ')}
    >
      {items.map((item) => {
        const selected = item.index === active;
        return (
          <button
            key={item.index}
            id={tabId(idPrefix, item.index)}
            type="button"
            role="tab"
            className="menu-tabs__tab"
            aria-selected={selected}
            aria-controls={panelId}
            aria-posinset={item.index}
            aria-setsize={count}
            tabIndex={selected ? 0 : -1}
            onClick={() => onSelect(item.index)}
            onKeyDown={onKeyDown(item.index)}
            onFocus={() => (lastFocused.current = item.index)}
            onBlur={(event) => {
              if (event.relatedTarget) lastFocused.current = null;
            }}
          >
            <span className="menu-tabs__cursor" aria-hidden="true">
              ▶
            </span>
            <span className="menu-tabs__label">{item.label}</span>
          </button>
        );
      })}
    </div>
  );
}
