import type { Catalogue } from '../catalogue';
import { sentencesOf } from '../passages';
import { commonWords } from '../lexicon/english';
import { normalize, tokens } from '../text';
import type { Entry } from './entryText';

// "Two summer seasons in Ibiza", "a year in Lisbon": a capitalised name after a word of place.
const PLACE_NAMED =
  /(?:(\p{L}+) )?\b(?:in|to|across|throughout|around) ((?:\p{Lu}[\p{Ll}'’-]+)(?: \p{Lu}[\p{Ll}'’-]+)*)/gu;
// "The office in Vila Olímpia", "an agency in Pinheiros": where the job itself was, which its location gives.
const WORKPLACE = new Set([
  'office',
  'offices',
  'based',
  'headquartered',
  'agency',
  'studio',
  'company',
  'startup',
  'firm',
  'shop',
]);
const MONTHS = new Set(
  'january february march april may june july august september october november december monday tuesday wednesday thursday friday saturday sunday'.split(
    ' ',
  ),
);

/**
 * The sentences of jobs' own words that name a place other than the one asked ("two summer seasons
 * in Ibiza" of jobs all placed in the UK): a capitalised name after "in", "to"…, not where the job
 * itself was ("the office in…"), that is no month, no common word, no organisation or technology the
 * site names, and not a place the locations put inside the one asked.
 */
export function placesNamed(
  cat: Catalogue,
  jobs: readonly Entry[],
  place: string,
): { item: Entry; text: string }[] {
  // "London" of locations "London, UK" is in the UK.
  const inside = new Set(
    cat.entries
      .map((e) => e.entry.location ?? '')
      .filter((l) => tokens(l).includes(place))
      .flatMap((l) => tokens(l)),
  );
  const known = new Set([
    ...cat.entries.flatMap((e) => tokens(e.entry.organisation ?? '')),
    ...cat.techs.flatMap((t) => t.names.flatMap((n) => tokens(n))),
  ]);
  const elsewhere = (name: string) =>
    tokens(name).every(
      (w) => w !== place && !inside.has(w) && !known.has(w) && !MONTHS.has(w) && !commonWords().has(w),
    );
  return jobs.flatMap((item) =>
    sentencesOf(item.entry.content ?? '')
      .filter((text) =>
        [...text.matchAll(PLACE_NAMED)].some(
          (m) => !WORKPLACE.has(normalize(m[1] ?? '')) && elsewhere(normalize(m[2]!)),
        ),
      )
      .map((text) => ({ item, text })),
  );
}
