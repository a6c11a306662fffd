import { stemmer } from 'stemmer';
import { careerOf, educationOf, newestFirst, spanOf } from '../facts';
import { DEGREE_WORDS } from '../lexicon/cues';
import { FUNCTION_WORDS } from '../lexicon/english';
import { tokens } from '../text';
import type { Ctx } from './context';
import { dates, type Entry } from './entryText';
import { answer, itemLink, type Answer } from './markdown';

// "What's the name of the football club he worked at?", "which school did she go to?": the
// organisation of the jobs or studies the question describes, by the entries' own words.

// A word for an organisation as such, and the section whose entries it names when it says one.
const ORG_NOUNS = new Map<string, 'career' | 'education' | undefined>([
  ...'club company employer firm studio agency startup business restaurant hospital'
    .split(' ')
    .map((w) => [w, 'career'] as const),
  ...'school university college academy bootcamp uni'.split(' ').map((w) => [w, 'education'] as const),
  ...'organisation organization institute institution'.split(' ').map((w) => [w, undefined] as const),
]);
// Nouns general enough that any job or study is one; another ("university") the entries must say.
const GENERAL = new Set(
  'company employer firm business organisation organization institution school'.split(' '),
);
// A wish or a guess, not the places on the site: "which company would he like to work for?"
const WISHING = new Set(['would', 'want', 'wants', 'like', 'prefer', 'dream', 'ideal', 'next']);
const NOW_WORDS = new Set(['works', 'currently', 'current', 'now', 'present', 'today']);
const STUDY_VERBS = new Set([
  'study',
  'studied',
  'studying',
  'learn',
  'learned',
  'learnt',
  'attend',
  'attended',
]);
const ASKING = new Set(['which', 'what', 'name', 'called']);
// Words that ask for the name or say a job as such, never what the place was.
const NOT_DESCRIBING = new Set(
  'name named called work worked working works job role employed go went gone does did was is has had been whats its'.split(
    ' ',
  ),
);

/** The words of the question that may say what the place was: not asking, not the owner, not function words. */
function describing(ctx: Ctx): string[] {
  const owner = new Set(tokens(`${ctx.cat.owner.firstName} ${ctx.cat.owner.name}`));
  return ctx.q.words.filter(
    (w) =>
      w.length > 2 &&
      !FUNCTION_WORDS.has(w) &&
      !NOT_DESCRIBING.has(w) &&
      !ASKING.has(w) &&
      !STUDY_VERBS.has(w) &&
      !owner.has(w),
  );
}

/** How many of the describing words an entry's own fields say, by stem. */
function score(e: Entry, words: readonly string[]): number {
  const own = new Set(
    tokens(
      `${e.entry.role ?? ''} ${e.title} ${e.entry.organisation ?? ''} ${e.entry.field ?? ''} ${e.entry.content}`,
    ).map(stemmer),
  );
  return words.filter((w) => own.has(stemmer(w))).length;
}

// A degree is taken at a university or college, whatever the organisation's name.
const DEGREE_PLACES = new Set(['university', 'uni', 'college']);
/** Whether an entry says it was a place of that kind: its own words ("Université", "club's"), or a degree. */
function isA(e: Entry, noun: string): boolean {
  const own = tokens(`${e.entry.role ?? ''} ${e.title} ${e.entry.organisation ?? ''} ${e.entry.content}`);
  const root = stemmer(noun).slice(0, 6);
  if (own.some((t) => stemmer(t).startsWith(root))) return true;
  return (
    DEGREE_PLACES.has(noun) && tokens(`${e.entry.role ?? ''} ${e.title}`).some((t) => DEGREE_WORDS.has(t))
  );
}

/** The section a question asks of: its word for the place, else its verb. */
function sectionAsked(words: readonly string[], noun: string): 'career' | 'education' | undefined {
  return ORG_NOUNS.get(noun) ?? (words.some((w) => STUDY_VERBS.has(w)) ? 'education' : undefined);
}

/** The jobs or studies with an organisation the question may mean: those running now for "works for". */
function poolOf(ctx: Ctx, section: 'career' | 'education' | undefined): Entry[] {
  const all = [...careerOf(ctx.cat), ...educationOf(ctx.cat)].filter(
    (e) => e.entry.organisation && (!section || e.section.id === section),
  );
  const running = all.filter((e) => e.entry.end === 'present');
  const { words } = ctx.q;
  const now = words.some((w) => NOW_WORDS.has(w)) || (words.includes('does') && words.includes('work'));
  return now && running.length ? running : all;
}

/**
 * The place asked, when the question asks for it by its word: "which club", "what football club",
 * "the name of the school"; never "what happened to the startup" or "what grade at university".
 */
function asked(ctx: Ctx): { noun: string; section?: 'career' | 'education' } | undefined {
  const { words } = ctx.q;
  if (ctx.q.yesNo || words.some((w) => WISHING.has(w)) || ctx.q.found.some((f) => f.entity.type !== 'owner'))
    return undefined;
  const before = (k: number, n: number) => words.slice(Math.max(0, k - n), k);
  const at = words.findIndex(
    (w, k) =>
      ORG_NOUNS.has(w) &&
      (before(k, 3).some((x) => x === 'which' || x === 'what') || before(k, 5).join(' ').includes('name of')),
  );
  if (at < 0) return undefined;
  const noun = words[at]!;
  return { noun, section: sectionAsked(words, noun) };
}

/**
 * "Which club did he coach at?", "what was the name of the school she went to?": the organisations
 * of the jobs or studies that say the most of the question's words.
 */
export function orgAsked(ctx: Ctx): Answer | undefined {
  const place = asked(ctx);
  if (!place) return undefined;
  const { noun, section } = place;
  const said = describing(ctx);
  // "+which company?" after one job or study, with nothing else said: the one in view.
  const inView = poolOf(ctx, section).filter((e) => ctx.focus.includes(e));
  const alone = said.every((w) => w === noun);
  // "Which company did he work at in 2015?": the places of that year.
  const year = ctx.q.years[0];
  const inYear = (e: Entry) => {
    const { from, to } = spanOf(e.entry, ctx.now);
    return !year || (from <= year * 12 + 11 && to >= year * 12);
  };
  const pool = (alone && inView.length === 1 ? inView : poolOf(ctx, section)).filter(inYear);
  const best = Math.max(0, ...pool.map((e) => score(e, said)));
  const scored = newestFirst(pool.filter((e) => score(e, said) === best));
  // "Which hospital?": of those, the ones the site calls one, where any is.
  const called = scored.filter((e) => isA(e, noun));
  const picked = !GENERAL.has(noun) && called.length ? called : scored;
  if (!picked.length) return undefined;
  const line = (e: Entry) => `**${e.entry.organisation}**: ${itemLink(e)}${dates(e)}`;
  // "Which university?" of studies none of which says so: not claimed as one.
  const none =
    !GENERAL.has(noun) && !picked.some((e) => isA(e, noun))
      ? `The site names no ${noun} among ${ctx.v.their} ${section === 'education' ? 'studies' : 'places of work'}; what it lists:\n`
      : '';
  if (picked.length === 1 && !none) return answer(`${line(picked[0]!)}.`, picked);
  return answer(`${none}${picked.map((e) => `- ${line(e)}`).join('\n')}`, picked);
}
