import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { ContactField } from '../../../contracts/contact';
import { contactFormMachine, type ContactMessage } from '../../../machines/contactForm';
import { inspect } from '../../dev/inspect';
import { contactFormEffects } from '../../effects/contactForm';
import { useProvided } from '../../hooks/useProvided';
import { ContactInput } from './ContactInput';
import { SentPanel } from './SentPanel';
import { SubmitButton } from './SubmitButton';

type Status = 'editing' | 'invalid' | 'sending' | 'sent';

const STATUS_LINE: Record<Status, string> = {
  editing: 'LINK READY',
  invalid: 'CHECK INPUT',
  sending: 'TRANSMITTING',
  sent: 'DELIVERED',
};

export function ContactForm({
  sendMessage,
  prefill,
}: {
  sendMessage: (message: ContactMessage) => Promise<void>;
  /** A message to start from (a link may carry one); it never replaces what the visitor typed. */
  prefill?: string;
}) {
  const machine = useProvided(contactFormMachine, contactFormEffects(sendMessage));
  const actor = useActorRef(machine, { inspect });
  const status = useSelector(actor, (snapshot) => snapshot.value as Status);
  const sending = status === 'sending';

  const nameRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const messageRef = useRef<HTMLTextAreaElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (prefill && !actor.getSnapshot().context.values.message)
      actor.send({ type: 'field.change', field: 'message', value: prefill });
  }, [prefill, actor]);

  // Focus moves after React has rendered the errors, so the field is announced with its message.
  const [focusRequest, setFocusRequest] = useState<{ field: ContactField } | null>(null);
  useEffect(() => {
    const subscription = actor.on('form.invalid', ({ field }) => setFocusRequest({ field }));
    return () => subscription.unsubscribe();
  }, [actor]);
  useEffect(() => {
    if (!focusRequest) return;
    const target = { name: nameRef, email: emailRef, message: messageRef }[focusRequest.field];
    target.current?.focus();
  }, [focusRequest]);

  // The submit button was disabled while sending, which drops focus; a failed send gives it back.
  const previous = useRef<Status>(status);
  useEffect(() => {
    if (previous.current === 'sending' && status === 'editing') submitRef.current?.focus();
    previous.current = status;
  }, [status]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'form.submit' });
  };

  return (
    <div className="hud-panel contact-term">
      <div className="contact-term__bar" aria-hidden="true">
        <span className="contact-term__lights">
          <span />
          <span />
          <span />
        </span>
        <span className="contact-term__title">CONTACT.EXE</span>
        <span className={`contact-term__status contact-term__status--${status}`}>{STATUS_LINE[status]}</span>
      </div>
      {status === 'sent' ? (
        <SentPanel />
      ) : (
        <form
          className="contact-form"
          noValidate
          onSubmit={submit}
          aria-labelledby="contact-heading"
          aria-busy={sending}
        >
          <ContactInput actor={actor} field="name" label="Name" inputRef={nameRef} disabled={sending} />
          <ContactInput actor={actor} field="email" label="Email" inputRef={emailRef} disabled={sending} />
          <ContactInput
            actor={actor}
            field="message"
            label="Message"
            inputRef={messageRef}
            disabled={sending}
          />
          <SubmitButton sending={sending} buttonRef={submitRef} />
          <p className="visually-hidden" role="status">
            {sending ? 'Sending your message…' : ''}
          </p>
        </form>
      )}
    </div>
  );
}
