import { profile as owner } from '../../content';
import type { levelClockMachine } from '../../machines/levelClock';
import type { Implementations } from '../hooks/useProvided';

/** The levelClock machine's effect: a console note for whoever opens the dev tools near a level-up. */
export const levelClockEffects: Implementations<typeof levelClockMachine> = {
  actions: {
    noteNearlyLevelUp: (_, { percent }) =>
      console.info(`EXP at ${percent.toFixed(1)}%: ${owner.firstName} levels up within days.`),
  },
};
