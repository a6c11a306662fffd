// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMachine, type AnyStateMachine, type EventObject } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { CONTACT_FIELDS, contactForm, type ContactField } from '../../machines/contactForm';
import { sendContactEmail } from '../../src/effects/email';
import ContactView from '../../src/views/contact/ContactView';

// The real view, with only the network effect replaced by a promise the test settles by hand.
vi.mock('../../src/effects/email', () => ({ sendContactEmail: vi.fn() }));

type Snapshot = ReturnType<typeof contactForm.getInitialSnapshot>;

type Pending = { resolve: () => void; reject: (error: Error) => void };

const LABELS: Record<ContactField, string> = { name: 'Name', email: 'Email', message: 'Message' };
const SEND_FAILURE = new Error('network down');

// Sample inputs: blank (the start), an invalid email, and a valid value for each field.
const modelEvents = [
  { type: 'field.change', field: 'name', value: 'Ada Lovelace' },
  { type: 'field.change', field: 'email', value: 'ada@nowhere' },
  { type: 'field.change', field: 'email', value: 'ada@example.com' },
  { type: 'field.change', field: 'message', value: 'Hello from the test' },
  { type: 'form.submit' },
  { type: 'xstate.done.actor.sendMessage', actorId: 'sendMessage', output: undefined },
  { type: 'xstate.error.actor.sendMessage', actorId: 'sendMessage', error: SEND_FAILURE },
] as unknown as EventObject[];

// xstate/graph refuses machines that invoke actors, so the model is the same machine with each
// invoke's onDone/onError written as ordinary transitions on the events the actor would produce.
function withInvocationsAsEvents(machine: AnyStateMachine): AnyStateMachine {
  type StateConfig = { invoke?: { id: string; onDone?: unknown; onError?: unknown }; on?: Record<string, unknown> };
  const states = Object.fromEntries(
    Object.entries(machine.config.states as Record<string, StateConfig>).map(([name, { invoke, ...state }]) => [
      name,
      invoke
        ? { ...state, on: { ...state.on, [`xstate.done.actor.${invoke.id}`]: invoke.onDone, [`xstate.error.actor.${invoke.id}`]: invoke.onError } }
        : state,
    ]),
  );
  return createMachine({ ...machine.config, states } as never, machine.implementations as never);
}

const modelMachine = withInvocationsAsEvents(contactForm);

const model = createTestModel(modelMachine, {
  events: modelEvents as never,
  // A vertex is a state, its data and the transition that led to it, so that the shortest paths to
  // all vertices take every transition at least once, not just reach every state.
  // The send key is random, so only whether there is one counts; its reuse is tested in tests/unit/contact.
  serializeState: (snapshot, event, previous) =>
    JSON.stringify({ value: snapshot.value, context: { ...snapshot.context, sendKey: snapshot.context.sendKey !== undefined }, via: event?.type, from: previous?.value }),
  serializeTransition: () => '',
});

const field = (name: ContactField) => screen.getByLabelText(LABELS[name]) as HTMLInputElement | HTMLTextAreaElement;
const submitButton = () => screen.getByRole('button', { name: /SUBMIT|SENDING\.\.\./ });
const ERROR_TEXTS = /Name is required|Email is required|Invalid email format|Message is required/;

let pending: Pending | undefined;
let lastEvent = '';
let consoleError: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  pending = undefined;
  lastEvent = '';
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.mocked(sendContactEmail).mockImplementation(
    () => new Promise<void>((resolve, reject) => (pending = { resolve, reject })),
  );
});
afterEach(() => vi.mocked(sendContactEmail).mockReset());

function expectFieldsShow(snapshot: Snapshot, disabled: boolean) {
  for (const name of CONTACT_FIELDS) {
    expect(field(name).value).toBe(snapshot.context.values[name]);
    expect(field(name).disabled).toBe(disabled);
  }
}

