// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  MICROPHONE_REFUSED_REASON,
  voiceCallMachine,
  type VoiceCallEvent,
  type VoiceEngineEvent,
} from '../../machines/voiceCall';
import { VoiceView } from '../../src/views/chatbot/VoiceView';
import { failureText } from '../../src/views/chatbot/voice/failureText';
import { profile } from '../../content';
import { callEnd, fakeVoiceEngine, speechUpdate, transcript } from '../fixtures/voiceEngine';
import { expectFullCoverage, modelOf, pathsFromEvents, shortestPaths, testPath } from './kit';

// The voice view's call machine, driven through the rendered view with a fake engine, along paths
// generated from the machine; the paths must cover every state and every transition.

type Snapshot = ReturnType<typeof voiceCallMachine.getInitialSnapshot>;

const DEVICES: VoiceCallEvent = {
  type: 'engine.devices',
  devices: {
    microphone: [
      { deviceId: 'default', label: 'Default microphone' },
      { deviceId: 'usb', label: 'USB microphone' },
    ],
    speaker: [
      { deviceId: 'default', label: 'Default speaker' },
      { deviceId: 'headset', label: 'Headset' },
    ],
  },
};
const pickMicrophone: VoiceCallEvent = { type: 'device.select', kind: 'microphone', deviceId: 'usb' };
const pickSpeaker: VoiceCallEvent = { type: 'device.select', kind: 'speaker', deviceId: 'headset' };
const resume: VoiceCallEvent = { type: 'audio.resume' };

const always: VoiceCallEvent[] = [
  { type: 'call.start' },
  { type: 'call.end' },
  { type: 'call.retry' },
  { type: 'engine.callStart' },
  transcript('user', 'final', 'What has the owner built?'),
  transcript('assistant', 'final', 'Several web apps, among them this site.'),
  speechUpdate('assistant', 'started'),
  speechUpdate('assistant', 'stopped'),
  callEnd('assistant-said-end-call-phrase'),
  callEnd('pipeline-error-openai-llm-failed'),
  callEnd(MICROPHONE_REFUSED_REASON),
  callEnd('network-lost', 'network-lost'),
  callEnd('ejected', 'ejected'),
  { type: 'engine.error', detail: 'daily-call-join-error at daily-call-join: room not found' },
  { type: 'engine.micDenied', reason: 'denied', detail: 'NotAllowedError' },
  { type: 'engine.micDenied', reason: 'unavailable', detail: 'NotFoundError' },
  { type: 'engine.reconnecting' },
  { type: 'engine.reconnected' },
  { type: 'engine.audioBlocked' },
  { type: 'engine.audioResumed' },
];
// What the visitor can only do with what is on screen: pick a device in a call that lists them, ask for sound while it is blocked.
const events = (s: Snapshot): VoiceCallEvent[] => [
  ...always,
  ...(s.matches({ session: 'inCall' }) ? [DEVICES] : []),
  ...(s.matches({ session: 'inCall' }) && s.context.devices.microphone.length > 0
    ? [pickMicrophone, pickSpeaker]
    : []),
];

const failureClass = (f: Snapshot['context']['failure']) =>
  !f
    ? ''
    : f.kind === 'microphone'
      ? `mic:${f.reason}`
      : f.kind === 'dropped'
        ? `dropped:${f.network}`
        : f.kind;
// Enough of the context to tell apart what the screen shows and what the guards read, and no more,
// so the state space stays small.
const serialize = (s: Snapshot) => {
  const c = s.context;
  const devices = s.matches({ session: 'inCall' })
    ? `${c.devices.microphone.length > 0}:${c.selected.microphone}:${c.selected.speaker}`
    : '';
  return [
    JSON.stringify(s.value),
    c.speaking,
    c.reconnecting,
    c.audioBlocked,
    devices,
    c.transcript.length > 0,
    failureClass(c.failure),
  ].join('|');
};

const model = modelOf(voiceCallMachine, { events, serializeState: serialize });
// Shortest paths reach every distinct screen; a few transitions lead back to a screen already
// reached (a second call, a retry, the light going off, the platform naming a refused microphone,
// a sound request, which changes nothing until the engine answers), so those walks are listed by
// hand, and the coverage check below proves nothing is left out.
const start = { type: 'call.start' } as const;
const callStart = { type: 'engine.callStart' } as const;
const revisits: VoiceCallEvent[][] = [
  [start, callStart, speechUpdate('assistant', 'started'), speechUpdate('assistant', 'stopped')],
  [start, callStart, transcript('user', 'final', 'Hello?'), callEnd('customer-ended-call'), start],
  [
    start,
    { type: 'engine.error', detail: 'start-method-error at web-call-creation: 500' },
    { type: 'call.retry' },
  ],
  [start, callStart, callEnd(MICROPHONE_REFUSED_REASON)],
  [start, callStart, { type: 'engine.audioBlocked' }, resume, { type: 'engine.audioResumed' }],
  [
    start,
    callStart,
    { type: 'engine.reconnecting' },
    { type: 'engine.reconnected' },
    callEnd('assistant-said-end-call-phrase'),
  ],
];
const paths = [...shortestPaths(model), ...pathsFromEvents(model, revisits)];

