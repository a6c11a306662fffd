import { afterEach, describe, expect, it } from 'vitest';
import {
  createCallsApi,
  createPlatformClient,
  createTransport,
  PlatformError,
  ResponseFormatError,
} from '../../../engine/api';
import { retryDelay } from '../../../engine/api/core/retry';
import { NetworkError } from '../../../engine/api/errors/networkError';
import { startRecordingServer } from './recordingServer';
import type { Handler, RecordingServer } from './recordingServer';

let server: RecordingServer;
afterEach(() => server.close());

async function client(handler: Handler) {
  server = await startRecordingServer(handler);
  return createPlatformClient({ baseUrl: server.baseUrl, token: 't' });
}

/** The platform's paginated answer: `total` items, `perPage` to a page, page numbers from the query. */
const pages =
  (total: number, perPage: number, metadata = true): Handler =>
  (request) => {
    const page = Number(request.query.get('page'));
    const first = (page - 1) * perPage;
    const results = Array.from({ length: Math.max(0, Math.min(perPage, total - first)) }, (_, i) => ({
      id: `c${first + i + 1}`,
    }));
    return {
      body: metadata
        ? { results, metadata: { currentPage: page, itemsPerPage: perPage, totalItems: total } }
        : { results },
    };
  };

const ids = async (items: AsyncIterable<unknown>) => {
  const seen: unknown[] = [];
  for await (const item of items) seen.push((item as { id: string }).id);
  return seen;
};

describe('listAll', () => {
  it('walks every page of GET /v2/call with the query, and stops when metadata says all were seen', async () => {
    const api = await client(pages(4, 2));
    expect(await ids(api.calls.listAll({ assistantId: 'a1', limit: 2 }))).toEqual(['c1', 'c2', 'c3', 'c4']);
    expect(server.requests.map((r) => `${r.rawPath}?${r.query}`)).toEqual([
      '/v2/call?assistantId=a1&limit=2&page=1',
      '/v2/call?assistantId=a1&limit=2&page=2',
    ]);
  });

  it('asks for no page the loop does not reach', async () => {
    const api = await client(pages(50, 10));
    const seen: unknown[] = [];
    for await (const item of api.assistants.listAll()) {
      seen.push(item);
      if (seen.length === 12) break;
    }
    expect(server.requests.map((r) => `${r.rawPath}?${r.query}`)).toEqual([
      '/v2/assistant?page=1',
      '/v2/assistant?page=2',
    ]);
  });

  it('stops at a short or empty page when the platform sends no metadata', async () => {
    const api = await client(pages(4, 2, false));
    expect(await ids(api.phoneNumbers.listAll())).toEqual(['c1', 'c2', 'c3', 'c4']);
    expect(server.requests.map((r) => r.query.get('page'))).toEqual(['1', '2', '3']);
  });

  it('is on every paginated list: calls, assistants, phone numbers and campaigns, and on a single resource', async () => {
    const api = await client(pages(1, 10));
    for (const list of [
      api.calls.listAll,
      api.assistants.listAll,
      api.phoneNumbers.listAll,
      api.campaigns.listAll,
    ]) {
      expect(await ids(list({ page: 1 }))).toEqual(['c1']);
    }
    const calls = createCallsApi(createTransport({ baseUrl: server.baseUrl, token: 't' }));
    expect(await ids(calls.listAll())).toEqual(['c1']);
    expect(server.requests.map((r) => r.rawPath)).toEqual([
      '/v2/call',
      '/v2/assistant',
      '/v2/phone-number',
      '/campaign/paginated',
      '/v2/call',
    ]);
  });

  it('fails with the path when an answer is not a page, rather than end the list early', async () => {
    const api = await client(() => ({ body: [{ id: 'c1' }] }));
    await expect(ids(api.calls.listAll())).rejects.toThrow('GET /v2/call page 1 has no "results" list');
  });

  const firstPage = [{ id: 'c1' }, { id: 'c2' }];

  it('fails rather than repeat items when the server ignores "page" and says so in metadata', async () => {
    const api = await client(() => ({
      body: { results: firstPage, metadata: { itemsPerPage: 2, totalItems: 10, currentPage: 1 } },
    }));
    await expect(ids(api.calls.listAll())).rejects.toThrow(
      'GET /v2/call did not answer with page 2: the server ignores "page"',
    );
    expect(server.requests).toHaveLength(2);
  });

  it('fails rather than repeat items when a server without metadata sends the same page again', async () => {
    const api = await client(() => ({ body: { results: firstPage } }));
    await expect(ids(api.assistants.listAll({ limit: 2 }))).rejects.toThrow(
      'GET /v2/assistant did not answer with page 2',
    );
    expect(server.requests).toHaveLength(2);
  });

  it('passes errors and request options through', async () => {
    const api = await client(() => ({ status: 401, body: { message: 'bad key' } }));
    await expect(ids(api.calls.listAll(undefined, { headers: { 'x-trace': '1' } }))).rejects.toBeInstanceOf(
      PlatformError,
    );
    expect(server.requests[0]?.headers['x-trace']).toBe('1');
  });
});

