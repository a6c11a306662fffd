import { assign, emit, fromPromise, setup } from 'xstate';
import { CONTACT_EMAIL } from '../contracts/email';
import { CONTACT_FIELDS, type ContactField } from '../contracts/contact';

// The Contact Me form: edit, check on submit, send through an injected actor, then show success.
// A failed send returns to editing with everything typed kept; only a log line (an injected action) records it.
export type ContactValues = Record<ContactField, string>;
/**
 * What the sender gets: the values and a key naming this message. Sending the same message again
 * (after a failure, nothing edited) reuses the key, so a server that did store the first attempt
 * stores it once; any edit makes it a new message with a new key.
 */
export type ContactMessage = ContactValues & { idempotencyKey: string };
export type ContactErrors = Partial<Record<ContactField, string>>;

export const EMPTY_CONTACT: ContactValues = { name: '', email: '', message: '' };

export function validateContact(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  if (!values.name.trim()) errors.name = 'Name is required';
  const email = values.email.trim();
  if (!email) errors.email = 'Email is required';
  else if (!CONTACT_EMAIL.test(email)) errors.email = 'Invalid email format';
  if (!values.message.trim()) errors.message = 'Message is required';
  return errors;
}

const firstInvalid = (errors: ContactErrors): ContactField =>
  CONTACT_FIELDS.find((field) => errors[field]) ?? 'name';

export interface ContactContext {
  values: ContactValues;
  errors: ContactErrors;
  /** The key of the message being sent or last tried; cleared by any edit. */
  sendKey?: string;
}

// 128 random bits as hex; getRandomValues works on plain-http pages too, unlike randomUUID.
const newSendKey = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

export type ContactEvent =
  { type: 'field.change'; field: ContactField; value: string } | { type: 'form.submit' };

/** Emitted after a failed check so the view can move focus to the first field that needs fixing. */
export type ContactEmitted = { type: 'form.invalid'; field: ContactField };

export const contactFormMachine = setup({
  types: {
    context: {} as ContactContext,
    events: {} as ContactEvent,
    emitted: {} as ContactEmitted,
  },
  actors: {
    // The real sender lives in src/effects/email.ts; views and tests supply theirs with provide().
    sendMessage: fromPromise<unknown, ContactMessage>(async () => {
      throw new Error('contactForm: no sendMessage actor was provided');
    }),
  },
  guards: {
    isFormValid: ({ context }) => Object.keys(validateContact(context.values)).length === 0,
  },
  actions: {
    assignField: assign({
      values: ({ context, event }) =>
        event.type === 'field.change' ? { ...context.values, [event.field]: event.value } : context.values,
    }),
    assignErrors: assign({ errors: ({ context }) => validateContact(context.values) }),
    clearErrors: assign({ errors: {} }),
    keepSendKey: assign({ sendKey: ({ context }) => context.sendKey ?? newSendKey() }),
    forgetSendKey: assign({ sendKey: undefined }),
    clearFieldError: assign({
      errors: ({ context, event }) => {
        if (event.type !== 'field.change' || !context.errors[event.field]) return context.errors;
        const { [event.field]: _fixed, ...rest } = context.errors;
        return rest;
      },
    }),
    resetForm: assign({ values: EMPTY_CONTACT, errors: {}, sendKey: undefined }),
    announceInvalid: emit(({ context }) => ({
      type: 'form.invalid' as const,
      field: firstInvalid(context.errors),
    })),
    // Machines stay pure: the app provides the log line (src/effects/contactForm.ts).
    logSendFailure: (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'contactForm',
  context: { values: EMPTY_CONTACT, errors: {} },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'field.change': { actions: ['assignField', 'forgetSendKey'] },
        'form.submit': [
          { guard: 'isFormValid', target: 'sending', actions: ['clearErrors', 'keepSendKey'] },
          { target: 'invalid', actions: ['assignErrors', 'announceInvalid'] },
        ],
      },
    },
    // The form checks on submit only; editing a field withdraws its error so no stale message remains.
    invalid: {
      on: {
        'field.change': { actions: ['assignField', 'clearFieldError', 'forgetSendKey'] },
        'form.submit': [
          { guard: 'isFormValid', target: 'sending', actions: ['clearErrors', 'keepSendKey'] },
          { actions: ['assignErrors', 'announceInvalid'] },
        ],
      },
    },
    sending: {
      invoke: {
        id: 'sendMessage',
        src: 'sendMessage',
        input: ({ context }) => ({ ...context.values, idempotencyKey: context.sendKey! }),
        onDone: { target: 'sent' },
        onError: {
          target: 'editing',
          actions: { type: 'logSendFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    sent: {
      type: 'final',
      entry: 'resetForm',
    },
  },
});
