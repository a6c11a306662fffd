import type { ChatTurn } from '../../../contracts/chat';
import type { Catalogue } from '../catalogue';
import { proseOfItem, sentencesOf } from '../passages';
import { oneWorkInLast } from './lastAnswer';
import { answer, contactLine, itemLink, type Answer, type Voice } from './markdown';

// "+What went wrong?" after a piece of work left unfinished: its own words on what did not work out.
const WRONG_ASKED = /^(?:and |so )?(?:what|wat|wht) (?:went wrong|happened|was the problem)\s*\??$/i;
const SETBACK =
  /\b(?:didn['’]t|did not|couldn['’]t|could not|never|ran out|ate (?:up )?(?:most|all|the)|too (?:much|many|big|ambitious)|half-working|broke|failed|gave up|lesson|mistake|wrong|underestimated|scop\w+)\b/i;

export function wentWrong(
  cat: Catalogue,
  v: Voice,
  message: string,
  history: readonly ChatTurn[],
): Answer | undefined {
  if (!WRONG_ASKED.test(message.trim())) return undefined;
  const w = oneWorkInLast(cat, history);
  if (!w) return undefined;
  const said = sentencesOf(proseOfItem(w)).filter((s) => SETBACK.test(s));
  return said.length
    ? answer(`${itemLink(w)}, in ${v.their} own words: “${said.slice(0, 3).join(' ')}”`, [w])
    : answer(
        `The site doesn't say what went wrong with ${itemLink(w)}. ${contactLine(v)}`,
        [w],
        'not-on-site',
      );
}
