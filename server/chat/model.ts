import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';

// The model path: the maintained `openai` client, pointed at any OpenAI-compatible endpoint by its
// base URL. Answers are streamed; every failure becomes a ModelError worded for a log line.

export interface ModelConfig {
  apiKey: string;
  baseUrl: string;
  model: string;
  /** The longest wait for the first words, and then between any two pieces of the answer. */
  timeoutMs: number;
}

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** Why a model call failed, in words fit for a log line (never the key). */
export class ModelError extends Error {
  override name = 'ModelError';
}

const snippet = (text: string) => text.replace(/\s+/g, ' ').slice(0, 200);

export function createModel(config: ModelConfig, fetchImpl?: typeof fetch) {
  // No retries: a retried POST doubles the wait and the bill, and the embedded answer is the fallback.
  // The client's own time-out is a backstop; the watchdog below also covers a stalled stream.
  const client = new OpenAI({
    apiKey: config.apiKey,
    baseURL: config.baseUrl,
    maxRetries: 0,
    timeout: config.timeoutMs * 2,
    ...(fetchImpl ? { fetch: fetchImpl } : {}),
  });
  const scrub = (s: string) => snippet(s).split(config.apiKey).join('***');

  /** The answer as it arrives, piece by piece. Aborts on the visitor's signal and on a stall. */
  async function* stream(messages: ChatMessage[], signal: AbortSignal): AsyncGenerator<string> {
    const stop = new AbortController();
    let stalled = false;
    let watchdog: ReturnType<typeof setTimeout> | undefined;
    const watch = () => {
      clearTimeout(watchdog);
      watchdog = setTimeout(() => ((stalled = true), stop.abort()), config.timeoutMs);
    };
    const leave = () => stop.abort();
    if (signal.aborted) leave();
    signal.addEventListener('abort', leave, { once: true });
    const why = (err: unknown) =>
      describe(err, { left: signal.aborted, stalled, timeoutMs: config.timeoutMs, scrub });
    let any = false;
    try {
      watch();
      const { data: chunks, response } = await client.chat.completions
        .create(
          { model: config.model, messages, temperature: 0.2, max_tokens: 700, stream: true },
          { signal: stop.signal },
        )
        .withResponse();
      const type = response.headers.get('content-type') ?? '(none)';
      // A proxy's HTML error page would read as an empty stream; say what came instead.
      if (!type.startsWith('text/event-stream'))
        throw new ModelError(
          `the response is not an event stream (HTTP ${response.status}, ${type}): ${scrub(await response.text())}`,
        );
      for await (const chunk of chunks) {
        const piece = chunk.choices[0]?.delta?.content;
        if (!piece) continue;
        watch();
        any = any || piece.trim() !== '';
        yield piece;
      }
    } catch (err) {
      throw err instanceof ModelError ? err : new ModelError(why(err));
    } finally {
      clearTimeout(watchdog);
      signal.removeEventListener('abort', leave);
      stop.abort();
    }
    if (stalled || signal.aborted) throw new ModelError(why(new APIUserAbortError()));
    if (!any) throw new ModelError('the response has no message content');
  }

  return { stream };
}

export type Model = ReturnType<typeof createModel>;

interface Circumstances {
  left: boolean;
  stalled: boolean;
  timeoutMs: number;
  scrub: (s: string) => string;
}

function describe(err: unknown, { left, stalled, timeoutMs, scrub }: Circumstances): string {
  if (left) return 'the client went away; request aborted';
  if (stalled || err instanceof APIConnectionTimeoutError)
    return `timed out after ${timeoutMs} ms without an answer`;
  if (err instanceof APIUserAbortError) return 'aborted';
  if (err instanceof APIConnectionError) return `network error: ${scrub(causeOf(err))}`;
  if (err instanceof APIError) return `HTTP ${err.status}: ${scrub(err.message)}`;
  // undici's word for a body whose connection closed before it ended.
  if (err instanceof TypeError && err.message === 'terminated')
    return 'the connection closed before the answer was finished';
  // A body that is not the API's JSON or event stream (an HTML error page from a proxy, say).
  if (err instanceof SyntaxError) return `the response is not JSON: ${scrub(err.message)}`;
  return scrub(err instanceof Error ? err.message : String(err));
}

// fetch hides the reason (ECONNREFUSED, ENOTFOUND...) in `cause`; the log needs it.
function causeOf(err: Error): string {
  const cause = (err as { cause?: { code?: string; message?: string; cause?: { code?: string } } }).cause;
  return [err.message, cause?.code ?? cause?.cause?.code ?? cause?.message].filter(Boolean).join(': ');
}
