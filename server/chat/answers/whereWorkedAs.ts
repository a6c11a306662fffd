import { stemmer } from 'stemmer';
import { careerOf, newestFirst } from '../facts';
import { tokens } from '../text';
import type { Ctx } from './context';
import { entryLine, type Entry } from './entryText';
import { answer, type Answer } from './markdown';

// "Where did he work as a coach?", "which companies did she work at as an accountant?": the post
// asked, after "as". Whether the owner held a post at all is postHeld's (workedAs.ts).
const WORKED_AS =
  /^(?:so )?(?:where|which (?:companies|company|employers?|firms?|places?|jobs?)|who)\b.*\b(?:work|worked|working|was|were|been|employed)\b.*\bas (?:a |an )?([a-z][\w-]*)$/;

/** The jobs whose title has the post asked, or a word it begins ("audit" of "auditor"). */
function titledAs(jobs: readonly Entry[], post: string): Entry[] {
  const stem = stemmer(post);
  const root = stem.replace(/(?:or|er|ist|ant|ent)$/, '');
  return jobs.filter((e) =>
    tokens(e.entry.role ?? e.title).some((w) => {
      const s = stemmer(w);
      return s === stem || (root.length > 3 && s.startsWith(root));
    }),
  );
}

/** "Where did he work as a coach?": the jobs titled with that post, where and when each was. */
export function whereWorkedAs(ctx: Ctx): Answer | undefined {
  const asked = WORKED_AS.exec(ctx.q.words.join(' '));
  if (!asked) return undefined;
  const jobs = newestFirst(titledAs(careerOf(ctx.cat), asked[1]!));
  if (!jobs.length) return undefined;
  return answer(
    `${ctx.v.name}'s ${jobs.length === 1 ? 'job' : 'jobs'} as ${/^[aeiou]/.test(asked[1]!) ? 'an' : 'a'} ${asked[1]}:\n${jobs.map((e) => `- ${entryLine(e, ctx.now)}${e.entry.location ? `, ${e.entry.location}` : ''}`).join('\n')}`,
    jobs,
  );
}
