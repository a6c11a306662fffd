import { fromPromise } from 'xstate';
import type { ContactValues, contactForm } from '../../machines/contactForm';
import type { Implementations } from '../hooks/useProvided';

/**
 * The contactForm machine's effects: the sender (the real one is sendContactEmail in ./email) and
 * the log line a failed send leaves for the owner; the visitor sees nothing of it.
 */
export function contactFormEffects(send: (values: ContactValues) => Promise<void>): Implementations<typeof contactForm> {
  return {
    actors: { sendMessage: fromPromise<unknown, ContactValues>(({ input }) => send(input)) },
    actions: { logSendFailure: (_, { error }) => console.error('[contact] Sending the message failed:', error) },
  };
}
