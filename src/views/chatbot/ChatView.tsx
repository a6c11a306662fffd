import { useActorRef } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { chatMachine } from '../../../machines/chat';
import { inspect } from '../../dev/inspect';
import { askAssistant } from '../../effects/chatApi';
import { historyStorage } from '../../effects/chatStorage';
import { useProvided } from '../../hooks/useProvided';
import { ChatComposer } from './ChatComposer';
import { ChatConsent, type ConsentEffects } from './ChatConsent';
import { ChatLog } from './ChatLog';
import { initialMessages } from './messages';
import { Suggestions } from './Suggestions';

/** The chat machine's effects; tests hand in fakes. */
export interface ChatEffects {
  askAssistant: typeof askAssistant;
  historyStorage: typeof historyStorage;
}

export const chatEffects: ChatEffects = { askAssistant, historyStorage };

interface ChatViewProps {
  effects?: ChatEffects;
  consent?: ConsentEffects;
  onSwitch: () => void;
}

export function ChatView({ effects = chatEffects, consent, onSwitch }: ChatViewProps) {
  const machine = useProvided(chatMachine, { actors: effects });
  // Leaving the view stops this actor, which aborts a request still in flight.
  const actor = useActorRef(machine, { input: { initialMessages }, inspect });
  const inputRef = useRef<HTMLInputElement>(null);

  // The message line is where the visitor starts: focused, and scrolled into sight if the page hides it.
  useEffect(() => {
    inputRef.current?.focus();
    inputRef.current?.scrollIntoView({ block: 'nearest' });
  }, []);

  return (
    <div className="chat">
      <div className="chat__bar">
        <h2 className="chat__title">Chat</h2>
        <button type="button" className="hud-button hud-button--ghost" onClick={onSwitch}>
          Switch Assistant
        </button>
      </div>
      <ChatConsent effects={consent} />
      <ChatLog actor={actor} />
      <Suggestions actor={actor} inputRef={inputRef} />
      <ChatComposer actor={actor} inputRef={inputRef} />
    </div>
  );
}
