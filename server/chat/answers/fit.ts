import { DOING } from './prose';
import { FUNCTION_WORDS } from '../lexicon/english';
import { at } from './entryText';
import type { Item, Tech, Work } from '../catalogue';
import { careerOf, kindsOf, newestFirst, notCompeting, stackOf, usesTech } from '../facts';
import { AREA_KINDS, AREA_LABELS, AREA_PARTS, AREA_WORDS } from '../lexicon/areas';
import { joinCompounds } from '../lexicon/cues';
import type { Area } from '../lexicon/tech';
import { listing, singular, tokens } from '../text';
import { sentencesOf } from '../passages';
import type { Ctx } from './context';
import { answer, itemLink, type Answer } from './markdown';

// Facts that bear on fit for an area of work (front end, data, games…): the skill categories named
// for it, the listed skills in it, the roles held in it, and the work of its kinds or stack. Areas
// are found in a question, a role or a category's name by the words of lexicon/areas.ts.

// Design of things other than what people see and use: "PCB design" is no design work of that area.
const OTHER_DESIGN = new Set([
  'pcb',
  'circuit',
  'hardware',
  'system',
  'systems',
  'api',
  'database',
  'schema',
  'level',
  'chip',
  'board',
  'electronics',
  'electrical',
  'mechanical',
  'network',
  'software',
  'protocol',
  'experiment',
]);

/** Whether the word at `i` is design of another kind than the area's ("PCB design"). */
export const otherDesign = (words: readonly string[], i: number) =>
  /^design(?:er|s)?$/.test(words[i]!) && OTHER_DESIGN.has(words[i - 1] ?? '');

/** The areas a text names, in order. */
export function areasIn(text: string | readonly string[]): Area[] {
  const words = joinCompounds(typeof text === 'string' ? tokens(text) : text);
  const found = words.flatMap((w, i) =>
    w === 'machine' && words[i + 1] === 'learning'
      ? ['ml' as const]
      : otherDesign(words, i)
        ? []
        : (AREA_WORDS[w] ?? AREA_WORDS[singular(w)] ?? []),
  );
  return [...new Set(found)];
}

const inArea = (areas: readonly Area[]) => (text: string) => areasIn(text).some((a) => areas.includes(a));

export interface AreaFacts {
  label: string;
  categories: Extract<Item, { type: 'category' }>[];
  skills: Tech[];
  roles: string[];
  /** The jobs and hackathon entries whose roles are in the area. */
  held: Item[];
  work: Work[];
  /** Some piece of work is of the area's kinds and tools, or of more than one of its tools. */
  weighty: boolean;
}

const ENGINES = new Set(['unity', 'unreal engine', 'unreal', 'godot', 'gamemaker', 'defold', 'cocos2d']);

// Languages and test runners used on the front end and the back end alike.
const BOTH_SIDES = new Set(['JavaScript', 'TypeScript', 'Jest', 'Vitest']);

export function areaFacts(ctx: Ctx, areas: readonly Area[]): AreaFacts {
  const named = inArea(areas);
  // A category counts when every area its name names is asked about ("Fullstack" for a full-stack role, not a front-end one).
  // Its skills of a known area must be mostly of those asked: "Web & Tools" holding Node.js and
  // Docker is no front-end category.
  const ofAreas = (c: (typeof ctx.cat.categories)[number]) => {
    const known = ctx.cat.techs.filter((t) => t.area && t.listed?.category === c.category);
    return known.filter((t) => areas.includes(t.area!)).length * 2 >= known.length;
  };
  const categories = ctx.cat.categories.filter((c) => {
    const own = areasIn(c.title);
    return own.length > 0 && own.every((a) => areas.includes(a)) && ofAreas(c);
  });
  const inCategories = new Set(categories.flatMap((c) => c.category.skills));
  // A language, which serves many areas, filed under a category named for another ("C#" under
  // "Engines & Gameplay") is the owner's for that area, not the one asked about.
  const elsewhere = (t: Tech) => {
    const own = t.listed && t.kind === 'language' ? areasIn(t.listed.category.name) : [];
    return own.length > 0 && !own.some((a) => areas.includes(a));
  };
  const techs = ctx.cat.techs.filter((t) => t.area && areas.includes(t.area) && !elsewhere(t));
  const skills = techs.filter((t) => t.listed && !inCategories.has(t.listed.skill));
  const jobs = careerOf(ctx.cat)
    .filter((e) => named(e.entry.role ?? e.title))
    .map((e) => `${itemLink(e)}${at(e)}`);
  const teams = ctx.cat.work.flatMap((w) =>
    w.type === 'hackathon' && w.hackathon.roles.some(named)
      ? [`${listing(w.hackathon.roles.filter(named))} in ${itemLink(w)}`]
      : [],
  );
  const kinds = areas.flatMap((a) => AREA_KINDS[a]);
  // Work of the area's kinds or built with its technologies, the most of both first. A language of
  // both sides (TypeScript in a Node API) says nothing of the side on its own.
  const sided = techs.filter((t) => !BOTH_SIDES.has(t.title));
  // A hackathon team's stack is the owner's only where a role of theirs there is in the area.
  const ownStack = (w: Work) =>
    w.type !== 'hackathon' || !w.hackathon.roles.length || w.hackathon.roles.some(named);
  // One whose roles name only other areas ("back end") was not the owner's work in this one.
  const otherSide = (w: Work) =>
    w.type === 'hackathon' &&
    w.hackathon.roles.some((r) => areasIn(r).length) &&
    !w.hackathon.roles.some(named);
  // A game engine's WebGL build is an export target, not web work.
  const engineBuilt = (w: Work) => stackOf(w).some((s) => ENGINES.has(s.toLowerCase()));
  const stackWeight = (w: Work) =>
    sided.filter((t) => usesTech(w, t) && !(t.title === 'WebGL' && engineBuilt(w))).length;
  // Work the owner only judged, or whose technologies of the area were all someone else's part
  // ("she wrote the React dashboard"), is not the owner's work in the area.
  const notOwn = (w: Work) => {
    const ofArea = stackOf(w).filter((s) => techs.some((t) => t.title === s));
    return (
      notCompeting(w) ||
      (ofArea.length > 0 && !ofArea.some((s) => techs.some((t) => t.title === s && usesTech(w, t))))
    );
  };
  const weight = (w: Work) =>
    otherSide(w) || notOwn(w)
      ? 0
      : kindsOf(w).filter((k) => kinds.includes(k)).length + (ownStack(w) ? stackWeight(w) : 0);
  const work = newestFirst(ctx.cat.work.filter((w) => weight(w) > 0)).sort((a, b) => weight(b) - weight(a));
  const held = [
    ...careerOf(ctx.cat).filter((e) => named(e.entry.role ?? e.title)),
    ...ctx.cat.work.filter((w) => w.type === 'hackathon' && w.hackathon.roles.some(named)),
  ];
  return {
    label: listing(areas.map((a) => AREA_LABELS[a])),
    categories,
    skills,
    roles: [...jobs, ...teams],
    held,
    work,
    weighty: work.some((w) => weight(w) > 1),
  };
}

