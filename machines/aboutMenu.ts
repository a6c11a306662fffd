import { assign, setup } from 'xstate';
import { hasNext, hasPrev, isInRange } from './lib/cursor';

/**
 * The About screen's side menu (one entry per About section) and its accordion of sub-headings.
 * `counts[i]` is the number of sub-headings under menu entry i + 1, taken from content/, so no move
 * can land on a sub-heading that has no entry.
 */
export interface AboutMenuInput {
  counts: readonly number[];
  /** The menu entry it opens on, 1-based (the page's address names it); 1 when missing or empty. */
  menu?: number;
}

export interface AboutMenuContext {
  counts: readonly number[];
  /** Active menu entry, 1-based. */
  menu: number;
  /** Active sub-heading within the active menu entry, 1-based. */
  heading: number;
}

export type AboutMenuEvent =
  | { type: 'menu.select'; index: number }
  | { type: 'heading.toggle'; index: number }
  | { type: 'menu.next' }
  | { type: 'menu.prev' };

type Index = { index: number };
const indexOf = ({ event }: { event: AboutMenuEvent }) => ({ index: 'index' in event ? event.index : 0 });
const ceiling = (context: Pick<AboutMenuContext, 'counts'>, menu: number) => context.counts[menu - 1] ?? 0;

export const aboutMenuMachine = setup({
  types: {
    context: {} as AboutMenuContext,
    events: {} as AboutMenuEvent,
    input: {} as AboutMenuInput,
  },
  guards: {
    isMenuInRange: ({ context }, { index }: Index) => Number.isInteger(index) && ceiling(context, index) > 0,
    isHeadingInRange: ({ context }, { index }: Index) => isInRange(index, ceiling(context, context.menu)),
    isActiveHeading: ({ context }, { index }: Index) => index === context.heading,
    hasNextHeading: ({ context }) => hasNext(context.heading, ceiling(context, context.menu)),
    hasPrevHeading: ({ context }) => hasPrev(context.heading),
    hasNextMenu: ({ context }) => ceiling(context, context.menu + 1) > 0,
    hasPrevMenu: ({ context }) => ceiling(context, context.menu - 1) > 0,
  },
  actions: {
    selectMenu: assign((_, { index }: Index) => ({ menu: index, heading: 1 })),
    selectHeading: assign((_, { index }: Index) => ({ heading: index })),
    nextHeading: assign({ heading: ({ context }) => context.heading + 1 }),
    prevHeading: assign({ heading: ({ context }) => context.heading - 1 }),
    firstHeadingOfNextMenu: assign({ menu: ({ context }) => context.menu + 1, heading: 1 }),
    lastHeadingOfPrevMenu: assign(({ context }) => ({
      menu: context.menu - 1,
      heading: ceiling(context, context.menu - 1),
    })),
  },
}).createMachine({
  id: 'aboutMenu',
  // It opens on the entry asked for when that entry has sub-headings, else on the first.
  context: ({ input }) => ({
    counts: input.counts,
    menu: ceiling(input, input.menu ?? 1) > 0 ? (input.menu ?? 1) : 1,
    heading: 1,
  }),
  initial: 'expanded',
  // Moves that would leave the menu or land past the last sub-heading match no guard and are ignored.
  on: {
    'menu.select': {
      guard: { type: 'isMenuInRange', params: indexOf },
      actions: { type: 'selectMenu', params: indexOf },
      target: '.expanded',
    },
    'menu.next': [
      { guard: 'hasNextHeading', actions: 'nextHeading', target: '.expanded' },
      { guard: 'hasNextMenu', actions: 'firstHeadingOfNextMenu', target: '.expanded' },
    ],
    'menu.prev': [
      { guard: 'hasPrevHeading', actions: 'prevHeading', target: '.expanded' },
      { guard: 'hasPrevMenu', actions: 'lastHeadingOfPrevMenu', target: '.expanded' },
    ],
  },
  states: {
    // The active sub-heading's text is shown.
    expanded: {
      on: {
        'heading.toggle': [
          { guard: { type: 'isActiveHeading', params: indexOf }, target: 'collapsed' },
          {
            guard: { type: 'isHeadingInRange', params: indexOf },
            actions: { type: 'selectHeading', params: indexOf },
          },
        ],
      },
    },
    // The visitor folded the active sub-heading away; every sub-heading is closed.
    collapsed: {
      on: {
        'heading.toggle': {
          guard: { type: 'isHeadingInRange', params: indexOf },
          actions: { type: 'selectHeading', params: indexOf },
          target: 'expanded',
        },
      },
    },
  },
});
