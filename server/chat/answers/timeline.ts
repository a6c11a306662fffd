import { stemmer } from 'stemmer';
import type { Catalogue, Item } from '../catalogue';
import type { Parsed } from '../understand';
import { commonWords, FUNCTION_WORDS } from '../lexicon/english';
import { careerOf, chronological, dateKey, educationOf, monthLabel, monthOf, spanOf, year } from '../facts';
import { fieldRoot, firstSentences, listing, tokens } from '../text';
import type { Ctx } from './context';
import { answer, itemLink, pageLink, span, when, type Answer } from './markdown';
import { source } from './prose';
import { sentencesOf } from '../passages';
import { projects } from './work';
import { validityDated } from './certificates';
import { entryLine, at } from './entryText';
import { BREAK_TITLE, DEGREE_WORDS } from '../lexicon/cues';
import { spanClaim } from './spanClaim';
import { capitalised } from './prose';

// "What did she do in 2021?": what the owner was doing in the years asked, from the dates in content:
// the jobs and studies that span them and the work dated in them.

const yearOf = (ym: string | undefined, now: Date) =>
  !ym ? undefined : ym === 'present' ? now.getUTCFullYear() : Number(ym.slice(0, 4));

const RANGE = new Set(['between', 'from', 'through', 'until', 'till', 'thru']);

/** The years asked about: "between 2019 and 2021" is every year of the range. */
function yearsAsked(ctx: Ctx): { years: number[]; when: string } {
  const asked = ctx.q.years;
  if (asked.length === 2 && ctx.q.words.some((w) => RANGE.has(w))) {
    const [from, to] = [Math.min(...asked), Math.max(...asked)];
    return { years: Array.from({ length: to - from + 1 }, (_, i) => from + i), when: `${from} to ${to}` };
  }
  // "Before 2020", "prior to 2020", "since 2020", "after 2020": every year on one side of the one asked.
  const at = ctx.q.words.indexOf(String(asked[0]));
  const side = ctx.q.words[at - 1] === 'to' ? ctx.q.words[at - 2] : ctx.q.words[at - 1];
  const y = asked[0]!;
  const years = (from: number, to: number) =>
    Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
  if (asked.length === 1 && (side === 'before' || side === 'prior'))
    return { years: years(y - OPEN_YEARS, y - 1), when: `before ${y}` };
  if (asked.length === 1 && (side === 'after' || side === 'since'))
    return { years: years(side === 'since' ? y : y + 1, ctx.now.getUTCFullYear()), when: `${side} ${y}` };
  return { years: [...asked], when: asked.join(' and ') };
}

// How far back "before 2020" reaches: further than any working life.
const OPEN_YEARS = 80;

const MONTHS = 'january february march april may june july august september october november december'.split(
  ' ',
);

/** "in March 2024": the month before the one year asked, as monthOf counts it. */
function monthAsked(ctx: Ctx): number | undefined {
  if (ctx.q.years.length !== 1) return undefined;
  const at = ctx.q.words.findIndex(
    (w, i) => MONTHS.includes(w) && ctx.q.words[i + 1] === String(ctx.q.years[0]),
  );
  return at < 0 ? undefined : ctx.q.years[0]! * 12 + MONTHS.indexOf(ctx.q.words[at]!);
}

/** "What did she do in March 2024?": the entries that span the month and the work dated in it. */
function inMonth(ctx: Ctx, month: number): Answer {
  const entries = chronological(
    [...careerOf(ctx.cat), ...educationOf(ctx.cat)].filter((e) => {
      if (!e.entry.start) return false;
      const { from, to } = spanOf(e.entry, ctx.now);
      return from <= month && month <= to;
    }),
  );
  const work = chronological(ctx.cat.work.filter((w) => dateKey(w) === monthLabel(month)));
  const label = when(monthLabel(month));
  if (!entries.length && !work.length)
    return answer(`The site has nothing dated ${label} for ${ctx.v.name}.`, [], 'not-on-site');
  const lines = [
    ...work.map((w) => `- ${itemLink(w)}${w.type === 'hackathon' ? ` at ${w.hackathon.event}` : ''}`),
    ...entries.map((e) => `- ${itemLink(e)}${at(e)} (${span(e.entry)})`),
  ];
  return answer(`In ${label}, the site shows ${ctx.v.name}:\n${lines.join('\n')}`, [
    ...work,
    ...entries,
  ] as Item[]);
}