function expectScreenToShow(s: Snapshot, engine: ReturnType<typeof fakeVoiceEngine>) {
  expect(
    screen.getByText(`Click below to start chatting with ${profile.name}'s assistant using your voice.`),
  ).toBeTruthy();
  const label = s.matches('failed') ? 'Try again' : s.matches('session') ? 'End Call' : 'Start Call';
  expect(screen.getByRole('button', { name: label })).toBeTruthy();
  const sound = s.matches('session') && s.context.audioBlocked ? ['Tap to turn on sound'] : [];
  expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([
    'Switch Assistant',
    label,
    ...sound,
  ]);
  const status = s.matches({ session: 'starting' })
    ? 'Connecting...'
    : s.matches({ session: 'inCall' })
      ? s.context.reconnecting
        ? 'Reconnecting...'
        : 'Call in progress.'
      : s.matches('ended')
        ? 'Call ended.'
        : '';
  expect(screen.getByRole('status').textContent).toBe(status);
  expect(screen.queryByText('Speaking...') !== null).toBe(s.context.speaking);
  // Whatever the context says, the light is never on outside a call.
  if (!s.matches('session')) expect(screen.queryByText('Speaking...')).toBeNull();
  expect(screen.getByRole('alert').textContent).toBe(s.context.failure ? failureText(s.context.failure) : '');
  // The device picker: in a call that lists devices, showing the picked ones (the first, until one is picked).
  const pickers = screen
    .queryAllByRole('combobox')
    .map((c) => [
      c.getAttribute('aria-label') ?? c.closest('label')?.firstChild?.textContent,
      (c as HTMLSelectElement).value,
    ]);
  const shown = s.matches({ session: 'inCall' }) && s.context.devices.microphone.length > 0;
  expect(pickers).toEqual(
    shown
      ? [
          ['Microphone', s.context.selected.microphone || 'default'],
          ['Speaker', s.context.selected.speaker || 'default'],
        ]
      : [],
  );
  const log = screen.queryByRole('log', { name: 'Transcript' });
  expect(log !== null).toBe(!s.matches('notInCall'));
  if (log) {
    const bubbles = [...log.querySelectorAll('.chat-bubble')].map((b) => b.textContent);
    expect(bubbles).toEqual(
      s.context.transcript.map((t) => `${t.role === 'user' ? 'You' : 'Assistant'}${t.text}`),
    );
  }
  // The engine runs exactly while the machine is in a session; any other state has stopped it.
  expect(engine.running).toBe(s.matches('session'));
}

describe('voiceCall machine against the rendered voice view', () => {
  it('the generated paths cover every state and every transition', () => {
    expectFullCoverage(model, paths);
  });

  for (const path of paths) {
    it(`shows what the machine says: ${path.description}`, async () => {
      const engine = fakeVoiceEngine();
      const user = userEvent.setup();
      const view = render(<VoiceView engine={engine.logic} onSwitch={() => {}} />);
      const check = (s: Snapshot) => expectScreenToShow(s, engine);
      const forward = ({ event }: { event: VoiceEngineEvent }) => engine.emit(event);
      await testPath(model, path, {
        states: {
          '#voiceCall.notInCall': check,
          '#voiceCall.session.starting': check,
          '#voiceCall.session.inCall': check,
          '#voiceCall.ended': check,
          '#voiceCall.failed': check,
        },
        events: {
          'call.start': async () => user.click(screen.getByRole('button', { name: 'Start Call' })),
          'call.end': async () => user.click(screen.getByRole('button', { name: 'End Call' })),
          'call.retry': async () => user.click(screen.getByRole('button', { name: 'Try again' })),
          'engine.callStart': forward,
          'engine.callEnd': forward,
          'engine.message': forward,
          'engine.error': forward,
          'engine.micDenied': forward,
          'engine.reconnecting': forward,
          'engine.reconnected': forward,
          'engine.devices': forward,
          'engine.audioBlocked': forward,
          'engine.audioResumed': forward,
          'device.select': async ({ event }) => {
            await user.selectOptions(
              screen.getByRole('combobox', { name: event.kind === 'microphone' ? 'Microphone' : 'Speaker' }),
              event.deviceId,
            );
            expect(engine.requests.at(-1)).toEqual(event);
          },
          'audio.resume': async () => {
            await user.click(screen.getByRole('button', { name: 'Tap to turn on sound' }));
            expect(engine.requests.at(-1)).toEqual(resume);
          },
        },
      });
      view.unmount();
      expect(engine.running).toBe(false);
    });
  }

  it("adds only final transcripts and ignores other speakers' speech updates", async () => {
    const engine = fakeVoiceEngine();
    const user = userEvent.setup();
    render(<VoiceView engine={engine.logic} onSwitch={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Start Call' }));
    engine.emit({ type: 'engine.callStart' });
    engine.emit(transcript('user', 'partial', 'What has'));
    engine.emit(transcript('user', 'final', 'What has the owner built?'));
    engine.emit(transcript('assistant', 'partial', 'Several'));
    engine.emit(speechUpdate('user', 'started'));
    engine.emit({ type: 'engine.message', message: { type: 'status-update', status: 'in-progress' } });
    const log = screen.getByRole('log', { name: 'Transcript' });
    expect(
      within(log)
        .getAllByText(/./)
        .map((n) => n.textContent),
    ).toEqual(['You', 'What has the owner built?']);
    expect(screen.queryByText('Speaking...')).toBeNull();
  });

  it('Switch Assistant leaves the view and ends the call', async () => {
    const engine = fakeVoiceEngine();
    const user = userEvent.setup();
    let switched = 0;
    const view = render(<VoiceView engine={engine.logic} onSwitch={() => (switched += 1)} />);
    await user.click(screen.getByRole('button', { name: 'Start Call' }));
    engine.emit({ type: 'engine.callStart' });
    await user.click(screen.getByRole('button', { name: 'Switch Assistant' }));
    expect(switched).toBe(1);
    view.unmount();
    expect(engine.calls).toEqual({ started: 1, stopped: 1 });
  });
});
