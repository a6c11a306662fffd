import type { Work } from '../catalogue';
import { sentencesOf } from '../passages';
import { listing } from '../text';
import type { Ctx } from './context';
import { itemLink } from './markdown';
import { NUMBERS } from './spanClaim';
import { proseOf } from './workDetail';

// "Which project has the most users?", "his most popular app?": the site ranks nothing, but a piece
// of work's own words often give its reach in figures. Figures of the measure asked are weighed
// against each other; measures of different things (stars and users) are quoted side by side.

type Measure = 'users' | 'downloads' | 'stars';

const MEASURES: Record<Measure, readonly string[]> = {
  users: [
    'users',
    'customers',
    'subscribers',
    'players',
    'visitors',
    'members',
    'clients',
    'people',
    // Whom a piece of work serves, by who they are: "12,000 tenants", "4,200 students".
    'tenants',
    'residents',
    'patients',
    'students',
    'readers',
    'listeners',
    'learners',
    'households',
    'families',
  ],
  // Copies sold and plays: how many took the work up, as downloads are.
  downloads: ['downloads', 'installs', 'copies', 'plays'],
  stars: ['stars'],
};
// Words asking of reach in general: any measure answers them.
const REACH_WORDS = new Set(['popular', 'traction', 'adoption', 'reach', 'used', 'successful', 'success']);
const MOST = new Set(['most', 'biggest', 'largest', 'highest', 'widest']);

const singular = (w: string) => w.replace(/s$/, '');
export const measureOfWord = (w: string): Measure | undefined =>
  (Object.keys(MEASURES) as Measure[]).find((m) => MEASURES[m].some((u) => singular(u) === singular(w)));

/** The measures a question weighs work by; every measure for "popular", none when it asks of no reach. */
export function reachAsked(words: readonly string[]): Measure[] | undefined {
  if (!words.some((w) => MOST.has(w) || REACH_WORDS.has(w))) return undefined;
  const named = [...new Set(words.flatMap((w) => measureOfWord(w) ?? []))].filter(
    // "people" alone is no measure of reach ("which project do people like most?").
    (m) => m !== 'users' || words.some((w) => w !== 'people' && measureOfWord(w) === 'users'),
  );
  if (named.length) return named;
  return words.some((w) => REACH_WORDS.has(w)) ? (Object.keys(MEASURES) as Measure[]) : undefined;
}

// "about 3 million monthly users", "1,900 GitHub stars", "a dozen outside contributors": a count,
// up to three words, then the unit; never the end of a larger number ("400" of "1,400").
const COUNT_WORDS = Object.keys(NUMBERS).filter((w) => NUMBERS[w]! > 1);
const UNITS = Object.values(MEASURES).flatMap((us) => us.map((u) => `${singular(u)}s?`));
const FIGURE = new RegExp(
  `(?<![\\d,.])\\b(\\d{1,3}(?:,\\d{3})+|\\d+(?:\\.\\d+)?|${COUNT_WORDS.join('|')})(?:\\s*(k|m|million|thousand)\\b)?\\+?\\s+((?:[a-z-]+\\s+){0,3}?)(${UNITS.join('|')})\\b`,
  'gi',
);
const SCALES: Record<string, number> = { k: 1e3, thousand: 1e3, m: 1e6, million: 1e6 };

const MAKERS_BEFORE =
  /\b(?:team of|grew to|we were|there were|staff of|crew of)\s+(?:about |around |some )?$/i;
const MAKERS_AFTER = /^\s+(?:over|for|across|working|in (?:the )?team)\b/i;
const madeBy = (text: string, start: number, end: number) =>
  MAKERS_BEFORE.test(text.slice(0, start)) || MAKERS_AFTER.test(text.slice(end));

