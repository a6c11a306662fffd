import type { Item, Work } from '../catalogue';
import { sentencesOf } from '../passages';
import { isWork, type Ctx } from './context';
import { answer, contactLine, itemLink, type Answer } from './markdown';
import { source } from './prose';
import { proseOf } from './workDetail';
import { payWord } from '../faqAsked';
import { tokens } from '../text';
import { FREQUENCY } from './howOften';

// "Which project was bigger?", "which took the least time?", "which is more complex?": the site
// ranks nothing, but a piece of work's own words often give its size, its time or its users. Those
// sentences are quoted beside each other; one that calls the work the owner's largest is the answer.

// Words asking how long something took, and how big a piece of work was. Harder or more complex
// is not said by a count: those questions get no size lines.
const TIME_ASKED = new Set([
  'time',
  'long',
  'longer',
  'shorter',
  'quicker',
  'longest',
  'quickest',
  'fastest',
  'took',
  'take',
]);
const SCALE_ASKED = new Set([
  ...['big', 'bigger', 'biggest', 'large', 'larger', 'largest', 'small', 'smaller', 'smallest'],
  ...['size', 'scale', 'undertaking', 'effort'],
  ...[...TIME_ASKED].filter((w) => w !== 'long' && w !== 'took' && w !== 'take'),
]);

// A count of something: "6,000", "two", "a dozen", never a year.
const NUM =
  '(?:\\d{1,3}(?:,\\d{3})*(?:\\.\\d+)?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|hundred|thousand|million|dozen|handful|few|several)';
const TIME_UNITS = 'months?|weeks?|years?|days?|evenings?|weekends?|hours?|sprints?';
const SIZE_UNITS =
  'users?|stars?|downloads?|installs?|customers?|clients?|players?|homes?|firms?|companies|teams?|contributors?|members?|lines|screens?|endpoints?|tables?|models?|services?|pages?|transactions?|requests?|people';
/** "two years of evenings", "about 40 dbt models", "a dozen users": a count of the units, a word or two between. */
const counted = (units: string) =>
  new RegExp(`(?<!\\bto )\\b${NUM}\\+?\\s+(?:[\\w-]+\\s+){0,2}?(?:${units})\\b`, 'i');
const TIME_SAID = counted(TIME_UNITS);
const SIZE_SAID = counted(SIZE_UNITS);
// Where the owner ranks the work among their own: "my largest project".
const OWN_SUPERLATIVE = /\bmy (?:largest|biggest|most ambitious|longest|hardest|most complex)\b/i;
/** Whether a question weighs pieces of work by size or time. */
const asksScale = (words: readonly string[]) => words.some((w) => SCALE_ASKED.has(w));

/** How well a sentence speaks to the scale asked: the owner's own ranking, then a count of the unit asked. */
function scaleScore(text: string, time: boolean): number {
  const [asked, other] = time ? [TIME_SAID, SIZE_SAID] : [SIZE_SAID, TIME_SAID];
  return (OWN_SUPERLATIVE.test(text) ? 8 : 0) + (asked.test(text) ? 4 : 0) + (other.test(text) ? 2 : 0);
}

/** Each piece of work's own sentence on its size, time or reach, where it has one. */
function scaleSaid(items: readonly Work[], time = false): { work: Work; text: string }[] {
  return items.flatMap((work) => {
    const said = sentencesOf(proseOf(work))
      .map((text) => ({ text, score: scaleScore(text, time) }))
      .filter((x) => x.score > 0);
    const best = said.reduce<(typeof said)[number] | undefined>(
      (b, x) => (!b || x.score > b.score ? x : b),
      undefined,
    );
    return best ? [{ work, text: best.text }] : [];
  });
}

/** The lines quoting each one's own words on its scale, and the one the owner calls their largest. */
export function scaleLines(
  ctx: Ctx,
  items: readonly Work[],
): { lines: string; ranked?: { work: Work; lead: string } } {
  if (!asksScale(ctx.q.words)) return { lines: '' };
  const said = scaleSaid(
    items,
    ctx.q.words.some((w) => TIME_ASKED.has(w)),
  );
  if (!said.length) return { lines: '' };
  // Only a question for the larger one is answered by "my largest"; "the smaller" is not.
  const ranks = said.filter((s) => OWN_SUPERLATIVE.test(s.text));
  const one = ranks.length === 1 && !ctx.q.words.some((w) => SMALLER.has(w)) ? ranks[0] : undefined;
  const rest = said.filter((s) => s !== one);
  return {
    lines: rest.length
      ? `What the site says of ${one ? "the other one's" : 'their'} size and time:\n${rest.map((s) => `- ${itemLink(s.work)}: “${s.text}”`).join('\n')}`
      : '',
    ranked: one && {
      work: one.work,
      lead: `${itemLink(one.work)}, in ${ctx.v.name}'s own words: “${one.text}”`,
    },
  };
}

