import { fromPromise } from 'xstate';
import {
  FORGET_PATH,
  MAX_VISITOR_EMAIL,
  VISITOR_TOKEN,
  type ChatVisitor,
  type ChatFailure,
  type ForgetAnswer,
} from '../../contracts/chat';
import { GATE_EMAIL } from '../../contracts/email';
import { openStore } from './webStorage';

// The visitor's answer to the gate's "keep my questions" checkbox, in localStorage under its own key
// (chatHistory stays a plain array of messages): the conversation's random id and the email it is
// kept with. Nothing stored, or anything unreadable, means no consent; the chat then keeps nothing.

export const CONSENT_KEY = 'chatConsent';

export type ConsentStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface ConsentMemory {
  read(): ChatVisitor | undefined;
  /** Keeps consent for this email: the same conversation while the email is the same, else a new one. */
  give(email: string): void;
  withdraw(): void;
}

export function parseConsent(raw: string | null): ChatVisitor | undefined {
  if (!raw) return undefined;
  try {
    const { conversationId, email } = JSON.parse(raw) as Record<string, unknown>;
    return typeof conversationId === 'string' &&
      VISITOR_TOKEN.test(conversationId) &&
      typeof email === 'string' &&
      email.length <= MAX_VISITOR_EMAIL &&
      GATE_EMAIL.test(email)
      ? { conversationId, email }
      : undefined;
  } catch {
    return undefined;
  }
}

const newConversationId = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

export function createConsentMemory(
  getStore: () => ConsentStore | null = () => window.localStorage,
): ConsentMemory {
  const store = () => openStore(getStore);
  const read = () => {
    try {
      return parseConsent(store()?.getItem(CONSENT_KEY) ?? null);
    } catch {
      return undefined;
    }
  };
  return {
    read,
    give: (typed) => {
      const email = typed.trim();
      const kept = read();
      const conversationId = kept?.email === email ? kept.conversationId : newConversationId();
      try {
        store()?.setItem(CONSENT_KEY, JSON.stringify({ conversationId, email }));
      } catch {
        // Refused (quota, private mode): then nothing is kept, which is the safe side.
      }
    },
    withdraw: () => {
      try {
        store()?.removeItem(CONSENT_KEY);
      } catch {
        // Nothing could be stored either, so nothing is kept.
      }
    },
  };
}

export const consentMemory = createConsentMemory();

/** POST /api/chat/forget: deletes the conversation's questions on the server; resolves with how many. */
export async function forgetOnServer(
  visitor: ChatVisitor,
  doFetch: typeof fetch = globalThis.fetch,
): Promise<number> {
  const response = await doFetch(FORGET_PATH, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(visitor),
  });
  let data: Partial<ForgetAnswer & ChatFailure> = {};
  try {
    data = (await response.json()) as Partial<ForgetAnswer & ChatFailure>;
  } catch {
    // Reported below with the status.
  }
  if (!response.ok || typeof data.deleted !== 'number') {
    const reason = typeof data.error === 'string' ? data.error : `status ${response.status}`;
    console.error(`[chat] POST ${FORGET_PATH} failed: ${reason}`);
    throw new Error(reason);
  }
  return data.deleted;
}

export const forgetActor = fromPromise<number, ChatVisitor>(({ input }) => forgetOnServer(input));
