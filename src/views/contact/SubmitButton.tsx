import { useState, type RefObject } from 'react';

// SUBMIT with its tooltip: shown on hover and on keyboard focus, read as the button's description,
// and dismissible with Escape without moving focus (WCAG 1.4.13).
export function SubmitButton({
  sending,
  buttonRef,
}: {
  sending: boolean;
  buttonRef: RefObject<HTMLButtonElement | null>;
}) {
  const [dismissed, setDismissed] = useState(false);
  return (
    <div className="contact-submit" data-dismissed={dismissed ? '' : undefined}>
      <button
        ref={buttonRef}
        type="submit"
        className="hud-button contact-submit__button"
        disabled={sending}
        aria-describedby="contact-submit-tip"
        onKeyDown={(event) => {
          if (event.key === 'Escape') setDismissed(true);
        }}
        onFocus={() => setDismissed(false)}
        onMouseEnter={() => setDismissed(false)}
      >
        {sending ? 'SENDING...' : 'SUBMIT'}
      </button>
      <span role="tooltip" id="contact-submit-tip" className="contact-submit__tip">
        Ask for Resume/CV if needed
      </span>
    </div>
  );
}
