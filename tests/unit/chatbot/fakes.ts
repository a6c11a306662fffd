import { fromCallback, fromPromise } from 'xstate';
import type { ChatTurn } from '../../../contracts/chat';
import type { AskInput, ChatMessage, HistorySaveEvent } from '../../../machines/chat';
import type { ChatEffects } from '../../../src/views/chatbot/ChatView';

// Chat effects a test steers by hand: storage answers when told, the API answers when told, and
// words of a streamed reply arrive when told.

export interface PendingRequest {
  userText: string;
  history: ChatTurn[];
  signal: AbortSignal;
  /** Reports words of the reply as they arrive, as a stream does. */
  stream: (text: string) => void;
  resolve: (text: string) => void;
  reject: (error: Error) => void;
}

export function controllableEffects() {
  const storage = {
    deliver: undefined as undefined | ((messages: ChatMessage[]) => void),
    saved: undefined as undefined | ChatMessage[],
  };
  const api = { requests: [] as PendingRequest[] };
  const effects: ChatEffects = {
    historyStorage: fromCallback<HistorySaveEvent>(({ sendBack, receive }) => {
      storage.deliver = (messages) => sendBack({ type: 'history.restored', messages });
      receive((event) => {
        storage.saved = event.messages;
      });
    }),
    askAssistant: fromPromise<string, AskInput>(
      ({ input, signal }) =>
        new Promise<string>((resolve, reject) =>
          api.requests.push({ userText: input.userText, history: input.history, signal, stream: input.onText, resolve, reject }),
        ),
    ),
  };
  return { effects, storage, api, lastRequest: () => api.requests.at(-1) };
}

/** The visible text of an assistant message rendered from our fixed markdown (bold and links only). */
export const plainText = (markdown: string) => markdown.replace(/\*\*/g, '').replace(/\[([^\]]+)\]\([^)]+\)/g, '$1');
