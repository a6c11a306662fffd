import { proseOfItem, sentencesOf } from '../passages';
import type { Ctx } from './context';
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
