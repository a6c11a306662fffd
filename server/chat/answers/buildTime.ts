import type { ChatTurn } from '../../../contracts/chat';
import type { Catalogue } from '../catalogue';
import { oneWorkInLast } from './lastAnswer';
import { proseOfItem, sentencesOf } from '../passages';
import { answer, contactLine, itemLink, type Answer, type Voice } from './markdown';

// "+How long did it take to build?" of the piece of work in view: its own sentence on the time it
// took ("about 18 months of weekends"), or that the site doesn't say.
const TOOK_ASKED =
  /^(?:and |so )?how long did (?:it|that|this|that one|this one|(?:he|she|they) (?:spend|take)(?: (?:on|building|making|writing) (?:it|that))?)(?: take)?(?: (?:him|her|them))?(?: to (?:build|make|write|ship|finish|develop|complete|code))?\s*\??$/i;
const SPAN =
  /\b(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|eighteen|twenty|a few|several|a couple of|a|an)(?:\s+and\s+a\s+half)?\s+(?:hours?|days?|nights?|evenings?|weekends?|weeks?|months?|years?)\b/i;
const TIME_SPENT = /\b(?:took|taken|spent|over|within|in just|built in|made in|of (?:evenings|weekends))\b/i;

export function buildTime(
  cat: Catalogue,
  v: Voice,
  message: string,
  history: readonly ChatTurn[],
): Answer | undefined {
  if (!TOOK_ASKED.test(message.trim())) return undefined;
  const w = oneWorkInLast(cat, history);
  if (!w) return undefined;
  const said = sentencesOf(proseOfItem(w)).find((s) => SPAN.test(s) && TIME_SPENT.test(s));
  return said
    ? answer(`${itemLink(w)}, in ${v.their} own words: “${said}”`, [w])
    : answer(
        `The site doesn't say how long ${itemLink(w)} took to build. ${contactLine(v)}`,
        [w],
        'not-on-site',
      );
}
