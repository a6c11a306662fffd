import { useEffect, useRef } from 'react';

// Replaces the form once the message is delivered; it takes focus so the outcome is read out at once.
export function SentPanel() {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} className="contact-sent" role="status" tabIndex={-1}>
      <h2 className="contact-sent__title">SUCCESS!</h2>
      <p className="contact-sent__line">Your message has been successfully sent!</p>
      <p className="contact-sent__line contact-sent__line--muted">You can safely leave this page.</p>
    </div>
  );
}
