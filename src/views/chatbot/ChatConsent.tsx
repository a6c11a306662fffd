import { useMachine } from '@xstate/react';
import { chatConsentMachine } from '../../../machines/chatConsent';
import { profile } from '../../../content';
import { inspect } from '../../dev/inspect';
import { consentMemory as storedConsent, forgetActor, type ConsentMemory } from '../../effects/chatConsent';
import { useProvided } from '../../hooks/useProvided';

/** Where the consent lives and how the server is asked to forget; tests hand in their own. */
export interface ConsentEffects {
  memory: ConsentMemory;
  forgetOnServer: typeof forgetActor;
}

export const consentEffects: ConsentEffects = { memory: storedConsent, forgetOnServer: forgetActor };

/**
 * Beside a kept conversation: what is kept, a way to stop it, and "forget me on the server". A visitor
 * who did not agree sees nothing here, as the chat keeps nothing of theirs.
 */
export function ChatConsent({ effects = consentEffects }: { effects?: ConsentEffects }) {
  const machine = useProvided(chatConsentMachine, {
    actors: { forgetOnServer: effects.forgetOnServer },
    actions: { withdraw: () => effects.memory.withdraw() },
  });
  const [snapshot, send] = useMachine(machine, { input: { visitor: effects.memory.read() }, inspect });
  const deleted = snapshot.context.deleted ?? 0;
  if (snapshot.matches('notKept')) return null;

  return (
    <div className="chat-consent" role="status">
      {snapshot.matches('forgotten') ? (
        <p>
          Deleted {deleted} question{deleted === 1 ? '' : 's'} from the server. Nothing more is kept.
        </p>
      ) : (
        <>
          <p>
            {snapshot.matches('failed')
              ? 'The server could not delete them right now. '
              : `Your email and this conversation's questions are kept for ${profile.firstName} to read. `}
          </p>
          <button
            type="button"
            className="hud-button hud-button--ghost"
            disabled={snapshot.matches('forgetting')}
            onClick={() => send({ type: 'consent.withdraw' })}
          >
            Stop keeping them
          </button>
          <button
            type="button"
            className="hud-button hud-button--ghost"
            disabled={snapshot.matches('forgetting')}
            onClick={() => send({ type: 'forget.request' })}
          >
            {snapshot.matches('forgetting') ? 'Deleting...' : 'Forget me on the server'}
          </button>
        </>
      )}
    </div>
  );
}
