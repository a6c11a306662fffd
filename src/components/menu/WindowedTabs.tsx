import { useEffect, useRef } from 'react';
import { TabbedMenu, tabId } from './TabbedMenu';
import type { MenuAddress } from './menuAddress';

export interface WindowedTabsProps {
  label: string;
  idPrefix: string;
  /** Every item's label, in order; item n is labels[n - 1]. */
  labels: readonly string[];
  active: number;
  windowStart: number;
  size: number;
  panelId: string;
  /** Names the arrows: "Previous project", "Next project". */
  noun: string;
  /** The items' addresses, when they have them: the HTML then also lists them all as plain links. */
  address?: MenuAddress;
  onSelect: (index: number) => void;
  onPrev: () => void;
  onNext: () => void;
}

/** A menu showing `size` items from windowStart, with arrows only where a previous or next item exists. */
export function WindowedTabs({
  label,
  idPrefix,
  labels,
  active,
  windowStart,
  size,
  panelId,
  noun,
  address,
  onSelect,
  onPrev,
  onNext,
}: WindowedTabsProps) {
  const count = labels.length;
  const hasPrev = active > 1;
  const hasNext = active < count;

  // An arrow vanishes when its end is reached; its focus moves to the selected entry instead of the page.
  const refocus = useRef(false);
  useEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    document.getElementById(tabId(idPrefix, active))?.focus();
  }, [active, idPrefix]);

  const prev = () => {
    refocus.current = active - 1 <= 1;
    onPrev();
  };
  const next = () => {
    refocus.current = active + 1 >= count;
    onNext();
  };

  return (
    <div className="windowed-tabs">
      <TabbedMenu
        label={label}
        idPrefix={idPrefix}
        labels={labels}
        active={active}
        panelId={panelId}
        shown={{ start: windowStart, size }}
        address={address}
        onSelect={onSelect}
      />
      <div className="windowed-tabs__controls">
        {/* Fixed slots, so an arrow that appears or goes never moves the other controls. */}
        <div className="windowed-tabs__arrow-slot">
          {hasPrev && (
            <button
              type="button"
              className="windowed-tabs__arrow"
              aria-label={`Previous ${noun}`}
              onClick={prev}
            >
              <span aria-hidden="true">▲</span>
            </button>
          )}
        </div>
        <p className="windowed-tabs__counter" aria-hidden="true">
          {String(active).padStart(2, '0')} / {String(count).padStart(2, '0')}
        </p>
        <div className="windowed-tabs__arrow-slot">
          {hasNext && (
            <button type="button" className="windowed-tabs__arrow" aria-label={`Next ${noun}`} onClick={next}>
              <span aria-hidden="true">▼</span>
            </button>
          )}
        </div>
      </div>
    </div>
  );
}
