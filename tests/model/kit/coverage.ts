import { expect } from 'vitest';
import {
  createActor,
  fromCallback,
  type AnyStateMachine,
  type AnyStateNode,
  type EventObject,
  type InspectionEvent,
  type SnapshotFrom,
} from 'xstate';
import { vertexKey, verticesOf, type MachineModel } from './model';

// Coverage in one format: a state is its id, a transition is "source --event [guard]--> targets".
// The paths must enter every state and take every transition the machine defines.

interface TransitionLike {
  source: AnyStateNode;
  eventType: string;
  guard?: unknown;
  target?: readonly AnyStateNode[] | undefined;
}

const guardName = (guard: unknown) =>
  typeof guard === 'string'
    ? guard
    : typeof guard === 'object' && guard && 'type' in guard
      ? String(guard.type)
      : guard
        ? 'inline'
        : '';

const baseKey = (t: TransitionLike) =>
  `${t.source.id} --${t.eventType || 'always'}${t.guard ? ` [${guardName(t.guard)}]` : ''}--> ${(t.target ?? []).map((n) => n.id).join(',') || '(self)'}`;

/** A transition's key; alternatives that would read the same (they differ only in actions) get their place added. */
export function transitionKey(t: TransitionLike): string {
  const siblings = ((t.eventType ? t.source.transitions.get(t.eventType) : t.source.always) ??
    []) as TransitionLike[];
  const key = baseKey(t);
  const same = siblings.filter((s) => baseKey(s) === key);
  return same.length > 1 ? `${key} (${same.indexOf(t) + 1})` : key;
}

function nodesOf(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap((child) => nodesOf(child))];
}

/** Every state of the machine, the root included, by id. */
export function machineStates(machine: AnyStateMachine): string[] {
  return nodesOf(machine.root)
    .map((n) => n.id)
    .sort();
}

/** Every transition the machine defines: on events, on actors' completions and delays, and eventless ones. */
export function machineTransitions(machine: AnyStateMachine): string[] {
  const all = nodesOf(machine.root).flatMap((node) => [
    ...[...node.transitions.values()].flat(),
    ...(node.always ?? []),
  ]);
  return [...new Set(all.map((t) => transitionKey(t as TransitionLike)))].sort();
}

/** A path as coverage reads it: its events in order (a step's snapshot is read only for graph edges). */
type Path = { steps: ReadonlyArray<{ event: EventObject; state?: unknown }> };
/** A path's events in order, the initial `xstate.init` left out. */
export const eventsOf = <TEvent extends EventObject>(path: {
  steps: ReadonlyArray<{ event: TEvent }>;
}): TEvent[] => path.steps.map((step) => step.event).filter((event) => event.type !== 'xstate.init');

// Replays run the machine itself with every actor replaced by one that does nothing: the paths
// carry the actors' completions and failures as events, and nothing else may run.
function inert(machine: AnyStateMachine): AnyStateMachine {
  const idle = fromCallback(() => {});
  return machine.provide({
    actors: Object.fromEntries(Object.keys(machine.implementations.actors).map((name) => [name, idle])),
  });
}

/** The states entered and transitions taken when the paths' events are replayed through the machine. */
export function coverageOf(machine: AnyStateMachine, paths: readonly Path[], input?: unknown) {
  const states = new Set<string>();
  const transitions = new Set<string>();
  const logic = inert(machine);
  for (const path of paths) {
    const actor = createActor(logic, {
      input,
      inspect: (ev: InspectionEvent) => {
        if (ev.type === '@xstate.microstep') {
          // XState reports each microstep's transitions here and nowhere public.
          for (const t of (ev as unknown as { _transitions: TransitionLike[] })._transitions) {
            transitions.add(transitionKey(t));
            // A transient state (entered and left within one macrostep) shows in no snapshot, but
            // it is the source of the eventless transition that leaves it.
            for (const end of [t.source, ...(t.target ?? [])])
              for (let node: AnyStateNode | undefined = end; node; node = node.parent) states.add(node.id);
          }
        }
        if (ev.type === '@xstate.snapshot' && ev.actorRef === actor) {
          for (const node of (ev.snapshot as unknown as { _nodes: AnyStateNode[] })._nodes)
            states.add(node.id);
        }
      },
    });
    actor.start();
    for (const node of (actor.getSnapshot() as unknown as { _nodes: AnyStateNode[] })._nodes)
      states.add(node.id);
    for (const event of eventsOf(path)) actor.send(event);
    actor.stop();
  }
  const defined = new Set(machineTransitions(machine));
  return {
    states: [...states].sort(),
    transitions: [...transitions].filter((key) => defined.has(key)).sort(),
  };
}

