import { stemmer } from 'stemmer';
import { careerOf, chronological, dateKey, isJob, kindsOf, monthOf } from '../facts';
import { ACADEMIC_PLACE, BREAK_TITLE } from '../lexicon/cues';
import { sentencesOf, type Passage } from '../passages';
import { fieldRoot, listing, normalize, tokens } from '../text';
import type { Ctx } from './context';
import { describedJob } from './context';
import { entitiesOf } from '../understand';
import { at, dates, duration, entryLine, type Entry } from './entryText';
import { meets, spanClaimed, type SpanClaim } from './spanClaim';
import { monthsCovered } from './tenure';
import { areasIn } from './fit';
import { faqItemId, type Item } from '../catalogue';
import { leaveFaq, switchFaq } from './switchFaq';
import { answer, contactLine, itemLink, type Answer } from './markdown';
import { capitalised, source } from './prose';

// "Why did he leave Fahrwerk?": the owner's own sentences on how a job ended, from the job itself and
// from any entry that names its employer; never a reason the site does not give.

const LEAVING_ASKED =
  /\b(?:leave|left|leaving|quit|quitting|end|ended|ending|stop|stopped|stay(?:ed)? on|(?:didnt|not|never) stay|mov(?:e|ed|ing) on)\b/;
/** A sentence on how a job ended or why the owner moved on. */
const ENDED =
  /\b(?:realis(?:ed|ing)|realiz(?:ed|ing)|(?:enjoyed|liked|preferred)\b[^.]*\bmore than|left|leave|leaving|quit|ended|ends|closed|closing|shut|laid off|lay-?offs?|redundan\w*|acquired|acquisition|restructur\w*|relocat\w*|moved (?:to|on|into|back)|contract (?:ended|ran out|finished)|to (?:join|focus|study|move|start)|because|wanted to|missed|so I (?:took|joined|moved|went|started|accepted))\b/i;

const LEFT_SAID = /\b(?:I|we|she|he|they) (?:left|quit|was laid off|were laid off|moved on)\b/i;

/**
 * "Why did he leave teaching?" answered by the owner's faq: the job's own sentence on leaving,
 * where the faq answer does not say it, follows it.
 */
export function leavingBesideFaq(ctx: Ctx, faq: Answer): Answer {
  if (!asksWhyLeft(ctx.q.words)) return faq;
  const job = jobAsked(ctx);
  const said = job
    ? sentencesOf(job.entry.content).filter((s) => LEFT_SAID.test(s) && !faq.text.includes(s))
    : [];
  return said.length && job
    ? {
        ...faq,
        text: `${faq.text}
On leaving ${itemLink(job)}${at(job)}${dates(job)}: “${said.join(' ')}”`,
        items: [...faq.items, job.id],
      }
    : faq;
}

/** "Why did she leave Kvartz?", "why did that job end?". */
export const asksWhyLeft = (words: readonly string[]) =>
  words.includes('why') && LEAVING_ASKED.test(words.join(' '));

const JOINING_ASKED = /\b(?:join|joined|joining|move|moved|moving|pick|picked|choose|chose)\b/;
/** "Why did she move to Haulwise?", "why did he join Kestrel?": why a job was taken. */
export const asksWhyJoined = (q: Ctx['q']) =>
  q.words.includes('why') &&
  !LEAVING_ASKED.test(q.words.join(' ')) &&
  ((JOINING_ASKED.test(q.words.join(' ')) && entitiesOf(q, 'org').length > 0) ||
    WENT_ON_OWN.test(q.words.join(' ')));
// "Why did she go freelance?", "why did he become a consultant?": the job of one's own taken.
const WENT_ON_OWN =
  /\b(?:go|going|went|gone|become|became|turn|turned) (?:a |an )?(?:independent|freelance|freelancer|solo|self employed|contractor|consultant|consulting|indie)\b/;

// A sentence giving a reason: "because…", "I wanted…", "so I could…".
const REASON = /\b(?:because|wanted|so (?:that|I)|in order to|to be closer|after my|drawn to|attracted)\b/i;

