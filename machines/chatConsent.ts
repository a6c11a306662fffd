import { assign, fromPromise, setup } from 'xstate';
import type { ChatVisitor } from '../contracts/chat';

// What the chat keeps for the owner, as the visitor sees it beside the conversation: kept (with consent
// from the gate) until they stop it, or ask the server to forget what it holds, which stops it too.

export interface ChatConsentContext {
  visitor?: ChatVisitor;
  /** How many questions the server deleted, once it has. */
  deleted?: number;
}

export type ChatConsentEvent = { type: 'consent.withdraw' } | { type: 'forget.request' };

export interface ChatConsentInput {
  visitor?: ChatVisitor;
}

export const chatConsentMachine = setup({
  types: {
    context: {} as ChatConsentContext,
    events: {} as ChatConsentEvent,
    input: {} as ChatConsentInput,
  },
  actors: {
    // The real call lives in src/effects/chatConsent.ts; views and tests supply theirs with provide().
    forgetOnServer: fromPromise<number, ChatVisitor>(async () => {
      throw new Error('chatConsent: no forgetOnServer actor was provided');
    }),
  },
  guards: {
    isKept: ({ context }) => context.visitor !== undefined,
  },
  actions: {
    // Removes the stored consent, so later questions carry no visitor; provided by the view.
    withdraw: () => {},
    forgetVisitor: assign({ visitor: undefined }),
    noteDeleted: assign({ deleted: (_, deleted: number) => deleted }),
  },
}).createMachine({
  id: 'chatConsent',
  context: ({ input }) => ({ visitor: input.visitor }),
  initial: 'deciding',
  states: {
    deciding: {
      always: [{ guard: 'isKept', target: 'kept' }, { target: 'notKept' }],
    },
    notKept: {},
    kept: {
      on: {
        'consent.withdraw': { target: 'notKept', actions: ['withdraw', 'forgetVisitor'] },
        'forget.request': { target: 'forgetting' },
      },
    },
    forgetting: {
      invoke: {
        id: 'forgetOnServer',
        src: 'forgetOnServer',
        input: ({ context }) => context.visitor!,
        onDone: {
          target: 'forgotten',
          actions: [
            { type: 'noteDeleted', params: ({ event }) => event.output },
            'withdraw',
            'forgetVisitor',
          ],
        },
        onError: { target: 'failed' },
      },
    },
    forgotten: {},
    failed: {
      on: {
        'consent.withdraw': { target: 'notKept', actions: ['withdraw', 'forgetVisitor'] },
        'forget.request': { target: 'forgetting' },
      },
    },
  },
});
