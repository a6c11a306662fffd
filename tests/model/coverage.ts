import { createActor, type AnyStateMachine, type AnyStateNode, type EventObject, type InspectionEvent } from 'xstate';

// Coverage for model-based tests: every state node and every transition of a machine must be
// exercised by the generated paths. Transitions are identified by source, event, guard and targets.

interface TransitionLike {
  source: AnyStateNode;
  eventType: string;
  guard?: unknown;
  target?: readonly AnyStateNode[] | undefined;
}

const guardName = (guard: unknown) =>
  typeof guard === 'string' ? guard : typeof guard === 'object' && guard && 'type' in guard ? String(guard.type) : guard ? 'inline' : '';

export const transitionKey = (t: TransitionLike) =>
  `${t.source.id} --${t.eventType}${t.guard ? ` [${guardName(t.guard)}]` : ''}--> ${(t.target ?? []).map((n) => n.id).join(',') || '(self)'}`;

function nodesOf(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap((child) => nodesOf(child as AnyStateNode))];
}

export function allStateIds(machine: AnyStateMachine) {
  return nodesOf(machine.root).map((n) => n.id).sort();
}

export function allTransitions(machine: AnyStateMachine) {
  const keys = nodesOf(machine.root).flatMap((node) => [
    ...[...node.transitions.values()].flat(),
    ...(node.always ?? []),
  ]);
  return [...new Set(keys.map((t) => transitionKey(t as TransitionLike)))].sort();
}

/** Replays event sequences through the machine and records the states entered and transitions taken. */
export function replayCoverage(machine: AnyStateMachine, eventSequences: readonly (readonly EventObject[])[], input?: unknown) {
  const states = new Set<string>();
  const transitions = new Set<string>();
  for (const events of eventSequences) {
    const actor = createActor(machine, {
      input,
      inspect: (ev: InspectionEvent) => {
        if (ev.type === '@xstate.microstep') {
          for (const t of (ev as unknown as { _transitions: TransitionLike[] })._transitions) {
            transitions.add(transitionKey(t));
            // A transient state (left at once by an eventless transition) shows in no snapshot.
            for (let node: AnyStateNode | undefined = t.target?.[0]; node; node = node.parent) states.add(node.id);
          }
        }
        if (ev.type === '@xstate.snapshot' && ev.actorRef === actor) {
          for (const node of (ev.snapshot as unknown as { _nodes: AnyStateNode[] })._nodes) states.add(node.id);
        }
      },
    });
    actor.start();
    for (const node of (actor.getSnapshot() as unknown as { _nodes: AnyStateNode[] })._nodes) states.add(node.id);
    for (const event of events) actor.send(event);
    actor.stop();
  }
  return { states: [...states].sort(), transitions: [...transitions].filter((k) => allTransitions(machine).includes(k)).sort() };
}
