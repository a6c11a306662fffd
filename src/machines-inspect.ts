import type { InspectionEvent, Observer } from 'xstate';

// Views pass `inspect` to useMachine/createActor options; it stays undefined unless ?inspect in dev.
let inspector: Observer<InspectionEvent> | ((event: InspectionEvent) => void) | undefined;

export const setInspector = (next: typeof inspector) => {
  inspector = next;
};

export const inspect = (event: InspectionEvent) => {
  if (typeof inspector === 'function') inspector(event);
  else inspector?.next?.(event);
};
