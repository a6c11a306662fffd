import type { Ctx } from './context';
import { careerOf, chronological, isSoftware } from '../facts';
import { at, dates, type Entry } from './entryText';
import { answer, itemLink, when, type Answer } from './markdown';

// "Have they been programming professionally since 2019?", "worked in tech since 2015?": a start
// claimed for the software career as a whole, weighed against its first software job.

// Words that put the claim on paid work in software, not on learning to code.
const AT_WORK =
  /\b(?:professionally|worked|working|employed|paid|career|industry|tech|job|jobs|developer|engineer)\b/;
const IN_SOFTWARE =
  /\b(?:programming|coding|code|software|tech|developer|engineer|engineering|development|it)\b|\bprofessionally\b/;

/** The year claimed, where the question claims one for the software career and names nothing. */
function yearClaimed(ctx: Ctx): number | undefined {
  const text = ctx.q.words.join(' ');
  const m = /\bsince (\d{4})\b/.exec(text);
  if (!m || !ctx.q.yesNo || ctx.q.found.some((f) => f.entity.type !== 'owner')) return undefined;
  return AT_WORK.test(text) && IN_SOFTWARE.test(text) ? Number(m[1]) : undefined;
}

export function softwareSince(ctx: Ctx): Answer | undefined {
  const claimed = yearClaimed(ctx);
  if (claimed === undefined) return undefined;
  const jobs = chronological(careerOf(ctx.cat).filter((e) => e.entry.start));
  const first = jobs.find(isSoftware);
  if (!first) return undefined;
  const began = Number(first.entry.start!.slice(0, 4));
  const start = `${when(first.entry.start!)} (${itemLink(first)}${at(first)})`;
  if (began <= claimed)
    return answer(
      `${began === claimed ? 'Yes' : 'Yes, and longer'}: ${ctx.v.name}'s software career on the site starts in ${start}.`,
      [first],
    );
  // What came before it: the jobs outside software, which the claim may have counted.
  const before = jobs.filter((e: Entry) => !isSoftware(e) && e.entry.start! < first.entry.start!);
  const earlier = before.length
    ? ` Before that: ${before.map((e) => `${itemLink(e)}${at(e)}${dates(e)}`).join('; ')}.`
    : '';
  return answer(
    `No: ${ctx.v.name}'s software career on the site starts in ${start}, not ${claimed}.${earlier}`,
    [first, ...before],
  );
}
