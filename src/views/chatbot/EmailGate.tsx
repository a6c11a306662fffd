import { useId, type FormEvent } from 'react';
import { profile } from '../../../content';
import { consentLabel, deletionRequestHref } from './consentText';

interface EmailGateProps {
  email: string;
  error: string;
  /** The checkbox that lets the owner read this conversation's questions; off unless given before. */
  consent: boolean;
  onChange: (value: string) => void;
  onConsentChange: (value: boolean) => void;
  onSubmit: () => void;
}

/** The one step before the assistant: an email that looks like one, and whether the owner may keep it. */
export function EmailGate({ email, error, consent, onChange, onConsentChange, onSubmit }: EmailGateProps) {
  const inputId = useId();
  const errorId = useId();
  const consentId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    // noValidate: the gate's own rule and message apply, not the browser's.
    <form className="chatbot-gate" noValidate onSubmit={submit}>
      <p className="chatbot-intro">
        Ask {profile.firstName}'s assistant about skills, projects and experience. Enter your email to start.
      </p>
      <label htmlFor={inputId} className="chatbot-gate__label">
        Email
      </label>
      <div className="chatbot-gate__row">
        <input
          id={inputId}
          className="hud-input"
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
        <button type="submit" className="hud-button">
          Submit
        </button>
      </div>
      <p id={errorId} className="hud-error" role="alert">
        {error}
      </p>
      <p className="chatbot-consent">
        <input
          id={consentId}
          type="checkbox"
          checked={consent}
          onChange={(event) => onConsentChange(event.target.checked)}
        />{' '}
        <label htmlFor={consentId}>{consentLabel}</label> (
        <a href={deletionRequestHref}>ask to delete them</a>).
      </p>
    </form>
  );
}