/** A count that is no figure of reach: of something else, a scale of rating, or of who made the work. */
function notReach(text: string, m: RegExpMatchArray, n: number, scaled: boolean, measure: Measure): boolean {
  const unit = m[4]!;
  // "Three client apps": a unit in the singular after a count of more describes something else.
  if (n > 1 && !scaled && !/s$|^people$/i.test(unit)) return true;
  // "one to five stars" is a scale of rating; "from zero to 1,400 subscribers" a figure.
  if (/\bto\s$/i.test(text.slice(0, m.index)) && n <= 10) return true;
  // "Built two copies of it" is no sale: copies reach people where they were sold or shipped.
  if (/^copies$/i.test(unit) && !/\b(?:sold|selling|sells|shipped)\b/i.test(text)) return true;
  // "In 2023 and 2024 with two working students": a year, not a count.
  if (/^(?:19|20)\d\d$/.test(m[1]!) && m[3]!.trim()) return true;
  // "A churn model for a chain of 40 gyms with about 90,000 members": the client's people, not the work's.
  if (FOR_ANOTHER.test(text.slice(0, m.index))) return true;
  // "Five people over two and a half years", "a team of 12 people": who made it, not who it reached.
  return measure === 'users' && madeBy(text, m.index!, m.index! + m[0].length);
}
const FOR_ANOTHER =
  /\b(?:for|at) (?:a|an|the)\b[^,;.]{0,60}\bwith (?:about |around |some |over |more than |nearly )?$/i;

/** The figures a sentence gives of one measure: its values. */
function figuresOf(text: string, measure: Measure): { value: number; unit: string }[] {
  const values: { value: number; unit: string }[] = [];
  for (const m of text.matchAll(FIGURE)) {
    const [, count, scale, between, unit] = m;
    if (measureOfWord(unit!) !== measure || /\b(?:from|to|of)\s/i.test(between!)) continue;
    const n = /^\d/.test(count!) ? Number(count!.replace(/,/g, '')) : NUMBERS[count!.toLowerCase()]!;
    if (notReach(text, m, n, !!scale, measure)) continue;
    const value = n * (scale ? SCALES[scale.toLowerCase()]! : 1);
    // The unit as the owner wrote it ("installs", "subscribers"), in the plural.
    const u = unit!.toLowerCase();
    values.push({
      value,
      unit: value === 1 || /s$|^people$/.test(u) ? u : u === 'person' ? 'people' : `${u}s`,
    });
  }
  return measure === 'downloads' ? [...values, ...timesTaken(text)] : values;
}

// "Downloaded over 85,000 times", "installed 2 million times": a count of downloads by its verb.
const TIMES_TAKEN = new RegExp(
  `\\b(downloaded|installed|played)\\s+(?:over |more than |about |around |nearly |roughly |some |almost )?(\\d{1,3}(?:,\\d{3})+|\\d+(?:\\.\\d+)?)(?:\\s*(k|m|million|thousand)\\b)?\\+?\\s+times\\b`,
  'gi',
);
const TAKEN_UNIT: Record<string, string> = {
  downloaded: 'downloads',
  installed: 'installs',
  played: 'plays',
};

function timesTaken(text: string): { value: number; unit: string }[] {
  return [...text.matchAll(TIMES_TAKEN)].map(([, verb, count, scale]) => ({
    value: Number(count!.replace(/,/g, '')) * (scale ? SCALES[scale.toLowerCase()]! : 1),
    unit: TAKEN_UNIT[verb!.toLowerCase()]!,
  }));
}

interface Reach {
  work: Work;
  measure: Measure;
  value: number;
  unit: string;
  said: string;
}

/** Each piece of work's largest figure of each measure asked, with the sentence that gives it. */
function reachOf(work: readonly Work[], measures: readonly Measure[]): Reach[] {
  return work.flatMap((w) =>
    measures.flatMap((measure) => {
      const best = sentencesOf(proseOf(w))
        .flatMap((said) => figuresOf(said, measure).map((f) => ({ said, ...f })))
        .filter((x) => x.value > 0)
        .sort((a, b) => b.value - a.value)[0];
      return best ? [{ work: w, measure, ...best }] : [];
    }),
  );
}

/**
 * The answer's lines on reach: the one with the largest figure of the one measure asked leads; with
 * several measures, each piece of work's figures are quoted. No figures at all is said so.
 */
