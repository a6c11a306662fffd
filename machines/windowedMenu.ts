import { assign, setup } from 'xstate';
import { hasNext, hasPrev, isInRange } from './lib/cursor';
import { openingIndex } from './lib/opening';

/**
 * A menu of `count` items showing a window of `size` of them around the active one (Projects and
 * Hackathons). It also holds whether the visitor pinned the detail image's overlay open, which is
 * how touch and keyboard users reach what a mouse sees on hover.
 */
export interface WindowedMenuInput {
  count: number;
  size?: number;
  /** The item it opens on, 1-based (the page's address names it); 1 when missing or out of range. */
  active?: number;
}

export interface WindowedMenuContext {
  count: number;
  size: number;
  /** Active item, 1-based. */
  active: number;
  /** First item shown in the window, 1-based. */
  windowStart: number;
}

export type WindowedMenuEvent =
  | { type: 'item.select'; index: number }
  | { type: 'item.next' }
  | { type: 'item.prev' }
  | { type: 'details.toggle' };

type Index = { index: number };
const indexOf = ({ event }: { event: WindowedMenuEvent }) => ({ index: 'index' in event ? event.index : 0 });

/** Keeps the active item in the middle of the window where the ends of the list allow it. */
export const windowStartFor = (active: number, count: number, size: number) =>
  Math.max(1, Math.min(active - Math.floor(size / 2), count - size + 1));

const activate = (context: WindowedMenuContext, active: number) => ({
  active,
  windowStart: windowStartFor(active, context.count, context.size),
});

export const windowedMenuMachine = setup({
  types: {
    context: {} as WindowedMenuContext,
    events: {} as WindowedMenuEvent,
    input: {} as WindowedMenuInput,
  },
  guards: {
    isItemInRange: ({ context }, { index }: Index) => isInRange(index, context.count),
    hasNextItem: ({ context }) => hasNext(context.active, context.count),
    hasPrevItem: ({ context }) => hasPrev(context.active),
  },
  actions: {
    selectItem: assign(({ context }, { index }: Index) => activate(context, index)),
    nextItem: assign(({ context }) => activate(context, context.active + 1)),
    prevItem: assign(({ context }) => activate(context, context.active - 1)),
  },
}).createMachine({
  id: 'windowedMenu',
  context: ({ input }) => {
    const size = input.size ?? 3;
    const active = openingIndex(input.active, input.count);
    return { count: input.count, size, active, windowStart: windowStartFor(active, input.count, size) };
  },
  initial: 'detailsHidden',
  // Moves outside 1..count match no guard and are ignored. A new item starts with its overlay closed.
  on: {
    'item.select': {
      guard: { type: 'isItemInRange', params: indexOf },
      actions: { type: 'selectItem', params: indexOf },
      target: '.detailsHidden',
    },
    'item.next': { guard: 'hasNextItem', actions: 'nextItem', target: '.detailsHidden' },
    'item.prev': { guard: 'hasPrevItem', actions: 'prevItem', target: '.detailsHidden' },
  },
  states: {
    detailsHidden: { on: { 'details.toggle': 'detailsShown' } },
    detailsShown: { on: { 'details.toggle': 'detailsHidden' } },
  },
});
