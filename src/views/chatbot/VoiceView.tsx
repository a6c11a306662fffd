import { useMachine } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import { profile } from '../../../content';
import { voiceCallMachine } from '../../../machines/voiceCall';
import { inspect } from '../../dev/inspect';
import { voiceEngine, type VoiceEngineLogic } from '../../effects/voiceEngine';
import { useProvided } from '../../hooks/useProvided';
import { DevicePicker } from './voice/DevicePicker';
import { failureText } from './voice/failureText';
import { TranscriptLog } from './voice/TranscriptLog';
import { VoiceBar } from './voice/VoiceBar';
import './voice/voice.css';

interface VoiceViewProps {
  onSwitch: () => void;
  /** The call engine; tests hand in a fake. */
  engine?: VoiceEngineLogic;
}

type VoiceSnapshot = SnapshotFrom<typeof voiceCallMachine>;

/** The status line: what the call is doing now. */
function statusOf(snapshot: VoiceSnapshot): string {
  if (snapshot.matches({ session: 'starting' })) return 'Connecting...';
  if (snapshot.matches({ session: 'inCall' }))
    return snapshot.context.reconnecting ? 'Reconnecting...' : 'Call in progress.';
  return snapshot.matches('ended') ? 'Call ended.' : '';
}

/** The call button: try again after a failure, end a call in progress, start one otherwise. */
function callAction(snapshot: VoiceSnapshot) {
  if (snapshot.matches('failed')) return { label: 'Try again', event: { type: 'call.retry' } as const };
  if (snapshot.matches('session')) return { label: 'End Call', event: { type: 'call.end' } as const };
  return { label: 'Start Call', event: { type: 'call.start' } as const };
}

/**
 * Talk to the assistant: Start Call / End Call, the live transcript and a "Speaking..." light; in a call,
 * the microphone and speaker, and "Tap to turn on sound" when the browser blocks the assistant's audio.
 */
export function VoiceView({ onSwitch, engine = voiceEngine }: VoiceViewProps) {
  const machine = useProvided(voiceCallMachine, { actors: { voiceEngine: engine } });
  // Leaving the view stops this actor, and with it the engine's call.
  const [snapshot, send] = useMachine(machine, { inspect });
  const { transcript, speaking, failure, audioBlocked, devices, selected } = snapshot.context;
  const inSession = snapshot.matches('session');
  const inCall = snapshot.matches({ session: 'inCall' });

  const status = statusOf(snapshot);
  const action = callAction(snapshot);

  return (
    <div className="voice">
      <VoiceBar onSwitch={onSwitch} />
      <p className="chatbot-intro voice__intro">
        Click below to start chatting with {profile.name}&apos;s assistant using your voice.
      </p>
      <div className="voice__controls">
        <button
          type="button"
          className={`hud-button voice__call${inSession ? ' voice__call--end' : ''}`}
          onClick={() => send(action.event)}
        >
          {action.label}
        </button>
        {inSession && audioBlocked && (
          // A click is what the browser waits for before it lets the assistant be heard.
          <button
            type="button"
            className="hud-button hud-button--ghost voice__sound"
            onClick={() => send({ type: 'audio.resume' })}
          >
            Tap to turn on sound
          </button>
        )}
        <p className="voice__status" role="status">
          {status}
        </p>
        <p className="voice__speaking" data-on={speaking || undefined}>
          {speaking && (
            <>
              <span className="voice__bars" aria-hidden="true">
                <span />
                <span />
                <span />
              </span>
              Speaking...
            </>
          )}
        </p>
      </div>
      {inCall && (
        <DevicePicker
          devices={devices}
          selected={selected}
          onSelect={(kind, deviceId) => send({ type: 'device.select', kind, deviceId })}
        />
      )}
      <p className="hud-error voice__error" role="alert">
        {failure ? failureText(failure) : ''}
      </p>
      {!snapshot.matches('notInCall') && <TranscriptLog entries={transcript} />}
    </div>
  );
}

export default VoiceView;
