// @vitest-environment jsdom
// What @vapi-ai/web apps rely on: end(), once(), the assistant's volume and audio element, the daily-js call
// object, typed send() and sendRaw(); and a start that fails at the platform carrying the PlatformError.
import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import type { DailyCall } from '@daily-co/daily-js';
import { PlatformError, PlatformTimeoutError, createPlatformClient } from '../../../engine/api';
import type { components, paths } from '../../fixtures/openapi/platformSubset';
import { createWebCall } from '../../../engine/webcall';
import type { ClientMessage, WebCallError, WebCallState } from '../../../engine/webcall';
import '../../../engine/webcall/platform'; // loaded up front, as the client loads it lazily at the first start
import { FakeDaily, SPEAKER, fakeTrack } from '../../fixtures/webcall/fakeDaily';
import {
  expectNothingLeft,
  harness,
  settle,
  startToInCall,
  watchForLeaks,
} from '../../fixtures/webcall/harness';

const unhandled = watchForLeaks();
const sentTypes = (h: ReturnType<typeof harness>) =>
  h.daily.last.sent.map((data) => (JSON.parse(String(data)) as { type: string }).type);

describe('end()', () => {
  it('asks the platform to end the call for everyone, then ends it here as stop() does', async () => {
    const h = harness();
    await startToInCall(h);
    await h.client.end();
    expect(sentTypes(h)).toEqual(['end-call']);
    expect(h.of('call-end')).toEqual([{ reason: 'stopped', endedReason: 'customer-ended-call' }]);
    await expectNothingLeft(h, unhandled);
  });

  it('without a call only cancels the start under way, sending nothing', async () => {
    const h = harness();
    const started = h.client.start('asst-1');
    await h.client.end();
    await expect(started).resolves.toBeNull();
    expect(h.daily.made).toHaveLength(0);
    await expectNothingLeft(h, unhandled);
  });
});

describe('once()', () => {
  it('hears one event, and off() with the same listener removes it before then', async () => {
    const h = harness();
    const first = vi.fn();
    const never = vi.fn();
    h.client.once('call-start-progress', first);
    h.client.once('call-start-progress', never);
    h.client.off('call-start-progress', never);
    await startToInCall(h);
    expect(first).toHaveBeenCalledTimes(1);
    expect(first).toHaveBeenCalledWith(
      expect.objectContaining({ stage: 'initialization', status: 'started' }),
    );
    expect(never).not.toHaveBeenCalled();
    await h.client.stop();
  });
});

describe("the assistant's volume and audio element", () => {
  it('sets the volume before and during the call, on the element that plays the assistant', async () => {
    const h = harness();
    expect(h.client.getAudioElement()).toBeNull();
    h.client.setVolume(0.4);
    await startToInCall(h);
    h.daily.last.emit('track-started', { participant: SPEAKER, track: fakeTrack('audio') });
    const audio = h.client.getAudioElement();
    expect(audio).toBe(document.querySelector('audio'));
    expect(audio?.volume).toBe(0.4);
    h.client.setVolume(0.9);
    expect([audio?.volume, h.client.getVolume()]).toEqual([0.9, 0.9]);
    expect(() => h.client.setVolume(1.5)).toThrow(RangeError);
    expect(() => h.client.setVolume(NaN)).toThrow('The volume is a number from 0 to 1.');
    await h.client.stop();
    expect(h.client.getAudioElement()).toBeNull();
    await expectNothingLeft(h, unhandled);
  });
});

describe('the daily-js call object', () => {
  it('is the call object in a call, and null before and after', async () => {
    const h = harness();
    expect(h.client.getDailyCallObject()).toBeNull();
    await startToInCall(h);
    expect(h.client.getDailyCallObject()).toBe(h.daily.last);
    expectTypeOf(h.client.getDailyCallObject()).toEqualTypeOf<DailyCall | null>();
    await h.client.stop();
    expect(h.client.getDailyCallObject()).toBeNull();
  });
});

describe('send() and sendRaw()', () => {
  it('sends the typed messages, and anything else through sendRaw()', async () => {
    const h = harness();
    await startToInCall(h);
    const messages: ClientMessage[] = [
      { type: 'add-message', message: { role: 'system', content: 'The user is on the pricing page.' } },
      { type: 'control', control: 'mute-assistant' },
      { type: 'control', control: 'unmute-assistant' },
      { type: 'control', control: 'say-first-message', videoRecordingStartDelaySeconds: 1 },
      { type: 'say', message: 'One moment.', endCallAfterSpoken: false },
    ];
    for (const message of messages) h.client.send(message);
    h.client.sendRaw({ type: 'custom', anything: [1, 2] });
    expect(h.daily.last.sent.map((data) => JSON.parse(String(data)) as unknown)).toEqual([
      ...messages,
      { type: 'custom', anything: [1, 2] },
    ]);
    // @ts-expect-error send() takes only the messages it knows
    expect(() => h.client.send({ type: 'custom' })).not.toThrow();
    // @ts-expect-error a control it does not know
    h.client.send({ type: 'control', control: 'mute-user' });
    await h.client.stop();
  });

  it('throws "Call object is not available." without a call, as mute does', () => {
    const h = harness();
    expect(() => h.client.sendRaw({ type: 'x' })).toThrow('Call object is not available.');
    expect(() => h.client.send({ type: 'end-call' })).toThrow('Call object is not available.');
  });
});

