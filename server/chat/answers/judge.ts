import { notOnSite } from './scope';
import type { Faq } from '../../../content';
import { stemmer } from 'stemmer';
import { faqItemId, type Item, type Tech, type Work } from '../catalogue';
import { stackSize } from './stackSize';
import {
  careerOf,
  dateKey,
  datedAs,
  isJob,
  kindsOf,
  newestFirst,
  notCoding,
  notCompeting,
  stackOf,
  usesTech,
  year,
} from '../facts';
import { firstSentences, listing, normalize, singular, tokens } from '../text';
import { describedJob, isWork, namedItems, namedKinds, namedTechs, type Ctx } from './context';
import { areaFacts, areaLines, areasIn, areaVerdict, type AreaFacts } from './fit';
import { experienceYears, leadRolesLine, summary } from './about';
import { answer, contactLine, itemLink, when, type Answer } from './markdown';
import { isWinResult, item, kindLabel, stackNames, withArticle } from './work';
import { source } from './prose';
import { levelNote, listedMembers, mentionsOf, namesTech, nearest, skillHas, usesSkill } from './skills';

// A skill label that marks it at the top of the owner's range.
const TOP_MARK = /\b(?:expert|main|primary|strongest|everyday|advanced)\b/i;
import { proseOf } from './workDetail';
import { at, dates, type Entry } from './entryText';
import { levelByTitle } from './levelByTitle';
import { ownVoice, proseOfItem, sentencesOf } from '../passages';
import { BUILT_ON, type Area } from '../lexicon/tech';
import { FUNCTION_WORDS } from '../lexicon/english';
import { AREA_LABELS } from '../lexicon/areas';
import { scaleLines } from './scale';
import { reachAsked, reachLine, reachLines, widestReach } from './reach';
import { usageSaid } from './workSaid';
import { leadRole } from './leadOf';
import { hackathonSides } from './hackathonSides';
import { sidesByTitle } from './sidesByTitle';
import { wordSides } from './wordSides';
import { sideBySide } from './jobsSideBySide';
import { complexity } from './complexity';
import { fitBasics } from './fitBasics';
import { SEEKING_PHRASE } from '../lexicon/cues';

// Judgement and comparison: the site ranks nothing, so these answers give the facts in the data that
// bear on the question (the largest stack, the newest, the most kinds, the overlap with a named
// stack) and say plainly that the site does not rank them. The owner's faq answers first when the
// classifier finds one close to the question.

const NO_RANKING = (ctx: Ctx, what: string) =>
  `The site doesn't rank ${ctx.v.name}'s ${what}; these facts bear on it:`;

const most = <T>(items: readonly T[], score: (t: T) => number) => {
  const best = Math.max(...items.map(score));
  return items.filter((t) => score(t) === best);
};

/** Faq answers that name work: the owner's own view of it. */
/** The owner's faq answers on a favourite piece of work, for a question of preference. */
const ownWords = (ctx: Ctx) =>
  prefers(ctx.q.words)
    ? (ctx.cat.owner.faq ?? []).filter(
        (f) =>
          prefers(f.questions.flatMap(tokens)) &&
          f.items?.some((id) => ctx.cat.work.some((w) => w.id === id)),
      )
    : [];

/** The work of an area, the most of it first, each with its stack. */
function areaWork(ctx: Ctx, f: AreaFacts): { lines: string[]; items: Work[] } {
  const work = f.work.slice(0, 4);
  if (!work.length) return projectFacts(ctx);
  return {
    lines: [
      `- ${f.label.charAt(0).toUpperCase()}${f.label.slice(1)} work on the site: ${listing(work.map((w) => `${itemLink(w)} (${listing(stackOf(w).slice(0, 5))})`))}`,
    ],
    items: work,
  };
}

/** Items with their own fact in brackets; items whose facts are identical share one bracket. */
function sameFacts(items: readonly Work[], fact: (w: Work) => string): string[] {
  const groups = new Map<string, Work[]>();
  for (const w of items) groups.set(fact(w), [...(groups.get(fact(w)) ?? []), w]);
  return [...groups].map(([f, ws]) => `${listing(ws.map(itemLink))} (${f})`);
}

/** The owner's own faq answer that speaks to a judgement, quoted first. */
const ownLead = (ctx: Ctx) => (ctx.ownFaq ? `In ${ctx.v.name}'s own words: “${ctx.ownFaq.answer}”\n\n` : '');
const ownItems = (ctx: Ctx) => (ctx.ownFaq ? [ctx.ownFaq.id] : []);

/** Which of two or more areas the owner leans to: each area's skills, roles and work, side by side. */
const ENGINEERING = new Set(['engineer', 'engineering', 'developer', 'programmer', 'coder', 'dev']);
const ALL_AREAS = Object.keys(AREA_LABELS) as Area[];

/** Whether one side of "X or Y" is a post with no area ("an engineer") and the other names an area. */
function engineeringSide(words: readonly string[]): boolean {
  const or = words.indexOf('or');
  if (or < 0) return false;
  const sides = [words.slice(0, or), words.slice(or + 1)];
  const post = sides.findIndex((s) => s.some((w) => ENGINEERING.has(w)) && !areasIn(s).length);
  return post >= 0 && areasIn(sides[1 - post]!).length > 0;
}

/**
 * Of two areas weighed, the one the owner's title names alone, where some job's title names it too
 * and none names the other ("Senior Backend Engineer", every job a backend post).
 */
function titledSide(ctx: Ctx, areas: readonly Area[]): Area | undefined {
  if (areas.length !== 2) return undefined;
  const own = areasIn(ctx.cat.owner.subtitle).filter((a) => areas.includes(a));
  if (own.length !== 1) return undefined;
  const jobsIn = (a: Area) => careerOf(ctx.cat).filter((e) => areasIn(e.entry.role ?? e.title).includes(a));
  const other = areas.find((a) => a !== own[0])!;
  return jobsIn(own[0]!).length && !jobsIn(other).length ? own[0] : undefined;
}

// Fields of their own whose apps run on the device: neither the web's front end nor its back end.
const CLIENT_FIELDS = new Set<Area>(['mobile']);

export function leaning(ctx: Ctx): Answer {
  const areas = areasIn(ctx.q.words);
  const weighed = sidesByTitle(ctx) ?? hackathonSides(ctx, areas) ?? wordSides(ctx);
  if (weighed) return weighed;
  if (!areas.length) return summary(ctx);
  const sides = areas.map((a) => ({ area: a, facts: areaFacts(ctx, [a]) }));
  // "A designer or an engineer?": the side named by a post, not an area, is every other area.
  if (areas.length === 1 && engineeringSide(ctx.q.words)) {
    const facts = areaFacts(
      ctx,
      ALL_AREAS.filter((a) => a !== areas[0]),
    );
    sides.push({ area: areas[0]!, facts: { ...facts, label: 'engineering' } });
  }
  // "Frontend or backend?" of an owner titled for a third field ("iOS & Android Developer"): that
  // field's facts beside the two, and no lean read into either.
  const titleAreas = areasIn(ctx.cat.owner.subtitle);
  const third =
    areas.length === 2 && !titleAreas.some((a) => areas.includes(a))
      ? titleAreas.find((a) => CLIENT_FIELDS.has(a))
      : undefined;
  if (third) sides.push({ area: third, facts: areaFacts(ctx, [third]) });
  const lines = sides.map(({ facts: f }) => {
    const skills = [
      ...f.categories.flatMap((c) => c.category.skills.map((s) => s.title)),
      ...f.skills.map((t) => t.title),
    ];
    const parts = [
      skills.length
        ? `${skills.length} listed ${skills.length === 1 ? 'skill' : 'skills'} (${listing(skills.slice(0, 5))}${skills.length > 5 ? '…' : ''})`
        : 'no listed skills',
      f.roles.length ? `roles: ${listing(f.roles.slice(0, 3))}` : '',
      `${f.work.length} of ${ctx.cat.work.length} pieces of work`,
    ].filter(Boolean);
    return `- ${f.label.charAt(0).toUpperCase()}${f.label.slice(1)}: ${parts.join('; ')}`;
  });
  const titled = titledSide(ctx, areas);
  const weighs = third
    ? `${ctx.v.name}'s title on the site is ${ctx.cat.owner.subtitle}: ${AREA_LABELS[third]} work, which the site does not file under either side. What it shows:`
    : titled
      ? `${AREA_LABELS[titled].charAt(0).toUpperCase()}${AREA_LABELS[titled].slice(1)}, by ${ctx.v.their} title on the site (${ctx.cat.owner.subtitle}) and ${ctx.v.their} jobs' titles, none of them for the other side. What the site shows:`
      : `${ctx.v.name}'s title on the site is ${ctx.cat.owner.subtitle}. The site doesn't weigh one side against the other; what it shows:`;
  return answer(`${ownLead(ctx)}${weighs}\n${lines.join('\n')}`, [
    ...ownItems(ctx),
    ...sides.flatMap((s) => [...s.facts.categories, ...s.facts.work.slice(0, 2)].map((i) => i.id)),
  ]);
}

// Words of preference: a favourite named by the owner answers these, not "most complex".
const PREFERENCE = new Set([
  'favorite',
  'favourite',
  'proud',
  'proudest',
  'best',
  'love',
  'like',
  'recommend',
]);
const prefers = (words: readonly string[]) => words.some((w) => PREFERENCE.has(w));

/** A count the stacks give, the owner's own favourite, or the work weighed by what makes it complex. */
const countedOrFavourite = (ctx: Ctx, judged: Work[], facts: Parameters<typeof ownFavourite>[2]) =>
  stackSize(ctx, judged) ?? ownFavourite(ctx, judged, facts) ?? complexity(ctx, judged);

