import { faqItemId, type Item } from '../catalogue';
import { careerOf, kindsOf } from '../facts';
import { SEEKING_PHRASE } from '../lexicon/cues';
import { listing } from '../text';
import type { Ctx } from './context';
import { entryLine } from './entryText';
import { kindLabel } from './work';

// What bears on a fit the site can't weigh by stack or field ("would he suit an early-stage
// startup?"): the roles the owner says they seek, the job held now, and the range of work.
const ROLE_WORDS = /\broles?\b|\bpositions?\b|\bjobs?\b|\bteams?\b/i;

/** Those facts, unless something the question names has been weighed already (`weighed`). */
export function fitBasics(ctx: Ctx, weighed: boolean): { lines: string[]; items: Item[] } {
  const lines: string[] = [];
  const items: Item[] = [];
  if (weighed) return { lines, items };
  const sought = (ctx.cat.owner.faq ?? []).find(
    (f) => SEEKING_PHRASE.test(f.answer) && ROLE_WORDS.test(f.answer),
  );
  if (sought) {
    lines.push(
      `- The roles ${ctx.v.they} ${ctx.v.s('seek')}, in ${ctx.v.their} own words: “${sought.answer}”`,
    );
    const item = ctx.cat.items.get(faqItemId(ctx.cat, sought));
    if (item) items.push(item);
  }
  const now = careerOf(ctx.cat).filter((e) => e.entry.end === 'present');
  if (now.length) {
    lines.push(`- Now: ${listing(now.map((e) => entryLine(e, ctx.now)))}.`);
    items.push(...now);
  }
  const work = ctx.cat.work;
  if (work.length) {
    const kinds = [...new Set(work.flatMap((w) => kindsOf(w)))];
    const projects = work.filter((w) => w.type === 'project').length;
    const teams = work.length - projects;
    const counts = [
      projects && `${projects} ${projects === 1 ? 'project' : 'projects'}`,
      teams && `${teams} hackathon ${teams === 1 ? 'entry' : 'entries'}`,
    ].filter(Boolean);
    lines.push(
      `- Work on the site: ${listing(counts as string[])}, across ${listing(kinds.map((k) => kindLabel(k, 2)))}.`,
    );
  }
  return { lines, items };
}
