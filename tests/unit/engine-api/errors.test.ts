import { afterEach, describe, expect, it } from 'vitest';
import { ApiClientError, createPlatformClient, NetworkError, PlatformError } from '../../../engine/api';
import { startRecordingServer } from './recordingServer';
import type { Handler, RecordingServer } from './recordingServer';

let server: RecordingServer | undefined;
afterEach(() => server?.close());

async function clientAnswering(handler: Handler) {
  server = await startRecordingServer(handler);
  return createPlatformClient({ baseUrl: server.baseUrl, token: 't' });
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => expect.fail('expected the call to reject'),
    (error: unknown) => error,
  );
}

describe('errors', () => {
  it('throws a PlatformError with status, method, path and the parsed JSON body', async () => {
    const client = await clientAnswering(() => ({
      status: 400,
      body: { statusCode: 400, message: ['assistantId must be a UUID'] },
    }));
    const error = await rejection(client.calls.createWeb({ assistantId: 'nope' }));

    expect(error).toBeInstanceOf(PlatformError);
    expect(error).toBeInstanceOf(ApiClientError);
    expect(error).toMatchObject({
      name: 'PlatformError',
      status: 400,
      method: 'POST',
      path: '/call/web',
      body: { statusCode: 400, message: ['assistantId must be a UUID'] },
      message: 'POST /call/web failed with 400: assistantId must be a UUID',
    });
  });

  it('keeps a non-JSON error body as text', async () => {
    const client = await clientAnswering(() => ({
      status: 502,
      headers: { 'content-type': 'text/html' },
      body: '<h1>Bad gateway</h1>',
    }));
    const error = await rejection(client.assistants.get('a/1'));

    expect(error).toMatchObject({
      status: 502,
      method: 'GET',
      path: '/assistant/a%2F1',
      body: '<h1>Bad gateway</h1>',
    });
  });

  it('keeps a body that claims JSON but is not as text instead of failing to parse', async () => {
    const client = await clientAnswering(() => ({
      status: 500,
      headers: { 'content-type': 'application/json' },
      body: 'upstream crashed',
    }));
    expect(await rejection(client.tools.list())).toMatchObject({ status: 500, body: 'upstream crashed' });
  });

  it('exposes response headers, e.g. a request id for support', async () => {
    const client = await clientAnswering(() => ({
      status: 404,
      headers: { 'x-request-id': 'req-9' },
      body: { message: 'Not found' },
    }));
    const error = (await rejection(client.squads.get('s1'))) as PlatformError;
    expect(error.headers.get('x-request-id')).toBe('req-9');
  });

  it('throws a NetworkError carrying the cause when nothing answers', async () => {
    server = await startRecordingServer();
    const { baseUrl } = server;
    await server.close();
    server = undefined;
    const client = createPlatformClient({ baseUrl, token: 't' });
    const error = await rejection(client.calls.list());

    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ method: 'GET', path: '/call' });
    expect((error as NetworkError).cause).toBeInstanceOf(Error);
  });

  it('throws a NetworkError when the connection drops mid-request', async () => {
    const client = await clientAnswering(() => ({ destroy: true }));
    expect(await rejection(client.calls.get('c1'))).toBeInstanceOf(NetworkError);
  });

  it('resolves undefined for an empty success body (204)', async () => {
    const client = await clientAnswering(() => ({ status: 204 }));
    expect(await client.calls.delete('c1')).toBeUndefined();
  });

  it('rejects an empty path parameter without sending anything', async () => {
    const client = await clientAnswering(() => ({ body: {} }));
    const error = await rejection(client.calls.delete(''));
    expect(error).toBeInstanceOf(TypeError);
    expect(server?.requests).toHaveLength(0);
  });
});
