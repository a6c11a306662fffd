import { careerOf } from '../facts';
import { countriesNamed, countryKey } from '../lexicon/english';
import { listing, tokens } from '../text';
import type { Ctx } from './context';
import { entryLine, type Entry } from './entryText';
import { answer, type Answer } from './markdown';

// "Has he ever worked in the US?": the jobs placed in the country named, or no with where they were,
// read from the entries' own locations, never from the owner's words on moving there.

// Work done, not studies or homes: those the jobs' places do not answer.
const PAST_WORK = /\b(?:worked|been employed|had a job|held a job)\b/;
// "Worked with clients in Nigeria": the country is where the clients are, not the job.
const FOR_OTHERS =
  /\b(?:with|for)\s+(?:\w+\s+)?(?:clients?|customers?|companies|company|teams?|users?|partners?)\b/;

/** Whether a job's place is in the country: by whole words ("US" is not in "Brussels"). */
const placedIn = (e: Entry, country: string) =>
  !!e.entry.location &&
  (` ${tokens(e.entry.location).join(' ')} `.includes(` ${countryKey(country)} `) ||
    countriesNamed(e.entry.location).some((c) => countryKey(c) === countryKey(country)));

/** The answer to past work in a named country, where the question asks it. */
export function workedIn(ctx: Ctx): Answer | undefined {
  const countries = countriesNamed(ctx.q.raw);
  if (
    !countries.length ||
    !ctx.q.yesNo ||
    !PAST_WORK.test(ctx.q.words.join(' ')) ||
    FOR_OTHERS.test(ctx.q.words.join(' ')) ||
    !ctx.q.found.every((f) => f.entity.type === 'owner')
  )
    return undefined;
  const jobs = careerOf(ctx.cat).filter((e) => e.entry.start);
  const placed = jobs.filter((e) => e.entry.location);
  if (!placed.length) return undefined;
  const there = jobs.filter((e) => countries.some((c) => placedIn(e, c)));
  // A job whose own words name the country ("clients in the UK and Nigeria") is no "no".
  if (!there.length && jobs.some((e) => countries.some((c) => countriesNamed(e.entry.content).includes(c))))
    return undefined;
  if (there.length)
    return answer(
      `Yes:\n${there.map((e) => `- ${entryLine(e, ctx.now)}, ${e.entry.location}`).join('\n')}`,
      there,
    );
  const places = [
    ...new Set(
      placed.map((e) =>
        e.entry
          .location!.replace(/\([^)]*\)/g, '')
          .split(',')
          .at(-1)!
          .replace(/\(.*\)/, '')
          .trim(),
      ),
    ),
  ];
  const unplaced = jobs.length - placed.length;
  return answer(
    `No: none of ${ctx.v.name}'s jobs on the site is in ${listing(countries, 'or')}. They are in ${listing(places)}${unplaced ? `; ${unplaced} of them ${unplaced === 1 ? 'gives' : 'give'} no place` : ''}.`,
    placed,
  );
}