export function inYear(ctx: Ctx): Answer {
  if (!ctx.q.years.length) return projects(ctx);
  const month = monthAsked(ctx);
  if (month !== undefined) return inMonth(ctx, month);
  const { years, when } = yearsAsked(ctx);
  const spans = (from?: number, to?: number) => years.some((y) => (from ?? y) <= y && y <= (to ?? from ?? y));
  const entries = chronological(
    [...careerOf(ctx.cat), ...educationOf(ctx.cat)].filter(
      (e) =>
        (e.entry.start || e.entry.end) &&
        spans(yearOf(e.entry.start, ctx.now), yearOf(e.entry.end, ctx.now) ?? yearOf(e.entry.start, ctx.now)),
    ),
  );
  const work = chronological(ctx.cat.work.filter((w) => years.includes(Number(year(w)))));
  if (!entries.length && !work.length)
    return answer(`The site has nothing dated ${when} for ${ctx.v.name}.`, [], 'not-on-site');
  const lines: string[] = entries.map(
    (e) =>
      `- ${itemLink(e)}${at(e)}${span(e.entry) ? ` (${span(e.entry)})` : ''}: ${firstSentences(e.entry.content, 1)}`,
  );
  if (work.length)
    lines.push(`- Work dated ${when.replace(' to ', '–')}: ${work.map((w) => itemLink(w)).join(', ')}`);
  // "I took six months of parental leave in 2020": a break within a job, in the owner's own words.
  const told = breaksTold(ctx, years);
  lines.push(...told.map(({ e, x }) => `- ${source(e)}: “${x}”`));
  return answer(
    `${/^(?:before|after|since) /.test(when) ? capitalised(when) : `${/ to /.test(when) ? 'From' : 'In'} ${when}`}, the site shows ${ctx.v.name}:\n${lines.join('\n')}`,
    [...entries, ...work, ...told.map(({ e }) => e)] as Item[],
  );
}

const GAP_WORDS = new Set(['gap', 'gaps', 'break', 'sabbatical', 'hiatus', 'cv', 'resume', 'leave', 'off']);
// A gap shorter than this is a change of jobs, not a gap.
const GAP_MONTHS = 3;

/** The spans between jobs and studies, from the first job on, that no entry on the site covers. */
// Unpaid work beside a career ("Volunteer Mentor", "Unpaid: every other Saturday…") fills no gap in it.
const UNPAID = /\b(?:volunteer\w*|unpaid|pro bono)\b/i;
const unpaid = (e: Entry) => UNPAID.test(`${e.entry.role ?? e.title} ${firstSentences(e.entry.content, 1)}`);

// A part-time job or study beside a full-time one ("Evening Lecturer (part-time)") fills no gap
// in the career: it is said beside the gap instead.
const PART_TIME = /\bpart[- ]?time\b|\bevenings?\b/i;
const PART_SAID = /\bpart[- ]?time\b/i;
const overlapping = (a: { from: number; to: number }, b: { from: number; to: number }) =>
  a.from <= b.to && b.from <= a.to;

function careerGaps(ctx: Ctx) {
  const studies = educationOf(ctx.cat).filter((e) => !validityDated(e));
  const dated = [...careerOf(ctx.cat).filter((e) => !unpaid(e)), ...studies].filter((e) => e.entry.start);
  const all = chronological(dated).map((e) => ({ e, ...spanOf(e.entry, ctx.now) }));
  const partTime = ({ e }: (typeof all)[number]) =>
    PART_TIME.test(`${e.entry.role ?? ''} ${e.entry.title} ${e.title}`) ||
    PART_SAID.test(firstSentences(e.entry.content, 1));
  const side = all.filter(
    (s) => partTime(s) && all.some((o) => o !== s && !partTime(o) && overlapping(s, o)),
  );
  const spans = all.filter((s) => !side.includes(s));
  // From the first job on; the time from the studies before it to that job only when the years
  // asked take it in ("a gap between 2014 and 2015?").
  const asked = ctx.q.years.map((y) => ({ from: y * 12, to: y * 12 + 11 }));
  const firstJob = Math.min(...spans.filter((s) => s.e.section.id === 'career').map((s) => s.from));
  const gaps: { from: number; to: number; before: Item; after: Item; beside: Entry[] }[] = [];
  let reach = spans[0];
  for (const s of spans.slice(1)) {
    if (!reach) break;
    const gap = { from: reach.to + 1, to: s.from - 1 };
    const inCareer = s.from > firstJob || (s.from === firstJob && asked.some((y) => overlapping(y, gap)));
    if (s.from - reach.to > GAP_MONTHS && inCareer) {
      const beside = side.filter((x) => overlapping(x, gap)).map((x) => x.e);
      gaps.push({ ...gap, before: reach.e, after: s.e, beside });
    }
    if (s.to > reach.to) reach = s;
  }
  return gaps;
}

