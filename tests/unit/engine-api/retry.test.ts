import { afterEach, describe, expect, it } from 'vitest';
import { createPlatformClient, PlatformError } from '../../../engine/api';
import { startRecordingServer } from './recordingServer';
import type { Handler, RecordingServer } from './recordingServer';

let server: RecordingServer;
afterEach(() => server.close());

// Back-off this long would time the test out, so a pass proves Retry-After set the wait.
const SLOW_BACKOFF = { backoffMs: 60_000, maxDelayMs: 60_000 };
const busyOnce: Handler = (_request, index) =>
  index === 0
    ? { status: 503, headers: { 'retry-after': '0' }, body: { message: 'busy' } }
    : { body: { ok: true } };

async function client(handler: Handler, retry?: Parameters<typeof createPlatformClient>[0]['retry']) {
  server = await startRecordingServer(handler);
  return createPlatformClient({ baseUrl: server.baseUrl, token: 't', ...(retry !== undefined && { retry }) });
}

describe('retry', () => {
  it('is off by default: one 503 is thrown at once', async () => {
    const api = await client(busyOnce);
    await expect(api.calls.list()).rejects.toBeInstanceOf(PlatformError);
    expect(server.requests).toHaveLength(1);
  });

  it('retries a GET when opted in, waiting as Retry-After says', async () => {
    const api = await client(busyOnce, { limit: 2, ...SLOW_BACKOFF });
    await expect(api.calls.list()).resolves.toEqual({ ok: true });
    expect(server.requests.map((r) => r.method)).toEqual(['GET', 'GET']);
  });

  it('understands Retry-After as an HTTP date', async () => {
    const past = new Date(Date.now() - 1000).toUTCString();
    const api = await client(
      (_r, i) => (i === 0 ? { status: 429, headers: { 'retry-after': past } } : { body: { ok: 1 } }),
      { limit: 1, ...SLOW_BACKOFF },
    );
    await expect(api.assistants.list()).resolves.toEqual({ ok: 1 });
    expect(server.requests).toHaveLength(2);
  });

  it('gives up rather than wait longer than maxDelayMs', async () => {
    const api = await client(() => ({ status: 429, headers: { 'retry-after': '120' } }), {
      limit: 3,
      maxDelayMs: 1000,
    });
    await expect(api.calls.list()).rejects.toMatchObject({ status: 429 });
    expect(server.requests).toHaveLength(1);
  });

  it('stops after the limit and throws the last error', async () => {
    const api = await client(() => ({ status: 503, headers: { 'retry-after': '0' } }), { limit: 2 });
    await expect(api.calls.list()).rejects.toMatchObject({ status: 503 });
    expect(server.requests).toHaveLength(3);
  });

  it('takes a limit that is not a number (a setting read from a missing variable) as no retries, not endless ones', async () => {
    const api = await client(() => ({ status: 503, headers: { 'retry-after': '0' } }), Number(undefined));
    await expect(api.calls.list()).rejects.toMatchObject({ status: 503 });
    expect(server.requests).toHaveLength(1);
    const again = createPlatformClient({
      baseUrl: server.baseUrl,
      token: 't',
      retry: { limit: NaN, backoffMs: 1 },
    });
    await expect(again.calls.list()).rejects.toMatchObject({ status: 503 });
    expect(server.requests).toHaveLength(2);
  });

  it('never retries a POST, even when asked to', async () => {
    const api = await client(busyOnce, { limit: 3, methods: ['POST' as 'GET'] });
    await expect(api.calls.createWeb({ assistantId: 'a1' })).rejects.toMatchObject({ status: 503 });
    await expect(api.calls.create({}, { retry: 3 })).resolves.toEqual({ ok: true });
    expect(server.requests.map((r) => r.method)).toEqual(['POST', 'POST']);
  });

  it('retries a GET after a dropped connection', async () => {
    const api = await client((_r, i) => (i === 0 ? { destroy: true } : { body: { ok: true } }), {
      limit: 1,
      backoffMs: 1,
    });
    await expect(api.calls.get('c1')).resolves.toEqual({ ok: true });
    expect(server.requests).toHaveLength(2);
  });

  it('retries a GET that timed out, and not a POST', async () => {
    // The first GET and the POST hang; the GET's second attempt is answered. The time-out is long
    // enough that a loaded machine still answers the second attempt within it.
    const api = await client((_r, i) => (i === 1 ? { body: { ok: true } } : { hang: true }), {
      limit: 1,
      backoffMs: 1,
    });
    await expect(api.calls.get('c1', { timeoutMs: 1000 })).resolves.toEqual({ ok: true });
    expect(server.requests).toHaveLength(2);
    await expect(api.calls.createWeb({ assistantId: 'a1' }, { timeoutMs: 1000 })).rejects.toMatchObject({
      name: 'PlatformTimeoutError',
    });
    expect(server.requests).toHaveLength(3);
  });

  it('does not retry a client error such as 400', async () => {
    const api = await client(() => ({ status: 400, body: { message: 'bad' } }), 3);
    await expect(api.calls.list()).rejects.toMatchObject({ status: 400 });
    expect(server.requests).toHaveLength(1);
  });

  it('can be turned off for one request', async () => {
    const api = await client(busyOnce, 3);
    await expect(api.calls.list(undefined, { retry: false })).rejects.toMatchObject({ status: 503 });
    expect(server.requests).toHaveLength(1);
  });

  it('stops waiting when the caller aborts during the wait', async () => {
    const api = await client(() => ({ status: 503, headers: { 'retry-after': '30' } }), {
      limit: 1,
      maxDelayMs: 60_000,
    });
    const controller = new AbortController();
    const pending = api.calls.list(undefined, { signal: controller.signal });
    for (let tries = 0; server.requests.length === 0 && tries < 400; tries++)
      await new Promise((r) => setTimeout(r, 5));
    // Give the 503 time to arrive, so the abort lands in the 30 s wait rather than the request.
    await new Promise((r) => setTimeout(r, 100));
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(server.requests).toHaveLength(1);
  });
});
