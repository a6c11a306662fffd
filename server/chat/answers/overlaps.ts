import type { Work } from '../catalogue';
import { careerOf, chronological, datedAs, educationOf, isSoftware, monthOf, spanOf } from '../facts';
import { listing, singular } from '../text';
import type { Ctx } from './context';
import { at, dates, duration, entryLine, type Entry } from './entryText';
import { answer, itemLink, when, type Answer } from './markdown';
import { FIRST_SOFTWARE_JOB } from './entryClaims';
import { sentencesOf } from '../passages';

const STUDYING = new Set([
  'studying',
  'study',
  'studied',
  'studies',
  'student',
  'school',
  'university',
  'degree',
  'bootcamp',
  'college',
  'diploma',
  'masters',
  'phd',
]);

// Entries that ran at the same time: two jobs at once, studying while working, what went on beside
// one job. Decided by the entries' dates; the owner's sentence that says so is quoted.

// Words that ask what else went on at the same time as a job.
const ALONGSIDE = new Set([
  'alongside',
  'besides',
  'else',
  'parallel',
  'meanwhile',
  'simultaneously',
  'side',
]);

/** "At the same time", "at once", "two jobs", "overlap", "freelancing while…": entries whose dates overlap. */
// "Overlap with US Pacific hours": working hours shared across time zones, not jobs at once.
const HOURS_OVERLAP =
  /\b(?:hours|timezones?|time zones?|pacific|eastern|central|utc|gmt|cet|est|pst|edt|pdt)\b/;

export const atSameTime = (words: readonly string[]) =>
  !HOURS_OVERLAP.test(words.join(' ')) &&
  /\b(?:same time|at once|two jobs|side (?:job|jobs|gig|gigs|hustle)|a second job|(?:job|jobs|work|gig) alongside|alongside (?:her|his|their|the) (?:main|day|full)|overlap|overlapping|overlapped|concurrently|(?:work|job|\w+ing) while|while (?:still|\w+ing)|while \w+ (?:was|were|is|are) (?:still|at|with|\w+ing)|\w+ing (?:\w+ )?(?:while|when) \w+ (?:was|were) )\b/.test(
    words.join(' '),
  );

export const asksAlongside = (words: readonly string[]) =>
  words.some((w) => ALONGSIDE.has(w)) || atSameTime(words);

/** "Was she ever working two jobs at the same time?": the jobs whose dates overlap, by pairs. */
export function jobsOverlapping(ctx: Ctx, titled: readonly Entry[] = []): Answer {
  // "How long did that overlap last?" of the entries the last answer named: those entries.
  const inView = ctx.focus.filter((i): i is Entry => i.type === 'entry' && !!i.entry.start);
  // "Was he studying and working at the same time?", "was that while he was a student?": a study
  // beside a job (the jobs in view, if any), not two jobs.
  if (ctx.q.words.some((w) => STUDYING.has(w))) {
    const jobsInView = inView.filter((e) => e.section.id === 'career');
    // "Was he studying when he was a football coach?": the jobs the question titles.
    const jobs = titled.length ? titled : jobsInView.length ? jobsInView : careerOf(ctx.cat);
    return overlapsAmong(
      ctx,
      chronological([...jobs, ...educationOf(ctx.cat)].filter((e) => e.entry.start)),
      (a, b) => a.section.id !== b.section.id,
    );
  }
  if (inView.length > 1) return overlapsAmong(ctx, chronological(inView));
  const dated = chronological(careerOf(ctx.cat).filter((e) => e.entry.start));
  return sideJobs(ctx, dated) ?? overlapsAmong(ctx, dated);
}

// "Does she have a side job alongside her main one?": the job taken up beside another.
const SIDE_JOB =
  /\b(?:side (?:job|jobs|gig|gigs|hustle)|a second job|alongside (?:her|his|their|the) (?:main|day|full))\b/;