export function reachLines(
  ctx: Ctx,
  work: readonly Work[],
  measures: readonly Measure[],
): { lead: string; lines?: string; items: Work[]; ranked?: boolean } {
  const found = reachOf(work, measures);
  const what = measures.length === 1 ? `figures of ${measures[0]}` : 'figures of users, downloads or stars';
  const none = `The site gives no ${what} for ${ctx.v.name}'s work`;
  if (!found.length) {
    // "Most users?" where the work gives only downloads: those figures, said to be of another measure.
    const all = Object.keys(MEASURES) as Measure[];
    const other = measures.length < all.length ? reachLines(ctx, work, all) : undefined;
    if (!other?.items.length) return { lead: `${none}.`, items: [] };
    return { lead: `${none}. Its figures of other kinds:\n${other.lines}`, items: other.items };
  }
  const quoted = (r: Reach) => `- ${itemLink(r.work)}: “${r.said}”`;
  if (measures.length === 1) {
    const ranked = [...found].sort((a, b) => b.value - a.value);
    const top = ranked.filter((r) => r.value === ranked[0]!.value);
    const rest = ranked.filter((r) => !top.includes(r));
    const lead =
      ranked.length === 1
        ? `The only figure of ${measures[0]} on the site is ${itemLink(top[0]!.work)}'s: “${top[0]!.said}”`
        : top.length === 1
          ? `By the figures on the site, ${itemLink(top[0]!.work)} has the most ${measures[0]}: “${top[0]!.said}”`
          : `By the figures on the site, ${listing(top.map((r) => itemLink(r.work)))} have the most ${measures[0]}.`;
    return {
      lead: rest.length ? `${lead}\n\nThe others' figures:\n${rest.map(quoted).join('\n')}` : lead,
      // The one with the most is what "it" means next; the others are quoted beside it.
      items: top.length === 1 ? [top[0]!.work] : ranked.map((r) => r.work),
      ranked: top.length === 1,
    };
  }
  const seen = [...new Set(found.map((r) => r.work))];
  const lines = seen.map((w) => quoted(found.find((r) => r.work === w)!)).join('\n');
  // The only piece with figures is the answer, whichever measure they are of.
  if (seen.length === 1)
    return {
      lead: `The only figures of reach on the site are ${itemLink(seen[0]!)}'s: “${found[0]!.said}”`,
      lines,
      items: seen,
      ranked: true,
    };
  return {
    lead: `The site doesn't rank ${ctx.v.name}'s work by reach; the figures it gives:\n${lines}`,
    lines,
    items: seen,
  };
}

/** "- Reach: riskcurve (1,900 stars), Tidewatch (22,000 downloads)": each piece's largest figures, for a judgement's facts. */
export function reachLine(work: readonly Work[]): { line: string; items: Work[] } | undefined {
  const found = reachOf(work, Object.keys(MEASURES) as Measure[]);
  if (!found.length) return undefined;
  const seen = [...new Set(found.map((r) => r.work))];
  const figures = (w: Work) =>
    found
      .filter((r) => r.work === w)
      .map((r) => `${r.value.toLocaleString('en-US')} ${r.unit}`)
      .join(', ');
  return {
    line: `- Figures of reach: ${listing(seen.map((w) => `${itemLink(w)} (${figures(w)})`))}`,
    items: seen,
  };
}

/** The one piece of work with the largest figure of reach on the site, and its figures; none on a tie. */
export function widestReach(work: readonly Work[]): { work: Work; figures: string } | undefined {
  const found = reachOf(work, Object.keys(MEASURES) as Measure[]).sort((a, b) => b.value - a.value);
  const top = found[0];
  if (!top || found.some((r) => r.work !== top.work && r.value === top.value)) return undefined;
  // Figures of different kinds ("45,000 plays", "38,000 copies") rank only when far apart.
  if (found.some((r) => r.work !== top.work && r.unit !== top.unit && r.value * 2 > top.value))
    return undefined;
  const figures = found
    .filter((r) => r.work === top.work)
    .map((r) => `${r.value.toLocaleString('en-US')} ${r.unit}`)
    .join(', ');
  return { work: top.work, figures };
}

// Tables read by a visitor's words have no prototype: "constructor" is a word, not a key.
for (const table of [SCALES, TAKEN_UNIT]) Object.setPrototypeOf(table, null);
