import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { contactFormMachine, type ContactMessage } from '../../../machines/contactForm';

// The form names each message with a key so the outbox stores a retried send once: the same key
// for the same message sent again, a new one once anything is edited or the message has gone.
function form(outcomes: ('fail' | 'ok')[]) {
  const sent: ContactMessage[] = [];
  const actor = createActor(
    contactFormMachine.provide({
      actors: {
        sendMessage: fromPromise<unknown, ContactMessage>(async ({ input }) => {
          sent.push(input);
          if (outcomes.shift() === 'fail') throw new Error('socket hang up');
        }),
      },
      actions: { logSendFailure: () => {} },
    }),
  ).start();
  const type = (field: 'name' | 'email' | 'message', value: string) =>
    actor.send({ type: 'field.change', field, value });
  type('name', 'Ada');
  type('email', 'ada@example.com');
  type('message', 'Hello');
  const submit = async () => {
    actor.send({ type: 'form.submit' });
    await new Promise<void>((resolve) => {
      const sub = actor.subscribe((s) => {
        if (!s.matches('sending')) {
          sub.unsubscribe();
          resolve();
        }
      });
    });
  };
  return { actor, sent, type, submit };
}

describe('the contact form’s idempotency key', () => {
  it('goes with every send, and a retry of the unchanged message carries the same key', async () => {
    const { sent, submit, actor } = form(['fail', 'ok']);
    await submit();
    expect(actor.getSnapshot().value).toBe('editing');
    await submit();
    expect(actor.getSnapshot().value).toBe('sent');
    expect(sent).toHaveLength(2);
    expect(sent[0]!.idempotencyKey).toMatch(/^[0-9a-f]{32}$/);
    expect(sent[1]).toEqual(sent[0]);
  });

  it('changes once the message is edited after a failure: it is a different message now', async () => {
    const { sent, submit, type } = form(['fail', 'ok']);
    await submit();
    type('message', 'Hello again');
    await submit();
    expect(sent[1]!.message).toBe('Hello again');
    expect(sent[1]!.idempotencyKey).not.toBe(sent[0]!.idempotencyKey);
  });

  it('is forgotten once the message has gone', async () => {
    const { actor, submit } = form(['ok']);
    await submit();
    expect(actor.getSnapshot().value).toBe('sent');
    expect(actor.getSnapshot().context.sendKey).toBeUndefined();
  });
});
