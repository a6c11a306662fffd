import { stemmer } from 'stemmer';
import type { Catalogue } from './catalogue';
import { tokens } from './text';
import { countriesNamed } from './lexicon/english';
import { payAsked, payFaq } from './faqAsked';
import type { Intent } from './examples';
import type { Passages } from './passages';
import type { Parsed } from './understand';

// Words asking whether the owner is free at all, which many faq entries may say.
const PLAIN_ASKS = new Set(['available', 'availability', 'open', 'looking', 'interested', 'free', 'start']);
// What a visitor asks the owner is looking for, in any entry on seeking.
const SOUGHT = new Set([
  'job',
  'jobs',
  'role',
  'roles',
  'position',
  'positions',
  'opportunity',
  'opportunities',
  'hunting',
]);
// An entry that says when the owner can take work on.
const WHEN_FREE = /\b(?:available|availability|booked|start|starting|waiting list|notice)\b/i;

/**
 * "Is he available for freelance work?" near the faq on availability, whose words never say
 * freelance, while the faq on pay says "I am not available for freelance work": the one faq entry
 * that says most of the topic words the chosen one lacks speaks to the question.
 */
export function faqOfTopic(cat: Catalogue, passages: Passages, q: Parsed, intent: Intent): Intent {
  const faqs = cat.owner.faq ?? [];
  const chosen = intent.startsWith('faq:') ? faqs.find((f) => f.id === intent.slice(4)) : undefined;
  // Pay asked of any kind of work ("what would a pipeline cost?") is the owner's word on pay.
  if (!chosen || (chosen === payFaq(cat.owner) && payAsked(q.words))) return intent;
  const own = `${chosen.answer} ${chosen.questions.join(' ')}`;
  // "Can he work in the US?": a country asked is the chosen entry's to weigh, never a word ("us")
  // another entry happens to say.
  const countries = new Set(countriesNamed(q.raw).flatMap((c) => tokens(c)));
  const topic = passages.topicWords(q.words).filter((w) => !countries.has(w));
  const says = (w: string) => passages.says(own, [w]) || (w === 'free' && WHEN_FREE.test(own));
  // "Looking for a job?": the job sought is what every entry on seeking is about: lacking the word,
  // an entry still answers; saying it, it is chosen for it.
  const missing = topic.filter((w) => !says(w) && !SOUGHT.has(w));
  // Chosen for a word of its own ("visa"), it stands; chosen only for being available or open, the
  // word it lacks ("freelance", "relocate") decides.
  const held = topic.filter((w) => says(w));
  if (!missing.length || held.some((w) => !PLAIN_ASKS.has(w))) return intent;
  // The one other entry that says the most of them, in its answer or its own phrasings.
  // A word said as itself ("relocating" of "relocate") counts over one said by a synonym ("move").
  const saying = (f: (typeof faqs)[number]) => {
    const text = `${f.answer} ${f.questions.join(' ')}`;
    const stems = new Set(tokens(text).map((t) => stemmer(t)));
    return missing.reduce((n, w) => n + (stems.has(stemmer(w)) ? 2 : passages.says(text, [w]) ? 1 : 0), 0);
  };
  // The word on pay speaks to pay: "is she open to contract work?" is not answered by a rate,
  // unless its own answer says the word ("I am not available for freelance work").
  const payFaqOf = payAsked(q.words) ? undefined : payFaq(cat.owner);
  const payStems = new Set(tokens(payFaqOf?.answer ?? '').map((t) => stemmer(t)));
  const pay = missing.some((w) => payStems.has(stemmer(w))) ? undefined : payFaqOf;
  const ranked = faqs
    .filter((f) => f !== chosen && f !== pay && saying(f) > 0)
    .sort((a, b) => saying(b) - saying(a));
  const [best, next] = ranked;
  return best && (!next || saying(next) < saying(best)) ? `faq:${best.id}` : intent;
}
