import { useSelector } from '@xstate/react';
import type { RefObject } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { chatMachine } from '../../../machines/chat';
import { suggestedQuestions } from './messages';

interface SuggestionsProps {
  actor: ActorRefFrom<typeof chatMachine>;
  inputRef: RefObject<HTMLInputElement | null>;
}

/** Starter questions, offered only while the conversation is fresh (the machine decides when). */
export function Suggestions({ actor, inputRef }: SuggestionsProps) {
  const shown = useSelector(actor, (s) => s.can({ type: 'suggestion.choose', text: '' }));
  if (!shown) return null;
  return (
    <ul className="chat-suggestions" aria-label="Suggested questions">
      {suggestedQuestions.map((question) => (
        <li key={question}>
          <button
            type="button"
            className="chat-suggestions__button"
            onClick={() => {
              actor.send({ type: 'suggestion.choose', text: question });
              // The buttons vanish once sent; focus moves on to the message line.
              inputRef.current?.focus();
            }}
          >
            {question}
          </button>
        </li>
      ))}
    </ul>
  );
}
