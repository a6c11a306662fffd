import type {
  AnyStateMachine,
  AnyStateNode,
  EventFromLogic,
  EventObject,
  InputFrom,
  SnapshotFrom,
} from 'xstate';
import { createTestModel, type AdjacencyValue, type TestModel } from 'xstate/graph';

// The one place a machine becomes a test model. Every model test builds its model here.

/** What the outside world does to an invoked actor or a delay, written as the event the machine receives. */
export type ActorEvent =
  | { type: `xstate.done.actor.${string}`; output?: unknown }
  | { type: `xstate.error.actor.${string}`; error: unknown }
  | { type: `xstate.after.${string}` };

/** An event a model may take: one of the machine's own, or an actor's completion, failure or delay. */
export type ModelEvent<TMachine extends AnyStateMachine> = EventFromLogic<TMachine> | ActorEvent;

export type Serialize<TMachine extends AnyStateMachine, TEvent> = (
  snapshot: SnapshotFrom<TMachine>,
  event?: TEvent,
  previous?: SnapshotFrom<TMachine>,
) => string;

export interface ModelOptions<TMachine extends AnyStateMachine, TEvent extends EventObject> {
  input?: InputFrom<TMachine>;
  /** The events to try in each state, with their payloads. */
  events?: readonly TEvent[] | ((snapshot: SnapshotFrom<TMachine>) => readonly TEvent[]);
  /**
   * By default a state also takes a bare `{ type }` of every other event type it accepts, as
   * createTestModel does. With this set, the listed events are all there is.
   */
  onlyListedEvents?: boolean;
  /** What makes two snapshots the same vertex; by default the value, the context and the way in. */
  serializeState?: Serialize<TMachine, TEvent>;
}

export interface MachineModel<TMachine extends AnyStateMachine, TEvent extends EventObject> {
  machine: TMachine;
  input: InputFrom<TMachine> | undefined;
  /** How the graph names its vertices: the one given, or createTestModel's own. */
  serializeState: Serialize<TMachine, TEvent>;
  graph: TestModel<SnapshotFrom<TMachine>, TEvent, unknown>;
}

function nodesOf(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap((child) => nodesOf(child))];
}

/**
 * createTestModel from xstate/graph, for any machine, including those that invoke actors or use delays.
 *
 * createTestModel refuses such machines because it cannot run their effects. Model tests don't need
 * it to: the paths run against the real UI or engine, where the effects run for real or through
 * fakes the test drives, and the model's events include the actors' own (done, error, after). So
 * the check is shown the machine without invocations and delays; the traversal then walks the
 * machine as it is, where those events are ordinary transitions.
 */
export function modelOf<TMachine extends AnyStateMachine, TEvent extends EventObject = ModelEvent<TMachine>>(
  machine: TMachine,
  options: ModelOptions<TMachine, TEvent> = {},
): MachineModel<TMachine, TEvent> {
  const { onlyListedEvents, ...traversal } = options;
  const nodes = nodesOf(machine.root);
  for (const node of nodes) {
    Object.defineProperty(node, 'invoke', { value: [], configurable: true });
    Object.defineProperty(node, 'after', { value: [], configurable: true });
  }
  let graph: MachineModel<TMachine, TEvent>['graph'];
  try {
    // Typed for the machine's own events; the model's also include actors' completions and delays.
    graph = createTestModel(
      machine,
      traversal as Parameters<typeof createTestModel<TMachine>>[1],
    ) as unknown as typeof graph;
  } finally {
    for (const node of nodes) {
      delete (node as { invoke?: unknown }).invoke;
      delete (node as { after?: unknown }).after;
    }
  }
  if (onlyListedEvents && options.events) {
    const listed = options.events;
    graph.options.events = typeof listed === 'function' ? listed : () => listed;
  }
  const serializeState = graph.options.serializeState as Serialize<TMachine, TEvent>;
  return { machine, input: options.input, serializeState, graph };
}

/** The name the traversal gave the vertex a path ends on: it may depend on the way in. */
export function vertexKey<TMachine extends AnyStateMachine, TEvent extends EventObject>(
  model: MachineModel<TMachine, TEvent>,
  steps: ReadonlyArray<{ event: TEvent; state?: unknown }>,
): string {
  const last = steps.at(-1);
  const previous = steps.at(-2);
  const state = last?.state as SnapshotFrom<TMachine>;
  return previous
    ? model.serializeState(state, last?.event, previous.state as SnapshotFrom<TMachine>)
    : model.serializeState(state, undefined, undefined);
}

/** The model's graph: each vertex's representative snapshot, and the events it takes with where they lead. */
export function verticesOf<TMachine extends AnyStateMachine, TEvent extends EventObject>(
  model: MachineModel<TMachine, TEvent>,
) {
  type Snapshot = SnapshotFrom<TMachine>;
  // The map keys vertices and edges by branded strings, which Object.values() cannot see through.
  const adjacency = model.graph.getAdjacencyMap() as Record<string, AdjacencyValue<Snapshot, TEvent>>;
  return Object.entries(adjacency).map(([key, vertex]) => ({
    key,
    state: vertex.state,
    edges: Object.values(vertex.transitions as Record<string, { event: TEvent; state: Snapshot }>),
  }));
}
