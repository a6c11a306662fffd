import { isWork, yearBound, type Ctx } from './context';
import { answer, itemLink, when, type Answer } from './markdown';
import { claims, countClaimOf, countLead } from './spanClaim';
import { newestFirst, notCompeting, year } from '../facts';
import type { Work } from '../catalogue';

// "He's done about ten hackathons, right?", "has she built more than five projects?": a count of
// the work claimed, weighed against the entries the site lists.
const WORK_CLAIMED = '(hackathons?|hackathon entries|projects?)';

export function workCountClaim(ctx: Ctx): Answer | undefined {
  const claimed = claims(ctx.q) ? countClaimOf(WORK_CLAIMED).exec(ctx.q.words.join(' ')) : null;
  if (!claimed || ctx.q.found.some((f) => f.entity.type !== 'owner')) return undefined;
  const hackathons = claimed[3]!.startsWith('hackathon');
  const work = newestFirst(ctx.cat.work.filter((w) => (w.type === 'hackathon') === hackathons));
  const competed = work.filter((w) => !notCompeting(w)).length;
  const noun = hackathons
    ? work.length === 1
      ? 'hackathon entry'
      : 'hackathon entries'
    : work.length === 1
      ? 'project'
      : 'projects';
  const besides = hackathons && competed < work.length ? ` (${competed} as a competitor)` : '';
  // "Competed in more than one?" counts the entries the owner competed in, not those judged.
  const competing = /\b(?:compet\w*|participat\w*|took part|taken part|take part)\b/.test(
    ctx.q.words.join(' '),
  );
  return answer(
    `${countLead(claimed, competing ? competed : work.length)}${ctx.v.name} has ${work.length} ${noun} on the site${besides}:\n${work.map(line).join('\n')}`,
    work,
  );
}

const line = (w: Work) => `- ${itemLink(w)} (${w.type === 'hackathon' ? when(w.hackathon.date) : year(w)})`;

// "How many of those were in 2024?": the pieces of work in view, counted by the time asked.
const OF_THOSE = /\bhow many (?:of )?(?:those|these|them)\b/;

// "How many is that?", "and how many are there?": a bare count of what the last answer listed.
const BARE_COUNT =
  /^(?:and |so |ok )?how many (?:is that|is this|are those|are these|are they|are there|in all|in total)$/;
const NOUNS: Record<string, [string, string]> = {
  project: ['project', 'projects'],
  hackathon: ['hackathon entry', 'hackathon entries'],
  career: ['job', 'jobs'],
  education: ['study', 'studies'],
};
const nounOf = (i: Ctx['focus'][number]) =>
  i.type === 'entry'
    ? NOUNS[i.section.id]
    : i.type === 'project' || i.type === 'hackathon'
      ? NOUNS[i.type]
      : undefined;

/** The items in view counted by their kind, where each is a piece of work, a job or a study. */
function countOfView(ctx: Ctx): Answer | undefined {
  if (!ctx.focus.length || !BARE_COUNT.test(ctx.q.words.join(' '))) return undefined;
  const nouns = ctx.focus.map(nounOf);
  if (nouns.some((n) => !n)) return undefined;
  const kinds = [...new Set(nouns)] as [string, string][];
  const part = ([one, many]: [string, string]) => {
    const n = nouns.filter((x) => x![0] === one).length;
    return `${n} ${n === 1 ? one : many}`;
  };
  const parts = kinds.map(part);
  return answer(
    kinds.length === 1
      ? `That is ${parts[0]}.`
      : `That is ${ctx.focus.length}: ${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}.`,
    ctx.focus,
  );
}

export function countInView(ctx: Ctx): Answer | undefined {
  const bare = countOfView(ctx);
  if (bare) return bare;
  const work = ctx.focus.filter(isWork);
  const bound = yearBound(ctx);
  if (!bound || work.length < 2 || work.length !== ctx.focus.length || !OF_THOSE.test(ctx.q.words.join(' ')))
    return undefined;
  const matches = work.filter(bound.test);
  return answer(
    `${matches.length} of those ${work.length} ${matches.length === 1 ? 'was' : 'were'} ${bound.words}${matches.length ? `:\n${matches.map(line).join('\n')}` : '.'}`,
    matches.length ? matches : work,
  );
}

// Tables read by a visitor's words have no prototype: "constructor" is a word, not a key.
for (const table of [NOUNS]) Object.setPrototypeOf(table, null);
