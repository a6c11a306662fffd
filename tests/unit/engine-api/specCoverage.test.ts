import { describe, expect, it } from 'vitest';
import spec from '../../fixtures/specEndpoints.json';
import { routeTable } from '../../../engine/api/routes';
import { listRoutes } from './routeList';

// The fixture is written by hand from spec section 7; the table must match it exactly, no more, no less.
const table = listRoutes(routeTable);
const lines = table.map((entry) => entry.line);

describe('route table against the spec (section 7)', () => {
  it('lists each endpoint once', () => {
    expect(lines.length).toBe(new Set(lines).size);
  });

  it('has no endpoint the spec lacks and lacks none the spec has', () => {
    const missing = spec.endpoints.filter((line) => !lines.includes(line));
    const extra = lines.filter((line) => !spec.endpoints.includes(line));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
    expect(lines).toHaveLength(spec.endpoints.length);
  });

  it('sends no token only to the credential webhook', () => {
    const withoutAuth = table.filter((entry) => entry.route.meta?.auth === false).map((entry) => entry.line);
    expect(withoutAuth).toEqual(spec.withoutAuth);
  });

  it('sends multipart form data exactly where the spec says', () => {
    const multipart = table.filter((entry) => entry.route.input === 'form').map((entry) => entry.line);
    expect(multipart.sort()).toEqual([...spec.multipart].sort());
  });

  it('offers the method names callers guess', () => {
    const names = Object.fromEntries(table.map((entry) => [entry.name, entry.line]));
    expect(names).toMatchObject({
      'calls.create': 'POST /call',
      'calls.list': 'GET /call',
      'calls.get': 'GET /call/{id}',
      'calls.update': 'PATCH /call/{id}',
      'calls.delete': 'DELETE /call/{id}',
      'calls.createPhone': 'POST /call/phone',
      'calls.createWeb': 'POST /call/web',
      'assistants.list': 'GET /assistant',
      'testSuites.tests.list': 'GET /test-suite/{id}/test',
      'testSuites.runs.list': 'GET /test-suite/{id}/run',
      'testSuites.runs.get': 'GET /test-suite/{id}/run/{runId}',
      'files.create': 'POST /file',
      'providers.cloneElevenLabsVoice': 'POST /11labs/voice/clone',
    });
    // Raw operation ids (e.g. "campaignControllerFindAllV2") must not leak into names.
    expect(table.filter((entry) => /controller|v2/i.test(entry.name))).toEqual([]);
  });
});