/** Each job begun while another ran, beside that one; only the side jobs are in view after it. */
function sideJobs(ctx: Ctx, jobs: readonly Entry[]): Answer | undefined {
  if (!SIDE_JOB.test(ctx.q.words.join(' '))) return undefined;
  const sides = jobs.flatMap((b, i) => {
    const main = jobs.slice(0, i).find((a) => monthsTogether(ctx, a, b) >= 1);
    return main ? [{ side: b, main }] : [];
  });
  if (!sides.length) return undefined;
  const now = sides.filter((x) => x.side.entry.end === 'present');
  const lead = !ctx.q.yesNo
    ? ''
    : now.length || !/^(?:does|do|is|has)$/.test(ctx.q.words[0] ?? '')
      ? 'Yes: '
      : 'Not now: ';
  const lines = sides.map(
    (x) => `- ${itemLink(x.side)}${at(x.side)}${dates(x.side)}, alongside ${itemLink(x.main)}${at(x.main)}`,
  );
  return answer(
    `${lead}${sides.length === 1 ? 'one job' : `${sides.length} jobs`} beside another on the site:\n${lines.join('\n')}`.replace(
      /^[a-z]/,
      (c) => c.toUpperCase(),
    ),
    sides.map((x) => x.side),
  );
}

/** The months both entries surely cover. */
function monthsTogether(ctx: Ctx, a: Entry, b: Entry): number {
  const [x, y] = [surely(a, ctx.now), surely(b, ctx.now)];
  return Math.min(x.to, y.to) - Math.max(x.from, y.from);
}

/**
 * The months an entry surely covers: a year alone ("2016 to 2023") may start in its December and end
 * in its January, so two entries overlap only where they certainly do.
 */
function surely(e: Entry, now: Date): { from: number; to: number } {
  const { from, to } = spanOf(e.entry, now);
  const yearOnly = (d?: string) => !!d && /^\d{4}$/.test(d);
  return { from: yearOnly(e.entry.start) ? from + 11 : from, to: yearOnly(e.entry.end) ? to - 11 : to };
}

/** Which of some entries ran at the same time as another of them, by pairs (of the kind `pairs` accepts). */
export function overlapsAmong(
  ctx: Ctx,
  jobs: Entry[],
  accept: (a: Entry, b: Entry) => boolean = () => true,
): Answer {
  const pairs = jobs.flatMap((a, i) =>
    jobs.slice(i + 1).flatMap((b) => {
      if (!accept(a, b)) return [];
      const x = surely(a, ctx.now);
      const y = surely(b, ctx.now);
      // A handover month is not two jobs at once.
      return Math.min(x.to, y.to) - Math.max(x.from, y.from) >= 1 ? [[a, b] as const] : [];
    }),
  );
  if (!pairs.length)
    return answer(
      `No: ${listing(jobs.map((e) => `${itemLink(e)}${at(e)}${dates(e)}`))} did not overlap; each began after the one before it ended.`,
      jobs,
    );
  // How long each pair ran side by side: the months both surely cover.
  const together = (a: Entry, b: Entry) => {
    const [x, y] = [surely(a, ctx.now), surely(b, ctx.now)];
    return duration(Math.min(x.to, y.to) - Math.max(x.from, y.from) + 1);
  };
  const lines = pairs.map(
    ([a, b]) =>
      `- ${itemLink(a)}${at(a)}${dates(a)} and ${itemLink(b)}${at(b)}${dates(b)}: ${together(a, b)} together`,
  );
  return answer(`Yes: these overlap on the site:\n${lines.join('\n')}`, [...new Set(pairs.flat())]);
}

// Gerunds that say no activity of their own ("working while…" asks about any entry).
const ANY_ACTIVITY = new Set(['working', 'doing', 'being', 'going', 'anything', 'something']);

/** "freelancing", "teaching", "studying": what the question asks went on beside the entries. */
const activities = (ctx: Ctx) =>
  ctx.q.words.filter(
    (w, i) =>
      (/ing$/.test(w) && w.length > 5 && !ANY_ACTIVITY.has(w) && !beforeName(ctx, i)) ||
      STUDYING.has(w) ||
      w === 'freelance',
  );

/** "running Lund Embedded": a verb of the job or work named right after it, not an activity. */
const beforeName = (ctx: Ctx, i: number) =>
  ctx.q.found.some((f) => f.start === i + 1 && (f.entity.type === 'org' || f.entity.type === 'item'));

