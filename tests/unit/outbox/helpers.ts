import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readConfig } from '../../../server/config';
import { fileOutbox } from '../../../server/outbox/fileStore';
import { outboxRoutes } from '../../../server/outbox/route';

// An outbox app writing to a fresh temporary folder, as the server mounts it.
export async function makeOutbox(overrides: { outboxRateLimit?: number } = {}) {
  const dir = await mkdtemp(join(tmpdir(), 'outbox-test-'));
  const file = join(dir, 'nested', 'outbox.jsonl');
  const config = {
    ...readConfig({}),
    outboxFile: file,
    outboxRateLimit: overrides.outboxRateLimit ?? 10_000,
  };
  const app = outboxRoutes({ config, clientKey: () => 'test-client', store: fileOutbox(file) });
  return {
    file,
    app,
    post: (body: string, contentType = 'application/json', headers: Record<string, string> = {}) =>
      app.request('/', { method: 'POST', headers: { 'content-type': contentType, ...headers }, body }),
    lines: async () => (await readFile(file, 'utf8').catch(() => '')).split('\n').filter(Boolean),
    cleanup: () => rm(dir, { recursive: true, force: true }),
  };
}

export function payload(
  params: Partial<Record<'name' | 'email' | 'message' | 'idempotency_key', unknown>> = {},
  extra: Record<string, unknown> = {},
) {
  return JSON.stringify({
    lib_version: '4.4.1',
    user_id: 'local',
    service_id: 'outbox',
    template_id: 'contact',
    template_params: {
      name: 'Name: Ada',
      email: 'Email: ada@example.com',
      message: 'Message: Hello',
      ...params,
    },
    ...extra,
  });
}