/** The lines of an area's facts, each one only when the data has it. */
export function areaLines(ctx: Ctx, f: AreaFacts, { brief = false } = {}): string[] {
  const lines = [`- Title on the site: ${ctx.cat.owner.subtitle}`];
  // Where the stack asked about already shows the jobs and work, the area adds only the title.
  if (brief) return lines;
  for (const c of f.categories)
    lines.push(`- ${itemLink(c)} skills: ${listing(c.category.skills.map((s) => s.title))}`);
  if (f.skills.length)
    lines.push(
      `- ${f.categories.length ? 'Other listed' : 'Listed'} ${f.label} skills: ${listing(f.skills.slice(0, 8).map((t) => t.title))}`,
    );
  if (f.roles.length) lines.push(`- Roles: ${listing(f.roles.slice(0, 4))}`);
  if (f.work.length)
    lines.push(
      `- Work: ${f.work
        .slice(0, 3)
        .map((w) => `${itemLink(w)} (${listing(stackOf(w).slice(0, 3))})`)
        .join('; ')}${f.work.length > 3 ? `; and ${f.work.length - 3} more` : ''}`,
    );
  return lines;
}

/** "I joined the Java/Spring back-end team": the jobs' own sentences on work in the areas. */
const saidAtWork = (ctx: Ctx, areas: readonly Area[]) =>
  careerOf(ctx.cat)
    .flatMap((e) =>
      sentencesOf(e.entry.content)
        .filter((x) => areasIn(x).some((a) => areas.includes(a)))
        .map((text) => ({ e, text })),
    )
    .slice(0, 2);

/**
 * Yes where roles, work or the jobs' own words bear on the area. One listed tool of it, and work
 * that bears on it by that tool alone (a Node.js command-line tool, for back end), is a little.
 * "Does she do MLOps?": a part of the area that the site's words may not name is said so.
 */
function areaLead(ctx: Ctx, f: AreaFacts, saidAtWork: boolean, thin: boolean): string {
  const part = unnamedPart(ctx);
  const shown = f.roles.length > 0 || f.work.length > 0 || saidAtWork;
  if (!part && ctx.q.yesNo && !shown) return noWorkLead(ctx, f);
  const yes = part ? `The site doesn't name ${part} as such. ` : ctx.q.yesNo && shown ? 'Yes. ' : '';
  const byTools = yes === 'Yes. ' && !f.roles.length && !f.weighty && thin;
  return byTools
    ? `A little: none of ${ctx.v.name}'s roles or work is described as ${f.label} work, but the site shows:`
    : `${yes}What the site shows of ${ctx.v.name}'s ${f.label} work:`;
}

/** "Does she do MLOps?", "logo design?": the part of an area asked, where the site's words never name it. */
function unnamedPart(ctx: Ctx): string | undefined {
  const partWord = ctx.q.words.find((w) => AREA_PARTS[w]);
  if (partWord) {
    const named = ctx.passages.find([partWord]).some((p) => tokens(p.text).includes(partWord));
    return named ? undefined : AREA_PARTS[partWord];
  }
  return ctx.q.yesNo ? narrowedUnsaid(ctx) : undefined;
}

