import { createMachine, initialTransition, transition, type AnyMachineSnapshot, type AnyStateMachine, type EventObject } from 'xstate';
import type { StatePath, TestModel } from 'xstate/graph';

// Helpers for the chatbot and chat model-based tests: paths that together visit every state and take
// every transition of a machine, and the bookkeeping to prove it.

type AnySnapshot = AnyMachineSnapshot;
type AnyPath = StatePath<AnySnapshot, EventObject>;
type AnyNode = AnyStateMachine['root'];

function allNodes(node: AnyNode): AnyNode[] {
  return [node, ...Object.values(node.states).flatMap((child) => allNodes(child as AnyNode))];
}

/** Every state of the machine, by id (the root excluded). */
export function stateIds(machine: AnyStateMachine): string[] {
  return allNodes(machine.root).slice(1).map((node) => node.id);
}

/** Every transition of the machine, named source:event:index (guarded alternatives count apart). */
export function transitionKeys(machine: AnyStateMachine): string[] {
  return allNodes(machine.root).flatMap((node) =>
    [...node.transitions.entries()].flatMap(([eventType, list]) => list.map((_, index) => `${node.id}:${eventType}:${index}`)),
  );
}

/** The transitions a machine takes for this event in this snapshot, named as transitionKeys names them. */
export function takenTransitions(machine: AnyStateMachine, snapshot: AnySnapshot, event: EventObject): string[] {
  return machine.getTransitionData(snapshot, event).map((t) => {
    const list = t.source.transitions.get(t.eventType) ?? [];
    return `${t.source.id}:${t.eventType}:${list.indexOf(t)}`;
  });
}

/**
 * createTestModel refuses machines that invoke actors, because the model is driven by events alone.
 * This copy turns each invoke's onDone/onError into the plain `on` handlers XState itself derives
 * from them, keeping ids, guards and actions, so its transitions are the original's one for one.
 */
export function withoutInvokes<T extends AnyStateMachine>(machine: T): T {
  type NodeConfig = { invoke?: unknown; on?: Record<string, unknown>; states?: Record<string, NodeConfig> };
  const strip = (node: NodeConfig): NodeConfig => {
    const { invoke, on, states, ...rest } = node;
    const handlers: Record<string, unknown> = { ...on };
    for (const inv of [invoke ?? []].flat() as Array<{ id: string; onDone?: unknown; onError?: unknown }>) {
      if (inv.onDone) handlers[`xstate.done.actor.${inv.id}`] = inv.onDone;
      if (inv.onError) handlers[`xstate.error.actor.${inv.id}`] = inv.onError;
    }
    const children = states && Object.fromEntries(Object.entries(states).map(([key, child]) => [key, strip(child)]));
    return { ...rest, on: handlers, ...(children ? { states: children } : {}) };
  };
  return createMachine(strip(machine.config as NodeConfig) as never, machine.implementations as never) as unknown as T;
}

/**
 * Paths through the model that together reach every reachable state and take every transition the
 * traversal can take: for each transition, the shortest event sequence to a state where it fires,
 * plus that event. The model's serialisation lumps states together, so its snapshots are only
 * representatives; each sequence is replayed on the machine to get the exact snapshot at every step,
 * and coverage is counted from those replays, as the paths will run.
 */
export function coveringPaths(
  model: TestModel<AnySnapshot, EventObject, unknown>,
  machine: AnyStateMachine,
  input: unknown,
  serialize: (snapshot: AnySnapshot) => string,
): { initial: AnySnapshot; paths: AnyPath[]; states: Set<string>; transitions: Set<string> } {
  const eventsOf = (path: AnyPath) => path.steps.map((step) => step.event).filter((event) => event.type !== 'xstate.init');
  const shortest = new Map<string, EventObject[]>();
  for (const path of model.getShortestPaths({ allowDuplicatePaths: true })) {
    const key = serialize(path.state);
    const known = shortest.get(key);
    if (!known || known.length > eventsOf(path).length) shortest.set(key, eventsOf(path));
  }
  const [initial] = initialTransition(machine, input as never) as [AnySnapshot, unknown];
  shortest.set(serialize(initial), []);

  const byTransition = new Map<string, EventObject[]>();
  for (const { state, transitions } of Object.values(model.getAdjacencyMap())) {
    const prefix = shortest.get(serialize(state));
    if (!prefix) continue;
    for (const { event } of Object.values(transitions) as Array<{ event: EventObject }>) {
      for (const key of takenTransitions(machine, state, event)) {
        const known = byTransition.get(key);
        if (!known || known.length > prefix.length + 1) byTransition.set(key, [...prefix, event]);
      }
    }
  }

  const states = new Set<string>(initial._nodes.map((n: AnyNode) => n.id));
  const transitions = new Set<string>();
  const paths = [...new Set(byTransition.values())].map((events): AnyPath => {
    let current = initial;
    const steps = events.map((event) => {
      for (const key of takenTransitions(machine, current, event)) transitions.add(key);
      [current] = transition(machine, current, event as never) as [AnySnapshot, unknown];
      for (const node of current._nodes) states.add(node.id);
      return { event, state: current };
    });
    return { state: current, steps, weight: steps.length };
  });
  states.delete(machine.root.id);
  return { initial, paths, states, transitions };
}