/**
 * Why the owner took a job: the job's own sentences giving a reason, and how the job before it
 * ended, in the owner's words; undefined where neither says.
 */
export function whyJoined(ctx: Ctx, job: Entry): Answer | undefined {
  const own = sentencesOf(job.entry.content)
    .filter((x) => REASON.test(x))
    .map((text) => ({ item: job, text }));
  const jobs = chronological(careerOf(ctx.cat));
  const before = jobs[jobs.indexOf(job) - 1];
  const left = before
    ? sentencesOf(before.entry.content)
        .filter((x) => LEFT_SAID.test(x))
        .map((text) => ({ item: before, text }))
    : [];
  const said = [...own, ...left];
  if (!said.length) return undefined;
  return answer(
    `On moving to ${itemLink(job)}${at(job)}${dates(job)}, ${ctx.v.name}'s own words:\n${said.map((p) => `- ${source(p.item)}: “${p.text}”`).join('\n')}`,
    [job, ...said.map((p) => p.item).filter((i) => i !== job)],
  );
}

const orgWords = (e: Entry) => tokens(e.entry.organisation ?? '').filter((w) => w.length > 3);

/** The job asked about: its employer named, a word of the employer's name ("fahrwerk"), in view, or described. */
export function jobAsked(ctx: Ctx): Entry | undefined {
  const jobs = careerOf(ctx.cat);
  const named = entitiesOf(ctx.q, 'org').flatMap((o) => o.entries.filter((e) => e.section.id === 'career'));
  if (named.length) return stintAsked(ctx, named);
  const byWord = jobs.filter((e) => orgWords(e).some((w) => ctx.q.words.includes(w)));
  if (byWord.length === 1) return byWord[0];
  if (byWord.length > 1 && new Set(byWord.map((e) => e.entry.organisation)).size === 1)
    return stintAsked(ctx, byWord);
  const activity = jobByWords(ctx, jobs);
  if (activity) return activity;
  const inView = ctx.focus.filter((i): i is Entry => i.type === 'entry' && i.section.id === 'career');
  if (inView.length === 1) return inView[0];
  const described = describedJob(ctx);
  if (described?.type === 'entry' && described.section.id === 'career') return described;
  // "Why would he leave his job?", "…his current job?": the one job held now.
  const now = jobs.filter((e) => e.entry.end === 'present');
  // "Why did she leave academia?": the latest job at a university or institute.
  const academic = ctx.q.words.some((w) => ACADEMIA.has(w))
    ? jobs.filter((e) => ACADEMIC_PLACE.test(`${e.entry.organisation ?? ''} ${e.entry.role ?? e.title}`))
    : [];
  if (academic.length) return chronological(academic).at(-1);
  const held = ctx.q.words.some((w) => JOB_WORDS.has(w)) && ctx.q.words.some((w) => HELD_NOW.has(w));
  return now.length === 1 && held ? now[0] : undefined;
}

const JOB_WORDS = new Set(['job', 'role', 'position', 'employer', 'company']);
const ACADEMIA = new Set(['academia', 'academic', 'research', 'university']);

const HELD_NOW = new Set(['current', 'now', 'present', 'would', 'will']);

/**
 * "Why did he leave football coaching?": the one job whose title has the activity's root
 * ("Coach"), narrowed by the question's other words where its own words have them ("football").
 */