export function judgeProject(ctx: Ctx): Answer {
  // "Which project best shows back-end ability?": the work of that area, most of it first.
  const areas = areasIn(ctx.q.words);
  const { lines, items } = areas.length ? areaWork(ctx, areaFacts(ctx, areas)) : projectFacts(ctx);
  const judged = judgedWork(ctx);
  const favourite = countedOrFavourite(ctx, judged, { lines, items });
  if (favourite) return favourite;
  const own = ownWords(ctx).filter((f) => !f.items?.length || judged.some((w) => f.items!.includes(w.id)));
  const picked = own.length ? undefined : faqPicked(ctx, judgedWork(ctx));
  const measures = reachAsked(ctx.q.words);
  if (measures)
    return reachAnswer(ctx, measures, { lines, items }, ownLine(ctx, own, picked), [
      ...own.map((f) => f.id),
      ...(picked ? [faqItemId(ctx.cat, picked.f), picked.named.id] : []),
    ]);
  const faqLine = ownLine(ctx, own, picked);
  const scale = scaleLines(ctx, judgedWork(ctx));
  const scaleLine = scale.lines ? `\n\n${scale.lines}` : '';
  // One the owner's own words call their largest answers it; the rest are facts beside it.
  const led = judgedLead(ctx, judged, scale.ranked, picked);
  // A lead that quotes the owner's pick has said the line that would quote it.
  const quoted = !own.length && !!picked && led.ids.includes(picked.named.id);
  // With one the evidence points to, stack sizes and dates are padding: reach and placings stay.
  const shown = led.pointed ? lines.filter((l) => !PROXY_LINE.test(l) && !saidInLead(l, led.figured)) : lines;
  const head = led.pointed && !shown.length ? led.head.replace(/; other facts:$/, '.') : led.head;
  return answer(`${head}\n${shown.join('\n')}${scaleLine}${quoted ? '' : faqLine}`.replace(/\n+$/, ''), [
    ...led.ids,
    ...items.map((w) => w.id),
    ...own.map((f) => f.id),
    ...(picked ? [faqItemId(ctx.cat, picked.f), picked.named.id] : []),
  ]);
}

/** The head of a judgement: the one the owner's words rank, else what the evidence points to, else no ranking. */
function judgedLead(
  ctx: Ctx,
  judged: readonly Work[],
  ranked: { lead: string; work: Work } | undefined,
  picked: { f: Faq; named: Work } | undefined,
): { head: string; ids: string[]; pointed?: boolean; figured?: string } {
  if (ranked) return { head: `${ranked.lead}\n\nOther facts that bear on it:`, ids: [ranked.work.id] };
  const out = standsOutBy(ctx, judged, picked);
  return out
    ? {
        head: `${out.lead}\n\nThe site doesn't rank them otherwise; other facts:`,
        ids: out.items.map((w) => w.id),
        pointed: true,
        figured: out.figured,
      }
    : { head: NO_RANKING(ctx, judgedNoun(judged)), ids: [] };
}
// Lines of facts that stand in for a ranking where the evidence gives none.
const PROXY_LINE = /^- (?:Largest stacks?|Newest|Most kinds of work):/;
// A line of reach that gives only the figures the lead has given.
const saidInLead = (line: string, figured: string | undefined) =>
  !!figured &&
  /^- Figures of reach:/.test(line) &&
  [...line.matchAll(/\?item=([a-z0-9-]+)/g)].every((m) => m[1] === figured);

/**
 * What the site's evidence points to: the owner's own favourite and the work with the widest reach,
 * one piece of work where they agree, else each for its own reason.
 */
function standsOutBy(
  ctx: Ctx,
  judged: readonly Work[],
  picked: { f: Faq; named: Work } | undefined,
): { lead: string; items: Work[]; figured?: string } | undefined {
  const reach = widestReach(judged);
  // Of two weighed, the wider of the two; of all the work, the widest.
  const widest =
    judged.length === 2 ? 'the wider reach of the two' : `the widest reach of ${ctx.v.their} work`;
  const fav = picked && judged.includes(picked.named) ? picked.named : undefined;
  const owned = picked ? `it is ${ctx.v.name}'s own favourite (“${pickSaid(picked.f.answer)}”).` : '';
  if (fav && reach?.work === fav)
    return {
      lead: `On the site's evidence, ${itemLink(fav)} stands out: it has ${widest} (${reach.figures}), and ${owned}`,
      items: [fav],
      figured: fav.id,
    };
  if (fav && reach)
    return {
      lead: `On the site's evidence, two stand out: ${itemLink(fav)}, which ${ctx.v.name} names ${ctx.v.their} favourite, and ${itemLink(reach.work)}, with ${judged.length === 2 ? 'the wider reach' : 'the widest reach'} (${reach.figures}).`,
      items: [fav, reach.work],
      figured: reach.work.id,
    };
  if (fav) return { lead: `On the site's evidence, ${itemLink(fav)} stands out: ${owned}`, items: [fav] };
  return reach
    ? {
        lead: `On the site's evidence, ${itemLink(reach.work)} stands out: it has ${widest} (${reach.figures}).`,
        items: [reach.work],
        figured: reach.work.id,
      }
    : undefined;
}

/** "Which of those two is his favourite?": the owner's own pick, where a preference is asked and their faq gives one. */
function ownFavourite(
  ctx: Ctx,
  judged: readonly Work[],
  facts: { lines: string[]; items: Work[] },
): Answer | undefined {
  const own = ctx.ownFaq;
  // The owner's favourite project says nothing of which hackathon was best.
  // A hackathon entry the owner names as their favourite project answers "favourite project?" too.
  const ofJudged =
    !own?.items?.length ||
    judged.some((w) => own.items!.includes(w.id)) ||
    (ctx.q.words.some((w) => singular(w) === 'project') &&
      own.items.every((id) => ctx.cat.items.get(id)?.type === 'hackathon'));
  if (
    !own ||
    !ofJudged ||
    !prefers(ctx.q.words) ||
    !prefers([...ctx.q.words, ...own.questions.flatMap(tokens)])
  )
    return undefined;
  // The owner's own pick among those in view is the whole answer.
  const said = ` ${normalize(own.answer)} `;
  const named = ctx.cat.work.filter((w) => own.items?.includes(w.id) && !judged.includes(w));
  const picked = [...judged, ...named].filter(
    (w) => said.includes(` ${normalize(w.title)} `) || named.includes(w),
  );
  // The owner's own pick answers "which is his favourite?": no list beside it says there is no pick.
  if (picked.length === 1) return answer(ownLead(ctx).trim(), [...ownItems(ctx), picked[0]!.id]);
  return answer(`${ownLead(ctx)}${NO_RANKING(ctx, judgedNoun(judged))}\n${facts.lines.join('\n')}`, [
    ...ownItems(ctx),
    ...(own.items ?? []).filter((id) => ctx.cat.items.has(id)),
    ...facts.items.map((w) => w.id),
  ]);
}

/** "Which project has the most users?": the figures the work gives lead; the other facts follow. */
function reachAnswer(
  ctx: Ctx,
  measures: Parameters<typeof reachLines>[2],
  facts: { lines: string[]; items: Work[] },
  faqLine: string,
  faqItems: string[],
): Answer {
  const reach = reachLines(ctx, judgedWork(ctx), measures);
  // One ranked first by its figures is the answer; the other facts are beside it, not in view.
  if (reach.ranked) return answer(reach.lead, reach.items);
  // Stack sizes and dates say nothing of reach.
  const lines = facts.lines.filter((l) => !PROXY_LINE.test(l));
  const others = lines.length ? `\n\nOther facts that bear on it:\n${lines.join('\n')}` : '';
  return answer(`${reach.lead}${others}${faqLine}`, [
    ...reach.items.map((w) => w.id),
    ...facts.items.map((w) => w.id),
    ...faqItems,
  ]);
}

/** What the work judged is called: hackathon entries when all of it is, else projects. */
const judgedNoun = (work: readonly Work[]) =>
  work.every((w) => w.type === 'hackathon') ? 'hackathon entries' : 'projects';

/** The work a judgement is over: those in view after a list, the projects where asked, else all. */
function judgedWork(ctx: Ctx): Work[] {
  // "Which game is his favourite?": the work of the kinds named, where there is any.
  const kinds = namedKinds(ctx);
  const all = judgedOfType(ctx);
  const ofKinds = all.filter((w) => kinds.every((k) => kindsOf(w).includes(k)));
  return kinds.length && ofKinds.length ? ofKinds : all;
}

function judgedOfType(ctx: Ctx): Work[] {
  // "Which of his projects…" is about the projects, when there are any; hackathon entries otherwise too.
  const words = ctx.q.words.map((w) => w.replace(/s$/, ''));
  const projects = ctx.cat.work.filter((w) => w.type === 'project');
  // "Which of those is the most complex?" after a list: the work in view.
  const inView = ctx.q.backRef ? ctx.focus.filter(isWork) : [];
  if (inView.length > 1) return inView;
  if (words.includes('project') && !words.includes('hackathon') && projects.length) return projects;
  // "Which hackathon was his best?": the hackathon entries, where there are any.
  const hackathons = ctx.cat.work.filter((w) => w.type === 'hackathon');
  // "His hackathon projects" are hackathon entries.
  const ofHackathons = words.some((w, i) => w === 'hackathon' && words[i + 1] === 'project');
  return words.includes('hackathon') && (!words.includes('project') || ofHackathons) && hackathons.length
    ? hackathons
    : [...ctx.cat.work];
}

/** The facts that bear on which piece of work stands out: the largest stack, the newest, the most kinds. */
function projectFacts(ctx: Ctx): { lines: string[]; items: Work[] } {
  // "Which of his projects…" is about the projects, when there are any; hackathon entries otherwise too.
  const work = judgedWork(ctx);
  const biggest = most(work, (w) => stackOf(w).length);
  const widest = most(work, (w) => kindsOf(w).length);
  const newest = newestFirst(work).filter((w, _, all) => dateKey(w) === dateKey(all[0]!));
  const lines = [
    biggest.length === 1
      ? `- Largest stack: ${itemLink(biggest[0]!)} (${stackOf(biggest[0]!).length} technologies: ${listing(stackOf(biggest[0]!))})`
      : `- Largest stacks: ${listing(biggest.map(itemLink))} (${stackOf(biggest[0]!).length} ${stackOf(biggest[0]!).length === 1 ? 'technology' : 'technologies'} each)`,
    `- Newest: ${listing(newest.map(itemLink))} (${newest.length === 2 ? 'both ' : newest.length > 2 ? 'all ' : ''}${year(newest[0]!)})`,
    `- Most kinds of work: ${listing(sameFacts(widest, (w) => listing(kindsOf(w).map((k) => kindLabel(k)))))}`,
  ];
  // Users, downloads and stars the work's own words give bear on which stands out; of hackathon
  // entries, their placings and the owner's lead roles.
  const reach = reachLine(work);
  const placed = work.filter((w) => w.type === 'hackathon' && w.hackathon.result);
  const led = work.filter((w) => w.type === 'hackathon' && w.hackathon.roles.some(leadRole));
  const extra = [
    reach?.line ?? '',
    placed.length
      ? `- Placings: ${listing(placed.map((w) => `${itemLink(w)} (${w.type === 'hackathon' ? w.hackathon.result : ''})`))}`
      : '',
    led.length
      ? `- Lead roles: ${listing(led.map((w) => `${itemLink(w)} (${w.type === 'hackathon' ? listing(w.hackathon.roles.filter(leadRole)) : ''})`))}`
      : '',
  ].filter(Boolean);
  return {
    lines: [...lines, ...extra],
    items: [...biggest, ...newest, ...widest, ...(reach?.items ?? []), ...placed, ...led],
  };
}

