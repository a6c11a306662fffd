import { LED_GROUPS } from '../lexicon/cues';
import { sentencesOf } from '../passages';
import { singular, tokens } from '../text';
import type { Ctx } from './context';
import { answer, type Answer } from './markdown';
import { source } from './prose';

/**
 * "What is the accessibility guild she leads?": the owner's own sentences that name the group,
 * wherever on the About screen they stand.
 */
export function groupLed(ctx: Ctx): Answer | undefined {
  const groups = new Set(ctx.q.words.filter((w) => LED_GROUPS.has(w)).map(singular));
  if (!groups.size) return undefined;
  const said = ctx.cat.entries.flatMap((e) =>
    sentencesOf(e.entry.content)
      .filter((text) => tokens(text).some((w) => groups.has(singular(w))))
      .map((text) => ({ e, text })),
  );
  if (!said.length) return undefined;
  return answer(
    said.map(({ e, text }) => `${source(e)}: “${text}”`).join('\n'),
    said.map(({ e }) => e),
  );
}
