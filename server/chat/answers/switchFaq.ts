import type { Faq } from '../../../content';
import type { Ctx } from './context';

// "What made him change careers?": a question for a reason, and an owner's faq phrasing of one.
export const REASON_ASKED = /\b(?:why|what made|reasons?|motivated?)\b/i;
const CAREER_MOVE =
  /\b(?:switch\w*|chang\w*|mov\w*|leav\w*|left|become|became|into|transition\w*|pivot\w*)\b/i;

// "Why would you leave your current job?" asks of a move to come, not of the one made.
const MOVE_TO_COME = /\b(?:would|will|next|looking|current|currently)\b/i;

/** The owner's faq answer to why they changed careers: one whose phrasings ask a reason for a move made. */
export const switchFaq = (ctx: Ctx): Faq | undefined =>
  (ctx.cat.owner.faq ?? []).find((f) =>
    f.questions.some((q) => REASON_ASKED.test(q) && CAREER_MOVE.test(q) && !MOVE_TO_COME.test(q)),
  );

const LEAVING = /\b(?:leav\w*|left|mov\w*|looking)\b/i;

/** The owner's faq answer to why they would leave the job they hold now ("Why would you leave?"). */
export const leaveFaq = (ctx: Ctx): Faq | undefined =>
  (ctx.cat.owner.faq ?? []).find((f) =>
    f.questions.some((q) => REASON_ASKED.test(q) && LEAVING.test(q) && MOVE_TO_COME.test(q)),
  );
