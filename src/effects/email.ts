import type { ContactValues } from '../../machines/contactForm';
import { emailjsIds } from '../../contracts/features';
import { CONTACT_LABELS } from '../../contracts/contact';

// Sends the contact form with @emailjs/browser. With all three EmailJS ids set at build time it posts
// to EmailJS; otherwise the same v1.0 payload goes to this site's own outbox
// (POST <origin>EMAIL_SEND_PATH, see contracts/contact.ts), so a fresh checkout works with no account.
// The message's idempotency key travels only to the outbox, as template_params.idempotency_key (the
// one part of the body EmailJS's client lets a caller shape): EmailJS gets its own payload unchanged.
export interface EmailTarget {
  serviceId: string;
  templateId: string;
  userId: string;
  /** Where the client posts: EmailJS itself, or this site's origin for the outbox. */
  origin: string;
}

export const EMAILJS_ORIGIN = 'https://api.emailjs.com';
export const OUTBOX_IDS = { serviceId: 'outbox', templateId: 'contact', userId: 'local' } as const;

export function emailTarget(
  env: Parameters<typeof emailjsIds>[0] = import.meta.env,
  siteOrigin: string = window.location.origin,
): EmailTarget {
  const ids = emailjsIds(env);
  return ids ? { ...ids, origin: EMAILJS_ORIGIN } : { ...OUTBOX_IDS, origin: siteOrigin };
}

// Both libraries load only when a message is sent, so they stay out of every other page.
async function loadLibraries() {
  const [emailjs, purify] = await Promise.all([import('@emailjs/browser'), import('dompurify')]);
  return { emailjs, DOMPurify: purify.default };
}

export async function sendContactEmail(
  values: ContactValues & { idempotencyKey?: string },
  target: EmailTarget = emailTarget(),
): Promise<void> {
  const { emailjs, DOMPurify } = await loadLibraries();
  // Plain text, not HTML: every tag goes (scripts with their contents), the text between them stays,
  // and it is read back as characters, so "Q&A" and "I <3" reach the email template as typed rather
  // than as "Q&amp;A". The ampersand is escaped first so an entity the visitor typed stays literal.
  const clean = (value: string) =>
    DOMPurify.sanitize(value.replace(/&/g, '&amp;'), {
      ALLOWED_TAGS: [],
      ALLOWED_ATTR: [],
      KEEP_CONTENT: true,
      RETURN_DOM_FRAGMENT: true,
    }).textContent ?? '';
  const params = {
    name: CONTACT_LABELS.name + clean(values.name),
    email: CONTACT_LABELS.email + clean(values.email),
    message: CONTACT_LABELS.message + clean(values.message),
    ...(target.origin !== EMAILJS_ORIGIN && values.idempotencyKey
      ? { idempotency_key: values.idempotencyKey }
      : {}),
  };

  // The client applies `origin` only through init(); send() options carry the key but not the origin.
  emailjs.init({ publicKey: target.userId, origin: target.origin });
  let response: { status: number; text: string };
  try {
    response = await emailjs.send(target.serviceId, target.templateId, params, { publicKey: target.userId });
  } catch (reason) {
    throw toError(reason, target.origin);
  }
  if (response.status !== 200 && response.text !== 'OK') {
    throw new Error(`Email send to ${target.origin} was not accepted: ${response.status} ${response.text}`);
  }
}

// The client rejects with a bare string for missing ids and with {status, text} for HTTP failures;
// an Error with the status and the place makes the console line useful.
function toError(reason: unknown, origin: string): Error {
  if (reason instanceof Error) return reason;
  if (typeof reason === 'string') return new Error(reason);
  if (reason && typeof reason === 'object' && 'status' in reason) {
    const { status, text } = reason as { status: unknown; text?: unknown };
    return new Error(`Email send to ${origin} failed: ${String(status)} ${String(text ?? '')}`.trim());
  }
  return new Error(`Email send to ${origin} failed: ${String(reason)}`);
}
