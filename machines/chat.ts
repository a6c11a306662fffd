import { assign, fromCallback, fromPromise, sendTo, setup } from 'xstate';
import {
  MAX_HISTORY_MESSAGES,
  MAX_HISTORY_TEXT,
  type AnswerKind,
  type ChatAnswer,
  type ChatSender,
  type ChatTurn,
} from '../contracts/chat';

// The chat history: restored from storage, one request at a time, reset by command or button. A reply
// may arrive in pieces: they are shown as they come, and only the finished reply is stored.

export type { ChatSender };

export interface ChatMessage {
  /** The list length plus one when the message was appended, so ids are 1-based positions. */
  id: number;
  sender: ChatSender;
  /** Markdown for the assistant, plain text for the visitor. */
  text: string;
  /** An answer's content ids and kind, as the server named them; sent back with the history. */
  items?: string[];
  kind?: AnswerKind;
}

export interface ChatContext {
  initialMessages: ChatMessage[];
  messages: ChatMessage[];
  draft: string;
  /** The words of the pending reply that have arrived so far ('' until the first). */
  pending: string;
  /** The id of the question being asked, made when it is sent (the server keeps a question once per id). */
  questionId: string;
}

export type ChatEvent =
  | { type: 'history.restored'; messages: ChatMessage[] }
  | { type: 'draft.change'; text: string }
  | { type: 'message.send' }
  | { type: 'suggestion.choose'; text: string }
  | { type: 'history.reset' }
  | { type: 'reply.delta'; text: string };

/** What the assistant actor is asked: the question, the conversation before it, and where to report words as they arrive. */
export interface AskInput {
  userText: string;
  questionId: string;
  history: ChatTurn[];
  onText: (text: string) => void;
}

/** What the machine tells its storage actor. */
export type HistorySaveEvent = { type: 'history.save'; messages: ChatMessage[] };

export interface ChatInput {
  initialMessages: ChatMessage[];
}

export const ERROR_REPLY = 'Error: Unable to get response.';
/** Suggestions show while the log holds this many messages or fewer. */
export const SUGGESTION_LIMIT = 2;

export const isResetCommand = (text: string) => /^(clear|reset)$/i.test(text.trim());

/** What the assistant actor resolves with: the answer's markdown alone, or with its items and kind. */
export type AskOutput = string | (Pick<ChatAnswer, 'text'> & Partial<Pick<ChatAnswer, 'items' | 'kind'>>);

const append = (
  messages: ChatMessage[],
  sender: ChatSender,
  text: string,
  about: Pick<ChatMessage, 'items' | 'kind'> = {},
): ChatMessage[] => [...messages, { id: messages.length + 1, sender, text, ...about }];

/** An answer's items and kind, each only when the answer named it. */
const aboutOf = (reply: AskOutput): Pick<ChatMessage, 'items' | 'kind'> =>
  typeof reply === 'string'
    ? {}
    : { ...(reply.items ? { items: reply.items } : {}), ...(reply.kind ? { kind: reply.kind } : {}) };

// 128 random bits as hex; getRandomValues works on plain-http pages too, unlike randomUUID.
const newQuestionId = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

/**
 * The conversation a question is asked in, for follow-ups ("Which of them use React?"): the messages
 * before it, without the opening messages and error bubbles, which say nothing about the portfolio,
 * cut to the caps the server accepts.
 */
export function historyFor(messages: ChatMessage[], initialMessages: ChatMessage[]): ChatTurn[] {
  const opening = new Set(initialMessages.map((m) => m.text));
  return messages
    .slice(0, -1)
    .filter((m) => !(m.sender === 'ai' && (m.text === ERROR_REPLY || opening.has(m.text))))
    .slice(-MAX_HISTORY_MESSAGES)
    .map(({ sender, text, items, kind }) => ({
      sender,
      text: text.slice(0, MAX_HISTORY_TEXT),
      ...(items ? { items } : {}),
      ...(kind ? { kind } : {}),
    }));
}

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
    askAssistant: fromPromise<AskOutput, AskInput>(async () => {
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
    appendDraft: assign({
      messages: ({ context }) => append(context.messages, 'user', context.draft.trim()),
    }),
    appendSuggestion: assign({
      messages: ({ context, event }) =>
        event.type === 'suggestion.choose' ? append(context.messages, 'user', event.text) : context.messages,
    }),
    appendReply: assign({
      messages: ({ context }, reply: AskOutput) =>
        append(context.messages, 'ai', typeof reply === 'string' ? reply : reply.text, aboutOf(reply)),
    }),
    nameQuestion: assign({ questionId: () => newQuestionId() }),
    appendErrorReply: assign({ messages: ({ context }) => append(context.messages, 'ai', ERROR_REPLY) }),
    showArrivedText: assign({
      pending: ({ context, event }) => context.pending + (event.type === 'reply.delta' ? event.text : ''),
    }),
    clearArrivedText: assign({ pending: '' }),
    saveHistory: sendTo('storage', ({ context }): HistorySaveEvent => ({
      type: 'history.save',
      messages: context.messages,
    })),
  },
}).createMachine({
  id: 'chat',
  context: ({ input }) => ({
    initialMessages: input.initialMessages,
    messages: [],
    draft: '',
    pending: '',
    questionId: '',
  }),
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
        'suggestion.choose': {
          guard: 'areSuggestionsShown',
          target: 'loading',
          actions: ['appendSuggestion', 'saveHistory'],
        },
        'history.reset': { actions: ['useInitialHistory', 'saveHistory'] },
      },
    },
    loading: {
      // Words shown while they arrive are not a message yet: the finished reply (or the error bubble,
      // if it breaks off) is appended and stored once.
      entry: 'nameQuestion',
      exit: 'clearArrivedText',
      invoke: {
        id: 'askAssistant',
        src: 'askAssistant',
        input: ({ context, self }) => ({
          userText: context.messages.at(-1)?.text ?? '',
          questionId: context.questionId,
          history: historyFor(context.messages, context.initialMessages),
          onText: (text: string) => self.send({ type: 'reply.delta', text }),
        }),
        onDone: {
          target: 'idle',
          actions: [{ type: 'appendReply', params: ({ event }) => event.output }, 'saveHistory'],
        },
        onError: { target: 'idle', actions: ['appendErrorReply', 'saveHistory'] },
      },
      on: {
        'reply.delta': { actions: 'showArrivedText' },
        // Resetting mid-request leaves this state, which stops the request and aborts its fetch.
        'history.reset': { target: 'idle', actions: ['useInitialHistory', 'saveHistory'] },
      },
    },
  },
});
