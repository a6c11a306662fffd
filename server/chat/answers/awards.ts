import type { Ctx } from './context';
import { answer, type Answer } from './markdown';
import { source } from './prose';
import { hackathonWins } from './work';

// Words of a sentence that names an award, outside the hackathon entries' own placings.
const AWARD_WORDS = ['award', 'awarded', 'prize', 'won', 'winner'];
// Words that ask about hackathons or contests only.
const CONTEST_WORDS = new Set([
  'hackathon',
  'hackathons',
  'hack',
  'hacks',
  'jam',
  'jams',
  'competition',
  'competitions',
  'contest',
  'contests',
]);

/**
 * "Has she won any awards?": the hackathon placings, and any award the owner's own prose names
 * elsewhere (an article, a job, the About text). A question about hackathons or one entry keeps to them.
 */
export function awards(ctx: Ctx): Answer {
  const placings = hackathonWins(ctx);
  const aboutContests =
    ctx.q.words.some((w) => CONTEST_WORDS.has(w)) ||
    ctx.q.found.some((f) => f.entity.type === 'item') ||
    (ctx.q.backRef && ctx.focus.some((i) => i.type === 'hackathon'));
  const said = aboutContests ? [] : ctx.passages.find(AWARD_WORDS, 3, (i) => i.type !== 'hackathon');
  if (!said.length) return placings;
  const quotes = said.map((p) => `- ${source(p.item)}: “${p.text}”`).join('\n');
  const items = said.map((p) => p.item.id);
  // No placing to give: the award the prose names answers the question.
  if (placings.kind !== 'answered')
    return answer(`${ctx.q.yesNo ? 'Yes. ' : ''}The site says:\n${quotes}`, items);
  // "Has any of her work won an award?" of a project that "won the Dutch Digital Accessibility
  // Award": a yes from that, with the hackathon placings after it, not a "no win" before it.
  if (ctx.q.yesNo && said.some((p) => /\b(?:won|awarded|winner)\b/i.test(p.text)))
    return answer(
      `Yes, the site says:\n${quotes}\n\nIn hackathons: ${placings.text.replace(/^No [^;]*; (\w)/, (_, c: string) => c.toUpperCase())}`,
      [...items, ...placings.items],
    );
  return answer(`${placings.text}\n\nBesides hackathons, the site says:\n${quotes}`, [
    ...placings.items,
    ...items,
  ]);
}
