import { describe, expect, it } from 'vitest';
import {
  checkDialOut,
  checkDtmf,
  checkSipCallTransfer,
  checkSipRefer,
  checkStartRemoteMediaPlayer,
  checkStopRemoteMediaPlayer,
  checkTranscriptionStop,
  checkTranscriptionUpdate,
  checkUpdateRemoteMediaPlayer,
  validateDialOut,
} from '../../../engine/daily';

const P = 'Error starting dial out: ';

describe('dial-out', () => {
  it.each([
    [{ phoneNumber: '+14155550100' }, null],
    [{ sipUri: 'sip:agent@example.com', codecs: { audio: ['OPUS'], video: ['VP8'] } }, null],
    [{}, 'either a sip uri or phone number must be provided'],
    [{ sipUri: 'sip:a@b', phoneNumber: '+1' }, 'only one of sip uri or phone number must be provided'],
    [{ sipUri: 'agent@example.com' }, "Invalid SIP URI, must start with 'sip:'"],
    [{ phoneNumber: '+1 415' }, 'Invalid phone number, must be valid phone number as per E.164'],
    [{ sipUri: 'sip:a@b', codecs: { audio: [] } }, 'audio codec array specified but empty'],
    [{ sipUri: 'sip:a@b', codecs: { video: ['AV1'] } }, 'video codec must be H264 or VP8'],
    [{ sipUri: 'sip:a@b', callerId: 'c' }, 'callerId not allowed with sipUri'],
    [{ phoneNumber: '+1', displayName: 'd'.repeat(200) }, 'displayName length must be less than 200'],
    [{ phoneNumber: '+1', userId: 'u'.repeat(37) }, 'userId length must be less than or equal to 36'],
  ])('%j', (options, problem) => {
    expect(checkDialOut(options)).toEqual(
      problem === null ? { ok: true } : { ok: false, rule: 'dial-out', message: P + problem },
    );
  });
  it('throws typed errors', () =>
    expect(() => validateDialOut({})).toThrow(P + 'either a sip uri or phone number must be provided'));
});

describe('DTMF', () => {
  it('needs string sessionId and up to 20 valid tones', () => {
    expect(checkDtmf({ sessionId: 's', tones: '0123456789ABCD*#' }).ok).toBe(true);
    expect(checkDtmf({ sessionId: 's' })).toMatchObject({
      message: 'sessionId and tones are mandatory parameter',
    });
    expect(checkDtmf({ sessionId: 's', tones: '1'.repeat(21) })).toMatchObject({
      message: 'tones string must be upto 20 characters',
    });
    expect(checkDtmf({ sessionId: 's', tones: '12e4' })).toMatchObject({
      message: 'e is not valid DTMF tone',
    });
  });
});

describe('transfers', () => {
  it('goes to sip: or + endpoints; caller ids only for numbers', () => {
    expect(checkSipCallTransfer({ sessionId: 's', toEndPoint: '+14155550100', callerId: '+1999' }).ok).toBe(
      true,
    );
    expect(checkSipCallTransfer({ sessionId: 's', toEndPoint: 'tel:1' })).toMatchObject({
      message: 'toEndPoint: tel:1 must starts with either "sip:" or "+"',
    });
    expect(checkSipCallTransfer({ sessionId: 's', toEndPoint: 'sip:a', callerId: 'c' })).toMatchObject({
      message: 'callerId is only valid when transferring to a PSTN number',
    });
    expect(checkSipRefer({ sessionId: 's', toEndPoint: '+1' })).toMatchObject({
      message: '"toEndPoint" must be a "sip" address',
    });
    expect(checkSipRefer(undefined)).toMatchObject({
      message: 'sessionId and toEndPoint are mandatory parameter',
    });
  });
});

describe('transcription', () => {
  it('checks update and stop options', () => {
    expect(checkTranscriptionUpdate({ participants: ['p1'] }).ok).toBe(true);
    expect(checkTranscriptionUpdate(undefined)).toMatchObject({
      message: 'updateTranscription Error: options is mandatory',
    });
    expect(checkTranscriptionUpdate({ participants: 'p1' })).toMatchObject({
      message: 'updateTranscription Error: participants must be an array',
    });
    expect(checkTranscriptionStop().ok).toBe(true);
    expect(checkTranscriptionStop({})).toMatchObject({ message: '"instanceId" not provided' });
  });
});

describe('remote media player', () => {
  it('checks url, settings keys, state and volume', () => {
    expect(checkStartRemoteMediaPlayer({ url: 'https://m.example/v.mp4' }).ok).toBe(true);
    expect(checkStartRemoteMediaPlayer({ url: 5 })).toMatchObject({
      message: 'url parameter must be "string" type',
    });
    expect(checkStartRemoteMediaPlayer({ url: 'u', settings: { loop: true } })).toMatchObject({
      message: 'Invalid key loop, valid keys are: state,volume,simulcastEncodings',
    });
    expect(checkUpdateRemoteMediaPlayer({ settings: { volume: 2.5 } })).toMatchObject({
      message: 'RemoteMediaPlayerSettings.volume: must be between 0.0 - 2.0',
    });
    expect(checkUpdateRemoteMediaPlayer({ settings: { state: 'stop' } })).toMatchObject({
      message:
        'Invalid value for RemoteMediaPlayerSettings.state, valid values are: {"PLAY":"play","PAUSE":"pause"}',
    });
    expect(checkStopRemoteMediaPlayer(5)).toMatchObject({
      message: ' remotePlayerID must be of type string',
    });
  });
  it('refuses simulcastEncodings in startRemoteMediaPlayer, as daily-js 0.80.0 does', () => {
    expect(
      checkStartRemoteMediaPlayer({ url: 'u', settings: { simulcastEncodings: [{ maxBitrate: 200000 }] } })
        .ok,
    ).toBe(false);
  });
});
