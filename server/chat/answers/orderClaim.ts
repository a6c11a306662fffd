import type { Work } from '../catalogue';
import { careerOf, datedAs, educationOf, monthNow, monthOf } from '../facts';
import { at, dates, type Entry } from './entryText';
import { isWork, type Ctx } from './context';
import { answer, itemLink, when, type Answer } from './markdown';
import { entryOnSide } from './timeline';

type Dated = Entry | Work;

// Words that make the far side of a claim its end: "before finishing his diploma".
const ENDING = new Set([
  'finishing',
  'finished',
  'graduating',
  'graduated',
  'leaving',
  'left',
  'ending',
  'ended',
]);

/** The one piece of work named in a span of the question, or the job or study it names. */
function sideItem(ctx: Ctx, dated: readonly Entry[], [from, to]: [number, number], end: 'from' | 'to') {
  const works = ctx.q.found
    .filter((f) => f.start >= from && f.end <= to && f.entity.type === 'item' && isWork(f.entity.item))
    .map((f) => (f.entity.type === 'item' ? f.entity.item : undefined)) as Work[];
  if (works.length) return new Set(works).size === 1 ? works[0] : undefined;
  if (from >= to) return undefined;
  // Two jobs the side's words fit alike ("coaching" of two coaching jobs): neither, not a guess.
  const one = entryOnSide(ctx.q, dated, [from, to], end);
  return one === entryOnSide(ctx.q, dated, [from, to], end === 'from' ? 'to' : 'from') ? one : undefined;
}

const startOf = (i: Dated) => (i.type === 'entry' ? i.entry.start! : datedAs(i));
/** The first and last month a time may be: a year alone is any month of it. */
const months = (ym: string): [number, number] => [monthOf(ym, 'start'), monthOf(ym, 'end')];
/** The months a job or study ran (to now while it runs); a piece of work is dated by one time. */
function spanMonths(i: Dated, now: Date): { from: [number, number]; to: [number, number] } {
  const from = months(startOf(i));
  if (i.type !== 'entry' || !i.entry.end) return { from, to: from };
  return { from, to: i.entry.end === 'present' ? [monthNow(now), monthNow(now)] : months(i.entry.end) };
}
const line = (i: Dated) =>
  i.type === 'entry' ? `${itemLink(i)}${at(i)}${dates(i)}` : `${itemLink(i)} (${when(datedAs(i))})`;

type Relation = 'before' | 'after' | 'during' | 'same' | 'unclear';

/** Where the start of `a` falls against `b`: before it began (or ended, `byEnd`), after it ended, while it ran. */
function relation(a: Dated, b: Dated, byEnd: boolean, now: Date): Relation {
  const [a0, a1] = months(startOf(a));
  const span = spanMonths(b, now);
  const [b0, b1] = byEnd ? span.to : span.from;
  const [e0, e1] = span.to;
  if (a0 === a1 && b0 === b1 && a0 === b0) return 'same';
  if (a1 < b0) return 'before';
  if (byEnd) return a0 > b1 ? 'after' : 'unclear';
  if (a0 > e1) return 'after';
  return a0 >= b1 && a1 <= e0 && (e0 > b1 || a0 !== b1) ? 'during' : 'unclear';
}

// "A, before or after B?": the order asked as a choice, not claimed.
const CHOICE = /\b(?:before or after|after or before)\b/;

/** The word splitting the two sides, the far side's first word, and whether a yes or no is asked. */
function pivotOf(
  ctx: Ctx,
): { word: 'before' | 'after'; at: number; far: number; claim: boolean } | undefined {
  const { words } = ctx.q;
  const text = words.join(' ');
  if (CHOICE.test(text)) {
    const at = words.findIndex((w, i) => (w === 'before' || w === 'after') && words[i + 1] === 'or');
    return { word: 'before', at, far: at + 3, claim: false };
  }
  if (!ctx.q.yesNo || words.includes('before') === words.includes('after')) return undefined;
  const word = words.includes('before') ? 'before' : 'after';
  return { word, at: words.indexOf(word), far: words.indexOf(word) + 1, claim: true };
}

