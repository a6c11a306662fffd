import { careerOf, chronological, dateKey, educationOf } from '../facts';
import { tokens } from '../text';
import { AREA_LABELS } from '../lexicon/areas';
import type { Area } from '../lexicon/tech';
import { proseOfItem, sentencesOf } from '../passages';
import type { Ctx } from './context';
import { entryLine } from './entryText';
import { areasIn } from './fit';
import { answer, type Answer } from './markdown';
import { source } from './prose';

// "Why did he switch from football coaching to coding?": the owner's own sentences on the switch;
// where none gives a reason, that is said before them.

const SWITCH_ASKED =
  /\bwhy\b.*\b(?:switch|switched|move|moved|change|changed|transition|transitioned|pivot|pivoted|go|went|get|got)\b.*\b(?:from|into|to)\b/;
const SWITCH_SAID =
  /\b(?:switch(?:ed|ing)?|career change|changed careers?|moved into|move into|transition(?:ed)?|pivot(?:ed)?|retrain(?:ed)?|found my way into|got into|turned into a second career)\b/i;
const REASON =
  /\b(?:because|so that|wanted|realised|realized|missed|tired of|loved|to (?:build|make|work))\b/i;

export function careerSwitch(ctx: Ctx): Answer | undefined {
  if (!SWITCH_ASKED.test(ctx.q.words.join(' '))) return undefined;
  const said = [...ctx.cat.items.values()]
    .filter((i) => i.type === 'entry' || i.type === 'faq')
    .flatMap((i) =>
      sentencesOf(proseOfItem(i))
        .filter((s) => SWITCH_SAID.test(s))
        .slice(0, 2)
        .map((text) => ({ item: i, text })),
    )
    .slice(0, 3);
  if (!said.length) return undefined;
  const reason = said.some((p) => REASON.test(p.text));
  return answer(
    `${reason ? `In ${ctx.v.their} own words:` : `The site doesn't give a reason in so many words. What ${ctx.v.their} own words say of the switch:`}\n${said.map((p) => `- ${source(p.item)}: “${p.text}”`).join('\n')}`,
    said.map((p) => p.item),
  );
}

// "Why did he switch from games to web development?", "how did she move from data into ML?": a
// move between two areas of software, said by the words after "from" and after "to".
const FIELD_MOVE =
  /\b(?:switch|switched|move|moved|change|changed|transition|transitioned|pivot|pivoted|go|went|get|got)\b.*\bfrom ((?:[a-z]+ ){0,2}?[a-z]+) (?:to|into) ((?:[a-z]+ ?){1,3})/;
// Words a sentence says a move in: "later moved to the web through a bootcamp".
const MOVE_SAID =
  /\b(?:switch(?:ed|ing)?|mov(?:e|ed|ing) (?:in)?to|went (?:in)?to|got into|transition(?:ed)?|pivot(?:ed)?|retrain(?:ed)?|later|then)\b/i;

/**
 * A move between two areas of software: the owner's own sentences that say it, then the last job
 * of the first area and what came after it, in order. The reason is the owner's to give.
 */
export function fieldSwitch(ctx: Ctx): Answer | undefined {
  const m = FIELD_MOVE.exec(ctx.q.words.join(' '));
  const from = m ? areasIn(m[1]!) : [];
  const to = m ? areasIn(m[2]!).filter((a) => !from.includes(a)) : [];
  if (!from.length || !to.length) return undefined;
  const ofArea = (areas: readonly Area[]) => (text: string) => areasIn(text).some((a) => areas.includes(a));
  // A word of one side only: "full-stack" names both and says no move between them.
  const onlyOf = (areas: readonly Area[], other: readonly Area[]) => (text: string) =>
    tokens(text).some((w) => {
      const own = areasIn(w);
      return own.some((a) => areas.includes(a)) && !own.some((a) => other.includes(a));
    });
  const said = [...ctx.cat.items.values()]
    .filter((i) => i.type === 'entry' || i.type === 'faq')
    .flatMap((i) =>
      sentencesOf(proseOfItem(i))
        .filter((s) => MOVE_SAID.test(s) && onlyOf(to, from)(s) && onlyOf(from, to)(s))
        .map((text) => ({ item: i, text })),
    )
    .slice(0, 2);
  const jobs = chronological(careerOf(ctx.cat));
  const last = jobs
    .filter((e) => ofArea(from)(`${e.entry.role ?? e.title} ${e.entry.organisation ?? ''}`))
    .at(-1);
  const after = last
    ? chronological([...careerOf(ctx.cat), ...educationOf(ctx.cat)]).filter((e) => dateKey(e) > dateKey(last))
    : [];
  const path = last ? [last, ...after.slice(0, 2)] : [];
  if (!said.length && !path.length) return undefined;
  const own = said.length
    ? `\nIn ${ctx.v.their} own words:\n${said.map((p) => `- ${source(p.item)}: “${p.text}”`).join('\n')}`
    : '';
  const steps = path.length
    ? `\nWhat the site shows of the move, in order:\n${path.map((e) => `- ${entryLine(e)}`).join('\n')}`
    : '';
  const why = ctx.q.words.includes('why')
    ? `The site doesn't give ${ctx.v.name}'s reason for moving from ${AREA_LABELS[from[0]!]} to ${AREA_LABELS[to[0]!]} work.`
    : `${ctx.v.name} moved from ${AREA_LABELS[from[0]!]} work to ${AREA_LABELS[to[0]!]} work.`;
  return answer(`${why}${own}${steps}`, [...said.map((p) => p.item), ...path]);
}
