import { useMachine } from '@xstate/react';
import { lazy, Suspense, useEffect } from 'react';
import { chatbotMachine } from '../../../machines/chatbot';
import { inspect } from '../../dev/inspect';
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
}

const voiceFlag = voiceSwitch(import.meta.env);

/** /chatbot: email gate, then the choice of assistant, then chat (or voice, when the build enables it). */
export default function ChatbotView({ voiceEnabled = voiceFlag, effects, voiceEngine }: ChatbotViewProps) {
  const [snapshot, send] = useMachine(chatbotMachine, { input: { voiceEnabled }, inspect });
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
          onChange={(value) => send({ type: 'email.change', value })}
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
          <ChatView effects={effects} onSwitch={switchAssistant} />
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
