import { useNavigate, useSearch } from '@tanstack/react-router';
import { useEffectEvent, useLayoutEffect, useRef } from 'react';
import type { MenuAddress, MenuPosition } from './menuAddress';

interface ItemAddressProps extends MenuPosition {
  /** Each entry's id, in menu order: what `?item=` names. */
  ids: readonly string[];
}

/**
 * Keeps a menu and its page's `?item=<id>` in step. The address opens the menu at its entry, on
 * back and forward (on arrival the menu already opens there, see useItemAddress); each entry the
 * visitor picks gets an address, and a history entry, of its own. Draws nothing.
 */
export function ItemAddress({ ids, active, select }: ItemAddressProps) {
  const item = useSearch({ strict: false, select: (search) => search.item });
  const navigate = useNavigate();
  // The entry the address last asked for: a change to it came from the address, not the visitor.
  const fromAddress = useRef(active);

  const followAddress = useEffectEvent((id: string | undefined) => {
    const found = id === undefined ? 1 : ids.indexOf(id) + 1;
    // An id the menu does not have (a renamed project, a mistyped link) opens the first entry, and
    // leaves the address without it rather than pointing at nothing.
    if (found === 0)
      void navigate({
        to: '.',
        search: (search) => ({ ...search, item: undefined }),
        replace: true,
        resetScroll: false,
      });
    const index = found || 1;
    fromAddress.current = index;
    if (index !== active) select(index);
  });
  const followMenu = useEffectEvent(() => {
    if (active === fromAddress.current) return;
    fromAddress.current = active;
    void navigate({
      to: '.',
      search: (search) => ({ ...search, item: ids[active - 1] }),
      resetScroll: false,
    });
  });

  useLayoutEffect(() => followMenu(), [active]);
  useLayoutEffect(() => followAddress(item), [item]);
  return null;
}

/**
 * The address of a page whose menu entries have their own (`/projects?item=<id>`), for its screen:
 * the menu opens on the entry the address names, as the prerender drew it into that address's HTML,
 * so hydration finds that entry already active and nothing changes on screen; from then on
 * <ItemAddress> keeps the two in step.
 */
export function useItemAddress(path: string, ids: readonly string[]): MenuAddress {
  const item = useSearch({ strict: false, select: (search) => search.item });
  return {
    path,
    ids,
    opening: ids.indexOf(item ?? '') + 1,
    follow: (menu) => <ItemAddress ids={ids} {...menu} />,
  };
}
