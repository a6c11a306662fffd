import { fromPromise } from 'xstate';
import type { ContactMessage, contactFormMachine } from '../../machines/contactForm';
import type { Implementations } from '../hooks/useProvided';

/**
 * The contactForm machine's effects: the sender (the real one is sendContactEmail in ./email) and
 * the log line a failed send leaves for the owner; the visitor sees nothing of it.
 */
export function contactFormEffects(
  send: (message: ContactMessage) => Promise<void>,
): Implementations<typeof contactFormMachine> {
  return {
    actors: { sendMessage: fromPromise<unknown, ContactMessage>(({ input }) => send(input)) },
    actions: {
      logSendFailure: (_, { error }) => console.error('[contact] Sending the message failed:', error),
    },
  };
}