function jobByActivity(ctx: Ctx, jobs: readonly Entry[]): Entry | undefined {
  // "Leave" asks the leaving: it names no "Parental leave".
  const words = ctx.passages.topicWords(ctx.q.words, { verbs: true }).filter((w) => !LEAVING_ASKED.test(w));
  // "Teaching" is a Teacher's activity: the title word less its "-er" counts too.
  const titleRoots = (e: Entry) =>
    tokens(e.entry.role ?? e.title).flatMap((t) => [
      stemmer(t),
      ...(/..[^aeiou](?:er|or)$/.test(t) ? [stemmer(t.slice(0, -2))] : []),
    ]);
  // A post followed by another at the same employer (a promotion) was not left.
  const movedUp = (e: Entry) =>
    jobs.some((x) => x !== e && x.entry.organisation === e.entry.organisation && dateKey(x) > dateKey(e));
  const titled = jobs.filter(
    (e) => !movedUp(e) && words.some((w) => w.length > 3 && titleRoots(e).includes(stemmer(w))),
  );
  if (titled.length < 2) return titled[0];
  // "A development coach": the one title with more of the question's words ("Development Coach").
  const inTitle = (e: Entry) => words.filter((w) => titleRoots(e).includes(stemmer(w))).length;
  const most = Math.max(...titled.map(inTitle));
  const fuller = titled.filter((e) => inTitle(e) === most);
  if (fuller.length === 1) return fuller[0];
  const rest = words.filter(
    (w) => !LEAVING_ASKED.test(w) && w !== 'why' && !titled.some((e) => titleRoots(e).includes(stemmer(w))),
  );
  const narrowed = titled.filter((e) =>
    rest.some((w) => ctx.passages.says(`${e.entry.content} ${e.entry.organisation ?? ''}`, [w])),
  );
  if (narrowed.length === 1) return narrowed[0];
  // "Why did he leave coaching?" of a coaching career and a coaching job in software: the career left.
  const outside = titled.filter((e) => e.entry.field === 'other');
  if (outside.length === 1) return outside[0];
  // "Why did he leave teaching?" of two teaching posts: leaving the activity is leaving the last of them.
  const ended = chronological(titled.filter((e) => e.entry.end && e.entry.end !== 'present'));
  return ended.length === titled.length ? ended.at(-1) : undefined;
}

/** The job a word of the question names: by its title's activity, else by its own first sentence. */
const jobByWords = (ctx: Ctx, jobs: readonly Entry[]) => jobByActivity(ctx, jobs) ?? jobByOwnWords(ctx, jobs);

/** "Why did she leave the agency?": the one job whose first sentence says a word the question names. */
function jobByOwnWords(ctx: Ctx, jobs: readonly Entry[]): Entry | undefined {
  const words = ctx.passages
    .topicWords(ctx.q.words)
    .filter((w) => w.length > 3 && !LEAVING_ASKED.test(w) && !JOB_WORDS.has(w));
  if (!words.length) return undefined;
  const saying = jobs.filter((e) =>
    words.some((w) => ctx.passages.says(sentencesOf(e.entry.content)[0] ?? '', [w])),
  );
  return saying.length === 1 ? saying[0] : undefined;
}

// "The first time": the earliest of several stints at one employer; otherwise the latest that ended.
const FIRST_STINT = /\b(?:first (?:time|stint|spell)|at first|originally|initially)\b/;

/** Of several jobs at one employer, the one left: the stint asked, else the latest that ended. */
function stintAsked(ctx: Ctx, named: readonly Entry[]): Entry {
  if (named.length === 1) return named[0]!;
  const text = ctx.q.words.join(' ');
  const ended = named.filter((e) => e.entry.end !== 'present');
  const pool = ended.length ? ended : [...named];
  if (FIRST_STINT.test(text)) return chronological(named)[0]!;
  return chronological(pool).at(-1)!;
}

/** The post at the same employer that began within three months of a job's end: a move up, not a leaving. */
function nextPostThere(ctx: Ctx, job: Entry): Entry | undefined {
  if (!job.entry.organisation || !job.entry.end || job.entry.end === 'present') return undefined;
  const end = monthOf(job.entry.end, 'end');
  const began = monthOf(job.entry.start ?? job.entry.end);
  return chronological(careerOf(ctx.cat)).find(
    (e) =>
      e !== job &&
      e.entry.organisation === job.entry.organisation &&
      !!e.entry.start &&
      monthOf(e.entry.start) > began &&
      monthOf(e.entry.start) - end <= 3,
  );
}

/** How a job ended; `moveOn` is the owner's sentence on leaving a former field, for a job in it. */
/** A break the owner lists right after a job ("Career break (carer)"): its first words say why it ended. */
function breakAfter(ctx: Ctx, job: Entry): Said[] {
  const end = job.entry.end && job.entry.end !== 'present' ? monthOf(job.entry.end, 'end') : undefined;
  if (end === undefined) return [];
  const next = careerOf(ctx.cat).find((e) => {
    const gap = e.entry.start ? monthOf(e.entry.start) - end : -1;
    return e !== job && BREAK_TITLE.test(e.entry.role ?? e.title) && gap >= 0 && gap <= 2;
  });
  return next ? [{ item: next, text: sentencesOf(next.entry.content)[0] ?? '' }].filter((x) => x.text) : [];
}

