import { faqItemId } from '../catalogue';
import { NEGATION } from '../lexicon/cues';
import { sentencesOf } from '../passages';
import type { Ctx } from './context';
import { answer, type Answer } from './markdown';

// "Would she want to manage a team?", "is he interested in leading?": what the owner wants, which
// only their own words on what they seek answer; the teams they have led answer something else.
const WISH_ASKED =
  /\b(?:want|wants|wanting|like|keen|interested|open|looking|prefer|aspire|aspires|hoping|hope)\b (?:to|in|on)\b/;
const WISHED =
  /\b(?:looking for|looking to|open to|interested in|happy to|would like|I'd like|want|keen to|hope to|aim to)\b/i;
const LEADING = /\b(?:manag\w*|lead|leading|leadership|people leader|line manager|team lead)\b/i;

// "Rather than manage one", "instead of leading": what is not wanted.
const RATHER = /\b(?:rather than|instead of|over)\s+(?:\w+\s+)?(?:manag|lead)/i;

export const asksLeadWish = (words: readonly string[]) => WISH_ASKED.test(words.join(' '));

/** The owner's own sentence on whether they want to lead or manage, its yes or no leading. */
export function leadWish(ctx: Ctx): Answer | undefined {
  if (!asksLeadWish(ctx.q.words)) return undefined;
  for (const f of ctx.cat.owner.faq ?? []) {
    const said = sentencesOf(f.answer).find((s) => WISHED.test(s) && LEADING.test(s));
    if (!said) continue;
    // A clause that turns leading down decides: "I've enjoyed leading people, but … mentor across
    // teams rather than manage one" does not want to lead a team.
    const clauses = said.split(/[;,]| and | but /).filter((c) => LEADING.test(c));
    const polarity = clauses.some((c) => NEGATION.test(c) || RATHER.test(c)) ? 'No' : 'Yes';
    return answer(`${polarity}, in ${ctx.v.name}'s own words: “${said}”`, [faqItemId(ctx.cat, f)], 'faq');
  }
  return undefined;
}
