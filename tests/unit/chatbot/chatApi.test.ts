import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHAT_TIMEOUT_MS, requestReply } from '../../../src/effects/chatApi';

// POST /api/chat as the spec's call and error catalogue describe it.

type FetchArgs = [input: RequestInfo | URL, init?: RequestInit];

function fetchReturning(body: string, status = 200, contentType = 'application/json') {
  return vi.fn(
    async (..._args: FetchArgs) => new Response(body, { status, headers: { 'Content-Type': contentType } }),
  );
}

/** A server that never answers, but gives up when the request is aborted, as fetch does. */
function silentFetch() {
  return vi.fn(
    (..._args: FetchArgs) =>
      new Promise<Response>((_, reject) => {
        const signal = _args[1]?.signal;
        signal?.addEventListener('abort', () =>
          reject(signal.reason ?? new DOMException('aborted', 'AbortError')),
        );
      }),
  );
}

const quietConsole = () => vi.spyOn(console, 'error').mockImplementation(() => {});

afterEach(() => {
  vi.useRealTimers();
});

describe('requestReply', () => {
  it('posts the question as JSON and resolves with the text of the reply', async () => {
    const fetch = fetchReturning(JSON.stringify({ text: '**Six** projects.', model: 'ignored' }));
    await expect(requestReply({ userText: 'What projects?' }, undefined, { fetch })).resolves.toBe(
      '**Six** projects.',
    );
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/chat');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(init?.body))).toEqual({ userText: 'What projects?' });
  });

  it('logs "Bad response from API" with the status when the body is not JSON', async () => {
    const log = quietConsole();
    const fetch = fetchReturning('<html>Bad Gateway</html>', 502, 'text/html');
    await expect(requestReply({ userText: 'hi' }, undefined, { fetch })).rejects.toThrow(
      'Bad response from API',
    );
    expect(String(log.mock.calls[0])).toMatch(/Bad response from API.*502/);
  });

  it("logs the server's error field with the status when the status is not OK", async () => {
    const log = quietConsole();
    const fetch = fetchReturning(JSON.stringify({ error: 'Too many requests, try again in 30 s' }), 429);
    await expect(requestReply({ userText: 'hi' }, undefined, { fetch })).rejects.toThrow('Too many requests');
    expect(String(log.mock.calls[0])).toContain('Too many requests, try again in 30 s');
    expect(String(log.mock.calls[0])).toContain('429');
  });

  it('logs "Request failed with" and the status when a failing server sends no error field', async () => {
    const log = quietConsole();
    const fetch = fetchReturning(JSON.stringify({ detail: 'nope' }), 500);
    await expect(requestReply({ userText: 'hi' }, undefined, { fetch })).rejects.toThrow(
      'Request failed with 500',
    );
    expect(String(log.mock.calls[0])).toContain('Request failed with 500');
  });

  it('rejects a successful response without text rather than showing nothing', async () => {
    quietConsole();
    const fetch = fetchReturning(JSON.stringify({ answer: 'wrong field' }));
    await expect(requestReply({ userText: 'hi' }, undefined, { fetch })).rejects.toThrow(
      'Bad response from API',
    );
  });

  it('gives up on a silent server after the time-out, so "Typing..." cannot hang', async () => {
    vi.useFakeTimers();
    const log = quietConsole();
    const fetch = silentFetch();
    const reply = requestReply({ userText: 'hi' }, undefined, { fetch });
    const outcome = expect(reply).rejects.toThrow(`within ${CHAT_TIMEOUT_MS / 1000} s`);
    await vi.advanceTimersByTimeAsync(CHAT_TIMEOUT_MS - 1);
    expect(fetch.mock.calls[0]![1]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
    expect(String(log.mock.calls[0])).toContain('within 20 s');
  });

  it('aborts the fetch when the caller leaves, without logging an error', async () => {
    const log = quietConsole();
    const fetch = silentFetch();
    const leave = new AbortController();
    const reply = requestReply({ userText: 'hi' }, leave.signal, { fetch });
    leave.abort();
    await expect(reply).rejects.toBeDefined();
    expect(fetch.mock.calls[0]![1]?.signal?.aborted).toBe(true);
    expect(log).not.toHaveBeenCalled();
  });

  it('leaves no timer behind once the reply has arrived', async () => {
    vi.useFakeTimers();
    const fetch = fetchReturning(JSON.stringify({ text: 'ok' }));
    await requestReply({ userText: 'hi' }, undefined, { fetch });
    expect(vi.getTimerCount()).toBe(0);
  });
});
