// A minimal client for any OpenAI-compatible /chat/completions endpoint, with fetch.

export interface ModelConfig {
  apiKey: string;
  baseUrl: string;
  model: string;
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

export async function completeChat(config: ModelConfig, messages: ChatMessage[], signal: AbortSignal, fetchImpl: typeof fetch = fetch): Promise<string> {
  const url = `${config.baseUrl}/chat/completions`;
  // Aborts on whichever comes first: the time-out, or the visitor going away.
  const combined = AbortSignal.any([signal, AbortSignal.timeout(config.timeoutMs)]);
  let res: Response;
  try {
    res = await fetchImpl(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${config.apiKey}` },
      body: JSON.stringify({ model: config.model, messages, temperature: 0.2, max_tokens: 700 }),
      signal: combined,
    });
  } catch (err) {
    throw new ModelError(abortReason(err, signal, config.timeoutMs) ?? `network error: ${describe(err)}`);
  }
  let raw: string;
  try {
    raw = await res.text();
  } catch (err) {
    throw new ModelError(abortReason(err, signal, config.timeoutMs) ?? `reading the response failed: ${(err as Error).message}`);
  }
  const scrub = (s: string) => snippet(s).split(config.apiKey).join('***');
  if (!res.ok) throw new ModelError(`HTTP ${res.status}: ${scrub(raw)}`);
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    throw new ModelError(`response is not JSON (HTTP ${res.status}): ${scrub(raw)}`);
  }
  const content = (body as { choices?: { message?: { content?: unknown } }[] } | null)?.choices?.[0]?.message?.content;
  if (typeof content !== 'string' || !content.trim()) throw new ModelError('response has no message content');
  return content.trim();
}

// fetch hides the reason (ECONNREFUSED, ENOTFOUND...) in `cause`; the log needs it.
function describe(err: unknown): string {
  const cause = (err as { cause?: { code?: string; message?: string } } | null)?.cause;
  return [(err as Error).message, cause?.code ?? cause?.message].filter(Boolean).join(': ');
}

function abortReason(err: unknown, clientSignal: AbortSignal, timeoutMs: number): string | undefined {
  const name = (err as { name?: string } | null)?.name;
  if (clientSignal.aborted) return 'the client went away; request aborted';
  if (name === 'TimeoutError' || name === 'AbortError') return `timed out after ${timeoutMs} ms`;
  return undefined;
}
