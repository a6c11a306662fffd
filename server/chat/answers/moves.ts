import { chronological, monthOf } from '../facts';
import { tokens } from '../text';
import type { Ctx } from './context';
import { entryLine, type Entry } from './entryText';
import { answer, type Answer } from './markdown';

// "When did he move back to Milan?": the site dates jobs and studies, not moves; the first entry
// placed there (after one placed elsewhere, for "back") is when the owner is first there by them.

const MOVED_TO = /\bwhen did \w+ (?:move|relocate|go|come|return) (back )?to (?:the )?([a-z]+)\b/;

const MOVE_SAID = /\b(?:moved|relocated|emigrated|came|returned|settled)\b/i;

const placed = (e: Entry, place: string) => tokens(e.entry.location ?? '').includes(place);

export function movedTo(ctx: Ctx): Answer | undefined {
  const m = MOVED_TO.exec(ctx.q.words.join(' '));
  if (!m) return undefined;
  const [, back, place] = m;
  // The owner's own sentence on the move ("moved to Tallinn in 2022") says it better.
  if (ctx.passages.find([place!], 6).some((p) => MOVE_SAID.test(p.text))) return undefined;
  const located = chronological(ctx.cat.entries.filter((e) => e.entry.location && e.entry.start));
  const there = located.filter((e) => placed(e, place!));
  if (!there.length) return undefined;
  // "Back": the first entry there that began after one placed elsewhere ended.
  const endOf = (e: Entry) =>
    e.entry.end && e.entry.end !== 'present' ? monthOf(e.entry.end, 'end') : Infinity;
  const endedBefore = (e: Entry) => (o: Entry) => !placed(o, place!) && endOf(o) <= monthOf(e.entry.start!);
  const first = back ? there.find((e) => located.some(endedBefore(e))) : there[0];
  if (!first) return undefined;
  const before = back ? located.filter(endedBefore(first)).sort((a, b) => endOf(b) - endOf(a))[0] : undefined;
  const where = first.entry.location!;
  return answer(
    `The site dates jobs and studies, not the move itself: the first one in ${where}${before ? ` after ${entryLine(before, ctx.now)} in ${before.entry.location}` : ''} is ${entryLine(first, ctx.now)}.`,
    before ? [before, first] : [first],
  );
}
