import type { Catalogue } from './catalogue';
import type { Intent } from './examples';
import type { Passages } from './passages';
import type { Parsed } from './understand';

/**
 * "Is he available for freelance work?" near the faq on availability, whose words never say
 * freelance, while the faq on pay says "I am not available for freelance work": the one faq entry
 * whose answer says every topic word the chosen one lacks speaks to the question.
 */
export function faqOfTopic(cat: Catalogue, passages: Passages, q: Parsed, intent: Intent): Intent {
  const faqs = cat.owner.faq ?? [];
  const chosen = intent.startsWith('faq:') ? faqs.find((f) => f.id === intent.slice(4)) : undefined;
  if (!chosen) return intent;
  const own = `${chosen.answer} ${chosen.questions.join(' ')}`;
  const missing = passages.topicWords(q.words).filter((w) => !passages.says(own, [w]));
  if (!missing.length) return intent;
  const others = faqs.filter((f) => f !== chosen && passages.says(f.answer, missing));
  return others.length === 1 ? `faq:${others[0]!.id}` : intent;
}