describe('a start that fails at the platform', () => {
  const failing = (response: (url: string, init: RequestInit) => Promise<Response>) =>
    createWebCall({
      publicKey: 'pk',
      apiBaseUrl: 'https://api.example.com',
      fetch: response,
      timeoutMs: 50,
      dailyFactory: new FakeDaily().factory,
    });

  it('carries the PlatformError (status, body, request id) in its error and call-start-failed events, and resolves null', async () => {
    const client = failing(
      async () =>
        new Response(JSON.stringify({ message: 'Invalid key' }), {
          status: 401,
          headers: { 'content-type': 'application/json', 'x-request-id': 'req-9' },
        }),
    );
    const errors: WebCallError[] = [];
    const failed: WebCallError[] = [];
    client.on('error', (e) => errors.push(e));
    client.on('call-start-failed', (e) => failed.push(e.error));
    await expect(client.start('asst-1')).resolves.toBeNull();
    for (const event of [errors[0], failed[0]]) {
      expect(event).toMatchObject({ type: 'start-method-error', stage: 'web-call-creation' });
      expect(event?.apiError).toBeInstanceOf(PlatformError);
      expect(event?.apiError).toMatchObject({
        status: 401,
        body: { message: 'Invalid key' },
        requestId: 'req-9',
      });
      expect(event?.apiError).toBe(event?.error);
    }
    expect(errors).toHaveLength(1);
  });

  it('tells a time-out by its class and name', async () => {
    vi.useRealTimers();
    // A platform that never answers; the fetch gives up when the client's time-out aborts it.
    const client = failing(
      ((_url: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        )) as never,
    );
    const errors: WebCallError[] = [];
    client.on('error', (e) => errors.push(e));
    await expect(client.start('asst-1')).resolves.toBeNull();
    expect(errors[0]?.apiError).toBeInstanceOf(PlatformTimeoutError);
    expect(errors[0]?.apiError?.name).toBe('PlatformTimeoutError');
  });

  it('has no apiError when a later stage fails', async () => {
    const h = harness();
    const started = h.client.start('asst-1');
    h.lastWebCall().gate.resolve({ id: 'c1', webCallUrl: 'https://room' });
    await settle();
    h.daily.last.pending('join').reject(new Error('join refused'));
    await expect(started).resolves.toBeNull();
    expect(h.of('error')).toEqual([expect.objectContaining({ type: 'daily-call-join-error' })]);
    expect(h.of('error')[0]).not.toHaveProperty('apiError');
  });
});

describe('the state', () => {
  it('is one of the typed states', async () => {
    const h = harness();
    const seen = new Set<WebCallState>([h.client.state]);
    h.client.on('call-start-progress', () => seen.add(h.client.state));
    await startToInCall(h);
    seen.add(h.client.state);
    expect([...seen]).toContain('session.inCall.connected');
    expectTypeOf(h.client.state).toEqualTypeOf<WebCallState>();
    await h.client.stop();
  });
});

describe('typed from the same OpenAPI paths as the REST client', () => {
  it("types start()'s assistant, overrides, squad and workflow, and the call it resolves to", () => {
    const typed = createWebCall<paths>({ publicKey: 'pk', apiBaseUrl: 'https://api.example.com' });
    type Body = components['schemas']['CreateWebCallDTO'];
    expectTypeOf(typed.start).parameter(1).toEqualTypeOf<Body['assistantOverrides']>();
    expectTypeOf(typed.start).returns.resolves.toEqualTypeOf<components['schemas']['Call'] | null>();
    const start = () => {
      void typed.start(
        { firstMessage: 'Hi', voice: { provider: 'openai' } },
        { variableValues: { name: 'Ada' } },
      );
      void typed.start(undefined, undefined, { members: [{ assistantId: 'a1' }] });
      void typed.start(undefined, undefined, undefined, { nodes: [] }, { variableValues: {} });
      // @ts-expect-error the schema's assistant needs its firstMessage
      void typed.start({ name: 'No first message' });
      // @ts-expect-error a voice provider the schema does not list
      void typed.start({ firstMessage: 'Hi', voice: { provider: 'acme' } });
      // @ts-expect-error an override the schema does not have
      void typed.start('a1', { firstMesage: 'Hi' });
      // @ts-expect-error a squad without members
      void typed.start(undefined, undefined, {});
    };
    expect(start).toBeTypeOf('function');
    // The same paths type the REST client: one generated file serves both halves.
    const rest = createPlatformClient<paths>({ baseUrl: 'https://api.example.com', token: 'pk' });
    expectTypeOf(rest.calls.createWeb).parameter(0).toEqualTypeOf<Body>();
  });

  it('requires apiBaseUrl and a token or public key, or a createWebCall of its own', () => {
    // @ts-expect-error no apiBaseUrl
    void (() => createWebCall({ publicKey: 'pk' }));
    // @ts-expect-error no token or public key
    void (() => createWebCall({ apiBaseUrl: 'https://api.example.com' }));
    expect(createWebCall({ createWebCall: async () => ({ id: 'c', webCallUrl: 'u' }) }).state).toBe('idle');
  });
});