/** A job going on now with nothing said on its end: not left, or what would make the owner leave. */
function stillHeld(ctx: Ctx, job: Entry): Answer | undefined {
  if (job.entry.end !== 'present') return undefined;
  // "Why would she leave?": the owner's own answer on moving on, where there is one.
  const toCome = leaveFaq(ctx);
  if (toCome)
    return answer(
      `${ctx.v.name} is still ${itemLink(job)}${at(job)}. On leaving, in ${ctx.v.their} own words: “${toCome.answer}”`,
      [job.id, faqItemId(ctx.cat, toCome)],
      'faq',
    );
  if (ctx.q.words.some((w) => w === 'would' || w === 'will'))
    return answer(
      `The site doesn't say what would make ${ctx.v.name} leave; ${ctx.v.they} ${ctx.v.is} still ${itemLink(job)}${at(job)}${dates(job)}. ${contactLine(ctx.v)}`,
      [job],
      'not-on-site',
    );
  return answer(`${ctx.v.name} hasn't left ${itemLink(job)}${at(job)}: the site lists it${dates(job)}.`, [
    job,
  ]);
}

export function whyLeft(ctx: Ctx, job: Entry, moveOn: readonly { e: Entry; text: string }[] = []): Answer {
  const promoted = nextPostThere(ctx, job);
  if (promoted)
    return answer(
      `${ctx.v.name} didn't leave ${job.entry.organisation} then: the next post on the site is there too, ${itemLink(promoted)}${at(promoted)}${dates(promoted)}, right after ${itemLink(job)}.`,
      [job, promoted],
    );
  const org = normalize(job.entry.organisation ?? '');
  const ending = sentencesOf(job.entry.content).filter((s) => ENDED.test(s));
  // A sentence on the owner leaving outweighs one on something else ending ("once the bootcamp ended").
  const leaving = ending.filter((s) => LEFT_SAID.test(s));
  const own = (leaving.length ? leaving : ending).map((text) => ({ item: job, text }));
  // Other entries' sentences that name the employer and how it ended ("I left Tanda to join…").
  const elsewhere = ctx.cat.entries
    .filter((e) => e !== job && org)
    .flatMap((e) => sentencesOf(e.entry.content).map((text) => ({ item: e, text })))
    .filter(({ text }) => ENDED.test(text) && normalize(text).includes(org.split(' ')[0]!));
  const said = [
    ...breakAfter(ctx, job),
    ...own,
    ...elsewhere,
    ...moveOn.map(({ e, text }) => ({ item: e, text })),
  ].slice(0, 3);
  const role = `${itemLink(job)}${at(job)}${dates(job)}`;
  const held = said.length ? undefined : stillHeld(ctx, job);
  if (held) return held;
  // Left a job outside software, for software: the owner's own answer on the switch.
  const moved = !said.length && job.entry.field === 'other' ? switchFaq(ctx) : undefined;
  if (moved)
    return answer(
      switchedFrom(ctx, job, moved.questions)
        ? `${ctx.v.name} left ${role} for software; why, in ${ctx.v.their} own words: “${moved.answer}”`
        : `The site doesn't say why ${ctx.v.name} left ${role} as such; on moving into software, in ${ctx.v.their} own words: “${moved.answer}”`,
      [job.id, faqItemId(ctx.cat, moved)],
      'faq',
    );
  if (!said.length)
    return answer(
      `The site doesn't say why ${ctx.v.name} left ${role}. ${contactLine(ctx.v)}`,
      [job],
      'not-on-site',
    );
  if (said.length === 1 && said[0]!.item === job)
    return answer(`On how ${role} ended, in ${ctx.v.name}'s own words: “${said[0]!.text}”`, [job]);
  return answer(
    `On how ${role} ended, ${ctx.v.name}'s own words:\n${said.map((p) => `- ${source(p.item)}: “${p.text}”`).join('\n')}`,
    [job, ...said.map((p) => p.item).filter((i) => i !== job)],
  );
}