/** "Is there a gap on his CV?": the spans no job or study covers, and what the owner's words say of them. */
type Entry = Extract<Item, { type: 'entry' }>;

/** The rare words of an entry's title ("physics" of "BSc Physics"). */
const titleWords = (e: Entry) =>
  tokens(`${e.entry.role ?? ''} ${e.title}`).filter((w) => w.length > 3 && !commonWords().has(w));
const BREAK_WORDS = new Set(['break', 'gap', 'pause', 'hiatus', 'sabbatical']);

/** "How long was that break?" after the time between two entries: those two, first one first. */
export function breakInView(q: Parsed, focus: readonly Item[]): [Entry, Entry] | undefined {
  const during = /\b(?:during|in|over) (?:that|this|the) (?:time|period|year|years|months)\b/.test(
    q.words.join(' '),
  );
  if (!q.backRef || !(during || q.words.some((w) => BREAK_WORDS.has(w)))) return undefined;
  const dated = focus.filter(
    (i): i is Entry => i.type === 'entry' && i.section.id !== 'personal' && !!i.entry.start && !!i.entry.end,
  );
  if (dated.length < 2) return undefined;
  const [a, b] = chronological(dated.slice(0, 2)) as [Entry, Entry];
  return a.entry.end! < b.entry.start! ? [a, b] : undefined;
}

const yearsIn = (text: string) => [...text.matchAll(/\b(?:19|20)\d\d\b/g)].map((m) => Number(m[0]));

// "Straight from the venue job to the bootcamp?": one entry after another, with no time between.
const STRAIGHT = new Set(['straight', 'directly', 'right', 'immediately']);
// Words that say which of one employer's entries is meant: its studies or its jobs.
const STUDY_SIDE = new Set([
  'bootcamp',
  'course',
  'degree',
  'study',
  'studies',
  'school',
  'college',
  'university',
]);
const JOB_SIDE = new Set(['job', 'role', 'work', 'working', 'worked', 'position', 'post']);
// Words of a side that say when, not which: "still working at the club when he started".
const TIME_SIDE = new Set(['still', 'started', 'starting', 'start', 'began', 'begun', 'when', 'while']);

/** The word spans naming the two sides: "between A and B", or "straight from A to B". */
function sidesAsked(words: readonly string[]): [[number, number], [number, number]] | undefined {
  const at = words.indexOf('between');
  const and = words.indexOf('and', at);
  // "The difference between X and Y" weighs the two, not the time from one to the other.
  const weighed = at > 0 && /^differen/.test(words[at - 1]!);
  if (at >= 0 && and >= 0 && !weighed)
    return [
      [at + 1, and],
      [and + 1, words.length],
    ];
  const from = words.indexOf('from');
  const to = words.findIndex((w, i) => i > from && (w === 'to' || w === 'into'));
  if (from < 0 || to < 0 || !words.some((w) => STRAIGHT.has(w))) return undefined;
  return [
    [from + 1, to],
    [to + 1, words.length],
  ];
}

/** The one entry a span of the question names: by name or employer, else a rare word of its title or its first sentence. */
/**
 * Of several jobs (or several studies) a side names, the one at that end of the time between: the
 * last to end for "from Lantern", the first to begin for "to Lantern".
 */
function atEnd(picked: readonly Entry[], end: 'from' | 'to'): Entry | undefined {
  if (picked.length < 2) return picked[0];
  if (new Set(picked.map((e) => e.section.id)).size > 1) return undefined;
  const key = (e: Entry) =>
    end === 'from' ? (e.entry.end === 'present' ? '9999' : e.entry.end!) : e.entry.start!;
  const sorted = [...picked].sort((a, b) => key(a).localeCompare(key(b)));
  return end === 'from' ? sorted.at(-1) : sorted[0];
}

