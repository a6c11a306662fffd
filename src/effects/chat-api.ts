import { fromPromise } from 'xstate';
import { CHAT_PATH, type ChatAnswer, type ChatFailure, type ChatRequest } from '../../contracts/chat';

// POST /api/chat for the chat machine. Failures are logged as the spec's error catalogue says and
// rethrown, so the machine can show the visitor its one error bubble.

// Read as unknown: a proxy or a crash may answer anything, so every field is checked before use.
type Unchecked<T> = { [K in keyof T]?: unknown };

export const CHAT_ENDPOINT = CHAT_PATH;
/** Long enough for a slow model, short enough that "Typing..." never hangs. */
export const CHAT_TIMEOUT_MS = 20_000;

export interface ChatApiOptions {
  fetch?: typeof fetch;
  endpoint?: string;
  timeoutMs?: number;
}

export class ChatApiError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ChatApiError';
  }
}

/** One signal that fires when the caller gives up or the time-out passes; `done` clears the timer. */
function withTimeout(signal: AbortSignal | undefined, ms: number) {
  const controller = new AbortController();
  const onAbort = () => controller.abort(signal?.reason);
  if (signal?.aborted) onAbort();
  else signal?.addEventListener('abort', onAbort, { once: true });
  const timer = setTimeout(() => controller.abort(new ChatApiError(`No reply from ${CHAT_ENDPOINT} within ${ms / 1000} s`)), ms);
  const done = () => {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  };
  return { signal: controller.signal, done };
}

/** Sends one question and resolves with the assistant's markdown reply. */
export async function requestReply(userText: string, signal?: AbortSignal, options: ChatApiOptions = {}): Promise<string> {
  const { fetch: doFetch = globalThis.fetch, endpoint = CHAT_ENDPOINT, timeoutMs = CHAT_TIMEOUT_MS } = options;
  const timed = withTimeout(signal, timeoutMs);
  try {
    let response: Response;
    try {
      response = await doFetch(endpoint, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ userText } satisfies ChatRequest),
        signal: timed.signal,
      });
    } catch (cause) {
      // A time-out aborts with our own error; the caller leaving needs no log.
      if (timed.signal.reason instanceof ChatApiError) throw timed.signal.reason;
      throw cause;
    }
    let data: unknown;
    try {
      data = await response.json();
    } catch {
      throw new ChatApiError(`Bad response from API (status ${response.status})`, response.status);
    }
    const body = (typeof data === 'object' && data !== null ? data : {}) as Unchecked<ChatAnswer & ChatFailure>;
    if (!response.ok) {
      // The server's own words when it sent them, and the status either way, for whoever reads the log.
      const reason = typeof body.error === 'string' && body.error ? `${body.error} (status ${response.status})` : `Request failed with ${response.status}`;
      throw new ChatApiError(reason, response.status);
    }
    if (typeof body.text !== 'string') {
      throw new ChatApiError(`Bad response from API (status ${response.status}): no text in the reply`, response.status);
    }
    return body.text;
  } catch (error) {
    if (!signal?.aborted) console.error(`[chat] POST ${endpoint} failed:`, error instanceof Error ? error.message : error);
    throw error;
  } finally {
    timed.done();
  }
}

export function createAskAssistant(options: ChatApiOptions = {}) {
  return fromPromise<string, { userText: string }>(({ input, signal }) => requestReply(input.userText, signal, options));
}

export const askAssistant = createAskAssistant();
