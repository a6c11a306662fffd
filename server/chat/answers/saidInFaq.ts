import type { ChatTurn } from '../../../contracts/chat';
import type { Catalogue } from '../catalogue';
import { sentencesOf, type Passages } from '../passages';
import type { Parsed } from '../understand';
import { tokens } from '../text';
import { answer, type Answer } from './markdown';
import { source } from './prose';

// "+How many?", "+how many days a week?" right after the owner's own answer ("I have supervised
// seven working students…", "two days home office"): the answer is in those words, before anything
// the work beside them says.
const HOW_MANY_ALONE = /^(?:and |so )?how many\s*\??$/i;
const COUNTED = /\b(?:\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a dozen|dozens)\b/i;
const ASKING = new Set([
  'how',
  'many',
  'much',
  'what',
  'which',
  'and',
  'so',
  'exactly',
  'per',
  'a',
  'an',
  'the',
]);

/** The sentence of the owner's faq answer just given that says what a short follow-up asks. */
export function saidInFaq(
  cat: Catalogue,
  passages: Passages,
  q: Parsed,
  history: readonly ChatTurn[],
): Answer | undefined {
  if (q.words.length > 6 || q.found.some((f) => f.entity.type !== 'owner')) return undefined;
  const last = history.findLast((t) => t.sender === 'ai');
  const first = last?.items?.[0] ? cat.items.get(last.items[0]) : undefined;
  if (first?.type !== 'faq') return undefined;
  const sentences = sentencesOf(first.faq.answer);
  const counting = /\bhow many\b/.test(q.words.join(' '));
  const topic = passages.topicWords(q.words.filter((w) => !ASKING.has(w)));
  if (!topic.length && !HOW_MANY_ALONE.test(q.raw.trim())) return undefined;
  // The sentence that says the most of what is asked ("days" of "how many days a week?"), a word
  // written as asked before one only related to it ("relocate" before "remote").
  const score = (x: string) => {
    const own = new Set(tokens(x));
    return topic.reduce((n, w) => n + (own.has(w) ? 2 : passages.says(x, [w]) ? 1 : 0), 0);
  };
  const said = sentences
    .filter((x) => (!counting || COUNTED.test(x)) && (!topic.length || score(x) > 0))
    .sort((a, b) => score(b) - score(a))[0];
  return said ? answer(`${source(first)}: “${said}”`, [first.id], 'faq') : undefined;
}
