// A JSON body reaches the wire whole or not at all: what JSON would drop or mangle (a Map or Set written as
// "{}", an array where the route takes an object, a nested function, NaN written as null) is the caller's
// TypeError at once, naming the route and the value's path, before any fetch and never retried. What JSON
// carries by its own rules (a toJSON, a class instance's fields) goes out as JSON writes it.
import { runInNewContext } from 'node:vm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPlatformClient } from '../../../engine/api';
import type { FetchLike } from '../../../engine/api';
import { parseMultipart, startRecordingServer } from './recordingServer';
import type { Recorded, RecordingServer } from './recordingServer';

const NESTED = 'expected JSON data: an object, array, string, finite number, boolean or null';

/** A client whose fetch only counts: every call below must fail before it. */
function unsent() {
  const fetch = vi.fn<FetchLike>(() =>
    Promise.resolve(new Response('{}', { headers: { 'content-type': 'application/json' } })),
  );
  return {
    fetch,
    client: createPlatformClient({ baseUrl: 'https://api.example.com', token: 't', fetch, retry: 3 }),
  };
}

async function rejection(promise: Promise<unknown>): Promise<Error> {
  return promise.then(
    () => expect.fail('expected the call to reject'),
    (error: unknown) => error as Error,
  );
}

/** An app's own request object: JSON writes its fields. */
class AssistantDraft {
  name = 'Ada';
  tags = ['support'];
}
/** A value that says how JSON writes it. */
class Voice {
  constructor(private readonly id: string) {}
  toJSON() {
    return { provider: 'vapi', voiceId: this.id };
  }
}

