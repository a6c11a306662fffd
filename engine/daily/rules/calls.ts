import { fail, isMediaStreamTrack, judge, kind, type Verdict } from './verdict';

// Small method-level rules: audio-level observers, recording, DTMF, transcription, new-participant sound, network tests.

export const MIN_AUDIO_LEVEL_INTERVAL = 100;
export const RECORDING_TYPES = ['cloud', 'raw-tracks', 'local'] as const;
export const MAX_DTMF_TONES = 20;

/** start(Local|RemoteParticipants)AudioLevelObserver(interval): a missing interval means the default. */
export const checkAudioLevelInterval = (interval: unknown): Verdict =>
  judge('audio-level-interval', () => {
    if (interval && ((interval as number) < MIN_AUDIO_LEVEL_INTERVAL || typeof interval !== 'number'))
      fail('The interval must be a number greater than or equal to 100 milliseconds.');
  });

/** startRecording({ type }). */
export const checkRecordingType = (type: unknown): Verdict =>
  judge('recording-type', () => {
    if (type && !(RECORDING_TYPES as readonly unknown[]).includes(type))
      fail(`invalid type: ${String(type)}, allowed values 'cloud', 'raw-tracks', or 'local'`);
  });

/** sendDTMF({ sessionId, tones }). */
export const checkDtmf = (options: { sessionId?: unknown; tones?: unknown }): Verdict =>
  judge('dtmf', () => {
    const { sessionId, tones } = options;
    if (!sessionId || !tones) fail('sessionId and tones are mandatory parameter');
    if (typeof sessionId !== 'string' || typeof tones !== 'string')
      fail('sessionId and tones should be of string type');
    if (tones.length > MAX_DTMF_TONES) fail('tones string must be upto 20 characters');
    const bad = tones.match(/[^0-9A-D*#]/g);
    if (bad && bad[0]) fail(`${bad[0]} is not valid DTMF tone`);
  });

/** updateTranscription(options). */
export const checkTranscriptionUpdate = (options: unknown): Verdict =>
  judge('transcription', () => {
    if (!options) fail('updateTranscription Error: options is mandatory');
    if (kind(options) !== 'object') fail('updateTranscription Error: options must be object type');
    const participants = (options as { participants?: unknown }).participants;
    if (participants && !Array.isArray(participants))
      fail('updateTranscription Error: participants must be an array');
  });

/** stopTranscription(options?). */
export const checkTranscriptionStop = (options?: unknown): Verdict =>
  judge('transcription', () => {
    if (options && kind(options) !== 'object') fail('stopTranscription Error: options must be object type');
    if (options && !(options as { instanceId?: unknown }).instanceId) fail('"instanceId" not provided');
  });

/** setPlayNewParticipantSound(value). */
export const checkNewParticipantSound = (value: unknown): Verdict =>
  judge('new-participant-sound', () => {
    if (typeof value !== 'number' && value !== true && value !== false)
      fail(
        `argument to setShouldPlayNewParticipantSound should be true, false, or a number, but is ${String(value)}`,
      );
  });

/** testNetworkConnectivity(track) / testPeerToPeerCallQuality({ videoTrack }): a live, unmuted video track. */
export const checkNetworkTestTrack = (track: unknown): Verdict =>
  judge('network-test', () => {
    if (!track)
      fail(
        'Video track error',
        'Missing video track. You must provide a video track in order to run this test.',
      );
    if (!isMediaStreamTrack(track))
      fail('Video track error', 'Video track needs to be of type `MediaStreamTrack`.');
    const t = track as { readyState?: string; muted?: boolean };
    if (t.readyState !== 'live' || t.muted)
      fail('Video track error', 'Video track is not playable. This test needs a live video track.');
  });
