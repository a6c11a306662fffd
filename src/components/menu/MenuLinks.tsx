import { itemUrl } from '../../../contracts/items';
import type { MenuAddress } from './menuAddress';

export interface MenuLinksProps {
  /** Names the list, as the tabs' label names the menu. */
  label: string;
  /** Every entry's label, in menu order; entry n is labels[n - 1]. */
  labels: readonly string[];
  active: number;
  address: Pick<MenuAddress, 'path' | 'ids'>;
}

/**
 * A menu's entries as plain links to their addresses, each of which has a prerendered page: how a
 * browser without JavaScript, where the tabs cannot switch, moves through the menu (no-js.css shows
 * the list in the tabs' place). Screens render it inside <noscript> and in the server render only:
 * a browser that runs scripts never shows it, so none of it needs to reach the bundle.
 */
export function MenuLinks({ label, labels, active, address }: MenuLinksProps) {
  return (
    <nav aria-label={label} className="menu-links">
      <ul className="menu-tabs">
        {address.ids.map((id, i) => (
          <li key={id}>
            <a
              className="menu-tabs__tab"
              href={itemUrl(address.path, id)}
              aria-current={i + 1 === active ? 'page' : undefined}
            >
              <span className="menu-tabs__cursor" aria-hidden="true">
                ▶
              </span>
              <span className="menu-tabs__label">{labels[i]}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
