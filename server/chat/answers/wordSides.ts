import { stemmer } from 'stemmer';
import { careerOf, chronological } from '../facts';
import { FUNCTION_WORDS } from '../lexicon/english';
import { tokens } from '../text';
import type { Passage } from '../passages';
import type { Parsed } from '../understand';
import type { Ctx } from './context';
import { at, dates, duration, type Entry } from './entryText';
import { answer, itemLink, type Answer } from './markdown';
import { capitalised, source } from './prose';
import { monthsCovered } from './tenure';
import { areasIn } from './fit';

// "Is he more offensive or defensive security?", "more of a security person or a backend
// developer?": two sides named by ordinary words, weighed by the owner's job titles that use each
// (the title now first), with the owner's own sentences that use them.

// Nouns for a person that carry no side ("a security person", "a backend developer").
const PERSON_WORDS = new Set(['person', 'guy', 'gal', 'type', 'kind', 'sort', 'one', 'someone', 'side']);
const POST_WORDS = new Set(['developer', 'engineer', 'dev', 'programmer', 'specialist', 'expert']);
const ENGINEERING = new Set(['engineering', 'coder', 'coding', 'programming', 'development']);
const FILLER = new Set(['more', 'less', 'mostly', 'rather', 'really', 'would', 'say', 'you', 'of']);

/** The content word nearest "or" on one side, past nouns for a person ("a security person"). */
function sideWord(words: readonly string[], from: number, step: 1 | -1): string | undefined {
  const skip = (w: string) => FUNCTION_WORDS.has(w) || FILLER.has(w) || PERSON_WORDS.has(w);
  let post: string | undefined;
  for (let i = from; i >= 0 && i < words.length; i += step) {
    const w = words[i]!;
    if (skip(w)) continue;
    // "A backend developer": the word before the post names the side; a post alone is the side.
    if (POST_WORDS.has(w) && step === -1) {
      post ??= w;
      continue;
    }
    if (POST_WORDS.has(w) && step === 1) return words[i - 1] && !skip(words[i - 1]!) ? words[i - 1] : w;
    return w;
  }
  return post;
}

/** The two sides of "more X or Y", where a question weighs them and either is no area of software. */
export function wordSidesAsked(q: Parsed): [string, string] | undefined {
  const or = q.words.indexOf('or');
  const more = q.words.indexOf('more');
  const weighed = or > 0 && more >= 0 && more < or && !q.words.some((w) => w === 'than' || w === 'time');
  // A job's title may be a side ("security" of a Security Engineer); a technology or piece of work is a name.
  const named = (e: Parsed['found'][number]['entity']) =>
    e.type === 'tech' || e.type === 'org' || (e.type === 'item' && e.item.type !== 'entry');
  if (!weighed || q.found.some((f) => named(f.entity))) return undefined;
  const a = sideWord(q.words, or - 1, -1);
  const b = sideWord(q.words, or + 1, 1);
  return a && b && a !== b && !byArea(a, b) ? [a, b] : undefined;
}

/** Two areas, or an area against engineering at large ("a designer or an engineer?"): weighed by area. */
function byArea(a: string, b: string): boolean {
  const area = (w: string) => areasIn(w).length > 0;
  const engineering = (w: string) => POST_WORDS.has(w) || ENGINEERING.has(w);
  return (area(a) && area(b)) || (area(a) && engineering(b)) || (area(b) && engineering(a));
}

type Side = { word: string; titled: Entry[]; said: Passage[] };
// The one who does an activity is of its family ("researcher" of "research"), but for words whose
// agent noun means another thing ("engineer" is no one who does "engine").
const AGENT = /^(?:er|or|ist)$/;
const NOT_OF_AGENT = new Set(['engine', 'design', 'program']);

function sideOf(ctx: Ctx, word: string): Side {
  const stem = stemmer(word);
  // The word's own family ("engineering" of "engineer", "research" of "researcher"), not another
  // sharing its stem ("engine").
  const family = (t: string) =>
    stemmer(t) === stem &&
    (t.startsWith(word.slice(0, -1)) ||
      (word.startsWith(t) && t.length >= word.length - 1) ||
      (AGENT.test(word.slice(t.length)) && word.startsWith(t) && !NOT_OF_AGENT.has(t)));
  const titled = chronological(careerOf(ctx.cat).filter((e) => tokens(e.entry.role ?? e.title).some(family)));
  const said = ctx.passages
    .find([word], 4)
    .filter((p) => tokens(p.text).some(family))
    .filter((p) => !titled.some((e) => e === p.item))
    .slice(0, 2);
  return { word, titled, said };
}

const titledNow = (ctx: Ctx, s: Side) =>
  tokens(ctx.cat.owner.subtitle).map(stemmer).includes(stemmer(s.word));
const months = (ctx: Ctx, s: Side) => monthsCovered(s.titled, ctx.now);

/** The side the title now names alone, else the only side any job's title names. */
function leading(ctx: Ctx, [a, b]: readonly [Side, Side]): { side: Side; by: string } | undefined {
  const named = [a, b].filter((s) => titledNow(ctx, s));
  const other = (s: Side) => (s === a ? b : a);
  // The title now leads where its side's jobs ran at least as long as the other's.
  if (
    named.length === 1 &&
    named[0]!.titled.length &&
    months(ctx, named[0]!) >= months(ctx, other(named[0]!))
  )
    return { side: named[0]!, by: `${ctx.v.their} title now (${ctx.cat.owner.subtitle}) and job titles` };
  const titled = [a, b].filter((s) => s.titled.length);
  if (named.length) return undefined;
  return titled.length === 1 ? { side: titled[0]!, by: `${ctx.v.their} job titles` } : undefined;
}

/** Each side with the jobs titled by it and the owner's sentences using it; a side by titles where one leads. */
export function wordSides(ctx: Ctx): Answer | undefined {
  const asked = wordSidesAsked(ctx.q);
  if (!asked) return undefined;
  const sides = [sideOf(ctx, asked[0]), sideOf(ctx, asked[1])] as const;
  const label = (s: Side) => capitalised(s.word);
  const line = (s: Side) => {
    const jobs = s.titled.map((e) => `${itemLink(e)}${at(e)}${dates(e)}`);
    const parts = [
      titledNow(ctx, s) ? `${ctx.v.their} title now: ${ctx.cat.owner.subtitle}` : '',
      jobs.length ? `titled so: ${jobs.join(', ')} (${duration(months(ctx, s))} in all)` : '',
      ...s.said.map((p) => `${source(p.item)}: “${p.text}”`),
    ].filter(Boolean);
    return `- ${label(s)}: ${parts.length ? parts.join('; ') : 'no job title or sentence on the site uses the word'}`;
  };
  const lead = leading(ctx, sides);
  const head = lead
    ? `More ${lead.side.word}, by ${lead.by}:`
    : `The site doesn't weigh ${asked[0]} against ${asked[1]}; where each is said:`;
  const items = sides.flatMap((s) => [...s.titled, ...s.said.map((p) => p.item)]);
  return answer(`${head}\n${sides.map(line).join('\n')}`, [...new Set(items)]);
}