// Words of a level an owner may name a skill category by ("Expert", "Advanced", "Learning").
const LEVEL_WORDS = new Set(
  'expert experts expertise advanced proficient fluent strong strongest core primary learning beginner intermediate familiar basic comfortable'.split(
    ' ',
  ),
);
// Words before "learning" that make it a field ("Machine learning"), not a level.
const LEARNING_FIELDS = new Set([
  'machine',
  'deep',
  'reinforcement',
  'federated',
  'transfer',
  'statistical',
  'online',
]);

/** The level words of a category title, by stem: "Currently learning", never "Machine learning". */
const levelWordsOf = (title: string): string[] =>
  tokens(title)
    .filter((w, k, all) => LEVEL_WORDS.has(w) && !(w === 'learning' && LEARNING_FIELDS.has(all[k - 1] ?? '')))
    .map((w) => stemmer(w));

/** "What is he an expert in?": the skill category the owner named by that level, if there is one. */
function byLevel(ctx: Ctx): Answer | undefined {
  const asked = ctx.q.words.filter((w) => LEVEL_WORDS.has(w)).map((w) => stemmer(w));
  // "Is he an expert in it?" asks of a skill in view, not for the level's list.
  if (!asked.length || ctx.q.backRef) return undefined;
  const level = ctx.cat.categories.filter((c) => levelWordsOf(c.title).some((w) => asked.includes(w)));
  if (level.length !== 1) return undefined;
  const c = level[0]!;
  return answer(
    `${ctx.v.name}'s skills listed under ${itemLink(c)}: ${listing(c.category.skills.map((k) => k.title))}.`,
    [c],
  );
}

/** "What are his weaknesses?" where the owner's own answers speak of none: not on the site. */
// "Something bad about her?", "his flaws?": a weakness asked in other words.
const WEAK_ASKED = /^(?:weak\w*|bad|worst|flaws?|downsides?|negatives?|cons)$/;

function weaknessUnsaid(ctx: Ctx): Answer | undefined {
  if (!ctx.q.words.some((w) => WEAK_ASKED.test(w))) return undefined;
  if (ctx.ownFaq?.questions.some((q) => /\bweak/i.test(q))) return undefined;
  return answer(
    `The site doesn't say what ${ctx.v.name} is weaker at. ${contactLine(ctx.v)}`,
    [],
    'not-on-site',
  );
}

// "Rate her from 1 to 10", "is he better than other candidates?", "is she a good developer?".
const PEOPLE_COMPARED = new Set(['candidates', 'candidate', 'others', 'people', 'applicants', 'developers']);
const PEOPLE_WORDS = new Set(['developer', 'engineer', 'programmer', 'candidate', 'hire', 'coder', 'dev']);

/** "The site doesn't score…" before the owner's own words, where a score or a rank of the person is asked. */
function scoreUnsaid(ctx: Ctx): string {
  const w = ctx.q.words;
  const scored =
    w.includes('score') ||
    (w.includes('better') && w.some((x) => PEOPLE_COMPARED.has(x))) ||
    (w.includes('good') && w.some((x) => PEOPLE_WORDS.has(x)));
  return scored ? `The site doesn't score ${ctx.v.name} or rank ${ctx.v.them} against others. ` : '';
}

/** "Which framework does she use most?" where no work or job uses one: the ones listed, or that none is. */
function noneUsed(ctx: Ctx, listed: readonly Tech[], asked: readonly unknown[], cats: readonly string[]) {
  if (!ctx.q.skillKind && !asked.length) return undefined;
  const kind = ctx.q.skillKind;
  const noun = kind ? (kind === 'library' ? 'libraries' : `${kind}s`) : 'skills';
  if (!listed.length)
    return answer(
      `The site lists no ${noun} among ${ctx.v.name}'s skills. Skills by category: ${listing(cats)}.`,
      ctx.cat.categories.map((c) => c.id),
      'not-listed',
    );
  return answer(
    `${ctx.v.name} lists ${listing(listed.map((t) => t.title))}; no piece of work or job on the site names ${listed.length === 1 ? 'it' : 'them'}, so the site shows none used most.`,
    ctx.cat.categories.filter((c) => listed.some((t) => t.listed?.category === c.category)).map((c) => c.id),
  );
}

/** The owner's skill categories a question names, singular or plural ("engine" of "Engines"). */
function categoriesAsked(ctx: Ctx) {
  const words = new Set(ctx.q.words.map(singular));
  return ctx.cat.categories
    .filter((c) => {
      const own = tokens(c.title).map(singular);
      return own.length === 1 && words.has(own[0]!);
    })
    .map((c) => c.category);
}

export function judgeSkill(ctx: Ctx): Answer {
  const named = namedTechs(ctx);
  // "Is he good at Java?" of a skill neither listed nor used: no, it is not listed.
  // "Is she good at Zig?" of a skill the owner's own label marks with a level: by that mark.
  const unlisted = (t: Tech) => !t.listed && !listedMembers(ctx, t).length && !workUsing(ctx, t).length;
  if (ctx.q.yesNo && named.length && named.every((t) => unlisted(t) || levelNote(t))) return skillHas(ctx);
  if (named.length) return judgeNamedSkill(ctx, named);
  const weak = weaknessUnsaid(ctx);
  if (weak) return weak;
  const level = byLevel(ctx);
  if (level) return level;
  // A kind of skill asked for ('strongest language'), or one of the owner's categories ('which engine
  // does she use most'), narrows the facts to it.
  const asked = categoriesAsked(ctx);
  const listed = ctx.cat.techs.filter(
    (t) =>
      t.listed &&
      (!ctx.q.skillKind || t.kind === ctx.q.skillKind) &&
      (!asked.length || asked.includes(t.listed.category)),
  );
  const used = (t: Tech) => ctx.cat.work.filter((w) => usesTech(w, t)).length;
  // Jobs whose own words name the skill count as much as work built with it.
  const jobCounts = new Map(listed.map((t) => [t, jobsNaming(ctx, t)]));
  const jobs = (t: Tech) => jobCounts.get(t) ?? 0;
  const use = (t: Tech) => used(t) + jobs(t);
  const sorted = [...listed]
    .filter((t) => use(t) > 0)
    .sort((a, b) => use(b) - use(a) || a.title.localeCompare(b.title));
  // The four most used, and any used as much as the fourth: a tie is never cut by the alphabet.
  const fourth = sorted[3] ? use(sorted[3]) : 0;
  const ranked = sorted.filter((t, i) => i < 4 || use(t) === fourth).slice(0, 8);
  const lines = ranked.map((t) => {
    const parts = [
      used(t) ? `used in ${used(t)} of ${ctx.cat.work.length} pieces of work` : '',
      jobs(t) ? `named in ${jobs(t)} job${jobs(t) === 1 ? '' : 's'}` : '',
    ].filter(Boolean);
    return `- ${t.title}: ${parts.join(', ')}`;
  });
  const cats = ctx.cat.categories.map((c) => `${c.title} (${c.category.skills.length})`);
  const none = ranked.length ? undefined : noneUsed(ctx, listed, asked, cats);
  if (none) return none;
  // Skills the owner's own labels mark at the top ("expert", "my main language") lead.
  const marked = listed.filter((t) => TOP_MARK.test(levelNote(t) ?? ''));
  const labels = marked.length
    ? `By the labels on ${ctx.v.name}'s skills: ${listing(marked.map((t) => `${t.title} (“${levelNote(t)}”)`))}.\n\n`
    : '';
  // The owner's own answer on their strengths says it: the counts beside it would only contradict.
  if (ctx.ownFaq && !ctx.q.skillKind && !asked.length)
    return answer(`${scoreUnsaid(ctx)}${labels}${ownLead(ctx).trim()}`, [
      ...ownItems(ctx),
      ...ctx.cat.categories.map((c) => c.id),
    ]);
  return answer(
    `${labels}${ownLead(ctx)}${ctx.ownFaq ? 'What the site shows that bears on it:' : NO_RANKING(ctx, 'skills')}\n${lines.join('\n')}\n\nSkills by category: ${listing(cats)}.`,
    [
      ...ownItems(ctx),
      ...ctx.cat.categories.filter((c) => !asked.length || asked.includes(c.category)).map((c) => c.id),
    ],
  );
}