const SMALLER = new Set([
  'small',
  'smaller',
  'smallest',
  'quickest',
  'fastest',
  'least',
  'shortest',
  'simplest',
]);

// "At what scale?", "how big?", "by how much?", "how much faster?", "what numbers?" alone, after an
// answer: the figures the items in view give.
const SCALE_ALONE =
  /^(?:and |so |ok |okay )?(?:(?:at |on )?(?:what|which|how) (?:scale|size|big|large|volume)\b[\w\s]{0,12}|by how much(?: exactly)?|how much (?:faster|quicker|slower|smaller|bigger|larger|better|cheaper|less|more|time)(?: exactly| was it| did it save)?|(?:what|which|any|some|got|with) (?:numbers|figures|metrics|kpis)(?: on that| on it)?|(?:numbers|figures|metrics)(?: on that| on it)?)$/;
// A figure that is no year: "40,000 SKUs", "18%", "2 million", "from four hours to forty minutes".
const FIGURE = new RegExp(
  [
    /(?<![\d,.])(?!(?:19|20)\d\d\b)\d{1,3}(?:,\d{3})*(?:\.\d+)?(?:%|\s?(?:k|m|million|thousand)\b)?/.source,
    /\b(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|hundreds?|thousands?) (?:(?:more|fewer|less|times|per|a) )?(?:seconds|minutes|hours|days|weeks|months|times|percent|users|people|teams|clients|customers|downloads|requests|servers|services|engineers|developers|students)\b/
      .source,
    /\b(?:halved|doubled|tripled|by half|twice as|ten ?fold|(?:two|three|four|five|ten)-?fold)\b/.source,
  ].join('|'),
  'i',
);

const TEAM = /^(?:team|teams|squad|people|staff|group)$/;

// "+How much?" alone after an answer that gives an amount in the owner's words ("about one day a
// week"): how often is read by its own writer.
const HOW_MUCH_ALONE = /^(?:and |so |but )?how much(?: exactly| then| is that)?$/;
const textOf = (item: Item) =>
  isWork(item)
    ? proseOf(item)
    : item.type === 'entry'
      ? item.entry.content
      : item.type === 'faq'
        ? item.faq.answer
        : '';

/** "+How much?" after an answer whose items give an amount or a frequency: those sentences, else none. */
function amountInView(ctx: Ctx): Answer | undefined {
  // Pay pressed for after pay was asked is the owner's word on pay, read elsewhere.
  if (ctx.focus.some((i) => i.type === 'faq' && i.faq.questions.flatMap(tokens).some(payWord)))
    return undefined;
  // A sentence saying how much of the time comes before one that only counts something.
  const of = (re: RegExp) =>
    ctx.focus.flatMap((item) => {
      const found = sentencesOf(textOf(item)).filter((x) => re.test(x));
      return found.length ? [{ item, text: found.join(' ') }] : [];
    });
  const timed = of(FREQUENCY);
  const said = timed.length ? timed : of(FIGURE);
  return said.length
    ? answer(
        said.map((p) => `- ${source(p.item)}: “${p.text}”`).join('\n'),
        said.map((p) => p.item),
      )
    : undefined;
}

/** The sentences of the items in view that give a figure, each under its item. */
export function scaleInView(ctx: Ctx): Answer | undefined {
  if (HOW_MUCH_ALONE.test(ctx.q.words.join(' ')) && ctx.focus.length) return amountInView(ctx);
  // "How big is the team?" is a team's size, which the writers on leading read.
  if (!SCALE_ALONE.test(ctx.q.words.join(' ')) || !ctx.focus.length || ctx.q.words.some((w) => TEAM.test(w)))
    return undefined;
  const said = ctx.focus.flatMap((item) => {
    const prose = isWork(item) ? proseOf(item) : item.type === 'entry' ? item.entry.content : '';
    const figures = sentencesOf(prose).filter((s) => FIGURE.test(s));
    return figures.length ? [{ item, text: figures.join(' ') }] : [];
  });
  if (!said.length) return noFigures(ctx);
  return answer(
    said.map((p) => `- ${source(p.item)}: “${p.text}”`).join('\n'),
    said.map((p) => p.item),
  );
}

/** Figures asked of items whose own words give none: said so, never another reading's list. */
function noFigures(ctx: Ctx): Answer | undefined {
  const shown = ctx.focus.filter((i) => isWork(i) || i.type === 'entry');
  if (!shown.length) return undefined;
  const of = shown.length === 1 ? itemLink(shown[0]!) : `these ${shown.length} entries`;
  return answer(`The site gives no figures for ${of}. ${contactLine(ctx.v)}`, shown, 'not-on-site');
}
