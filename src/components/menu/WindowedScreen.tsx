import type { ReactNode } from 'react';
import { tabId } from './TabbedMenu';
import { WindowedTabs } from './WindowedTabs';
import { useWindowedMenu } from './useWindowedMenu';
import { useHasChanged } from '../../hooks/useHasChanged';
import type { MenuAddress } from './menuAddress';

export interface DetailControls {
  detailsOpen: boolean;
  toggleDetails: () => void;
  overlayId: string;
}

export interface WindowedScreenProps<T> {
  heading: string;
  idPrefix: string;
  /** Singular name of an item, for the arrows: "project". */
  noun: string;
  menuLabel: string;
  items: readonly T[];
  labelOf: (item: T) => string;
  renderDetail: (item: T, controls: DetailControls) => ReactNode;
  className: string;
  /** Ties the menu to the page's address (the route passes useItemAddress's); without it the menu stands alone. */
  address?: MenuAddress;
}

/** Projects and Hackathons: a windowed menu beside the active item's detail, one machine given N. */
export function WindowedScreen<T>({
  heading,
  idPrefix,
  noun,
  menuLabel,
  items,
  labelOf,
  renderDetail,
  className,
  address,
}: WindowedScreenProps<T>) {
  const { snapshot, send, rootRef } = useWindowedMenu(items.length, address?.opening);
  const { active, windowStart, size } = snapshot.context;
  const item = items[active - 1];
  const panelId = `${idPrefix}-panel`;
  // The item the page opens on is part of the first paint; the ones chosen after it slide in.
  const switched = useHasChanged(active);

  return (
    <section
      ref={rootRef}
      className={`windowed-screen hud-panel ${className}`}
      aria-labelledby={`${idPrefix}-heading`}
    >
      {address?.follow?.({ active, select: (index) => send({ type: 'item.select', index }) })}
      <h1 id={`${idPrefix}-heading`} className="page-heading">
        {heading}
      </h1>
      <div className="windowed-screen__body">
        <WindowedTabs
          label={menuLabel}
          idPrefix={idPrefix}
          labels={items.map(labelOf)}
          active={active}
          windowStart={windowStart}
          size={size}
          panelId={panelId}
          noun={noun}
          address={address}
          onSelect={(index) => send({ type: 'item.select', index })}
          onPrev={() => send({ type: 'item.prev' })}
          onNext={() => send({ type: 'item.next' })}
        />
        <div
          role="tabpanel"
          id={panelId}
          aria-labelledby={tabId(idPrefix, active)}
          className="windowed-screen__detail"
        >
          {/* Keyed so each newly selected item replays the entry animation. */}
          <div
            key={active}
            className={
              switched ? 'windowed-screen__entry windowed-screen__entry--enter' : 'windowed-screen__entry'
            }
          >
            {item &&
              renderDetail(item, {
                detailsOpen: snapshot.matches('detailsShown'),
                toggleDetails: () => send({ type: 'details.toggle' }),
                overlayId: `${idPrefix}-overlay`,
              })}
          </div>
        </div>
      </div>
    </section>
  );
}
