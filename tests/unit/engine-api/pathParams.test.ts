import { afterEach, describe, expect, it } from 'vitest';
import { createPlatformClient } from '../../../engine/api';
import { startRecordingServer } from './recordingServer';
import type { RecordingServer } from './recordingServer';

// A dot segment survives encodeURIComponent and URL parsing resolves it, so an id of '..' would
// turn DELETE /org/o1/member/../leave into DELETE /org/o1/leave: it must never reach the wire.
let server: RecordingServer;
afterEach(() => server.close());

async function client() {
  server = await startRecordingServer(() => ({ body: {} }));
  return createPlatformClient({ baseUrl: server.baseUrl, token: 'tok' });
}

describe('path parameters', () => {
  it.each(['..', '.', '%2e%2e', '%2E', '.%2e'])('refuses %j before any request is sent', async (id) => {
    const api = await client();
    await expect(api.orgs.removeMember('o1', id)).rejects.toThrow(TypeError);
    await expect(api.calls.get(id)).rejects.toThrow(/dot segment/);
    await expect(api.request({ method: 'GET', path: '/call/{id}', params: { id } })).rejects.toThrow(
      TypeError,
    );
    expect(server.requests).toHaveLength(0);
  });

  it('still sends ids that merely contain dots, encoded', async () => {
    const api = await client();
    await api.calls.get('a..b');
    await api.calls.get('...');
    expect(server.requests.map((r) => r.rawPath)).toEqual(['/call/a..b', '/call/...']);
  });
});
