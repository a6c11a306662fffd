import { useSearch } from '@tanstack/react-router';
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
  /** Keeps the menu and the address in step from then on (the route passes <ItemAddress>). */
  follow?: (menu: MenuPosition) => ReactNode;
}

/**
 * The address of a page whose menu entries have their own (`/projects?item=snake`). The menu opens
 * on the entry the address names, as the prerender drew it into that address's HTML, so hydration
 * finds that entry already active and nothing changes on screen.
 */
export function useMenuAddress(path: string, ids: readonly string[]): MenuAddress {
  const item = useSearch({ strict: false, select: (search) => search.item });
  return { path, ids, opening: ids.indexOf(item ?? '') + 1 };
}