/** Lines on a named stack: which of it is listed, and the work built with it or of a named kind. */
function stackLines(
  ctx: Ctx,
  techs: Tech[],
  kinds: string[],
  shown: ReadonlySet<Work>,
  /** A job's own words already cover the kind asked about ("a payments fintech"). */
  jobSaysKind = false,
) {
  // "iOS" is listed through Swift and SwiftUI: an umbrella counts by its listed members.
  const through = new Map(techs.filter((t) => !t.listed).map((t) => [t, listedMembers(ctx, t)] as const));
  const listed = techs.filter((t) => t.listed || through.get(t)?.length);
  const missing = techs.filter((t) => !listed.includes(t));
  const uses = (w: Work, t: Tech) =>
    usesTech(w, t) || (through.get(t) ?? []).some((m) => usesTech(w, m)) || namesTech(t, proseOf(w));
  const bearing = ctx.cat.work.filter(
    (w) => techs.some((t) => uses(w, t)) || kinds.some((k) => kindsOf(w).includes(k)),
  );
  const named = (t: Tech) =>
    through.get(t)?.length ? `${t.title} (through ${listing(through.get(t)!.map((m) => m.title))})` : t.title;
  // The work with the most of the named stack first ("Python/Django": Django work before Python alone).
  const score = (w: Work) => techs.filter((t) => uses(w, t)).length;
  const related: Work[] = newestFirst(bearing.filter((w) => !shown.has(w)))
    .sort((a, b) => score(b) - score(a))
    .slice(0, 4);
  const lines: string[] = [];
  const verdict = techs.length ? stackVerdict(ctx, listed.map(named), missing) : '';
  // Jobs whose own words name the stack: production use, which a hiring team weighs first.
  const jobs = newestFirst([
    ...new Set(
      techs.flatMap((t) =>
        mentionsOf(ctx, t, 8)
          // "I have never worked in Unreal Engine" is no work with it.
          .filter((p) => isJob(p.item) && !NEVER_USED.test(p.text))
          .map((p) => p.item),
      ),
    ),
  ]);
  // Where some jobs are titled for it ("iOS Developer"), those: another job's passing words are not work with it.
  const titled = jobs.filter(
    (j) => j.type === 'entry' && techs.some((t) => namesTech(t, j.entry.role ?? j.title)),
  );
  if (jobs.length)
    lines.push(
      `- At work with it: ${listing((titled.length ? titled : jobs).slice(0, 3).map((j) => `${itemLink(j)}${j.type === 'entry' ? at(j) : ''}`))}`,
    );
  lines.push(...notUsedSaid(ctx, techs));
  const near = [...new Set(missing.flatMap((t) => nearest(ctx, t).slice(0, 2)))].filter(
    (t) => !listed.includes(t),
  );
  if (near.length)
    lines.push(`- The nearest listed skills to what is not listed: ${listing(near.map((t) => t.title))}`);
  if (related.length && (techs.length || kinds.length))
    lines.push(
      `- Related work: ${listing(related.map((w) => `${itemLink(w)} (${listing(stackOf(w).slice(0, 4))})`))}`,
      ...partUnused(ctx, techs),
    );
  // Work the lines above already show may be what uses the stack: "no entry uses it" only when none does.
  else if (bearing.length) return { lines, related, verdict };
  else if (kinds.length && !jobSaysKind)
    lines.push(
      `- No project or hackathon entry on the site is ${listing(kinds.map((k) => withArticle(kindLabel(k))))}`,
    );
  else if (stacked(techs).length)
    lines.push(
      `- No project or hackathon entry on the site uses ${listing(
        stacked(techs).map((t) => t.title),
        'or',
      )}`,
    );
  return { lines, related, verdict };
}

/** The lead on a named stack: yes, partly or no by the listed skills, each said. */
function stackVerdict(ctx: Ctx, listed: readonly string[], missing: readonly Tech[]): string {
  const not = listing(
    missing.map((t) => t.title),
    'or',
  );
  if (!listed.length) return `On the stack you name, no: ${ctx.v.name} lists none of it (${not}). `;
  return missing.length
    ? `Partly: of the stack you name, ${ctx.v.name} lists ${listing(listed)}, not ${not}. `
    : `On the stack you name, yes: ${ctx.v.name} lists ${listing(listed)}. `;
}

// A practice ("NLP", "TDD") is done, not put in a stack: no stack's silence says it was not.
const stacked = (techs: readonly Tech[]) => techs.filter((t) => t.kind !== 'practice');

/** A job's own sentence that a technology asked for was not used ("I have never worked in Unreal"). */
function notUsedSaid(ctx: Ctx, techs: readonly Tech[]): string[] {
  const said = techs.flatMap((t) =>
    mentionsOf(ctx, t, 8).filter((p) => isJob(p.item) && NEVER_USED.test(p.text)),
  );
  return [...new Set(said.map((p) => p.text))]
    .slice(0, 2)
    .map((text) => `- In ${ctx.v.their} own words: “${text}”`);
}

/** Of a stack some work uses, the part none does ("a node + postgres shop": no work uses Node.js). */
function partUnused(ctx: Ctx, techs: readonly Tech[]): string[] {
  // Work whose own words name a technology its stack leaves out ("a Django REST Framework API") uses it.
  const said = (t: Tech) => ctx.cat.work.filter((w) => !usesTech(w, t) && namesTech(t, proseOf(w)));
  const unused = stacked(techs).filter((t) => !ctx.cat.work.some((w) => usesTech(w, t)) && !said(t).length);
  // A platform shown through its listed members ("iOS" through Swift) is in their stacks.
  const inWords = techs.filter(
    (t) => !ctx.cat.work.some((w) => usesTech(w, t)) && said(t).length && !listedMembers(ctx, t).length,
  );
  return [
    ...inWords.map(
      (t) =>
        `- ${t.title} is in no stack, but the words of ${listing(said(t).slice(0, 3).map(itemLink))} name it`,
    ),
    ...(unused.length && unused.length < techs.length
      ? [
          `- No project or hackathon entry on the site uses ${listing(
            unused.map((t) => t.title),
            'or',
          )}`,
        ]
      : []),
  ];
}

/** The first line of a fit answer: what the facts below bear on, or that there are none for the area. */
function fitHead(ctx: Ctx, facts: AreaFacts | undefined, thin: boolean, any: boolean): string {
  if (!facts) return any ? 'What the site shows that bears on it:' : '';
  return thin
    ? `The site lists no ${facts.label} skills, roles or work for ${ctx.v.name}.`
    : `What the site shows that bears on ${facts.label} work:`;
}

/** Asked which work to show, naming no stack, with none of the asked kind: what stands out in the work there is. */
const standsOut = (ctx: Ctx, shown: readonly Work[], techs: readonly Tech[]) =>
  !shown.length && !techs.length && ctx.q.words.some((w) => SHOW_WORDS.has(w))
    ? projectFacts(ctx)
    : undefined;

const SHOW_WORDS = new Set(['project', 'projects', 'show', 'showcase', 'portfolio']);

// A sentence that names a technology to say it was not used.
const NEVER_USED = /\b(?:never|not|no|don['’]t|didn['’]t|haven['’]t|hasn['’]t|without)\b/i;

// Levels of a post, as a question and an owner's faq on the roles sought name them.
const POST_LEVELS = ['intern', 'junior', 'mid-level', 'senior', 'lead', 'principal', 'staff'];
// An entry on what the owner seeks: open to, looking for, happy to talk about, roles.
const SEEKING = new RegExp(`${SEEKING_PHRASE.source}|\\b(?:happy to talk|glad to talk|consider)\\b`, 'i');
const ROLE_NOUN = /\broles?\b|\bpositions?\b|\bjobs?\b/i;
const POST_NOUNS = new Set(['developer', 'engineer', 'dev', 'programmer', 'hire']);

const tier = (level: string) => Math.min(POST_LEVELS.indexOf(level), POST_LEVELS.indexOf('senior'));

/** The levels a text names: "mid-level" only as such, "leading a team" as lead. */
function levelsIn(text: string): string[] {
  const words = new Set(tokens(text));
  const stems = new Set([...words].map((w) => stemmer(w)));
  // Only "lead" is said by its forms ("leading"): "international" is no intern.
  return POST_LEVELS.filter((l) =>
    l === 'mid-level'
      ? /\bmid[- ]level\b/i.test(text)
      : l === 'lead'
        ? stems.has(stemmer(l))
        : words.has(l) || words.has(`${l}s`),
  );
}

/** "A fit for a senior role?" where the owner's own faq on the roles sought names only other levels. */
function levelSought(ctx: Ctx): { text: string; items: Item[] } {
  const none = { text: '', items: [] };
  const asked = POST_LEVELS.filter((l) => ctx.q.words.includes(l));
  // "A senior role?", "is he a senior developer?".
  const post = ctx.q.words.some((w) => ROLE_NOUN.test(w) || POST_NOUNS.has(w));
  if (!asked.length || !post) return none;
  for (const f of ctx.cat.owner.faq ?? []) {
    if (!SEEKING.test(f.answer) || !ROLE_NOUN.test(f.answer)) continue;
    const named = levelsIn(f.answer);
    // A lead or staff role is a senior one: only levels of another tier are "not" the ones asked.
    if (!named.length || asked.some((l) => named.some((n) => tier(n) === tier(l)))) continue;
    return {
      text: `${ctx.v.name} says ${ctx.v.they} ${ctx.v.is} open to ${listing(named, 'or')} roles; ${ctx.v.their} words don't name ${listing(asked, 'or')} ones. In ${ctx.v.their} own words: “${f.answer}”\n\n`,
      items: [ctx.cat.items.get(faqItemId(ctx.cat, f))].filter((i): i is Item => !!i),
    };
  }
  return none;
}

// Words that ask for a judgement of fit, which is said not to be the site's to make.
const FIT_ASKED = new Set([
  'fit',
  'fits',
  'suit',
  'suits',
  'suitable',
  'match',
  'hire',
  'hiring',
  'right',
  'qualified',
]);

const fitWorded = (ctx: Ctx) => ctx.q.words.some((w) => FIT_ASKED.has(w));

/** "Does he do any community work?" read as fit, with nothing of a role to weigh: what the site says. */
export function judgeFit(ctx: Ctx): Answer {
  const plain =
    !areasIn(ctx.q.words).length &&
    !namedTechs(ctx).length &&
    !levelSought(ctx).text &&
    !fitWorded(ctx) &&
    !ctx.q.words.some((w) => SENIORITY.has(w) || LEAD_POSTS.has(w));
  return plain ? notOnSite(ctx) : fitWeighed(ctx);
}

/** An area asked of alone gets a reading of how much bears on it; a named stack is weighed by its lines. */
const fitVerdict = (
  ctx: Ctx,
  facts: AreaFacts | undefined,
  areas: readonly Area[],
  techs: readonly Tech[],
) => (facts && !techs.length ? areaVerdict(ctx, facts, areas) : '');

