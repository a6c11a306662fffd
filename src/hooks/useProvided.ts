import { useState } from 'react';
import type { AnyStateMachine } from 'xstate';

/** What `machine.provide()` accepts for this machine: its actors, actions, guards and delays by name. */
export type Implementations<TMachine extends AnyStateMachine> = Parameters<TMachine['provide']>[0];

/**
 * The one way a view hands effects to a machine: `machine.provide(implementations)`, made once on
 * the first render. The actor a view runs is created once too, so later implementations would
 * never reach it; taking only the first makes that plain.
 */
export function useProvided<TMachine extends AnyStateMachine>(
  machine: TMachine,
  implementations: Implementations<TMachine>,
): TMachine {
  // provide() returns the same machine type with other implementations.
  const [provided] = useState(() => machine.provide(implementations) as TMachine);
  return provided;
}
