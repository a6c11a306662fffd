import { afterEach, describe, expect, it } from 'vitest';
import { createPlatformClient } from '../../../engine/api';
import { parseMultipart, startRecordingServer } from './recordingServer';
import type { Recorded, RecordingServer } from './recordingServer';

let server: RecordingServer;
afterEach(() => server.close());

async function client() {
  server = await startRecordingServer((r) => ({ body: { got: `${r.method} ${r.rawPath}` } }));
  return createPlatformClient({ baseUrl: server.baseUrl, token: 'tok' });
}
const first = () => server.requests[0] as Recorded;

describe('escape hatch: client.request()', () => {
  it('calls any path with encoded params, query and a JSON body', async () => {
    const api = await client();
    const result = await api.request({
      method: 'PUT',
      path: '/beta/{id}/thing',
      params: { id: 'x/y' },
      query: { dryRun: true },
      body: { a: 1 },
    });

    expect(result).toEqual({ got: 'PUT /beta/x%2Fy/thing' });
    expect([first().query.get('dryRun'), first().headers['content-type'], first().body.toString()]).toEqual([
      'true',
      'application/json',
      '{"a":1}',
    ]);
    expect(first().headers.authorization).toBe('Bearer tok');
  });

  it('refuses what it cannot send as a TypeError at once, sent nowhere and never retried', async () => {
    const api = await client();
    const cycle: Record<string, unknown> = {};
    cycle.self = cycle;
    await expect(api.calls.create(cycle)).rejects.toThrow(TypeError);
    await expect(api.calls.list({ filter: cycle }, { retry: 3 })).rejects.toThrow(TypeError);
    await expect(api.request({ method: 'GET', path: '/call', body: { a: 1 } })).rejects.toThrow(
      'A GET request cannot have a body',
    );
    expect(server.requests).toHaveLength(0);
  });

  it('sends FormData as multipart and can skip the token', async () => {
    const api = await client();
    const form = new FormData();
    form.append('file', new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    await api.request({ method: 'POST', path: '/file', body: form, auth: false });

    expect(first().headers.authorization).toBeUndefined();
    expect(await ((await parseMultipart(first())).get('file') as File).text()).toBe('hello');
  });

  it('refuses an absolute URL, so the token cannot be sent to another host', async () => {
    const api = await client();
    await expect(
      api.request({ method: 'GET', path: 'https://elsewhere.example/steal' }),
    ).rejects.toBeInstanceOf(TypeError);
    await expect(api.request({ method: 'GET', path: '//elsewhere.example/steal' })).rejects.toBeInstanceOf(
      TypeError,
    );
    expect(server.requests).toHaveLength(0);
  });
});

describe('multipart uploads', () => {
  it('uploads a File with its name and type through files.create', async () => {
    const api = await client();
    await api.files.create({
      file: new File(['%PDF-1.7'], 'cv.pdf', { type: 'application/pdf' }),
      purpose: 'knowledge',
      tags: ['a', 'b'],
    });

    const form = await parseMultipart(first());
    const file = form.get('file') as File;
    expect([first().rawPath, file.name, file.type, await file.text()]).toEqual([
      '/file',
      'cv.pdf',
      'application/pdf',
      '%PDF-1.7',
    ]);
    expect([form.get('purpose'), form.getAll('tags')]).toEqual(['knowledge', ['a', 'b']]);
  });

  it('passes a ready FormData through untouched (voice clone)', async () => {
    const api = await client();
    const form = new FormData();
    form.append('name', 'Narrator');
    form.append('files', new Blob(['one']), 'one.mp3');
    form.append('files', new Blob(['two']), 'two.mp3');
    await api.providers.cloneElevenLabsVoice(form);

    const received = await parseMultipart(first());
    expect(first().rawPath).toBe('/11labs/voice/clone');
    expect(received.getAll('files').map((f) => (f as File).name)).toEqual(['one.mp3', 'two.mp3']);
    expect(first().headers['content-type']).toMatch(/^multipart\/form-data/);
  });
});

describe('multipart with a preset content-type', () => {
  it('lets fetch write the boundary even when the client defaults to JSON', async () => {
    server = await startRecordingServer(() => ({ body: {} }));
    const api = createPlatformClient({
      baseUrl: server.baseUrl,
      token: 't',
      headers: { 'Content-Type': 'application/json' },
    });
    await api.files.upload({ file: new Blob(['raw bytes']) });

    expect(first().headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const file = (await parseMultipart(first())).get('file') as File;
    expect([file.name, await file.text()]).toEqual(['blob', 'raw bytes']);
  });
});

describe('query parameters', () => {
  it('drops undefined and null, and sends nothing when no query is given', async () => {
    const api = await client();
    await api.calls.listPaginated({ page: 2, assistantId: undefined, cursor: null, sortOrder: 'DESC' });
    await api.calls.list();
    expect(server.requests.map((r) => r.query.toString())).toEqual(['page=2&sortOrder=DESC', '']);
  });
});