// "Has he worked in fintech?", "has she worked at a startup?": an industry asked of the jobs.
// Words before "work" as a verb: its subject or an auxiliary.
const WORKER = new Set([
  'he',
  'she',
  'they',
  'ever',
  'also',
  'previously',
  'still',
  'did',
  'does',
  'do',
  'has',
  'have',
  'ever',
]);
const WORKED_IN =
  /\b(?:worked|work|working) (?:in|at|for) ((?:a |an |the )?[a-z][\w-]*(?: tech)?)(?: or ((?:a |an |the )?[a-z][\w-]*))?/;
// The field as the visitor said it, article and all ("a startup"), and the word alone ("travel"
// of "travel tech").
const bare = (said: string | undefined) => said?.replace(/^(?:a|an|the) /, '').replace(/ tech$/, '');

// Fields and sorts of employer a visitor names ("a startup", "healthtech", "banking").
const INDUSTRY = new Set(
  'startup startups agency agencies consultancy consultancies enterprise corporate nonprofit nonprofits government banking bank banks healthcare insurance retail ecommerce gaming media telecom telecoms logistics education academia automotive aerospace defence defense energy manufacturing hospitality publishing pharma biotech robotics finance'.split(
    ' ',
  ),
);

/** A yes/no question of whether the owner worked in a field, naming no technology or employer. */
/** "Any frontend work at the insurer?": "work" as a noun, asked of work of a sort there, not of the field. */
function workAsNoun(q: Ctx['q'], m: RegExpExecArray): boolean {
  const at = q.words.join(' ').slice(0, m.index).trim().split(' ').length;
  return (
    m[0].startsWith('work ') &&
    !WORKER.has(q.words[at - 1] ?? '') &&
    !q.found.some((f) => f.end === at && f.entity.type === 'owner')
  );
}

/** "Did she ever work in a pharmacy?" of a Pharmacist: the field a job's title names. */
export function fieldOfTitle(cat: Ctx['cat'], q: Ctx['q']): boolean {
  const word = q.yesNo ? bare(WORKED_IN.exec(q.words.join(' '))?.[1]) : undefined;
  if (!word || word.length < 5 || entitiesOf(q, 'org').length || entitiesOf(q, 'item').length) return false;
  return careerOf(cat).some((e) =>
    tokens(e.entry.role ?? e.title).some((t) => t.length > 4 && fieldRoot(t) === fieldRoot(word)),
  );
}

/** A word naming a field or sort of employer ("startup", "healthtech"). */
export const isField = (w: string) => INDUSTRY.has(w) || /tech$/.test(w);

/** Whether a question names a technology, an employer or (unless `itemsToo`) a piece of work. */
const namesOther = (q: Ctx['q'], itemsToo: boolean) =>
  entitiesOf(q, 'tech').length > 0 ||
  entitiesOf(q, 'org').length > 0 ||
  (itemsToo && entitiesOf(q, 'item').length > 0);

// "Which of her jobs was in a startup?": the jobs in a field, asked for by name.
const WHICH_JOB =
  /\bwhich (?:of (?:\w+ ){1,2}?)?(?:jobs?|employers?|companies|company|roles?|positions?)\b.*\b(?:was|were|is) (?:in|at|for) ((?:a |an |the )?[a-z][\w-]*(?: tech)?)/;

/** The field said after "worked in", or after a job asked for by "which". */
const fieldAsked = (q: Ctx['q']) => {
  const text = q.words.join(' ');
  return WORKED_IN.exec(text) ?? (q.yesNo ? null : WHICH_JOB.exec(text));
};

/** A yes/no on a field, or "which job was in it?". */
const askedOfField = (q: Ctx['q'], m: RegExpExecArray | null) => q.yesNo || (!!m && m[0].startsWith('which'));

