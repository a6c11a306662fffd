import type { RefObject } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { CONTACT_CAPS, type ContactField } from '../../../contracts/contact';
import type { contactFormMachine } from '../../../machines/contactForm';

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
    maxLength: CONTACT_CAPS[field],
    className: 'hud-input contact-field__input',
    'aria-required': true,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    onChange: (event: { target: { value: string } }) =>
      actor.send({ type: 'field.change', field, value: event.target.value }),
  };

  return (
    <div className={`contact-field${error ? ' contact-field--invalid' : ''}`}>
      <label className="contact-field__label" htmlFor={id}>
        {label}
      </label>
      {field === 'message' ? (
        <textarea {...shared} ref={inputRef as RefObject<HTMLTextAreaElement | null>} rows={4} />
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
