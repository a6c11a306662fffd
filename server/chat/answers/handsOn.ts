import { careerOf, newestFirst, stackOf, year } from '../facts';
import { sentencesOf } from '../passages';
import { listing } from '../text';
import type { Ctx } from './context';
import { entryLine } from './entryText';
import { answer, itemLink, type Answer } from './markdown';

// "Does he still code?", "is she hands-on?": whether the owner writes code now, from the current
// jobs' own words and the newest work on the site, never from a title alone.

const ASKED =
  /^(?:does|do|is|are|can) \S+ (?:still )?(?:(?:write|writing|writes) code|code|coding|codes|program|programs|programming|hands on|hands-on|technical)(?: (?:anymore|any more|now|today|these days|day to day|daily))?$/;
// A sentence of a job that says code is written in it.
const CODE_SAID =
  /\b(?:code|coding|build|builds|built|building|develop\w*|program\w*|implement\w*|ship|ships|shipped|write|writes|wrote|debug\w*|hands-on)\b/i;
// Work this many years old or newer is recent.
const RECENT_YEARS = 2;

export function handsOn(ctx: Ctx): Answer | undefined {
  if (!ASKED.test(ctx.q.words.join(' '))) return undefined;
  const current = careerOf(ctx.cat).filter((e) => e.entry.end === 'present');
  const coding = current.flatMap((e) => {
    const said = sentencesOf(e.entry.content).find((s) => CODE_SAID.test(s));
    return said ? [{ e, said }] : [];
  });
  const [newest] = newestFirst(ctx.cat.work);
  const recent =
    newest && Number(year(newest)) >= ctx.now.getUTCFullYear() - RECENT_YEARS ? newest : undefined;
  const lines = [
    ...coding.map(({ e, said }) => `- Now: ${entryLine(e)}: “${said}”`),
    ...(newest
      ? [
          `- ${recent ? 'Newest work' : 'Newest work on the site'}: ${itemLink(newest)} (${year(newest)})${stackOf(newest).length ? `, built with ${listing(stackOf(newest))}` : ''}`,
        ]
      : []),
  ];
  const items = [...coding.map((c) => c.e), ...(newest ? [newest] : [])];
  if (coding.length || recent) return answer(`Yes:\n${lines.join('\n')}`, items);
  const now = current.length
    ? `${ctx.v.name}'s current ${current.length > 1 ? 'jobs' : 'job'} (${listing(current.map((e) => entryLine(e)))}) ${current.length > 1 ? "don't" : "doesn't"} say ${ctx.v.name} writes code.`
    : `The site lists no current job for ${ctx.v.name}.`;
  return answer(`${now}${lines.length ? `\n${lines.join('\n')}` : ''}`, items, 'not-on-site');
}
