import type { ChatTurn } from '../../contracts/chat';
import type { Answer } from './answers/markdown';
import type { Intent } from './examples';

// "Why?" after a judgement ("is she a good fit…", "her most impressive project?"): the reasons that
// judgement rests on, worked out again from the question before, not the last answer's words.

const BARE_WHY =
  /^(?:(?:but|and|so|ok|okay)\s+)?(?:why|how so|why so|why is that|why that one|why do you say (?:that|so)|what makes you say (?:that|so)|on what basis|based on what)\s*[?.!]*$/i;
const JUDGED = new Set<Intent>(['judgeSkill', 'judgeProject', 'judgeFit', 'leaning']);

/** The lead of the judgement answered before, and the site's own caveat, for a bare "why?". */
export function whyJudged(
  message: string,
  history: readonly ChatTurn[],
  again: (question: string) => Answer & { intent: Intent },
): (Answer & { intents: Intent[] }) | undefined {
  if (!BARE_WHY.test(message.trim())) return undefined;
  const asked = history.findLast((t) => t.sender === 'user');
  if (!asked) return undefined;
  const before = again(asked.text);
  if (!JUDGED.has(before.intent)) return undefined;
  const paragraphs = before.text.split('\n\n');
  // A ranking led by the owner's own quoted words has its reason there: the faq's why answers. A
  // fit's reasons are its verdicts, up to the evidence listed under them.
  if (before.intent !== 'judgeFit' && paragraphs[0]!.includes('“')) return undefined;
  const listed = paragraphs.findIndex((p, i) => i > 0 && (p.endsWith(':') || p.startsWith('- ')));
  const reasons = paragraphs.slice(0, before.intent === 'judgeFit' && listed > 0 ? listed : 1);
  const caveat = paragraphs.length > reasons.length ? [paragraphs.at(-1)!] : [];
  return { ...before, text: [...reasons, ...caveat].join('\n\n'), intents: [before.intent] };
}
