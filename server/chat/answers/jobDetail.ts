import { isJob } from '../facts';
import type { Ctx } from './context';
import { at, dates, type Entry } from './entryText';
import { answer, itemLink, when, type Answer } from './markdown';

// One detail of the one job in view, asked in a few words: since when ("+since when?"), or what the
// employer was called ("+what was the business called?"). The whole entry is what came before.

const SINCE_WHEN =
  /^(?:and |so )?(?:since when|from when|when did (?:he|she|they) (?:start|join|begin)(?: there| it| that)?)$/;
const NAME_ASKED =
  /^(?:and |so )?what (?:was|is) (?:the |that |this |his |her |their )?(?:business|company|employer|firm|agency|startup|studio|organisation|organization|place|it) (?:called|named)$/;

/** The one job in view, where the question names nothing but the owner. */
function oneJobInView(ctx: Ctx): Entry | undefined {
  const jobs = ctx.focus.filter(isJob);
  const job = jobs.length === 1 && ctx.focus.length === 1 ? jobs[0] : undefined;
  // Its own employer may be named by a word of its name ("the business" of "my own business").
  const others = ctx.q.found.filter(
    (f) => f.entity.type !== 'owner' && !(f.entity.type === 'org' && job && f.entity.entries.includes(job)),
  );
  return others.length ? undefined : job;
}

export function jobDetail(ctx: Ctx): Answer | undefined {
  const text = ctx.q.words.join(' ');
  const since = SINCE_WHEN.test(text);
  const named = NAME_ASKED.test(text);
  if (!since && !named) return undefined;
  const job = oneJobInView(ctx);
  if (!job) return undefined;
  const { start, end, organisation } = job.entry;
  if (named)
    return organisation
      ? answer(
          `${organisation}: ${ctx.v.name} ${job.entry.end === 'present' ? 'is' : 'was'} ${itemLink(job)} there${dates(job)}.`,
          [job],
        )
      : answer(`The site doesn't name the employer of ${itemLink(job)}.`, [job], 'not-on-site');
  if (!start) return answer(`The site doesn't say when ${itemLink(job)} began.`, [job], 'not-on-site');
  const span = !end || end === 'present' ? `Since ${when(start)}` : `From ${when(start)} to ${when(end)}`;
  return answer(`${span}: ${itemLink(job)}${at(job)}.`, [job]);
}
