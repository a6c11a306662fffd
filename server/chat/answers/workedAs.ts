import { careerOf, chronological } from '../facts';
import { commonWords } from '../lexicon/english';
import { listing } from '../text';
import { titledJobs, WHOLE_CAREER } from './about';
import type { Ctx } from './context';
import { entryLine } from './entryText';
import { answer, type Answer } from './markdown';

// "Did she use to work as a nurse?": a post no job's title, field or sentence on the site names is a
// plain no, with the jobs there were.

const WORKED_AS = /\b(?:work|worked|working|employed|job) as (?:an? )?([a-z]+)\b/;

/** No, for a post named after "work as" that nothing on the site says, with the jobs it does list. */
export function noJobAs(ctx: Ctx): Answer | undefined {
  if (!ctx.q.yesNo || ctx.q.found.some((f) => f.entity.type !== 'owner')) return undefined;
  const post = WORKED_AS.exec(ctx.q.words.join(' '))?.[1];
  if (!post || WHOLE_CAREER.has(post) || commonWords().has(post)) return undefined;
  const said = ctx.passages.find([post], 3).filter((p) => ctx.passages.says(p.text, [post]));
  if (titledJobs(ctx).length || said.length) return undefined;
  const jobs = chronological(careerOf(ctx.cat));
  if (!jobs.length) return undefined;
  const a = /^[aeiou]/.test(post) ? 'an' : 'a';
  return answer(
    `No: the site lists no work as ${a} ${post} for ${ctx.v.name}. ${ctx.v.their.charAt(0).toUpperCase()}${ctx.v.their.slice(1)} jobs: ${listing(jobs.map((e) => entryLine(e, ctx.now)))}.`,
    jobs,
  );
}
