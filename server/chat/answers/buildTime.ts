import type { ChatTurn } from '../../../contracts/chat';
import type { Catalogue, Work } from '../catalogue';
import { isWork } from './context';
import { proseOfItem, sentencesOf } from '../passages';
import { answer, contactLine, itemLink, type Answer, type Voice } from './markdown';

// "+How long did it take to build?" of the piece of work in view: its own sentence on the time it
// took ("about 18 months of weekends"), or that the site doesn't say.
const TOOK_ASKED =
  /^(?:and |so )?how long did (?:it|that|this|that one|this one|(?:he|she|they) (?:spend|take)(?: (?:on|building|making|writing) (?:it|that))?)(?: take)?(?: (?:him|her|them))?(?: to (?:build|make|write|ship|finish|develop|complete|code))?\s*\??$/i;
const SPAN =
  /\b(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|eighteen|twenty|a few|several|a couple of|a|an)\s+(?:hours?|days?|nights?|evenings?|weekends?|weeks?|months?|years?)\b/i;
const TIME_SPENT = /\b(?:took|taken|spent|over|within|in just|built in|made in|of (?:evenings|weekends))\b/i;

export function buildTime(
  cat: Catalogue,
  v: Voice,
  message: string,
  history: readonly ChatTurn[],
): Answer | undefined {
  if (!TOOK_ASKED.test(message.trim())) return undefined;
  const last = history.findLast((t) => t.sender === 'ai');
  const work = (last?.items ?? []).map((id) => cat.items.get(id)).filter((i): i is Work => !!i && isWork(i));
  if (work.length !== 1) return undefined;
  const said = sentencesOf(proseOfItem(work[0]!)).find((s) => SPAN.test(s) && TIME_SPENT.test(s));
  return said
    ? answer(`${itemLink(work[0]!)}, in ${v.their} own words: “${said}”`, [work[0]!])
    : answer(
        `The site doesn't say how long ${itemLink(work[0]!)} took to build. ${contactLine(v)}`,
        [work[0]!],
        'not-on-site',
      );
}
