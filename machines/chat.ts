import { assign, fromCallback, fromPromise, sendTo, setup } from 'xstate';

// The chat history: restored from storage, one request at a time, reset by command or button.

export type ChatSender = 'ai' | 'user';

export interface ChatMessage {
  /** The list length plus one when the message was appended, so ids are 1-based positions. */
  id: number;
  sender: ChatSender;
  /** Markdown for the assistant, plain text for the visitor. */
  text: string;
}

export interface ChatContext {
  initialMessages: ChatMessage[];
  messages: ChatMessage[];
  draft: string;
}

export type ChatEvent =
  | { type: 'history.restored'; messages: ChatMessage[] }
  | { type: 'draft.change'; text: string }
  | { type: 'message.send' }
  | { type: 'suggestion.choose'; text: string }
  | { type: 'history.reset' };

/** What the machine tells its storage actor. */
export type HistorySaveEvent = { type: 'history.save'; messages: ChatMessage[] };

export interface ChatInput {
  initialMessages: ChatMessage[];
}

export const ERROR_REPLY = 'Error: Unable to get response.';
/** Suggestions show while the log holds this many messages or fewer. */
export const SUGGESTION_LIMIT = 2;

export const isResetCommand = (text: string) => /^(clear|reset)$/i.test(text.trim());

const append = (messages: ChatMessage[], sender: ChatSender, text: string): ChatMessage[] => [
  ...messages,
  { id: messages.length + 1, sender, text },
];

export const chatMachine = setup({
  types: {
    context: {} as ChatContext,
    events: {} as ChatEvent,
    input: {} as ChatInput,
  },
  actors: {
    // Defaults keep nothing and answer nothing; the view provides the real storage and API.
    historyStorage: fromCallback<HistorySaveEvent>(({ sendBack }) => {
      sendBack({ type: 'history.restored', messages: [] });
    }),
    askAssistant: fromPromise<string, { userText: string }>(async () => {
      throw new Error('No assistant is connected to this chat');
    }),
  },
  guards: {
    hasRestoredMessages: ({ event }) => event.type === 'history.restored' && event.messages.length > 0,
    isResetCommand: ({ context }) => isResetCommand(context.draft),
    isDraftBlank: ({ context }) => context.draft.trim() === '',
    areSuggestionsShown: ({ context }) => context.messages.length <= SUGGESTION_LIMIT,
  },
  actions: {
    useRestoredHistory: assign({
      messages: ({ event }) => (event.type === 'history.restored' ? event.messages : []),
    }),
    useInitialHistory: assign({ messages: ({ context }) => context.initialMessages }),
    updateDraft: assign({ draft: ({ event }) => (event.type === 'draft.change' ? event.text : '') }),
    clearDraft: assign({ draft: '' }),
    appendDraft: assign({ messages: ({ context }) => append(context.messages, 'user', context.draft.trim()) }),
    appendSuggestion: assign({
      messages: ({ context, event }) => (event.type === 'suggestion.choose' ? append(context.messages, 'user', event.text) : context.messages),
    }),
    appendReply: assign({
      messages: ({ context }, reply: string) => append(context.messages, 'ai', reply),
    }),
    appendErrorReply: assign({ messages: ({ context }) => append(context.messages, 'ai', ERROR_REPLY) }),
    saveHistory: sendTo('storage', ({ context }): HistorySaveEvent => ({ type: 'history.save', messages: context.messages })),
  },
}).createMachine({
  id: 'chat',
  context: ({ input }) => ({ initialMessages: input.initialMessages, messages: [], draft: '' }),
  invoke: { id: 'storage', src: 'historyStorage' },
  on: { 'draft.change': { actions: 'updateDraft' } },
  initial: 'restoring',
  states: {
    restoring: {
      on: {
        // Saving right away writes the initial messages when there were none, and drops stored junk.
        'history.restored': [
          { guard: 'hasRestoredMessages', target: 'idle', actions: ['useRestoredHistory', 'saveHistory'] },
          { target: 'idle', actions: ['useInitialHistory', 'saveHistory'] },
        ],
      },
    },
    idle: {
      on: {
        'message.send': [
          { guard: 'isResetCommand', actions: ['useInitialHistory', 'clearDraft', 'saveHistory'] },
          // A blank message is ignored and the draft is left as typed.
          { guard: 'isDraftBlank' },
          { target: 'loading', actions: ['appendDraft', 'clearDraft', 'saveHistory'] },
        ],
        'suggestion.choose': { guard: 'areSuggestionsShown', target: 'loading', actions: ['appendSuggestion', 'saveHistory'] },
        'history.reset': { actions: ['useInitialHistory', 'saveHistory'] },
      },
    },
    loading: {
      invoke: {
        id: 'askAssistant',
        src: 'askAssistant',
        input: ({ context }) => ({ userText: context.messages.at(-1)?.text ?? '' }),
        onDone: { target: 'idle', actions: [{ type: 'appendReply', params: ({ event }) => event.output }, 'saveHistory'] },
        onError: { target: 'idle', actions: ['appendErrorReply', 'saveHistory'] },
      },
      on: {
        // Resetting mid-request leaves this state, which stops the request and aborts its fetch.
        'history.reset': { target: 'idle', actions: ['useInitialHistory', 'saveHistory'] },
      },
    },
  },
});
