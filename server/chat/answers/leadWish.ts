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
  /\b(?:looking for|looking to|open to|interested in|happy to|would like|I'd like|want|keen to|hope to|aim to|suits? me|prefer)\b/i;
const LEADING = /\b(?:manag\w*|lead|leading|leadership|people leader|line manager|team lead)\b/i;

// "Rather than manage one", "instead of leading": what is not wanted.
const RATHER = /\b(?:rather than|instead of|over|better than)\s+(?:\w+\s+){0,2}(manag|lead)/i;
// "Not yet.": an answer opening with its own denial, whatever its later sentences tell.
const NOT_OPENING = /^\s*(not(?: yet| now| really| right now| at the moment| currently)?)\s*[.!:;,—–]/i;

export const asksLeadWish = (words: readonly string[]) => WISH_ASKED.test(words.join(' '));

/** The owner's own sentence on whether they want to lead or manage, its yes or no leading. */
export function leadWish(ctx: Ctx): Answer | undefined {
  if (!asksLeadWish(ctx.q.words)) return undefined;
  for (const f of ctx.cat.owner.faq ?? []) {
    const said = sentencesOf(f.answer).find((s) => WISHED.test(s) && LEADING.test(s));
    if (!said) continue;
    // A clause that turns leading down decides: "I've enjoyed leading people, but … mentor across
    // teams rather than manage one" does not want to lead a team.
    const clauses = said.split(/[;,]| and | but | so /).filter((c) => LEADING.test(c));
    // "A tech-lead role suits me better than people management" turns down managing, not leading.
    const asked = ctx.q.words.some((w) => /^manag/.test(w)) ? 'manag' : 'lead';
    const denied = clauses.some((c) => NEGATION.test(c) || RATHER.exec(c)?.[1]?.toLowerCase() === asked);
    const opening = NOT_OPENING.exec(f.answer)?.[1];
    // "I trained staff as a shift lead, but I want to grow as a developer": the wish is not to lead.
    if (!denied && !opening && !clauses.some((c) => WISHED.test(c))) continue;
    const polarity = opening ? opening.charAt(0).toUpperCase() + opening.slice(1) : denied ? 'No' : 'Yes';
    const quoted = opening ? f.answer : said;
    return answer(`${polarity}, in ${ctx.v.name}'s own words: “${quoted}”`, [faqItemId(ctx.cat, f)], 'faq');
  }
  return undefined;
}
