import type { ChatTurn } from '../../../contracts/chat';
import type { Catalogue } from '../catalogue';
import type { Parsed } from '../understand';
import { answer, contactLine, itemLink, type Answer, type Voice } from './markdown';
import { sentencesOf } from '../passages';

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
  return answer(whyText(cat, v, first.faq.answer, items), [first.id, ...items], 'faq');
}

/** The owner's answer again, and what the work it names says of itself beside it, or that that is all. */
function whyText(cat: Catalogue, v: Voice, said: string, items: readonly string[]): string {
  // Of the work the answer names, its own words say more than the pick did.
  const work = items.map((id) => cat.items.get(id)).find((i) => i?.type === 'project');
  const more = work?.type === 'project' ? figuredSentences(work.project.description) : '';
  return more && !said.includes(more)
    ? `In ${v.name}'s own words: “${said}”\n\nOf ${itemLink(work!)}, the site also says: “${more}”`
    : `In ${v.name}'s own words: “${said}” That is all the site says on it. ${contactLine(v)}`;
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

/** Two sentences of a description, those with figures first ("about 1,400 stars"), in their order. */
function figuredSentences(text: string): string {
  const all = sentencesOf(text);
  const figured = all.filter((x) => /\d/.test(x));
  const kept = [...figured, ...all.filter((x) => !figured.includes(x))].slice(0, 2);
  return all.filter((x) => kept.includes(x)).join(' ');
}
