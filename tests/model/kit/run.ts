import type { AnyStateMachine, EventObject, SnapshotFrom } from 'xstate';
import type { StatePath, TestParam, TestPathResult } from 'xstate/graph';
import type { MachineModel } from './model';

/** What a path checks after each step, and how the test performs each event on the real UI or engine. */
export interface PathChecks<TSnapshot, TEvent extends EventObject> {
  /** By state key ('idle', 'session.inCall' or '#id'): what must show in that state. */
  states?: Record<string, (snapshot: TSnapshot) => unknown>;
  /** By event type: do what the event stands for, given the event with its payload. */
  events?: {
    [K in TEvent['type']]?: (step: { event: Extract<TEvent, { type: K }>; state: TSnapshot }) => unknown;
  };
}

/** Runs one path: performs each step's event, then checks the state the model says follows. */
export function testPath<TMachine extends AnyStateMachine, TEvent extends EventObject>(
  model: MachineModel<TMachine, TEvent>,
  path: StatePath<SnapshotFrom<TMachine>, TEvent>,
  checks: PathChecks<SnapshotFrom<TMachine>, TEvent>,
): Promise<TestPathResult> {
  // xstate/graph types an executor's event as `{ type }` alone; the executors here get the whole event.
  return model.graph.testPath(path, checks as unknown as TestParam<SnapshotFrom<TMachine>, TEvent>);
}
