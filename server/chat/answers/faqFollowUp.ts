import type { Ctx } from './context';
import type { Answer } from './markdown';
import { faq } from './scope';

// "+To where?" after "would he relocate?", "+in what currency?" after his words on salary: a terse
// question right after one faq answer asks of that answer, whose words hold what is asked.

const ASKS_OF_IT =
  /^(?:and |so |ok |okay )?(?:to |in |from |at |for |with |on |by )?(?:where|what|which|when|how|who|whom)\b/;
// "What about Berlin?", "what else?", "why?": another question, or one with its own readings.
const OTHER_QUESTION = /\b(?:about|else|why|more|other|others)\b/;

export function faqFollowUp(ctx: Ctx): Answer | undefined {
  const [one] = ctx.focus;
  if (ctx.focus.length !== 1 || one?.type !== 'faq' || ctx.q.words.length > 4) return undefined;
  const text = ctx.q.words.join(' ');
  if (!ASKS_OF_IT.test(text) || OTHER_QUESTION.test(text)) return undefined;
  if (ctx.q.found.some((f) => f.entity.type !== 'owner')) return undefined;
  // A yes or no answers the question before, not "to where?".
  const a = faq(ctx, one.faq.id);
  return { ...a, text: a.text.replace(/^(?:Yes|No|Not yet|Not now|Partly),? in /, 'In ') };
}
