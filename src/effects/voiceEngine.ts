import { fromCallback } from 'xstate';
import type { DeviceKind, DeviceOption, VoiceCallEvent, VoiceEngineRequest } from '../../machines/voiceCall';
import type {
  DeviceList,
  WebCallClient,
  WebCallClientOptions,
  WebCallError,
  WebCallEvents,
  knownAppMessage,
} from '../../engine/webcall';
import { voiceApiBase } from '../../contracts/features';

// The voice view's call engine as an injected actor. The engine (and daily-js behind it) is
// imported only when the first call starts, so /chatbot's first load carries none of it.

export interface VoiceConfig {
  publicKey: string;
  assistantId: string;
  apiBaseUrl: string;
}

export const voiceConfigFromEnv = (
  env: Record<string, string | boolean | undefined> = import.meta.env,
): VoiceConfig => ({
  publicKey: String(env.VITE_VOICE_PUBLIC_KEY ?? ''),
  assistantId: String(env.VITE_VOICE_ASSISTANT_ID ?? ''),
  apiBaseUrl: voiceApiBase(env),
});

/** The part of engine/webcall the view uses, loaded with the first call. */
export interface VoiceEngineModule {
  WebCallClient: typeof WebCallClient;
  knownAppMessage: typeof knownAppMessage;
}

export interface VoiceEngineOptions {
  config: VoiceConfig;
  loadEngine?: () => Promise<VoiceEngineModule>;
  /** The browser's media devices; undefined where there are none (insecure page, old browser). */
  mediaDevices?: () => MediaDevices | undefined;
  clientOptions?: Partial<WebCallClientOptions>;
  log?: (message: string) => void;
}

export type VoiceEngineLogic = ReturnType<typeof createVoiceEngine>;

type MicDenied = Extract<VoiceCallEvent, { type: 'engine.micDenied' }>;
const DENIED = new Set(['NotAllowedError', 'SecurityError', 'PermissionDeniedError']);

/**
 * Asks for the microphone before a web call is created, so a refusal shows at once, costs no call on
 * the platform, and reads as a microphone problem rather than a failed join. The tracks are released
 * straight away; daily-js opens its own.
 */
export async function checkMicrophone(devices: MediaDevices | undefined): Promise<MicDenied | null> {
  if (!devices?.getUserMedia) {
    return {
      type: 'engine.micDenied',
      reason: 'unavailable',
      detail: 'navigator.mediaDevices.getUserMedia is not available',
    };
  }
  try {
    const stream = await devices.getUserMedia({ audio: true });
    stream.getTracks().forEach((track) => track.stop());
    return null;
  } catch (error) {
    const name = (error as { name?: unknown } | null)?.name;
    const detail =
      `getUserMedia failed: ${String(name)} ${(error as { message?: unknown } | null)?.message ?? ''}`.trim();
    return {
      type: 'engine.micDenied',
      reason: typeof name === 'string' && DENIED.has(name) ? 'denied' : 'unavailable',
      detail,
    };
  }
}

/** Daily's camera-error, for an audio-only call: whatever blocks the microphone. */
export function microphoneError(event: WebCallEvents['camera-error']): MicDenied | null {
  const error: typeof event.error | undefined = event.error; // daily-js may leave it out
  if (error?.type === 'permissions' && error.blockedMedia && !error.blockedMedia.includes('audio'))
    return null;
  if (error?.type === 'cam-in-use') return null;
  return {
    type: 'engine.micDenied',
    reason: error?.type === 'permissions' ? 'denied' : 'unavailable',
    detail: `camera-error ${error?.type ?? 'unknown'}: ${error?.msg ?? ''}`,
  };
}

const describeError = (error: WebCallError) =>
  `${error.type}${error.stage ? ` at ${error.stage}` : ''}${error.fatal ? ` (${error.fatal.kind})` : ''}: ${error.message}`;
const describeThrown = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The engine's device lists as the picker's plain options; a device without a label (no permission yet) gets a numbered one. */
export function deviceOptions(list: DeviceList): Record<DeviceKind, DeviceOption[]> {
  const options = (devices: MediaDeviceInfo[], name: string) =>
    devices.map((d, i) => ({ deviceId: d.deviceId, label: d.label || `${name} ${i + 1}` }));
  return { microphone: options(list.microphones, 'Microphone'), speaker: options(list.speakers, 'Speaker') };
}