export function entryOnSide(
  q: Parsed,
  dated: readonly Entry[],
  [from, to]: readonly [number, number],
  end: 'from' | 'to',
): Entry | undefined {
  const found = q.found.filter(
    (f) => f.start >= from && f.end <= to && (f.entity.type === 'item' || f.entity.type === 'org'),
  );
  const words = q.words.slice(from, to);
  const byName = found.flatMap((f) =>
    f.entity.type === 'item' ? [f.entity.item] : f.entity.type === 'org' ? f.entity.entries : [],
  );
  // Any word of the side but a function word or one for a job as such.
  const rare = words.filter(
    (w) => w.length > 3 && !FUNCTION_WORDS.has(w) && !JOB_SIDE.has(w) && !TIME_SIDE.has(w),
  );
  // "From pharmacy": a Pharmacist's field names the job.
  // "From nursing": a Nurse's field by its stem.
  const stems = rare.map(stemmer);
  const named = (text: string) =>
    tokens(text).some(
      (t) =>
        rare.includes(t) ||
        (t.length > 3 && stems.includes(stemmer(t))) ||
        (t.length > 4 && rare.some((w) => fieldRoot(w) === fieldRoot(t))),
    );
  if (found.length) {
    const own = dated.filter((e) => byName.includes(e));
    // One employer's job and study ("the bootcamp" where she also taught): the side's words pick.
    const kind = words.some((w) => STUDY_SIDE.has(w) || DEGREE_WORDS.has(w))
      ? 'education'
      : words.some((w) => JOB_SIDE.has(w))
        ? 'career'
        : undefined;
    const picked = own.length > 1 && kind ? own.filter((e) => e.section.id === kind) : own;
    // "Coaching at Harbor Code", where he also studied: the one whose title the side's words name.
    const titled = picked.length > 1 ? picked.filter((e) => named(`${e.entry.role ?? ''} ${e.title}`)) : [];
    return titled.length === 1 ? titled[0] : atEnd(picked, end);
  }
  const titled = dated.filter((e) => named(`${e.entry.role ?? ''} ${e.title}`));
  // "From pharmacy" of an MPharm and a Pharmacist: the job, unless the side says a study.
  const study = words.some((w) => STUDY_SIDE.has(w) || DEGREE_WORDS.has(w));
  const jobs = titled.filter((e) => e.section.id === (study ? 'education' : 'career'));
  if (titled.length) return titled.length === 1 ? titled[0] : atEnd(jobs, end);
  // "Working at the club": the one whose first sentence says most of the side's words.
  const saying = (e: Entry) => {
    const own = tokens(firstSentences(e.entry.content, 1)).map(stemmer);
    return stems.filter((w) => own.some((t) => t === w || t.startsWith(w))).length;
  };
  const most = Math.max(0, ...dated.map(saying));
  const told = most ? dated.filter((e) => saying(e) === most) : [];
  return told.length === 1 ? told[0] : undefined;
}

/**
 * The two entries "between A and B" (or "straight from A to B") names, by name, employer or a word
 * of their titles ("his physics degree") or first sentences ("the venue job"), first one first; none
 * unless each side names one.
 */
export function entriesBetween(cat: Catalogue, q: Parsed): [Entry, Entry] | undefined {
  const sides = sidesAsked(q.words);
  if (!sides) return undefined;
  const dated = [...careerOf(cat), ...educationOf(cat)].filter((e) => e.entry.start && e.entry.end);
  const a = entryOnSide(q, dated, sides[0], 'from');
  const b = entryOnSide(q, dated, sides[1], 'to');
  if (!a || !b || a === b) return undefined;
  return chronological([a, b]) as [Entry, Entry];
}

/** "Was there a gap between…?" or "straight from … to …?", answered by the months between. */
const gapVerdict = (months: number, straight: boolean) =>
  months > GAP_MONTHS ? (straight ? 'No. ' : 'Yes. ') : straight ? 'Nearly: ' : 'Only a short one. ';

/**
 * "What did he do between his bachelor's and his master's?": the months from the end of the one to
 * the start of the other, what the site dates in them, and the two entries' own words on them.
 */
