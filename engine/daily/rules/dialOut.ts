import { canReceiveProblem } from './permissions';
import { fail, judge, type Verdict } from './verdict';

export const AUDIO_CODECS = ['OPUS', 'PCMU', 'PCMA', 'G722'] as const;
export const VIDEO_CODECS = ['H264', 'VP8'] as const;
const P = 'Error starting dial out: ';

function assertAudioCodecs(codecs: unknown): void {
  if (!codecs) return;
  if (!Array.isArray(codecs)) fail(`${P}audio codec must be an array`);
  if (codecs.length <= 0) fail(`${P}audio codec array specified but empty`);
  for (const codec of codecs) {
    if (typeof codec !== 'string') fail(`${P}audio codec must be a string`);
    if (!(AUDIO_CODECS as readonly string[]).includes(codec))
      fail(`${P}audio codec must be one of OPUS, PCMU, PCMA, G722`);
  }
}

function assertSipCodecs(codecs: { audio?: unknown; video?: unknown } | undefined): void {
  if (!codecs) return;
  assertAudioCodecs(codecs.audio);
  const video = codecs.video;
  if (!video) return;
  if (!Array.isArray(video)) fail(`${P}video codec must be an array`);
  if (video.length <= 0) fail(`${P}video codec array specified but empty`);
  for (const codec of video) {
    if (typeof codec !== 'string') fail(`${P}video codec must be a string`);
    if (!(VIDEO_CODECS as readonly string[]).includes(codec)) fail(`${P}video codec must be H264 or VP8`);
  }
}

export interface DialOutOptions {
  sipUri?: unknown;
  phoneNumber?: unknown;
  video?: unknown;
  codecs?: { audio?: unknown; video?: unknown };
  callerId?: unknown;
  displayName?: unknown;
  userId?: unknown;
  permissions?: { canReceive?: unknown };
}

function assertSipTarget(o: DialOutOptions): void {
  if (typeof o.sipUri !== 'string') fail(`${P}sipUri must be a string`);
  if (!o.sipUri.startsWith('sip:')) fail(`${P}Invalid SIP URI, must start with 'sip:'`);
  if (o.video && typeof o.video !== 'boolean') fail(`${P}video must be a boolean value`);
  assertSipCodecs(o.codecs);
}

function assertPhoneTarget(o: DialOutOptions): void {
  if (typeof o.phoneNumber !== 'string') fail(`${P}phoneNumber must be a string`);
  if (!/^\+\d{1,}$/.test(o.phoneNumber))
    fail(`${P}Invalid phone number, must be valid phone number as per E.164`);
  if (o.codecs) assertAudioCodecs(o.codecs.audio);
}

/** Exactly one target, a SIP URI or a phone number, each checked by its own rules. */
function assertTarget(o: DialOutOptions): void {
  if (!o.sipUri && !o.phoneNumber) fail(`${P}either a sip uri or phone number must be provided`);
  if (o.sipUri && o.phoneNumber) fail(`${P}only one of sip uri or phone number must be provided`);
  if (o.sipUri) assertSipTarget(o);
  if (o.phoneNumber) assertPhoneTarget(o);
}

/** How the dialled party sees the caller: callerId, displayName, userId. */
function assertIdentity(o: DialOutOptions): void {
  if (o.callerId) {
    if (typeof o.callerId !== 'string') fail(`${P}callerId must be a string`);
    if (o.sipUri) fail(`${P}callerId not allowed with sipUri`);
  }
  if (o.displayName) {
    if (typeof o.displayName !== 'string') fail(`${P}displayName must be a string`);
    if (o.displayName.length >= 200) fail(`${P}displayName length must be less than 200`);
  }
  if (o.userId) {
    if (typeof o.userId !== 'string') fail(`${P}userId must be a string`);
    if (o.userId.length > 36) fail(`${P}userId length must be less than or equal to 36`);
  }
}

/** startDialOut(options). */
export const checkDialOut = (o: DialOutOptions): Verdict =>
  judge('dial-out', () => {
    assertTarget(o);
    assertIdentity(o);
    if (o.permissions && o.permissions.canReceive) {
      const problem = canReceiveProblem(o.permissions.canReceive);
      if (problem) fail(problem);
    }
  });
