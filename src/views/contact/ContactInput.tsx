import type { RefObject } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { ContactField, contactFormMachine } from '../../../machines/contactForm';

// Lengths a person can type; the outbox accepts a little more, so labels and encoded
// characters (& becomes &amp;) always fit under its caps.
const MAX_LENGTH: Record<ContactField, number> = { name: 100, email: 254, message: 4000 };

interface Props {
  actor: ActorRefFrom<typeof contactFormMachine>;
  field: ContactField;
  label: string;
  inputRef: RefObject<HTMLInputElement | null> | RefObject<HTMLTextAreaElement | null>;
  disabled: boolean;
}

// One labelled field; it reads only its own value and error, so typing re-renders just this field.
export function ContactInput({ actor, field, label, inputRef, disabled }: Props) {
  const value = useSelector(actor, (snapshot) => snapshot.context.values[field]);
  const error = useSelector(actor, (snapshot) => snapshot.context.errors[field]);
  const id = `contact-${field}`;
  const errorId = `${id}-error`;
  const shared = {
    id,
    name: field,
    value,
    disabled,
    maxLength: MAX_LENGTH[field],
    className: 'hud-input contact-field__input',
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    onChange: (event: { target: { value: string } }) => actor.send({ type: 'field.change', field, value: event.target.value }),
  };

  return (
    <div className={`contact-field${error ? ' contact-field--invalid' : ''}`}>
      <label className="contact-field__label" htmlFor={id}>
        {label}
      </label>
      {field === 'message' ? (
        <textarea {...shared} ref={inputRef as RefObject<HTMLTextAreaElement | null>} rows={6} />
      ) : (
        <input
          {...shared}
          ref={inputRef as RefObject<HTMLInputElement | null>}
          type={field === 'email' ? 'email' : 'text'}
          autoComplete={field}
          spellCheck={field === 'email' ? false : undefined}
        />
      )}
      <p id={errorId} className="hud-error contact-field__error">
        {error}
      </p>
    </div>
  );
}
