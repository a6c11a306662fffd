import { siteNameOf } from '../../../content/brand';
import { madeForSaid } from './clients';
import { stackKindAsked, stackOfKind } from './stackKind';
import { besidesOfKind } from './besidesOfKind';
import { asksTeamsWithout, teamsInView, teamsWithout } from './teamsWithout';
import { at, entryLine, type Entry } from './entryText';
import { KNOWN_KINDS } from '../../../content/schema';
import { pages } from '../../../contracts/pages';
import type { Item, Tech, Work } from '../catalogue';
import { entitiesOf } from '../understand';
import {
  careerOf,
  chronological,
  dateKey,
  isJob,
  kindsOf,
  linksOf,
  newestFirst,
  notCoding,
  notCompeting,
  soloEntry,
  stackOf,
  usesTech,
  year,
} from '../facts';
import { firstSentences, listing, normalize, singular, tokens } from '../text';
import { KIND_NAMES, NEGATION_WORDS } from '../lexicon/cues';
import {
  asksCategorySkills,
  described,
  describedJob,
  isWork,
  namedItems,
  namedKinds,
  namedTechs,
  yearBound,
  target,
  type Ctx,
} from './context';
import { entryCard, techAtEntries } from './about';
import { answer, contactLine, itemLink, link, pageLink, span, when, type Answer } from './markdown';
import { capitalised, DOING, source } from './prose';
import { countedSaid } from './followUpSaid';
import { isKindWord, kindWord, platformLabel } from './kindWord';
import { commonWords, englishWords, FUNCTION_WORDS } from '../lexicon/english';
import { entryTechs, mentionsOf, skillHas, skills as ownSkills, techAtJob, usesSkill } from './skills';
import { proseOf } from './workDetail';
import { propertyInView } from './propertyInView';
import { notBuiltByOwner, unbuiltOfKinds } from './noCode';
import { NUMBERS } from './spanClaim';
import { namesEmployer } from './entryClaims';
import { asksLanguage, writtenIn, writtenInOther } from './writtenIn';
import { asksFinished, finishedWork, FINISHING, LEFT_UNFINISHED } from './finished';
import {
  hostOf,
  namesStore,
  otherPlatformWords,
  platformAsked,
  storeAsked,
  storeHosts,
  storeWords,
} from '../lexicon/hosts';
import { asksBusiestYear, busiestYear } from './busiestYear';
import { sentencesOf, type Passage } from '../passages';
import { kindAtEmployer } from './kindAtEmployer';
import { ofRankAsked, placeOf } from './placeRank';
import { asksExperience, kindSaidAtWork, kindSaidElsewhere } from './kindSaid';

// Answers about projects and hackathon entries: lists, one item's card, one detail of it, kinds of work.

const projectsOf = (ctx: Ctx) => ctx.cat.work.filter((w) => w.type === 'project');
const hackathonsOf = (ctx: Ctx) => ctx.cat.work.filter((w) => w.type === 'hackathon');

const KIND_LABELS: Record<string, string> = {
  cli: 'command-line tool',
  api: 'API',
  ai: 'AI project',
  'e-commerce': 'e-commerce project',
  education: 'education project',
  health: 'health project',
  finance: 'finance project',
  accessibility: 'accessibility project',
  blockchain: 'blockchain project',
};
// An owner's own kind that names a field, not a thing ("robotics", "hardware"), is a project of it.
const FIELD_KIND =
  /(?:ics|ware|ing|tech|care|ance|ence|ity|ism|ry|ed|ial|ic|ia|ure|ops|ment|research|music|art|science)$/;
// An owner's own kind of a few letters and no vowel ("ctf", "sdk") is a short form, said in capitals.
const SHORT_FORM = /^[b-df-hj-np-tv-z]{2,4}$/;
/** How an owner's own kind (not one of the documented ones) is said of one piece of work. */
function ownKindLabel(kind: string): string {
  if (FIELD_KIND.test(kind)) return `${kind} project`;
  if (SHORT_FORM.test(kind)) return kind.toUpperCase();
  // "iot", "nlp": a short form with vowels names a field, said in capitals.
  if (kind.length <= 4 && !englishWords().has(kind)) return `${kind.toUpperCase()} project`;
  // An owner's own kind written plural ("talks") is counted from its singular.
  return /[^s]s$/.test(kind) && englishWords().has(singular(kind)) ? singular(kind) : kind;
}

export const kindLabel = (kind: string, n = 1) => {
  const own = !(KNOWN_KINDS as readonly string[]).includes(kind);
  const one = KIND_LABELS[kind] ?? (own ? ownKindLabel(kind) : kind);
  if (n === 1) return one;
  return one.endsWith('y') && !one.endsWith('ey') ? `${one.slice(0, -1)}ies` : `${one}s`;
};

/** "a library", "an API". */
// Short forms said letter by letter, written in capitals: "an ML engineer", "a UX designer".
const SAID_BY_LETTER: Record<string, string> = {
  ml: 'ML',
  ai: 'AI',
  ux: 'UX',
  ui: 'UI',
  qa: 'QA',
  sre: 'SRE',
  it: 'IT',
  hr: 'HR',
  ios: 'iOS',
};
// Letters whose name begins with a vowel sound ("an ML", "an SRE").
const LETTER_VOWEL_SOUND = /^[aefhilmnorsx]/;
// "a Unity developer", "a user", "a one-person team": a vowel said as a consonant.
const YOU_SOUND = /^(?:uni|use|usa|usu|ubi|uk\b|eu|one\b|once)/i;
/** The phrase after "a" or "an" as it is said, a short form said letter by letter in capitals. */
export function withArticle(phrase: string): string {
  const [first = '', ...rest] = phrase.split(' ');
  const letters = SAID_BY_LETTER[first];
  // "an SRE", "an ML engineer": a short form in capitals is said letter by letter too.
  const spelled = letters ?? (/^[A-Z]{2,5}s?$/.test(first) ? first : undefined);
  const vowel = spelled
    ? LETTER_VOWEL_SOUND.test(spelled.toLowerCase())
    : /^[aeiou]/i.test(first) && !YOU_SOUND.test(first);
  return `${vowel ? 'an' : 'a'} ${[letters ?? first, ...rest].join(' ')}`;
}
// "February 2021" where the owner gave the month, else the year.
const monthOf = (w: Work) => (dateKey(w).endsWith('-00') ? year(w) : when(dateKey(w)));
const dated = (w: Work) => (w.type === 'project' ? year(w) : when(w.hackathon.date));
const blurb = (w: Work) =>
  w.type === 'project' ? w.project.summary : firstSentences(w.hackathon.description.app, 1);
/** One line of a list: the linked name, its date and one sentence. */
export const workLine = (w: Work) => `${itemLink(w)} (${dated(w)}): ${blurb(w)}`;
const linksLine = (w: Work) =>
  linksOf(w)
    .map((l) => link(l.label, l.url))
    .join(' · ');

/** "And the other ones?": the work of the same type as the last answer's that it did not name. */
export function otherWork(ctx: Ctx): Answer {
  const shown = ctx.focus.filter(isWork);
  const type = shown[0]!.type;
  const rest = newestFirst(ctx.cat.work.filter((w) => w.type === type && !shown.includes(w)));
  const noun = type === 'hackathon' ? 'hackathon entries' : 'projects';
  if (!rest.length) return answer(`Those are all of ${ctx.v.name}'s ${noun} on the site.`, shown);
  // A hackathon entry's outcome is its placing, or that none is recorded, and the owner's part in it.
  const line = (w: Work) =>
    w.type === 'hackathon'
      ? `- ${itemLink(w)} (${dated(w)}, ${w.hackathon.event}): ${w.hackathon.result ?? 'no placing recorded'}; ${ctx.v.their} ${w.hackathon.roles.length > 1 ? 'roles' : 'role'}: ${listing(w.hackathon.roles)}`
      : `- ${workLine(w)}`;
  return answer(`${ctx.v.name}'s other ${noun}:\n${rest.map(line).join('\n')}`, rest);
}

/** An item's card: what it is, when, what with, and its links. */
export function card(ctx: Ctx, item: Item): Answer {
  if (item.type === 'entry' || item.type === 'faq') return entryCard(ctx, item);
  if (item.type === 'category') {
    const skills = item.category.skills.map((s) => s.title);
    return answer(`${itemLink(item)}: ${listing(skills)}.`, [item]);
  }
  const w = item;
  const lines =
    w.type === 'project'
      ? [
          // A summary that says "This site" itself is not told it again.
          /^this site\b/i.test(w.project.summary) && w.project.thisSite
            ? `${itemLink(w)} (${dated(w)}): ${w.project.summary}`
            : `${itemLink(w)} (${dated(w)}) is ${
                w.project.thisSite ? 'this site' : kindsOfWork(w)
              }: ${w.project.summary}`,
          withoutStackSaid(firstSentences(w.project.description, 3)),
        ]
      : [
          // The team's entry by its own name; the app's name only where it differs from it.
          `${itemLink(w)}${normalize(w.hackathon.title) === normalize(w.title) ? '' : ` (**${w.hackathon.title}**)`}: ${ctx.v.name}'s entry at ${w.hackathon.event} (${when(w.hackathon.date)})${
            w.hackathon.result ? `, ${w.hackathon.result}` : ''
          }.`,
          firstSentences(w.hackathon.description.app, 1),
          `${ctx.v.name}'s ${w.hackathon.roles.length > 1 ? 'roles' : 'role'}: ${listing(w.hackathon.roles)}.`,
        ];
  lines.push(`Built with ${listing(stackOf(w))}.`);
  const links = linksLine(w);
  if (links) lines.push(links);
  return answer(lines.join(' '), [w]);
}

