import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { voiceCallMachine } from '../../../machines/voiceCall';
import { knownAppMessage } from '../../../engine/webcall';
import { createVoiceEngine, voiceConfigFromEnv, type VoiceConfig } from '../../../src/effects/voiceEngine';

// The injected engine actor: microphone check first, the engine loaded lazily and once, its events
// relayed to the voiceCall machine, and everything let go when the machine leaves the call.

const config: VoiceConfig = {
  publicKey: 'pk-test',
  assistantId: 'assistant-1',
  apiBaseUrl: 'https://platform.test',
};

class FakeClient {
  static instances: FakeClient[] = [];
  readonly handlers = new Map<string, Set<(event: unknown) => void>>();
  readonly starts: unknown[] = [];
  stops = 0;
  constructor(readonly options: Record<string, unknown>) {
    FakeClient.instances.push(this);
  }
  on(type: string, handler: (event: unknown) => void) {
    (this.handlers.get(type) ?? this.handlers.set(type, new Set()).get(type)!).add(handler);
    return this;
  }
  off(type: string, handler: (event: unknown) => void) {
    this.handlers.get(type)?.delete(handler);
    return this;
  }
  async start(assistant: unknown) {
    this.starts.push(assistant);
    return null;
  }
  async stop() {
    this.stops += 1;
  }
  readonly asked: string[] = [];
  async listDevices() {
    return {
      microphones: [{ deviceId: 'mic-1', label: '' }],
      speakers: [{ deviceId: 'out-1', label: 'Headphones' }],
    };
  }
  async setMicrophone(id: string) {
    this.asked.push(`microphone ${id}`);
  }
  async setSpeaker(id: string) {
    this.asked.push(`speaker ${id}`);
    throw new DOMException('Requested device not found', 'NotFoundError');
  }
  blocked = true;
  async resumeAudio() {
    this.asked.push('resume');
    if (this.blocked) throw new DOMException('needs a gesture', 'NotAllowedError');
  }
  emit(type: string, event?: unknown) {
    this.handlers.get(type)?.forEach((h) => h(event));
  }
  listenerCount() {
    return [...this.handlers.values()].reduce((n, set) => n + set.size, 0);
  }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const granted = () =>
  ({ getUserMedia: async () => ({ getTracks: () => [{ stop() {} }] }) }) as unknown as MediaDevices;
const refusing = (name: string) => () =>
  ({
    getUserMedia: async () => {
      throw new DOMException('no', name);
    },
  }) as unknown as MediaDevices;

function setup(overrides: Partial<Parameters<typeof createVoiceEngine>[0]> = {}) {
  FakeClient.instances = [];
  const logs: string[] = [];
  let loads = 0;
  const engine = createVoiceEngine({
    config,
    loadEngine: async () => {
      loads += 1;
      return { WebCallClient: FakeClient as never, knownAppMessage };
    },
    mediaDevices: granted,
    log: (m) => logs.push(m),
    ...overrides,
  });
  const actor = createActor(voiceCallMachine.provide({ actors: { voiceEngine: engine } })).start();
  return { actor, logs, loads: () => loads, client: () => FakeClient.instances.at(-1)! };
}

describe('voice engine effect', () => {
  it('checks the microphone, then starts the configured assistant on a client that loads daily-js without eval', async () => {
    const { actor, client } = setup();
    actor.send({ type: 'call.start' });
    await flush();
    expect(client().options).toMatchObject({
      token: 'pk-test',
      apiBaseUrl: 'https://platform.test',
      dailyConfig: { avoidEval: true },
    });
    expect(client().starts).toEqual(['assistant-1']);
    client().emit('call-start');
    expect(actor.getSnapshot().value).toEqual({ session: 'inCall' });
    client().emit('message', {
      type: 'transcript',
      role: 'assistant',
      transcriptType: 'final',
      transcript: 'Hi there',
    });
    // A message the view does not know, or one with a known type but the wrong shape, is not the view's.
    client().emit('message', {
      type: 'transcript',
      role: 'narrator',
      transcriptType: 'final',
      transcript: 'Psst',
    });
    client().emit('message', { type: 'conversation-update', messages: [] });
    client().emit('reconnecting');
    expect(actor.getSnapshot().context).toMatchObject({
      transcript: [{ role: 'assistant', text: 'Hi there' }],
      reconnecting: true,
    });
    client().emit('reconnected');
    expect(actor.getSnapshot().context.reconnecting).toBe(false);
    client().emit('call-end', { reason: 'assistant-ended', endedReason: 'assistant-said-end-call-phrase' });
    expect(actor.getSnapshot().value).toBe('ended');
    expect(client().listenerCount()).toBe(0);
  });

  it('reports a refused microphone without creating a call', async () => {
    const { actor, client, logs } = setup({ mediaDevices: refusing('NotAllowedError') });
    actor.send({ type: 'call.start' });
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.failure).toMatchObject({ kind: 'microphone', reason: 'denied' });
    expect(client()?.starts ?? []).toEqual([]);
    expect(logs[0]).toMatch(/NotAllowedError/);
  });

  it('tells a missing microphone from a refused one, and a page without media devices', async () => {
    for (const mediaDevices of [refusing('NotFoundError'), () => undefined]) {
      const { actor } = setup({ mediaDevices });
      actor.send({ type: 'call.start' });
      await flush();
      expect(actor.getSnapshot().context.failure).toMatchObject({
        kind: 'microphone',
        reason: 'unavailable',
      });
    }
  });

  it("turns Daily's camera-error into a microphone failure and ends the call", async () => {
    const { actor, client } = setup();
    actor.send({ type: 'call.start' });
    await flush();
    client().emit('camera-error', {
      action: 'camera-error',
      error: { type: 'permissions', msg: 'denied', blockedMedia: ['audio'] },
    });
    expect(actor.getSnapshot().context.failure).toMatchObject({ kind: 'microphone', reason: 'denied' });
    expect(client().stops).toBe(1);
  });

  it('relays a failed start as a start failure with its stage in the log', async () => {
    const { actor, client, logs } = setup();
    actor.send({ type: 'call.start' });
    await flush();
    const error = {
      type: 'start-method-error',
      stage: 'web-call-creation',
      message: 'Internal Server Error',
      timestamp: '',
    };
    client().emit('error', error);
    client().emit('call-start-failed', {
      stage: 'web-call-creation',
      totalDuration: 5,
      error,
      timestamp: '',
    });
    expect(actor.getSnapshot().context.failure).toEqual({
      kind: 'start',
      detail: 'start-method-error at web-call-creation: Internal Server Error',
    });
    expect(logs).toEqual(['[voice] start-method-error at web-call-creation: Internal Server Error']);
  });

  it('logs a failure the call survives (noise cancellation refused) and starts the call anyway', async () => {
    const { actor, client, logs } = setup();
    actor.send({ type: 'call.start' });
    await flush();
    client().emit('error', {
      type: 'audio-processing-setup-error',
      stage: 'audio-processing-setup',
      message: 'unsupported',
      timestamp: '',
    });
    client().emit('call-start');
    expect(actor.getSnapshot().value).toEqual({ session: 'inCall' });
    expect(logs).toEqual(['[voice] audio-processing-setup-error at audio-processing-setup: unsupported']);
  });

  it('a fatal error in the call ends it as dropped, its kind in the log; a lost connection reads as one', async () => {
    const { actor, client, logs } = setup();
    actor.send({ type: 'call.start' });
    await flush();
    client().emit('call-start');
    const fatal = { kind: 'connection-error', on: 'reconnect', message: 'Connection lost' };
    client().emit('error', {
      type: 'daily-error',
      message: 'Connection lost',
      error: fatal,
      fatal,
      timestamp: '',
    });
    client().emit('call-end', { reason: 'network-lost', endedReason: 'network-lost', error: fatal });
    expect(actor.getSnapshot().context.failure).toEqual({
      kind: 'dropped',
      network: true,
      detail: 'network-lost: network-lost',
    });
    expect(logs).toEqual([
      '[voice] daily-error (connection-error): Connection lost',
      '[voice] call ended: network-lost (connection-error): Connection lost',
    ]);
  });

  it("lists the devices once the call starts, passes the visitor's picks and sound requests on, and logs what the browser refuses", async () => {
    const { actor, client, logs } = setup();
    actor.send({ type: 'call.start' });
    await flush();
    client().emit('call-start');
    await flush();
    expect(actor.getSnapshot().context.devices).toEqual({
      microphone: [{ deviceId: 'mic-1', label: 'Microphone 1' }],
      speaker: [{ deviceId: 'out-1', label: 'Headphones' }],
    });
    client().emit('devices-changed', { microphones: [], speakers: [] });
    expect(actor.getSnapshot().context.devices).toEqual({ microphone: [], speaker: [] });
    actor.send({ type: 'device.select', kind: 'microphone', deviceId: 'mic-2' });
    actor.send({ type: 'device.select', kind: 'speaker', deviceId: 'gone' });
    client().emit('audio-blocked');
    expect(actor.getSnapshot().context.audioBlocked).toBe(true);
    actor.send({ type: 'audio.resume' });
    await flush();
    expect(actor.getSnapshot().context.audioBlocked).toBe(true);
    client().blocked = false;
    actor.send({ type: 'audio.resume' });
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({
      audioBlocked: false,
      selected: { microphone: 'mic-2', speaker: 'gone' },
    });
    expect(client().asked).toEqual(['microphone mic-2', 'speaker gone', 'resume', 'resume']);
    expect(logs).toEqual([
      '[voice] device.select: Requested device not found',
      '[voice] audio.resume: needs a gesture',
    ]);
  });

  it('End Call stops the client and hears nothing more from it; the next call reuses the same client', async () => {
    const { actor, client, loads } = setup();
    actor.send({ type: 'call.start' });
    await flush();
    const first = client();
    first.emit('call-start');
    actor.send({ type: 'call.end' });
    expect(first.stops).toBe(1);
    expect(first.listenerCount()).toBe(0);
    actor.send({ type: 'call.start' });
    await flush();
    expect(FakeClient.instances).toEqual([first]);
    expect(first.starts).toEqual(['assistant-1', 'assistant-1']);
    expect(loads()).toBe(1);
  });

  it('a call cancelled during the microphone check never starts', async () => {
    let allow: () => void = () => {};
    const slowMic = () =>
      ({
        getUserMedia: () =>
          new Promise((resolve) => {
            allow = () => resolve({ getTracks: () => [] });
          }),
      }) as unknown as MediaDevices;
    const { actor } = setup({ mediaDevices: slowMic });
    actor.send({ type: 'call.start' });
    await flush();
    actor.send({ type: 'call.end' });
    allow();
    await flush();
    expect(FakeClient.instances.flatMap((c) => c.starts)).toEqual([]);
    expect(actor.getSnapshot().value).toBe('ended');
  });

  it('a failed engine download fails the start, and Try again downloads it again', async () => {
    let attempt = 0;
    const { actor, logs } = setup({
      loadEngine: async () => {
        attempt += 1;
        if (attempt === 1) throw new TypeError('Failed to fetch dynamically imported module');
        return { WebCallClient: FakeClient as never, knownAppMessage };
      },
    });
    actor.send({ type: 'call.start' });
    await flush();
    expect(actor.getSnapshot().context.failure).toMatchObject({
      kind: 'start',
      detail: expect.stringMatching(/could not be loaded/),
    });
    expect(logs[0]).toMatch(/Failed to fetch dynamically imported module/);
    actor.send({ type: 'call.retry' });
    await flush();
    expect(FakeClient.instances.at(-1)?.starts).toEqual(['assistant-1']);
  });

  it('an unconfigured build fails the start with a message naming the variables', async () => {
    const { actor, logs } = setup({ config: voiceConfigFromEnv({}) });
    actor.send({ type: 'call.start' });
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(logs[0]).toMatch(/VITE_VOICE_PUBLIC_KEY and VITE_VOICE_ASSISTANT_ID/);
  });
});
