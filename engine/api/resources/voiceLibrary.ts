import { bindRoutes } from '../core/bind';
import { route } from '../core/route';
import type { Bound } from '../core/route';
import type { NoSchema } from '../core/schema';
import type { Transport } from '../core/transport';

export const voiceLibraryRoutes = {
  /** GET /voice-library/{provider} */
  list: /*#__PURE__*/ route('GET', '/voice-library/{provider}', 'query'),
  /** GET /voice-library/{provider}/accents */
  listAccents: /*#__PURE__*/ route('GET', '/voice-library/{provider}/accents', 'query'),
  /** Syncs one provider's voices (POST /voice-library/sync/{provider}). */
  syncProvider: /*#__PURE__*/ route('POST', '/voice-library/sync/{provider}', 'json?'),
  /** Syncs every provider's voices (POST /voice-library/sync). */
  sync: /*#__PURE__*/ route('POST', '/voice-library/sync', 'json?'),
  /** POST /voice-library/create-sesame-voice */
  createSesameVoice: /*#__PURE__*/ route('POST', '/voice-library/create-sesame-voice', 'json'),
};

export type VoiceLibraryApi<Paths extends object = NoSchema> = Bound<typeof voiceLibraryRoutes, Paths>;
export const createVoiceLibraryApi = <Paths extends object = NoSchema>(
  transport: Transport,
): VoiceLibraryApi<Paths> => bindRoutes<typeof voiceLibraryRoutes, Paths>(transport, voiceLibraryRoutes);
