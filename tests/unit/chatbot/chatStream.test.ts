import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHAT_TIMEOUT_MS, requestReply } from '../../../src/effects/chatApi';

// POST /api/chat answered as a stream of events: the words reported as they arrive, the whole reply
// at the end, and the spec's error catalogue for anything that breaks before or during the stream.

type FetchArgs = [input: RequestInfo | URL, init?: RequestInit];

/** A server whose event stream the test writes piece by piece, and may cut or leave hanging. */
function streamingServer() {
  let push!: (text: string) => void;
  let end!: () => void;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      const encoder = new TextEncoder();
      push = (text) => controller.enqueue(encoder.encode(text));
      end = () => controller.close();
    },
  });
  const fetch = vi.fn(
    async (..._args: FetchArgs) =>
      new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } }),
  );
  const event = (name: string, data: object) => push(`event: ${name}\ndata: ${JSON.stringify(data)}\n\n`);
  return { fetch, push, end, event };
}

const quietConsole = () => vi.spyOn(console, 'error').mockImplementation(() => {});
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.useRealTimers();
});

describe('requestReply with a streamed answer', () => {
  it('asks for a stream, sends the history when there is one, and { userText } alone when not', async () => {
    const withHistory = streamingServer();
    const history = [
      { sender: 'user' as const, text: 'What projects?' },
      { sender: 'ai' as const, text: 'Six.' },
    ];
    const reply = requestReply({ userText: 'Which use React?', history }, undefined, {
      fetch: withHistory.fetch,
    });
    withHistory.event('done', { text: 'Two.' });
    withHistory.end();
    await reply;
    const [, init] = withHistory.fetch.mock.calls[0]!;
    expect(new Headers(init?.headers).get('Accept')).toMatch(/^text\/event-stream/);
    expect(JSON.parse(String(init?.body))).toEqual({ userText: 'Which use React?', history });

    const alone = streamingServer();
    const again = requestReply({ userText: 'hi', history: [] }, undefined, { fetch: alone.fetch });
    alone.event('done', { text: 'Hello.' });
    alone.end();
    await again;
    expect(JSON.parse(String(alone.fetch.mock.calls[0]![1]?.body))).toEqual({ userText: 'hi' });
  });

  it('reports each piece as it arrives, even split across network chunks, and resolves with the whole reply', async () => {
    const server = streamingServer();
    const seen: string[] = [];
    const reply = requestReply({ userText: 'Projects?' }, undefined, { fetch: server.fetch }, (text) =>
      seen.push(text),
    );
    server.event('delta', { text: '**Six** ' });
    await tick();
    expect(seen).toEqual(['**Six** ']);
    server.push('event: delta\ndata: {"text":"proj');
    await tick();
    expect(seen).toEqual(['**Six** ']);
    server.push('ects."}\n\n');
    server.event('done', { text: '**Six** projects.' });
    server.end();
    await expect(reply).resolves.toBe('**Six** projects.');
    expect(seen).toEqual(['**Six** ', 'projects.']);
  });

  it("rejects and logs the server's words when the stream ends with an error event", async () => {
    const log = quietConsole();
    const server = streamingServer();
    const reply = requestReply({ userText: 'Projects?' }, undefined, { fetch: server.fetch });
    server.event('delta', { text: 'Half an ' });
    server.event('error', { error: 'The assistant stopped part-way through its answer; please ask again.' });
    await expect(reply).rejects.toThrow('stopped part-way');
    expect(String(log.mock.calls[0])).toMatch(/stopped part-way.*status 200/);
  });

  it('rejects and logs when the stream is cut half-way, with no done event', async () => {
    const log = quietConsole();
    const server = streamingServer();
    const reply = requestReply({ userText: 'Projects?' }, undefined, { fetch: server.fetch });
    server.event('delta', { text: 'Half an ' });
    server.end();
    await expect(reply).rejects.toThrow('ended before it was finished');
    expect(String(log.mock.calls[0])).toContain('ended before it was finished');
  });

  it('calls an event that is not JSON a bad response from the API', async () => {
    quietConsole();
    const server = streamingServer();
    const reply = requestReply({ userText: 'Projects?' }, undefined, { fetch: server.fetch });
    server.push('event: delta\ndata: <html>\n\n');
    await expect(reply).rejects.toThrow('Bad response from API (status 200)');
  });

  it('gives up when the stream stalls between pieces for the time-out', async () => {
    vi.useFakeTimers();
    const log = quietConsole();
    const server = streamingServer();
    const reply = requestReply({ userText: 'Projects?' }, undefined, { fetch: server.fetch });
    const outcome = expect(reply).rejects.toThrow(`within ${CHAT_TIMEOUT_MS / 1000} s`);
    await vi.advanceTimersByTimeAsync(CHAT_TIMEOUT_MS / 2);
    server.event('delta', { text: 'Slow ' });
    // The piece rearms the time-out: half of it again is still within it.
    await vi.advanceTimersByTimeAsync(CHAT_TIMEOUT_MS / 2 + 1);
    expect(server.fetch.mock.calls[0]![1]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(CHAT_TIMEOUT_MS / 2);
    await outcome;
    expect(String(log.mock.calls[0])).toContain('within 20 s');
  });
});
