import { fromCallback } from 'xstate';
import type { VoiceCallEvent } from '../../machines/voiceCall';
import type { WebCallClient, WebCallClientOptions, WebCallError, WebCallEvents } from '../../engine/webcall';

// The voice view's call engine as an injected actor. The engine (and daily-js behind it) is
// imported only when the first call starts, so /chatbot's first load carries none of it.

export interface VoiceConfig {
  publicKey: string;
  assistantId: string;
  apiBaseUrl: string;
}

export const voiceConfigFromEnv = (env: Record<string, string | boolean | undefined> = import.meta.env): VoiceConfig => ({
  publicKey: String(env.VITE_VOICE_PUBLIC_KEY ?? ''),
  assistantId: String(env.VITE_VOICE_ASSISTANT_ID ?? ''),
  apiBaseUrl: String(env.VITE_VOICE_API_BASE || 'https://api.vapi.ai'),
});

export interface VoiceEngineOptions {
  config: VoiceConfig;
  loadEngine?: () => Promise<{ WebCallClient: typeof WebCallClient }>;
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
    return { type: 'engine.micDenied', reason: 'unavailable', detail: 'navigator.mediaDevices.getUserMedia is not available' };
  }
  try {
    const stream = await devices.getUserMedia({ audio: true });
    stream.getTracks().forEach((track) => track.stop());
    return null;
  } catch (error) {
    const name = (error as { name?: unknown } | null)?.name;
    const detail = `getUserMedia failed: ${String(name)} ${(error as { message?: unknown } | null)?.message ?? ''}`.trim();
    return { type: 'engine.micDenied', reason: typeof name === 'string' && DENIED.has(name) ? 'denied' : 'unavailable', detail };
  }
}

/** Daily's camera-error, for an audio-only call: whatever blocks the microphone. */
export function microphoneError(event: WebCallEvents['camera-error']): MicDenied | null {
  const error = (event as { error?: { type?: string; msg?: string; blockedMedia?: string[] } }).error;
  if (error?.blockedMedia && !error.blockedMedia.includes('audio')) return null;
  if (error?.type === 'cam-in-use') return null;
  return { type: 'engine.micDenied', reason: error?.type === 'permissions' ? 'denied' : 'unavailable', detail: `camera-error ${error?.type ?? 'unknown'}: ${error?.msg ?? ''}` };
}

const describeError = (error: WebCallError) => `${error.type}${error.stage ? ` at ${error.stage}` : ''}: ${error.message}`;
const describeThrown = (error: unknown) => (error instanceof Error ? error.message : String(error));

function listen(client: WebCallClient, sendBack: (event: VoiceCallEvent) => void, log: (message: string) => void) {
  const handlers = {
    'call-start': () => sendBack({ type: 'engine.callStart' }),
    'call-end': () => sendBack({ type: 'engine.callEnd' }),
    message: (message: unknown) => sendBack({ type: 'engine.message', message }),
    error: (error: WebCallError) => {
      log(`[voice] ${describeError(error)}`);
      sendBack({ type: 'engine.error', detail: describeError(error) });
    },
    'camera-error': (event: WebCallEvents['camera-error']) => {
      const denied = microphoneError(event);
      if (!denied) return;
      log(`[voice] ${denied.detail}`);
      sendBack(denied);
    },
    'network-connection': (event: WebCallEvents['network-connection']) =>
      sendBack({ type: 'engine.connectionChange', lost: (event as { event?: string }).event === 'interrupted' }),
  } satisfies { [K in keyof WebCallEvents]?: (event: WebCallEvents[K]) => void };
  // One untyped hop: each handler above is checked against its own event by `satisfies`.
  const entries = Object.entries(handlers) as Array<[keyof WebCallEvents, (event: unknown) => void]>;
  for (const [type, handler] of entries) client.on(type, handler);
  return () => entries.forEach(([type, handler]) => client.off(type, handler));
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
  let client: Promise<WebCallClient> | null = null;
  const getClient = () =>
    (client ??= loadEngine().then(({ WebCallClient }) => new WebCallClient({
      token: config.publicKey,
      apiBaseUrl: config.apiBaseUrl,
      // The site's CSP has no 'unsafe-eval': daily-js must load its call machine as a <script>.
      dailyConfig: { avoidEval: true },
      ...options.clientOptions,
    })));

  return fromCallback<VoiceCallEvent>(({ sendBack }) => {
    let active = true;
    let detach = () => {};
    let current: WebCallClient | null = null;

    const run = async () => {
      const engine = getClient();
      engine.catch(() => {}); // reported below, if the microphone check lets it matter
      const refused = await checkMicrophone(mediaDevices());
      if (!active) return;
      if (refused) {
        log(`[voice] ${refused.detail}`);
        return sendBack(refused);
      }
      let loaded: WebCallClient;
      try {
        loaded = await engine;
      } catch (error) {
        client = null; // a later try imports again
        throw new Error(`The voice engine could not be loaded: ${describeThrown(error)}`);
      }
      if (!active) return;
      current = loaded;
      detach = listen(loaded, sendBack, log);
      if (!config.publicKey || !config.assistantId) {
        throw new Error('Voice is not configured: set VITE_VOICE_PUBLIC_KEY and VITE_VOICE_ASSISTANT_ID');
      }
      // Failures arrive as error events; start() itself resolves to null then.
      await loaded.start(config.assistantId);
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