function betweenEntries(ctx: Ctx): Answer | undefined {
  const named = entriesBetween(ctx.cat, ctx.q) ?? breakInView(ctx.q, ctx.focus);
  if (!named) return undefined;
  const [a, b] = named;
  const from = spanOf(a.entry, ctx.now).to + 1;
  const to = spanOf(b.entry, ctx.now).from - 1;
  const straight = ctx.q.yesNo && ctx.q.words.some((w) => STRAIGHT.has(w));
  if (to < from)
    return answer(
      `${straight ? 'Yes: ' : ''}${itemLink(a)} and ${itemLink(b)} follow one another with no time between them on the site.`,
      [a, b],
    );
  const within = [...careerOf(ctx.cat), ...educationOf(ctx.cat)].filter((e) => {
    if (!e.entry.start || e === a || e === b || validityDated(e)) return false;
    const s = spanOf(e.entry, ctx.now);
    return s.from <= to && from <= s.to;
  });
  // A sentence dated within those months tells of them, wherever it is written.
  const datedThen = (x: string) => yearsIn(x).some((y) => y * 12 + 11 >= from && y * 12 <= to);
  // What came after the first ("after graduating I stayed a year…") or before the second.
  const said = [
    ...sentencesOf(a.entry.content)
      // "After graduating…", "after that…", not "looked after the PA".
      .filter(
        (x) =>
          /\bafter (?:I|\w+ing|that|this)\b|\b(?:afterwards|then|gap|year off)\b/i.test(x) || datedThen(x),
      )
      .map((x) => `- ${source(a)}: “${x}”`),
    ...sentencesOf(b.entry.content)
      .filter(
        (x) => /\b(?:before (?:joining|that|this|I)|gap|break|time off|away)\b/i.test(x) || datedThen(x),
      )
      .map((x) => `- ${source(b)}: “${x}”`),
    // The owner's own account of those months, in the About entries.
    ...ctx.cat.entries
      .filter((e) => e.section.id === 'personal')
      .flatMap((e) => sentencesOf(e.entry.content).map((x) => ({ e, x })))
      .filter(
        ({ x }) => datedThen(x) || (/\bafter\b/i.test(x) && tokens(x).some((w) => titleWords(a).includes(w))),
      )
      .slice(0, 2)
      .map(({ e, x }) => `- ${source(e)}: “${x}”`),
  ];
  const lines = [...within.map((e) => `- ${itemLink(e)}${at(e)} (${span(e.entry)})`), ...said];
  return answer(
    `${ctx.q.yesNo ? gapVerdict(to - from + 1, straight) : ''}Between ${itemLink(a)} (to ${when(monthLabel(from - 1))}) and ${itemLink(b)} (from ${when(monthLabel(to + 1))}): ${to - from + 1} months${lines.length ? '. The site says:' : ', with nothing on the site dated then.'}${lines.length ? `\n${lines.join('\n')}` : ''}`,
    [a, b, ...within],
  );
}

// "I took six months of parental leave": a break the owner's own words tell of, inside a job's dates.
const BREAK_SAID =
  /\b(?:parental|maternity|paternity|sick|unpaid|career|study) leave\b|\bsabbatical\b|\bcareer break\b|\b(?:time|year|months?) off\b|\btook (?:a |an )?(?:\w+ )?(?:break|leave)\b/i;

/** The owner's sentences telling of a break (in the years asked, if any). */
const breaksTold = (ctx: Ctx, years: readonly number[]) =>
  ctx.cat.entries
    .flatMap((e) => sentencesOf(e.entry.content).map((x) => ({ e, x })))
    .filter(({ x }) => BREAK_SAID.test(x) && (!years.length || yearsIn(x).some((y) => years.includes(y))))
    .slice(0, 2);

/** No gap in the dates: said so, with any break the owner's own words tell of within them. */
function noGap(ctx: Ctx, asked: readonly number[]): Answer {
  const told = breaksTold(ctx, asked);
  const dates = `no gap${asked.length ? ` in ${asked.join(' or ')}` : ''} of more than ${GAP_MONTHS} months between ${ctx.v.name}'s jobs and studies`;
  if (!told.length)
    return answer(`The site shows ${dates}. ${pageLink('about')} lists them with their dates.`, []);
  return answer(
    `${ctx.q.yesNo ? 'Yes, within the dates: t' : 'T'}he dates show ${dates}, but ${ctx.v.their} own words tell of a break:\n${told.map(({ e, x }) => `- ${source(e)}: “${x}”`).join('\n')}`,
    told.map(({ e }) => e),
  );
}

