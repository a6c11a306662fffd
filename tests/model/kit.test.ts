import { describe, expect, it } from 'vitest';
import { fromPromise, setup } from 'xstate';
import {
  edgePaths,
  expectFullCoverage,
  machineTransitions,
  modelOf,
  shortestPaths,
  transitionPaths,
  type ModelEvent,
} from './kit';

// The kit's own promises, on a small machine with what the real ones have: an invoked actor, a
// delay, a guard and a transient state.
const door = setup({
  types: { events: {} as { type: 'open' } | { type: 'close' } | { type: 'lock' } },
  actors: { unlock: fromPromise(async () => {}) },
  guards: { isClosed: () => true },
  delays: { autoClose: 1000 },
}).createMachine({
  id: 'door',
  initial: 'closed',
  states: {
    closed: { on: { open: 'opening', lock: { guard: 'isClosed', target: 'locked' } } },
    locked: { invoke: { id: 'unlock', src: 'unlock', onDone: 'closed', onError: 'locked' } },
    opening: { always: 'open' },
    open: { after: { autoClose: 'closed' }, on: { close: 'closed' } },
  },
});

// Only the actor's failure needs a payload; the kit adds a bare event of every other type a state takes.
const events: ModelEvent<typeof door>[] = [{ type: 'xstate.error.actor.unlock', error: 'jammed' }];
const model = modelOf(door, { events });

describe('the model-test kit', () => {
  it('walks a machine that invokes an actor and waits on a delay, and names every transition once', () => {
    expect(machineTransitions(door)).toEqual([
      'door.closed --lock [isClosed]--> door.locked',
      'door.closed --open--> door.opening',
      'door.locked --xstate.done.actor.unlock--> door.closed',
      'door.locked --xstate.error.actor.unlock--> door.locked',
      'door.open --close--> door.closed',
      'door.open --xstate.after.autoClose.door.open--> door.closed',
      'door.opening --always--> door.open',
    ]);
    const covered = expectFullCoverage(model, edgePaths(model));
    // The transient state shows in no snapshot; it still counts as entered.
    expect(covered.states).toContain('door.opening');
  });

  it('fails when the paths miss a transition', () => {
    const paths = edgePaths(model).filter((path) => !path.steps.some((step) => step.event.type === 'close'));
    expect(() => expectFullCoverage(model, paths)).toThrow(/transitions taken/);
  });

  it('fails when a transition declared unreachable is taken after all', () => {
    expect(() =>
      expectFullCoverage(model, shortestPaths(model), {
        unreachable: { transitions: (key) => key.includes('--close') },
      }),
    ).toThrow();
  });

  it('finds a path for every transition in few paths', () => {
    const byValue = modelOf(door, { events, serializeState: (s) => JSON.stringify(s.value) });
    const paths = transitionPaths(byValue);
    expectFullCoverage(byValue, paths);
    expect(paths.length).toBeLessThanOrEqual(machineTransitions(door).length);
  });
});