export function asksIndustry(q: Ctx['q']): boolean {
  const m = fieldAsked(q);
  // "Worked in travel tech?" names a field, whatever hackathon is called "Travel Tech Hack".
  const tech = !!m?.[1]?.endsWith(' tech');
  if (!m || !askedOfField(q, m) || namesOther(q, !tech) || workAsNoun(q, m)) return false;
  const word = bare(m[1]);
  // "Has she worked in nursing for more than five years?": any field, where a length is claimed of it.
  const claimed = !!spanClaimed(q.words) && !areasIn(word ?? '').length;
  const named = tech || [word, bare(m[2])].some((w) => !!w && isField(w));
  return !!word && (named || entitiesOf(q, 'kind').length > 0 || claimed);
}

/** The jobs whose own sentences say the field; else that none is described so, with the owner's work of that kind. */
export function industry(ctx: Ctx): Answer | undefined {
  const found = inFieldAsked(ctx);
  // "Which of her jobs…?" is answered with the jobs, not a yes.
  return found && !ctx.q.yesNo
    ? { ...found, text: found.text.replace(/^Yes(?:, by the names? on the site)?:\n/, '') }
    : found;
}

function inFieldAsked(ctx: Ctx): Answer | undefined {
  const [, said, other] = fieldAsked(ctx.q) ?? [];
  // "A startup or a scale-up?": either field said is a yes.
  if (said && other) {
    const either = [bare(said), bare(other)].map((w) => inField(ctx, w, [], `${said} or ${other}`));
    return either.find((a) => a && a.kind !== 'not-on-site') ?? either.find(Boolean);
  }
  const kinds = entitiesOf(ctx.q, 'kind').map((k) => k.kind);
  return inField(ctx, bare(said), kinds, said);
}

function inField(
  ctx: Ctx,
  word: string | undefined,
  kinds: readonly string[],
  asked: string | undefined,
): Answer | undefined {
  // The visitor's own word, not the kind's broader synonyms ("edtech" is not every coaching job).
  const topic = ctx.passages.topicWords(word ? [word] : kinds);
  if (!topic.length) return undefined;
  // A sentence on leaving names the next job's field, not this one's.
  const found = ctx.passages.find(topic, 6, isJob, { keep: (text) => !MOVING_ON.test(text) });
  const said = [...new Map(found.map((p) => [p.item, p])).values()];
  // "Has he worked in medical devices?" of a job at Halcyon Medical Systems: the employer's name says it.
  const stems = [...topic, ...topic.flatMap((w) => ctx.passages.synonyms(w))].map(stemmer);
  const named = careerOf(ctx.cat).filter((e) =>
    tokens(`${e.entry.organisation ?? ''} ${e.entry.role ?? e.title}`).some(
      (t) => stems.includes(stemmer(t)) || (t.length > 4 && topic.some((w) => fieldRoot(w) === fieldRoot(t))),
    ),
  );
  // "Worked at a bank for ten years?": a field of work is a place, so "for" claims a length of it.
  const claim = ctx.q.yesNo ? spanClaimed(ctx.q.words, { placed: true }) : undefined;
  if (claim) return fieldLength(ctx, claim, topic, named);
  // Named by the employer ("Kontor Finance") beside the jobs whose words say it.
  const alsoNamed = named.filter((e) => !said.some((p) => p.item === e));
  if (said.length) return fieldSaid(ctx, stems, alsoNamed, said, named);
  if (named.length)
    return answer(
      `Yes, by the ${named.length > 1 ? 'names' : 'name'} on the site:\n${named.map((e) => `- ${entryLine(e)}`).join('\n')}`,
      named,
    );
  return noneInField(ctx, asked, kinds);
}

/**
 * The jobs in a field: those named by it or whose words place them in it, then those that only
 * worked for it ("apps for Nigerian banks"), said apart as work for clients in the field.
 */