const stateTests = {
  editing: (snapshot: Snapshot) => {
    expectFieldsShow(snapshot, false);
    expect(submitButton()).toHaveTextContent('SUBMIT');
    expect(submitButton()).toBeEnabled();
    expect(screen.queryByText(ERROR_TEXTS)).toBeNull();
    for (const name of CONTACT_FIELDS) expect(field(name)).not.toHaveAttribute('aria-invalid');
    if (lastEvent === 'xstate.error.actor.sendMessage') {
      // A failed send is logged for the owner, and nothing at all is shown to the visitor.
      expect(consoleError).toHaveBeenCalledWith('[contact] Sending the message failed:', SEND_FAILURE);
      expect(submitButton()).toHaveFocus();
    }
  },
  invalid: (snapshot: Snapshot) => {
    expectFieldsShow(snapshot, false);
    for (const name of CONTACT_FIELDS) {
      const message = snapshot.context.errors[name];
      if (message) {
        expect(field(name)).toHaveAttribute('aria-invalid', 'true');
        expect(field(name)).toHaveAccessibleDescription(message);
      } else {
        expect(field(name)).not.toHaveAttribute('aria-invalid');
      }
    }
    if (lastEvent === 'form.submit') {
      const first = CONTACT_FIELDS.find((name) => snapshot.context.errors[name]);
      expect(first).toBeDefined();
      expect(field(first!)).toHaveFocus();
    }
  },
  sending: (snapshot: Snapshot) => {
    expectFieldsShow(snapshot, true);
    expect(submitButton()).toHaveTextContent('SENDING...');
    expect(submitButton()).toBeDisabled();
    expect(sendContactEmail).toHaveBeenLastCalledWith({ ...snapshot.context.values, idempotencyKey: expect.stringMatching(/^[0-9a-f]{32}$/) });
  },
  sent: () => {
    const status = screen.getByRole('status');
    expect(within(status).getByRole('heading', { name: 'SUCCESS!' })).toBeVisible();
    expect(status).toHaveTextContent('Your message has been successfully sent!');
    expect(status).toHaveTextContent('You can safely leave this page.');
    expect(status).toHaveFocus();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /SUBMIT/ })).toBeNull();
  },
};

const eventExecutors = {
  'field.change': ({ event }: { event: EventObject }) => {
    const { field: name, value } = event as unknown as { field: ContactField; value: string };
    fireEvent.change(field(name), { target: { value } });
  },
  'form.submit': () => {
    fireEvent.click(submitButton());
  },
  'xstate.done.actor.sendMessage': async () => {
    await act(async () => pending!.resolve());
  },
  'xstate.error.actor.sendMessage': async () => {
    await act(async () => pending!.reject(SEND_FAILURE));
  },
};

const stepKey = (from: Snapshot, type: string, to: Snapshot) => `${String(from.value)} --${type}--> ${String(to.value)}`;

// Every transition the machine defines, as source --event--> target (a targetless one stays put).
function definedTransitions(machine: AnyStateMachine): Set<string> {
  const keys = new Set<string>();
  for (const [name, node] of Object.entries(machine.root.states)) {
    for (const [type, definitions] of node.transitions) {
      for (const definition of definitions) keys.add(`${name} --${type}--> ${definition.target?.[0]?.key ?? name}`);
    }
  }
  return keys;
}

describe('contactForm model against the rendered Contact view', () => {
  const paths = model.getShortestPaths();

  it('covers every state and every transition of the machine', () => {
    const states = new Set<string>();
    const transitions = new Set<string>();
    for (const path of paths) {
      let previous = contactForm.getInitialSnapshot(undefined as never);
      states.add(String(previous.value));
      for (const step of path.steps) {
        states.add(String(step.state.value));
        if (step.event.type !== 'xstate.init') transitions.add(stepKey(previous, step.event.type, step.state));
        previous = step.state;
      }
    }
    expect([...states].sort()).toEqual(Object.keys(contactForm.root.states).sort());
    expect([...definedTransitions(modelMachine)].sort()).toEqual([...definedTransitions(contactForm)].sort());
    expect([...transitions].sort()).toEqual([...definedTransitions(contactForm)].sort());
  });

  for (const path of paths) {
    it(path.description, async () => {
      render(<ContactView />);
      await path.test({
        states: stateTests,
        events: Object.fromEntries(
          Object.entries(eventExecutors).map(([type, run]) => [
            type,
            async (step: { event: EventObject }) => {
              lastEvent = type;
              await run(step);
            },
          ]),
        ),
      });
    });
  }
});
