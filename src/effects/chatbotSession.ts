import type { RememberedGate } from '../../machines/chatbot';
import { openStore } from './webStorage';

// The chatbot's place in this browser session (the email that passed the gate, chat or the choice), in
// sessionStorage: a visitor who follows a link in an answer and comes back is not asked again. Whatever
// sits under the key and whatever the storage does (private mode, quota), the gate simply shows.

export const GATE_KEY = 'chatbotGate';

/** The subset of the Web Storage API this module uses, so tests can hand in a hostile one. */
export type GateStore = Pick<Storage, 'getItem' | 'setItem'>;

export interface GateMemory {
  read(): RememberedGate | undefined;
  save(place: RememberedGate): void;
}

/** The stored place, if it has the right shape; the machine still checks the email like a typed one. */
export function parseGate(raw: string | null): RememberedGate | undefined {
  if (!raw) return undefined;
  try {
    const { email, view } = JSON.parse(raw) as Record<string, unknown>;
    return typeof email === 'string' && (view === 'choice' || view === 'chat') ? { email, view } : undefined;
  } catch {
    return undefined;
  }
}

export function createGateMemory(getStore: () => GateStore | null = () => window.sessionStorage): GateMemory {
  const store = () => openStore(getStore);
  return {
    read: () => {
      try {
        return parseGate(store()?.getItem(GATE_KEY) ?? null);
      } catch {
        return undefined;
      }
    },
    save: (place) => {
      try {
        store()?.setItem(GATE_KEY, JSON.stringify(place));
      } catch {
        // Refused (quota, private mode): the gate shows again next time, which is all that is lost.
      }
    },
  };
}

export const gateMemory = createGateMemory();
