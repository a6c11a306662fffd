// createPlatformClient<paths>: routes the schema has are typed from it (`tsc` checks the expectTypeOf lines
// and the expected errors), routes it lacks keep the table's types, and the wire is unchanged.
import { readFile } from 'node:fs/promises';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { createCallsApi, createPlatformClient, createTransport } from '../../../engine/api';
import type { ApiList, ApiPromise, ApiRecord, QueryParams, RequestOptions } from '../../../engine/api';
import type { components, paths } from '../../fixtures/openapi/platformSubset';
import { startRecordingServer } from './recordingServer';
import type { RecordingServer } from './recordingServer';

type Call = components['schemas']['Call'];
const SCHEMA = new URL('../../fixtures/openapi/platformSubset.json', import.meta.url);
const GENERATED = new URL('../../fixtures/openapi/platformSubset.ts', import.meta.url);

const typed = createPlatformClient<paths>({ baseUrl: 'http://127.0.0.1:1', token: 't' });
const untyped = createPlatformClient({ baseUrl: 'http://127.0.0.1:1', token: 't' });

describe('types from an openapi-typescript schema', () => {
  it('types path parameters, bodies and responses of the routes in the schema', () => {
    expectTypeOf(typed.calls.get).parameters.toEqualTypeOf<[string, options?: RequestOptions]>();
    expectTypeOf(typed.calls.get).returns.toEqualTypeOf<ApiPromise<Call>>();
    expectTypeOf(typed.calls.update).parameters.toEqualTypeOf<
      [string, body: components['schemas']['UpdateCallDTO'], options?: RequestOptions]
    >();
    expectTypeOf(typed.calls.createWeb).returns.resolves.toEqualTypeOf<Call>();
    expectTypeOf(typed.calls.list).returns.resolves.toEqualTypeOf<Call[]>();
    expectTypeOf(typed.calls.delete).returns.resolves.toEqualTypeOf<undefined>();
    expectTypeOf(typed.calls.listPaginated).returns.resolves.toEqualTypeOf<
      components['schemas']['CallPaginatedResponse']
    >();
    expectTypeOf(typed.calls.listAll).returns.toEqualTypeOf<AsyncIterableIterator<Call>>();
    // The schema names the suite `testSuiteId` where the table says `id`: parameters match by position.
    expectTypeOf(typed.testSuites.runs.get).parameters.toEqualTypeOf<
      [string, string, options?: RequestOptions]
    >();
    expectTypeOf(typed.testSuites.runs.get).returns.resolves.toEqualTypeOf<
      components['schemas']['TestSuiteRun']
    >();
    expectTypeOf(typed.files.create).toBeCallableWith({ file: new Blob(['x']), name: 'notes.txt' });
  });

  it('keeps the table types for routes the schema lacks, and without a schema', () => {
    expectTypeOf(typed.assistants.get).returns.resolves.toEqualTypeOf<ApiRecord>();
    expectTypeOf(typed.assistants.listAll).returns.toEqualTypeOf<AsyncIterableIterator<ApiRecord>>();
    expectTypeOf(untyped.calls.get).parameters.toEqualTypeOf<[string | number, RequestOptions?]>();
    expectTypeOf(untyped.calls.list).parameters.toEqualTypeOf<
      [query?: QueryParams, options?: RequestOptions]
    >();
    expectTypeOf(untyped.calls.list).returns.resolves.toEqualTypeOf<ApiList>();
    expectTypeOf(untyped.calls.list).returns.resolves.toEqualTypeOf<ApiRecord[]>();
    expectTypeOf(
      createCallsApi<paths>(createTransport({ baseUrl: '/', token: 't' })).get,
    ).returns.resolves.toEqualTypeOf<Call>();
  });

  it('refuses what the schema does not allow', async () => {
    // @ts-expect-error a misspelt body field
    void (() => typed.calls.update('c1', { nmae: 'Support line' }));
    // @ts-expect-error a query key the route does not have
    void (() => typed.calls.listPaginated({ pageSize: 10 }));
    // @ts-expect-error a query value outside the enum
    void (() => typed.calls.listPaginated({ sortOrder: 'NEWEST' }));
    // @ts-expect-error the schema types the id as a string
    void (() => typed.calls.get(42));
    const use = async () => {
      const call = await typed.calls.get('c1');
      // @ts-expect-error a field the response does not have
      void call.duration;
      // @ts-expect-error a status the response never has
      void (call.status === 'finished');
      // @ts-expect-error cost is optional, so it may be undefined
      void call.cost.toFixed(2);
      for await (const item of typed.calls.listAll()) {
        // @ts-expect-error listAll yields calls, not pages
        void item.results;
      }
    };
    void use;
  });
});

describe('a typed client on the wire', () => {
  let server: RecordingServer;
  beforeAll(async () => {
    server = await startRecordingServer(() => ({
      body: { id: 'c1', orgId: 'o1', createdAt: '2026-01-01T00:00:00.000Z', status: 'ended' },
    }));
  });
  afterAll(() => server.close());

  it('sends what the untyped client sends', async () => {
    const client = createPlatformClient<paths>({ baseUrl: server.baseUrl, token: 't' });
    const call = await client.calls.update('c 1', { name: 'Support line' });
    expect(call.status).toBe('ended');
    await client.testSuites.runs.get('s1', 'r1');
    expect(server.requests.map((r) => [r.method, r.rawPath, r.body.toString()])).toEqual([
      ['PATCH', '/call/c%201', '{"name":"Support line"}'],
      ['GET', '/test-suite/s1/run/r1', ''],
    ]);
  });
});

describe('the fixture types', () => {
  it('are what openapi-typescript generates from the fixture schema', async () => {
    const generated = astToString(await openapiTS(SCHEMA));
    const checkedIn = await readFile(GENERATED, 'utf8');
    // The CLI adds a banner; the types below it must match.
    expect(checkedIn.endsWith(generated)).toBe(true);
  });
});