function fieldSaid(
  ctx: Ctx,
  stems: readonly string[],
  named: readonly Entry[],
  said: readonly Passage[],
  employers: readonly Entry[],
): Answer {
  // A job at an employer named for the field is in it, whatever its sentence does "for" something.
  const forField = (p: Passage) =>
    !employers.includes(p.item as Entry) &&
    // "For this credit union I wrote…" is the employer itself.
    stems.some((s) => new RegExp(`\\bfor (?!this |my |our |its )(?:[\\w-]+ ){0,3}?${s}`, 'i').test(p.text));
  const at = said.filter((p) => !forField(p));
  const clients = said.filter(forField);
  const lines = (ps: readonly Passage[]) => ps.map((p) => `- ${source(p.item)}: “${p.text}”`);
  const inIt = [...named.map((e) => `- ${entryLine(e)}`), ...lines(at)];
  const forIt = clients.length
    ? `${inIt.length ? '\nFor clients in it:' : ''}\n${lines(clients).join('\n')}`
    : '';
  const lead = inIt.length ? 'Yes:' : `Not at one on the site, but ${ctx.v.name} worked for clients in it:`;
  return answer(`${lead}\n${inIt.join('\n')}${forIt}`.replace(/:\n\n/, ':\n'), [
    ...named,
    ...at.map((p) => p.item),
    ...clients.map((p) => p.item),
  ]);
}

type Said = { item: Item; text: string };
const MOVING_ON = /\b(?:left|leave|leaving|quit|to join|moved (?:on|to))\b/i;
const CLIENTS = /\b(?:clients?|customers?)\b/i;

/** The jobs with a sentence on the field by `test`, but for work done for clients in it. */
function jobsSaying(ctx: Ctx, test: (text: string) => boolean): Said[] {
  // "I left to join Fretly, because I wanted to work on logistics": the next job's field, not this one's.
  return careerOf(ctx.cat).flatMap((e) => {
    const text = sentencesOf(e.entry.content).find((t) => test(t) && !MOVING_ON.test(t));
    return text ? [{ item: e, text }] : [];
  });
}

/**
 * "Has he worked at a bank for more than ten years?": the time at the jobs whose employer, title or
 * own words name the field, weighed against the claim. Jobs only near it by their words ("patients"
 * of healthcare) are counted apart, and where they change the answer both counts are given; work
 * for clients in the field ("tests for banks") is shown, not counted.
 */
function fieldLength(ctx: Ctx, claim: SpanClaim, topic: readonly string[], named: readonly Entry[]): Answer {
  const stems = topic.map(stemmer);
  const own = jobsSaying(ctx, (t) => tokens(t).some((w) => stems.some((s) => stemmer(w).startsWith(s))));
  const near = jobsSaying(ctx, (t) => ctx.passages.says(t, topic));
  const counts = (p: Said) => !CLIENTS.test(p.text);
  const strict = [...new Set([...named, ...own.filter(counts).map((p) => p.item as Entry)])];
  const loose = [...new Set([...strict, ...near.filter(counts).map((p) => p.item as Entry)])];
  const clients = [...new Map([...own, ...near].map((p) => [p.item, p])).values()].filter(
    (p) => !loose.includes(p.item as Entry),
  );
  const [ms, ml] = [monthsCovered(strict, ctx.now), monthsCovered(loose, ctx.now)];
  const quote = (e: Entry) =>
    named.includes(e) ? undefined : [...own, ...near].find((p) => p.item === e)?.text;
  const line = (e: Entry) => `- ${entryLine(e)}${quote(e) ? `: “${quote(e)}”` : ''}`;
  const shown = meets(claim, ms) === meets(claim, ml) ? strict : loose;
  const head =
    shown === strict
      ? `${meets(claim, ms) ? 'Yes' : 'No'}: ${duration(ms)} in all at the jobs whose names or own words say it`
      : `That depends on what counts: ${duration(ms)} at the jobs whose names or own words say it, ${duration(ml)} with the jobs whose words are only near it`;
  const also = clients.length
    ? `\nNot counted, as work for clients in it:\n${clients.map((p) => `- ${source(p.item)}: “${p.text}”`).join('\n')}`
    : '';
  return answer(`${head}:\n${chronological(shown).map(line).join('\n')}${also}`, [
    ...shown,
    ...clients.map((p) => p.item),
  ]);
}

