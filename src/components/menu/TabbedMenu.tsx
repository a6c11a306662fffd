import { MenuTabs, type MenuTabItem } from './MenuTabs';
import { MenuLinks } from './MenuLinks';
import type { MenuAddress } from './menuAddress';

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

/**
 * A menu's tabs, and for a browser without JavaScript the same entries as links (rendered only on
 * the server, inside <noscript>). Every menu screen draws its menu through this.
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
  const first = shown ? shown.start : 1;
  const items: MenuTabItem[] = labels
    .slice(first - 1, shown ? first - 1 + shown.size : undefined)
    .map((text, offset) => ({ index: first + offset, label: text }));

  return (
    <>
      <MenuTabs
        label={label}
        idPrefix={idPrefix}
        items={items}
        active={active}
        count={labels.length}
        panelId={panelId}
        onSelect={onSelect}
      />
      <noscript>
        {import.meta.env.SSR && address && (
          <MenuLinks label={label} labels={labels} active={active} address={address} />
        )}
      </noscript>
    </>
  );
}
