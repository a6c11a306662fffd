import { useEffect, useRef, type KeyboardEvent } from 'react';
import { MenuLinks } from './MenuLinks';
import type { MenuAddress } from './menuAddress';
import './menu.css';

export interface MenuWindow {
  /** 1-based position of the first tab shown. */
  start: number;
  size: number;
}

export interface TabbedMenuProps {
  /** Accessible name of the menu, and of its list of links. */
  label: string;
  /** Prefix for element ids; tab ids come from tabId(idPrefix, index). */
  idPrefix: string;
  /** Every entry's label, in menu order; entry n is labels[n - 1]. */
  labels: readonly string[];
  active: number;
  panelId: string;
  /** The tabs shown, when the menu shows only some of them; all of them without it. */
  shown?: MenuWindow;
  /** The entries' addresses, when they have them: the HTML then also lists them all as plain links. */
  address?: MenuAddress;
  onSelect: (index: number) => void;
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
 * For a browser without JavaScript the same entries follow as links (rendered only on the server,
 * inside <noscript>). Every menu screen draws its menu through this.
 */
export function TabbedMenu({
  label,
  idPrefix,
  labels,
  active,
  panelId,
  shown,
  address,
  onSelect,
}: TabbedMenuProps) {
  const count = labels.length;
  const first = shown ? shown.start : 1;
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
    <>
      <div role="tablist" aria-label={label} aria-orientation="vertical" className="menu-tabs">
        {labels.slice(first - 1, shown ? first - 1 + shown.size : count).map((text, offset) => {
          const index = first + offset;
          const selected = index === active;
          return (
            <button
              key={index}
              id={tabId(idPrefix, index)}
              type="button"
              role="tab"
              className="menu-tabs__tab"
              aria-selected={selected}
              aria-controls={panelId}
              aria-posinset={index}
              aria-setsize={count}
              tabIndex={selected ? 0 : -1}
              onClick={() => onSelect(index)}
              onKeyDown={onKeyDown(index)}
              onFocus={() => (lastFocused.current = index)}
              onBlur={(event) => {
                if (event.relatedTarget) lastFocused.current = null;
              }}
            >
              <span className="menu-tabs__cursor" aria-hidden="true">
                ▶
              </span>
              <span className="menu-tabs__label">{text}</span>
            </button>
          );
        })}
      </div>
      <noscript>
        {import.meta.env.SSR && address && (
          <MenuLinks label={label} labels={labels} active={active} address={address} />
        )}
      </noscript>
    </>
  );
}