const titleOf = (e: Entry) => `${e.entry.role ?? e.title} ${e.entry.organisation ?? ''}`;

/** Whether an entry is the activity: a study for studying, else its title, organisation or own words. */
const isActivity = (ctx: Ctx, e: Entry, word: string) =>
  STUDYING.has(word)
    ? e.section.id === 'education'
    : ctx.passages.says(`${e.entry.role ?? e.title} ${e.entry.organisation ?? ''} ${e.entry.content}`, [
        word,
      ]);

/** The activities asked about that are not the entries themselves ("freelancing" beside a job at Acme). */
export const activitiesBeside = (ctx: Ctx, entries: readonly Entry[]) =>
  activities(ctx).filter(
    (w) =>
      !entries.some((e) =>
        STUDYING.has(w) ? e.section.id === 'education' : ctx.passages.says(titleOf(e), [w]),
      ),
  );

/** The entries' own sentences that name one another's organisation ("part-time while still at Freightline"). */
const saidBeside = (found: readonly Entry[], entries: readonly Entry[]) =>
  found.flatMap((o) =>
    sentencesOf(o.entry.content)
      .filter((s) => entries.some((e) => e.entry.organisation && s.includes(e.entry.organisation)))
      .slice(0, 1)
      .map((s) => `> ${s}`),
  );

/** "Is she doing anything else alongside the bank job?": the jobs and studies whose dates overlap it. */
// "Besides studying", "apart from the diploma": the activity named is left out of the answer.
const BESIDES = /\b(?:besides|apart from|other than|aside from|except)\b/;

/** "What did he do at Harbor Code besides studying?": the entries there that are not the activity named. */
function besidesActivity(ctx: Ctx, entries: readonly Entry[]): Answer | undefined {
  if (entries.length < 2 || !BESIDES.test(ctx.q.words.join(' '))) return undefined;
  const words = activities(ctx);
  const isIt = (e: Entry) => words.some((w) => isActivity(ctx, e, w));
  const it = entries.filter(isIt);
  const rest = chronological(entries.filter((e) => !isIt(e)));
  if (!it.length || !rest.length) return undefined;
  const line = (e: Entry) => `${itemLink(e)}${at(e)}${dates(e)}`;
  return answer(`Besides ${listing(it.map(line))}, ${ctx.v.name} was ${listing(rest.map(line))}.`, [
    ...rest,
    ...it,
  ]);
}

/** "Which hackathon did he do while working at Lumen?": the work of that type dated within the entries. */
function workDuring(ctx: Ctx, entries: readonly Entry[]): Answer | undefined {
  const words = ctx.q.words.map(singular);
  const type = words.includes('hackathon') ? 'hackathon' : words.includes('project') ? 'project' : undefined;
  if (!type) return undefined;
  const spans = entries.map((e) => spanOf(e.entry, ctx.now));
  const during = chronological(
    ctx.cat.work.filter((w) => {
      const m = monthOf(datedAs(w));
      return w.type === type && spans.some((x) => x.from <= m && m <= x.to);
    }),
  );
  const noun = type === 'hackathon' ? 'hackathon entries' : 'projects';
  const named = listing(entries.map((e) => `${itemLink(e)}${at(e)}${dates(e)}`));
  if (!during.length)
    return answer(
      `${ctx.q.yesNo ? 'No: n' : 'N'}one of ${ctx.v.name}'s ${noun} on the site is dated during ${named}.`,
      [...entries],
    );
  const line = (w: Work) => `- ${itemLink(w)} (${when(datedAs(w))})`;
  return answer(
    `${ctx.q.yesNo ? 'Yes: ' : ''}${ctx.v.name}'s ${noun} dated during ${named}:\n${during.map(line).join('\n')}`,
    [...during, ...entries],
  );
}