// The card ends with the stack: the owner's own sentence naming it would say it twice.
const STACK_SAID = /^(?:it(?:'s| is| was) )?(?:built|made|written) (?:with|using|in)\b/i;
const withoutStackSaid = (text: string) =>
  sentencesOf(text)
    .filter((s) => !STACK_SAID.test(s))
    .join(' ');

/** Which one, when a follow-up points at several. */
function which(ctx: Ctx, items: readonly Item[]): Answer {
  return answer(`Which one do you mean: ${listing(items.slice(0, 8).map(itemLink))}?`, items);
}

function forTarget(
  ctx: Ctx,
  accept: (i: Item) => boolean,
  write: (i: Item) => Answer,
  none: () => Answer,
  most = 3,
): Answer {
  const t = target(ctx, accept);
  if (!t) return none();
  if (!Array.isArray(t)) return write(t);
  if (t.length <= most) {
    const parts = t.map(write);
    return answer(
      parts.map((p) => p.text).join('\n\n'),
      parts.flatMap((p) => p.items),
    );
  }
  return which(ctx, t);
}

const askWhich = (ctx: Ctx) => () =>
  ofEntriesInView(ctx) ??
  answer(
    `Which project${hackathonsOf(ctx).length ? ' or hackathon team' : ''} do you mean? ${listing(ctx.cat.work.slice(0, 12).map(itemLink))}.`,
    ctx.cat.work,
  );

/**
 * "+Where was that?", "+when?" after an answer on a job or the owner's own words, no piece of work:
 * the dated entries in view, never a choice among projects the visitor never asked about.
 */
function ofEntriesInView(ctx: Ctx): Answer | undefined {
  if (!ctx.q.backRef && ctx.q.words.length > 4) return undefined;
  if (!ctx.focus.length || ctx.focus.some(isWork)) return undefined;
  const dated = ctx.focus.filter(
    (i): i is Extract<Item, { type: 'entry' }> => i.type === 'entry' && !!i.entry.start,
  );
  if (!dated.length) return answer(`The site doesn't say. ${contactLine(ctx.v)}`, [], 'not-on-site');
  return answer(`${listing(dated.map((e) => entryLine(e, ctx.now)))}.`.replace(/^\[/, '['), dated);
}

/** A list line: a hackathon entry as its team, date and what it built, a project with its summary. */
/** A piece of work in one line with its links: where a visitor asking "where can I see it?" goes. */
export const linkedLine = (w: Work) => `${workLine(w)}${linksOf(w).length ? ` ${linksLine(w)}` : ''}`;
export const listLine = (w: Work) =>
  w.type === 'hackathon'
    ? `${itemLink(w)} (${dated(w)}): ${entryAt(w)}${w.hackathon.result ? `: **${w.hackathon.result}**` : ''}`
    : linkedLine(w);

// "My first project", "our very first": the work's own words on being first ("mobile-first" is not).
const OWN_FIRST = /\b(?:my|our|the|his|her|their) (?:very )?first\b/i;

/**
 * "His first project at Harbor Code?" among work dated alike: the one piece whose own words say it
 * was the first, at the organisation asked about where one is named.
 */
function saysFirst(ctx: Ctx, tied: readonly Work[]): { w: Work; sentence: string } | undefined {
  const orgs = ctx.q.found.flatMap((f) => (f.entity.type === 'org' ? [normalize(f.entity.name)] : []));
  // First at another place is not first overall, nor first at the place asked.
  const others = ctx.cat.entries
    .flatMap((e) => (e.entry.organisation ? [normalize(e.entry.organisation)] : []))
    .filter((o) => !orgs.includes(o));
  const fits = (x: string) =>
    OWN_FIRST.test(x) &&
    orgs.every((o) => normalize(x).includes(o)) &&
    !others.some((o) => normalize(x).includes(o));
  const told = tied.flatMap((w) =>
    sentencesOf(proseOf(w))
      .filter(fits)
      .slice(0, 1)
      .map((sentence) => ({ w, sentence })),
  );
  return told.length === 1 ? told[0] : undefined;
}

/** "How many projects does he have?": the count, with the names, not every card. */
const countOnly = (ctx: Ctx, sorted: readonly Work[], nouns: string) =>
  !ctx.q.order && /\bhow many\b/.test(ctx.q.words.join(' '))
    ? answer(
        `${ctx.v.name} has ${sorted.length} ${nouns} on the site: ${listing(sorted.map((w) => `${itemLink(w)} (${dated(w)})`))}.`,
        sorted,
      )
    : undefined;

function orderedList(ctx: Ctx, items: Work[], noun: string): Answer {
  const { order } = ctx.q;
  if (!items.length) return answer(`There are no ${noun} on the site.`, [], 'not-listed');
  if (nthAsked(ctx)) return nthInOrder(ctx, items, noun, order === 'last' ? 'last' : 'first');
  if (order === 'first' || order === 'last') {
    const pick = (order === 'first' ? chronological(items) : newestFirst(items))[0]!;
    const word = order === 'first' ? 'earliest' : 'latest';
    // Work dated alike is equally early or late: all of it is named, none chosen by content's order.
    // A year alone is as early or late as any month of that year.
    const tied = items.filter(
      (w) =>
        dateKey(w) === dateKey(pick) ||
        (year(w) === year(pick) && (dateKey(w).endsWith('-00') || dateKey(pick).endsWith('-00'))),
    );
    const told = tied.length > 1 && order === 'first' ? saysFirst(ctx, tied) : undefined;
    if (told)
      return answer(
        `${itemLink(told.w)} (${dated(told.w)}), in ${ctx.v.their} own words: “${told.sentence}”`,
        [told.w],
      );
    if (tied.length > 1)
      return answer(
        `${ctx.v.name}'s ${word} ${noun} are all from ${tied.some((w) => dateKey(w).endsWith('-00')) ? year(pick) : dated(pick)}:\n${tied.map((w) => `- ${listLine(w)}`).join('\n')}`,
        tied,
      );
    // A hackathon entry says its event: "the first game jam" is asked by the event's name as much as the team's.
    const line =
      pick.type === 'hackathon'
        ? `${listLine(pick)}. ${firstSentences(pick.hackathon.description.app, 1)}`
        : workLine(pick);
    return answer(`The ${word} of ${ctx.v.name}'s ${noun}: ${line}`, [pick]);
  }
  return wholeList(ctx, items, noun);
}

// "His second project" counts from the start, as "his second oldest" does.
const nthAsked = (ctx: Ctx) => !!ctx.q.ordinal && !ctx.q.backRef && ctx.q.order !== 'asc';

const NTH = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth'];

/**
 * "The second most recent hackathon", "his third newest project": the work that many dates from
 * the end asked, work dated alike counted once and named together.
 */
function nthInOrder(ctx: Ctx, items: readonly Work[], noun: string, order: 'first' | 'last'): Answer {
  const n = ctx.q.ordinal!;
  const sorted = order === 'first' ? chronological(items) : newestFirst(items);
  const nth = (i: number) => NTH[i] ?? `${i + 1}th`;
  const end = order === 'first' ? 'earliest' : 'latest';
  if (!sorted[n])
    return answer(
      `${ctx.v.name} has ${sorted.length} ${sorted.length === 1 ? singular(noun) : noun} on the site, so no ${nth(n)} ${end}: ${listing(sorted.map((w) => `${itemLink(w)} (${dated(w)})`))}.`,
      sorted,
    );
  const picked = sorted.filter((w) => dateKey(w) === dateKey(sorted[n]!));
  const [i, j] = [sorted.indexOf(picked[0]!), sorted.indexOf(picked.at(-1)!)];
  const word = `${nth(n)} ${end}`;
  if (picked.length > 1)
    return answer(
      `The site dates ${ctx.v.name}'s ${nth(i)} to ${nth(j)} ${end} ${noun} alike (${dated(picked[0]!)}), so it doesn't say which is ${nth(n)}:\n${picked.map((w) => `- ${listLine(w)}`).join('\n')}`,
      picked,
    );
  const pick = picked[0]!;
  const line =
    pick.type === 'hackathon'
      ? `${listLine(pick)}. ${firstSentences(pick.hackathon.description.app, 1)}`
      : workLine(pick);
  return answer(`The ${word} of ${ctx.v.name}'s ${noun}: ${line}`, [pick]);
}

/** All the work asked for, in the order asked, or its count and names where a count is asked. */
function wholeList(ctx: Ctx, items: readonly Work[], noun: string): Answer {
  const { order } = ctx.q;
  const sorted = order === 'asc' ? chronological(items) : newestFirst(items);
  const nouns = sorted.length === 1 ? singular(noun) : noun;
  const counted = countOnly(ctx, sorted, nouns);
  if (counted) return counted;
  const head = `${ctx.v.name} has ${sorted.length} ${nouns} on the site (${order === 'asc' ? 'oldest first' : 'newest first'}):`;
  return answer(`${head}\n${sorted.map((w) => `- ${listLine(w)}`).join('\n')}`, sorted);
}

// The owner's own first: "my first", "our first" (a "their first" may be anyone's).
const MY_FIRST = /\b(?:my|our) (?:very )?first\b/i;
// Where the phrase "my first …" ends: a stop or a preposition ("my first project at Harbor Code").
const FIRST_OF_END = /[,.;:!?]|\s(?:at|in|for|with|on|of|from|by|to|as|since|when|while|that|which)\s/i;
// Words of a "first" question that name no topic of their own.
const FIRST_FILLER = new Set(['first', 'earliest', 'work', 'project', 'projects', 'thing', 'ever']);

/**
 * "What was his first paid programming work?": a sentence of the owner's that says which was their
 * first of what is asked ("It was my first paid programming work") answers before any date.
 */
export function firstInOwnWords(ctx: Ctx): Answer | undefined {
  if (ctx.q.order !== 'first') return undefined;
  const topic = ctx.passages.topicWords(ctx.q.words, { verbs: true }).filter((w) => !FIRST_FILLER.has(w));
  if (!topic.length) return undefined;
  // What follows "my first" is what it was the first of: every word asked must be there.
  const firstOf = (text: string) => {
    const at = MY_FIRST.exec(text);
    const rest = at ? text.slice(at.index + at[0].length) : '';
    return rest.split(FIRST_OF_END)[0]!.split(/\s+/).slice(0, 6).join(' ');
  };
  const told = ctx.passages
    .find(topic, 6)
    .filter((p) => p.every && ctx.passages.says(firstOf(p.text), topic));
  if (!told.length) return undefined;
  return answer(`${source(told[0]!.item)}, in ${ctx.v.their} own words: “${told[0]!.text}”`, [told[0]!.item]);
}

// "Which project?", "in which one?" alone: of those the last answer named.
const WHICH_PROJECT_ALONE = /^(?:and |so )?(?:in |on )?which (?:project|one)s?$/;

/** "Any NLP experience?" then "which project?": the projects among what that answer named. */
function projectsInView(ctx: Ctx): Answer | undefined {
  const named = ctx.focus.filter((i) => i.type === 'project');
  if (!WHICH_PROJECT_ALONE.test(ctx.q.words.join(' ')) || !named.length) return undefined;
  return named.length < projectsOf(ctx).length
    ? answer(named.map((w) => `- ${listLine(w)}`).join('\n'), named)
    : undefined;
}

// "What kinds of apps has he made?": the kinds of work, not one pick of it.
export const KINDS_ASKED =
  /\bwhat (?:kinds?|sorts?|types?) of (?:apps|applications|projects|things|software|work|stuff|products)\b/;

/** The owner's work grouped by its kinds, the kinds with the most work first. */
function workByKind(ctx: Ctx): Answer | undefined {
  if (!KINDS_ASKED.test(ctx.q.words.join(' ')) || namedKinds(ctx).length || namedTechs(ctx).length)
    return undefined;
  const work = newestFirst(ctx.cat.work);
  const kinds = [...new Set(work.flatMap(kindsOf))]
    .map((k) => ({ k, of: work.filter((w) => kindsOf(w).includes(k)) }))
    .sort((a, b) => b.of.length - a.of.length);
  if (!kinds.length) return undefined;
  const lines = kinds.map(
    ({ k, of }) => `- ${capitalised(kindLabel(k, of.length))}: ${listing(of.map(itemLink))}`,
  );
  return answer(`${ctx.v.name}'s work on the site, by kind:\n${lines.join('\n')}`, work);
}

/** The work by kind, the first in the owner's own words, or the projects in view. */
const projectsLead = (ctx: Ctx) => workByKind(ctx) ?? firstInOwnWords(ctx) ?? projectsInView(ctx);

export function projects(ctx: Ctx): Answer {
  const own = projectsLead(ctx);
  if (own) return own;
  // "The most recent thing he shipped" names no type of work: the latest of all of it.
  const anyWork =
    (ctx.q.order === 'first' || ctx.q.order === 'last') &&
    !ctx.focus.length &&
    !ctx.q.words.some((w) => /^(?:projects?|hackathons?)$/.test(w)) &&
    hackathonsOf(ctx).length > 0;
  if (anyWork) return orderedList(ctx, [...ctx.cat.work], 'projects and hackathon entries');
  const items = projectsOf(ctx);
  const techs = namedTechs(ctx);
  const kinds = namedKinds(ctx);
  if (kinds.length) return kindHas(ctx);
  if (techs.length) return skillWhere(ctx);
  if (ctx.q.years.length) return projectsOfYears(ctx, items);
  const list = orderedList(ctx, items, 'projects');
  const teams = hackathonsOf(ctx).length;
  if (!ctx.q.order && !ctx.q.years.length && teams)
    list.text += `\n\nPlus ${teams} hackathon ${teams === 1 ? 'entry' : 'entries'} under ${pageLink('hackathons')}.`;
  return list;
}

/** "Which projects did she ship in 2022 and 2023?": the projects of those years, then the hackathon entries. */
function projectsOfYears(ctx: Ctx, all: readonly Work[]): Answer {
  const { years } = ctx.q;
  // "From before 2024?", "since 2023?": the years the bound takes in.
  const bounded = yearBound(ctx);
  const bound = bounded && !/^(?:in|during) /.test(bounded.words) ? bounded : undefined;
  const inYears = bound?.test ?? ((w: Work) => years.includes(Number(year(w))));
  const items = newestFirst(all.filter(inYears));
  const entries = newestFirst(hackathonsOf(ctx).filter(inYears));
  const dates = bound ? bound.words : listing(years.map(String), 'or');
  const also = entries.length
    ? `\nHackathon ${entries.length === 1 ? 'entry' : 'entries'} then: ${listing(entries.map((w) => `${itemLink(w)} (${dated(w)})`))}.`
    : '';
  if (!items.length)
    return answer(
      `None of ${ctx.v.name}'s projects is dated ${dates}.${also} ${pageLink('projects')} lists them all.`,
      entries,
      entries.length ? 'answered' : 'not-on-site',
    );
  const head = `${items.length} of ${ctx.v.name}'s ${all.length} projects ${items.length === 1 ? 'is' : 'are'} ${bound ? 'dated' : 'from'} ${dates}:`;
  return answer(`${head}\n${items.map((w) => `- ${listLine(w)}`).join('\n')}${also}`, [...items, ...entries]);
}

/** "Any hackathons before 2024?", "in 2022?": the entries of the time asked, or none, with when the others were. */
function hackathonsInTime(ctx: Ctx, items: readonly Work[]): Answer | undefined {
  const bound = yearBound(ctx);
  if (!bound) return undefined;
  const then = newestFirst(items.filter(bound.test));
  if (!then.length)
    return answer(
      `${ctx.q.yesNo || ctx.q.words[0] === 'any' ? 'No: ' : ''}the site lists no hackathon entries for ${ctx.v.name} ${bound.words}. ${capitalised(ctx.v.their)} entries:\n${newestFirst(
        items,
      )
        .map((w) => `- ${listLine(w)}`)
        .join('\n')}`.replace(/^t/, 'T'),
      newestFirst(items),
    );
  return answer(
    `${ctx.q.yesNo || ctx.q.words[0] === 'any' ? 'Yes: ' : ''}${ctx.v.name}'s hackathon ${then.length === 1 ? 'entry' : 'entries'} ${bound.words}:\n${then.map((w) => `- ${listLine(w)}`).join('\n')}`,
    then,
  );
}

const COMPETED = /\b(?:compete|competed|competing|competitor|competitive)\b/;

/** "How many has she competed in?": the entries she competed in, and those she only mentored or judged. */
function competedIn(ctx: Ctx, items: readonly Work[]): Answer | undefined {
  const aside = items.filter(notCompeting);
  if (!COMPETED.test(ctx.q.words.join(' ')) || !aside.length) return undefined;
  const competed = newestFirst(items.filter((w) => !aside.includes(w)));
  const count = competed.length === 1 ? 'one' : `${competed.length}`;
  const lines = competed.map((w) => `- ${listLine(w)}`).join('\n');
  return answer(
    `${capitalised(count)} as a competitor${competed.length ? `:\n${lines}` : '.'}\n${aside.map((w) => besideCompetition(ctx, w, ctx.v.They)).join(' ')}`,
    [...competed, ...aside],
  );
}

// "How many is that in total, counting hackathons?": every piece in view, hackathon entries included.
const COUNTING = /\b(?:counting|including|incl|plus|in total|altogether|all together|in all)\b/;
// "How many in total, counting hackathons too?" reaches back without a pointing word.
const COUNTING_TOO =
  /\b(?:counting|including|plus)\b.*\b(?:too|also|as well|in total)\b|\bin total\b.*\b(?:counting|including)\b/;

/** The pieces of work in view counted together, by type, where a follow-up counts hackathons in. */
function countedIn(ctx: Ctx): Answer | undefined {
  const said = ctx.q.words.join(' ');
  if (!COUNTING.test(said)) return undefined;
  const inView = ctx.q.backRef || COUNTING_TOO.test(said) ? ctx.focus.filter(isWork) : [];
  // "How many projects in total, including hackathons?" with none in view: all of them.
  const both = /\bprojects?\b/.test(said) && /\bhackathons?\b/.test(said);
  const work = new Set(inView.map((w) => w.type)).size > 1 ? inView : both ? ctx.cat.work : [];
  if (new Set(work.map((w) => w.type)).size < 2) return undefined;
  const part = (type: Work['type'], one: string, many: string) => {
    const of = work.filter((w) => w.type === type);
    return `${of.length} ${of.length === 1 ? one : many} (${listing(newestFirst(of).map(itemLink))})`;
  };
  return answer(
    `${work.length} in total: ${part('project', 'project', 'projects')} and ${part('hackathon', 'hackathon entry', 'hackathon entries')}.`,
    newestFirst(work),
  );
}

/** No hackathons, and no awards where those are asked ("any awards?"). */
function noHackathons(ctx: Ctx): Answer {
  const awards = ctx.q.words.some((w) => /^(?:awards?|prizes?)$/.test(w)) ? 'awards or ' : '';
  return answer(
    `${ctx.q.yesNo ? 'No: the' : 'The'} site lists no ${awards}hackathons for ${ctx.v.name}. ${ctx.v.They} ${ctx.v.has} ${projectsOf(ctx).length} projects under ${pageLink('projects')}.`,
    [],
    'not-listed',
  );
}

export function hackathons(ctx: Ctx): Answer {
  const counted = countedIn(ctx);
  if (counted) return counted;
  // "Which of them were hackathon entries?": the ones in view that are.
  const inView = ctx.q.backRef ? (ctx.focus.filter((i) => i.type === 'hackathon') as Work[]) : [];
  if (inView.length)
    return answer(
      `Of those, ${inView.length} ${inView.length === 1 ? 'is a hackathon entry' : 'are hackathon entries'}:\n${newestFirst(
        inView,
      )
        .map((w) => `- ${listLine(w)}`)
        .join('\n')}`,
      newestFirst(inView),
    );
  const items = hackathonsOf(ctx);
  if (!items.length) return noHackathons(ctx);
  const timed = hackathonsInTime(ctx, items) ?? competedIn(ctx, items);
  if (timed) return timed;
  // "Which hackathon was about finance?": the entries of the kinds named, when any is.
  const kinds = namedKinds(ctx);
  const ofKind = items.filter((w) => kinds.some((k) => kindsOf(w).includes(k)));
  if (kinds.length && !ofKind.length) return kindHas(ctx);
  const list = ofKind.length
    ? answer(
        `${ofKind.length === 1 ? 'One' : ofKind.length} of ${ctx.v.name}'s hackathon entries ${ofKind.length === 1 ? 'is' : 'are'} ${listing(kinds.map((k) => withArticle(kindLabel(k))))}:\n${newestFirst(
          ofKind,
        )
          .map((w) => `- ${linkedLine(w)}`)
          .join('\n')}`,
        newestFirst(ofKind),
      )
    : orderedList(ctx, items, 'hackathon entries');
  if (ctx.q.yesNo) list.text = `Yes: ${list.text}`;
  return list;
}

/** The named skill categories' cards. */
const categoryCard = (ctx: Ctx): Answer => {
  const parts = namedItems(ctx)
    .filter((i) => i.type === 'category')
    .map((c) => card(ctx, c));
  return answer(
    parts.map((p) => p.text).join('\n'),
    parts.flatMap((p) => p.items),
  );
};

// A result that is a win: first place, a prize or an award; second or third place is a placing.
const FIRST = /\b(?:1st|first|winner|won|win|prize|award|best|champion|choice)\b/i;
// A prize beside the main ranking ("Nordic Semiconductor sponsor prize", "Best use of open data"):
// a win of its own, not of the event.
const SIDE_PRIZE =
  /\b(?:sponsor\w*|category|special|track|audience|people['’]?s|honou?rable|best use|best \w+|most \w+)\b/i;
// "1st place", "overall winner", "grand prize": the event itself won ("4th place overall" is not).
const OVERALL =
  /\b(?:1st|first) (?:place|prize|overall)\b|\boverall (?:winners?|champions?)\b|\b(?:won|winners?) overall\b|\b(?:grand prize|winners?)\b/i;
/** "Did he win Junction 2019?": the event itself named as won, not "anything" or "a prize". */
const eventWinAsked = (ctx: Ctx) =>
  entitiesOf(ctx.q, 'item').length > 0 &&
  !ctx.q.words.some((w) =>
    ['anything', 'any', 'something', 'prize', 'prizes', 'award', 'awards'].includes(w),
  );
/** Whether a result is a prize beside the event's main ranking, not the event won. */
const sidePrize = (result: string) => SIDE_PRIZE.test(result) && !OVERALL.test(result);
/** Whether a hackathon result is a win: a first place, a prize or an award. */
export const isWinResult = (result: string) => FIRST.test(result) && isPlacing(result);
// A result that says the team was out of the ranking: no placing, whatever else it says.
const NOT_PLACED =
  /\b(?:disqualif\w*|withdr[ae]wn?|dnf|eliminated|unplaced|not placed|did not (?:finish|place|submit)|didn['’]t (?:finish|place|submit)|no (?:placing|prize|award)|participa\w*)\b/i;
/** Whether a hackathon result is a placing, not an outcome outside the ranking ("Disqualified"). */
export const isPlacing = (result: string | undefined) => !!result && !NOT_PLACED.test(result);
const resultOf = (w: Work) => (w.type === 'hackathon' ? (w.hackathon.result ?? '') : '');
/** "Null Pointers: Disqualified (pre-written code) at Garage48 (April 2023)". */
const outcome = (w: Work) =>
  w.type === 'hackathon'
    ? `${itemLink(w)}: ${w.hackathon.result} at ${w.hackathon.event} (${when(w.hackathon.date)})`
    : '';
// "First place" asked for is first place itself: an audience award or a special prize is not it.
const FIRST_PLACE = /\b(?:1st|first|winner|won|gold|champion)\b/i;
const FIRST_PLACE_ASKED =
  /\b(?:first place|1st place|first prize|(?:came|come|placed|place|finished|finish) (?:1st|first)|gold)\b/;
/** Whether a result answers the win asked about. */
const isWin = (ctx: Ctx, result: string) =>
  (FIRST_PLACE_ASKED.test(ctx.q.words.join(' ')) ? FIRST_PLACE : FIRST).test(result);

/** "Did they win?", "did they get first place?": a win asked, not any placing. */
const winAsked = (ctx: Ctx) =>
  ctx.q.words.some((w) => w === 'won' || w === 'win' || w === 'winner') ||
  FIRST_PLACE_ASKED.test(ctx.q.words.join(' '));

/** Hackathon results: the content records none, so the entries are named without a claim of winning. */
const WIN_WORDS = ['won', 'win', 'winner', 'winning', 'prize', 'placed', 'award', 'finalist', 'place'];

/** "Kai did not compete at X: his roles were mentor and judging." */
function besideCompetition(ctx: Ctx, w: Work, who: string): string {
  const roles = w.type === 'hackathon' ? w.hackathon.roles : [];
  const event = w.type === 'hackathon' ? w.hackathon.event : w.title;
  return `${who} did not compete at ${event}: ${ctx.v.their} ${roles.length === 1 ? 'role was' : 'roles were'} ${listing(roles)}.`;
}

/** The owner's entries with no placing: those beside the competition say so, the rest have none. */
function unplacedLine(ctx: Ctx, unplaced: readonly Work[]): string {
  const aside = unplaced.filter(notCompeting);
  // A result outside the ranking ("Disqualified") is said as it is.
  const out = unplaced.filter((w) => !aside.includes(w) && resultOf(w));
  const rest = unplaced.length - aside.length - out.length;
  const besides = [
    ...aside.map(
      (w) =>
        `${besideCompetition(ctx, w, ctx.v.They)}${resultOf(w) ? ` The result it records: ${outcome(w)}.` : ''}`,
    ),
    ...(out.length ? [`Without a placing: ${listing(out.map(outcome))}.`] : []),
  ];
  const others = rest
    ? [`The site records no placing for ${ctx.v.their} other ${rest === 1 ? 'entry' : `${rest} entries`}.`]
    : [];
  return [...besides, ...others].map((x) => ` ${x}`).join('');
}

const NO_PLACE =
  /\b(?:did not|didn['’]t|never|failed to|could not|couldn['’]t) (?:place|win|qualify|make (?:it|the))\b|\bno (?:placing|prize|award)s?\b/i;

/**
 * An entry with no placing field whose own words speak of a result ("The team won first prize"):
 * those words, after the owner's part where the owner was not competing (a mentor, a judge).
 */
function placingSaid(ctx: Ctx, w: Work): string | undefined {
  if (w.type !== 'hackathon') return undefined;
  const said = sentencesOf(proseOf(w)).filter((x) => WIN_WORDS.some((word) => ctx.passages.says(x, [word])));
  const aside = notCompeting(w) ? `${besideCompetition(ctx, w, ctx.v.name)} ` : '';
  // "We did not place": a yes-or-no question is answered no by those words.
  const denied = ctx.q.yesNo && !aside && said.length > 0 && said.every((x) => NO_PLACE.test(x));
  if (said.length)
    return `${denied ? 'No: t' : `${aside}T`}he site gives no placing for ${itemLink(w)}, ${denied ? 'and' : 'but'} its own words say: “${said.join(' ')}”`;
  return aside ? `${aside}The site records no placing for ${itemLink(w)}.` : undefined;
}

/** An entry the owner did not compete in: no, with the roles, and the result of the team there. */
const asideLine = (ctx: Ctx, w: Work) =>
  `${ctx.q.yesNo && entitiesOf(ctx.q, 'owner').length ? 'No: ' : ''}${besideCompetition(ctx, w, ctx.v.name)}${resultOf(w) ? ` The result it records: ${outcome(w)}.` : ''}`;

/** "Did PhishBowl place?": the placing content gives for the entries named, or that it gives none. */
function namedWins(ctx: Ctx, named: Work[]): Answer {
  // "Did they win?" is yes for a first place or a prize; a 2nd place is a placing, not a win.
  const asksWin = winAsked(ctx);
  const lead = (result: string) =>
    !ctx.q.yesNo || named.length > 1
      ? ''
      : asksWin && !isWin(ctx, result)
        ? 'No win, but a placing: '
        : asksWin && sidePrize(result) && eventWinAsked(ctx)
          ? 'Not the event itself, but a prize of its own: '
          : 'Yes: ';
  if (named.length > 1) return winsAmong(ctx, named, asksWin);
  const lines = named.map((w) =>
    notCompeting(w) && resultOf(w)
      ? asideLine(ctx, w)
      : w.type === 'hackathon' && w.hackathon.result
        ? `${isPlacing(w.hackathon.result) ? lead(w.hackathon.result) : ctx.q.yesNo ? 'No: ' : ''}${outcome(w)}.`
        : (placingSaid(ctx, w) ??
          `${ctx.q.yesNo && named.length === 1 ? 'No: ' : ''}the site records no placing for ${itemLink(w)}${w.type === 'hackathon' ? ` at ${w.hackathon.event}` : ''}.`),
  );
  const text = lines.join('\n');
  return answer(text.charAt(0).toUpperCase() + text.slice(1), named);
}

/** "Did either of them win?": the placings among the entries, yes or no first, and those with none. */
function winsAmong(ctx: Ctx, named: Work[], asksWin: boolean): Answer {
  const result = resultOf;
  const placed = named.filter((w) => isPlacing(result(w)) && !notCompeting(w));
  const won = whichWon(ctx, named, placed, asksWin);
  if (won) return won;
  const out = named.filter((w) => result(w) && !placed.includes(w));
  const lead = !ctx.q.yesNo
    ? ''
    : placed.some((w) => isWin(ctx, result(w)) || !asksWin)
      ? 'Yes: '
      : placed.length
        ? FIRST_PLACE_ASKED.test(ctx.q.words.join(' '))
          ? 'No first place, but placings: '
          : 'No win, but placings: '
        : 'No: ';
  const lines = placed.map(
    (w) =>
      `${itemLink(w)}: ${result(w)}${w.type === 'hackathon' ? ` at ${w.hackathon.event} (${when(w.hackathon.date)})` : ''}`,
  );
  const none = named.filter((w) => !result(w));
  const rest = none.length
    ? `${lines.length || lead ? 'the' : 'The'} site records no placing for ${listing(none.map(itemLink))}.`
    : '';
  const outLine = out.length ? `Without a placing: ${listing(out.map(outcome))}.` : '';
  const text = [`${lead}${lines.length ? `${listing(lines)}.` : ''}`.trim(), rest, outLine]
    .filter(Boolean)
    .join(' ');
  // "Which one did she win?" is about the ones placed: a follow-up's "there" is one of them.
  const about = ctx.q.words.includes('which') && placed.length ? placed : named;
  return answer(lines.length && rest ? text.replace(/\. the site/, '. The site') : text, about);
}

/** "Which one did he win?": the entries won, and a placing that is no win said as such. */
function whichWon(ctx: Ctx, named: Work[], placed: Work[], asksWin: boolean): Answer | undefined {
  if (ctx.q.yesNo || !asksWin || !ctx.q.words.includes('which')) return undefined;
  const won = placed.filter((w) => isWin(ctx, resultOf(w)));
  const others = placed.filter((w) => !won.includes(w));
  if (!others.length) return undefined;
  const line = (w: Work) =>
    `${itemLink(w)}: ${resultOf(w)} at ${w.type === 'hackathon' ? w.hackathon.event : ''}`;
  const lead = won.length
    ? `${listing(won.map(line))}.`
    : `None of ${named.length === 2 ? 'the two' : 'them'} was a win.`;
  return answer(`${lead} A placing, not a win: ${listing(others.map(line))}.`, won.length ? won : others);
}

// Words of a question on results that name no result of their own.
const RESULT_FILLER = new Set([
  ...WIN_WORDS,
  'team',
  'teams',
  'hackathon',
  'hackathons',
  'jams',
  'hacks',
  'contest',
  'contests',
  'competition',
  'competitions',
  'event',
  'events',
  'ever',
  'her',
  'his',
  'their',
]);

/**
 * "Did her team ever fail to submit?", "was he ever disqualified?": the entries whose result has a
 * word of the question that is no word of winning, as a yes; undefined where none has.
 */
// Words that ask for a result as such: "best result", "top placing".
const RESULT_NOUNS = new Set([
  'result',
  'results',
  'placing',
  'placings',
  'placement',
  'finish',
  'achievement',
]);

function resultAsked(ctx: Ctx, items: readonly Work[]): Answer | undefined {
  const words = ctx.passages
    .topicWords(ctx.q.words, { verbs: true })
    .filter((w) => !RESULT_FILLER.has(w) && w.length > 3)
    // "Her best result?" asks for the strongest placing, not a result named "Best Audio".
    .filter((w) => !BEST_ASKED.test(w) || (asksByVerb(ctx) && !ctx.q.words.some((x) => RESULT_NOUNS.has(x))));
  const said = items.filter((w) => words.some((x) => ctx.passages.says(resultOf(w), [x])));
  if (!words.length || !said.length) return undefined;
  return answer(`${ctx.q.yesNo ? 'Yes: ' : ''}${listing(said.map(outcome))}.`, said);
}

// "Was there a hackathon he didn't finish?": a question on an entry left unfinished, and the entry's
// own words or result saying it was.
const NOT_DONE = new Set([
  'didnt',
  'not',
  'never',
  'fail',
  'failed',
  'unable',
  'couldnt',
  'dnf',
  'abandon',
  'abandoned',
]);

/** Whether a question asks for an entry that was left unfinished. */
export const asksUnfinished = (words: readonly string[]) =>
  (words.some((w) => FINISHING.has(w)) && words.some((w) => NOT_DONE.has(w))) ||
  // "Which one did he leave early?": an entry left before the end.
  /\b(?:leave|left|leaving|quit) (?:\w+ )?early\b|\bdrop(?:ped)? out\b/.test(words.join(' '));

/** The entries whose result or own words say they were never finished, with those words. */
function leftUnfinished(ctx: Ctx, items: readonly Work[]): Answer | undefined {
  if (!asksUnfinished(ctx.q.words)) return undefined;
  const said = items.flatMap((w) => {
    const result = resultOf(w);
    if (LEFT_UNFINISHED.test(result)) return [{ w, text: `${outcome(w)}.` }];
    const own = sentencesOf(proseOf(w)).find((x) => LEFT_UNFINISHED.test(x));
    return own && w.type === 'hackathon'
      ? [{ w, text: `${itemLink(w)} at ${w.hackathon.event} (${when(w.hackathon.date)}): “${own}”` }]
      : [];
  });
  if (!said.length)
    return answer(
      `${ctx.q.yesNo ? 'Not that the site says: n' : 'N'}one of ${ctx.v.name}'s ${items.length} hackathon ${items.length === 1 ? 'entry is' : 'entries is'} recorded or described as left unfinished.`,
      items,
    );
  return answer(
    `${ctx.q.yesNo ? 'Yes: ' : ''}${said.map((x) => x.text).join('\n')}`,
    said.map((x) => x.w),
  );
}

/** The hackathon entries a question names, or the one in view that "that one" points back to. */
const ANY_ENTRY = new Set([
  'ever',
  'any',
  'hackathon',
  'hackathons',
  'other',
  'others',
  'times',
  'anything',
  'one',
]);
function namedOrInView(ctx: Ctx): Work[] {
  const named = namedItems(ctx).filter((i): i is Work => i.type === 'hackathon');
  const inView = ctx.focus.filter((i): i is Work => i.type === 'hackathon');
  // "Did either of them win?" of the entries in view: those entries; "did her team win?" right
  // after one entry: that team.
  const theTeam = inView.length === 1 && ctx.q.words.includes('team');
  // "Did he win?" right after one entry is of that entry; "has he ever won one?" of them all.
  const thatOne =
    inView.length === 1 &&
    ctx.q.yesNo &&
    ctx.q.words.length <= 5 &&
    !ctx.q.words.some((w) => ANY_ENTRY.has(w));
  // "Results?" right after one entry: that entry's.
  const terse = inView.length === 1 && ctx.q.words.length <= 2;
  return named.length ? named : ctx.q.backRef || theTeam || thatOne || terse ? inView : [];
}

/** The owner's placings: the wins after a yes where a win is asked, then the placings that were not. */
// "Won two hackathons", "did she win two of her hackathons?": a count of wins claimed.
const WINS_CLAIMED =
  /\b(?:won|win) (\w+) (?:of (?:his |her |their |the |those |these )?)?(?:hackathons|times|prizes|competitions|them|those)\b/;

/** Yes to "has she won?" with a win; with placings only, no win as such (or no first place). */
const winLead = (ctx: Ctx, placedOnly: boolean) =>
  placedOnly
    ? `No ${FIRST_PLACE_ASKED.test(ctx.q.words.join(' ')) ? 'first place' : 'win as such'}; the site records these placings: `
    : 'Yes: ';

/** "Won two hackathons?": no, where the count claimed is beyond the wins recorded. */
function winsClaimedBeyond(ctx: Ctx, wins: number): string | undefined {
  const claimed = WINS_CLAIMED.exec(ctx.q.words.join(' '))?.[1];
  const n = claimed ? (NUMBERS[claimed] ?? Number(claimed)) : NaN;
  return Number.isFinite(n) && n > wins
    ? `No: ${wins === 1 ? 'one win' : `${wins || 'no'} wins`} on the site. `
    : undefined;
}

// "Her best hackathon result", "top placing": the strongest placing first.
const BEST_ASKED = /\b(?:best|top|highest|biggest|greatest|strongest)\b/;
const FINALIST = /\b(?:finalists?|shortlist\w*|runners? up|honou?rable mention)\b/i;
/** How strong a placing is, 0 the strongest: a win, then by its ordinal, a prize, a final. */
const strength = (result: string) =>
  FIRST_PLACE.test(result) ? 0 : (placeOf(result) ?? (FINALIST.test(result) ? 4 : 3.5));

/** The strongest placing first, and the others after it. */
function bestPlacing(ctx: Ctx, items: readonly Work[], placed: readonly Work[]): Answer {
  const ranked = [...placed].sort((a, b) => strength(resultOf(a) ?? '') - strength(resultOf(b) ?? ''));
  const top = ranked.filter((w) => strength(resultOf(w) ?? '') === strength(resultOf(ranked[0]!) ?? ''));
  const rest = ranked.filter((w) => !top.includes(w));
  return answer(
    `${ctx.v.name}'s best recorded ${top.length === 1 ? 'result' : 'results'}: ${listing(top.map(outcome))}.${rest.length ? ` Also placed: ${listing(rest.map(outcome))}.` : ''}${unplacedLine(
      ctx,
      items.filter((w) => !placed.includes(w)),
    )}`,
    ranked,
  );
}

// "Did he win best audio?" opens with its verb; "Kai's best result?" is no yes-or-no question.
const asksByVerb = (ctx: Ctx) =>
  ctx.q.yesNo &&
  /^(?:is|are|was|were|do|does|did|has|have|had|can|could|will|would)$/.test(ctx.q.words[0] ?? '');

const placings = (ctx: Ctx, items: readonly Work[], placed: readonly Work[]): Answer =>
  !asksByVerb(ctx) && BEST_ASKED.test(ctx.q.words.join(' '))
    ? bestPlacing(ctx, items, placed)
    : allPlacings(ctx, items, placed);

function allPlacings(ctx: Ctx, items: readonly Work[], placed: readonly Work[]): Answer {
  // "Has she ever won?" is answered by a first place; a second place is a placing, not a win.
  const asksWin = winAsked(ctx);
  const won = placed.filter((w) => w.type === 'hackathon' && isWin(ctx, w.hackathon.result ?? ''));
  const yes = ctx.q.yesNo ? (winsClaimedBeyond(ctx, won.length) ?? winLead(ctx, asksWin && !won.length)) : '';
  const placing = outcome;
  // "Have they won?": the wins after the yes, then the placings that were not wins.
  const split = asksWin && won.length > 0 && won.length < placed.length;
  const besides = split
    ? ` Placed without winning: ${listing(placed.filter((w) => !won.includes(w)).map(placing))}.`
    : '';
  // "How many has she won?": the count first.
  const count =
    !ctx.q.yesNo && asksWin && /\bhow many\b/.test(ctx.q.words.join(' '))
      ? `${won.length === 1 ? 'One' : won.length || 'None'}${won.length ? ':' : '.'} `
      : '';
  return answer(
    `${yes}${count}${listing((split ? won : placed).map(placing))}.${besides}${unplacedLine(
      ctx,
      items.filter((w) => !placed.includes(w)),
    )}`,
    [...placed],
  );
}

/** "Which hackathon had no prize?": the teams without one; else the wins and placings asked. */
export const hackathonWins = (ctx: Ctx): Answer =>
  asksTeamsWithout(ctx.cat, ctx.q, teamsInView(ctx)) && hackathonsOf(ctx).length
    ? teamsWithout(ctx)
    : winsAsked(ctx);

/** An entry left unfinished, a placing by its rank, or a result by its own words, as asked. */
const askedInWords = (ctx: Ctx, items: readonly Work[]) =>
  leftUnfinished(ctx, items) ?? ofRankAsked(ctx, items) ?? resultAsked(ctx, items);

function winsAsked(ctx: Ctx): Answer {
  const items = newestFirst(hackathonsOf(ctx));
  if (!items.length) return hackathons(ctx);
  const named = namedOrInView(ctx);
  // "Which one did he leave early?" of the entries in view asks among them, not of each one's placing.
  const unfinished = named.length > 1 ? leftUnfinished(ctx, named) : undefined;
  if (unfinished) return unfinished;
  if (named.length) return namedWins(ctx, named);
  const byWords = askedInWords(ctx, items);
  if (byWords) return byWords;
  // A team the owner mentored or judged placed, not the owner.
  const placed = items.filter((w) => isPlacing(resultOf(w)) && !notCompeting(w));
  if (placed.length) return placings(ctx, items, placed);
  const mentored = items.filter((w) => isPlacing(resultOf(w)));
  if (mentored.length)
    return answer(
      `${ctx.q.yesNo ? 'No: ' : ''}the site records no win or placing of ${ctx.v.name}'s own.${unplacedLine(ctx, mentored)}`.replace(
        /^t/,
        'T',
      ),
      mentored,
    );
  // A placing written only in a description is quoted rather than denied.
  const said = ctx.passages.find(WIN_WORDS, 3).filter((p) => p.item.type === 'hackathon');
  if (said.length)
    return answer(
      `The site gives no placings as such, but ${ctx.v.their} entries say:\n${said
        .map((p) => `- ${source(p.item)}: “${p.text}”`)
        .join('\n')}`,
      said.map((p) => p.item),
    );
  // Beside a list of the entries already given ("how many, and did he win?"), the count is enough.
  const listed = ctx.focus.filter((i) => i.type === 'hackathon').length === items.length;
  return answer(
    listed
      ? `${ctx.q.yesNo ? 'No: ' : ''}the site records no wins, prizes or placings for ${items.length === 1 ? 'this entry' : `any of these ${items.length} entries`}.`.replace(
          /^t/,
          'T',
        )
      : `The site records no wins, prizes or placings for ${ctx.v.name}'s hackathon entries; it lists ${items.length} ${items.length === 1 ? 'entry' : 'entries'} as taking part: ${listing(items.map((w) => `${itemLink(w)} (${dated(w)})`))}. ${contactLine(ctx.v)}`,
    items,
    'not-on-site',
  );
}

export const item = (ctx: Ctx) =>
  // A kind of work named alike with a skill category ("Games") is a question about that kind.
  namedKinds(ctx).length && !namedItems(ctx).some((i) => i.type !== 'category') && !asksCategorySkills(ctx)
    ? kindHas(ctx)
    : forTarget(
        ctx,
        () => true,
        (i) =>
          isWork(i) && asksFinished(ctx.q.words, ctx.q.yesNo)
            ? finishedWork(ctx, i)
            : (counted(ctx, i) ?? card(ctx, i)),
        askWhich(ctx),
      );

/** "How many people visited Tidal Memory?": the work's own sentence with the figure, not its card. */
function counted(ctx: Ctx, i: Item): Answer | undefined {
  if (!isWork(i)) return undefined;
  const named = new Set(tokens(i.title));
  const topic = ctx.passages.topicWords(ctx.q.words.filter((w) => !named.has(w) && !DOING.has(w)));
  const said = topic.length ? countedSaid(ctx, i, topic) : undefined;
  return said ? answer(`${itemLink(i)}: “${said}”`, [i]) : undefined;
}

const LACKING = (w: string) =>
  w === 'no' || w === 'without' || /^(?:lacks?|lacking|missing)$/.test(w) || NEGATION_WORDS.has(w);

/** The several pieces of work a question of links asks about, or undefined when it asks of one. */
function workAsked(ctx: Ctx): Item[] | undefined {
  // With nothing in view, "which of his projects…" is about all of them.
  const words = ctx.q.words.map(singular);
  const all = words.includes('project')
    ? projectsOf(ctx)
    : words.includes('hackathon')
      ? hackathonsOf(ctx)
      : undefined;
  // "Projects with no repo": all of them, never one whose own words happen to hold a word asked.
  const allAsked =
    !!all &&
    !ctx.q.backRef &&
    !namedItems(ctx).length &&
    (ctx.q.words.some((w) => /^(?:projects|hackathons)$/.test(w)) ||
      // "Is there any project without a repo?", "which hackathon has no demo?": one of them all.
      ctx.q.words.some(
        (w, i) =>
          /^(?:any|which|every|each)$/.test(w) && /^(?:project|hackathon)$/.test(ctx.q.words[i + 1] ?? ''),
      ));
  const t = (allAsked ? all : target(ctx, isWork)) ?? all;
  // "Which ones have a demo?", "projects without github?": of several, not of one.
  const ofSeveral =
    ctx.q.words.some((w) => w === 'which' || w === 'ones' || w === 'any') ||
    (!!all && (ctx.q.words.some(LACKING) || WORK_NOUNS.has(words[0] ?? '')));
  return Array.isArray(t) && ofSeveral ? t : undefined;
}

/** "Which have no public links?", "which don't have a live demo?", "which aren't open source?": the ones without. */
function linksLacking(ctx: Ctx, t: readonly Work[], wantsCode: boolean, wanted: (w: Work) => unknown[]) {
  const bare = t.filter((w) => !linksOf(w).length);
  const partial = t.filter((w) => linksOf(w).length && !wanted(w).length);
  const lines = [
    ...bare.map((w) => `- ${itemLink(w)}: no link at all`),
    ...partial.map((w) => `- ${itemLink(w)}: no ${wantsCode ? 'code link' : 'live link'}; ${linksLine(w)}`),
  ];
  const what = wantsCode ? 'public code' : 'a live link';
  if (!lines.length)
    return answer(
      `${ctx.q.yesNo || ctx.q.words[0] === 'any' ? 'No: ' : ''}all ${t.length} have ${what} on the site.`.replace(
        /^a/,
        'A',
      ),
      t,
    );
  return answer(
    `${lines.length} of ${t.length} ${lines.length === 1 ? 'has' : 'have'} no ${wantsCode ? 'public code' : 'live link'}:\n${lines.join('\n')}`,
    [...bare, ...partial],
  );
}

/** "Which ones have a live link?" about several items: those that have the link asked for. */
function linksAmong(ctx: Ctx, wantsCode: boolean): Answer | undefined {
  const t = workAsked(ctx) as Work[] | undefined;
  if (!t) return undefined;
  if (!t.length)
    return answer(
      `The site lists no ${ctx.q.words.map(singular).includes('hackathon') ? 'hackathons' : 'projects'} for ${ctx.v.name}.`,
      [],
    );
  const wanted = (w: Work) =>
    linksOf(w).filter((l) => (wantsCode ? l.label === 'GitHub' : l.label !== 'GitHub'));
  if (ctx.q.words.some(LACKING)) return linksLacking(ctx, t, wantsCode, wanted);
  const have = (t as Work[]).filter((w) => wanted(w).length);
  const what = wantsCode ? 'public code' : 'a live link';
  if (!have.length) return answer(`None of them has ${what} on the site.`, t, 'not-on-site');
  return answer(
    `${have.length} of ${t.length} ${have.length === 1 ? 'has' : 'have'} ${what}:\n${have
      .map(
        (w) =>
          `- ${itemLink(w)}: ${wanted(w)
            .map((l) => link(l.label, l.url))
            .join(' · ')}`,
      )
      .join('\n')}`,
    have,
  );
}

/** "Any games I can play online?": the links of every piece of work of the kinds named, when there are several. */
const CODE_HOSTS = /^(?:github|gitlab|bitbucket|codeberg)$/i;

function kindLinks(ctx: Ctx, wantsCode: boolean, wantsLive: boolean): Answer | undefined {
  const kinds = namedKinds(ctx);
  // "Unity game demo?", "vulkan renderer live demo?": of the work of that kind and that stack.
  // "Is the code on GitHub?" names where code lives, not a stack the work is built with.
  const techs = entitiesOf(ctx.q, 'tech')
    .map((t) => t.tech)
    .filter((t) => !CODE_HOSTS.test(t.title));
  if ((!kinds.length && !techs.length) || namedItems(ctx).length || ctx.q.backRef) return undefined;
  const matches = newestFirst(
    ctx.cat.work.filter(
      (w) =>
        (!kinds.length || kinds.some((k) => kindsOf(w).includes(k))) && techs.every((t) => usesTech(w, t)),
    ),
  );
  const wanted = (w: Work) =>
    linksOf(w).filter((l) => (wantsCode ? l.label === 'GitHub' : !wantsLive || l.label !== 'GitHub'));
  if (matches.length === 1 && techs.length)
    return oneWorkLinks(ctx, matches[0]!, wanted(matches[0]!), wantsCode);
  if (matches.length < 2 || !kinds.length) return undefined;
  const linked = matches.filter((w) => wanted(w).length);
  const stack = techs.length ? `${listing(techs.map((t) => t.title))} ` : '';
  const noun = `${stack}${listing(kinds.map((k) => kindLabel(k, matches.length)))}`;
  if (!linked.length)
    return answer(
      `${ctx.q.yesNo ? 'No: ' : ''}the site gives no ${wantsCode ? 'public code' : 'such link'} for ${ctx.v.name}'s ${noun} (${listing(matches.map(itemLink))}).`.replace(
        /^t/,
        'T',
      ),
      matches,
      'not-on-site',
    );
  const lines = linked.map(
    (w) =>
      `- ${itemLink(w)}: ${wanted(w)
        .map((l) => link(l.label, l.url))
        .join(' · ')}`,
  );
  return answer(
    `${ctx.q.yesNo ? 'Yes: ' : ''}${linked.length} of ${ctx.v.name}'s ${matches.length} ${noun}:\n${lines.join('\n')}`,
    linked,
  );
}

/** The links of the one piece of work a stack names, or that it has none of the kind asked. */
function oneWorkLinks(
  ctx: Ctx,
  w: Work,
  shown: readonly { label: string; url: string }[],
  wantsCode: boolean,
): Answer {
  if (shown.length)
    return answer(
      `${ctx.q.yesNo ? 'Yes: ' : ''}${itemLink(w)}: ${shown.map((l) => link(l.label, l.url)).join(' · ')}`,
      [w],
    );
  const other = linksOf(w);
  const also = other.length ? ` It does give ${listing(other.map((l) => link(l.label, l.url)))}.` : '';
  return answer(
    `${ctx.q.yesNo ? 'No: the' : 'The'} site gives no ${wantsCode ? 'source code link' : 'live link'} for ${itemLink(w)}.${also}`,
    [w],
    'not-on-site',
  );
}

// "Is it still maintained?": whether a piece of work is still looked after, from its own words only.
const MAINTAINED_ASKED = new Set([
  'maintained',
  'maintain',
  'active',
  'abandoned',
  'archived',
  'developed',
  'updated',
  'alive',
  'dead',
]);
const asksMaintained = (words: readonly string[]) => words.some((w) => MAINTAINED_ASKED.has(w));
const STOPPED =
  /\b(?:abandon\w*|archived|unmaintained|no longer (?:maintain\w*|develop\w*|updat\w*|work on|online|running|available|live)|(?:not|never) (?:maintained|updated)|(?:do not|don['’]t|did not|didn['’]t) maintain|discontinued|retired|deprecated|shut (?:it )?down|stopped (?:working on|maintaining|developing|updating)|gave up|(?:have |has )?paused|on hold)\b/i;
const KEPT_UP =
  /\b(?:still (?:maintain\w*|develop\w*|updat\w*|use[ds]?|running)|actively (?:maintained|developed)|maintain it|i maintain|(?:i am|i['’]m) (?:its|the) (?:\w+ )?maintainer)\b/i;

// "Why did she stop?" of a piece of work: how its own words say it ended.
const STOPPED_ASKED = new Set([
  'stop',
  'stopped',
  'quit',
  'abandon',
  'abandoned',
  'drop',
  'dropped',
  'archive',
  'archived',
]);
/** "Why did she stop?", "why was it abandoned?": why a piece of work is no longer kept up. */
export const asksWhyStopped = (words: readonly string[]) =>
  words.includes('why') && words.some((w) => STOPPED_ASKED.has(w));

/** "Is his Rust engine still being developed?": whether the question asks if work is still kept up. */
export const asksStillKept = (words: readonly string[]) =>
  asksMaintained(words) &&
  (words.includes('still') ||
    words.some((w) => MAINTAINED_ASKED.has(w) && w !== 'developed' && w !== 'updated'));

/** Whether a piece of work is kept up, in the owner's own words: stopped, kept, or not said. */
function keptState(w: Work): { kept?: boolean; said: string[] } {
  const sentences = sentencesOf(proseOf(w));
  const stopped = sentences.filter((x) => STOPPED.test(x));
  if (stopped.length) return { kept: false, said: stopped };
  const kept = sentences.filter((x) => KEPT_UP.test(x));
  return kept.length ? { kept: true, said: kept } : { said: [] };
}

export function maintained(ctx: Ctx, w: Work): Answer {
  const state = keptState(w);
  if (state.kept !== undefined)
    return answer(
      `${asksWhyStopped(ctx.q.words) ? '' : `${state.kept ? 'Yes' : 'No'}: `}${itemLink(w)}, in ${ctx.v.their} own words: “${state.said.join(' ')}”`,
      [w],
    );
  const links = linksOf(w);
  const linked = links.length ? `; it links ${listing(links.map((l) => link(l.label, l.url)))}` : '';
  // "Does he maintain a library?": a kind asked of, which the work is, before whether it is kept up.
  const kind = namedKinds(ctx).find((k) => kindsOf(w).includes(k));
  if (kind && !ctx.q.words.includes('still'))
    return answer(
      `Yes: ${itemLink(w)} is ${ctx.v.name}'s ${kindLabel(kind, 1)}. The site doesn't say whether it is still maintained${linked}.`,
      [w],
    );
  return answer(
    `The site doesn't say whether ${itemLink(w)} is still maintained${linked}.`,
    [w],
    'not-on-site',
  );
}

/**
 * "Is the shader library still maintained?": the work of the kind named (of those, the ones the
 * question's other words name), each with whether its own words say it is kept up.
 */
export function keptAmongKind(ctx: Ctx): Answer | undefined {
  if (!asksStillKept(ctx.q.words)) return undefined;
  // "Which one is still maintained?" of the pieces of work in view: each of them.
  const inView = ctx.focus.filter(isWork);
  if (ctx.q.backRef) return inView.length > 1 ? keptLines(ctx, inView, 'those') : undefined;
  // "Is the CTF platform still maintained?": a project described so, not the CTF entered.
  const named = namedItems(ctx);
  if (named.length) return named.every((i) => i.type === 'hackathon') ? describedProject(ctx) : undefined;
  const kinds = namedKinds(ctx);
  if (!kinds.length && !ctx.q.words.some((w) => TYPE_NOUNS.has(w))) return describedProject(ctx);
  const matches = keptCandidates(ctx, kinds);
  if (!matches.length) return undefined;
  if (matches.length === 1) return maintained(ctx, matches[0]!);
  const noun = kinds.length ? listing(kinds.map((k) => kindLabel(k, matches.length))) : 'projects';
  if (matches.every((w) => keptState(w).kept === undefined))
    return answer(
      `The site doesn't say whether any of ${ctx.v.name}'s ${matches.length} ${noun} is still maintained: ${listing(matches.map(itemLink))}.`,
      matches,
      'not-on-site',
    );
  return keptLines(ctx, matches, `${ctx.v.name}'s ${noun}`);
}

/** Each piece of work with whether its own words say it is kept up. */
function keptLines(ctx: Ctx, works: readonly Work[], of: string): Answer {
  const lines = works.map((w) => {
    const state = keptState(w);
    return `- ${itemLink(w)}: ${state.kept === undefined ? "the site doesn't say" : `${state.kept ? 'kept up' : 'not kept up'}, in ${ctx.v.their} own words: “${state.said.join(' ')}”`}`;
  });
  return answer(`Of ${of}:\n${lines.join('\n')}`, [...works]);
}
/** The one project whose own words have every topic word of a "still maintained?" question. */
function describedProject(ctx: Ctx): Answer | undefined {
  const asked = ctx.passages
    .topicWords(ctx.q.words)
    .filter((w) => w !== 'still' && !MAINTAINED_ASKED.has(w) && !TYPE_NOUNS.has(w));
  const said = ctx.cat.work.filter(
    (w) => w.type === 'project' && asked.length > 1 && ctx.passages.says(`${w.title} ${proseOf(w)}`, asked),
  );
  return said.length === 1 ? maintained(ctx, said[0]!) : undefined;
}

// "Which of her projects is still maintained?": the work of a type, not of a kind.
const TYPE_NOUNS = new Set(['project', 'projects', 'repos', 'repositories', 'tools', 'apps']);

/**
 * The work a "still maintained?" question asks about: of the kind named, those whose title (else
 * own words) have the question's other words; where none of the kind has them, any work whose
 * words have the kind's and the others ("the CTF platform" of a project, not the CTF entered).
 */
function keptCandidates(ctx: Ctx, kinds: readonly string[]): Work[] {
  const projects = newestFirst(ctx.cat.work.filter((w) => w.type === 'project'));
  const ofKind = kinds.length
    ? newestFirst(ctx.cat.work.filter((w) => kinds.some((k) => kindsOf(w).includes(k))))
    : projects;
  const kindWords = new Set(
    ctx.q.found.filter((f) => f.entity.type === 'kind').flatMap((f) => ctx.q.words.slice(f.start, f.end)),
  );
  const asked = ctx.passages
    .topicWords(ctx.q.words)
    .filter((w) => !kindWords.has(w) && w !== 'still' && !MAINTAINED_ASKED.has(w) && !TYPE_NOUNS.has(w));
  if (!asked.length) return ofKind;
  const naming = (among: readonly Work[], words: readonly string[], text: (w: Work) => string) =>
    among.filter((w) => ctx.passages.says(text(w), words));
  const own = (w: Work) => `${w.title} ${proseOf(w)}`;
  const titled = naming(ofKind, asked, (w) => w.title);
  if (titled.length) return titled;
  const described = kindWords.size ? naming(projects, [...kindWords, ...asked], own) : [];
  if (described.length) return described;
  const said = naming(ofKind, asked, own);
  return said.length ? said : ofKind;
}

// "Which projects don't have a live demo?", "which of those have code on GitHub?", "which projects
// are open source?": the work by its links, whatever example is nearest.
const WORK_NOUNS = new Set(['project', 'hackathon', 'app', 'those', 'ones', 'them', 'these']);
const LINKED = new Set([
  'live',
  'demo',
  'deployed',
  'hosted',
  'github',
  'repo',
  'repository',
  'opensource',
  'link',
  'url',
]);

/** Whether a question asks which of the work has (or lacks) a link of some kind. */
export const asksWorkLinks = (words: readonly string[]) =>
  (words.some((w) => w === 'which' || w === 'any' || w === 'without' || w === 'no') ||
    WORK_NOUNS.has(singular(words[0] ?? ''))) &&
  words.some((w) => WORK_NOUNS.has(singular(w))) &&
  words.some((w) => LINKED.has(singular(w)));

const REPO_WORDS = ['github', 'repo', 'source', 'code', 'repository', 'opensource'];

/** "Where is her code?" of an owner with a skill category called Code asks for repositories. */
const withoutCodeCategory = (ctx: Ctx): Ctx =>
  ctx.q.words.some((w) => /^skills?$/.test(w))
    ? ctx
    : {
        ...ctx,
        q: {
          ...ctx.q,
          found: ctx.q.found.filter(
            (f) => f.entity.type !== 'category' || !REPO_WORDS.includes(f.entity.item.title.toLowerCase()),
          ),
        },
      };

/**
 * The words of a question besides the names in it: "the MICCAI code" of "Segmentation (MICCAI
 * code)" names the work, and asks for no code.
 */
function wordsBesideNames(ctx: Ctx): string[] {
  const named = ctx.q.found.filter((f) => f.entity.type === 'item');
  const inName = (w: string, i: number) =>
    named.some(
      (f) =>
        f.entity.type === 'item' &&
        i >= f.start &&
        i <= f.end &&
        (i < f.end || tokens(f.entity.item.title).includes(w)),
    );
  return ctx.q.words.filter((w, i) => !inName(w, i));
}

/** "Does she maintain open source?": the owner's open work, not the one piece whose prose says "open source". */
const openSourceOfOwner = (ctx: Ctx, words: readonly string[]) =>
  words.includes('opensource') && !namedItems(ctx).length && !ctx.q.backRef ? openSource(ctx) : undefined;

// Code kept from view: a yes to it is a no where the code is linked.
const CLOSED = /\b(?:closed|proprietary|private)\b/;

export function itemLinkAnswer(asked: Ctx): Answer {
  const ctx = withoutCodeCategory(asked);
  const words = wordsBesideNames(ctx);
  const wantsCode = words.some((w) => REPO_WORDS.includes(w));
  const wantsLive = words.some((w) =>
    ['live', 'demo', 'try', 'hosted', 'deployed', 'play', 'install', 'download', 'store'].includes(w),
  );
  const store = storeAsked(ctx.q.words);
  if (store && !namedItems(ctx).some(isWork) && !(ctx.q.backRef && ctx.focus.some(isWork)))
    return storeList(ctx, store);
  // "Where can I find it on npm?" after several: the one of them linked there.
  const inView = ctx.focus.filter(isWork);
  const hosts = store ? storeHosts(store) : [];
  const onIt = inView.filter((w) => linksOf(w).some((l) => hosts.includes(hostOf(l.url) ?? '')));
  if (store && !namedItems(ctx).length && inView.length > 1 && onIt.length === 1)
    return onStore(ctx, onIt[0]!, store);
  const among =
    keptAmongKind(ctx) ??
    linksAmong(ctx, wantsCode) ??
    kindLinks(ctx, wantsCode, wantsLive) ??
    openSourceOfOwner(ctx, words);
  if (among) return among;
  return forTarget(
    ctx,
    (i) => isWork(i) || i.type === 'category',
    (i) => {
      if (!isWork(i)) return answer(`${itemLink(i)} is its page on this site.`, [i]);
      if (asksMaintained(ctx.q.words) || asksWhyStopped(ctx.q.words)) return maintained(ctx, i);
      const all = linksOf(i);
      if (store) return onStore(ctx, i, store);
      const platform = platformAsked(ctx.q.words);
      if (platform) return onStore(ctx, i, platform.store, platform.words);
      const wanted = all.filter(
        (l) => (wantsCode && l.label === 'GitHub') || (wantsLive && l.label !== 'GitHub'),
      );
      const shown = wantsCode || wantsLive ? wanted : all;
      const down = wantsCode ? undefined : goneDown(ctx, i, shown);
      if (down) return down;
      return linksShown(ctx, i, shown, all, wantsCode);
    },
    () =>
      jobLinks(ctx, wantsCode) ?? (wantsCode ? openSource(ctx) : wantsLive ? liveWork(ctx) : askWhich(ctx)()),
  );
}

type Link = { label: string; url: string };

/** The links of one piece of work that were asked for, or that it has none of them. */
function linksShown(ctx: Ctx, i: Work, shown: readonly Link[], all: readonly Link[], wantsCode: boolean) {
  // "Is it closed source?": a yes to it is a no where the code is linked, and neither where it is not.
  const closed = ctx.q.yesNo && CLOSED.test(ctx.q.words.join(' '));
  if (!shown.length) {
    const what = wantsCode ? 'source code link' : 'live link';
    const other = all.length ? ` It does give ${listing(all.map((l) => link(l.label, l.url)))}.` : '';
    return answer(
      `${ctx.q.yesNo && !closed ? 'No: ' : ''}the site gives no ${what} for ${itemLink(i)}.${other}`.replace(
        /^t/,
        'T',
      ),
      [i],
      'not-on-site',
    );
  }
  const lead = closed && wantsCode ? 'No, its code is public: ' : ctx.q.yesNo ? 'Yes: ' : '';
  return answer(`${lead}${itemLink(i)}: ${shown.map((l) => link(l.label, l.url)).join(' · ')}`, [i]);
}

// "Did he make all his games on his own?", "has he worked outside the games industry?": a yes/no on
// more than having work of a kind, which the list of it does not settle.
const QUALIFIERS = new Set(['own', 'alone', 'solo', 'all', 'every', 'outside', 'only', 'industry']);
const qualifiedClaim = (words: readonly string[]) =>
  words.some((w) => QUALIFIERS.has(w) || NEGATION_WORDS.has(w));

/** "It is no longer running": the work's own words outrank a live link left on the site. */
function goneDown(ctx: Ctx, w: Work, shown: readonly { label: string; url: string }[]): Answer | undefined {
  const down = sentencesOf(proseOf(w)).find((x) => GONE_DOWN.test(x));
  if (!down || !shown.some((l) => l.label !== 'GitHub')) return undefined;
  return answer(
    `${ctx.q.yesNo ? 'Not any more: ' : ''}${itemLink(w)}, in its own words: “${down}” (the site still links ${shown.map((l) => link(l.label, l.url)).join(' · ')})`,
    [w],
  );
}

// A sentence that says a live version is gone: "the app went down in 2022", "no longer running".
const GONE_DOWN =
  /\b(?:no longer (?:running|online|live|up|hosted|available)|went (?:down|offline)|taken (?:down|offline)|shut (?:it )?down|offline now)\b/i;

const PUT_THERE = /\b(?:publish\w*|released?|launched|shipped|listed|uploaded|available)\b/i;

// "It is no longer on Google Play": a sentence that takes work off a store, not one that puts it there.
const OFF_STORE =
  /\b(?:no longer|not|never|removed from|pulled from|taken (?:down|off)|unpublished|delisted)\b/i;

/** The work of a pool that is not on a store, each with the links it does have. */
function offStore(ctx: Ctx, store: string, pool: readonly Work[], on: readonly Work[]): Answer {
  const off = newestFirst(pool.filter((w) => !on.includes(w)));
  if (!off.length) return answer(`None: all of it is on ${store}, by the site's links or its own words.`, on);
  const line = (w: Work) => `- ${itemLink(w)}${linksOf(w).length ? `: ${linksLine(w)}` : ': no link'}`;
  return answer(
    `Not on ${store}, by the site's links and their own words:\n${off.map(line).join('\n')}`,
    off,
  );
}

/**
 * "Any apps on the App Store?", "has she shipped a game to the app stores?": the work (of the kind
 * named) with a link there, then the work whose own words put it there; or that none is.
 */
function storeList(ctx: Ctx, store: string): Answer {
  const hosts = storeHosts(store);
  const kinds = namedKinds(ctx);
  // "Her apps" with no kind named: the work of any app kind ("mobile app", "web app").
  const apps =
    !kinds.length &&
    ctx.q.words.some((w, i) => (w === 'app' || w === 'apps') && !/^stores?$/.test(ctx.q.words[i + 1] ?? ''));
  const onIt = (w: Work) => linksOf(w).filter((l) => hosts.includes(hostOf(l.url) ?? ''));
  const names = hosts.map((h) => ` ${tokens(h.replace(/^the /, '')).join(' ')} `);
  const named = (w: Work) => names.some((n) => ` ${tokens(proseOf(w)).join(' ')} `.includes(n));
  // An app is work of an app kind, or any work linked to the store or whose own words name it.
  const pool = ctx.cat.work.filter((w) =>
    apps
      ? kindsOf(w).some((k) => /\bapp$/.test(k)) || onIt(w).length > 0 || named(w)
      : !kinds.length || kinds.some((k) => kindsOf(w).includes(k)),
  );
  const there = newestFirst(pool.filter((w) => onIt(w).length));
  // No link there, but the work's own words say it was put there ("I published it on npm").
  const said = pool
    .filter((w) => !there.includes(w))
    .flatMap((w) =>
      sentencesOf(proseOf(w))
        .filter((x) => names.some((n) => ` ${tokens(x).join(' ')} `.includes(n)) && !OFF_STORE.test(x))
        // "I published it on npm" says more than "a tiny npm library".
        .sort((a, b) => Number(PUT_THERE.test(b)) - Number(PUT_THERE.test(a)))
        .slice(0, 1)
        .map((text) => ({ w, text })),
    );
  const noun = kinds.length ? listing(kinds.map((k) => kindLabel(k, 2))) : 'work';
  // "Which of her apps are not on the App Store?": the rest, with what links each has.
  if (ctx.q.words.some((w) => NEGATION_WORDS.has(w)))
    return offStore(ctx, store, pool, [...there, ...said.map((x) => x.w)]);
  if (!there.length && !said.length)
    return answer(
      `${ctx.q.yesNo ? 'No: ' : ''}none of ${ctx.v.name}'s ${noun} on the site links to ${store}.`.replace(
        /^n/,
        'N',
      ),
      [],
      'not-on-site',
    );
  const linked = there.map(
    (w) =>
      `- ${itemLink(w)}: ${onIt(w)
        .map((l) => link(l.label, l.url))
        .join(' · ')}`,
  );
  const own = said.map(({ w, text }) => `- ${itemLink(w)}: “${text}”`);
  const parts = [
    linked.length
      ? `${ctx.q.yesNo ? 'Yes: ' : ''}${ctx.v.name}'s ${noun} on ${store}:\n${linked.join('\n')}`
      : '',
    own.length
      ? `${!linked.length && ctx.q.yesNo ? 'Yes, in ' : 'In '}${ctx.v.their} own words, though the site links ${linked.length ? 'these' : 'none of it'} there:\n${own.join('\n')}`
      : '',
  ];
  return answer(parts.filter(Boolean).join('\n\n'), [...there, ...said.map(({ w }) => w)]);
}

// "There is no Android version": a clause naming the platform that keeps the work off it.
const NOT_THERE = /\b(?:no|not|never|removed|pulled|dropped)\b/i;
// "We removed it from both stores": a sentence that takes the work off the store it names.
const TAKEN_OFF = /\b(?:removed|pulled|taken (?:down|off)|delisted|unpublished|no longer)\b/i;
const keptOff = (sentence: string, platform: RegExp) =>
  sentence.split(/[;,:]|\bbut\b/).some((clause) => platform.test(clause) && NOT_THERE.test(clause));

/** "Is it on the Play Store?": the work's link there, or that its links are elsewhere. */
/** "Is it only on iOS?": no where its own words name another platform too. */
function notOnlyOn(ctx: Ctx, w: Work, platform: RegExp | undefined): Answer | undefined {
  const only = platform && /\b(?:only|just|exclusively)\b/.test(ctx.q.words.join(' '));
  const others = only ? otherPlatformWords(platform) : [];
  const alsoOn = sentencesOf(proseOf(w)).filter((x) => others.some((o) => o.test(x)));
  return alsoOn.length
    ? answer(`${ctx.q.yesNo ? 'No: ' : ''}${itemLink(w)}, in its own words: “${alsoOn.join(' ')}”`, [w])
    : undefined;
}

function onStore(ctx: Ctx, w: Work, store: string, platform?: RegExp): Answer {
  const notOnly = notOnlyOn(ctx, w, platform);
  if (notOnly) return notOnly;
  const all = linksOf(w);
  const there = all.filter((l) => hostOf(l.url) === store);
  // "There is no Android version": the work's own words on the platform asked.
  const words = platform ?? storeWords(store);
  const said = sentencesOf(proseOf(w)).filter((x) => words.test(x));
  if (!there.length && said.length)
    return answer(
      `${ctx.q.yesNo && said.some((x) => keptOff(x, words) || TAKEN_OFF.test(x)) ? 'No: ' : ''}${itemLink(w)}, in its own words: “${said.join(' ')}”`,
      [w],
    );
  // "I unpublished it from Google Play in 2024": its own words outrank a link left on the site.
  const off = said.find((x) => TAKEN_OFF.test(x));
  if (there.length && off)
    return answer(
      `${ctx.q.yesNo ? 'No longer: ' : ''}${itemLink(w)}, in its own words: “${off}” (the site still links ${there.map((l) => link(l.label, l.url)).join(' · ')})`,
      [w],
    );
  if (there.length)
    return answer(
      `${ctx.q.yesNo ? 'Yes: ' : ''}${itemLink(w)} is on ${there.map((l) => link(store.replace(/^the /, ''), l.url)).join(' · ')}.`,
      [w],
    );
  const elsewhere = all.length
    ? ` Its ${all.length === 1 ? 'link' : 'links'}: ${all.map((l) => `${link(l.label, l.url)}${hostOf(l.url) ? ` (${hostOf(l.url)})` : ''}`).join(' · ')}.`
    : ' The site gives no link for it.';
  return answer(
    `${ctx.q.yesNo ? 'No: ' : ''}the site gives no ${store.replace(/^the /, '')} link for ${itemLink(w)}.${elsewhere}${storesSaid(w)}`.replace(
      /^t/,
      'T',
    ),
    [w],
    'not-on-site',
  );
}

/** "Is it on the App Store?" of an app its own words put on another store: where it is. */
function storesSaid(w: Work): string {
  const stores = sentencesOf(proseOf(w)).filter((x) => namesStore(tokens(x)));
  return stores.length ? ` In its own words: “${stores.join(' ')}”` : '';
}

/** "The agency work": the one job whose own words have the word before "work" or "job". */
function jobBefore(ctx: Ctx, isJob: (i: Item) => boolean): Item | undefined {
  const at = ctx.q.words.findIndex((w, i) => i > 0 && (w === 'work' || w === 'job'));
  const word = at > 0 ? ctx.q.words[at - 1]! : '';
  if (!word || !ctx.passages.topicWords([word]).length) return undefined;
  const jobs = new Set(ctx.passages.find([word], 6, isJob).map((p) => p.item));
  return jobs.size === 1 ? [...jobs][0] : undefined;
}

/**
 * "Can I see the code for the agency work?": a job has no links on the site; the work whose own words
 * name its organisation is all the site links from there.
 */
function jobLinks(ctx: Ctx, wantsCode: boolean): Answer | undefined {
  const job = describedJob(ctx, isJob) ?? jobBefore(ctx, isJob);
  if (!job || job.type !== 'entry') return undefined;
  const org = job.entry.organisation;
  const from = org ? ctx.cat.work.filter((w) => proseOf(w).includes(org)) : [];
  const links = from.filter((w) => linksOf(w).length);
  const what = wantsCode ? 'code' : 'link';
  return answer(
    `${ctx.q.yesNo ? 'No: ' : ''}the site gives no ${what} for ${ctx.v.name}'s work at ${org ?? itemLink(job)}; jobs on the site carry no links.${links.length ? ` Work on the site that names ${org}: ${links.map((w) => `${itemLink(w)} (${linksLine(w)})`).join('; ')}.` : ''}`.replace(
      /^t/,
      'T',
    ),
    [job, ...links],
    'not-on-site',
  );
}

/** "Which of his apps are on the Play Store?" with nothing in view: every piece of work with a live link. */
function liveWork(ctx: Ctx): Answer {
  const live = newestFirst(ctx.cat.work.filter((w) => linksOf(w).some((l) => l.label !== 'GitHub')));
  if (!live.length)
    return answer(`None of ${ctx.v.name}'s work has a live link on the site.`, [], 'not-on-site');
  const lines = live.map(
    (w) =>
      `- ${itemLink(w)}: ${linksOf(w)
        .filter((l) => l.label !== 'GitHub')
        .map((l) => link(l.label, l.url))
        .join(' · ')}`,
  );
  return answer(
    `${live.length} of ${ctx.cat.work.length} pieces of work have a live link:\n${lines.join('\n')}`,
    live,
  );
}

// "Maintainer at TapTarget (open source)": a post in open source.
const OPEN_SOURCE_SAID = /\bopen[- ]?source\b/i;

/** The work whose code is public, when no one piece is asked about, and the posts in open source. */
function openSource(ctx: Ctx): Answer {
  const open = newestFirst(ctx.cat.work.filter((w) => linksOf(w).some((l) => l.label === 'GitHub')));
  const posts = careerOf(ctx.cat).filter((e) =>
    OPEN_SOURCE_SAID.test(
      `${e.title} ${e.entry.role ?? ''} ${e.entry.organisation ?? ''} ${e.entry.content}`,
    ),
  );
  if (!open.length && !posts.length)
    return answer(`The site gives no public code for ${ctx.v.name}'s work.`, [], 'not-on-site');
  // "Does he contribute to open source?": the site lists the owner's own work, never others' projects.
  const lead =
    ctx.q.words.some((w) => w.startsWith('contribut')) && !posts.length
      ? "The site names no contributions to other people's projects, but "
      : ctx.q.yesNo || ctx.q.words[0] === 'any'
        ? 'Yes: '
        : '';
  const inPosts = posts.length
    ? `in ${ctx.v.their} career, ${listing(posts.map((e) => entryLine(e, ctx.now)))}.${open.length ? '\n\n' : ''}`
    : '';
  const code = open.length
    ? `${open.length} of ${ctx.v.name}'s ${ctx.cat.work.length} entries have public code:\n${open
        .map((w) => `- ${itemLink(w)}: ${linksLine(w)}`)
        .join('\n')}`
    : '';
  const text = `${lead}${inPosts}${code}`;
  return answer(text.charAt(0).toUpperCase() + text.slice(1), [...posts, ...open]);
}

// A sentence that says when something happens, whatever it dates ("every Sunday afternoon").
const TIME_SAID =
  /\b(?:(?:19|20)\d\d|weekly|daily|since|mondays?|tuesdays?|wednesdays?|thursdays?|fridays?|saturdays?|sundays?|weekends?|mornings?|evenings?|afternoons?|nights?)\b/i;

/** When an entry was: its dates, else the owner's own sentence in it that says when, else that none is given. */
function entryWhen(ctx: Ctx, e: Entry): Answer {
  const dated = span(e.entry);
  if (dated) return answer(`${itemLink(e)}${at(e)}: ${dated}.`, [e]);
  const said = sentencesOf(e.entry.content).find((x) => TIME_SAID.test(x));
  return said
    ? answer(`${source(e)}, in ${ctx.v.their} own words: “${said}”`, [e])
    : answer(`The site gives no date for ${itemLink(e)}.`, [e], 'not-on-site');
}

/** "Was it made in 2023?": yes or no by the work's year, before its date. */
function yearClaimed(ctx: Ctx, i: Item, a: Answer): Answer {
  if (!ctx.q.yesNo || ctx.q.years.length !== 1 || !isWork(i)) return a;
  const year = i.type === 'project' ? String(i.project.year) : i.hackathon.date.slice(0, 4);
  return { ...a, text: `${year === String(ctx.q.years[0]) ? 'Yes' : 'No'}: ${a.text}` };
}

export function itemYear(ctx: Ctx): Answer {
  if (asksBusiestYear(ctx.q)) return busiestYear(ctx);
  const dated = forTarget(
    ctx,
    (i) => i.type !== 'category' && i.type !== 'faq',
    (i) => {
      if (i.type === 'entry') return entryWhen(ctx, i);
      if (i.type === 'hackathon')
        return answer(`${itemLink(i)} took part in ${i.hackathon.event} in ${when(i.hackathon.date)}.`, [i]);
      if (i.type === 'project')
        return releaseSaid(ctx, i) ?? answer(`${itemLink(i)} is from ${monthOf(i)}.`, [i]);
      return card(ctx, i);
    },
    askWhich(ctx),
  );
  const one = dated.items.length === 1 ? ctx.cat.items.get(dated.items[0]!) : undefined;
  return one ? yearClaimed(ctx, one, dated) : dated;
}

const RELEASE_ASKED = /^(?:released?|launch(?:ed)?|ship(?:ped)?|published|out)$/;
const UNRELEASED =
  /\b(?:never |not (?:yet )?|hasn['’]t been |wasn['’]t |isn['’]t )(?:released|launched|shipped|published)\b|\bunreleased\b/i;
/** "Was it released?": yes or no by the work's own words where they say it never was; else its date. */
function releaseSaid(ctx: Ctx, w: Extract<Work, { type: 'project' }>): Answer | undefined {
  if (!ctx.q.words.some((x) => RELEASE_ASKED.test(x))) return undefined;
  const own = sentencesOf(`${w.project.summary} ${w.project.description}`).find((x) => UNRELEASED.test(x));
  if (own)
    return answer(`${ctx.q.yesNo ? 'No: ' : ''}in ${ctx.v.their} own words, “${own}”`.replace(/^in/, 'In'), [
      w,
    ]);
  return undefined;
}

// Words for a part of a stack the stack list may not name ("which library?", "what database?").
const PART_WORDS = new Set([
  'library',
  'libraries',
  'framework',
  'database',
  'engine',
  'api',
  'hosting',
  'hosted',
]);

/** "What library did he use for Snake?": the work's own sentences on the part of its stack asked for. */
function partsSaid(ctx: Ctx, w: Work): string {
  const asked = ctx.q.words.filter((x) => PART_WORDS.has(x));
  if (!asked.length) return '';
  const said = ctx.passages.find(asked, 8).filter((p) => p.item === w);
  return said.length ? `\n> ${said.map((p) => p.text).join(' ')}` : '';
}

// "The back end of eBuddies": the part of a stack in one area, by the areas technologies belong to.
const SIDES: Record<string, { label: string; areas: readonly string[] }> = {
  backend: { label: 'back end', areas: ['backend'] },
  frontend: { label: 'front end', areas: ['web'] },
};

const SIDED_KINDS = new Set(['language', 'framework', 'library', 'database']);

/** "What's the back end of eBuddies?": the stack entries of that side, beside the whole stack. */
function sideOfStack(ctx: Ctx, w: Work): Answer | undefined {
  const word = ctx.q.words.find((x) => x in SIDES);
  if (!word || ctx.q.yesNo) return undefined;
  const { label, areas } = SIDES[word]!;
  // A hosted platform ("Cloudinary", "Firebase") serves either side: only code and data are sorted.
  const areaOf = (title: string) => {
    const tech = ctx.cat.techs.find((t) => t.names.includes(normalize(title)));
    return tech && SIDED_KINDS.has(tech.kind) ? tech.area : undefined;
  };
  const stack = stackOf(w);
  const ofSide = stack.filter((s) => areas.includes(areaOf(s) ?? ''));
  // A stack with no technology of a known area on either side says nothing of its sides.
  if (!stack.some((s) => areaOf(s))) return undefined;
  const rest = stack.filter((s) => !ofSide.includes(s));
  const said = ctx.passages.find([word], 3).filter((p) => p.item === w);
  const own = said.length ? `\n> ${said.map((p) => p.text).join(' ')}` : '';
  return answer(
    ofSide.length
      ? `The ${label} of ${itemLink(w)}: ${listing(ofSide)}${rest.length ? ` (the rest of its stack: ${listing(rest)})` : ''}.${own}`
      : `${itemLink(w)}'s stack names no ${label} technology: ${listing(stack)}.${own}`,
    [w],
  );
}

const WHAT_BUILT =
  /\bwhat (?:did|does|do|has|have) \w+ (?:build|built|make|made|create|created)\b|\bwhat is it\b/;

/** "Does she write shaders in HLSL or GLSL?": either of two, asked of the owner, not of one work. */
const eitherOfOwner = (ctx: Ctx, techs: readonly Tech[]) =>
  techs.length > 1 && ctx.q.yesNo && ctx.q.words.includes('or') && entitiesOf(ctx.q, 'owner').length > 0;

const ALWAYS = new Set(['always', 'originally', 'initially']);
const REWRITTEN =
  /\b(?:rewr(?:ote|itten|ite)|ported|migrated|moved (?:it )?(?:from|to)|first (?:wrote|built|made) it|converted)\b/i;

/** "Is Snake built with React?": yes, partly or no from its stack, or from its own words. */
export function stackYesNo(ctx: Ctx, w: Work, techs: Tech[]): Answer {
  const stack = listing(stackOf(w));
  // "Was it always written in Kotlin?": a rewrite or a port in its own words says not always.
  const moved = ctx.q.words.some((w) => ALWAYS.has(w))
    ? sentencesOf(proseOf(w)).find((s) => REWRITTEN.test(s))
    : undefined;
  if (moved && techs.every((t) => usesTech(w, t)))
    return answer(`Not always, in its own words: “${moved}” ${itemLink(w)} is built with ${stack} now.`, [w]);
  const other = writtenInOther(ctx.q.words, w, techs, proseOf(w));
  if (other) return answer(other, [w]);
  const yes = techs.filter((t) => usesTech(w, t));
  const no = techs.filter((t) => !usesTech(w, t));
  // "Does Kestrel Flash work over SWD?": its own words name what its stack does not.
  const said = no.flatMap((t) => mentionsOf(ctx, t, 1, (i) => i === w));
  if (said.length === no.length && no.length)
    return answer(
      `Yes, in its own words: “${said.map((p) => p.text).join(' ')}” ${itemLink(w)} is built with ${stack}.`,
      [w],
    );
  const opener =
    no.length === 0
      ? 'Yes'
      : yes.length
        ? `Partly: it uses ${listing(yes.map((t) => t.title))} but not ${listing(no.map((t) => t.title))}`
        : 'No';
  return answer(`${opener}: ${itemLink(w)} is built with ${stack}.`, [w]);
}

// "Has she written anything in Rust?": any of the work, not the one in view.
const ANY_WORK = /\b(?:anything|something|any (?:project|projects|work|code|app|apps))\b/;

export function itemStack(asked: Ctx): Answer {
  // "+What library did she use?" of the work in view: "library" names a part of its stack, not a kind of work.
  const ctx =
    stackKindAsked(asked.q.words) && asked.focus.some(isWork)
      ? { ...asked, q: { ...asked.q, found: asked.q.found.filter((f) => f.entity.type !== 'kind') } }
      : asked;
  const techs = namedTechs(ctx);
  // "What tech did they use?" after a job: what that job's own words name.
  const job = ctx.focus.length === 1 && !namedItems(ctx).length ? ctx.focus[0] : undefined;
  if (job?.type === 'entry' && !techs.length) return entryTechs(ctx, job);
  const atJob = techs.length ? undefined : techAtJob(ctx);
  if (atJob) return atJob;
  if (techs.length && ANY_WORK.test(ctx.q.words.join(' ')) && !namedItems(ctx).length) return skillWhere(ctx);
  return forTarget(
    ctx,
    isWork,
    (i) => {
      const w = i as Work;
      const stack = listing(stackOf(w));
      if (eitherOfOwner(ctx, techs))
        return skillHas({
          ...ctx,
          q: { ...ctx.q, found: ctx.q.found.filter((f) => f.entity.type !== 'item') },
        });
      if (techs.length && ctx.q.yesNo) return stackYesNo(ctx, w, techs);
      const kind = techs.length || asksLanguage(ctx.q.words) ? undefined : stackKindAsked(ctx.q.words);
      if (kind) return stackOfKind(ctx, w, kind);
      const side = sideOfStack(ctx, w);
      if (side) return side;
      // "What did he build in eBuddies and with which stack?": what it is, then its stack.
      const what = WHAT_BUILT.test(ctx.q.words.join(' '))
        ? ` ${w.type === 'project' ? w.project.summary : firstSentences(w.hackathon.description.app, 1)}`
        : '';
      const language = asksLanguage(ctx.q.words) ? writtenIn(w, proseOf(w)) : undefined;
      const lead = language ? `${itemLink(w)} is written in ${language}, in its own words; it` : itemLink(w);
      const built =
        language && stackOf(w).length === 1
          ? `${itemLink(w)} is written in ${language}.`
          : `${lead} is built with ${stack}.`;
      return answer(`${built}${what}${partsSaid(ctx, w)}`, [w]);
    },
    // With no piece of work in view, a named technology is a question about the owner's skills, and
    // "what's her stack?" asks for them all.
    noWorkStack(ctx, techs),
    // A stack is one line: the stacks of every piece of work just named fit in one answer.
    6,
  );
}

// "What's her stack?", "his tech stack?": the owner's own, asked with their pronoun or name and no work.
const OWNERS_OWN = new Set(['her', 'his', 'their', 'xowner']);
/** A stack asked of no piece of work: a skill named, the owner's skills, else which work is meant. */
const noWorkStack = (ctx: Ctx, techs: readonly Tech[]) =>
  techs.length && !ctx.focus.length
    ? () => skillHas(ctx)
    : ownStack(ctx)
      ? () => ownSkills(ctx)
      : askWhich(ctx);
const STACK_NOUN = /\b(?:stack|tech|technologies|toolkit|toolset)\b/;
const ownStack = (ctx: Ctx) =>
  STACK_NOUN.test(ctx.q.words.join(' ')) &&
  !ctx.focus.some(isWork) &&
  !namedItems(ctx).length &&
  (ctx.q.words.some((w) => OWNERS_OWN.has(w)) || ctx.q.found.some((f) => f.entity.type === 'owner'));

// Words of a question on writing code, and of a role that writes it.
const CODE_WORDS = new Set([
  'code',
  'coded',
  'coding',
  'program',
  'programmed',
  'programming',
  'develop',
  'developed',
]);
const CODING_ROLE =
  /front|back|full|stack|develop|engineer|program|cod|mobile|ios|android|data|devops|api|server|firmware|ml\b/i;

/** "Did he write the code for X?": yes or no from the roles held in the entry. */
function codedIn(ctx: Ctx, w: Extract<Work, { type: 'hackathon' }>): string {
  if (!ctx.q.yesNo || !ctx.q.words.some((x) => CODE_WORDS.has(x))) return '';
  return w.hackathon.roles.some((r) => CODING_ROLE.test(r)) && !notCoding(w)
    ? 'Yes. '
    : `No, ${listing(w.hackathon.roles)} only. `;
}

const BUILT = new Set(['build', 'built', 'make', 'made', 'create', 'created']);
const TEAM_NAME_ASKED = /\bteam (?:called|named|name)\b|\bname of (?:the|her|his|their) team\b/;
/** "What was the team called?" */
export const asksTeamName = (q: Ctx['q']) => TEAM_NAME_ASKED.test(q.words.join(' '));
/** "What was the team called?" of the one hackathon entry named or in view: its team's name. */
export function teamNameOf(ctx: Ctx): Answer | undefined {
  if (!asksTeamName(ctx.q)) return undefined;
  const named = namedItems(ctx).filter((i) => i.type === 'hackathon');
  const pool = named.length ? named : ctx.focus.filter((i) => i.type === 'hackathon');
  const [h, ...rest] = pool;
  if (!h || rest.length || h.type !== 'hackathon') return undefined;
  return answer(
    soloEntry(h)
      ? `${ctx.v.name} entered ${itemLink(h)} (${h.hackathon.event}) solo, as “${h.hackathon.team}”.`
      : `The team was called ${h.hackathon.team}. Their entry: ${itemLink(h)} at ${h.hackathon.event} (${when(h.hackathon.date)}).`,
    [h],
  );
}
// A sentence that says no app was made ("No app of my own: I mentored") names nothing built.
const NEGATED = /\b(?:no|not|never|none)\b|n['’]t\b/i;

// A sentence on the people of a team: "my teammates were Rui and Mei", "together with Ana".
const TEAMMATES =
  /\b(?:team-?mates?|team members?|co-?founders?|partnered|paired|together with|alongside|teamed up|colleagues?|friends?)\b/i;

/** "Who did she build it with?": the team, and the entry's own words on its members if it has any. */
function teammatesSaid(ctx: Ctx, w: Extract<Work, { type: 'hackathon' }>): string {
  const said = sentencesOf(`${w.hackathon.description.role} ${w.hackathon.description.app}`).filter((x) =>
    TEAMMATES.test(x),
  );
  return said.length
    ? `${ctx.v.name} built it with the team ${w.hackathon.team}; in ${ctx.v.their} own words: “${said.join(' ')}”\n`
    : `${ctx.v.name} built it with the team ${w.hackathon.team}; the site doesn't name the other members.\n`;
}

/** "Was he the team lead on it?": yes or no by the entry's own roles, where a role is named. */
function roleLead(ctx: Ctx, roles: readonly string[]): string {
  const asked = entitiesOf(ctx.q, 'role').map((r) => r.role);
  if (!ctx.q.yesNo || !asked.length) return '';
  return asked.every((r) => roles.includes(r)) ? 'Yes. ' : `No, not ${listing(asked)}. `;
}

/** What a hackathon entry built and where, without repeating a title its label already gives. */
const entryAt = (w: Extract<Work, { type: 'hackathon' }>) =>
  w.hackathon.title === w.title ? w.hackathon.event : `${w.hackathon.title}, ${w.hackathon.event}`;

/** What the owner did in a hackathon team, with what the team built or who was in it where asked. */
function hackathonRole(ctx: Ctx, i: Extract<Work, { type: 'hackathon' }>): Answer {
  const solo = soloEntry(i);
  // "What did they build there?" asks what the team made before what the owner did in it.
  const app = firstSentences(i.hackathon.description.app, 1);
  const asksBuilt = ctx.q.words.some((w) => BUILT.has(w));
  // Beside the competition (a judge, a mentor), the owner had no team and built nothing there.
  const built = !asksBuilt
    ? ''
    : notCompeting(i)
      ? `${besideCompetition(ctx, i, ctx.v.name)} The entry says: “${app}”\n`
      : !NEGATED.test(app)
        ? `At ${i.hackathon.event}, ${solo ? ctx.v.name : 'the team'} built ${i.hackathon.title}. ${app}\n`
        : '';
  // "Who did she build it with?": the team, whose members the site doesn't name.
  // "Did he build it on his own?": yes or no first.
  const alone = asksAlone(ctx.q) && ctx.q.yesNo;
  const team = !asksWithWhom(ctx.q)
    ? ''
    : solo
      ? `${alone ? 'Yes' : 'No one'}: ${ctx.v.name} entered it solo.\n`
      : `${alone ? 'No: ' : ''}${teammatesSaid(ctx, i)}`;
  // "What was her team called?": the team's name leads.
  const named = TEAM_NAME_ASKED.test(ctx.q.words.join(' '))
    ? `The team was called ${i.hackathon.team}. `
    : '';
  return answer(
    `${codedIn(ctx, i) || roleLead(ctx, i.hackathon.roles)}${named}${team}${built}In ${itemLink(i)} (${entryAt(i)}), ${ctx.v.name}'s ${i.hackathon.roles.length > 1 ? 'roles were' : 'role was'} ${listing(i.hackathon.roles)}:\n> ${i.hackathon.description.role}`,
    [i],
  );
}

export function itemRole(ctx: Ctx): Answer {
  return forTarget(
    ctx,
    (i) => isWork(i) || i.type === 'entry',
    (i) => {
      if (i.type === 'hackathon') return hackathonRole(ctx, i);
      // "Did she write Swift at her QA tester job?": what that job's own words name.
      const techs = namedTechs(ctx);
      if (i.type === 'entry' && ctx.q.yesNo && techs.length) return techAtEntries(ctx, [i], techs);
      if (i.type !== 'project') return entryCard(ctx, i);
      // A project is the owner's own: what they built is what it is; who with, in its own words.
      const made = madeWith(ctx, i);
      // "I was lead programmer: …": the owner's own words on their part answer it.
      const part = made ? [] : partSaid(i.project.description);
      if (part.length)
        return answer(`In ${itemLink(i)}, in ${ctx.v.their} own words: “${part.join(' ')}”`, [i]);
      const about = made
        ? i.project.summary
        : `${i.project.summary} ${firstSentences(i.project.description, 2)}`;
      const whose = madeForSaid(`${i.project.summary} ${i.project.description}`).length
        ? `a project on ${ctx.v.name}'s site`
        : `one of ${ctx.v.name}'s own projects`;
      return answer(`${made}${itemLink(i)} is ${whose}: ${about}`, [i]);
    },
    askWhich(ctx),
  );
}

// "I was lead programmer", "my role was…", "I led the back end": the owner's part in a project.
const PART_SAID =
  /\b(?:I was (?:the |a |an |its )?(?:[\w-]+ ){0,3}?(?:lead|programmer|developer|engineer|designer|owner|founder|architect|manager|maintainer|author)\b|my (?:role|part|job) (?:was|is)\b|I (?:led|owned|was responsible for)\b)/i;

// "I designed the screens and built the front end": the owner's part, where others made it too.
const OWN_PART = /\bI (?:designed|built|wrote|coded|programmed|made|did|handled|owned|set up|ran)\b/;

/** The owner's own words on their part in a project: a role named, or what they did beside others. */
function partSaid(description: string): string[] {
  const sentences = sentencesOf(description);
  const named = sentences.filter((x) => PART_SAID.test(x));
  if (named.length || !sentences.some((x) => COAUTHORS.test(x) || LED_TEAM.test(x))) return named;
  return sentences.filter((x) => OWN_PART.test(x));
}

/** "Did he build it alone?": the project's own words on who it was made with ("co-authored with…"), else that the site names no one. */
function madeWith(ctx: Ctx, i: Extract<Work, { type: 'project' }>): string {
  if (!asksWithWhom(ctx.q)) return '';
  const withWhom = sentencesOf(i.project.description).filter((x) => COAUTHORS.test(x) || LED_TEAM.test(x));
  return withWhom.length
    ? `${asksAlone(ctx.q) ? 'No, in' : 'In'} ${ctx.v.their} own words: “${withWhom.join(' ')}” `
    : `The site doesn't say that anyone else worked on ${i.title}. `;
}

// "I led the four engineers who built it", "a team of five": the people it was made with.
const LED_TEAM =
  /\b(?:led|lead|leading|managed|ran) (?:the |a )?(?:team of )?(?:(?:two|three|four|five|six|seven|eight|nine|ten|\d+) )?(?:engineers|developers|people|designers)\b|\b(?:a |our )?team of (?:two|three|four|five|six|seven|eight|nine|ten|\d+)\b/i;
const COAUTHORS =
  /\bco-?(?:authored|authors?|wrote|written|created|founded|built|developed)\b|\b(?:with|alongside) (?:my |a )?(?:(?:two|three|four|five|six|a few|several|\d+) )?(?:[\w-]+ )?(?:engineers|developers|designers|friends?|colleagues?|partner|brother|sister|wife|husband|son|daughter|dad|father|mum|mom|mother|cousin|classmates?|teammates?)\b/i;

/** "Who did she build it with?", "who was on the team?": the people the work was made with. */
export const asksWithWhom = (q: Ctx['q']) =>
  (q.words.includes('who') && (q.words.includes('with') || q.words.includes('team'))) ||
  asksAlone(q) ||
  /^who (?:made|built|created|developed|coded|programmed) /.test(q.words.join(' '));
// "Did he build it alone?", "a solo project?": whether anyone else worked on it.
const ALONE_ASKED = /\b(?:alone|solo|by (?:himself|herself|themselves|themself)|on (?:his|her|their) own)\b/;
export const asksAlone = (q: Ctx['q']) => ALONE_ASKED.test(q.words.join(' '));

/** Work of a kind: yes or no first, and the matching work, or the kinds there are. */
const DETERMINERS = ['his', 'her', 'their', 'the'];

/**
 * "the computer opponent in his tic tac toe game": a kind of work in the singular, after "his" or
 * "the" and at least one word describing it.
 */
function singularKind(ctx: Ctx): boolean {
  return ctx.q.found.some((f) => {
    if (f.entity.type !== 'kind') return false;
    const before = ctx.q.words.slice(Math.max(0, f.start - 5), f.start);
    const at = Math.max(...DETERMINERS.map((d) => before.lastIndexOf(d)));
    const noun = ctx.q.words[f.end - 1] ?? '';
    return at >= 0 && at < before.length - 1 && singular(noun) === noun;
  });
}

/** "the civic tech hackathon", "her browser extension": a kind named as one thing, not asked about in general. */
const definiteKind = (ctx: Ctx) =>
  ctx.q.found.some(
    (f) =>
      f.entity.type === 'kind' &&
      ['the', 'her', 'his', 'their', 'this', 'that'].includes(ctx.q.words[f.start - 1] ?? '') &&
      singular(ctx.q.words[f.end - 1] ?? '') === ctx.q.words[f.end - 1],
  );

/**
 * "the computer opponent in his tic tac toe game": one piece of work of the kind, described; "tell me
 * about the civic tech hackathon": the only one of the kind, named definitely.
 */
function oneOfKind(ctx: Ctx, kinds: readonly string[]): Work | undefined {
  // "His experience with AI?" asks for all the work of the kind, jobs too, not one piece of it.
  if (ctx.q.words.includes('experience')) return undefined;
  const ofKind = (i: Item) => isWork(i) && kinds.every((k) => kindsOf(i).includes(k));
  const one = singularKind(ctx) ? described(ctx, ofKind) : undefined;
  if (one && isWork(one)) return one;
  const all = ctx.cat.work.filter(ofKind);
  return all.length === 1 && !ctx.q.yesNo && definiteKind(ctx) ? all[0] : undefined;
}

/** Work of a kind still kept up, or besides the one named ("any games besides Snake?"). */
const keptOrBesides = (ctx: Ctx) => keptAmongKind(ctx) ?? besidesOfKind(ctx);

// Words after a kind that make it a quality: "mobile friendly", "mobile first", "AI ready".
const QUALITY = new Set(['friendly', 'first', 'ready', 'compatible', 'optimised', 'optimized', 'responsive']);

/** A piece of work's kinds as said: "a command-line tool", not "a command-line tool and a tool". */
function kindsOfWork(w: Work): string {
  const labels = kindsOf(w).map((k) => kindLabel(k));
  const own = labels.filter((l) => !labels.some((x) => x !== l && x.endsWith(` ${l}`)));
  return listing(own.map(withArticle));
}

/** "Is it mobile friendly?" asks a quality of the work, not whether it is of the kind. */
const qualityAsked = (ctx: Ctx) =>
  ctx.q.found.some((f) => f.entity.type === 'kind' && QUALITY.has(ctx.q.words[f.end] ?? ''))
    ? propertyInView(ctx, false, true)
    : undefined;

/** "Is Snake a web game?": of the kinds, and the sort the word before it says. */
function isOfKinds(ctx: Ctx, w: Work, kinds: readonly string[]): Answer {
  const word = kindWord(ctx);
  const yes = kinds.every((k) => kindsOf(w).includes(k)) && (!word || isKindWord(ctx, w, word));
  return answer(`${yes ? 'Yes' : 'No'}: ${itemLink(w)} is ${kindsOfWork(w)}.`, [w]);
}

export function kindHas(ctx: Ctx): Answer {
  const kinds = namedKinds(ctx);
  if (!kinds.length) return projects(ctx);
  if (asksCategorySkills(ctx)) return categoryCard(ctx);
  const kept = keptOrBesides(ctx);
  if (kept) return kept;
  // "Is it a web game?" of the one piece of work in view is asked of that piece.
  const inView = ctx.focus.filter(isWork);
  const pointed = ctx.q.yesNo && ctx.q.backRef && inView.length === 1 ? inView : [];
  const named = namedItems(ctx).filter(isWork).concat(pointed);
  // "Tell me about the snake game": the work itself; "is Snake a game?" is answered yes or no.
  if (named.length && !ctx.q.yesNo) return card(ctx, named[0]!);
  if (named.length) return qualityAsked(ctx) ?? isOfKinds(ctx, named[0]!, kinds);
  const among = amongOrSaid(ctx, kinds, inView);
  if (among) return among;
  const one = oneOfKind(ctx, kinds);
  if (one) return card(ctx, one);
  return workOfKinds(ctx, kinds);
}

/** Of the work in view by kind, or work of another kind saying the kind's word with the question's. */
const amongOrSaid = (ctx: Ctx, kinds: readonly string[], inView: readonly Work[]) =>
  ofThoseInView(ctx, kinds, inView) ?? saidBesideKind(ctx, kinds);

/** "Which of his sites scored 100 for accessibility?": work saying so in its own words, then the kind's work. */
function saidBesideKind(ctx: Ctx, kinds: readonly string[]): Answer | undefined {
  const said = kindSaidElsewhere(ctx, kinds);
  if (!said) return undefined;
  const base = workOfKinds(ctx, kinds);
  const lead = ctx.q.yesNo ? `Yes, b${said.text.slice(1)}` : said.text;
  return answer(`${lead}\n\n${base.text.replace(/^(?:Yes|No): /, '')}`, [
    ...said.work.map((w) => w.id),
    ...base.items,
  ]);
}

/** "How many of them are games?" of the work in view: those of the kinds, counted among them. */
function ofThoseInView(ctx: Ctx, kinds: readonly string[], inView: readonly Work[]): Answer | undefined {
  if (inView.length < 2 || !/\b(?:of|among) (?:them|those|these)\b/.test(ctx.q.words.join(' ')))
    return undefined;
  const ofKinds = newestFirst(inView.filter((w) => kinds.every((k) => kindsOf(w).includes(k))));
  const label = (n: number) => listing(kinds.map((k) => kindLabel(k, n)));
  const lines = ofKinds.map((w) => `- ${linkedLine(w)}`).join('\n');
  return answer(
    ofKinds.length
      ? `${ofKinds.length} of those ${inView.length} ${ofKinds.length === 1 ? 'is' : 'are'} ${ofKinds.length === 1 ? withArticle(label(1)) : label(2)}:\n${lines}`
      : `None of those ${inView.length} is ${withArticle(label(1))}.`,
    ofKinds,
  );
}

/** "Any games in Python?": the work of the kinds that uses every technology named, or none, and what does. */
function ofKindsWithTech(
  ctx: Ctx,
  kinds: readonly string[],
  ofKinds: readonly Work[],
  techs: readonly Tech[],
): Answer {
  const label = (n: number) => listing(kinds.map((k) => kindLabel(k, n)));
  const stack = listing(techs.map((t) => t.title));
  const using = newestFirst(ofKinds.filter((w) => techs.every((t) => usesTech(w, t))));
  if (using.length)
    return answer(
      `${ctx.q.yesNo || ctx.q.words[0] === 'any' ? 'Yes: ' : ''}${ctx.v.name} has ${using.length} ${label(using.length)} built with ${stack} on the site:\n${using.map((w) => `- ${linkedLine(w)}`).join('\n')}`,
      using,
    );
  const other = newestFirst(ctx.cat.work.filter((w) => techs.every((t) => usesTech(w, t))));
  const elsewhere = other.length
    ? ` ${stack} is used in ${listing(other.map((w) => itemLink(w)))}.`
    : ` No work on the site uses ${stack}.`;
  return answer(
    `No: none of ${ctx.v.name}'s ${ofKinds.length} ${label(ofKinds.length)} on the site is built with ${stack} (${listing(newestFirst(ofKinds).map((w) => itemLink(w)))}).${elsewhere}`,
    [...ofKinds, ...other],
    'not-listed',
  );
}

/** The owner's work of the kinds (and the sort the word before them says), yes or no first. */
// "A health hackathon and a finance one": two pieces of work, one of each kind.
const EACH_OF = /\band (?:a |an |another )?\w+ (?:one|ones|hackathon|hackathons|project|projects)\b/;

/**
 * "He did a health hackathon and a finance one, right?": yes only where each kind has work of its
 * own; "health or finance?": each kind's work apart.
 */
function eachOfKinds(ctx: Ctx, kinds: readonly string[]): Answer | undefined {
  const both = EACH_OF.test(ctx.q.words.join(' '));
  // "Health or finance?" counts each kind apart, never as one sum of both.
  const either = ctx.q.words.includes('or') && !namedTechs(ctx).length && !kindWord(ctx);
  if (kinds.length < 2 || !(both || either)) return undefined;
  const each = kinds.map((k) => ({
    k,
    work: newestFirst(ctx.cat.work.filter((w) => kindsOf(w).includes(k))),
  }));
  const lines = each.map(
    ({ k, work }) =>
      `- ${capitalised(kindLabel(k, 2))}: ${work.length ? listing(work.map((w) => `${itemLink(w)} (${dated(w)})`)) : 'none on the site'}`,
  );
  const lead = (both ? each.every((e) => e.work.length) : each.some((e) => e.work.length))
    ? 'Yes'
    : both && each.some((e) => e.work.length)
      ? 'No, not each of them'
      : 'No';
  return answer(
    `${ctx.q.yesNo || ctx.q.words[0] === 'any' ? `${lead}:\n` : ''}${lines.join('\n')}`,
    each.flatMap((e) => e.work),
  );
}

function workOfKinds(ctx: Ctx, kinds: readonly string[]): Answer {
  return eachOfKinds(ctx, kinds) ?? kindsTogether(ctx, kinds);
}

/** "A talk at KubeCon?": no, where none of the work of that kind names the event or place. */
function notAt(
  ctx: Ctx,
  kinds: readonly string[],
  sorted: readonly Work[],
  counted: string,
): Answer | undefined {
  const at = /\bat ([A-Z][\p{L}\d&.-]*[\p{L}\d])/u.exec(ctx.q.raw)?.[1];
  if (!ctx.q.yesNo || !at || englishWords().has(at.toLowerCase())) return undefined;
  // "SREcon" is named by "SREcon23".
  const saysAt = (w: Work) =>
    tokens(`${w.title} ${linkedLine(w)} ${proseOf(w)}`).some((t) => t.startsWith(at.toLowerCase()));
  if (sorted.some(saysAt)) return undefined;
  return answer(
    `No: the site lists no ${listing(kinds.map((k) => kindLabel(k)))} at ${at}. ${ctx.v.name}'s ${counted} on the site:\n${sorted.map((w) => `- ${linkedLine(w)}`).join('\n')}`,
    sorted,
  );
}

/** The work of the kinds that the word before the kind describes ("web games"), or none of it. */
function ofWord(ctx: Ctx, ofKinds: Work[], word: string | undefined): Work[] | 'none' {
  if (!word) return ofKinds;
  const matches = ofKinds.filter((w) => isKindWord(ctx, w, word));
  return ofKinds.length && !matches.length ? 'none' : matches;
}

// Words of making a piece of work oneself.
const BUILDING = new Set([
  'build',
  'built',
  'building',
  'shipping',
  'coding',
  'developing',
  'programming',
  'writing',
  'ship',
  'shipped',
  'code',
  'coded',
  'develop',
  'developed',
  'program',
  'programmed',
  'write',
  'wrote',
  'written',
]);

/** None of the work is of the kinds: the entries the owner wrote no code for, the prose, or no. */
function noneOfKindsBuilt(ctx: Ctx, kinds: readonly string[], building: boolean): Answer {
  const unbuilt = building ? unbuiltOfKinds(ctx, kinds) : undefined;
  if (unbuilt) return unbuilt;
  const said = saidOtherwise(ctx);
  if (said.length)
    return answer(
      `${ctx.q.yesNo ? 'Not in the work listed: none' : 'None'} of ${ctx.v.name}'s work is listed as ${listing(kinds.map((k) => withArticle(kindLabel(k))))}, but the site says:\n${said
        .map((p) => `- ${source(p.item)}: “${p.text}”`)
        .join('\n')}`,
      said.map((p) => p.item),
    );
  const has = ctx.cat.kinds.map((k) => kindLabel(k, 2));
  return answer(
    `No: none of ${ctx.v.name}'s projects${hackathonsOf(ctx).length ? ' or hackathon entries' : ''} is listed as ${listing(kinds.map((k) => withArticle(kindLabel(k))))}. ${ctx.v.their.charAt(0).toUpperCase() + ctx.v.their.slice(1)} work on the site: ${listing(has)}.`,
    [],
    'not-listed',
  );
}

/** The work of all the kinds named at once, or of either where the question says "or". */
function kindsTogether(ctx: Ctx, kinds: readonly string[]): Answer {
  const atJob = kindAtEmployer(ctx, kinds);
  if (atJob) return atJob;
  // "browser extensions or CLI tools?" asks for either; "a web app and a game" for both in one.
  const either = ctx.q.words.includes('or');
  // A hackathon the owner only judged or mentored is not the owner's work of its kind; one where
  // they wrote no code is not one they built or shipped.
  const building = ctx.q.words.some((w) => BUILDING.has(w));
  const ofKinds = ctx.cat.work.filter(
    (w) =>
      !notCompeting(w) &&
      !(building && notBuiltByOwner(w, kinds)) &&
      (either ? kinds.some((k) => kindsOf(w).includes(k)) : kinds.every((k) => kindsOf(w).includes(k))),
  );
  const word = kindWord(ctx);
  const matches = ofWord(ctx, ofKinds, word);
  if (matches === 'none') return noneOfWord(ctx, kinds, ofKinds, word!);
  // "Accessibility experience": a practice named as the kind is that kind, not a stack to build with.
  const techs = namedTechs(ctx).filter(
    (t) => !(t.kind === 'practice' && kinds.some((k) => t.names.includes(k))),
  );
  if (techs.length && matches.length) return ofKindsWithTech(ctx, kinds, matches, techs);
  if (!matches.length) return noneOfKindsBuilt(ctx, kinds, building);
  const sorted = newestFirst(matches);
  const counted = `${word ? `${wordLabel(word)} ` : ''}${listing(kinds.map((k) => kindLabel(k, sorted.length)))}`;
  const notThere = notAt(ctx, kinds, sorted, counted);
  if (notThere) return notThere;
  return withJobsOfKinds(ctx, kinds, sorted, counted);
}

/** The work of the kinds with the jobs of them: the jobs first where experience is asked for. */
function withJobsOfKinds(
  ctx: Ctx,
  kinds: readonly string[],
  sorted: readonly Work[],
  counted: string,
): Answer {
  const jobs = jobsOfKinds(ctx, kinds);
  const atWork = jobs.length
    ? `\nAt work: ${listing(jobs.map((e) => `${itemLink(e)}${at(e)}${span(e.entry) ? ` (${span(e.entry)})` : ''}`))}.`
    : '';
  const shipped = shippedAtWork(ctx);
  const saidAtWork = jobs.length || shipped ? { text: '', jobs: [] } : kindSaidAtWork(ctx, kinds);
  const yes = (ctx.q.yesNo && !qualifiedClaim(ctx.q.words)) || ctx.q.words[0] === 'any' ? 'Yes: ' : '';
  const listed = `${sorted.length} ${counted} on the site:\n${sorted.map((w) => `- ${linkedLine(w)}`).join('\n')}${oneDescribed(sorted)}`;
  const work = `${atWork}${saidAtWork.text}`;
  // "Any experience in fintech?": a job of the kind is the experience asked for; the work follows.
  if (work && asksExperience(ctx.q.words))
    return answer(
      `${yes ? `Yes, ${work.trimStart().replace(/^A/, 'a')}` : work.trimStart()}\nAlso ${listed}${shipped}`,
      [...jobs, ...saidAtWork.jobs, ...sorted],
    );
  return answer(`${yes}${ctx.v.name} has ${listed}${work}${shipped}`, [
    ...sorted,
    ...jobs,
    ...saidAtWork.jobs,
  ]);
}

/** The one piece of work of a kind in its own words: "a series of talks" lists them there. */
function oneDescribed(sorted: readonly Work[]): string {
  const [w] = sorted;
  if (sorted.length !== 1 || w!.type !== 'project') return '';
  const told = firstSentences(w!.project.description, 2);
  return told && !normalize(told).startsWith(normalize(w!.project.summary)) ? `\n  “${told}”` : '';
}

// "Which games has she shipped?": what the jobs' own words say was shipped or released there.
const SHIPPED = /\b(?:shipped|released|launched|published)\b/i;
// "for Tidepool Tactics (2016)": a title named with its year of release.
const TITLE_WITH_YEAR = /\b\p{Lu}[\p{L}'’]*(?: [\p{Lu}\d][\p{L}\d'’:]*)* \((?:19|20)\d\d\)/u;

/** The job sentences saying what was shipped, where the question asks what was. */
function shippedAtWork(ctx: Ctx): string {
  if (!ctx.q.words.some((w) => SHIPPED.test(w))) return '';
  const said = careerOf(ctx.cat).flatMap((e) =>
    sentencesOf(e.entry.content)
      .filter((x) => SHIPPED.test(x) || TITLE_WITH_YEAR.test(x))
      .map((x) => `- ${itemLink(e)}${at(e)}: “${x}”`),
  );
  return said.length ? `\nShipped at work, in ${ctx.v.their} own words:\n${said.slice(0, 4).join('\n')}` : '';
}

/** A job named for the kind ("AI Trainer" for AI work) is work of that kind too. */
const jobsOfKinds = (ctx: Ctx, kinds: readonly string[]) =>
  careerOf(ctx.cat).filter((e) =>
    kinds.some((k) =>
      normalize(e.entry.role ?? e.title)
        .split(' ')
        .includes(normalize(k)),
    ),
  );

const wordLabel = (word: string) =>
  platformLabel(word) ??
  (word === 'opensource'
    ? 'open-source'
    : word.length <= 3 && !englishWords().has(word)
      ? word.toUpperCase()
      : word);

/** "a console game" when no game says console: said so, with where else the site says it. */
function noneOfWord(ctx: Ctx, kinds: readonly string[], ofKinds: readonly Work[], word: string): Answer {
  const kindWords = ctx.q.found
    .filter((f) => f.entity.type === 'kind')
    .flatMap((f) => ctx.q.words.slice(f.start, f.end));
  const both = ctx.passages
    .find([word, ...kindWords], 2, (i) => !ofKinds.includes(i as Work))
    .filter((p) => p.every);
  // "Streaming ML?": a job whose own words say the word ("Spark Structured Streaming") bears on it.
  const said = both.length ? both : ctx.passages.find([word], 2, isJob).filter((p) => p.every);
  const none = `none of ${ctx.v.name}'s ${ofKinds.length} ${listing(kinds.map((k) => kindLabel(k, ofKinds.length)))} on the site is described as ${listing(
    kinds.map((k) => withArticle(`${wordLabel(word)} ${kindLabel(k)}`)),
  )}`;
  const all = `${capitalised(ctx.v.their)} ${listing(kinds.map((k) => kindLabel(k, 2)))}: ${listing(newestFirst(ofKinds).map(itemLink))}.`;
  if (!said.length) return answer(`No: ${none}. ${all}`, [...ofKinds], 'not-listed');
  return answer(
    `${capitalised(none)}, but the site says:\n${said.map((p) => `- ${source(p.item)}: “${p.text}”`).join('\n')}\n${all}`,
    [...said.map((p) => p.item), ...ofKinds],
  );
}

/**
 * "Flask or Django, which has he shipped something with?": each technology on its own, the work
 * with it or none, rather than work built with both.
 */
function eitherOf(ctx: Ctx, techs: readonly Tech[]): Answer | undefined {
  const asked = ctx.q.words.includes('or') && ctx.q.words.some((w) => w === 'which' || w === 'either');
  if (techs.length < 2 || !asked || ctx.q.backRef) return undefined;
  const lines = techs.map((t) => {
    const work = newestFirst(ctx.cat.work.filter((w) => usesSkill(w, t)));
    return {
      work,
      text: `- ${t.title}: ${work.length ? listing(work.map(itemLink)) : 'no project or hackathon entry on the site uses it'}`,
    };
  });
  const any = lines.some((l) => l.work.length);
  return answer(
    `${ctx.q.yesNo ? (any ? 'Yes. ' : 'No. ') : ''}Each on its own:\n${lines.map((l) => l.text).join('\n')}`,
    lines.flatMap((l) => l.work),
  );
}

/**
 * How "used nowhere" begins: a piece of work whose own words name it ("runs on iOS and Android")
 * uses it, stack or not; one whose stack has it, but whose words give that part to someone else,
 * does not.
 */
function nowhereLead(ctx: Ctx, techs: readonly Tech[], said: readonly Passage[], none: string): string {
  const names = listing(techs.map((t) => t.title));
  const stacked = (p: Passage) => isWork(p.item) && stackNames(p.item, techs);
  const theirs = said.filter(stacked).map((p) => p.item as Work);
  if (said.some((p) => isWork(p.item) && !stacked(p)))
    return `${ctx.q.yesNo ? "Yes, by the work's own words (below), though n" : 'N'}${none.slice(1)} lists ${names} in its stack.`;
  if (theirs.length) return othersPartLead(ctx, theirs, names);
  // A hackathon entry whose stack has it, where the owner wrote no code: the team's tool, not theirs.
  const notTheirs = ctx.cat.work.filter((w) => notCoding(w) && !notCompeting(w) && stackNames(w, techs));
  if (notTheirs.length)
    return `${ctx.q.yesNo ? 'Not in code: ' : ''}${listing(notTheirs.map(itemLink))} ${notTheirs.length > 1 ? 'list' : 'lists'} ${names} in ${notTheirs.length > 1 ? 'their stacks' : 'its stack'}, but ${ctx.v.name} wrote no code there; no other work on the site uses it.`;
  const apart = eachApart(ctx, techs);
  return apart
    ? `${none} uses ${techs.length === 2 ? 'both' : 'all of'} ${names}; ${apart}`
    : `${none} uses ${names}.`;
}

/** Of several technologies no work uses together, the work that uses any one of them. */
const usedApart = (ctx: Ctx, techs: readonly Tech[]) =>
  techs.length < 2 ? [] : ctx.cat.work.filter((w) => techs.some((t) => usesTech(w, t)));

/** "Snowflake and BigQuery" that no work uses together: the work that uses either one. */
function eachApart(ctx: Ctx, techs: readonly Tech[]): string {
  if (techs.length < 2) return '';
  const lines = techs.flatMap((t) => {
    const work = ctx.cat.work.filter((w) => usesTech(w, t));
    return work.length ? [`${t.title} is used in ${listing(work.map(itemLink))}`] : [];
  });
  return lines.length ? `${lines.join('; ')}.` : '';
}

export const stackNames = (w: Work, techs: readonly Tech[]) =>
  stackOf(w).some((s) => techs.some((t) => t.names.includes(normalize(s))));

/** "No: Fila Certa lists React in its stack, but Augustin's own words give that part to someone else." */
const othersPartLead = (ctx: Ctx, theirs: readonly Work[], names: string) =>
  `${ctx.q.yesNo ? 'No: ' : ''}${listing(theirs.map(itemLink))} ${theirs.length > 1 ? 'list' : 'lists'} ${names} in ${theirs.length > 1 ? 'their stacks' : 'its stack'}, but ${ctx.v.name}'s own words give that part to someone else.`;

/** No work uses the technologies: said so, with whether they are listed skills all the same. */
function usedNowhere(ctx: Ctx, techs: Tech[], scoped: boolean): Answer {
  const names = listing(techs.map((t) => t.title));
  const listed = techs.filter((t) => t.listed);
  const none = scoped
    ? 'None of those'
    : `No project${hackathonsOf(ctx).length ? ' or hackathon entry' : ''} on the site`;
  const skills = listed.length
    ? ` ${listing(listed.map((t) => t.title))} ${listed.length > 1 ? 'are' : 'is'} among ${ctx.v.name}'s listed skills (${listing([...new Set(listed.map((t) => categoryTitle(ctx, t)))])}).`
    : ` ${names} ${techs.length > 1 ? 'are' : 'is'} not among ${ctx.v.name}'s listed skills either.`;
  // An unlisted technology the owner's own words name ("we moved from jQuery to Vue") is said so.
  const said = techs.filter((t) => !t.listed).flatMap((t) => mentionsOf(ctx, t, 2));
  const quotes = said.length
    ? `\nThe site mentions it:\n${said.map((p) => `- ${source(p.item)}: “${p.text}”`).join('\n')}`
    : '';
  const kind = listed.length || said.length ? 'answered' : 'not-listed';
  // Where no project uses it, a job whose own words do is the evidence ("rewrote the renderer on Vulkan").
  const atWork = said.length || scoped ? [] : jobsNaming(ctx, techs);
  const jobLines = atWork.map((p) => `- ${source(p.item)}: “${p.text}”`).join('\n');
  const jobs = atWork.length ? `\nAt work:\n${jobLines}` : '';
  // "Did they ever use AUTOSAR?" used at a job only: yes, at work, before the work that doesn't.
  const text =
    ctx.q.yesNo && atWork.length
      ? `Yes, at work:\n${jobLines}\n\n${nowhereLead(ctx, techs, said, none)}${skills}`
      : `${nowhereLead(ctx, techs, said, none)}${skills}${quotes}${jobs}`;
  return answer(
    text,
    [...said.map((p) => p.item), ...atWork.map((p) => p.item), ...usedApart(ctx, techs)],
    kind,
  );
}

/** No work of the kinds, or none at all, uses the technologies. */
const unused = (ctx: Ctx, techs: Tech[], kinds: readonly string[], all: readonly Work[], scoped: boolean) =>
  noneOfKinds(ctx, kinds, techs, all) ??
  (scoped ? undefined : (practiceSaid(ctx, techs) ?? practiceNear(ctx, techs))) ??
  usedNowhere(ctx, techs, scoped);

/**
 * "Has he written any unit tests?" of an owner whose words say "automated tests for every view": a
 * practice neither listed nor named is not a no where the site says its broader word (testing).
 */
function practiceNear(ctx: Ctx, techs: Tech[]): Answer | undefined {
  if (techs.length !== 1 || techs[0]!.listed || techs[0]!.kind !== 'practice') return undefined;
  const tech = techs[0]!;
  if (mentionsOf(ctx, tech, 1).length) return undefined;
  const head = tokens(tech.title).at(-1)!;
  const words = ctx.passages.topicWords([head]);
  if (!words.length || head === tokens(tech.title)[0]) return undefined;
  const said = ctx.passages.find(words, 3);
  if (!said.length) return undefined;
  return answer(
    `${ctx.q.yesNo ? 'Not by that name: ' : ''}${tech.title} is not among ${ctx.v.name}'s listed skills and no work names it, but the site says this on ${head}:\n${said.map((p) => `- ${source(p.item)}: “${p.text}”`).join('\n')}`,
    said.map((p) => p.item),
  );
}

/**
 * A listed practice ("Accessibility") is in no stack: where the owner's own words name it, in jobs,
 * work or the About, is where it was practised.
 */
function practiceSaid(ctx: Ctx, techs: Tech[]): Answer | undefined {
  if (!techs.every((t) => t.listed && t.kind === 'practice')) return undefined;
  const said = techs.flatMap((t) => mentionsOf(ctx, t, 4));
  if (!said.length) return undefined;
  const listed = `${listing(techs.map((t) => t.title))} ${techs.length > 1 ? 'are' : 'is'} among ${ctx.v.name}'s listed skills (${listing([...new Set(techs.map((t) => categoryTitle(ctx, t)))])})`;
  return answer(
    `${ctx.q.yesNo ? 'Yes: ' : ''}${listed}. Where ${ctx.v.their} own words name it:\n${said.map((p) => `- ${source(p.item)}: “${p.text}”`).join('\n')}`,
    said.map((p) => p.item),
  );
}

// Learning a skill on the side of a job outside software ("I started teaching myself Flutter") is
// not using it at that job.
const LEARNING =
  /\b(?:teach(?:ing)? (?:myself|himself|herself|themselves)|taught (?:myself|himself|herself|themselves)|learn(?:ing|t|ed)?|self-taught|courses?|tutorials?)\b/i;
const learntBeside = (p: Passage) =>
  p.item.type === 'entry' && p.item.entry.field === 'other' && LEARNING.test(p.text);

/** The sentences of jobs that name the technologies: where they were used in production. */
const jobsNaming = (ctx: Ctx, techs: Tech[]) => {
  // One line a job, newest first as found, each job once.
  const all = techs.flatMap((t) => mentionsOf(ctx, t, 4, isJob)).filter((p) => !learntBeside(p));
  return all.filter((p, i) => all.findIndex((o) => o.item === p.item) === i).slice(0, 3);
};

/** The type of work a question names ("which hackathon…", "which project…"), when the owner has both. */
function askedType(ctx: Ctx): Work['type'] | undefined {
  if (!hackathonsOf(ctx).length || !projectsOf(ctx).length) return undefined;
  const w = ctx.q.words.map(singular);
  // "hackathon projects" are hackathon entries.
  if (w.includes('hackathon') && (!w.includes('project') || w[w.indexOf('hackathon') + 1] === 'project'))
    return 'hackathon';
  if (w.includes('project') && !w.includes('hackathon')) return 'project';
  return undefined;
}

const categoryTitle = (ctx: Ctx, t: Tech) =>
  ctx.cat.categories.find((c) => c.category === t.listed?.category)?.title ?? '';

/** The owner's sentences on a question's words other than the kinds it names ("the curses library", "IEC 62304"). */
function saidOtherwise(ctx: Ctx) {
  const free = ctx.q.words.filter(
    (w, i) => !ctx.q.found.some((f) => f.start <= i && i < f.end) && !commonWords().has(w),
  );
  const said = ctx.passages.find(ctx.passages.topicWords(free, { verbs: true }), 2);
  if (said.length) return said;
  // The visitor's own word for the kind ("chatbot" for a bot, "machine learning"), in what the work's
  // own words say, else in a job's or a course's.
  const kindWords = ctx.passages.topicWords(
    ctx.q.found.filter((f) => f.entity.type === 'kind').flatMap((f) => ctx.q.words.slice(f.start, f.end)),
    { verbs: true },
  );
  // The visitor's own phrase for the kind, as written ("an e-commerce company"), wherever it is.
  const phrases = ctx.q.found
    .filter((f) => f.entity.type === 'kind')
    .map((f) => ctx.q.words.slice(f.start, f.end).join(' '));
  const literal = ctx.passages
    .find(kindWords, 6)
    .filter((p) => phrases.some((ph) => ` ${normalize(p.text)} `.includes(` ${ph} `)));
  if (literal.length) return literal.slice(0, 2);
  const whole = kindNamedWhole(ctx);
  if (whole.length) return whole;
  const sayAll = (p: Passage) => p.every && p.own;
  const inWork = ctx.passages.find(kindWords, 2, isWork).filter(sayAll);
  const anywhere =
    inWork.length || kindWords.length < 2 ? inWork : ctx.passages.find(kindWords, 2).filter(sayAll);
  return anywhere.length ? anywhere : byKindNames(ctx);
}

const GENERIC_HEADS = new Set([
  'application',
  'site',
  'page',
  'phone',
  'service',
  'tool',
  'project',
  'game',
  'engineering',
]);
const isPersonal = (i: Item) => i.type === 'entry' && i.section.id === 'personal';

/**
 * "Online shops" where a job's own words say "Shopify stores": the last word of each of the kind's
 * names ("online store", "web shop"), in the owner's own words.
 */
/** "An online shop" in a job's own words, for e-commerce asked: a kind's other name of several words, whole. */
function kindNamedWhole(ctx: Ctx): Passage[] {
  const kinds = ctx.q.found.flatMap((f) => (f.entity.type === 'kind' ? [f.entity.kind] : []));
  const names = kinds.flatMap((k) => (KIND_NAMES[k] ?? []).filter((n) => tokens(n).length > 1));
  return names
    .flatMap((n) =>
      ctx.passages.find(tokens(n), 6).filter((p) => ` ${normalize(p.text)} `.includes(` ${normalize(n)} `)),
    )
    .filter((p, i, all) => p.own && all.findIndex((x) => x.text === p.text) === i)
    .slice(0, 2);
}

function byKindNames(ctx: Ctx): Passage[] {
  const kinds = ctx.q.found.flatMap((f) => (f.entity.type === 'kind' ? [f.entity.kind] : []));
  // Only a name's own noun: "store" of "online store", never "mobile" alone nor "application".
  const heads = new Set(
    kinds.flatMap((k) =>
      [k, ...(KIND_NAMES[k] ?? [])]
        .filter((n) => tokens(n).length > 1)
        .map((n) => singular(tokens(n).at(-1)!)),
    ),
  );
  const words = [...heads].filter((w) => w.length > 3 && !GENERIC_HEADS.has(w));
  return words
    .flatMap((w) =>
      ctx.passages.find([w], 4).filter((p) => tokens(p.text).some((t) => t === w || singular(t) === w)),
    )
    .filter((p, i, all) => p.own && !isPersonal(p.item) && all.findIndex((x) => x.text === p.text) === i)
    .slice(0, 2);
}

/** " projects", " hackathon entry": the type of work asked about, counted; nothing when none was. */
const typeNoun = (type: Work['type'] | undefined, n: number) =>
  !type
    ? ` piece${n === 1 ? '' : 's'} of work`
    : type === 'project'
      ? ` project${n === 1 ? '' : 's'}`
      : ` hackathon ${n === 1 ? 'entry' : 'entries'}`;

/** "What's it written in?" of the one piece of work in view: its stack; "when did he make it?", its year. */
function noSkillNamed(ctx: Ctx): Answer {
  if (!ctx.q.backRef || ctx.focus.filter(isWork).length !== 1) return projects(ctx);
  return ctx.q.words.includes('when') ? itemYear(ctx) : itemStack(ctx);
}

/** Work built with named technologies; within the last answer's items when the question points back. */
/** "Which JavaScript libraries?" with no library built with it: the work that does use it. */
function noneOfKinds(
  ctx: Ctx,
  kinds: readonly string[],
  techs: readonly Tech[],
  all: readonly Work[],
): Answer | undefined {
  const withTech = newestFirst(all.filter((w) => techs.every((t: Tech) => usesSkill(w, t))));
  if (!kinds.length || !withTech.length) return undefined;
  const names = listing(techs.map((t) => t.title));
  return answer(
    `None of ${ctx.v.name}'s work listed as ${listing(kinds.map((k) => withArticle(kindLabel(k))))} uses ${names}. ${names} is used in ${listing(withTech.map(itemLink))}.`,
    withTech,
  );
}

export function skillWhere(ctx: Ctx): Answer {
  const techs = namedTechs(ctx);
  if (!techs.length) return noSkillNamed(ctx);
  // "Did he use TypeScript in eBuddies?", "did she build the fuzzer in Go?": yes or no of that work.
  const one = ctx.q.yesNo ? oneWorkAsked(ctx) : undefined;
  if (one) return stackYesNo(ctx, one, techs);
  return eitherOf(ctx, techs) ?? workWith(ctx, techs);
}

const BESIDES = new Set(['besides', 'except', 'other', 'apart', 'beyond', 'outside']);
/** "Anything in Python besides Fund Frontier?" asks about the other work. */
export const asksBesides = (ctx: Ctx) => ctx.q.words.some((w) => BESIDES.has(w));
// "the fuzzer in Go", "the scoreboard with React": a piece of work described before a technology.
const THE_WORK = /\bthe (\w+)(?: (\w+))? (?:in|with|using|on)\b/;

/** The one piece of work a yes/no question names, or describes ("the fuzzer"). */
export function oneWorkAsked(ctx: Ctx): Work | undefined {
  if (asksBesides(ctx)) return undefined;
  const named = namedItems(ctx).filter(isWork);
  if (named.length) return named.length === 1 ? named[0] : undefined;
  // "Did he use React in it?", "…in the terminal one?" of the one piece of work in view; "is there
  // a project that uses it?" asks of all the work.
  if (askedOfOneInView(ctx)) return ctx.focus[0] as Work;
  const the = THE_WORK.exec(ctx.q.words.join(' '));
  return the && !ctx.cat.phrases.has(the[1]!) ? (described(ctx, isWork) as Work | undefined) : undefined;
}

const THAT_ONE =
  /^(?:and |so )?(?:does|did|is|was|has) it\b|\b(?:in|on|for|with) (?:it|(?:that|this|the(?: [a-z0-9]+){1,3}) (?:one|app|game|project))\b/;
/** "Does it use Python?", "did she use React in the terminal one?": of the one piece of work in view. */
export const askedOfOneInView = (ctx: Pick<Ctx, 'q' | 'focus'>) =>
  ctx.focus.length === 1 && isWork(ctx.focus[0]!) && THAT_ONE.test(ctx.q.words.join(' '));

/** The work of the time a question bounds it to ("before 2025"), or all of it. */
function inTimeAsked(ctx: Ctx, works: Work[]): Work[] {
  const bound = yearBound(ctx);
  return bound ? works.filter(bound.test) : works;
}

/** None of the work of the time asked uses it: no, with the work of other times that does. */
function outsideTime(ctx: Ctx, used: readonly Work[], names: string, type: string | undefined): Answer {
  const when = yearBound(ctx)?.words ?? '';
  const noun = type === 'hackathon' ? 'hackathon entries' : type === 'project' ? 'projects' : 'work';
  return answer(
    `${ctx.q.yesNo ? 'No: n' : 'N'}one of ${ctx.v.name}'s ${noun} ${when} on the site uses ${names}. It comes up outside that time in:\n${used.map((w) => `- ${workLine(w)}`).join('\n')}`,
    used,
  );
}

/** The type of work asked, when some work of that type passes. */
const typeUsing = (all: readonly Work[], asked: Work['type'] | undefined, uses: (w: Work) => boolean) =>
  asked && all.some((w) => w.type === asked && uses(w)) ? asked : undefined;

/** No hackathon entry uses the technologies, other work does: no, with that work. */
function noHackathonWith(ctx: Ctx, used: readonly Work[], names: string): Answer {
  return answer(
    `${ctx.q.yesNo ? 'No: n' : 'N'}one of ${ctx.v.name}'s hackathon entries on the site uses ${names}. It comes up in:\n${used.map((w) => `- ${workLine(w)}`).join('\n')}`,
    used,
  );
}

/** "Star Review vs eBuddies: which one used React?": the pieces of work named, or those in view. */
function workAmong(ctx: Ctx): Work[] | undefined {
  const named = namedItems(ctx).filter(isWork);
  if (named.length > 1) return named;
  // "Which of the two…?", "do both…?": the pieces in view too.
  const pointed = ctx.q.backRef || /\b(?:the (?:two|three|2|3)|both)\b/.test(ctx.q.words.join(' '));
  return pointed && ctx.focus.some(isWork) ? ctx.focus.filter(isWork) : undefined;
}

/** The type all the work is of ("Of those, 2 hackathon entries…"), when it is of one. */
const oneType = (work: readonly Work[] = []) =>
  work.every((w) => w.type === work[0]?.type) ? work[0]?.type : undefined;

/** The work built with every technology named (of the kinds named), and the jobs that name them. */
/**
 * "Has she shipped push notifications?" of an owner who lists "push notifications" as an alias of
 * Firebase: the alias of two words or more, as asked, where some work using the skill says it.
 */
function featuresAsked(
  ctx: Ctx,
  techs: readonly Tech[],
  all: readonly Work[],
): { tech: Tech; words: string[] }[] {
  return techs.flatMap((t) => {
    const found = ctx.q.found.find((f) => f.entity.type === 'tech' && f.entity.tech === t);
    const words = found ? ctx.q.words.slice(found.start, found.end) : [];
    const alias = t.listed?.skill.aliases?.some((a) => normalize(a) === words.join(' '));
    const said = (w: Work) => usesSkill(w, t) && ctx.passages.says(proseOf(w), words);
    return alias && words.length > 1 && all.some(said) ? [{ tech: t, words }] : [];
  });
}

function workWith(ctx: Ctx, techs: Tech[]): Answer {
  const among = workAmong(ctx);
  const scoped = !!among;
  const all = among ?? ctx.cat.work;
  // "Which games were in Python?": the kinds of work named narrow it too.
  const kinds = namedKinds(ctx);
  const phrases = featuresAsked(ctx, techs, all);
  const uses = (w: Work) =>
    techs.every((t: Tech) => usesSkill(w, t)) &&
    kinds.every((k) => kindsOf(w).includes(k)) &&
    phrases.every((p) => ctx.passages.says(proseOf(w), p.words));
  // "Which hackathon used X?" is answered from the hackathons, unless only other work used it.
  const asked = askedType(ctx);
  const type = typeUsing(all, asked, uses);
  const used = newestFirst(all.filter((w) => uses(w) && (!type || w.type === type)));
  const asFeature = (t: Tech) => phrases.find((p) => p.tech === t)?.words.join(' ');
  const names = listing(techs.map((t) => (asFeature(t) ? `${asFeature(t)} (${t.title})` : t.title)));
  if (!used.length) return unused(ctx, techs, kinds, all, !!scoped);
  // "Did she use Elixir at a hackathon?" when only her projects did: no, with where it was.
  if (asked === 'hackathon' && !type) return noHackathonWith(ctx, used, names);
  // "Any hackathon before 2025?": only the work of the time asked.
  const matches = inTimeAsked(ctx, used);
  if (!matches.length) return outsideTime(ctx, used, names, type);
  // Jobs whose own words name it, where the question names no type of work or asks about work.
  const workAsked = asksAtWork(ctx.q);
  const atWork = scoped || (asked && !workAsked) ? [] : jobsNaming(ctx, techs);
  const jobs = atWork.map((p) => `\n- ${source(p.item)}: “${p.text}”`).join('');
  const others = scoped ? [] : hackathonsToo(all, type, uses);
  const also = others.map((w) => `${itemLink(w)} (${dated(w)})`);
  const what = kindsOrType(kinds, type ?? oneType(among), matches.length);
  const work = `${scoped ? 'Of those, ' : ''}${matches.length}${what} ${matches.length === 1 ? 'uses' : 'use'} ${names}:\n${matches.map((w) => `- ${workLine(w)}`).join('\n')}${also.length ? `\nAlso in hackathon entries: ${listing(also)}.` : ''}`;
  const items = [...matches, ...others, ...atWork.map((p) => p.item)];
  // Work whose own words place it at an employer ("At Praterstern I led…") was not made outside work.
  const atJob = matches.some((w) =>
    careerOf(ctx.cat).some((e) => namesEmployer(proseOf(w), e.entry.organisation ?? '')),
  );
  const text = whereText(ctx, work, jobs, workAsked, names);
  return answer(atJob ? text.replace(/Outside work, /, 'In the work on the site, ') : text, items);
}

/** The work and the jobs with a technology; "at work or only on side projects?" is answered by the jobs first. */
function whereText(ctx: Ctx, work: string, jobs: string, workAsked: boolean, names = 'it'): string {
  // "At work or only on side projects?" is no yes-or-no question.
  const either = ctx.q.words.includes('or');
  if (workAsked && jobs)
    return `${ctx.q.yesNo && !either ? 'Yes, at' : 'At'} work:${jobs}\nOutside work, ${work}`;
  // "Has he used React in production?" with no job naming it: not that the site shows.
  if (workAsked)
    return `${ctx.q.yesNo ? 'Not that the site shows: ' : ''}no job on the site names ${names}. Outside work, ${work}`.replace(
      /^n/,
      'N',
    );
  return `${ctx.q.yesNo ? 'Yes: ' : ''}${work}${jobs && `\nAt work:${jobs}`}`;
}

/** " games", " projects": what a count of work is, by the kinds or the type asked about. */
const kindsOrType = (kinds: readonly string[], type: Work['type'] | undefined, n: number) =>
  kinds.length && !type ? ` ${listing(kinds.map((k) => kindLabel(k, n)))}` : typeNoun(type, n);

const AT_WORK = new Set(['work', 'job', 'jobs', 'professionally', 'professional', 'production', 'employer']);
// Words before "work" that still make it paid work ("client work"); any other names a sort of work.
const PAID = new Set([
  'client',
  'paid',
  'freelance',
  'day',
  'professional',
  'commercial',
  'contract',
  'real',
]);
/** "At work or only on side projects?", "in production": asked of jobs; "design work" is a sort of work. */
function asksAtWork(q: Ctx['q']): boolean {
  // "did Anika work with it": the owner's name before it makes "work" the verb.
  const owner = (i: number) => q.found.some((f) => f.entity.type === 'owner' && f.end === i);
  return q.words.some(
    (w, i) =>
      AT_WORK.has(w) &&
      (w !== 'work' ||
        i === 0 ||
        PAID.has(q.words[i - 1]!) ||
        FUNCTION_WORDS.has(q.words[i - 1]!) ||
        owner(i)),
  );
}

/** "Which projects used X?": visitors call hackathon entries projects too, so those with it follow. */
const hackathonsToo = (all: readonly Work[], type: Work['type'] | undefined, uses: (w: Work) => boolean) =>
  type === 'project' ? newestFirst(all.filter((w) => w.type === 'hackathon' && uses(w))) : [];

/** "Is this site built with Next.js?": yes or no from its stack. */
const builtWith = (ctx: Ctx, site: Work) => {
  const techs = namedTechs(ctx);
  if (!techs.length || !ctx.q.yesNo) return '';
  return techs.every((t) => usesTech(site, t))
    ? 'Yes. '
    : `No: ${listing(techs.filter((t) => !usesTech(site, t)).map((t) => t.title))} is not in its stack. `;
};

const HOW_BUILT = /\b(?:how|architecture|architected|works?|made|built|under the hood)\b/;

// "What's the site called?", "the site's name?": the name in the navigation bar.
const SITE_NAME_ASKED = /\b(?:called|name|named)\b/;

export function thisSite(ctx: Ctx): Answer {
  const site = projectsOf(ctx).find((w) => w.type === 'project' && w.project.thisSite);
  const { owner } = ctx.cat;
  if (SITE_NAME_ASKED.test(ctx.q.words.join(' ')))
    return answer(
      `This site is **${siteNameOf(owner)}**, ${ctx.v.name}'s portfolio${site ? ` (${itemLink(site)} on the projects page)` : ''}.`,
      site ? [site] : [],
    );
  if (!site && !HOW_BUILT.test(ctx.q.words.join(' ')))
    return answer(
      `You're on it: this portfolio${ctx.cat.owner.siteName ? `, ${ctx.cat.owner.siteName},` : ''} is ${ctx.v.name}'s site. ${pageLink('projects')} lists ${ctx.v.their} projects; ${ctx.v.they} ${ctx.v.is} also on ${link('LinkedIn', ctx.cat.owner.linkedin)} and ${link('GitHub', ctx.cat.owner.github)}.`,
      [],
    );
  if (!site)
    return answer(
      `The site doesn't say how it was built. ${pageLink('projects')} lists ${ctx.v.name}'s projects.`,
      [],
      'not-on-site',
    );
  const links = linksLine(site);
  // "How is this site built?": how, in the owner's own words, beside the stack.
  const how =
    site.type === 'project' && !ctx.q.yesNo && HOW_BUILT.test(ctx.q.words.join(' '))
      ? `\n> ${firstSentences(site.project.description, 3)}`
      : '';
  return answer(
    `${site.type === 'project' && asksWithWhom(ctx.q) ? madeWith(ctx, site) : builtWith(ctx, site)}This site is ${itemLink(site)}: ${site.type === 'project' ? site.project.summary.replace(/^this site\b[:,]?\s*/i, '') : ''} Built with ${listing(stackOf(site))}.${links ? ` ${links}` : ''}${how}`,
    [site],
  );
}

export const projectsPage = () => pages.projects.path;

// Tables read by a visitor's words have no prototype: "constructor" is a word, not a key.
for (const table of [KIND_LABELS, SAID_BY_LETTER, SIDES]) Object.setPrototypeOf(table, null);
