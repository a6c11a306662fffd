import type { ReactNode } from 'react';

export interface MenuPosition {
  /** The active entry, 1-based. */
  active: number;
  select: (index: number) => void;
}

/** What a menu screen takes from its page's address; without it the menu stands alone and opens on its first entry. */
export interface MenuAddress {
  /** The page's path: entry n's address is `<path>?item=<ids[n - 1]>`. */
  path: string;
  /** Each entry's id, in menu order. */
  ids: readonly string[];
  /** The entry the address names, 1-based (0 for none): the menu opens on it. */
  opening: number;
  /** Keeps the menu and the address in step from then on (<ItemAddress>, see useItemAddress). */
  follow?: (menu: MenuPosition) => ReactNode;
}