function fitWeighed(ctx: Ctx): Answer {
  const techs = namedTechs(ctx);
  const areas = areasIn(ctx.q.words);
  const facts = areas.length ? areaFacts(ctx, areas) : undefined;
  // An area asked about brings its own kinds of work; named kinds count only without one.
  const kinds = facts ? [] : namedKinds(ctx);
  const said = mentions(ctx);
  const jobSays = said.items.some((i) => isJob(i));
  const stack = stackLines(ctx, techs, kinds, new Set<Work>(facts?.work.slice(0, 3)), jobSays);
  // "Is she senior?": the level the current title names leads, for a question of level alone.
  const titled = !techs.length && !areas.length ? levelByTitle(ctx) : '';
  const level = seniorityLines(ctx, !!titled);
  // "Would he suit a team lead role?": the lead roles held bear on it.
  const leads = ctx.q.words.some((w) => LEAD_POSTS.has(w)) ? leadRolesLine(ctx) : { lines: [], items: [] };
  const lines = [...level, ...leads.lines, ...fitLines(ctx, techs.length > 0, stack, facts), ...said.lines];
  // Asked which work to show, with none of the asked kind: what stands out in the work there is.
  const standOut = standsOut(ctx, [...(facts?.work ?? []), ...stack.related], techs);
  if (standOut) lines.push(...standOut.lines);
  // "Would he suit an early-stage startup?": nothing named to weigh, so what bears on any fit.
  const basics = fitBasics(ctx, [lines.length, titled, facts].some(Boolean));
  lines.push(...basics.lines);
  const sought = levelSought(ctx);
  const head = `${titled}${sought.text}${fitVerdict(ctx, facts, areas, techs)}${stack.verdict}${fitHead(ctx, facts, lines.length === 1 && !techs.length, lines.length > 0)}`;
  const items = [
    ...sought.items,
    ...leads.items,
    ...(facts ? [...facts.categories, ...facts.work.slice(0, 3)] : []),
    ...stack.related,
    ...said.items,
    ...(standOut?.items ?? []),
    ...basics.items,
  ];
  return answer(
    [head, lines.join('\n'), `The site doesn't judge fit for a role. ${contactLine(ctx.v)}`]
      .filter(Boolean)
      .join('\n\n'),
    items,
  );
}

/**
 * The stack the visitor names is what they match on: its lines come before the area's, and where
 * they show work, the area adds only the title.
 */
function fitLines(
  ctx: Ctx,
  stackNamed: boolean,
  stack: { lines: string[]; related: Work[] },
  facts: AreaFacts | undefined,
): string[] {
  const area = facts ? areaLines(ctx, facts, { brief: stackNamed && stack.related.length > 0 }) : [];
  return stackNamed ? [...stack.lines, ...basedIn(ctx), ...area] : [...basedIn(ctx), ...area, ...stack.lines];
}

// Words asking how pieces of work are tied to each other.
const RELATION = new Set([
  'related',
  'relate',
  'relates',
  'relation',
  'relationship',
  'connected',
  'connect',
  'connection',
  // "Is X a smaller version of Y?", "is X based on Y?"
  'version',
  'based',
  'fork',
  'forked',
  'spinoff',
  'successor',
  'predecessor',
  'sequel',
  'rewrite',
  // "Is Jiggle Golf the same thing as Jiggle?"
  'same',
]);
/** Whether a question asks how named pieces of work are tied to each other. */
export const asksRelation = (words: readonly string[]) => words.some((w) => RELATION.has(w));

/** "How are Rota and terraform-provider-rota related?": the sentences of each that name another. */
function relation(ctx: Ctx, items: readonly Work[]): Answer | undefined {
  if (!asksRelation(ctx.q.words)) return undefined;
  const said = items.flatMap((w) => {
    // A hackathon entry goes by its team and by its app ("Jiggle Golf").
    const titles = (x: Work) =>
      [x.title, ...(x.type === 'hackathon' ? [x.hackathon.title] : [])].map(normalize);
    const own = titles(w);
    const others = items.filter((x) => x !== w).flatMap(titles);
    // A sentence names another piece where its title stands apart from this one's own titles.
    const names = (x: string) => {
      const text = ` ${own.reduce((t, o) => t.split(o).join(' '), normalize(x))} `;
      return others.some((o) => text.includes(` ${o} `));
    };
    return sentencesOf(proseOf(w))
      .filter(names)
      .slice(0, 1)
      .map((text) => `- ${itemLink(w)}: “${text}”`);
  });
  if (!said.length) return undefined;
  return answer(
    `How they connect, in the site's words:\n${said.join('\n')}`,
    items.map((w) => w.id),
  );
}

/** The pieces of work weighed: those named, else one named and one described, else those in view. */
function weighed(ctx: Ctx): Work[] {
  const named = namedItems(ctx).filter(isWork);
  if (!named.length && asksWhen(ctx.q.words)) {
    // "Is it older or newer than the tic-tac-toe game?": "it" is the one in view, not a side described.
    const than = thanDescribed(ctx);
    const both = ctx.q.backRef && than.length ? [] : bothDescribed(ctx);
    const pair = both.length ? both : than;
    if (pair.length) return pair;
  }
  const other = named.length === 1 ? described(ctx, named[0]!) : undefined;
  const chosen = [
    ...new Set(named.length >= 2 ? named : [...named, ...(other ? [other] : ctx.focus.filter(isWork))]),
  ].slice(0, 4);
  return chosen.length >= 2 || named.length ? chosen : mainOnes(ctx);
}

// "Compare her two main projects": the pieces of work the site's evidence puts first.
const MAIN_ASKED = /\b(?:two|2|three|3) (?:main|best|top|strongest|biggest|key|major|most impressive)\b/;

/**
 * The pieces of work asked for by rank, by the evidence the site gives: the owner's favourite, the
 * widest reach, a reported use, a win, then the larger stack; never this site itself.
 */
function mainOnes(ctx: Ctx): Work[] {
  const m = MAIN_ASKED.exec(ctx.q.words.join(' '));
  if (!m) return [];
  const n = /^(?:two|2)/.test(m[0]) ? 2 : 3;
  const work = judgedWork(ctx).filter((w) => !(w.type === 'project' && w.project.thisSite));
  const favourite = faqPicked(ctx, work)?.named;
  const reach = widestReach(work)?.work;
  const score = (w: Work) =>
    (w === favourite ? 4 : 0) +
    (w === reach ? 3 : 0) +
    (usageSaid(w) ? 2 : 0) +
    (w.type === 'hackathon' && w.hackathon.result && isWinResult(w.hackathon.result) ? 1 : 0) +
    stackOf(w).length / 100;
  return [...work].sort((a, b) => score(b) - score(a)).slice(0, n);
}

/**
 * The technologies pieces of work share, each taken with what it is built on: "Kotlin Multiplatform"
 * is Kotlin to a piece built with Kotlin, Next.js is React.
 */
function sharedStack(items: readonly Work[]): string[] {
  const titles = new Set(items.flatMap((w) => stackOf(w)));
  const withBases = (w: Work) =>
    new Set(
      stackOf(w).flatMap((t) => [
        t,
        ...(BUILT_ON[t] ?? []),
        ...(titles.has(t.split(' ')[0]!) ? [t.split(' ')[0]!] : []),
      ]),
    );
  const stacks = items.map(withBases);
  // A base one of them lists only through a framework on it is said so: "React (through Next.js)".
  const through = (t: string) =>
    items.flatMap((w) =>
      stackOf(w).includes(t) ? [] : stackOf(w).filter((x) => (BUILT_ON[x] ?? []).includes(t)),
    );
  return [...stacks[0]!]
    .filter((t) => stacks.every((s) => s.has(t)))
    .map((t) => (through(t).length ? `${t} (through ${listing(through(t))})` : t));
}

/** Two or more pieces of work side by side: each one's date, kinds and stack, which is newer, what they share. */
/** "Which is more recent, her OSCP or her CISSP?": jobs or studies named, by their start dates. */
/** Where in the question an item is named, or its end for one found otherwise. */
const placeIn = (ctx: Ctx, i: Item) =>
  ctx.q.found.find((f) => f.entity.type === 'item' && f.entity.item === i)?.start ?? ctx.q.words.length;

/** "Which came first?", "before or after the diploma?": which of those named began earlier. */
const asksFirst = (words: readonly string[]) =>
  words.some((w) => EARLIER.has(w)) || /\b(?:before or after|after or before)\b/.test(words.join(' '));

const JOB_NOUN = /\b(?:job|role|position|post|work|period|stint|spell)\b/;

/** The dated jobs, studies and work a question names, with a job it describes by employer or title word. */
function datedAsked(ctx: Ctx): (Entry | Work)[] {
  const dated = (i: Item): i is Entry | Work => (i.type === 'entry' && !!i.entry.start) || isWork(i);
  const found = namedItems(ctx).filter(dated);
  // "…started at Lumen Data Labs?", "Star Review or his coaching job?": the one job at the employer
  // named, or a job described by a word of its title.
  const atOrg = ctx.q.found.flatMap((f) => (f.entity.type === 'org' ? f.entity.entries : []));
  const job =
    atOrg.length === 1 ? atOrg[0] : JOB_NOUN.test(ctx.q.words.join(' ')) ? describedJob(ctx) : undefined;
  if (job?.type === 'entry' && job.entry.start && !found.includes(job)) found.push(job);
  // "The self-taught period or Tic Tac Tactics?": a job or study by two words of its title.
  const titled = titledEntry(ctx);
  if (titled && !found.includes(titled)) found.push(titled);
  // "Was that before or after he started at Lumen?": the one thing in view, beside the one named.
  const inView = ctx.q.backRef ? ctx.focus.filter(dated) : [];
  if (found.length === 1 && inView.length === 1 && !found.includes(inView[0]!)) found.unshift(inView[0]!);
  return found;
}

/** The one dated job or study whose title has two words the question says in a row, outside any name. */
function titledEntry(ctx: Ctx): Entry | undefined {
  const free = ctx.q.words.map((w, i) => (ctx.q.found.some((f) => f.start <= i && i < f.end) ? '' : w));
  const pairs = free
    .slice(1)
    .map((w, i) => [free[i]!, w] as const)
    .filter(([a, b]) => a && b && !FUNCTION_WORDS.has(a) && !FUNCTION_WORDS.has(b));
  const hasPair = (e: Entry) => {
    const title = ` ${tokens(`${e.entry.role ?? ''} ${e.title}`).join(' ')} `;
    return pairs.some(([a, b]) => title.includes(` ${a} ${b} `));
  };
  const found = ctx.cat.entries.filter((e) => e.entry.start && e.section.id !== 'personal' && hasPair(e));
  return found.length === 1 ? found[0] : undefined;
}

