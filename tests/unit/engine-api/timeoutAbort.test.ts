import { afterEach, describe, expect, it } from 'vitest';
import {
  ApiClientError,
  createPlatformClient,
  PlatformTimeoutError,
  TimeoutError,
} from '../../../engine/api';
import { startRecordingServer } from './recordingServer';
import type { RecordingServer } from './recordingServer';

let server: RecordingServer;
afterEach(() => server.close());

async function hangingClient(timeoutMs?: number) {
  server = await startRecordingServer(() => ({ hang: true }));
  return createPlatformClient({ baseUrl: server.baseUrl, token: 't', ...(timeoutMs && { timeoutMs }) });
}

async function whenReceived(count: number) {
  for (let tries = 0; server.requests.length < count; tries++) {
    if (tries > 400) throw new Error(`the server saw ${server.requests.length} of ${count} requests`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe('time-out and abort', () => {
  it('throws a PlatformTimeoutError with the cause when the client time-out passes', async () => {
    const client = await hangingClient(50);
    const error = await client.calls.list().catch((e: unknown) => e);

    expect(error).toBeInstanceOf(PlatformTimeoutError);
    expect(TimeoutError).toBe(PlatformTimeoutError);
    expect(error).toMatchObject({
      name: 'PlatformTimeoutError',
      method: 'GET',
      path: '/call',
      timeoutMs: 50,
    });
    expect((error as TimeoutError).cause).toBeDefined();
  });

  it("tells the client's time-out from the caller's AbortSignal.timeout() by class and by name", async () => {
    const client = await hangingClient(10_000);
    const callers = await client.calls
      .list(undefined, { signal: AbortSignal.timeout(30) })
      .catch((e: unknown) => e);
    const clients = await client.calls.list(undefined, { timeoutMs: 30 }).catch((e: unknown) => e);
    expect(callers).toBeInstanceOf(DOMException);
    expect(callers).not.toBeInstanceOf(ApiClientError);
    expect(clients).toBeInstanceOf(PlatformTimeoutError);
    expect([(callers as Error).name, (clients as Error).name]).toEqual([
      'TimeoutError',
      'PlatformTimeoutError',
    ]);
  });

  it('lets one request set its own time-out', async () => {
    const client = await hangingClient();
    const error = await client.assistants.get('a1', { timeoutMs: 30 }).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'PlatformTimeoutError', timeoutMs: 30 });
  });

  it('rejects with the abort reason when the caller aborts mid-flight', async () => {
    const client = await hangingClient();
    const controller = new AbortController();
    const pending = client.calls.createWeb({ assistantId: 'a1' }, { signal: controller.signal });
    await whenReceived(1);
    controller.abort();

    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('passes a custom abort reason through unchanged', async () => {
    const client = await hangingClient();
    const controller = new AbortController();
    const reason = new Error('user hung up');
    const pending = client.chats.list(undefined, { signal: controller.signal });
    await whenReceived(1);
    controller.abort(reason);
    await expect(pending).rejects.toBe(reason);
  });

  it('bounds a token() that never settles by the same time-out and signal, and sends nothing', async () => {
    server = await startRecordingServer(() => ({ body: {} }));
    const stuck = createPlatformClient({
      baseUrl: server.baseUrl,
      token: () => new Promise<string>(() => {}),
      timeoutMs: 30,
    });
    await expect(stuck.calls.list()).rejects.toMatchObject({ name: 'PlatformTimeoutError', timeoutMs: 30 });
    const controller = new AbortController();
    const reason = new Error('user left');
    const pending = stuck.calls.get('c1', { signal: controller.signal, timeoutMs: Infinity });
    controller.abort(reason);
    await expect(pending).rejects.toBe(reason);
    expect(server.requests).toHaveLength(0);
    // token()'s own failure is still its own error.
    const refused = createPlatformClient({
      baseUrl: server.baseUrl,
      token: () => Promise.reject(new Error('session expired')),
    });
    await expect(refused.calls.list()).rejects.toThrow('session expired');
  });

  it('sends nothing when the signal is already aborted', async () => {
    const client = await hangingClient();
    await expect(client.calls.get('c1', { signal: AbortSignal.abort() })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(server.requests).toHaveLength(0);
  });

  it('refuses a time-out of 0, below 0 or NaN with a RangeError, where it is given', async () => {
    const client = await hangingClient();
    for (const timeoutMs of [0, -1, Number.NaN]) {
      expect(() => createPlatformClient({ baseUrl: server.baseUrl, token: 't', timeoutMs })).toThrow(
        RangeError,
      );
      await expect(client.calls.get('c1', { timeoutMs })).rejects.toThrow(
        `timeoutMs must be a positive number of milliseconds or Infinity (got ${timeoutMs})`,
      );
    }
    expect(server.requests).toHaveLength(0);
  });
});
