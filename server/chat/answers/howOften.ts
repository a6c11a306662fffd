import type { Item } from '../catalogue';
import { proseOfItem, sentencesOf } from '../passages';
import { answer, type Answer } from './markdown';
import { source } from './prose';

// "How often?", "how frequently does she do that?": of what is in view, the sentences saying how often.
const OFTEN_ASKED = /^(?:and |so )?how (?:often|frequently|regularly)\b/i;
export const FREQUENCY =
  /\b(?:(?:about |around |roughly )?(?:one|two|three|four|five|a few|half a|\d+) (?:\w+ )?(?:a|per|each) (?:day|week|month|year|quarter)|every (?:other )?(?:day|week|weekend|month|year|morning|evening|night|monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?|(?:once|twice|\w+ times) (?:a|per|each) (?:day|week|month|year)|(?:daily|weekly|fortnightly|monthly|yearly|annually)|each (?:week|month|year|term|season)|(?:mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays|weekends)|(?:one|two|three|a|\d+) (?:week|day|night|weekend|month)s?(?: on)? in (?:every )?(?:two|three|four|five|six|seven|eight|ten|\d+))\b/i;

/** How often the owner does what is in view, in the owner's own words, or that the site doesn't say. */
export function howOften(message: string, inView: readonly Item[], contact: string): Answer | undefined {
  if (!OFTEN_ASKED.test(message.trim()) || !inView.length || message.split(/\s+/).length > 8)
    return undefined;
  const said = inView.flatMap((item) =>
    sentencesOf(proseOfItem(item))
      .filter((s) => FREQUENCY.test(s))
      .map((text) => ({ item, text })),
  );
  if (!said.length) return answer(`The site doesn't say how often. ${contact}`, [], 'not-on-site');
  return answer(
    said
      .slice(0, 3)
      .map((p) => `- ${source(p.item)}: “${p.text}”`)
      .join('\n'),
    [...new Set(said.map((p) => p.item))],
  );
}
