import { assign, setup } from 'xstate';
import { hasNext, hasPrev, isInRange } from './lib/cursor';
import { openingIndex } from './lib/opening';

/** The Skills screen: which of the `count` skill categories is shown (1-based, default 1). */
export interface CategoryMenuInput {
  count: number;
  /** The category it opens on, 1-based (the page's address names it); 1 when missing or out of range. */
  category?: number;
}

export interface CategoryMenuContext {
  count: number;
  category: number;
}

export type CategoryMenuEvent =
  { type: 'category.select'; index: number } | { type: 'category.next' } | { type: 'category.prev' };

type Index = { index: number };
const indexOf = ({ event }: { event: CategoryMenuEvent }) => ({ index: 'index' in event ? event.index : 0 });

export const categoryMenuMachine = setup({
  types: {
    context: {} as CategoryMenuContext,
    events: {} as CategoryMenuEvent,
    input: {} as CategoryMenuInput,
  },
  guards: {
    isCategoryInRange: ({ context }, { index }: Index) => isInRange(index, context.count),
    hasNextCategory: ({ context }) => hasNext(context.category, context.count),
    hasPrevCategory: ({ context }) => hasPrev(context.category),
  },
  actions: {
    selectCategory: assign((_, { index }: Index) => ({ category: index })),
    nextCategory: assign({ category: ({ context }) => context.category + 1 }),
    prevCategory: assign({ category: ({ context }) => context.category - 1 }),
  },
}).createMachine({
  id: 'categoryMenu',
  context: ({ input }) => ({ count: input.count, category: openingIndex(input.category, input.count) }),
  initial: 'browsing',
  states: {
    // Moves past the first or last category match no guard and are ignored.
    browsing: {
      on: {
        'category.select': {
          guard: { type: 'isCategoryInRange', params: indexOf },
          actions: { type: 'selectCategory', params: indexOf },
        },
        'category.next': { guard: 'hasNextCategory', actions: 'nextCategory' },
        'category.prev': { guard: 'hasPrevCategory', actions: 'prevCategory' },
      },
    },
  },
});
