import { useMemo } from 'react';
import { CONTACT_CAPS } from '../../../contracts/contact';
import { sendContactEmail } from '../../effects/email';
import { useHydrated } from '../../hooks/useHydrated';
import { ContactForm } from './ContactForm';
import './contact.css';

// The Contact Me screen. The form sends through the real email effect, which loads its libraries
// only when a message goes out.
/** `?message=` in the address (the chat's "ask to delete them" link fills it), read once in the browser. */
function useMessagePrefill(): string | undefined {
  const hydrated = useHydrated();
  return useMemo(() => {
    if (!hydrated) return undefined;
    const given = new URLSearchParams(window.location.search).get('message')?.trim();
    return given ? given.slice(0, CONTACT_CAPS.message) : undefined;
  }, [hydrated]);
}

export default function ContactView() {
  const prefill = useMessagePrefill();
  return (
    <section className="contact hud-panel" aria-labelledby="contact-heading">
      <h1 id="contact-heading" className="page-heading">
        Contact Me
      </h1>
      <ContactForm sendMessage={sendContactEmail} prefill={prefill} />
    </section>
  );
}
