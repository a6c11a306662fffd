// The site's two email rules, side by side. They differ on purpose: the chatbot's gate allows one @,
// the contact form (and the outbox that stores its messages) any non-space text around an @.

/** The chatbot's email gate: some text, one @, some text, a dot and some text. */
export const GATE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The contact form and the outbox: non-space text, an @, text, a dot and text. */
export const CONTACT_EMAIL = /^\S+@\S+\.\S+$/;
