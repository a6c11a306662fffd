import type { EventObject, Snapshot } from 'xstate';
import { serializeSnapshot, type TestModel, type TestPath } from 'xstate/graph';
import { vi } from 'vitest';
import { fireEvent } from '@testing-library/react';
import { WHEEL_GESTURE_GAP_MS } from '../../../src/hooks/useWheelStep';

type Model = TestModel<Snapshot<unknown>, EventObject, unknown>;

const edgeKey = (state: Snapshot<unknown>, event: EventObject) => `${serializeSnapshot(state as never)} ${JSON.stringify(event)}`;

/**
 * One path per edge of the model's state graph: the shortest path to each reachable state, then one
 * more event of every kind that state offers. Together they take every transition of the graph,
 * including the moves the machine ignores (which must leave the screen unchanged).
 */
export function edgeCoveringPaths(model: TestModel<never, never, unknown>) {
  const m = model as unknown as Model;
  const adjacency = m.getAdjacencyMap();
  const paths: TestPath<Snapshot<unknown>, EventObject>[] = [];
  const toStates = m.getShortestPaths({ allowDuplicatePaths: true });
  // getPathsFromEvents does not pass the machine's input on, so it starts from the model's own initial state.
  const fromState = toStates[0]?.steps[0]?.state;
  for (const toState of toStates) {
    const prefix = toState.steps.map((step) => step.event).filter((event) => event.type !== 'xstate.init');
    const vertex = adjacency[serializeSnapshot(toState.state as never)];
    for (const transition of Object.values(vertex?.transitions ?? {})) {
      paths.push(...m.getPathsFromEvents([...prefix, transition.event], { fromState }));
    }
  }
  return paths;
}

/** Every edge of the model's state graph, and the edges the given paths take. */
export function graphCoverage(model: TestModel<never, never, unknown>, paths: readonly TestPath<Snapshot<unknown>, EventObject>[]) {
  const m = model as unknown as Model;
  const adjacency = m.getAdjacencyMap();
  const all = Object.values(adjacency).flatMap((vertex) =>
    Object.values(vertex.transitions as Record<string, { event: EventObject }>).map((t) => edgeKey(vertex.state, t.event)),
  );
  const taken = new Set<string>();
  const reached = new Set<string>();
  for (const path of paths) {
    let previous: Snapshot<unknown> | undefined;
    for (const step of path.steps) {
      if (previous) taken.add(edgeKey(previous, step.event));
      reached.add(serializeSnapshot(step.state as never));
      previous = step.state;
    }
  }
  return {
    states: Object.keys(adjacency).sort(),
    reached: [...reached].sort(),
    edges: [...new Set(all)].sort(),
    taken: [...taken].filter((key) => all.includes(key)).sort(),
  };
}

/**
 * A wheel over `element`, as its own gesture: the fake clock jumps past the gesture gap first, so
 * the throttle counts it as a new flick rather than the tail of the previous one.
 */
export function createWheel() {
  let now = 10_000;
  vi.spyOn(performance, 'now').mockImplementation(() => now);
  return (element: Element, deltaY: number) => {
    now += WHEEL_GESTURE_GAP_MS * 5;
    fireEvent.wheel(element, { deltaY });
  };
}
