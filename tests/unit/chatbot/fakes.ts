import { fromCallback, fromPromise } from 'xstate';
import type { ChatMessage, HistorySaveEvent } from '../../../machines/chat';
import type { ChatEffects } from '../../../src/views/chatbot/ChatView';

// Chat effects a test steers by hand: storage answers when told, the API answers when told.

export interface PendingRequest {
  userText: string;
  signal: AbortSignal;
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
    askAssistant: fromPromise<string, { userText: string }>(
      ({ input, signal }) => new Promise<string>((resolve, reject) => api.requests.push({ userText: input.userText, signal, resolve, reject })),
    ),
  };
  return { effects, storage, api, lastRequest: () => api.requests.at(-1) };
}

/** The visible text of an assistant message rendered from our fixed markdown (bold and links only). */
export const plainText = (markdown: string) => markdown.replace(/\*\*/g, '').replace(/\[([^\]]+)\]\([^)]+\)/g, '$1');
