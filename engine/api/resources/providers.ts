import { bindRoutes } from '../core/bind';
import { route } from '../core/route';
import type { Bound } from '../core/route';
import type { NoSchema } from '../core/schema';
import type { Transport } from '../core/transport';

export const providerRoutes = {
  /** GET /{provider}/workflows */
  listWorkflows: /*#__PURE__*/ route('GET', '/{provider}/workflows', 'query'),
  /** GET /{provider}/workflows/{id}/hooks */
  listWorkflowHooks: /*#__PURE__*/ route('GET', '/{provider}/workflows/{id}/hooks', 'query'),
  /** GET /{provider}/locations */
  listLocations: /*#__PURE__*/ route('GET', '/{provider}/locations', 'query'),
  /** GET /{provider}/voices/search */
  searchVoices: /*#__PURE__*/ route('GET', '/{provider}/voices/search', 'query'),
  /** GET /{provider}/voice/search (singular path) */
  searchVoice: /*#__PURE__*/ route('GET', '/{provider}/voice/search', 'query'),
  /** POST /{provider}/voices/add */
  addVoices: /*#__PURE__*/ route('POST', '/{provider}/voices/add', 'json'),
  /** POST /{provider}/voice/add (singular path) */
  addVoice: /*#__PURE__*/ route('POST', '/{provider}/voice/add', 'json'),
  /** Clones an ElevenLabs voice from audio samples, sent as multipart form data (POST /11labs/voice/clone). */
  cloneElevenLabsVoice: /*#__PURE__*/ route('POST', '/11labs/voice/clone', 'form'),
};

export type ProvidersApi<Paths extends object = NoSchema> = Bound<typeof providerRoutes, Paths>;
export const createProvidersApi = <Paths extends object = NoSchema>(
  transport: Transport,
): ProvidersApi<Paths> => bindRoutes<typeof providerRoutes, Paths>(transport, providerRoutes);