function listen(
  engine: VoiceEngineModule,
  client: WebCallClient,
  sendBack: (event: VoiceCallEvent) => void,
  log: (message: string) => void,
) {
  const devices = (list: DeviceList) => sendBack({ type: 'engine.devices', devices: deviceOptions(list) });
  const handlers = {
    'call-start': () => {
      sendBack({ type: 'engine.callStart' });
      client
        .listDevices()
        .then(devices, (error: unknown) => log(`[voice] devices: ${describeThrown(error)}`));
    },
    'call-end': (end) => {
      if (end.error) log(`[voice] call ended: ${end.reason} (${end.error.kind}): ${end.error.message}`);
      sendBack({ type: 'engine.callEnd', end });
    },
    // The view uses the messages it knows; the others are for other apps.
    message: (message) => {
      const known = engine.knownAppMessage(message);
      if (known) sendBack({ type: 'engine.message', message: known });
    },
    // Every error is logged; a failed start ends the start. In a call, a fatal error arrives as call-end's reason,
    // and the failures the call survives (noise cancellation, a late recording) change nothing for the visitor.
    error: (error) => log(`[voice] ${describeError(error)}`),
    'call-start-failed': (failed) => sendBack({ type: 'engine.error', detail: describeError(failed.error) }),
    'camera-error': (event) => {
      const denied = microphoneError(event);
      if (!denied) return;
      log(`[voice] ${denied.detail}`);
      sendBack(denied);
    },
    reconnecting: () => sendBack({ type: 'engine.reconnecting' }),
    reconnected: () => sendBack({ type: 'engine.reconnected' }),
    'devices-changed': devices,
    'audio-blocked': () => sendBack({ type: 'engine.audioBlocked' }),
  } satisfies { [K in keyof WebCallEvents]?: (event: WebCallEvents[K]) => void };
  // One untyped hop: each handler above is checked against its own event by `satisfies`.
  const entries = Object.entries(handlers) as Array<[keyof WebCallEvents, (event: unknown) => void]>;
  for (const [type, handler] of entries) client.on(type, handler);
  return () => entries.forEach(([type, handler]) => client.off(type, handler));
}

/** The visitor's requests during a call; a refusal is logged and the call goes on. */
function ask(
  client: WebCallClient,
  request: VoiceEngineRequest,
  sendBack: (event: VoiceCallEvent) => void,
  log: (message: string) => void,
) {
  // resumeAudio() runs at once, inside the visitor's click, as browsers require for playing sound.
  const done =
    request.type === 'audio.resume'
      ? client.resumeAudio().then(() => sendBack({ type: 'engine.audioResumed' }))
      : request.kind === 'microphone'
        ? client.setMicrophone(request.deviceId)
        : client.setSpeaker(request.deviceId);
  done.catch((error: unknown) => log(`[voice] ${request.type}: ${describeThrown(error)}`));
}

export function createVoiceEngine(options: VoiceEngineOptions) {
  const {
    config,
    loadEngine = () => import('../../engine/webcall'),
    mediaDevices = () => (typeof navigator === 'undefined' ? undefined : navigator.mediaDevices),
    log = (message: string) => console.error(message),
  } = options;
  // One client for the page: it holds at most one call and waits for the last one to be destroyed
  // before the next starts, which daily-js requires.
  let client: Promise<{ engine: VoiceEngineModule; client: WebCallClient }> | null = null;
  const getClient = () =>
    (client ??= loadEngine().then((engine) => ({
      engine,
      client: new engine.WebCallClient({
        token: config.publicKey,
        apiBaseUrl: config.apiBaseUrl,
        // The site's CSP has no 'unsafe-eval': daily-js must load its call machine as a <script>.
        dailyConfig: { avoidEval: true },
        ...options.clientOptions,
      }),
    })));

  return fromCallback<VoiceEngineRequest>(({ sendBack, receive }) => {
    let active = true;
    let detach = () => {};
    let current: WebCallClient | null = null;
    receive((request) => {
      if (current) ask(current, request, sendBack, log);
    });

    const run = async () => {
      const engine = getClient();
      engine.catch(() => {}); // reported below, if the microphone check lets it matter
      const refused = await checkMicrophone(mediaDevices());
      if (!active) return;
      if (refused) {
        log(`[voice] ${refused.detail}`);
        return sendBack(refused);
      }
      let loaded: Awaited<typeof engine>;
      try {
        loaded = await engine;
      } catch (error) {
        client = null; // a later try imports again
        throw new Error(`The voice engine could not be loaded: ${describeThrown(error)}`);
      }
      if (!active) return;
      current = loaded.client;
      detach = listen(loaded.engine, loaded.client, sendBack, log);
      if (!config.publicKey || !config.assistantId) {
        throw new Error('Voice is not configured: set VITE_VOICE_PUBLIC_KEY and VITE_VOICE_ASSISTANT_ID');
      }
      // Failures arrive as call-start-failed; start() itself resolves to null then.
      await loaded.client.start(config.assistantId);
    };

    run().catch((error: unknown) => {
      if (!active) return;
      log(`[voice] ${describeThrown(error)}`);
      sendBack({ type: 'engine.error', detail: describeThrown(error) });
    });

    return () => {
      active = false;
      detach();
      void current?.stop();
    };
  });
}

export const voiceEngine = createVoiceEngine({ config: voiceConfigFromEnv() });