/** "Was RemindiCare before or after he started at Lumen Data Labs?": by the dates, whatever reading. */
export const beforeOrAfter = (ctx: Ctx) =>
  /\b(?:before or after|after or before)\b/.test(ctx.q.words.join(' ')) ? entriesByTime(ctx) : undefined;

function entriesByTime(ctx: Ctx): Answer | undefined {
  // "The Quizmas hackathon or the start of his diploma?": jobs, studies and work, by when each began.
  const named = datedAsked(ctx);
  const later = ctx.q.words.some((w) => LATER.has(w));
  if (named.length < 2 || !named.some((i) => i.type === 'entry')) return undefined;
  if (!later && !asksFirst(ctx.q.words)) return undefined;
  const key = (i: Entry | Work) => (i.type === 'entry' ? i.entry.start! : datedAs(i));
  const order = [...named].sort((a, b) => key(b).localeCompare(key(a)));
  const [pick, ...rest] = later ? order : [...order].reverse();
  // A year alone ("2023") is not before a month of that year ("2023-12").
  const year = (i: Entry | Work) => key(i).slice(0, 4);
  const line = (i: Entry | Work) =>
    i.type === 'entry' ? `${itemLink(i)}${at(i)}${dates(i)}` : `${itemLink(i)} (${dateWords(i)})`;
  const vague = order.filter((i) => key(i).length === 4 && order.some((o) => o !== i && year(o) === year(i)));
  if (vague.length)
    return answer(
      `The site gives only the year for ${listing(vague.map(itemLink))}, so it can't say which came first: ${listing(order.map(line))}.`,
      order,
    );
  // Two of the same month: neither came first.
  if (order.length === 2 && key(order[0]!) === key(order[1]!))
    return answer(`Neither came first: both began in the same month. ${listing(order.map(line))}.`, order);
  return answer(
    `${line(pick!)} ${later ? 'is the more recent' : 'came first'}; ${listing(rest.map(line))} ${rest.length > 1 ? 'are' : 'is'} ${later ? 'older' : 'newer'}.`,
    // In the order the visitor named them: "there" in a follow-up is the first named.
    [...named].sort((a, b) => placeIn(ctx, a) - placeIn(ctx, b)),
  );
}

/** Fewer than two pieces of work weighed: jobs or studies by their dates, else the one thing asked. */
const notTwoWorks = (ctx: Ctx) => entriesByTime(ctx) ?? item(ctx);

/**
 * "Is X a version of Y?" that neither's words answer: said so before what each one is. "The same
 * thing?" of two entries the site lists apart: no, whatever else ties them.
 */
const unconnected = (ctx: Ctx, items: readonly Work[]) =>
  ctx.q.words.includes('same')
    ? `No: the site lists them as ${items.length === 2 ? 'two' : items.length} separate pieces of work.\n\n`
    : asksRelation(ctx.q.words)
      ? "The site doesn't say how they are connected.\n\n"
      : '';

// "Which came first, the self-taught period or Tic Tac Tactics?": a job or study by its title.
export const compare = (ctx: Ctx): Answer =>
  (titledEntry(ctx) ? entriesByTime(ctx) : undefined) ?? twoJobs(ctx) ?? compareWork(ctx);

/** The two jobs a comparison names or describes, one on each side of "and" or "with". */
export function jobsCompared(ctx: Ctx): Entry[] | undefined {
  if (namedItems(ctx).some(isWork)) return undefined;
  const jobs = [...new Set(sidesOf(ctx.q.words).map((side) => jobOfSide(ctx, side)))];
  // Side by side is by dates: a job without them is left to the other readings.
  return jobs.length === 2 && jobs.every((j) => j?.entry.start) ? (jobs as Entry[]) : undefined;
}

const SIDE_JOINS = new Set(['and', 'with', 'vs', 'versus', 'or', 'against', 'to']);
/** The two sides of "her logistics job with her current job", split at the word that joins them. */
function sidesOf(words: readonly string[]): string[][] {
  const at = words.findIndex((w, i) => i > 0 && SIDE_JOINS.has(w));
  return at < 0 ? [] : [words.slice(0, at), words.slice(at + 1)];
}

/** The one job a side of a comparison names, describes, or calls current. */
function jobOfSide(ctx: Ctx, words: string[]): Entry | undefined {
  const current = careerOf(ctx.cat).filter((e) => e.entry.end === 'present');
  if (CURRENT_ASKED.test(words.join(' '))) return current.length === 1 ? current[0] : undefined;
  // "That job": the one job in view.
  if (THAT_JOB.test(words.join(' '))) {
    const inView = ctx.focus.filter((i): i is Entry => i.type === 'entry' && i.section.id === 'career');
    return inView.length === 1 ? inView[0] : undefined;
  }
  const spans = ctx.q.words.join(' ').indexOf(words.join(' '));
  const offset = ctx.q.words.join(' ').slice(0, spans).split(' ').length - 1;
  const found = ctx.q.found.filter((f) => f.start >= offset && f.end <= offset + words.length);
  const org = found.flatMap((f) => (f.entity.type === 'org' ? f.entity.entries : []));
  if (org.length === 1) return org[0];
  // "Her logistics job": the one job whose own words have the word before "job"; "his development
  // coach job" of two coaching jobs: the one whose title has the two words before it.
  const noun = words.findIndex((w, i) => i > 0 && JOB_NOUN.test(w));
  const word = noun > 0 ? words[noun - 1]! : '';
  const isJobEntry = (i: Item) => i.type === 'entry' && i.section.id === 'career';
  const jobs = word ? [...new Set(ctx.passages.find([word], 6, isJobEntry).map((p) => p.item as Entry))] : [];
  const two = ` ${words.slice(Math.max(0, noun - 2), noun).join(' ')} `;
  const titled = jobs.filter((e) =>
    ` ${tokens(`${e.entry.role ?? ''} ${e.title}`).join(' ')} `.includes(two),
  );
  if (jobs.length === 1) return jobs[0];
  if (noun > 1 && titled.length === 1) return titled[0];
  const job = describedJob({ ...ctx, q: { ...ctx.q, words, found: [] } });
  return job?.type === 'entry' ? job : undefined;
}

const CURRENT_ASKED = /\b(?:current|present|today s|now) (?:job|role|position|post|employer|one)\b/;
const THAT_JOB = /\b(?:that|this) (?:job|role|position|post|employer|company|one)\b/;

/**
 * "Compare her logistics job with her current job": two dated jobs named or described, side by side,
 * each with its dates, its length and its first words. "Which came first?" is left to the dates.
 */
function twoJobs(ctx: Ctx): Answer | undefined {
  if (asksFirst(ctx.q.words)) return undefined;
  const jobs = jobsCompared(ctx);
  if (!jobs) return undefined;
  return sideBySide(ctx, jobs);
}

/** Which is newest (unless the dates already lead) and what they share. */
function pairFacts(items: readonly Work[], timed: boolean): string {
  const byDate = newestFirst(items);
  const sameDate = dateKey(byDate[0]!) === dateKey(byDate[byDate.length - 1]!);
  const shared = sharedStack(items);
  return [
    timed
      ? ''
      : sameDate
        ? `They are from the same time (${year(byDate[0]!)}).`
        : `Newest: ${itemLink(byDate[0]!)}.`,
    shared.length ? `Shared stack: ${listing(shared)}.` : 'They share no technology.',
  ]
    .filter(Boolean)
    .join(' ');
}

/** How each piece has been used, in its own words, where it says. */
const usedLines = (items: readonly Work[]) =>
  items
    .flatMap((w) => {
      const said = usageSaid(w);
      return said ? [`- ${itemLink(w)} in use: “${said}”`] : [];
    })
    .join('\n');

function compareWork(ctx: Ctx): Answer {
  const items = weighed(ctx);
  if (items.length < 2) return notTwoWorks(ctx);
  // "Which is more technically complex, A or B?": weighed by complexity, not side by side.
  const complex = items.length === 2 ? complexity(ctx, items) : undefined;
  if (complex) return complex;
  const link = relation(ctx, items);
  if (link) return link;
  const untold = unconnected(ctx, items);
  // Which came first or last is answered by the dates alone.
  const time = byTime(ctx, items);
  if (time && !ctx.q.words.some((w) => MORE_ASKED.has(w)))
    return answer(
      `${untold}${time}`,
      items.map((w) => w.id),
    );
  return sideBySideWork(ctx, items, untold, time);
}

/** Pieces of work side by side: what each is, how each was used, what the evidence and the dates say. */
function sideBySideWork(ctx: Ctx, items: readonly Work[], untold: string, time: string | undefined): Answer {
  // What each one is for comes first: the difference a visitor asks about is mostly there.
  const lines = items.map(
    (w) =>
      `- ${itemLink(w)} (${year(w)}): ${summaryOf(w)} Kinds: ${listing(kindsOf(w).map((k) => kindLabel(k)))}. Built with ${listing(stackOf(w))}.`,
  );
  const facts = pairFacts(items, !!time);
  const own = favouriteLead(ctx, items);
  // Their own words on size and time; where one calls itself the owner's largest, that ranks it.
  const scale = scaleLines(ctx, items);
  // "Which is more impressive?": what the site's evidence points to leads.
  const out =
    !own && !scale.ranked && weighs(ctx.q.words) ? standsOutBy(ctx, items, faqPicked(ctx, items)) : undefined;
  const ranked = scale.ranked ? `${scale.ranked.lead}\n\n` : out ? `${out.lead}\n\n` : '';
  const used = usedLines(items);
  const parts = [
    `${untold}${own}${ranked}${time ? `${time}\n\n` : ''}${lines.join('\n')}`,
    used,
    scale.lines,
  ];
  return answer(
    // A lead from the evidence has quoted the owner's pick where there is one.
    `${parts.filter(Boolean).join('\n\n')}\n\n${facts}${scale.ranked || own || out ? '' : (faqPick(ctx, items) ?? " The site doesn't rank them.")}`,
    [
      ...(own ? ownItems(ctx) : []),
      ...(scale.ranked ? [scale.ranked.work.id] : []),
      ...items.map((w) => w.id),
    ],
  );
}

