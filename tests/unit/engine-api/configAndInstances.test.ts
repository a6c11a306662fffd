import { afterEach, describe, expect, it } from 'vitest';
import { createCallsApi, createPlatformClient, createTransport } from '../../../engine/api';
import { startRecordingServer } from './recordingServer';
import type { RecordingServer } from './recordingServer';

const servers: RecordingServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});
async function server() {
  const started = await startRecordingServer();
  servers.push(started);
  return started;
}

describe('per-instance configuration', () => {
  it('refuses to make a client without a base URL, saying what is missing', () => {
    for (const baseUrl of [undefined, '', '  ']) {
      expect(() =>
        createPlatformClient({ baseUrl, token: 't' } as unknown as Parameters<
          typeof createPlatformClient
        >[0]),
      ).toThrow(/needs a baseUrl/);
    }
  });

  it('refuses an empty token where the client is made, and an empty one from a token function before anything is sent', async () => {
    for (const token of ['', '  ', undefined, { access_token: 'sk-secret' }]) {
      const make = () =>
        createPlatformClient({ baseUrl: 'https://api.example.com', token } as unknown as Parameters<
          typeof createPlatformClient
        >[0]);
      expect(make).toThrow(/token is empty/);
      expect(make).not.toThrow(/sk-secret/);
    }
    const api = await server();
    const client = createPlatformClient({ baseUrl: api.baseUrl, token: () => '' });
    await expect(client.calls.list({}, { retry: 3 })).rejects.toThrow(TypeError);
    expect(api.requests).toHaveLength(0);
  });

  it('reads a token function before every request, so a refreshed token is used', async () => {
    const api = await server();
    let issued = 0;
    const client = createPlatformClient({ baseUrl: api.baseUrl, token: () => `sync-${++issued}` });
    await client.calls.list();
    await client.calls.get('c1');
    expect(api.requests.map((r) => r.headers.authorization)).toEqual(['Bearer sync-1', 'Bearer sync-2']);
  });

  it('awaits an async token function', async () => {
    const api = await server();
    const client = createPlatformClient({
      baseUrl: api.baseUrl,
      token: async () => 'from-the-embedding-page',
    });
    await client.calls.createWeb({ assistantId: 'a1' });
    expect(api.requests[0]?.headers.authorization).toBe('Bearer from-the-embedding-page');
  });

  it('never reads the token for the credential webhook', async () => {
    const api = await server();
    let reads = 0;
    const client = createPlatformClient({ baseUrl: api.baseUrl, token: () => `t${++reads}` });
    await client.credentials.webhook({ event: 'rotated' });
    expect([reads, api.requests[0]?.headers.authorization]).toEqual([0, undefined]);
  });

  it('keeps two clients apart: base URL, token, headers and fetch never leak across', async () => {
    const [first, second] = [await server(), await server()];
    const fetched: string[] = [];
    const a = createPlatformClient({
      baseUrl: first.baseUrl,
      token: 'token-a',
      headers: { 'x-app': 'a' },
      fetch: (input, init) => {
        fetched.push(input);
        return fetch(input, init);
      },
    });
    const b = createPlatformClient({
      baseUrl: second.baseUrl,
      token: async () => 'token-b',
      headers: { 'x-app': 'b' },
    });

    await Promise.all([a.calls.list(), b.calls.list(), a.tools.get('t1'), b.tools.get('t2')]);

    expect(first.requests.map((r) => [r.rawPath, r.headers.authorization, r.headers['x-app']])).toEqual([
      ['/call', 'Bearer token-a', 'a'],
      ['/tool/t1', 'Bearer token-a', 'a'],
    ]);
    expect(second.requests.map((r) => [r.rawPath, r.headers.authorization, r.headers['x-app']])).toEqual([
      ['/call', 'Bearer token-b', 'b'],
      ['/tool/t2', 'Bearer token-b', 'b'],
    ]);
    expect(fetched).toEqual([`${first.baseUrl}/call`, `${first.baseUrl}/tool/t1`]);
  });

  it('lets per-request headers override instance headers, whatever their case', async () => {
    const api = await server();
    const client = createPlatformClient({
      baseUrl: api.baseUrl,
      token: 't',
      headers: { 'X-Trace': 'instance', Accept: 'text/csv' },
    });
    await client.calls.export({ format: 'csv' }, { headers: { 'x-trace': 'request' } });
    expect([api.requests[0]?.headers['x-trace'], api.requests[0]?.headers.accept]).toEqual([
      'request',
      'text/csv',
    ]);
  });

  it('builds one resource alone from a transport', async () => {
    const api = await server();
    const calls = createCallsApi(createTransport({ baseUrl: api.baseUrl, token: 't' }));
    await calls.createWeb({ assistant: { voice: { provider: '11labs' } } });
    expect(api.requests.map((r) => `${r.method} ${r.rawPath}`)).toEqual(['POST /call/web']);
  });
});
