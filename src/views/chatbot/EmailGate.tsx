import { useId, type FormEvent } from 'react';
import { profile } from '../../../content';

interface EmailGateProps {
  email: string;
  error: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
}

/** The one step before the assistant: an email that looks like one. */
export function EmailGate({ email, error, onChange, onSubmit }: EmailGateProps) {
  const inputId = useId();
  const errorId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    // noValidate: the spec's own rule and message apply, not the browser's.
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
    </form>
  );
}
