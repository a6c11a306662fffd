import type { InspectionEvent, Observer } from 'xstate';

// The Stately inspector's one home. Views pass `inspect` to useMachine/createActor options; it does
// nothing unless `?inspect` in development (main.tsx) loads @statelyai/inspect and sets it here, so
// the inspector never ships.
let inspector: Observer<InspectionEvent> | ((event: InspectionEvent) => void) | undefined;

export const setInspector = (next: typeof inspector) => {
  inspector = next;
};

export const inspect = (event: InspectionEvent) => {
  if (typeof inspector === 'function') inspector(event);
  else inspector?.next?.(event);
};
