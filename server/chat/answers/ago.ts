import type { Item } from '../catalogue';
import { dateKey, monthNow, monthOf } from '../facts';
import { entitiesOf } from '../understand';
import type { Ctx } from './context';
import { at, duration } from './entryText';
import { answer, itemLink, when, type Answer } from './markdown';
import { capitalised } from './prose';

// "How long ago was that?": the time from a date of the one entry or piece of work named or in view
// to now, its end where the question asks when it ended, else its start.

const AGO = /\bhow (?:long|many (?:years|months)) ago\b/;
const ENDING =
  /\b(?:leave|left|end|ended|finish|finished|stop|stopped|quit|graduate|graduated|close|closed)\b/;

/** The one dated thing asked of: named by the question, else the one in view. */
function asked(ctx: Ctx): Item | undefined {
  const named = [
    ...entitiesOf(ctx.q, 'item').map((e) => e.item),
    ...entitiesOf(ctx.q, 'org').flatMap((o) => o.entries),
  ];
  const pool = named.length ? named : ctx.focus;
  const dated = pool.filter((i) => i.type !== 'entry' || !!i.entry.start || !!i.entry.end);
  // "How long ago did he leave Harbor Code?" of a study and a job there: the job.
  const jobs = dated.filter((i) => i.type === 'entry' && i.section.id === 'career');
  return dated.length === 1 ? dated[0] : jobs.length === 1 ? jobs[0] : undefined;
}

/** The date asked of: an entry's end where the question asks when it ended, else its start; a work's date. */
function dateAsked(item: Item, ending: boolean): { month: string; ended: boolean } {
  if (item.type !== 'entry') return { month: dateKey(item).replace(/-00$/, ''), ended: false };
  const { start, end } = item.entry;
  if (ending && end && end !== 'present') return { month: end, ended: true };
  return { month: start ?? end!, ended: false };
}

export function sinceThen(ctx: Ctx): Answer | undefined {
  const words = ctx.q.words.join(' ');
  if (!AGO.test(words)) return undefined;
  const item = asked(ctx);
  if (!item) return undefined;
  const entry = item.type === 'entry' ? item : undefined;
  const ending = ENDING.test(words);
  if (entry && ending && (!entry.entry.end || entry.entry.end === 'present'))
    return answer(`${itemLink(entry)}${at(entry)} has not ended: the site dates it as going on now.`, [
      entry,
    ]);
  const { month, ended } = dateAsked(item, ending);
  const months = monthNow(ctx.now) - monthOf(month, ended ? 'end' : 'start');
  const what = entry ? `the ${ended ? 'end' : 'start'} of ${itemLink(entry)}${at(entry)}` : itemLink(item);
  return answer(`${capitalised(duration(months))} ago: ${what}, in ${when(month)}.`, [item]);
}