describe('a JSON route refuses a body that is not a plain object', () => {
  it.each([
    ['a Map', new Map([['name', 'Ada']]), 'Map'],
    ['a Set', new Set(['Ada']), 'Set'],
    ['an array', [{ name: 'Ada' }], 'Array'],
    ['a Date', new Date('2026-01-02T00:00:00Z'), 'Date'],
    ['a RegExp', /Ada/, 'RegExp'],
    ['FormData', new FormData(), 'FormData'],
    ['a Blob', new Blob(['{"name":"Ada"}']), 'Blob'],
    ['URLSearchParams', new URLSearchParams('name=Ada'), 'URLSearchParams'],
    ['an ArrayBuffer', new ArrayBuffer(8), 'ArrayBuffer'],
    ['a typed array', new Uint8Array([1, 2]), 'Uint8Array'],
    ['a string', '{"name":"Ada"}', 'String'],
    ['a number', 42, '42'],
    ['null', null, 'null'],
    ['nothing', undefined, 'undefined'],
  ])(
    '%s: a TypeError naming the route, what was given and what is expected; fetch is never called',
    async (_name, body, given) => {
      const { client, fetch } = unsent();
      const error = await rejection(client.assistants.create(body as never));

      expect(error).toBeInstanceOf(TypeError);
      expect(error.message).toBe(
        `POST /assistant cannot send body as JSON: got ${given}, expected a JSON object`,
      );
      expect(fetch).not.toHaveBeenCalled();
    },
  );

  it('names the route by its template and the path of a nested value JSON would lose', async () => {
    const { client, fetch } = unsent();
    const cases: Array<[unknown, string]> = [
      [{ name: 'Ada', metadata: { tags: new Set(['vip']) } }, 'body.metadata.tags as JSON: got Set'],
      [{ voice: { settings: new Map([['speed', 1]]) } }, 'body.voice.settings as JSON: got Map'],
      [{ ids: [1n] }, 'body.ids[0] as JSON: got BigInt'],
      [{ name: 'Ada', onEnd: () => undefined }, 'body.onEnd as JSON: got Function'],
      [{ key: Symbol('k') }, 'body.key as JSON: got Symbol'],
      [{ temperature: Number.NaN }, 'body.temperature as JSON: got NaN'],
      [{ limits: [1, Infinity] }, 'body.limits[1] as JSON: got Infinity'],
      [{ steps: [{ say: 'hi' }, undefined] }, 'body.steps[1] as JSON: got undefined'],
      // eslint-disable-next-line no-sparse-arrays -- a hole is written as null too
      [{ steps: ['a', , 'c'] }, 'body.steps[1] as JSON: got undefined'],
      [{ endsAt: new Date(Number.NaN) }, 'body.endsAt as JSON: got an invalid Date'],
      [{ error: new Error('boom') }, 'body.error as JSON: got Error'],
      [
        { draft: Object.assign(new AssistantDraft(), { extra: new Map() }) },
        'body.draft.extra as JSON: got Map',
      ],
      [{ voice: { toJSON: () => new Set(['x']) } }, 'body.voice as JSON: got Set'],
      [
        { metadata: runInNewContext('({ seen: new Set() })') as object },
        'body.metadata.seen as JSON: got Set',
      ],
      [{ files: [{ file: new Blob(['x']) }] }, 'body.files[0].file as JSON: got Blob'],
    ];
    for (const [body, refused] of cases) {
      const error = await rejection(client.assistants.update('a/1', body as never));
      expect(error).toBeInstanceOf(TypeError);
      expect(error.message).toBe(`PATCH /assistant/{id} cannot send ${refused}, ${NESTED}`);
    }
    expect(fetch).not.toHaveBeenCalled();
  });

  it('names where a body refers back to itself instead of overflowing the stack', async () => {
    const { client, fetch } = unsent();
    const squad: Record<string, unknown> = { name: 'Support' };
    squad.members = [{ assistantId: 'a1', squad }];
    const error = await rejection(client.squads.create(squad));

    expect(error).toBeInstanceOf(TypeError);
    expect(error.message).toBe(
      `POST /squad cannot send body.members[0].squad as JSON: got a cycle back to an object that holds it, ${NESTED}`,
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it('refuses the same on the escape hatch, which also takes a JSON array, and still sends FormData as multipart', async () => {
    const { client, fetch } = unsent();
    const refused = [
      [
        client.request({ method: 'POST', path: '/beta/{id}', params: { id: 'x' }, body: new Map() as never }),
        'POST /beta/{id} cannot send body as JSON: got Map, expected a JSON object or array',
      ],
      [
        client.request({ method: 'PUT', path: '/beta', body: 'text' as never }),
        'PUT /beta cannot send body as JSON: got String, expected a JSON object or array',
      ],
      [
        client.request({ method: 'PUT', path: '/beta', body: [{ tags: new Set() }] }),
        `PUT /beta cannot send body[0].tags as JSON: got Set, ${NESTED}`,
      ],
    ] as const;
    for (const [promise, message] of refused) {
      const error = await rejection(promise);
      expect(error).toBeInstanceOf(TypeError);
      expect(error.message).toBe(message);
    }
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('what JSON carries as it is still goes out', () => {
  let server: RecordingServer;
  afterEach(() => server.close());
  const sent = (index: number) => server.requests[index] as Recorded;

  it("sends plain, prototype-less and other realms' objects, class instances' fields, what a toJSON gives (dates, URLs), and leaves undefined fields out", async () => {
    server = await startRecordingServer(() => ({ body: { ok: true } }));
    const client = createPlatformClient({ baseUrl: server.baseUrl, token: 't' });
    const bare = Object.assign(Object.create(null) as Record<string, unknown>, { name: 'Ada' });
    await client.assistants.create(bare);
    await client.assistants.update('a1', {
      name: 'Ada',
      firstMessage: undefined,
      voice: { speed: 1.5, fillers: ['um', null] },
      startsAt: new Date('2026-01-02T03:04:05.000Z'),
      on: false,
    });
    await client.voiceLibrary.sync();
    await client.request({ method: 'POST', path: '/beta', body: [{ id: 1 }, 'two'] });
    const form = new FormData();
    form.append('name', 'Narrator');
    await client.providers.cloneElevenLabsVoice(form);
    await client.assistants.create(new AssistantDraft());
    await client.assistants.update('a1', {
      voice: new Voice('v9'),
      server: { url: new URL('https://hooks.example.com/call') },
    });
    await client.assistants.create(runInNewContext('({ name: "From a vm", at: new Date(0) })') as object);

    expect(server.requests.map((r) => r.body.toString()).filter((_, i) => i !== 4)).toEqual([
      '{"name":"Ada"}',
      '{"name":"Ada","voice":{"speed":1.5,"fillers":["um",null]},"startsAt":"2026-01-02T03:04:05.000Z","on":false}',
      '',
      '[{"id":1},"two"]',
      '{"name":"Ada","tags":["support"]}',
      '{"voice":{"provider":"vapi","voiceId":"v9"},"server":{"url":"https://hooks.example.com/call"}}',
      '{"name":"From a vm","at":"1970-01-01T00:00:00.000Z"}',
    ]);
    expect((await parseMultipart(sent(4))).get('name')).toBe('Narrator');
  });
});