/** A favourite named in the owner's own words: the one judgement the site makes. */
// Words of an faq question that ranks the owner's work: "Which project is he proudest of?".
const RANKING = /\b(?:favou?rite|proudest|proud|best|strongest|most)\b/i;

/** The owner's faq answer to a ranking question that names one of the pieces weighed, not the other. */
function faqPick(ctx: Ctx, items: readonly Work[]): string | undefined {
  const picked = faqPicked(ctx, items);
  return picked && ` ${pickedLine(ctx, picked)}`;
}

const pickedLine = (ctx: Ctx, { f, named }: { f: Faq; named: Work }) =>
  `Asked “${f.questions[0]}”, ${ctx.v.name} names ${itemLink(named)}: “${pickSaid(f.answer)}”`;

/** The owner's own words beside the facts: their answer to the ranking asked, or their own pick. */
function ownLine(ctx: Ctx, own: readonly Faq[], picked: { f: Faq; named: Work } | undefined): string {
  if (own.length) return `\n\nIn ${ctx.v.name}'s own words: ${own.map((f) => f.answer).join(' ')}`;
  // "Most impressive?" is no favourite asked, but the owner's own pick bears on it.
  return picked ? `\n\n${pickedLine(ctx, picked)}` : '';
}

/** The owner's faq entry on a ranking ("favourite project?") that names one of the pieces, and that piece. */
function faqPicked(ctx: Ctx, items: readonly Work[]): { f: Faq; named: Work } | undefined {
  for (const f of ctx.cat.owner.faq ?? []) {
    if (!f.questions.some((q) => RANKING.test(q))) continue;
    const named = firstNamed(ctx, f);
    if (named && items.includes(named)) return { f, named };
  }
  return undefined;
}

/** The owner's pick in their words: the first sentence, and the next where the first is the name alone ("Lanterna."). */
const pickSaid = (answer: string) => {
  const first = firstSentences(answer, 1);
  return first.split(/\s+/).length < 4 ? firstSentences(answer, 2) : first;
};

/** The piece of work an answer names first: the pick, where "Lanterna. … Fieldline is the one I'm proudest of technically" names two. */
function firstNamed(ctx: Ctx, f: Faq): Work | undefined {
  const text = f.answer.toLowerCase();
  const at = (w: Work) => {
    const i = text.indexOf(w.title.toLowerCase());
    return i < 0 ? Infinity : i;
  };
  const named = ctx.cat.work.filter((w) => f.items?.includes(w.id)).sort((a, b) => at(a) - at(b));
  return named[0];
}

const favouriteLead = (ctx: Ctx, items: readonly Work[]) =>
  prefers(ctx.q.words) && ctx.ownFaq?.items?.some((id) => items.some((w) => w.id === id)) ? ownLead(ctx) : '';

// Words weighing the pieces against each other: "more impressive", "better", "stronger".
const WEIGHING =
  /^(?:impressive|better|best|stronger|strongest|bigger|biggest|harder|complex|more|most|standout)$/;
const weighs = (words: readonly string[]) => words.some((w) => WEIGHING.test(w));

// Words asking which of the named pieces came later, or earlier.
const LATER = new Set(['newer', 'newest', 'recent', 'latest', 'later', 'last']);
// Words asking more of the pieces than their dates ("which is newer and what does each do?").
const MORE_ASKED = new Set(['compare', 'each', 'both', 'difference', 'differ', 'what', 'describe', 'stack']);
// Words any piece of work is called by: they describe none of them.
const PLAIN_WORK = new Set([
  'more',
  'most',
  'one',
  'which',
  'project',
  'projects',
  'thing',
  'work',
  'piece',
  'came',
  'come',
  'made',
  'built',
]);
const EARLIER = new Set(['older', 'oldest', 'earlier', 'earliest', 'first']);
const dateWords = (w: Work) => when(datedAs(w));

/** "Is the synth or the gallery more recent?": which one is, by the dates of each. */
function byTime(ctx: Ctx, items: readonly Work[]): string {
  const later = ctx.q.words.some((w) => LATER.has(w));
  if (!later && !ctx.q.words.some((w) => EARLIER.has(w))) return '';
  const order = newestFirst(items);
  if (dateKey(order[0]!) === dateKey(order[order.length - 1]!))
    return `They are from the same time (${dateWords(order[0]!)}).`;
  // A year alone ("2024") is not before or after a month of that year.
  const years = new Set(order.map((w) => dateKey(w).slice(0, 4)));
  if (years.size === 1 && order.some((w) => dateKey(w).endsWith('-00')))
    return `They are from the same year, and the site gives no month for ${listing(order.filter((w) => dateKey(w).endsWith('-00')).map(itemLink))}: ${listing(order.map((w) => `${itemLink(w)} (${dateWords(w)})`))}.`;
  const [pick, ...rest] = later ? order : [...order].reverse();
  const others = listing(rest.map((w) => `${itemLink(w)} (${dateWords(w)})`));
  return `${itemLink(pick!)} (${dateWords(pick!)}) ${later ? 'is the more recent' : 'came first'}; ${others} ${rest.length > 1 ? 'are' : 'is'} ${later ? 'older' : 'newer'}.`;
}

/**
 * "the synth or the gallery site": the one other piece of work whose own words best fit what stands
 * on the other side of "or" from the one named.
 */
function described(ctx: Ctx, named: Work): Work | undefined {
  const { words, found } = ctx.q;
  const or = words.indexOf('or');
  const at = found.find((f) => f.entity.type === 'item' && f.entity.item === named);
  if (or < 0 || !at) return undefined;
  // "Or his coaching job?" describes a job, not a piece of work.
  const other = at.start > or ? words.slice(0, or) : words.slice(or + 1);
  if (JOB_NOUN.test(other.join(' '))) return undefined;
  return at.start > or ? byWords(ctx, 0, or, [named]) : byWords(ctx, or + 1, words.length, [named]);
}

/** "Which came first, the Discord bot or the inventory API?": each side of "or" by its own words. */
function bothDescribed(ctx: Ctx): Work[] {
  const or = ctx.q.words.indexOf('or');
  if (or < 0) return [];
  const left = byWords(ctx, 0, or, []);
  const right = left && byWords(ctx, or + 1, ctx.q.words.length, [left]);
  return left && right ? [left, right] : [];
}

/** "Is it newer than the Kubernetes operator?": the one piece of work in view against one described. */
function thanDescribed(ctx: Ctx): Work[] {
  const than = ctx.q.words.indexOf('than');
  const inView = ctx.focus.filter(isWork);
  if (than < 0 || inView.length !== 1) return [];
  const other = byWords(ctx, than + 1, ctx.q.words.length, inView);
  return other ? [inView[0]!, other] : [];
}

/** The one piece of work, not among `not`, whose own words best fit the question's words from..to. */
function byWords(ctx: Ctx, from: number, to: number, not: readonly Work[]): Work | undefined {
  const side = ctx.q.words.slice(from, to);
  // "his hackathon win": the one entry with a winning result.
  if (side.some((w) => WIN_SIDE.has(w))) {
    const won = ctx.cat.work.filter(
      (w) => w.type === 'hackathon' && !not.includes(w) && isWinResult(w.hackathon.result ?? ''),
    );
    if (won.length === 1) return won[0];
  }
  // A kind of work named there ("the discord bot") describes it; other names do not.
  const rest = side.filter(
    (w, k) =>
      !ctx.q.found.some((f) => f.entity.type !== 'kind' && f.start <= k + from && k + from < f.end) &&
      !LATER.has(w) &&
      !EARLIER.has(w) &&
      !PLAIN_WORK.has(w),
  );
  // "The Kotlin library": a technology named there narrows it to the work built with it.
  const techs = ctx.q.found.flatMap((f) =>
    f.entity.type === 'tech' && f.start >= from && f.end <= to ? [f.entity.tech] : [],
  );
  const fits = (i: Item) => isWork(i) && !not.includes(i) && techs.every((t) => usesTech(i, t));
  // "The budgeting app": a word in -ing describes as a noun does.
  const topic = ctx.passages.topicWords(rest, { verbs: true });
  if (!topic.length) return undefined;
  const hits = ctx.passages.find(topic, 3, fits);
  const top = hits.filter((p) => p.matched >= hits[0]!.matched).map((p) => p.item as Work);
  // A tie goes to the one of the kind the words name ("site" of a website, "bot" of a bot).
  const ofKind = top.filter((w) =>
    kindsOf(w).some((k) => tokens(k).some((t) => side.some((x) => t === singular(x) || t.endsWith(x)))),
  );
  const picked = top.length === 1 ? top : ofKind;
  return picked.length === 1 ? picked[0] : undefined;
}

const WIN_SIDE = new Set(['win', 'won', 'winning', 'victory']);

/** Whether a question weighs pieces of work by when they were made ("which is more recent?"). */
export const asksWhen = (words: readonly string[]) => words.some((w) => LATER.has(w) || EARLIER.has(w));

const summaryOf = (w: Work) =>
  w.type === 'project' ? w.project.summary : firstSentences(w.hackathon.description.app, 1);

/** "Senior enough?": the title of each job that goes on now, where the experience line leaves it out. */
/**
 * "How senior is he?", "senior enough for…": the years and roles in software come first, the whole
 * career (no technology or title of the question narrows it), and the title now unless it leads.
 */
function seniorityLines(ctx: Ctx, titleLeads: boolean): string[] {
  if (!ctx.q.words.some((w) => SENIORITY.has(w))) return [];
  const career = { ...ctx, q: { ...ctx.q, words: [], found: [] } };
  return [`- Experience: ${experienceYears(career).text}`, ...(titleLeads ? [] : titleNow(ctx))];
}

function titleNow(ctx: Ctx): string[] {
  const now = careerOf(ctx.cat).filter((e) => e.entry.end === 'present');
  return now.length ? [`- Title now: ${listing(now.map((e) => `${e.entry.role ?? e.title}${at(e)}`))}`] : [];
}

// Posts that lead people: a fit for one weighs the lead roles held.
const LEAD_POSTS = new Set(['lead', 'leader', 'manager', 'management', 'leadership']);
const SENIORITY = new Set(['senior', 'junior', 'seniority', 'level', 'mid', 'experienced', 'experience']);

