/**
 * A cursor over a menu of `count` entries, numbered from 1: the checks every menu machine guards its
 * moves with, so a move that would leave the menu matches no guard and is ignored.
 */

/** Whether `index` names an entry: a whole number from 1 to count. */
export const isInRange = (index: number, count: number) =>
  Number.isInteger(index) && index >= 1 && index <= count;

/** Whether an entry follows the one at `at`. */
export const hasNext = (at: number, count: number) => at < count;

/** Whether an entry precedes the one at `at`. */
export const hasPrev = (at: number) => at > 1;
