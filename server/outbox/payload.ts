import sanitizeHtml from 'sanitize-html';
import { z } from 'zod';
import { CONTACT_CAPS, CONTACT_FIELDS, CONTACT_LABELS, type ContactField } from '../../contracts/contact';
import { CONTACT_EMAIL } from '../../contracts/email';

// The EmailJS v1.0 email-send payload, checked the way a careful mail service would: every field a
// string, each with a ceiling (contracts/contact.ts), so one request cannot fill the disk or smuggle structure.
const ID_LIMIT = 128;
/** A field's cap: its label and the most a person can type into the form, so a message typed up to the form's cap always fits. */
const outboxCap = (field: ContactField) => CONTACT_LABELS[field].length + CONTACT_CAPS[field];

// Entity references count as one character: the browser encodes `<` as `&lt;` before sending, and a
// person who typed up to the form's cap should not be refused because some of them were ampersands.
export const visibleLength = (value: string) => value.replace(/&(?:#\d+|#x[0-9a-f]+|[a-z]+);/gi, '_').length;

const required = (what: string) => ({
  error: (issue: { input: unknown }) =>
    issue.input === undefined ? `${what} is required` : `${what} must be a string`,
});

// EmailJS ids and versions are plain tokens; anything else (line breaks, markup) has no business in a
// stored record that an operator reads.
const TOKEN = /^[\w.-]+$/;
const id = (what: string) =>
  z
    .string(required(what))
    .trim()
    .min(1, `${what} is required`)
    .max(ID_LIMIT, `${what} is longer than ${ID_LIMIT} characters`)
    .regex(TOKEN, `${what} may hold only letters, digits, "_", "-" and "."`);

// A client-made key per message (a UUID or similar), so a retried send is stored once.
export const IDEMPOTENCY_KEY = /^[\w.:-]{16,128}$/;
const idempotencyKey = z
  .string('template_params.idempotency_key must be a string')
  .regex(
    IDEMPOTENCY_KEY,
    'template_params.idempotency_key must be 16 to 128 letters, digits, "_", "-", "." or ":"',
  )
  .optional();

const field = (what: ContactField) =>
  z
    .string(required(`template_params.${what}`))
    .refine((v) => v.trim().length > 0, `template_params.${what} is required`)
    .refine(
      (v) => visibleLength(v) <= outboxCap(what),
      `template_params.${what} is longer than ${outboxCap(what)} characters`,
    );

export const sendPayloadSchema = z.object(
  {
    lib_version: id('lib_version'),
    user_id: id('user_id'),
    service_id: id('service_id'),
    template_id: id('template_id'),
    template_params: z.object(
      {
        name: field('name'),
        email: field('email'),
        message: field('message'),
        idempotency_key: idempotencyKey,
      },
      required('template_params'),
    ),
  },
  { error: 'The body must be a JSON object' },
);

export type SendPayload = z.infer<typeof sendPayloadSchema>;

export function describeIssues(error: z.ZodError): string {
  return error.issues.map((issue) => issue.message).join('; ');
}

// Control characters (terminal escapes, NUL, bell) have no place in a message and would act on
// whoever prints the outbox; tab, line feed and carriage return are kept.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;

// Second line of defence: the browser sanitised already, but anyone can post to this endpoint.
export function sanitiseField(value: string): string {
  const text = sanitizeHtml(value, { allowedTags: [], allowedAttributes: {}, disallowedTagsMode: 'discard' });
  return text.replace(CONTROL, '');
}

export type CleanFields = Record<ContactField, string>;

/**
 * Sanitises the three fields, then checks what is left: a field made only of markup ("<b></b>") is
 * empty once the tags go, so the checks must look at the cleaned text, not at what was posted.
 */
export function cleanFields(
  params: Record<ContactField, string> & { idempotency_key?: string },
): { fields: CleanFields } | { error: string } {
  const fields = {} as CleanFields;
  const problems: string[] = [];
  for (const key of CONTACT_FIELDS) {
    const clean = sanitiseField(params[key]);
    fields[key] = clean;
    const label = CONTACT_LABELS[key];
    // The label's trailing space may have been trimmed away along with an empty value.
    if (!clean.startsWith(label.trimEnd())) {
      problems.push(`template_params.${key} must start with the label "${label}"`);
      continue;
    }
    const value = clean.slice(label.trimEnd().length).trim();
    if (!value) problems.push(`template_params.${key} is empty once markup is removed`);
    else if (key === 'email' && !CONTACT_EMAIL.test(value))
      problems.push('template_params.email is not an email address');
  }
  return problems.length ? { error: problems.join('; ') } : { fields };
}
