import { fromCallback } from 'xstate';
import { ANSWER_KINDS, MAX_ANSWER_ITEMS } from '../../contracts/chat';
import type { ChatMessage, HistorySaveEvent } from '../../machines/chat';
import { openStore } from './webStorage';

// The chat history in localStorage. Whatever sits under the key (another app's data, a hand edit,
// a truncated write) and whatever the storage does (private mode, quota), the chat keeps working.

export const HISTORY_KEY = 'chatHistory';
/** Only the newest messages are kept, so a long session never fills the quota or slows a reload. */
export const MAX_STORED_MESSAGES = 100;
/** A single stored message longer than this is cut, so one huge entry cannot stall the markdown renderer. */
export const MAX_STORED_TEXT = 8000;

/** The subset of the Web Storage API this module uses, so tests can hand in a hostile one. */
export type HistoryStore = Pick<Storage, 'getItem' | 'setItem'>;

const isMessage = (value: unknown): value is Pick<ChatMessage, 'sender' | 'text'> => {
  if (typeof value !== 'object' || value === null) return false;
  const { sender, text } = value as Record<string, unknown>;
  return (sender === 'ai' || sender === 'user') && typeof text === 'string';
};

/** An answer's items and kind, each kept only when well formed: a bad one drops, the message stays. */
function aboutOf(value: unknown): Pick<ChatMessage, 'items' | 'kind'> {
  const { items, kind } = value as Record<string, unknown>;
  const known = ANSWER_KINDS.find((k) => k === kind);
  return {
    ...(Array.isArray(items) && items.every((item) => typeof item === 'string')
      ? { items: (items as string[]).slice(0, MAX_ANSWER_ITEMS) }
      : {}),
    ...(known ? { kind: known } : {}),
  };
}

/** Keeps the valid entries of whatever was stored, newest last, renumbered as positions. */
export function parseHistory(raw: string | null): ChatMessage[] {
  if (!raw) return [];
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(data)) return [];
  return data
    .filter(isMessage)
    .slice(-MAX_STORED_MESSAGES)
    .map((message, index) => ({
      id: index + 1,
      sender: message.sender,
      text: message.text.slice(0, MAX_STORED_TEXT),
      ...(message.sender === 'ai' ? aboutOf(message) : {}),
    }));
}

export function serializeHistory(messages: ChatMessage[]): string {
  const kept = messages.slice(-MAX_STORED_MESSAGES).map(({ id, sender, text, items, kind }) => ({
    id,
    sender,
    text: text.slice(0, MAX_STORED_TEXT),
    ...(items ? { items } : {}),
    ...(kind ? { kind } : {}),
  }));
  return JSON.stringify(kept);
}

/** Reads the stored history; an unreadable store counts as an empty one. */
export function loadHistory(store: HistoryStore | null): ChatMessage[] {
  try {
    return parseHistory(store?.getItem(HISTORY_KEY) ?? null);
  } catch {
    return [];
  }
}

/** Writes the history; returns false when the store refused (the chat then simply forgets on reload). */
export function saveHistory(store: HistoryStore | null, messages: ChatMessage[]): boolean {
  if (!store) return false;
  try {
    store.setItem(HISTORY_KEY, serializeHistory(messages));
    return true;
  } catch {
    return false;
  }
}

const browserStore = (): HistoryStore | null => window.localStorage;

/** The storage actor for the chat machine: restores once on start, then saves on every change. */
export function createHistoryStorage(getStore: () => HistoryStore | null = browserStore) {
  return fromCallback<HistorySaveEvent>(({ sendBack, receive }) => {
    const store = openStore(getStore);
    let warned = false;
    receive((event) => {
      if (!saveHistory(store, event.messages) && !warned) {
        warned = true;
        console.warn('[chat] The chat history could not be saved; it will not survive a reload.');
      }
    });
    sendBack({ type: 'history.restored', messages: loadHistory(store) });
  });
}

export const historyStorage = createHistoryStorage();
