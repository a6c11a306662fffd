import { sendContactEmail } from '../../effects/email';
import { ContactForm } from './ContactForm';
import './contact.css';

// The Contact Me screen. The form sends through the real email effect, which loads its libraries
// only when a message goes out.
export default function ContactView() {
  return (
    <section className="contact hud-panel" aria-labelledby="contact-heading">
      <h1 id="contact-heading" className="page-heading">
        Contact Me
      </h1>
      <ContactForm sendMessage={sendContactEmail} />
    </section>
  );
}
