// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import type { ChatVisitor } from '../../contracts/chat';
import { chatConsentMachine, type ChatConsentEvent } from '../../machines/chatConsent';
import { ChatConsent, type ConsentEffects } from '../../src/views/chatbot/ChatConsent';
import {
  expectFullCoverage,
  modelOf,
  shortestPaths,
  testPath,
  transitionPaths,
  type PathChecks,
} from './kit';

// What a kept conversation shows beside the chat, driven through the rendered line along paths
// generated from its machine: kept, stopped, forgotten on the server, or a failed attempt to.

type Snapshot = ReturnType<typeof chatConsentMachine.getInitialSnapshot>;
type ModelEvent =
  | ChatConsentEvent
  | { type: 'xstate.done.actor.forgetOnServer'; output: number }
  | { type: 'xstate.error.actor.forgetOnServer'; error: unknown };

const kept: ChatVisitor = { conversationId: 'conversation-0123456789', email: 'ada@example.com' };
const events: ModelEvent[] = [
  { type: 'consent.withdraw' },
  { type: 'forget.request' },
  { type: 'xstate.done.actor.forgetOnServer', output: 3 },
  { type: 'xstate.error.actor.forgetOnServer', error: 'offline' },
];

function fakes(visitor?: ChatVisitor) {
  let stored = visitor;
  const calls: { input: ChatVisitor; resolve: (n: number) => void; reject: (e: Error) => void }[] = [];
  const effects: ConsentEffects = {
    memory: {
      read: () => stored,
      give: () => {},
      withdraw: () => {
        stored = undefined;
      },
    },
    forgetOnServer: fromPromise<number, ChatVisitor>(
      ({ input }) => new Promise<number>((resolve, reject) => calls.push({ input, resolve, reject })),
    ),
  };
  return { effects, calls, stored: () => stored };
}

async function runPaths(visitor?: ChatVisitor) {
  const model = modelOf(chatConsentMachine, { input: { visitor }, events });
  // Without consent the line has no control at all: the one path is the first screen.
  const paths = visitor ? transitionPaths(model) : shortestPaths(model);
  for (const path of paths) {
    const user = userEvent.setup();
    const fake = fakes(visitor);
    const view = render(<ChatConsent effects={fake.effects} />);
    const line = () => screen.queryByRole('status');
    const checks: PathChecks<Snapshot, ModelEvent> = {
      states: {
        notKept: () => {
          expect(line()).toBeNull();
          expect(fake.stored()).toBeUndefined();
        },
        kept: () => {
          expect(line()?.textContent).toMatch(/Your email and this conversation's questions are kept/);
          expect(fake.stored()).toEqual(visitor);
        },
        forgetting: () => {
          expect(screen.getByRole('button', { name: 'Deleting...' })).toHaveProperty('disabled', true);
          expect(fake.calls.at(-1)?.input).toEqual(visitor);
        },
        forgotten: (s: Snapshot) => {
          expect(line()?.textContent).toBe(
            `Deleted ${s.context.deleted} questions from the server. Nothing more is kept.`,
          );
          expect(fake.stored()).toBeUndefined();
        },
        failed: () => {
          expect(line()?.textContent).toMatch(/could not delete them right now/);
          expect(fake.stored()).toEqual(visitor);
        },
      },
      events: {
        'consent.withdraw': () => user.click(screen.getByRole('button', { name: 'Stop keeping them' })),
        'forget.request': () => user.click(screen.getByRole('button', { name: 'Forget me on the server' })),
        'xstate.done.actor.forgetOnServer': async ({ event }) =>
          act(async () => fake.calls.at(-1)?.resolve(event.output)),
        'xstate.error.actor.forgetOnServer': async () =>
          act(async () => fake.calls.at(-1)?.reject(new Error('offline'))),
      },
    };
    await testPath(model, path, checks);
    view.unmount();
  }
  return { model, paths };
}

describe('chatConsent machine against the rendered line', () => {
  it('visits every state and takes every transition, for a kept conversation and one that is not', async () => {
    expectFullCoverage([await runPaths(kept), await runPaths(undefined)]);
  });
});