describe('answers that are not JSON', () => {
  it('fails a success answer that is a web page with a ResponseFormatError that points at baseUrl', async () => {
    const api = await client(() => ({
      headers: { 'content-type': 'text/html; charset=utf-8', 'x-request-id': 'r1' },
      body: '<!doctype html><title>Site</title>',
    }));
    const error = await api.calls.createWeb({ assistantId: 'a1' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseFormatError);
    expect(error).toMatchObject({
      status: 200,
      requestId: 'r1',
      message: 'POST /call/web answered 200 with a web page (check baseUrl)',
    });
    expect((error as ResponseFormatError).body).toContain('<title>Site</title>');
  });

  it('fails a success answer whose JSON is cut short, and keeps the text of an error answer', async () => {
    const api = await client((_r, i) => ({
      status: i === 0 ? 200 : 502,
      headers: { 'content-type': 'application/json' },
      body: '{"id": "x", ',
    }));
    await expect(api.calls.get('c1')).rejects.toMatchObject({
      name: 'ResponseFormatError',
      message: 'GET /call/c1 answered 200 with broken JSON',
    });
    await expect(api.calls.get('c1')).rejects.toMatchObject({
      name: 'PlatformError',
      status: 502,
      body: '{"id": "x", ',
    });
  });

  it('still gives plain text and empty answers as they are', async () => {
    const api = await client((_r, i) =>
      i === 0 ? { headers: { 'content-type': 'text/plain' }, body: 'ok' } : { status: 204 },
    );
    await expect(api.calls.get('c1')).resolves.toBe('ok');
    await expect(api.calls.delete('c1')).resolves.toBeUndefined();
  });
});

describe('withResponse', () => {
  it('gives the data with its status, headers and request id', async () => {
    const api = await client(() => ({
      status: 201,
      headers: { 'x-request-id': 'req-42', 'x-ratelimit-remaining': '9' },
      body: { id: 'call-1' },
    }));
    const { data, status, headers, requestId } = await api.calls
      .createWeb({ assistantId: 'a1' })
      .withResponse();
    expect({ data, status, requestId, remaining: headers.get('x-ratelimit-remaining') }).toEqual({
      data: { id: 'call-1' },
      status: 201,
      requestId: 'req-42',
      remaining: '9',
    });
    await expect(api.request({ method: 'GET', path: '/call' }).withResponse()).resolves.toMatchObject({
      status: 201,
      requestId: 'req-42',
    });
  });

  it('sends one request whether or not the caller asks for the response', async () => {
    const api = await client(() => ({ body: { id: 'c1' } }));
    const pending = api.calls.get('c1');
    expect(await pending).toEqual({ id: 'c1' });
    expect((await pending.withResponse()).data).toEqual({ id: 'c1' });
    expect(server.requests).toHaveLength(1);
  });

  it('rejects with the same error, and a failure read only through withResponse is not unhandled', async () => {
    const api = await client(() => ({
      status: 404,
      headers: { 'request-id': 'req-7' },
      body: { message: 'no such call' },
    }));
    const error = await api.calls
      .get('c1')
      .withResponse()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PlatformError);
    expect(error).toMatchObject({
      status: 404,
      requestId: 'req-7',
      message: 'GET /call/c1 failed with 404: no such call (request req-7)',
    });
    // Bad arguments reject the same way, without a request.
    await expect(api.calls.get('').withResponse()).rejects.toBeInstanceOf(TypeError);
    expect(server.requests).toHaveLength(1);
  });
});

describe('retry back-off', () => {
  const network = new NetworkError('GET', '/call', new Error('reset'));

  it('is jittered between half and all of the doubled back-off', () => {
    const delays = [0, 0.5, 1].map((random) =>
      retryDelay({ limit: 3, backoffMs: 400 }, 'GET', network, 2, () => random),
    );
    expect(delays).toEqual([400, 600, 800]);
  });

  it('differs between clients that failed at the same moment', () => {
    const delays = new Set(
      Array.from({ length: 20 }, () => retryDelay({ limit: 3, backoffMs: 1000 }, 'GET', network, 1)),
    );
    expect(delays.size).toBeGreaterThan(1);
    for (const delay of delays) expect(delay).toBeGreaterThanOrEqual(500);
  });

  it('keeps a server Retry-After exactly', () => {
    const busy = new PlatformError(
      'GET',
      '/call',
      new Response(null, { status: 503, headers: { 'retry-after': '2' } }),
      undefined,
    );
    expect(retryDelay({ limit: 1 }, 'GET', busy, 1, () => 0)).toBe(2000);
  });
});
