import { isInRange } from './cursor';

/**
 * The entry a menu of `count` entries opens on, 1-based: the one its page's address asks for (see
 * src/components/menu/ItemAddress.tsx) when the menu has it, else the first.
 */
export const openingIndex = (index: number | undefined, count: number) =>
  index !== undefined && isInRange(index, count) ? index : 1;