// Words beside an area's name that say the sort of work, not a narrower part of the area.
const SORT_OF_WORK = new Set(
  'work role roles job jobs skill skills engineer engineers engineering developer developers development dev team side stuff things experience position projects project lead lead roles good any some'.split(
    ' ',
  ),
);

/** "Logo design", "UX research": a word just beside the area's name that nothing on the site says. */
function narrowedUnsaid(ctx: Ctx): string | undefined {
  const words = ctx.q.words;
  const at = words.findIndex((w) => areasIn([w]).length > 0);
  if (at < 0) return undefined;
  const beside = [at - 1, at + 1].filter((j) => {
    const w = words[j];
    return (
      !!w &&
      !SORT_OF_WORK.has(w) &&
      !DOING.has(w) &&
      !FUNCTION_WORDS.has(w) &&
      !areasIn([w]).length &&
      ctx.passages.topicWords([w]).length > 0 &&
      !ctx.passages.find([w], 1).length
    );
  });
  return beside.length
    ? words.slice(Math.min(at, ...beside), Math.max(at, ...beside) + 1).join(' ')
    : undefined;
}

/** "Can she do web development?" of a mobile developer with one web skill listed: no such work. */
const noWorkLead = (ctx: Ctx, f: AreaFacts) =>
  `Not as work on the site: none of ${ctx.v.name}'s roles or work is ${f.label} work, and ${ctx.v.their} title is ${ctx.cat.owner.subtitle}. What bears on it:`;

/** "Has she done any back-end work?": what bears on the area, or that the site shows none of it. */
export function areaWork(ctx: Ctx): Answer {
  const areas = areasIn(ctx.q.words);
  const f = areaFacts(ctx, areas);
  const skills = [...f.categories.flatMap((c) => c.category.skills), ...f.skills];
  const atWork = saidAtWork(ctx, areas);
  if (!skills.length && !f.roles.length && !f.work.length && !atWork.length)
    return answer(
      `The site shows no ${f.label} work for ${ctx.v.name}: no listed ${f.label} skills, roles or work of that kind. ${ctx.v.their.charAt(0).toUpperCase()}${ctx.v.their.slice(1)} title on the site is ${ctx.cat.owner.subtitle}.`,
      [],
      'not-listed',
    );
  const lead = areaLead(ctx, f, atWork.length > 0, skills.length < 2 && !atWork.length);
  const said = atWork.map(
    ({ e, text }) => `- ${itemLink(e)}${at(e)}, in ${ctx.v.their} own words: “${text}”`,
  );
  return answer(`${lead}\n${[...areaLines(ctx, f).slice(1), ...said].join('\n')}`, [
    ...new Set([...f.categories, ...f.held, ...f.work.slice(0, 3), ...atWork.map(({ e }) => e)]),
  ]);
}

/** "3 back-end roles", "1 piece of related work"; nothing for none. */
const counted = (n: number, noun: string, after = '') =>
  n ? `${n} ${noun}${n === 1 ? '' : 's'}${after}` : '';

/**
 * How much of the site bears on an area asked about, said first so a fit question gets a reading:
 * the area is the owner's own ground (their title, current post, or roles with several skills),
 * some of it is there, or little is.
 */
export function areaVerdict(ctx: Ctx, f: AreaFacts, areas: readonly Area[]): string {
  const owner = ctx.cat.owner;
  const titled = areasIn(owner.subtitle).some((a) => areas.includes(a));
  const now = careerOf(ctx.cat).filter(
    (e) => e.entry.end === 'present' && areasIn(e.entry.role ?? e.title).some((a) => areas.includes(a)),
  );
  const skills = [
    ...f.categories.flatMap((c) => c.category.skills.map((s) => s.title)),
    ...f.skills.map((t) => t.title),
  ];
  const posts = [
    titled ? `${ctx.v.their} title is ${owner.subtitle}` : '',
    now.length
      ? `${ctx.v.their} current post is ${now.map((e) => e.entry.role ?? e.title).join(' and ')}`
      : '',
  ].filter(Boolean);
  const counts = [
    counted(skills.length, `${f.label} skill`),
    counted(f.roles.length, `${f.label} role`),
    counted(f.work.length, 'piece', ' of related work'),
  ].filter(Boolean);
  const own = titled || now.length > 0 || (f.roles.length > 0 && skills.length >= 3);
  const little = !own && !f.roles.length && skills.length <= 1;
  const lead = own
    ? `On the site's evidence, ${f.label} work is ${ctx.v.name}'s own ground`
    : little
      ? `Little on the site bears on ${f.label} work`
      : `Some of the site bears on ${f.label} work`;
  // Where little bears on it, the title says what the owner's ground is instead.
  const title = little && !titled ? [`${ctx.v.their} title is ${owner.subtitle}`] : [];
  const listed = counts.length
    ? `the site lists ${listing(counts)}`
    : `the site lists no ${f.label} skill, role or work`;
  return `${lead}: ${[...posts, listed, ...title].join('; ')}.\n\n`;
}
