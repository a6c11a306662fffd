// Compile-time checks (run by `tsc`); at run time they only prove the methods exist.
import { describe, expectTypeOf, it } from 'vitest';
import { createPlatformClient } from '../../../engine/api';
import type {
  ApiBody,
  ApiList,
  ApiPage,
  ApiRecord,
  CreateWebCallRequest,
  RequestOptions,
  WebCall,
} from '../../../engine/api';

const client = createPlatformClient({ baseUrl: 'http://127.0.0.1:1', token: () => Promise.resolve('t') });

describe('derived method types', () => {
  it('types the web call precisely', () => {
    expectTypeOf(client.calls.createWeb).parameters.toEqualTypeOf<
      [body: CreateWebCallRequest, options?: RequestOptions]
    >();
    expectTypeOf(client.calls.createWeb).returns.resolves.toEqualTypeOf<WebCall>();
    expectTypeOf<WebCall['id']>().toEqualTypeOf<string>();
    expectTypeOf<WebCall['webCallUrl']>().toEqualTypeOf<string>();
    expectTypeOf<NonNullable<WebCall['artifactPlan']>['videoRecordingEnabled']>().toEqualTypeOf<
      boolean | undefined
    >();
    expectTypeOf<NonNullable<NonNullable<WebCall['assistant']>['voice']>['provider']>().toEqualTypeOf<
      string | undefined
    >();
    expectTypeOf<keyof CreateWebCallRequest>().toEqualTypeOf<
      | 'assistant'
      | 'assistantId'
      | 'assistantOverrides'
      | 'squad'
      | 'squadId'
      | 'workflow'
      | 'workflowId'
      | 'workflowOverrides'
    >();
  });

  it('takes path parameters first, then the body or query, then options', () => {
    expectTypeOf(client.testSuites.runs.get).parameters.toEqualTypeOf<
      [string | number, string | number, RequestOptions?]
    >();
    expectTypeOf(client.testSuites.runs.list).toBeCallableWith('suite-1', {
      limit: 10,
      createdAtGt: new Date(),
    });
    expectTypeOf(client.testSuites.runs.list).toBeCallableWith('suite-1');
    expectTypeOf(client.assistants.replace).toBeCallableWith('a1', { name: 'Ada' }, { timeoutMs: 5000 });
    expectTypeOf(client.calls.get).returns.resolves.toEqualTypeOf<ApiRecord>();
    expectTypeOf(client.calls.list).returns.resolves.toEqualTypeOf<ApiList>();
    expectTypeOf(client.calls.delete).returns.resolves.toEqualTypeOf<ApiRecord | undefined>();
  });

  it('types a page of a paginated list as the page listAll walks', () => {
    expectTypeOf(client.calls.listPaginated).returns.resolves.toEqualTypeOf<ApiPage>();
    expectTypeOf<Awaited<ReturnType<typeof client.assistants.listPaginated>>['results']>().toEqualTypeOf<
      ApiRecord[]
    >();
    expectTypeOf<NonNullable<ApiPage['metadata']>['totalItems']>().toEqualTypeOf<number | undefined>();
  });

  it('rejects wrong arguments', () => {
    // @ts-expect-error a web call body has no such field
    void (() => client.calls.createWeb({ assistantName: 'x' }));
    // @ts-expect-error get needs an id
    void (() => client.calls.get());
    // @ts-expect-error an upload takes form fields, not arbitrary values
    void (() => client.files.create({ file: { path: '/tmp/x' } }));
  });

  it('takes a plain object as a JSON body, interfaces and records read back from the API included', () => {
    interface Draft {
      name: string;
      tags?: string[];
    }
    const use = async (draft: Draft) => {
      await client.assistants.create(draft);
      const record = await client.assistants.get('a1');
      await client.assistants.update('a1', { ...record, name: 'Ada', metadata: { tier: 'gold' } });
      await client.request({ method: 'POST', path: '/beta', body: [{ id: 1 }] });
      await client.request({ method: 'POST', path: '/beta', body: new FormData() });
      await client.voiceLibrary.sync();
    };
    void use;
    expectTypeOf<Record<string, unknown>>().toExtend<ApiBody>();
  });

  it('refuses, where TypeScript can tell, an object JSON would not send as data', () => {
    // @ts-expect-error a Map is written as {}
    void (() => client.assistants.create(new Map([['name', 'Ada']])));
    // @ts-expect-error a Set is written as {}
    void (() => client.assistants.update('a1', new Set(['Ada'])));
    // @ts-expect-error the route takes an object, not an array
    void (() => client.assistants.create([{ name: 'Ada' }]));
    // @ts-expect-error form data goes to the upload routes
    void (() => client.assistants.create(new FormData()));
    // @ts-expect-error a Blob is written as {}
    void (() => client.assistants.create(new Blob(['{}'])));
    // @ts-expect-error URLSearchParams are written as {}
    void (() => client.assistants.create(new URLSearchParams('name=Ada')));
    // @ts-expect-error bytes are not a JSON object
    void (() => client.assistants.create(new Uint8Array([1])));
    // @ts-expect-error an ArrayBuffer is written as {}
    void (() => client.assistants.create(new ArrayBuffer(1)));
    // @ts-expect-error a Date is written as a string, not an object
    void (() => client.assistants.create(new Date()));
    // @ts-expect-error a RegExp is written as {}
    void (() => client.assistants.create(/Ada/));
    // @ts-expect-error a function is not data
    void (() => client.assistants.create(() => ({ name: 'Ada' })));
    // @ts-expect-error a promise is written as {}: await it first
    void (() => client.assistants.create(Promise.resolve({ name: 'Ada' })));
    // @ts-expect-error a Map is not a raw request body either
    void (() => client.request({ method: 'POST', path: '/beta', body: new Map() }));
  });
});
