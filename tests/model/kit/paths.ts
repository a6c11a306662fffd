import {
  initialTransition,
  transition,
  type AnyStateMachine,
  type EventFromLogic,
  type EventObject,
  type SnapshotFrom,
} from 'xstate';
import type { StatePath, TestPath } from 'xstate/graph';
import { transitionKey } from './coverage';
import { vertexKey, verticesOf, type MachineModel } from './model';

// The ways a model becomes paths. Each test picks the one that fits what it checks; the coverage
// assertion (./coverage.ts) then proves the pick leaves nothing out.

type Paths<TMachine extends AnyStateMachine, TEvent extends EventObject> = Array<
  TestPath<SnapshotFrom<TMachine>, TEvent>
>;

/** The shortest path to every vertex of the model's graph (with `allowDuplicatePaths`, prefixes too). */
export function shortestPaths<TMachine extends AnyStateMachine, TEvent extends EventObject>(
  model: MachineModel<TMachine, TEvent>,
  options: { allowDuplicatePaths?: boolean } = {},
): Paths<TMachine, TEvent> {
  return model.graph.getShortestPaths(options);
}

/** Every path that visits no vertex twice. */
export function simplePaths<TMachine extends AnyStateMachine, TEvent extends EventObject>(
  model: MachineModel<TMachine, TEvent>,
): Paths<TMachine, TEvent> {
  return model.graph.getSimplePaths();
}

/** Paths that follow the given event sequences from the initial state. */
export function pathsFromEvents<TMachine extends AnyStateMachine, TEvent extends EventObject>(
  model: MachineModel<TMachine, TEvent>,
  sequences: readonly (readonly TEvent[])[],
): Paths<TMachine, TEvent> {
  return sequences.flatMap((events) =>
    model.graph.getPathsFromEvents([...events], { serializeState: model.serializeState }),
  );
}

const formatEvent = ({ type, ...payload }: EventObject) =>
  `${type}${Object.keys(payload).length ? ` (${JSON.stringify(payload)})` : ''}`;

function toTestPath<TMachine extends AnyStateMachine, TEvent extends EventObject>(
  model: MachineModel<TMachine, TEvent>,
  path: StatePath<SnapshotFrom<TMachine>, TEvent>,
): TestPath<SnapshotFrom<TMachine>, TEvent> {
  const { value, context } = path.state;
  const events = path.steps.map((step) => formatEvent(step.event)).join(' → ');
  return {
    ...path,
    description: `Reaches ${JSON.stringify(value)} (${JSON.stringify(context)}): ${events}`,
    test: (params) => model.graph.testPath(path, params),
  };
}

/**
 * One path per edge of the model's graph: the shortest path to each vertex, then one more event of
 * every kind that vertex offers. Together they take every edge, the moves the machine ignores too.
 */
export function edgePaths<TMachine extends AnyStateMachine, TEvent extends EventObject>(
  model: MachineModel<TMachine, TEvent>,
): Paths<TMachine, TEvent> {
  const vertices = new Map(verticesOf(model).map((vertex) => [vertex.key, vertex]));
  return model.graph.getShortestPaths({ allowDuplicatePaths: true }).flatMap((toState) => {
    const vertex = vertices.get(vertexKey(model, toState.steps));
    if (!vertex)
      throw new Error(`edgePaths: no vertex for ${toState.steps.map((step) => step.event.type).join(' → ')}`);
    return vertex.edges.map(({ event, state }) =>
      toTestPath(model, { state, steps: [...toState.steps, { event, state }], weight: toState.weight + 1 }),
    );
  });
}

/**
 * Few paths that still take every transition: for each transition the machine can take, the
 * shortest way to a vertex where it fires, and its event. The model's vertices may lump snapshots
 * together, so each path is replayed on the machine to get its exact snapshot at every step.
 */
export function transitionPaths<TMachine extends AnyStateMachine, TEvent extends EventObject>(
  model: MachineModel<TMachine, TEvent>,
): Paths<TMachine, TEvent> {
  const { machine, graph } = model;
  const serialize = model.serializeState;
  type Snapshot = SnapshotFrom<TMachine>;
  const eventsTo = (path: StatePath<Snapshot, TEvent>) =>
    path.steps.map((step) => step.event).filter((event) => event.type !== 'xstate.init');
  const shortest = new Map<string, TEvent[]>();
  for (const path of graph.getShortestPaths({ allowDuplicatePaths: true })) {
    const key = serialize(path.state);
    const known = shortest.get(key);
    if (!known || known.length > eventsTo(path).length) shortest.set(key, eventsTo(path));
  }
  // initialTransition's input parameter is optional or required by machine; the model holds it either way.
  const [initial] = (initialTransition as (m: TMachine, input?: unknown) => [Snapshot, unknown])(
    machine,
    model.input,
  );
  shortest.set(serialize(initial), []);

  const byTransition = new Map<string, TEvent[]>();
  for (const vertex of verticesOf(model)) {
    const prefix = shortest.get(serialize(vertex.state));
    if (!prefix) continue;
    for (const { event } of vertex.edges) {
      for (const t of machine.getTransitionData(vertex.state, event as EventFromLogic<TMachine>)) {
        const key = transitionKey(t);
        const known = byTransition.get(key);
        if (!known || known.length > prefix.length + 1) byTransition.set(key, [...prefix, event]);
      }
    }
  }

  return [...new Set(byTransition.values())].map((events) => {
    let current = initial;
    const steps = [{ event: { type: 'xstate.init' } as TEvent, state: initial }];
    for (const event of events) {
      // The machine's event type leaves out actors' completions and delays, which it takes all the same.
      [current] = transition(machine, current, event as EventFromLogic<TMachine>) as [Snapshot, unknown];
      steps.push({ event, state: current });
    }
    return toTestPath(model, { state: current, steps, weight: events.length });
  });
}