export function alongside(ctx: Ctx, entries: readonly Entry[]): Answer {
  const besides = besidesActivity(ctx, entries) ?? workDuring(ctx, entries);
  if (besides) return besides;
  const spans = entries.map((e) => spanOf(e.entry, ctx.now));
  const overlapping = chronological(
    [...careerOf(ctx.cat), ...educationOf(ctx.cat)].filter((o) => {
      if (entries.includes(o) || !o.entry.start) return false;
      const s = spanOf(o.entry, ctx.now);
      return spans.some((x) => s.from <= x.to && x.from <= s.to);
    }),
  );
  // Each entry with its own dates: two entries' dates are never run together.
  const named = listing(entries.map((e) => `${itemLink(e)}${at(e)}${entries.length > 1 ? dates(e) : ''}`));
  const when = entries.length > 1 ? '' : dates(entries[0]!);
  // "Was he freelancing while still at Freightline?": only the entries that are the activity asked about.
  const asked = activitiesBeside(ctx, entries);
  const found = asked.length
    ? overlapping.filter((o) => asked.some((w) => isActivity(ctx, o, w)))
    : overlapping;
  if (!found.length) {
    const what = asked.length ? `no ${STUDYING.has(asked[0]!) ? 'studies' : asked[0]}` : 'nothing else';
    return answer(
      `${ctx.q.yesNo ? 'No: the' : 'The'} site lists ${what} ${ctx.v.name} did during ${named}${when}.`,
      [...entries],
    );
  }
  // "For how long was she freelancing beside the job?": the months both surely cover.
  const howLong = ctx.q.words.includes('how') && ctx.q.words.includes('long') && entries.length === 1;
  const together = (o: Entry) => {
    const [x, y] = [surely(o, ctx.now), surely(entries[0]!, ctx.now)];
    return `: ${duration(Math.max(0, Math.min(x.to, y.to) - Math.max(x.from, y.from) + 1))} at the same time`;
  };
  const lines = [
    ...found.map((o) => `- ${entryLine(o)}${howLong ? together(o) : ''}`),
    ...saidBeside(found, entries),
  ];
  return answer(
    `${ctx.q.yesNo ? 'Yes: beside' : 'Beside'} ${named}${when}, the site lists:\n${lines.join('\n')}`,
    [...found, ...entries],
  );
}

/**
 * "Was he still coaching when he got his first developer job?": whether the activity's entries ran
 * when the first software job began, by dates the site gives with certainty.
 */
export function stillAtFirstJob(ctx: Ctx, titled: () => readonly Entry[]): Answer | undefined {
  const text = ctx.q.words.join(' ');
  if (!/\b(?:still|when|while|by the time)\b/.test(text) || !FIRST_SOFTWARE_JOB.test(text)) return undefined;
  const first = chronological(careerOf(ctx.cat).filter((e) => e.entry.start && isSoftware(e)))[0];
  if (!first) return undefined;
  const studying = ctx.q.words.some((w) => STUDYING.has(w));
  const pool = (studying ? educationOf(ctx.cat) : titled()).filter((e) => e !== first && e.entry.start);
  if (!pool.length) return undefined;
  // The first job's start: a year alone may be any of its months.
  const began = spanOf(first.entry, ctx.now).from;
  const latest = /^\d{4}$/.test(first.entry.start!) ? began + 11 : began;
  const ran = (e: Entry) => surely(e, ctx.now).from <= began && latest <= surely(e, ctx.now).to;
  const ended = (e: Entry) => spanOf(e.entry, ctx.now).to < began;
  const later = (e: Entry) => latest < spanOf(e.entry, ctx.now).from;
  const running = pool.filter(ran);
  const lead = running.length ? 'Yes: ' : pool.every((e) => ended(e) || later(e)) ? 'No: ' : '';
  const state = (e: Entry) =>
    ran(e) ? 'was still going' : ended(e) ? 'had ended' : later(e) ? 'had not begun' : 'may have been going';
  const shown = running.length ? running : pool;
  return answer(
    `${lead}${listing(chronological(shown).map((e) => `${itemLink(e)}${at(e)}${dates(e)} ${state(e)}`))} when ${ctx.v.their} first software job, ${itemLink(first)}${at(first)}, began in ${when(first.entry.start!)}.`,
    [...pool, first],
  );
}
