import type { ChatTurn } from '../../../contracts/chat';
import type { Catalogue } from '../catalogue';
import type { Parsed } from '../understand';
import { answer, contactLine, type Answer, type Voice } from './markdown';

const WHY = new Set(['why', 'reason', 'reasons']);

/**
 * "Why that one?" right after the owner's own answer: the reason is in those words, quoted again,
 * and the site says no more than that, when the last answer quoted one faq.
 */
export function faqWhy(
  cat: Catalogue,
  v: Voice,
  q: Parsed,
  history: readonly ChatTurn[],
): Answer | undefined {
  if (!q.words.some((w) => WHY.has(w)) || !(q.backRef || q.words.length <= 3)) return undefined;
  if (q.found.some((f) => f.entity.type !== 'owner' && f.entity.type !== 'item')) return undefined;
  const last = history.findLast((t) => t.sender === 'ai');
  // The faq it quoted: its first item, or the one faq among its items ("…facts; Kai names eBuddies").
  const faqs = (last?.items ?? []).map((id) => cat.items.get(id)).filter((i) => i?.type === 'faq');
  const first = faqs.length === 1 ? faqs[0] : undefined;
  if (first?.type !== 'faq') return undefined;
  const items = (first.faq.items ?? []).filter((i) => cat.items.has(i));
  // "Why eBuddies?" names what the answer named, or nothing else.
  if (q.found.some((f) => f.entity.type === 'item' && !items.includes(f.entity.item.id))) return undefined;
  return answer(
    `In ${v.name}'s own words: “${first.faq.answer}” That is all the site says on it. ${contactLine(v)}`,
    [first.id, ...items],
    'faq',
  );
}

// "How good is it?", "how fluent is that?": a short question of degree about what was just quoted.
const DEGREE_ASKED = /^(?:and |so )?how (?:good|well|fluent|strong|much|far|solid|advanced)\b/;

/**
 * "+How good is it?" right after the owner's own answer on a thing they alone can say: that answer
 * is all the site has on it, quoted again.
 */
export function faqAgain(
  cat: Catalogue,
  v: Voice,
  q: Parsed,
  history: readonly ChatTurn[],
): Answer | undefined {
  if (!DEGREE_ASKED.test(q.words.join(' ')) || !q.backRef || q.words.length > 5) return undefined;
  if (q.found.some((f) => f.entity.type !== 'owner')) return undefined;
  const last = history.findLast((t) => t.sender === 'ai');
  const items = (last?.items ?? []).map((id) => cat.items.get(id));
  const first = items.length === 1 ? items[0] : undefined;
  if (first?.type !== 'faq') return undefined;
  return answer(
    `In ${v.name}'s own words: “${first.faq.answer}” That is all the site says on it.`,
    [first.id],
    'faq',
  );
}
