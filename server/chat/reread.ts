import type { Catalogue } from './catalogue';
import type { Intent } from './examples';
import type { Passages } from './passages';
import type { Parsed } from './understand';
import { namesFamily } from './answers/skills';

// "We're hybrid, two days in the office: would that work?" reads as no question about the owner,
// but its words are the owner's terms of work, which their faq may answer.
const WORK_TERMS = new Set(
  'remote remotely hybrid office onsite on-site relocate relocation relocating visa sponsorship salary notice contract freelance part-time full-time timezone overlap commute'.split(
    ' ',
  ),
);

const YOU = new Set(['you', 'your', 'yours', 'yourself', 'u', 'ur']);
const OWNER_ASKED = (q: Parsed) =>
  q.found.some((f) => f.entity.type === 'owner') ||
  q.words.some((w) => ['he', 'she', 'him', 'his', 'her', 'hers'].includes(w));

/** The faq entry that says most of the terms of work a message names; the not-on-site reading if none. */
export function termsOfWork(cat: Catalogue, passages: Passages, q: Parsed): Intent | undefined {
  const terms = q.words.filter((w) => WORK_TERMS.has(w));
  if (!terms.length) return undefined;
  const saying = (f: { answer: string; questions: string[] }) =>
    terms.filter((w) => passages.says(`${f.answer} ${f.questions.join(' ')}`, [w])).length;
  const [best, next] = [...(cat.owner.faq ?? [])].sort((a, b) => saying(b) - saying(a));
  if (!best || !saying(best) || (next && saying(next) === saying(best))) return 'notOnSite';
  return `faq:${best.id}`;
}

// "What are her goals?", "any plans?": what the owner wants next, which only their faq says.
const FORWARD = new Set([
  'goal',
  'goals',
  'ambition',
  'ambitions',
  'aspiration',
  'aspirations',
  'plans',
  'future',
]);
const WANTS_NEXT = /\b(?:want\w*|next|looking for|looking to|hope|aim\w*|goals?|ambitions?|future)\b/i;
const GENERAL = new Set<Intent>(['notOnSite', 'offTopic', 'aboutMe', 'summary']);

/** The one faq entry on what the owner wants next, where a general reading of goals would quote a bio. */
export function goalsOfFaq(cat: Catalogue, q: Parsed, intent: Intent): Intent | undefined {
  if (!GENERAL.has(intent) || !q.words.some((w) => FORWARD.has(w))) return undefined;
  if (q.found.some((f) => f.entity.type !== 'owner')) return undefined;
  const wanting = (cat.owner.faq ?? []).filter((f) => f.questions.some((x) => WANTS_NEXT.test(x)));
  return wanting.length === 1 ? `faq:${wanting[0]!.id}` : undefined;
}

/**
 * A first reading looked at again: "does he write unit tests?" of no work in view asks the owner's
 * skills of a family; goals ask what they want next; terms of work said as a statement are no aside.
 */
export function reread(cat: Catalogue, passages: Passages, q: Parsed, first: Intent): Intent {
  const bare = !q.backRef && q.found.every((f) => f.entity.type === 'owner');
  if ((first === 'notOnSite' || first === 'skillHas') && q.yesNo && bare && namesFamily(q.words))
    return 'skills';
  // "Can he do MLOps?" is about the owner, however near "what can you do?" it reads.
  if (first === 'assistant' && OWNER_ASKED(q) && !q.words.some((w) => YOU.has(w)))
    return q.yesNo ? 'skillHas' : 'notOnSite';
  const goals = goalsOfFaq(cat, q, first);
  if (goals) return goals;
  return first === 'offTopic' ? (termsOfWork(cat, passages, q) ?? first) : first;
}
