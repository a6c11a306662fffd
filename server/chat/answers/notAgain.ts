import type { ChatTurn } from '../../../contracts/chat';
import type { Catalogue } from '../catalogue';
import { linksOf } from '../facts';
import { isWork } from './context';
import { itemLink, link, type Answer, type Voice } from './markdown';

const MORE_ASKED = /\b(?:more|else|elaborate|details?|go on|continue|expand)\b/i;

/**
 * "+Tell me more" after the whole of one item's card would give the card again: that it is all the
 * site says, with where to see more of the work and what else can be asked of it.
 */
export function notAgain<A extends Answer>(
  cat: Catalogue,
  v: Voice,
  { message, result }: { message: string; result: A },
  history: readonly ChatTurn[],
): A {
  const last = history.findLast((t) => t.sender === 'ai');
  // "+When could he start?" of an answer that said it is rightly answered with it again.
  if (!MORE_ASKED.test(message) || !last || last.text !== result.text || result.items.length !== 1)
    return result;
  const item = cat.items.get(result.items[0]!);
  if (!item) return result;
  if (!isWork(item)) return { ...result, text: `That is all the site says about ${itemLink(item)}.` };
  const links = linksOf(item).map((l) => link(l.label, l.url));
  const see = links.length ? ` To see more of it: ${links.join(' · ')}.` : '';
  return {
    ...result,
    text: `That is all the site says about ${itemLink(item)}.${see} You can ask about its stack, when it was made, or ${v.their} part in it.`,
  };
}
