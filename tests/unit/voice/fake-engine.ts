import { act } from '@testing-library/react';
import { fromCallback } from 'xstate';
import type { VoiceCallEvent, VoiceEngineEvent } from '../../../machines/voiceCall';

/** A call engine the test drives: it records whether a call is running and relays engine events. */
export function fakeVoiceEngine() {
  const calls = { started: 0, stopped: 0 };
  let sendBack: ((event: VoiceCallEvent) => void) | null = null;
  const logic = fromCallback<VoiceCallEvent>(({ sendBack: send }) => {
    calls.started += 1;
    sendBack = send;
    return () => {
      calls.stopped += 1;
      sendBack = null;
    };
  });
  return {
    logic,
    calls,
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

export const endedStatus = (endedReason: string): VoiceEngineEvent =>
  ({ type: 'engine.message', message: { type: 'status-update', status: 'ended', endedReason } });
