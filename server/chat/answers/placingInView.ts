import type { ChatTurn } from '../../../contracts/chat';
import type { Catalogue } from '../catalogue';
import { oneWorkInLast } from './lastAnswer';
import { proseOfItem, sentencesOf } from '../passages';
import { answer, itemLink, type Answer, type Voice } from './markdown';

// "+What place did he get?" of the one project in view (a competition entered alone): its placing
// in its own words ("68th of 3,856 teams, top 2%").
const PLACE_ASKED =
  /^(?:and\s+)?(?:what|which)\s+(?:place|rank|ranking|position|placing|result)\b|^(?:and\s+)?how\s+did\s+(?:he|she|they|it)\s+(?:place|rank|finish|do)\b|^(?:and\s+)?did\s+(?:he|she|they|it)\s+(?:win|place)\b/i;
const PLACED =
  /\b\d+(?:st|nd|rd|th)\b|\btop\s+\d+(?:\.\d+)?\s*%|\b(?:first|second|third|1st|2nd|3rd)\s+place\b|\b(?:gold|silver|bronze)\s+medal\b|\bwinner\b|\bwon\b|\bfinalist\b/i;

export function placingInView(
  cat: Catalogue,
  v: Voice,
  message: string,
  history: readonly ChatTurn[],
): Answer | undefined {
  if (!PLACE_ASKED.test(message.trim()) || message.trim().split(/\s+/).length > 8) return undefined;
  const w = oneWorkInLast(cat, history);
  if (!w) return undefined;
  // A hackathon entry's placing is its result, which the hackathon answers give.
  if (w.type !== 'project') return undefined;
  const said = sentencesOf(proseOfItem(w)).filter((s) => PLACED.test(s));
  return said.length
    ? answer(`${itemLink(w)}, in ${v.their} own words: “${said.slice(0, 2).join(' ')}”`, [w])
    : undefined;
}
