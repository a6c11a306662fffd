import type { Item, Tech } from '../catalogue';
import { careerOf, endKey, monthNow, monthOf } from '../facts';
import type { Passage } from '../passages';
import type { Ctx } from './context';
import { entryLine, type Entry } from './entryText';
import { answer, itemLink, when, type Answer } from './markdown';
import { capitalised } from './prose';

// "Is she still using SAS in her current role?": a skill the site shows only in work that ended
// long ago is not shown as used now, whatever the skills list says.

const NOW_WORDS = new Set(['still', 'currently', 'nowadays', 'anymore', 'today', 'current', 'lately']);
// What ended more than this many months ago is not "now".
const RECENT_MONTHS = 36;

/** Whether a question asks of the present: "still", "these days", "in her current role". */
export const asksNow = (words: readonly string[]) =>
  words.some((w) => NOW_WORDS.has(w)) || /\bthese days\b/.test(words.join(' '));

/** The last month an item covers: a job going on runs to now. */
const lastMonth = (item: Item, now: Date) =>
  item.type === 'entry' && item.entry.end === 'present' ? monthNow(now) : monthOf(endKey(item), 'end');

/** How an item is named with its dates in a line. */
const dated = (item: Item) =>
  item.type === 'entry'
    ? entryLine(item as Entry)
    : `${itemLink(item)} (${item.type === 'hackathon' ? when(item.hackathon.date) : item.type === 'project' ? item.project.year : ''})`;

/**
 * Not shown as used now, where every job, study or piece of work the site names the technology in
 * ended long ago; nothing where one goes on or is recent.
 */
export function notUsedNow(
  ctx: Ctx,
  tech: Tech,
  mentions: readonly Passage[],
  used: readonly Item[],
): Answer | undefined {
  const items = [...new Set([...mentions.map((p) => p.item), ...used])].filter(
    (i) => i.type !== 'faq' && !(i.type === 'entry' && i.section.id === 'personal'),
  );
  if (!items.length) return undefined;
  const latest = items.reduce((a, b) => (lastMonth(b, ctx.now) > lastMonth(a, ctx.now) ? b : a));
  if (lastMonth(latest, ctx.now) > monthNow(ctx.now) - RECENT_MONTHS) return undefined;
  const current = careerOf(ctx.cat).filter((e) => e.entry.end === 'present');
  const job = current.length
    ? ` ${capitalised(ctx.v.their)} current ${current.length === 1 ? 'job' : 'jobs'} (${current.map((e) => `${itemLink(e)}`).join(', ')}) ${current.length === 1 ? "doesn't" : "don't"} name it.`
    : '';
  const cat = ctx.cat.categories.find((c) => c.category === tech.listed?.category);
  const listed = cat ? ` ${tech.title} is still among ${ctx.v.their} listed skills (${itemLink(cat)}).` : '';
  return answer(
    `${ctx.q.yesNo ? 'Not that the site shows: ' : ''}the latest work it names ${tech.title} in is ${dated(latest)}.${job}${listed}`.replace(
      /^t/,
      'T',
    ),
    [latest, ...current],
  );
}
