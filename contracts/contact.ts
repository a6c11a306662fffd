// The contact form's message as the form, its sender and the outbox (POST EMAIL_SEND_PATH) all
// see it. Types and constants only; the outbox's zod schema builds on these.

/**
 * EmailJS's send endpoint. The outbox serves the same path on this site's origin, so the EmailJS
 * client posts the same request to either; only the origin differs.
 */
export const EMAIL_SEND_PATH = '/api/v1.0/email/send';

export type ContactField = 'name' | 'email' | 'message';
export const CONTACT_FIELDS: readonly ContactField[] = ['name', 'email', 'message'];

/** The most a person can type into each field; the form stops typing there. */
export const CONTACT_CAPS: Record<ContactField, number> = { name: 100, email: 254, message: 4000 };

/** Each field travels with its label in front ("Name: Ada"), as the EmailJS template expects. */
export const CONTACT_LABELS: Record<ContactField, string> = {
  name: 'Name: ',
  email: 'Email: ',
  message: 'Message: ',
};