function noneInField(ctx: Ctx, word: string | undefined, kinds: readonly string[]): Answer {
  const work = ctx.cat.work.filter((w) => kindsOf(w).some((k) => kinds.includes(k)));
  const field = word ?? kinds[0]!;
  const also = work.length
    ? ` ${capitalised(ctx.v.their)} work of that kind: ${listing(work.map(itemLink))}.`
    : '';
  return answer(
    `No job on the site is ${/^(?:a|an|the) /.test(field) ? 'described as' : 'in'} ${field}.${also}`,
    work,
    work.length ? 'answered' : 'not-on-site',
  );
}

// "Was he laid off from Halcyon?": a job asked to have ended by the employer's doing.
const LAID_OFF =
  /\b(?:laid off|lay-?offs?|layoffs?|fired|let go|made redundant|redundan\w*|dismissed|sacked)\b/i;
const DENIED = /\b(?:not|never|no|wasn['’]t|weren['’]t|didn['’]t|avoided|escaped|survived)\b/i;
// Let go for cause, which a layoff is not.
const FIRED = /\b(?:fired|sacked|dismissed|terminated)\b/i;

/** Yes or no on being let go from the owner's sentences; "fired" is not answered by a layoff. */
function letGoLead(ctx: Ctx, said: readonly string[]): string {
  if (said.every((s) => DENIED.test(s))) return 'No';
  return FIRED.test(ctx.q.words.join(' ')) && !said.some((s) => FIRED.test(s))
    ? 'No, not fired: laid off'
    : 'Yes';
}

/** Yes or no from the job's own sentence on being let go; else that the site doesn't say, with how it ended. */
export function laidOff(ctx: Ctx): Answer | undefined {
  if (!ctx.q.yesNo || !LAID_OFF.test(ctx.q.words.join(' '))) return undefined;
  const job = jobAsked(ctx);
  if (!job) return anyLaidOff(ctx);
  const role = `${itemLink(job)}${at(job)}${dates(job)}`;
  const sentences = sentencesOf(job.entry.content);
  const said = sentences.filter((s) => LAID_OFF.test(s));
  if (said.length) {
    // "A round of layoffs hit the studio, but I was not part of it": the layoffs were not the owner's.
    const lead = letGoLead(ctx, said);
    return answer(`${lead}, in ${ctx.v.their} own words on ${role}: “${said.join(' ')}”`, [job]);
  }
  const ending = sentences.filter((s) => ENDED.test(s)).slice(0, 2);
  return answer(
    `The site doesn't say ${ctx.v.name} was let go from ${role}.${ending.length ? ` On how it ended, ${ctx.v.their} own words: “${ending.join(' ')}”` : ''}`,
    [job],
    ending.length ? 'answered' : 'not-on-site',
  );
}

/** "Has she ever been laid off?": the jobs whose own words say so, yes where any was hers. */
function anyLaidOff(ctx: Ctx): Answer | undefined {
  const said = careerOf(ctx.cat).flatMap((e) =>
    sentencesOf(e.entry.content)
      .filter((s) => LAID_OFF.test(s))
      .map((text) => ({ e, text })),
  );
  if (!said.length)
    return answer(
      `No job on the site says ${ctx.v.name} was let go. ${contactLine(ctx.v)}`,
      [],
      'not-on-site',
    );
  const lead = letGoLead(
    ctx,
    said.map((p) => p.text),
  );
  return answer(
    `${lead}, in ${ctx.v.their} own words:\n${said.map((p) => `- ${source(p.e)}: “${p.text}”`).join('\n')}`,
    said.map((p) => p.e),
  );
}

/**
 * Whether the owner's answer on the switch is the answer on leaving this job: its own questions ask
 * why they left, or the job is the last outside software before the first in it.
 */
function switchedFrom(ctx: Ctx, job: Entry, questions: readonly string[]): boolean {
  if (questions.some((q) => /\b(?:leave|left|quit|quitting|leaving)\b/i.test(q))) return true;
  const jobs = chronological(careerOf(ctx.cat));
  const next = jobs[jobs.indexOf(job) + 1];
  return (
    !!next &&
    next.entry.field !== 'other' &&
    !jobs.slice(0, jobs.indexOf(job)).some((e) => e.entry.field !== 'other')
  );
}