// Words that ask about fit rather than name what it is for.
const FIT_WORDS = new Set(
  'good great best fit fits right suitable suit match matches shop need someone strong candidate enough ready hire hiring team teams role roles position job using use uses show showcase company companies project projects founder founders small big large scale growing dev devs developer developers engineer engineers stack'.split(
    ' ',
  ),
);

/** Where the owner is based, when the question names a place or asks about working on site or remotely. */
function basedIn(ctx: Ctx): string[] {
  const place = new Set(tokens(ctx.cat.owner.location));
  const asks = ctx.q.words.some((w) => place.has(w) || PLACE_WORDS.has(w));
  return asks ? [`- Based in: ${ctx.cat.owner.location}`] : [];
}

const PLACE_WORDS = new Set([
  'remote',
  'remotely',
  'onsite',
  'office',
  'hybrid',
  'relocate',
  'relocation',
  'local',
  'based',
]);

/** A long sentence cut at a word near 220 characters: fit answers weigh many facts. */
const clipped = (text: string) =>
  text.length <= 240 ? text : `${text.slice(0, 220).replace(/\s+\S*$/, '')}…`;

/** What the owner's prose says of the question's own topic words ("safety-critical", "fintech"). */
function mentions(ctx: Ctx): { lines: string[]; items: Item[] } {
  const { q } = ctx;
  // Kinds of work named ("a fintech team") are topics too: the owner's words on them bear on fit.
  const free = q.words.filter(
    (w, i) =>
      !FIT_WORDS.has(w) &&
      !q.found.some((f) => f.start <= i && i < f.end && f.entity.type !== 'kind') &&
      !areasIn([w]).length,
  );
  // A job first: a domain a team works in is weighed by where the owner worked.
  const topics = ctx.passages.topicWords(free);
  // Area words ("a data platform lead") rank the sentences a topic word finds, but find none alone.
  const area = ctx.passages.topicWords(q.words.filter((w) => !FIT_WORDS.has(w) && areasIn([w]).length));
  const ranked = topics.length ? [...topics, ...area] : [];
  const find = (max: number, accept?: (item: Item) => boolean) =>
    ctx.passages
      .find(ranked, max + 3, accept)
      .filter((p) => topics.some((w) => ctx.passages.says(p.text, [w])))
      .slice(0, max);
  // A job first, then the work that shows it, then the best of the rest.
  const job = find(1, isJob);
  const work = find(1, isWork);
  const rest = find(2).filter((p) => ![...job, ...work].some((x) => x.item === p.item));
  const found = [...job, ...work, ...rest].slice(0, 3);
  return {
    lines: found.map((p) => `- ${source(p.item)}: “${clipped(p.text)}”`),
    items: found.map((p) => p.item),
  };
}

/** A listed skill's own level note, in quotes: ' (“a little, helped on an Android app”)'. */
const noted = (t: Tech) => {
  const note = levelNote(t);
  return note ? ` (“${note}”)` : '';
};

/** How good the owner is at a named skill: the site does not rate it; whether it is listed, where used, what the prose says. */
/** A skill not listed: the work of its kind, else the nearest listed skills. */
function unlistedLine(ctx: Ctx, t: Tech, used: readonly Work[]): string {
  // A platform or area ("iOS", "Android") is shown by the listed skills of its area.
  const area = t.area ? ctx.cat.techs.filter((x) => x.listed && x.area === t.area).slice(0, 5) : [];
  const near = area.length ? area : nearest(ctx, t);
  const shown = used.length
    ? `; work of that kind: ${listing(used.slice(0, 4).map(itemLink))}`
    : near.length
      ? `; the nearest listed: ${listing(near.map((x) => x.title))}`
      : '';
  return `- ${t.title} is not among ${ctx.v.name}'s listed skills${shown}.`;
}

function judgeNamedSkill(ctx: Ctx, techs: Tech[]): Answer {
  const lines = techs.map((t) => {
    // "Android or iOS?": a platform counts the work of its listed members (Kotlin, Swift, SwiftUI).
    const members = listedMembers(ctx, t);
    const used = workUsing(ctx, t);
    if (!t.listed && members.length)
      return `- ${t.title}, through ${listing(members.map((m) => m.title))}: used in ${used.length} piece${used.length === 1 ? '' : 's'} of work${used.length ? ` (${listing(used.slice(0, 4).map(itemLink))})` : ''}.`;
    if (!t.listed) return unlistedLine(ctx, t, used);
    const jobs = jobsNaming(ctx, t);
    const through = members.length ? ` (with ${listing(members.map((m) => m.title))})` : '';
    return `- ${t.title} is listed under ${itemLink(categoryItem(ctx, t))}${noted(t)}${through}${
      used.length
        ? `; used in ${used.length} piece${used.length === 1 ? '' : 's'} of work (${listing([...used.slice(0, 4).map(itemLink), ...(used.length > 4 ? [`${used.length - 4} more`] : [])])})`
        : `; used in no work on the site${stackedOnly(ctx, t)}`
    }${jobs ? `; named in ${jobs} job${jobs === 1 ? '' : 's'}` : ''}.`;
  });
  const picked = ownPick(ctx, techs);
  // A job's own words on it first: what was done with it where someone paid for it.
  const words = techs.flatMap((t) => t.names.flatMap((n) => n.split(' ')));
  const atJob = ctx.passages.find(words, 1, (i) => i.type === 'entry' && i.section.id === 'career');
  const said = [...atJob, ...ctx.passages.find(words, 2).filter((p) => !atJob.some((j) => j.item === p.item))]
    .filter((p) => p.text !== picked?.text)
    .slice(0, 2);
  const quotes = said.map((p) => `- ${source(p.item)}: “${p.text}”`);
  // Categories named by level ("Expert", "Intermediate") are the owner's own rating.
  const levels = ctx.cat.categories.some((c) => levelWordsOf(c.title).length > 0);
  const lead = levels
    ? `${ctx.v.name} files skills by level; what the site shows:`
    : `The site doesn't rate ${ctx.v.name}'s skills; what it shows:`;
  const own = picked
    ? `${picked.tech.title}, in ${ctx.v.name}'s own words: “${picked.text}”\n\n`
    : usedMost(ctx, techs);
  return answer([`${own}${lead}`, ...lines, ...quotes].join('\n'), [
    ...(picked ? [picked.item] : []),
    ...techs.flatMap((t): Item[] => (t.listed ? [categoryItem(ctx, t)] : workUsing(ctx, t).slice(0, 4))),
    ...said.map((p) => p.item),
  ]);
}

// Words an owner marks their own strongest skill with: "Go is my strongest language".
const OWN_TOP = new Set(['strongest', 'best', 'main', 'primary', 'favourite', 'favorite', 'first']);
// How near a top word must stand to the technology it ranks: "Go is my strongest".
const TOP_NEAR = 3;

/**
 * "Go or Rust, which is he stronger in?": the owner's own sentence (About or faq) that ranks one of
 * them at the top, the technology standing next to the word of the top.
 */
function ownPick(ctx: Ctx, techs: readonly Tech[]): { tech: Tech; text: string; item: Item } | undefined {
  if (techs.length < 2) return undefined;
  for (const item of ctx.cat.items.values()) {
    if (!ownVoice(item)) continue;
    for (const text of sentencesOf(proseOfItem(item))) {
      const words = tokens(text);
      const tops = words.flatMap((w, i) => (OWN_TOP.has(w) ? [i] : []));
      const near = (t: Tech) =>
        words.some((w, i) => t.names.includes(w) && tops.some((j) => Math.abs(i - j) <= TOP_NEAR));
      const ranked = techs.filter(near);
      if (ranked.length === 1) return { tech: ranked[0]!, text, item };
    }
  }
  return undefined;
}

/** The work that uses a technology, or the listed skills of the platform it is ("Android": Kotlin). */
// A practice is used by the work of the kind it names ("Accessibility" by accessibility projects).
const workUsing = (ctx: Ctx, t: Tech) =>
  newestFirst(ctx.cat.work.filter((w) => [t, ...listedMembers(ctx, t)].some((m) => usesSkill(w, m))));

// Words asking which of several skills is used the more.
const MORE_WORDS = new Set(['more', 'most', 'mostly', 'mainly', 'often', 'primarily', 'usually']);

/** "Python or Julia, which does he use more?": the one more of the work uses, where one does. */
function usedMost(ctx: Ctx, techs: Tech[]): string {
  if (techs.length < 2 || !ctx.q.words.some((w) => MORE_WORDS.has(w))) return '';
  const counted = techs.map((t) => ({ t, n: workUsing(ctx, t).length })).sort((a, b) => b.n - a.n);
  const [top, next] = counted;
  if (!top || !next || top.n === next.n) return '';
  const others = listing(counted.slice(1).map((c) => `${c.n} for ${c.t.title}`));
  return `By the work on the site, ${top.t.title}: ${top.n} piece${top.n === 1 ? '' : 's'} of work use it, against ${others}. `;
}

/** How many jobs' own words name a technology. */
/** Jobs whose words name a skill, not inside a longer skill's name ("CSS" of "Tailwind CSS"). */
function jobsNaming(ctx: Ctx, t: Tech): number {
  const inside = (o: Tech) => o.title.toLowerCase().includes(t.title.toLowerCase());
  const longer = ctx.cat.techs.filter(
    (o) => o.title.length > t.title.length && inside(o) && namesTech(t, o.title),
  );
  const own = (text: string) => longer.reduce((s, o) => s.replaceAll(o.title, ' '), text);
  return careerOf(ctx.cat).filter((e) => namesTech(t, own(e.entry.content))).length;
}

const categoryItem = (ctx: Ctx, t: Tech) =>
  ctx.cat.categories.find((c) => c.category === t.listed?.category)!;

/** ", though Moss & Mortar lists it in its stack, where she wrote no code": the team's tool, not theirs. */
function stackedOnly(ctx: Ctx, t: Tech): string {
  const work = ctx.cat.work.filter((w) => notCoding(w) && !notCompeting(w) && stackNames(w, [t]));
  return work.length
    ? `, though ${listing(work.map(itemLink))} ${work.length > 1 ? 'list' : 'lists'} it in ${work.length > 1 ? 'their stacks' : 'its stack'}, where ${ctx.v.name} wrote no code`
    : '';
}
