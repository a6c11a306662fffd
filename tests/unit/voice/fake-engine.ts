import { act } from '@testing-library/react';
import { fromCallback } from 'xstate';
import type { CallEnd } from '../../../engine/webcall';
import type { VoiceEngineEvent, VoiceEngineRequest } from '../../../machines/voiceCall';

/** A call engine the test drives: it records whether a call is running and what the view asked of it, and relays engine events. */
export function fakeVoiceEngine() {
  const calls = { started: 0, stopped: 0 };
  const requests: VoiceEngineRequest[] = [];
  let sendBack: ((event: VoiceEngineEvent) => void) | null = null;
  const logic = fromCallback<VoiceEngineRequest>(({ sendBack: send, receive }) => {
    calls.started += 1;
    sendBack = send;
    receive((request) => requests.push(request));
    return () => {
      calls.stopped += 1;
      sendBack = null;
    };
  });
  return {
    logic,
    calls,
    requests,
    get running() {
      return sendBack !== null;
    },
    /** Delivers one engine event, as the real engine would from one of its listeners. */
    emit: (event: VoiceEngineEvent) =>
      act(() => {
        if (!sendBack) throw new Error(`no call is running to deliver ${event.type}`);
        sendBack(event);
      }),
  };
}

export const transcript = (role: 'user' | 'assistant', transcriptType: 'partial' | 'final', text: string): VoiceEngineEvent =>
  ({ type: 'engine.message', message: { type: 'transcript', role, transcriptType, transcript: text } });

export const speechUpdate = (role: 'user' | 'assistant', status: 'started' | 'stopped'): VoiceEngineEvent =>
  ({ type: 'engine.message', message: { type: 'speech-update', role, status } });

/** The engine's call-end: the platform ended the call with its endedReason, or the engine ended it for `reason`. */
export const callEnd = (endedReason: string, reason: CallEnd['reason'] = 'assistant-ended'): VoiceEngineEvent =>
  ({ type: 'engine.callEnd', end: { reason, endedReason } });
