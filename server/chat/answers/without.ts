import type { Catalogue, Work } from '../catalogue';
import { englishWords, FUNCTION_WORDS } from '../lexicon/english';
import { NEGATION_WORDS, SKILL_KIND_WORDS } from '../lexicon/cues';
import type { SkillKind } from '../../../content';
import { kindsOf, newestFirst, stackOf } from '../facts';
import { singular, tokens } from '../text';
import type { Found, Parsed } from '../understand';
import type { Ctx } from './context';
import { answer, type Answer } from './markdown';
import { usesSkill } from './skills';
import { proseOf } from './workDetail';
import { namesEmployer } from './entryClaims';
import { kindLabel, withArticle, workLine } from './work';
import { codeIn } from '../lexicon/tech';

// "Any projects not built with React?", "which hackathons didn't use Python?", "any hackathon not
// run by Harbor Code?", "projects that aren't games?": the work the negated thing leaves out.

// Words that may stand between the negation and what it negates ("not built with", "other than").
const LINKS = new Set([
  'built',
  'build',
  'made',
  'written',
  'coded',
  'use',
  'used',
  'uses',
  'using',
  'with',
  'in',
  'by',
  'run',
  'held',
  'hosted',
  'organized',
  'at',
  'for',
  'involve',
  'involving',
  'include',
  'including',
  'a',
  'an',
  'the',
  'any',
  'be',
  'being',
  'than',
  'of',
  'from',
]);
const WORK_WORDS = new Set([
  'project',
  'hackathon',
  'app',
  'work',
  'entry',
  'thing',
  'anything',
  'build',
  'built',
]);

// "Outside healthcare", "besides games", "except web apps", "non-health": all but what follows.
const EXCEPT = new Set(['outside', 'besides', 'except', 'excluding', 'beyond', 'non']);

/** What a question negates: an entity it names, or words of a hackathon's event ("not run by Devpost"). */
type Negated = { found: Found } | { event: string } | { skillKind: SkillKind; word: string };

/** Whether a negation stands before `at`, with only linking words between ("not built with"). */
function negatedAt(words: readonly string[], at: number): boolean {
  for (let i = at - 1; i >= Math.max(0, at - 4); i--) {
    const w = words[i]!;
    if (NEGATION_WORDS.has(w) || EXCEPT.has(w) || (w === 'other' && words[i + 1] === 'than')) return true;
    if (w === 'apart' && words[i + 1] === 'from') return true;
    if (!LINKS.has(w)) return false;
  }
  return false;
}

/** The longest run of words from `at` that a hackathon's event name holds. */
function eventWords(cat: Catalogue, words: readonly string[], at: number): string {
  const events = cat.work.flatMap((w) =>
    w.type === 'hackathon' ? [` ${tokens(w.hackathon.event).join(' ')} `] : [],
  );
  let run = '';
  for (let end = at + 1; end <= words.length; end++) {
    const said = words.slice(at, end).join(' ');
    if (!events.some((e) => e.includes(` ${said} `))) break;
    run = said;
  }
  return FUNCTION_WORDS.has(run) || englishWords().has(run) ? '' : run;
}

/** What the question negates ("not built with React"), if it asks about work. */
export function negated(cat: Catalogue, q: Parsed): Negated | undefined {
  if (!q.words.some((w) => WORK_WORDS.has(singular(w)))) return undefined;
  const found = q.found.find(
    (f) => ['tech', 'org', 'kind'].includes(f.entity.type) && negatedAt(q.words, f.start),
  );
  if (found) return { found };
  // "Which projects don't use a framework?": a kind of skill, whichever technology of it.
  const kindAt = q.words.findIndex((w, i) => !!SKILL_KIND_WORDS[singular(w)] && negatedAt(q.words, i));
  if (kindAt > 0)
    return { skillKind: SKILL_KIND_WORDS[singular(q.words[kindAt]!)]!, word: singular(q.words[kindAt]!) };
  for (let at = 1; at < q.words.length; at++) {
    const event = negatedAt(q.words, at) && eventWords(cat, q.words, at);
    if (event) return { event };
  }
  return undefined;
}

export const asksWithout = (cat: Catalogue, q: Parsed) => !!negated(cat, q);

