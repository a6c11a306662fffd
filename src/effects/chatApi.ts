import { createParser } from 'eventsource-parser';
import { fromPromise } from 'xstate';
import {
  ANSWER_KINDS,
  CHAT_PATH,
  EVENT_STREAM,
  MAX_ANSWER_ITEMS,
  type ChatAnswer,
  type ChatFailure,
  type ChatRequest,
  type ChatStreamEvent,
  type ChatVisitor,
} from '../../contracts/chat';
import type { AskInput, AskOutput } from '../../machines/chat';
import { consentMemory } from './chatConsent';

// POST /api/chat for the chat machine. The answer comes as JSON, or as a stream of events when a
// model writes it; words are reported as they arrive. Failures before or during the answer are logged
// with the path and the cause and rethrown, so the machine can show the visitor its one error bubble.

export const CHAT_ENDPOINT = CHAT_PATH;
/** The longest wait for the answer to start, and then between two pieces of it: "Typing..." never hangs. */
export const CHAT_TIMEOUT_MS = 20_000;

// Read as unknown: a proxy or a crash may answer anything, so every field is checked before use.
type Unchecked<T> = { [K in keyof T]?: unknown };

export interface ChatApiOptions {
  fetch?: typeof fetch;
  endpoint?: string;
  timeoutMs?: number;
  /** The visitor who agreed at the gate to be kept, read when each question is sent; none means nothing is kept. */
  visitor?: () => ChatVisitor | undefined;
}

/** An answer as the browser keeps it: items and kind only when the server sent them well formed. */
export type ReceivedAnswer = Pick<ChatAnswer, 'text'> & Partial<Pick<ChatAnswer, 'items' | 'kind'>>;

