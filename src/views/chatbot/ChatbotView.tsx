import { useMachine } from '@xstate/react';
import { lazy, Suspense, useEffect, useMemo } from 'react';
import { chatbotMachine, type RememberedGate } from '../../../machines/chatbot';
import { inspect } from '../../dev/inspect';
import { gateMemory as sessionGateMemory, type GateMemory } from '../../effects/chatbotSession';
import { consentEffects } from './ChatConsent';
import type { ConsentEffects } from './ChatConsent';
import { useHydrated } from '../../hooks/useHydrated';
import { useProvided } from '../../hooks/useProvided';
import { AssistantChoice } from './AssistantChoice';
import type { ChatEffects } from './ChatView';
import { EmailGate } from './EmailGate';
import type { VoiceEngineLogic } from '../../effects/voiceEngine';
import { VoiceBar } from './voice/VoiceBar';
import './chatbot.css';
import { voiceEnabled as voiceSwitch } from '../../../contracts/features';

// The chat and its markdown renderer load apart from the gate, fetched while the visitor chooses.
const loadChatView = () => import('./ChatView');
const ChatView = lazy(() => loadChatView().then((module) => ({ default: module.ChatView })));
// The voice view loads on its own too; the call engine and daily-js wait until a call starts.
const loadVoiceView = () => import('./VoiceView');
const VoiceView = lazy(loadVoiceView);

interface ChatbotViewProps {
  /** Defaults to the build flag; tests set it directly. */
  voiceEnabled?: boolean;
  effects?: ChatEffects;
  voiceEngine?: VoiceEngineLogic;
  /** Where this session left off; sessionStorage by default, tests hand in their own. */
  gateMemory?: GateMemory;
  /** The visitor's consent (localStorage) and the server's "forget me"; tests hand in their own. */
  consent?: ConsentEffects;
}

const voiceFlag = voiceSwitch(import.meta.env);

/**
 * /chatbot: email gate, then the choice of assistant, then chat (or voice, when the build enables it).
 * The HTML always shows the gate; once hydrated, a visitor who passed it earlier in the session is
 * resumed where they left off (the flow starts again with that memory), and on a later visit within
 * the app it starts there at once.
 */
export default function ChatbotView({
  gateMemory = sessionGateMemory,
  consent = consentEffects,
  ...props
}: ChatbotViewProps) {
  const hydrated = useHydrated();
  // Read once the page is a browser's (never while hydrating the HTML's gate); later changes are the flow's own.
  const resumed = useMemo(() => (hydrated ? gateMemory.read() : undefined), [hydrated, gateMemory]);
  return (
    <ChatbotFlow
      key={resumed ? 'resumed' : 'gate'}
      {...props}
      gateMemory={gateMemory}
      consent={consent}
      remembered={resumed}
    />
  );
}

function ChatbotFlow({
  voiceEnabled = voiceFlag,
  effects,
  voiceEngine,
  gateMemory,
  consent,
  remembered,
}: ChatbotViewProps & { gateMemory: GateMemory; consent: ConsentEffects; remembered?: RememberedGate }) {
  const machine = useProvided(chatbotMachine, {
    actions: {
      remember: (_, place: RememberedGate) => gateMemory.save(place),
      keepConsent: (_, choice: { email: string; consent: boolean }) =>
        choice.consent ? consent.memory.give(choice.email) : consent.memory.withdraw(),
    },
  });
  const [snapshot, send] = useMachine(machine, { input: { voiceEnabled, remembered }, inspect });
  const hydrated = useHydrated();
  // The HTML's checkbox is off; once hydrated, a browser that agreed before shows its choice.
  useEffect(() => {
    if (hydrated && consent.memory.read()) send({ type: 'consent.change', value: true });
  }, [hydrated, consent, send]);
  const switchAssistant = () => send({ type: 'assistant.switch' });
  const choosing = snapshot.matches('assistantChoice');

  useEffect(() => {
    if (!choosing) return;
    void loadChatView();
    if (snapshot.context.voiceEnabled) void loadVoiceView();
  }, [choosing, snapshot.context.voiceEnabled]);

  return (
    <section className="hud-panel chatbot">
      <h1 className="page-heading">Personal Assistant</h1>
      {snapshot.matches('emailGate') && (
        <EmailGate
          email={snapshot.context.email}
          error={snapshot.context.error}
          consent={snapshot.context.consent}
          onChange={(value) => send({ type: 'email.change', value })}
          onConsentChange={(value) => send({ type: 'consent.change', value })}
          onSubmit={() => send({ type: 'email.submit' })}
        />
      )}
      {choosing && (
        <AssistantChoice
          voiceEnabled={snapshot.context.voiceEnabled}
          onChat={() => send({ type: 'chat.choose' })}
          onVoice={() => send({ type: 'voice.choose' })}
        />
      )}
      {snapshot.matches('chat') && (
        <Suspense fallback={<p role="status">Loading the chat...</p>}>
          <ChatView effects={effects} consent={consent} onSwitch={switchAssistant} />
        </Suspense>
      )}
      {snapshot.matches('voice') && (
        <Suspense fallback={<VoiceBar onSwitch={switchAssistant} />}>
          <VoiceView engine={voiceEngine} onSwitch={switchAssistant} />
        </Suspense>
      )}
    </section>
  );
}
