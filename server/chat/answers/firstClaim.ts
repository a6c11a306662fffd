import type { Work } from '../catalogue';
import { datedAs } from '../facts';
import { sentencesOf } from '../passages';
import { listing } from '../text';
import { isWork, namedItems, type Ctx } from './context';
import { answer, itemLink, when, type Answer } from './markdown';

// "Was that his first project?", "is Quizmas his oldest hackathon entry?": one piece of work claimed
// to be the first of its type, weighed by the dates of the others.

// "First place", "first prize" is a placing, which the writers on results answer.
const FIRST = /\b(?:first|earliest|oldest)\b(?! (?:place|prize|placing|runner|round))/;
const textOf = (w: Work) => (w.type === 'project' ? w.project.description : w.hackathon.description.app);

/** The piece of work claimed first: the one named, else the one in view. */
function claimedFirst(ctx: Ctx): Work | undefined {
  if (!ctx.q.yesNo || !FIRST.test(ctx.q.words.join(' '))) return undefined;
  const named = namedItems(ctx).filter(isWork);
  const inView = ctx.focus.filter(isWork);
  if (named.length > 1) return undefined;
  return named[0] ?? (ctx.q.backRef && inView.length === 1 ? inView[0] : undefined);
}

export function firstClaim(ctx: Ctx): Answer | undefined {
  const w = claimedFirst(ctx);
  if (!w) return undefined;
  const type = ctx.q.words.includes('hackathon')
    ? 'hackathon'
    : ctx.q.words.includes('project')
      ? 'project'
      : w.type;
  const key = datedAs(w);
  // A year alone ("2023") is neither before nor after a month of that year.
  const vague = (x: Work) =>
    datedAs(x).slice(0, 4) === key.slice(0, 4) && (datedAs(x).length === 4 || key.length === 4);
  const others = ctx.cat.work.filter((x) => x !== w && x.type === type);
  const earlier = others.filter((x) => datedAs(x) < key && !vague(x));
  const tied = others.filter((x) => datedAs(x) === key || vague(x));
  const noun = type === 'hackathon' ? 'hackathon entries' : 'projects';
  if (earlier.length) {
    const oldest = datedAs([...earlier].sort((a, b) => datedAs(a).localeCompare(datedAs(b)))[0]!);
    const first = earlier.filter((x) => datedAs(x) === oldest);
    return answer(
      `No: ${listing(first.map(itemLink))} (${when(oldest)}) ${first.length > 1 ? 'are' : 'is'} older than ${itemLink(w)} (${when(key)}) among ${ctx.v.name}'s ${noun}.`,
      [w, ...first],
    );
  }
  if (!tied.length)
    return answer(
      `Yes: ${itemLink(w)} (${when(key)}) is the oldest of ${ctx.v.name}'s ${noun} on the site.`,
      [w],
    );
  // Same year: the dates can't order them, but the work's own words may ("my first project at…").
  const said = [w, ...tied].flatMap((x) =>
    sentencesOf(textOf(x))
      .filter((s) => /(?<!-)\bfirst\b(?!-)/i.test(s))
      .map((s) => `\n- ${itemLink(x)}: “${s}”`),
  );
  return answer(
    `The site dates ${itemLink(w)} to ${when(key)}, as it does ${listing(tied.map(itemLink))}, so the dates can't say which came first.${said.length ? ` In ${ctx.v.their} own words:${said.join('')}` : ''}`,
    [w, ...tied],
  );
}