/** An answer's items and kind as the server sent them, each kept only when well formed. */
export function answerOf(text: string, data: Unchecked<ChatAnswer>): ReceivedAnswer {
  const items =
    Array.isArray(data.items) && data.items.every((item) => typeof item === 'string')
      ? (data.items as string[]).slice(0, MAX_ANSWER_ITEMS)
      : undefined;
  const kind = ANSWER_KINDS.find((known) => known === data.kind);
  return { text, ...(items ? { items } : {}), ...(kind ? { kind } : {}) };
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

/** One signal that fires when the caller gives up or the time-out passes; `restart` rearms it, `done` clears it. */
function withTimeout(signal: AbortSignal | undefined, ms: number, endpoint: string) {
  const controller = new AbortController();
  const onAbort = () => controller.abort(signal?.reason);
  if (signal?.aborted) onAbort();
  else signal?.addEventListener('abort', onAbort, { once: true });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const restart = () => {
    clearTimeout(timer);
    timer = setTimeout(
      () => controller.abort(new ChatApiError(`No reply from ${endpoint} within ${ms / 1000} s`)),
      ms,
    );
  };
  restart();
  const done = () => {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  };
  return { signal: controller.signal, restart, done };
}

/** Reads an event stream to its `done` event, reporting each piece; throws on `error` or a cut. */
async function readStream(
  response: Response,
  onText: (text: string) => void,
  timed: { signal: AbortSignal; restart: () => void },
): Promise<ReceivedAnswer> {
  const status = response.status;
  let finished: ReceivedAnswer | undefined;
  let failure: Error | undefined;
  const parser = createParser({
    onEvent: ({ event, data }) => {
      let parsed: Unchecked<ChatAnswer & ChatFailure>;
      try {
        parsed = JSON.parse(data) as Unchecked<ChatAnswer & ChatFailure>;
      } catch {
        failure ??= new ChatApiError(
          `Bad response from API (status ${status}): an event is not JSON`,
          status,
        );
        return;
      }
      const kind = event as ChatStreamEvent['event'] | undefined;
      if (kind === 'delta' && typeof parsed.text === 'string' && finished === undefined) onText(parsed.text);
      else if (kind === 'done' && typeof parsed.text === 'string') finished ??= answerOf(parsed.text, parsed);
      else if (kind === 'error')
        failure ??= new ChatApiError(
          `${typeof parsed.error === 'string' ? parsed.error : 'The answer failed'} (status ${status}, during the stream)`,
          status,
        );
    },
  });
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  // A time-out or the caller leaving stops the reading too, whatever the runtime's fetch does with the body.
  const stop = () => void reader.cancel().catch(() => {});
  timed.signal.addEventListener('abort', stop, { once: true });
  try {
    for (let chunk = await reader.read(); !chunk.done && !timed.signal.aborted; chunk = await reader.read()) {
      timed.restart();
      parser.feed(chunk.value);
      if (failure) break;
    }
  } finally {
    timed.signal.removeEventListener('abort', stop);
  }
  if (timed.signal.aborted) throw timed.signal.reason;
  if (failure) {
    await reader.cancel().catch(() => {});
    throw failure;
  }
  if (finished === undefined)
    throw new ChatApiError(
      `The answer stream from ${CHAT_PATH} ended before it was finished (status ${status})`,
      status,
    );
  return finished;
}

/** Sends one question (with the conversation before it) and resolves with the assistant's whole markdown reply. */
export async function requestReply(
  request: ChatRequest,
  signal?: AbortSignal,
  options: ChatApiOptions = {},
  onText: (text: string) => void = () => {},
): Promise<string> {
  return (await requestAnswer(request, signal, options, onText)).text;
}

/** As requestReply, with the answer's items and kind when the server named them. */
export async function requestAnswer(
  request: ChatRequest,
  signal?: AbortSignal,
  options: ChatApiOptions = {},
  onText: (text: string) => void = () => {},
): Promise<ReceivedAnswer> {
  const {
    fetch: doFetch = globalThis.fetch,
    endpoint = CHAT_ENDPOINT,
    timeoutMs = CHAT_TIMEOUT_MS,
  } = options;
  const timed = withTimeout(signal, timeoutMs, endpoint);
  // `{ userText }` alone when there is nothing before it and nothing may be kept: the smallest request.
  const { history, ...rest } = request;
  const body: ChatRequest = history?.length ? { ...rest, history } : rest;
  try {
    return await postQuestion(doFetch, endpoint, body, timed, onText);
  } catch (error) {
    if (!signal?.aborted)
      console.error(`[chat] POST ${endpoint} failed:`, error instanceof Error ? error.message : error);
    throw error;
  } finally {
    timed.done();
  }
}

/** Posts the question and reads the answer, streamed or whole; a time-out rejects with its own error. */
async function postQuestion(
  doFetch: typeof globalThis.fetch,
  endpoint: string,
  body: ChatRequest,
  timed: ReturnType<typeof withTimeout>,
  onText: (text: string) => void,
): Promise<ReceivedAnswer> {
  try {
    const response = await doFetch(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: `${EVENT_STREAM}, application/json` },
      body: JSON.stringify(body),
      signal: timed.signal,
    });
    if (
      response.ok &&
      response.body &&
      (response.headers.get('content-type') ?? '').startsWith(EVENT_STREAM)
    ) {
      return await readStream(response, onText, timed);
    }
    return await readJson(response);
  } catch (cause) {
    // A time-out aborts with our own error; the caller leaving needs no log.
    if (timed.signal.reason instanceof ChatApiError) throw timed.signal.reason;
    throw cause;
  }
}

async function readJson(response: Response): Promise<ReceivedAnswer> {
  let data: unknown;
  try {
    data = await response.json();
  } catch {
    throw new ChatApiError(`Bad response from API (status ${response.status})`, response.status);
  }
  const body = (typeof data === 'object' && data !== null ? data : {}) as Unchecked<ChatAnswer & ChatFailure>;
  if (!response.ok) {
    // The server's own words when it sent them, and the status either way, for whoever reads the log.
    const reason =
      typeof body.error === 'string' && body.error
        ? `${body.error} (status ${response.status})`
        : `Request failed with ${response.status}`;
    throw new ChatApiError(reason, response.status);
  }
  if (typeof body.text !== 'string') {
    throw new ChatApiError(
      `Bad response from API (status ${response.status}): no text in the reply`,
      response.status,
    );
  }
  return answerOf(body.text, body);
}

export function createAskAssistant(options: ChatApiOptions = {}) {
  const { visitor = () => consentMemory.read() } = options;
  return fromPromise<AskOutput, AskInput>(({ input, signal }) => {
    const kept = visitor();
    const consent = kept ? { questionId: input.questionId, visitor: kept } : {};
    return requestAnswer(
      { userText: input.userText, history: input.history, ...consent },
      signal,
      options,
      input.onText,
    );
  });
}

export const askAssistant = createAskAssistant();
