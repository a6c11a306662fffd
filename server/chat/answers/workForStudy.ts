import type { Work } from '../catalogue';
import { dateKey, educationOf } from '../facts';
import { sentencesOf } from '../passages';
import { normalize, tokens } from '../text';
import { isWork, type Ctx } from './context';
import { namesEmployer } from './entryClaims';
import { entryLine, type Entry } from './entryText';
import { answer, itemLink, type Answer } from './markdown';
import { proseOf } from './workDetail';
import { workLine } from './work';

// "Was that for his physics degree?": whether a piece of work was made for the study asked, by the
// study its own words name ("my MSc thesis at Abertay"); never a yes from the study's name alone.

const STUDY_WORD =
  '(?:degree|studies|course|thesis|dissertation|masters?|bachelors?|phd|diploma|bootcamp|msc|bsc|ba|ma|university|uni|college)';
// "For his diploma?", "was it his final diploma project?".
const FOR_STUDY = new RegExp(
  `\\b(?:(?:for|during|at|as part of) (?:\\w+ ){0,3}${STUDY_WORD}\\b|(?:final |graduation )?${STUDY_WORD} project\\b)`,
);

/** "Was eBuddies his final diploma project?": whether a piece of work was made for a study. */
export const asksForStudy = (words: readonly string[]) => FOR_STUDY.test(words.join(' '));
// Short degree names a sentence may use for a study ("my MSc thesis").
const DEGREE_NAMES = new Set(['msc', 'bsc', 'ba', 'ma', 'mba', 'phd', 'meng', 'beng', 'diploma', 'bootcamp']);
const NAMING_FILLER = new Set([
  'degree',
  'studies',
  'course',
  'university',
  'college',
  'school',
  'the',
  'and',
  'for',
]);

/** Whether a sentence names a study: its school, or the short name of its degree. */
const namesStudy = (s: string, e: Entry) => {
  const words = tokens(s);
  const degree = tokens(e.entry.role ?? e.title).filter((w) => DEGREE_NAMES.has(w));
  return namesEmployer(s, e.entry.organisation ?? '') || degree.some((w) => words.includes(w));
};

/** The one study a question names, by an entity or by a word of its title ("physics"). */
function studyAsked(ctx: Ctx, all: readonly Entry[]): Entry | undefined {
  const named = ctx.q.found.flatMap((f) =>
    f.entity.type === 'item' && all.includes(f.entity.item as Entry) ? [f.entity.item as Entry] : [],
  );
  if (named.length) return named.length === 1 ? named[0] : undefined;
  const words = new Set(ctx.q.words);
  const titled = all.filter((e) =>
    tokens(e.entry.role ?? e.title).some((w) => w.length > 3 && !NAMING_FILLER.has(w) && words.has(w)),
  );
  return titled.length === 1 ? titled[0] : undefined;
}

/** Yes, no or not said: whether the one piece of work in view or named was made for the study asked. */
export function workForStudy(ctx: Ctx): Answer | undefined {
  if (!ctx.q.yesNo || !asksForStudy(ctx.q.words)) return undefined;
  const named = ctx.q.found.flatMap((f) =>
    f.entity.type === 'item' && isWork(f.entity.item) ? [f.entity.item] : [],
  );
  const work = (named.length ? named : ctx.q.backRef ? ctx.focus.filter(isWork) : []) as Work[];
  const all = educationOf(ctx.cat);
  const study = studyAsked(ctx, all);
  if (work.length !== 1 || !study) return undefined;
  const w = work[0]!;
  const said = sentencesOf(proseOf(w)).filter((s) => all.some((e) => namesStudy(s, e)));
  const other = all.find(
    (e) => e !== study && said.some((s) => namesStudy(s, e)) && !said.some((s) => namesStudy(s, study)),
  );
  if (said.some((s) => namesStudy(s, study)))
    return answer(
      `Yes: ${itemLink(w)}, in ${ctx.v.their} own words: “${said.find((s) => namesStudy(s, study))}”`,
      [w, study],
    );
  if (other)
    return answer(
      `No: ${itemLink(w)}, in ${ctx.v.their} own words: “${said[0]}” That is ${entryLine(other)}, not ${entryLine(study)}.`,
      [w, other, study],
    );
  return answer(
    `The site doesn't say ${itemLink(w)} was made for ${entryLine(study)}.`,
    [w, study],
    'not-on-site',
  );
}

// "What was his bootcamp capstone?", "which apps did she build during her degree?": work asked of a study.
const WORK_ASKED = /\b(?:capstone|thesis|dissertation|final project|projects?|built|build|made|apps?)\b/;

/** The work a study's own words name by its title, or whose own words name the study. */
export function studyWork(ctx: Ctx): Answer | undefined {
  if (ctx.q.yesNo || !WORK_ASKED.test(ctx.q.words.join(' '))) return undefined;
  // The study named by its name or degree word ("the bootcamp"), and no piece of work named beside it.
  const all = educationOf(ctx.cat);
  const named = ctx.q.found.flatMap((f) => (f.entity.type === 'item' ? [f.entity.item] : []));
  const study = named.length === 1 && all.includes(named[0] as Entry) ? (named[0] as Entry) : undefined;
  if (!study) return undefined;
  const said = ` ${normalize(study.entry.content)} `;
  // Work dated outside the study was not made for it, whatever its words say of the school.
  const [from, to] = [study.entry.start, study.entry.end === 'present' ? undefined : study.entry.end].map(
    (d) => d?.slice(0, 4),
  );
  const during = (w: Work) => (!from || dateKey(w) >= from) && (!to || dateKey(w).slice(0, 4) <= to);
  const work = ctx.cat.work.filter(
    (w) =>
      during(w) &&
      (said.includes(` ${normalize(w.title)} `) || sentencesOf(proseOf(w)).some((s) => namesStudy(s, study))),
  );
  if (!work.length) return undefined;
  return answer(`From ${entryLine(study)}:\n${work.map((w) => `- ${workLine(w)}`).join('\n')}`, [
    ...work,
    study,
  ]);
}
