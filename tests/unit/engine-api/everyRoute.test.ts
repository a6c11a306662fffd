import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlatformClient } from '../../../engine/api';
import { routeTable } from '../../../engine/api/routes';
import type { AnyRoute } from '../../../engine/api/core/route';
import { listRoutes, methodAt } from './routeList';
import { parseMultipart, startRecordingServer } from './recordingServer';
import type { Recorded, RecordingServer } from './recordingServer';

// Ids with characters that would change the path if sent raw.
const PATH_VALUES = ['id/with ?#', 'sub id&2'];
const QUERY = {
  limit: 5,
  tags: ['a', 'b'],
  createdAtGt: new Date('2026-01-02T03:04:05.000Z'),
  skipped: undefined,
  filter: { status: 'ended' },
};
const QUERY_SENT = [
  ['limit', '5'],
  ['tags', 'a'],
  ['tags', 'b'],
  ['createdAtGt', '2026-01-02T03:04:05.000Z'],
  ['filter', '{"status":"ended"}'],
];

function argsFor(name: string, route: AnyRoute): unknown[] {
  const params = PATH_VALUES.slice(0, route.path.split('{').length - 1);
  if (route.input === 'none') return params;
  if (route.input === 'query' || route.input === 'paged') return [...params, QUERY];
  if (route.input === 'form')
    return [...params, { name, sample: new File(['RIFF-audio'], 'sample.wav', { type: 'audio/wav' }) }];
  return [...params, { name, nested: { list: [1, 2] } }];
}

function expectedPath(route: AnyRoute): string {
  let index = 0;
  return route.path.replace(/\{\w+\}/g, () => encodeURIComponent(PATH_VALUES[index++] ?? ''));
}

async function expectBody(request: Recorded, name: string, route: AnyRoute) {
  if (route.input === 'form') {
    expect(request.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const form = await parseMultipart(request);
    expect(form.get('name')).toBe(name);
    const file = form.get('sample') as File;
    expect([file.name, await file.text()]).toEqual(['sample.wav', 'RIFF-audio']);
  } else if (route.input.startsWith('json')) {
    expect(request.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request.body.toString())).toEqual({ name, nested: { list: [1, 2] } });
  } else {
    expect(request.body.length).toBe(0);
    expect(request.headers['content-type']).toBeUndefined();
  }
}

let server: RecordingServer;
beforeAll(async () => {
  server = await startRecordingServer((request) => ({
    body: { echoed: `${request.method} ${request.rawPath}` },
  }));
});
afterAll(() => server.close());

describe('every route in the table reaches the wire as the spec says', () => {
  const client = () => createPlatformClient({ baseUrl: `${server.baseUrl}/`, token: 'secret-token' });

  it.each(listRoutes(routeTable).map((entry) => [entry.name, entry.line, entry.route] as const))(
    'client.%s sends %s',
    async (name, _line, route) => {
      const before = server.requests.length;
      const result = await methodAt(client(), name)(...argsFor(name, route));

      expect(server.requests).toHaveLength(before + 1);
      const request = server.requests[before] as Recorded;
      expect(request.method).toBe(route.method);
      expect(request.rawPath).toBe(expectedPath(route));
      expect([...request.query]).toEqual(
        route.input === 'query' || route.input === 'paged' ? QUERY_SENT : [],
      );
      expect(request.headers.authorization).toBe(
        route.meta?.auth === false ? undefined : 'Bearer secret-token',
      );
      expect(request.headers.accept).toBe('application/json');
      await expectBody(request, name, route);
      expect(result).toEqual({ echoed: `${route.method} ${expectedPath(route)}` });
    },
  );
});
