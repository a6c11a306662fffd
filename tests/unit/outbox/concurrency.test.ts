import { afterEach, describe, expect, it } from 'vitest';
import { makeOutbox, payload } from './helpers';

let outbox: Awaited<ReturnType<typeof makeOutbox>>;
afterEach(() => outbox?.cleanup());

describe('concurrent posts to the outbox', () => {
  it('stores every one of 50 simultaneous messages, each on its own whole line', async () => {
    outbox = await makeOutbox();
    // Long messages make interleaved writes likely if appends were not serialised.
    const messages = Array.from({ length: 50 }, (_, i) => `Message: #${i} ${String(i).repeat(900)}`);
    const responses = await Promise.all(messages.map((message) => outbox.post(payload({ message }))));
    expect(responses.map((r) => r.status)).toEqual(messages.map(() => 200));

    const records = (await outbox.lines()).map((line) => JSON.parse(line) as { id: string; message: string });
    expect(records).toHaveLength(50);
    expect(new Set(records.map((r) => r.id)).size).toBe(50);
    expect(records.map((r) => r.message).sort()).toEqual([...messages].sort());
  });
});
