// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { WebCallClient, createWebCall } from '../../../engine/webcall';
import '../../../engine/webcall/platform'; // loaded up front, as the client loads it lazily at the first start
import { FakeDaily } from '../../fixtures/webcall/fakeDaily';
import { settle, webCallResponse } from '../../fixtures/webcall/harness';

describe('web-call creation through the platform API', () => {
  it('posts /call/web with the bearer token and joins the returned room', async () => {
    const requests: Array<{ url: string; init: RequestInit }> = [];
    const fetch = async (url: string, init: RequestInit) => {
      requests.push({ url, init });
      return new Response(JSON.stringify(webCallResponse()), {
        status: 201,
        headers: { 'content-type': 'application/json' },
      });
    };
    const daily = new FakeDaily();
    const client = createWebCall({
      publicKey: 'pk-123',
      apiBaseUrl: 'https://api.example.com/',
      fetch,
      dailyFactory: daily.factory,
    });
    void client.start({ model: { provider: 'openai' } });
    await settle();
    expect(requests).toHaveLength(1);
    expect(requests[0]?.url).toBe('https://api.example.com/call/web');
    expect(requests[0]?.init.method).toBe('POST');
    expect(new Headers(requests[0]?.init.headers).get('authorization')).toBe('Bearer pk-123');
    expect(JSON.parse(String(requests[0]?.init.body))).toEqual({
      assistant: { model: { provider: 'openai' } },
    });
    expect(daily.last.log).toContain('join');
    await client.stop();
  });

  it('aborts the request when stopped while the web call is being created', async () => {
    let signal: AbortSignal | undefined;
    const fetch = (_url: string, init: RequestInit) => {
      signal = init.signal ?? undefined;
      return new Promise<Response>((_resolve, reject) =>
        signal?.addEventListener('abort', () => reject(signal?.reason)),
      );
    };
    const client = new WebCallClient({
      token: () => 'tok',
      apiBaseUrl: 'https://api.example.com',
      fetch,
      dailyFactory: new FakeDaily().factory,
    });
    const started = client.start('asst-1');
    await settle();
    await client.stop();
    expect(signal?.aborted).toBe(true);
    await expect(started).resolves.toBeNull();
  });

  it('never sends the request when stopped before the API client has loaded', async () => {
    const requests: string[] = [];
    const fetch = async (url: string) => {
      requests.push(url);
      return new Response('{}');
    };
    const client = new WebCallClient({
      token: 'tok',
      apiBaseUrl: 'https://api.example.com',
      fetch,
      dailyFactory: new FakeDaily().factory,
    });
    const started = client.start('asst-1');
    await client.stop();
    await expect(started).resolves.toBeNull();
    await settle();
    expect(requests).toEqual([]);
  });

  it('fails the start with a clear error when neither a token nor createWebCall was given', async () => {
    // @ts-expect-error the types require apiBaseUrl and a token, or createWebCall; plain JavaScript can omit them
    const client = new WebCallClient({ dailyFactory: new FakeDaily().factory });
    const errors: unknown[] = [];
    client.on('error', (e) => errors.push(e));
    await expect(client.start('asst-1')).resolves.toBeNull();
    expect(errors).toEqual([
      expect.objectContaining({
        type: 'start-method-error',
        message: expect.stringContaining('token and apiBaseUrl'),
      }),
    ]);
  });
});