/** Whether a piece of work has what the question negates, and how to say that it does. */
function having(ctx: Ctx, n: Negated): { has: (w: Work) => boolean; verb: Verbs } {
  if ('event' in n) {
    const has = (w: Work) =>
      w.type === 'hackathon' && ` ${tokens(w.hackathon.event).join(' ')} `.includes(` ${n.event} `);
    const event = ctx.cat.work.find((w): w is Extract<Work, { type: 'hackathon' }> => has(w))!;
    const name = event.hackathon.event.split(/\s+/).slice(0, n.event.split(' ').length).join(' ');
    return { has, verb: verbs('involve', name) };
  }
  if ('skillKind' in n) {
    // A UI library (React) is what visitors mean by a framework too.
    const kinds = n.skillKind === 'framework' ? ['framework', 'library'] : [n.skillKind];
    const has = (w: Work) =>
      stackOf(w).some((s) => kinds.includes(ctx.cat.techs.find((t) => t.title === s)?.kind ?? ''));
    return { has, verb: verbs('use', `a ${n.word}`) };
  }
  const f = n.found;
  const e = f.entity;
  // "Projects that don't use JavaScript at all": a React or TypeScript stack is JavaScript too.
  if (e.type === 'tech')
    return {
      has: (w) => usesSkill(w, e.tech) || stackOf(w).some((s) => codeIn(s, e.tech.title)),
      verb: verbs('use', e.tech.title),
    };
  if (e.type === 'kind') {
    const one = withArticle(kindLabel(e.kind));
    const many = kindLabel(e.kind, 2);
    return {
      has: (w) => kindsOf(w).includes(e.kind),
      verb: { many: `are ${many}`, one: `is ${one}`, notMany: `aren't ${many}`, notOne: `isn't ${one}` },
    };
  }
  // An organisation: a hackathon whose event names it, or work whose own words place it there.
  const said = ctx.q.words.slice(f.start, f.end).join(' ');
  const name = e.type === 'org' ? e.name : said;
  const has = (w: Work) =>
    (w.type === 'hackathon' && ` ${tokens(w.hackathon.event).join(' ')} `.includes(` ${said} `)) ||
    namesEmployer(proseOf(w), name);
  return { has, verb: verbs('involve', name) };
}

interface Verbs {
  many: string;
  one: string;
  notMany: string;
  notOne: string;
}
const verbs = (verb: string, what: string): Verbs => ({
  many: `${verb} ${what}`,
  one: `${verb}s ${what}`,
  notMany: `don't ${verb} ${what}`,
  notOne: `doesn't ${verb} ${what}`,
});

function askedType(ctx: Ctx): Work['type'] | undefined {
  const w = ctx.q.words.map(singular);
  if (w.includes('hackathon')) return 'hackathon';
  if (w.includes('project')) return 'project';
  return undefined;
}

const noun = (type: Work['type'] | undefined, n: number) =>
  type === 'hackathon'
    ? `hackathon ${n === 1 ? 'entry' : 'entries'}`
    : type === 'project'
      ? `project${n === 1 ? '' : 's'}`
      : `piece${n === 1 ? '' : 's'} of work`;

/** The work of the type asked that lacks the negated thing, or that every piece has it. */
export function workWithout(ctx: Ctx): Answer {
  const n = negated(ctx.cat, ctx.q)!;
  const type = askedType(ctx);
  const pool = ctx.cat.work.filter((w) => !type || w.type === type);
  const { has, verb } = having(ctx, n);
  const left = newestFirst(pool.filter((w) => !has(w)));
  const name = ctx.v.name;
  // "Any projects without React?" is asked for a yes or a no.
  const yes = ctx.q.yesNo || ctx.q.words[0] === 'any';
  if (!pool.length) return answer(`The site lists no ${noun(type, 2)} for ${name}.`);
  if (!left.length)
    return answer(
      `${yes ? 'No: ' : ''}${pool.length === 1 ? `${name}'s one ${noun(type, 1)} on the site ${verb.one}` : `all ${pool.length} of ${name}'s ${noun(type, 2)} on the site ${verb.many}`}.`.replace(
        /^a/,
        'A',
      ),
      newestFirst(pool),
    );
  const head = `${left.length} of ${name}'s ${pool.length} ${noun(type, pool.length)} ${left.length === 1 ? verb.notOne : verb.notMany}`;
  return answer(`${yes ? 'Yes: ' : ''}${head}:\n${left.map((w) => `- ${workLine(w)}`).join('\n')}`, left);
}
