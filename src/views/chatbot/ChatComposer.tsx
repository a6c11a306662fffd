import { useSelector } from '@xstate/react';
import { useId, type FormEvent, type RefObject } from 'react';
import type { ActorRefFrom } from 'xstate';
import { MAX_USER_TEXT } from '../../../contracts/chat';
import type { chatMachine } from '../../../machines/chat';

interface ComposerProps {
  actor: ActorRefFrom<typeof chatMachine>;
  inputRef: RefObject<HTMLInputElement | null>;
}

/** The message line: Enter or SEND sends, RESET restores the opening messages. */
export function ChatComposer({ actor, inputRef }: ComposerProps) {
  const draft = useSelector(actor, (s) => s.context.draft);
  const loading = useSelector(actor, (s) => s.matches('loading'));
  const inputId = useId();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'message.send' });
    // A clicked SEND turns disabled; keep the visitor's focus where the next message goes.
    inputRef.current?.focus();
  };

  return (
    <form className="chat-composer" onSubmit={onSubmit}>
      <label htmlFor={inputId} className="visually-hidden">
        Message
      </label>
      <input
        id={inputId}
        ref={inputRef}
        className="hud-input chat-composer__input"
        type="text"
        placeholder="Type a message..."
        autoComplete="off"
        // The server refuses longer questions, so the line stops there.
        maxLength={MAX_USER_TEXT}
        value={draft}
        onChange={(event) => actor.send({ type: 'draft.change', text: event.target.value })}
      />
      <div className="chat-composer__buttons">
        <button
          type="submit"
          className="hud-button"
          disabled={loading}
          aria-label={loading ? 'Sending' : undefined}
        >
          {loading ? '...' : 'SEND'}
        </button>
        <button
          type="button"
          className="hud-button hud-button--ghost"
          onClick={() => actor.send({ type: 'history.reset' })}
        >
          RESET
        </button>
      </div>
    </form>
  );
}
