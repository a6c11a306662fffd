import type { ChatTurn } from '../../../contracts/chat';
import type { Catalogue, Work } from '../catalogue';
import { isWork } from './context';

/** The one piece of work the last answer was about, if it was about exactly one. */
export function oneWorkInLast(cat: Catalogue, history: readonly ChatTurn[]): Work | undefined {
  const last = history.findLast((t) => t.sender === 'ai');
  const work = (last?.items ?? []).map((id) => cat.items.get(id)).filter((i): i is Work => !!i && isWork(i));
  return work.length === 1 ? work[0] : undefined;
}
