import { setup } from 'xstate';

// The small-screen navigation menu: the hamburger opens and closes it; navigating, Escape or a tap outside closes it.
export const navMenuMachine = setup({
  types: {
    events: {} as { type: 'menu.toggle' } | { type: 'menu.close' } | { type: 'menu.navigate' },
  },
}).createMachine({
  id: 'navMenu',
  initial: 'closed',
  states: {
    closed: {
      on: { 'menu.toggle': 'open' },
    },
    open: {
      on: {
        'menu.toggle': 'closed',
        'menu.close': 'closed',
        'menu.navigate': 'closed',
      },
    },
  },
});