export interface CoverageOptions {
  /** States and transitions these paths cannot reach, and must not: a switched-off feature, say. */
  unreachable?: { states?: readonly string[]; transitions?: (key: string) => boolean };
  /** Also take every edge of the model's own graph: every event in every vertex, ignored ones too. */
  everyGraphEdge?: boolean;
}

interface Run<TMachine extends AnyStateMachine, TEvent extends EventObject> {
  model: MachineModel<TMachine, TEvent>;
  paths: readonly Path[];
}

/**
 * The one coverage assertion: the paths enter every state and take every transition of the machine
 * (less what is declared unreachable, which they must then miss). Several runs of one machine (with
 * other inputs) count together. Returns what was counted.
 */
export function expectFullCoverage<TMachine extends AnyStateMachine, TEvent extends EventObject>(
  model: MachineModel<TMachine, TEvent>,
  paths: readonly Path[],
  options?: CoverageOptions,
): ReturnType<typeof coverageOf> & { vertices: number | undefined };
export function expectFullCoverage<TMachine extends AnyStateMachine, TEvent extends EventObject>(
  runs: ReadonlyArray<Run<TMachine, TEvent>>,
  options?: CoverageOptions,
): ReturnType<typeof coverageOf> & { vertices: number | undefined };
export function expectFullCoverage<TMachine extends AnyStateMachine, TEvent extends EventObject>(
  ...args:
    | [MachineModel<TMachine, TEvent>, readonly Path[], CoverageOptions?]
    | [ReadonlyArray<Run<TMachine, TEvent>>, CoverageOptions?]
) {
  const [runs, options = {}] = Array.isArray(args[0])
    ? [args[0], args[1] as CoverageOptions | undefined]
    : [[{ model: args[0] as MachineModel<TMachine, TEvent>, paths: args[1] as readonly Path[] }], args[2]];
  const { machine } = runs[0]!.model;
  const counted = runs.map((run) => coverageOf(machine, run.paths, run.model.input));
  const covered = {
    states: [...new Set(counted.flatMap((c) => c.states))].sort(),
    transitions: [...new Set(counted.flatMap((c) => c.transitions))].sort(),
  };
  const unreachableStates = new Set(options.unreachable?.states ?? []);
  const unreachableTransition = options.unreachable?.transitions ?? (() => false);
  expect(covered.states, 'states entered').toEqual(
    machineStates(machine).filter((id) => !unreachableStates.has(id)),
  );
  expect(covered.transitions, 'transitions taken').toEqual(
    machineTransitions(machine).filter((key) => !unreachableTransition(key)),
  );
  let vertices: number | undefined;
  if (options.everyGraphEdge) {
    for (const run of runs) {
      const graph = graphCoverage(run.model, run.paths);
      expect(graph.reached, 'graph vertices reached').toEqual(graph.vertices);
      expect(graph.taken, 'graph edges taken').toEqual(graph.edges);
      vertices = (vertices ?? 0) + graph.vertices.length;
    }
  }
  return { ...covered, vertices };
}

/** Every vertex and edge of the model's graph, and those the paths reach and take. */
function graphCoverage<TMachine extends AnyStateMachine, TEvent extends EventObject>(
  model: MachineModel<TMachine, TEvent>,
  paths: readonly Path[],
) {
  const vertices = verticesOf(model);
  const edgeKey = (vertex: string, event: EventObject) => `${vertex} ${JSON.stringify(event)}`;
  const edges = vertices.flatMap((vertex) => vertex.edges.map((edge) => edgeKey(vertex.key, edge.event)));
  const reached = new Set<string>();
  const taken = new Set<string>();
  for (const path of paths) {
    const steps = path.steps as ReadonlyArray<{ event: TEvent; state: SnapshotFrom<TMachine> }>;
    let previous: string | undefined;
    for (let i = 0; i < steps.length; i += 1) {
      if (previous) taken.add(edgeKey(previous, steps[i]!.event));
      previous = vertexKey(model, steps.slice(0, i + 1));
      reached.add(previous);
    }
  }
  const all = new Set(edges);
  return {
    vertices: vertices.map((v) => v.key).sort(),
    reached: [...reached].sort(),
    edges: [...all].sort(),
    taken: [...taken].filter((k) => all.has(k)).sort(),
  };
}