/** The two sides named, the near one (or the one thing in view) first; none unless each names one dated thing. */
function sidesNamed(ctx: Ctx, at: number, far: number): [Dated, Dated] | undefined {
  const dated = [...careerOf(ctx.cat), ...educationOf(ctx.cat)].filter((e) => e.entry.start);
  const b = sideItem(ctx, dated, [far, ctx.q.words.length], 'to');
  const inView = ctx.q.backRef && ctx.focus.length === 1 ? (ctx.focus[0] as Dated) : undefined;
  const a = sideItem(ctx, dated, [0, at], 'from') ?? inView;
  if (!a || !b || a === b || (a.type === 'entry' && !a.entry.start)) return undefined;
  return [a, b];
}

/** Where `a` began against `b`, in words naming `b`. */
function placed(ctx: Ctx, a: Dated, b: Dated, rel: Exclude<Relation, 'unclear'>, byEnd: boolean): string {
  if (rel === 'during') return `while ${line(b)} was under way`;
  if (rel === 'same') return `in the same month as ${line(b)}`;
  if (rel === 'after')
    return byEnd || (b.type === 'entry' && b.entry.end) ? `after ${line(b)} ended` : `after ${line(b)}`;
  const within = byEnd && spanMonths(a, ctx.now).from[0] >= spanMonths(b, ctx.now).from[1];
  return within
    ? `while ${line(b)} was under way, before it ended`
    : `before ${line(b)} ${byEnd ? 'ended' : 'began'}`;
}

/**
 * "Did he build Snake before Star Review?", "was he at Lumen before he was a Development Coach?",
 * "did he start coaching before or after finishing his diploma?": the two named, by their dates;
 * a claim answered yes or no. "After" a job is after it ended; "before finishing" weighs its end.
 */
export function orderClaim(ctx: Ctx): Answer | undefined {
  const pivot = pivotOf(ctx);
  const sides = pivot && !ctx.q.years.length ? sidesNamed(ctx, pivot.at, pivot.far) : undefined;
  if (!pivot || !sides) return undefined;
  const [a, b] = sides;
  const byEnd = ctx.q.words.slice(pivot.far).some((w) => ENDING.has(w));
  const rel = relation(a, b, byEnd, ctx.now);
  if (rel === 'unclear')
    return answer(
      `The site gives only the year for one of them, so it can't say which came first: ${line(a)}; ${line(b)}.`,
      [a, b],
    );
  const verdict = !pivot.claim ? '' : rel === pivot.word ? 'Yes: ' : 'No: ';
  return answer(`${verdict}${line(a)} began ${placed(ctx, a, b, rel, byEnd)}.`, [a, b]);
}

/**
 * "Was he still at the club when he started the diploma?": yes where the later one began while the
 * first ran, no where the first had ended or had not begun.
 */
export function stillClaim(ctx: Ctx): Answer | undefined {
  const { words } = ctx.q;
  const at = words.findIndex((w) => w === 'when' || w === 'while');
  // "Still A when B began", not "A while still at B".
  const still = words.indexOf('still');
  if (!ctx.q.yesNo || still < 0 || still > at || at < 1 || ctx.q.years.length) return undefined;
  const sides = sidesNamed(ctx, at, at + 1);
  if (!sides || sides[0].type !== 'entry') return undefined;
  const [ran, began] = sides;
  const rel = relation(began, ran, false, ctx.now);
  if (rel === 'unclear')
    return answer(
      `The site gives only the year for one of them, so it can't say: ${line(ran)}; ${line(began)}.`,
      [ran, began],
    );
  const yes = rel === 'during' || rel === 'same';
  return answer(`${yes ? 'Yes' : 'No'}: ${line(began)} began ${placed(ctx, began, ran, rel, false)}.`, [
    ran,
    began,
  ]);
}