/** Breaks listed as entries of their own: a length claimed of them weighed, else each in its words. */
function listedBreaks(ctx: Ctx, breaks: readonly Entry[]): Answer {
  // "Was her sabbatical longer than a year?": the length claimed, weighed by its dates.
  return (
    spanClaim(ctx, breaks) ??
    answer(
      `${ctx.q.yesNo ? 'Yes, one the site lists as a break: ' : 'The site lists a break: '}${breaks
        .map((e) => `${entryLine(e)}. In ${ctx.v.their} own words: “${firstSentences(e.entry.content, 2)}”`)
        .join('\n')}`,
      breaks,
    )
  );
}

export function careerGap(ctx: Ctx): Answer {
  const between = betweenEntries(ctx);
  if (between) return between;
  const asked = ctx.q.years;
  const gaps = careerGaps(ctx).filter(
    (g) => !asked.length || asked.some((y) => g.from <= y * 12 + 11 && y * 12 <= g.to),
  );
  // "What did he do between 2023 and 2024?" with no gap then asks what was done.
  if (!gaps.length && asked.length && !ctx.q.words.some((w) => GAP_WORDS.has(w))) return inYear(ctx);
  // A break the owner lists as an entry of its own ("Career break: family carer") is the gap asked.
  const breaks = careerOf(ctx.cat).filter((e) => BREAK_TITLE.test(e.entry.role ?? e.title));
  if (!gaps.length && breaks.length) return listedBreaks(ctx, breaks);
  if (!gaps.length) return noGap(ctx, asked);
  const place = (e: Item) =>
    `${itemLink(e)}${e.type === 'entry' && e.entry.organisation ? ` at ${e.entry.organisation}` : ''}`;
  const lines = gaps.map(
    (g) =>
      `- ${when(monthLabel(g.from))} to ${when(monthLabel(g.to))}: after ${place(g.before)}, before ${place(g.after)}${g.beside.length ? `; beside it only ${listing(g.beside.map(place))}` : ''}`,
  );
  // Work dated within a gap is what the owner did then, as far as the data says.
  const inGap = (w: Item) => {
    const m = monthOf(dateKey(w));
    return gaps.some((g) => g.from <= m && m <= g.to);
  };
  const work = chronological(ctx.cat.work.filter(inGap));
  if (work.length)
    lines.push(`- Work dated then: ${listing(work.map((w) => `${itemLink(w)} (${year(w)})`))}`);
  // The owner's own words on those years, wherever they are written.
  const years = [...new Set(gaps.flatMap((g) => [Math.floor(g.from / 12), Math.floor(g.to / 12)]))];
  const own = personalOnGap(ctx, years);
  const found = ctx.passages
    .find(years.map(String), 2)
    .filter((p) => p.matched > 0 && !own.some((o) => o.text === p.text));
  const said = [...own, ...found].slice(0, 3);
  const quotes = said.length
    ? `\n${said.map((p) => `- ${source(p.item)}: “${p.text}”`).join('\n')}`
    : `\nThe site doesn't say what ${ctx.v.they} did then.`;
  return answer(
    `${ctx.q.yesNo ? 'Yes: the' : 'The'} site lists no ${gaps.some((g) => g.beside.length) ? 'full-time ' : ''}job or study for ${ctx.v.name} from:\n${lines.join('\n')}${quotes}`,
    [...work, ...gaps.flatMap((g) => [g.before, g.after, ...g.beside]), ...said.map((p) => p.item)],
  );
}

// Words an owner writes for time between jobs ("a six-month sabbatical", "a year off to travel").
const TIME_OFF =
  /\b(?:sabbatical|career break|time off|year off|months off|gap year|travell?ed|travell?ing|parental leave|maternity|paternity|caring for|recover(?:ing|ed)? from)\b/i;

// A dated sentence on leaving, stopping or coming back, not any event of that year.
const MOVED =
  /\b(?:left|leave|stepped away|stopped|took|break|off|came back|returned|moved|relocated|closed|laid off|redundan\w*)\b/i;

/** The owner's own sentences, in their About, on a gap's years or on time off, in their order. */
function personalOnGap(ctx: Ctx, years: readonly number[]): { item: Item; text: string }[] {
  const year = new RegExp(`\\b(?:${years.join('|')})\\b`);
  return ctx.cat.entries
    .filter((e) => e.section.id === 'personal')
    .flatMap((e) => sentencesOf(e.entry.content).map((text) => ({ item: e as Item, text })))
    .filter(({ text }) => (year.test(text) && MOVED.test(text)) || TIME_OFF.test(text));
}
