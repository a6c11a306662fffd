import { FAMILIES, KNOWN_TECH, LANGUAGE_OF, UMBRELLAS } from '../lexicon/tech';
import { claims, countClaimOf, countLead } from './spanClaim';
import { notOnSite } from './scope';
import type { Item, Tech, Work } from '../catalogue';
import type { Skill } from '../../../content';
import { careerOf, kindsOf, newestFirst, notCompeting, stackNameFor, stackOf, usesTech } from '../facts';
import { othersPart } from '../othersPart';
import { firstSentences, listing, normalize, regexEscaped, singular, tokens } from '../text';
import { at, dates, type Entry } from './entryText';
import { CERTIFIED_WORDS, SKILL_KIND_WORDS, TECH_ASKED } from '../lexicon/cues';
import {
  asksTerm,
  certificates,
  certificatesListed,
  earnedElsewhere,
  earnedLine,
  isCertificate,
  lapsedSaid,
  namesMoreThan,
  termSaid,
} from './certificates';
import { isWork, namedItems, namedKinds, namedTechs, type Ctx } from './context';
import { entitiesOf } from '../understand';
import { answer, itemLink, type Answer } from './markdown';
import { capitalised, source } from './prose';
import { proseOf } from './workDetail';
import { learnedAt } from './learnedAt';
import { isField } from './leaving';
import { codeHostUse } from './codeHost';
import { ownVoice, proseOfItem, sentencesOf, type Passage } from '../passages';
import { commonWords, englishWords, FUNCTION_WORDS } from '../lexicon/english';
import { asksNow, notUsedNow } from './stillUsed';
import {
  asksBesides,
  asksStillKept,
  itemStack,
  kindHas,
  maintained,
  oneWorkAsked,
  skillWhere,
  stackYesNo,
} from './work';

// Answers about skills: the complete list by category or kind, and whether one is listed. A skill
// absent from the list is "not listed", with the nearest listed skills of the same kind and area.

/**
 * "Which languages does he use there?" after a job: the technologies that job's own words name, of
 * the kind asked for.
 */
function atEntry(ctx: Ctx): Answer | undefined {
  const e = ctx.focus.length === 1 ? ctx.focus[0] : undefined;
  if (!e || e.type !== 'entry' || !(ctx.q.backRef || ctx.q.words.includes('there'))) return undefined;
  return entryTechs(ctx, e);
}

// "What's her stack at work?", "what tech does he use in his job?": the job held now.
const AT_WORK = /\b(?:at|in|for) (?:work|(?:his|her|their|the) (?:job|work|day job|company|employer))\b/;

/**
 * "What tech does she use at Tessellate?", "what's his stack at work?": the technologies the one job
 * named by its organisation, or held now, names in its own words; not a piece of work's stack.
 */
export function techAtJob(ctx: Ctx): Answer | undefined {
  const text = ctx.q.words.join(' ');
  if (!TECH_ASKED.test(text) || namedItems(ctx).some((i) => i.type !== 'category')) return undefined;
  const orgs = entitiesOf(ctx.q, 'org');
  const named = orgs.length === 1 && orgs[0]!.entries.length === 1 ? orgs[0]!.entries[0] : undefined;
  const now = ctx.cat.entries.filter((e) => e.section.id === 'career' && e.entry.end === 'present');
  const job = named ?? (!orgs.length && AT_WORK.test(text) && now.length === 1 ? now[0] : undefined);
  return job && entryTechs(ctx, job);
}

/** "What tech did they use?" after a job: the technologies its own words name, of the kind asked. */
export function entryTechs(ctx: Ctx, e: Extract<Item, { type: 'entry' }>): Answer {
  const all = ctx.cat.techs.filter((t) => namesIn(t).test(e.entry.content));
  const kind = ctx.q.skillKind;
  const plural = (k?: string) => (!k ? 'technologies' : k === 'library' ? 'libraries' : `${k}s`);
  const named = all.filter((t) => !kind || t.kind === kind);
  if (named.length)
    return answer(`${source(e)} names these ${plural(kind)}: ${listing(named.map((t) => t.title))}.`, [e]);
  if (!all.length) return answer(`${source(e)} names no ${plural(kind)} in its own words on the site.`, [e]);
  // "What tools did she use there?" is any technology; "what databases?" none of that kind, then the rest.
  const others = `${kind === 'tool' ? 'these' : 'no ' + plural(kind) + '; it names these'} technologies: ${listing(all.map((t) => t.title))}`;
  return answer(`${source(e)} names ${others}.`, [e]);
}

// Words that name a family of technologies rather than any one ("what cloud does she use?").
const FAMILY_WORDS: Record<string, string> = {
  cloud: 'AWS',
  clouds: 'AWS',
  container: 'Docker',
  containers: 'Docker',
  orchestration: 'Kubernetes',
  testing: 'Jest',
  tests: 'Jest',
  e2e: 'Jest',
  iac: 'Terraform',
  infra: 'Terraform',
  nosql: 'MongoDB',
  design: 'Figma',
};

/** "Does he write unit tests?": a question of doing that names a family of technologies. */
// "Design" is said of much besides tools ("PCB design", "game design"): no family by itself here.
export const namesFamily = (words: readonly string[]) => words.some((w) => FAMILY_WORDS[w] && w !== 'design');

// A family asked by its plural or its thing ("tests", "clouds") is named by its field.
const FAMILY_LABELS: Record<string, string> = {
  tests: 'testing',
  e2e: 'end-to-end testing',
  clouds: 'cloud',
  containers: 'container',
};
const familyLabel = (w: string) => FAMILY_LABELS[w] ?? w;

/**
 * "What monitoring tools?", "what cloud?": the listed skills a word of the question describes, by
 * their own labels, their category's name or the family that word names.
 */
/** "Firebase", listed as a platform with the alias "firestore": the alias of a known kind it is also of. */
const aliasOfKind = (sk: Skill, kind: Skill['kind'] | undefined) =>
  !kind || sk.kind === kind
    ? undefined
    : sk.aliases?.find((a) => KNOWN_TECH.some((k) => k.kind === kind && normalize(k.title) === normalize(a)));
const isOfKind = (sk: Skill, kind: Skill['kind'] | undefined) =>
  !!kind && (sk.kind === kind || !!aliasOfKind(sk, kind));
/** A skill's title, with the alias by which it is of the kind asked: "Firebase (Firestore)". */
const titleAsKind = (sk: Skill, kind: Skill['kind'] | undefined) => {
  const alias = aliasOfKind(sk, kind);
  return alias ? `${sk.title} (${capitalised(alias)})` : sk.title;
};

function qualifiedSkills(ctx: Ctx, inNames = false): Answer | undefined {
  const free = ctx.q.words.filter(
    (w, i) =>
      (inNames || !ctx.q.found.some((f) => f.start <= i && i < f.end)) &&
      (w.length > 2 || !!SKILL_KIND_WORDS[w]) &&
      !SKILL_WORDS.has(w),
  );
  const topic = ctx.passages.topicWords(free, { verbs: true }).filter((w) => !DOING_WORDS.has(w));
  // "Cloud platforms", "design tools": the family named narrows the kind beside it.
  const families = topic.filter((w) => FAMILY_WORDS[w]);
  const words = families.length ? families : topic;
  if (!words.length) return undefined;
  const family = (w: string) => FAMILIES.find((f) => f.includes(FAMILY_WORDS[w] ?? ''));
  // "Databases" is every skill of that kind, whatever its label says ("Redis data store").
  const describes = (w: string, sk: Skill, title: string) =>
    // A word that names a family ("cloud") is that family, not every skill of a category so named.
    [w, singular(w), ...ctx.passages.synonyms(w)].some((x) =>
      tokens(`${sk.ariaLabel} ${FAMILY_WORDS[w] ? '' : title}`).includes(x),
    ) ||
    !!family(w)?.includes(sk.title) ||
    // "Cloud" names its family (AWS, Vercel…), not every platform ("Node.js").
    (!FAMILY_WORDS[w] && isOfKind(sk, SKILL_KIND_WORDS[singular(w)]));
  const matches = ctx.cat.categories.flatMap((c) =>
    c.category.skills.filter((sk) => words.some((w) => describes(w, sk, c.title))),
  );
  if (!matches.length) return undefined;
  // Only the words that matched name the list: a typo beside them is not echoed back.
  const used = words.filter((w) =>
    ctx.cat.categories.some((c) => c.category.skills.some((sk) => describes(w, sk, c.title))),
  );
  // "What databases…?" names a kind of skill; "what monitoring tools…?" a narrower family, which no kind covers.
  const also = alsoUsed(ctx, used.some((w) => SKILL_KIND_WORDS[singular(w)]) ? ctx.q.skillKind : undefined);
  // "Do they do testing?" is a yes, shown by the work: the list alone answers no question of doing.
  const polar = ctx.q.yesNo;
  const use =
    asksUse(ctx) || polar
      ? usedIn(
          ctx,
          matches.map((sk) => sk.title),
        )
      : { text: '', items: [] };
  return answer(
    `${polar ? 'Yes: ' : ''}${ctx.v.name}'s listed ${used.map(familyLabel).join(' ')}${used.every((w) => w !== singular(w) && SKILL_KIND_WORDS[singular(w)]) ? '' : ' skills'}: ${listing(matches.map((sk) => titleAsKind(sk, ctx.q.skillKind)))}.${use.text}${also.text}`,
    [
      ...ctx.cat.categories.filter((c) => matches.some((m) => c.category.skills.includes(m))),
      ...use.items,
      ...also.items,
    ],
  );
}

// Kinds narrow enough that every one of them in a stack answers "which <kind>s?".
const NAMED_KINDS = new Set<Skill['kind']>(['database', 'language', 'framework', 'library']);

/**
 * "What databases does he know?": technologies of that kind the work's stacks or the jobs' own words
 * name though the skills list does not, each with where.
 */
function alsoUsed(ctx: Ctx, kind: Skill['kind'] | undefined): { text: string; items: Item[] } {
  if (!kind || !NAMED_KINDS.has(kind)) return { text: '', items: [] };
  const found = ctx.cat.techs
    .filter((t) => !t.listed && t.kind === kind)
    .map((t) => {
      const where = [...newestFirst(ctx.cat.work.filter((w) => usesTech(w, t))), ...jobsNamingTech(ctx, t)];
      return { t, where };
    })
    .filter((x) => x.where.length);
  if (!found.length) return { text: '', items: [] };
  const parts = found.slice(0, 6).map((x) => `${x.t.title} (${listing(x.where.slice(0, 2).map(itemLink))})`);
  return {
    text: ` Not listed, but named in work on the site: ${listing(parts)}.`,
    items: found.flatMap((x) => x.where),
  };
}
// "Experience with databases?", "which languages has he used in real projects?": use, not the list.
const USE_ASKED = new Set([
  'experience',
  'used',
  'use',
  'using',
  'projects',
  'project',
  'production',
  'real',
  'work',
]);
const asksUse = (ctx: Ctx) => ctx.q.words.some((w) => USE_ASKED.has(w));

/** Of listed skills, the work each is used in, and those no work on the site uses. */
function usedIn(ctx: Ctx, titles: readonly string[]): { text: string; items: Item[] } {
  const techs = titles.map((t) => ctx.cat.techs.find((x) => x.title === t)).filter((t): t is Tech => !!t);
  const where = techs.map((t) => ({ t, work: newestFirst(ctx.cat.work.filter((w) => usesTech(w, t))) }));
  const used = where.filter((x) => x.work.length);
  // A skill no stack lists may still be named in the owner's own words on a job or a piece of work.
  const said = where
    .filter((x) => !x.work.length)
    .map((x) => ({ t: x.t, p: mentionsOf(ctx, x.t, 1, (i) => i.type !== 'faq')[0] }));
  const named = said.filter((x) => x.p);
  const unused = said.filter((x) => !x.p).map((x) => x.t.title);
  if (!used.length && !named.length) return { text: ' No work on the site is built with them.', items: [] };
  const parts = used.map(
    (x) =>
      `${x.t.title} (${listing([...x.work.slice(0, 3).map(itemLink), ...(x.work.length > 3 ? [`${x.work.length - 3} more`] : [])])})`,
  );
  const inWords = named.map((x) => `${x.t.title} (${itemLink(x.p!.item)})`);
  return {
    text: `${parts.length ? ` Used in work on the site: ${listing(parts)}.` : ''}${inWords.length ? ` Named in the owner's own words, though in no stack: ${listing(inWords)}.` : ''}${unused.length ? ` In no work on the site: ${listing(unused)}.` : ''}`,
    items: [...used.flatMap((x) => x.work), ...named.map((x) => x.p!.item)],
  };
}

const DOING_WORDS = new Set([
  'use',
  'uses',
  'used',
  'know',
  'knows',
  'work',
  'works',
  'does',
  'done',
  'have',
  // "Can he write Go?", "does she code in Rust?": using the technology, no topic of its own.
  'write',
  'writes',
  'wrote',
  'code',
  'codes',
  'program',
  'programs',
  'speak',
  'handle',
  // "Is he good at Java?", "proficient in Rust?": how well, which the site never rates.
  'good',
  'well',
  'proficient',
  'skilled',
  'strong',
  'fluent',
  'competent',
  'expert',
]);

/** "Does he do testing?" of an owner who lists no skill of that family: what the site says of it. */
function familyUnlisted(ctx: Ctx): Answer | undefined {
  const word = ctx.q.words.find((w) => FAMILY_WORDS[w] && w !== 'cloud' && w !== 'clouds');
  if (!word) return undefined;
  const said = ctx.passages.find([word], 3);
  const none = `No ${familyLabel(word)} skill is among ${ctx.v.name}'s listed skills`;
  if (!said.length) return answer(`${none}, and the site doesn't mention it.`, [], 'not-listed');
  return answer(
    `${none}, but the site says:\n${said.map((p) => `- ${source(p.item)}: “${p.text}”`).join('\n')}`,
    said.map((p) => p.item),
  );
}

/** "Which cloud provider?" names a family, though a category's title says the word too. */
const familyNamed = (ctx: Ctx) =>
  ctx.q.words.some((w) => FAMILY_WORDS[w]) ? qualifiedSkills(ctx, true) : undefined;

/** The skills of each category named, under its link; or of the family a word names ("cloud"). */
function categoriesNamed(ctx: Ctx, named: readonly Item[], counted: boolean): Answer | undefined {
  if (!named.length) return undefined;
  const family = familyNamed(ctx);
  if (family || counted) return family;
  const lines = named.map((c) =>
    c.type === 'category' ? `${itemLink(c)}: ${listing(c.category.skills.map((s) => s.title))}.` : '',
  );
  return answer(lines.join('\n'), named);
}

export function skills(ctx: Ctx): Answer {
  const named = namedItems(ctx).filter((i) => i.type === 'category');
  const { skillKind } = ctx.q;
  const counted = skillCount(ctx);
  // "What languages did she use there?" after a job: that job's, whatever a category is called.
  const there = atEntry(ctx) ?? techAtJob(ctx);
  if (there) return there;
  const ofCategories = categoriesNamed(ctx, named, !!counted);
  if (ofCategories) return ofCategories;
  const qualified = qualifiedSkills(ctx) ?? familyUnlisted(ctx);
  if (qualified) return qualified;
  const ofKind = skillKind && !counted ? skillsOfKind(ctx, skillKind) : undefined;
  if (ofKind) return ofKind;
  // "Does he know machine learning?" names a kind of work, not a skill: the work of that kind.
  if (ctx.q.yesNo && !counted && !namedTechs(ctx).length && namedKinds(ctx).length) return kindHas(ctx);
  const lines = ctx.cat.categories.map(
    (c) => `- ${itemLink(c)}: ${c.category.skills.map((s) => s.title).join(', ')}`,
  );
  return answer(
    `${counted ?? `${ctx.v.name}'s skills, by category:`}\n${lines.join('\n')}`,
    ctx.cat.categories,
  );
}

/** "What databases does she know?", "Python frameworks": the listed skills of that kind, or none. */
function skillsOfKind(ctx: Ctx, skillKind: Skill['kind']): Answer | undefined {
  // "Python frameworks", "CSS frameworks": those written for the language named with the kind.
  const langs = [
    ...new Set([
      ...namedTechs(ctx).map((t) => t.title),
      ...LANGUAGES_WRITTEN_FOR.filter((l) => ctx.q.words.includes(normalize(l))),
    ]),
  ];
  const forLanguage = (title: string) =>
    !langs.length || (LANGUAGE_OF[title] ?? []).some((l) => langs.includes(l));
  const ofKind = (s: Skill) => isOfKind(s, skillKind) && forLanguage(s.title);
  const cats = ctx.cat.categories.filter((c) => c.category.skills.some(ofKind));
  const found = cats.flatMap((c) => c.category.skills.filter(ofKind).map((s) => titleAsKind(s, skillKind)));
  const also = alsoUsed(ctx, skillKind);
  const plural = skillKind === 'library' ? 'libraries' : `${skillKind}s`;
  const use = asksUse(ctx) ? usedIn(ctx, found) : { text: '', items: [] };
  if (!found.length && !also.items.length && !langs.length)
    return answer(
      `${ctx.q.yesNo ? 'No: ' : ''}${ctx.v.name} lists no ${plural} among the skills, and no work on the site names one.`,
      [],
      'not-listed',
    );
  if (found.length || also.items.length)
    return answer(
      `${found.length ? `${ctx.q.yesNo ? 'Yes: ' : ''}${ctx.v.name}'s listed ${langs.length ? `${listing(langs)} ` : ''}${plural}: ${listing(found)}.` : `${ctx.v.name} lists no ${langs.length ? `${listing(langs)} ` : ''}${plural} among the skills.`}${use.text}${also.text}`,
      [...cats, ...use.items, ...also.items],
    );
  return undefined;
}

// "Does he know around 25 languages, frameworks and tools?": every listed skill counted.
const SKILLS_CLAIMED =
  '(skills?|technologies|techs|tools|languages frameworks and (?:tools|libraries)|languages and (?:tools|frameworks))';

/** "How many skills?", "more than 20 skills?": the count of listed skills, weighed against a claim. */
function skillCount(ctx: Ctx): string | undefined {
  const text = ctx.q.words.join(' ');
  const claimed = claims(ctx.q) ? countClaimOf(SKILLS_CLAIMED).exec(text) : null;
  if (!claimed && !/\bhow many (?:skills|technologies|tools)\b/.test(text)) return undefined;
  const n = ctx.cat.categories.reduce((sum, c) => sum + c.category.skills.length, 0);
  const k = ctx.cat.categories.length;
  return `${claimed ? countLead(claimed, n) : ''}${ctx.v.name} lists ${n} ${n === 1 ? 'skill' : 'skills'} in ${k} ${k === 1 ? 'category' : 'categories'}:`;
}

const LANGUAGES_WRITTEN_FOR = [...new Set(Object.values(LANGUAGE_OF).flat())].filter((l) => !l.includes('.'));

/** The nearest listed skills to one that is not listed: same kind and area first, then same kind, then same area. */
export function nearest(ctx: Ctx, tech: Tech): Tech[] {
  const listed = ctx.cat.techs.filter((t) => t.listed && t !== tech);
  const family = new Set(FAMILIES.filter((f) => f.includes(tech.title)).flat());
  const tiers = [
    listed.filter((t) => family.has(t.title)),
    listed.filter((t) => t.kind === tech.kind && tech.area && t.area === tech.area),
    listed.filter((t) => tech.area && t.area === tech.area),
    // Another area's skill of the same kind is near only for languages ("Python" ~ "Kotlin"), not
    // for libraries or tools ("React" is not near "Room").
    tech.kind === 'language' || !tech.area ? listed.filter((t) => t.kind === tech.kind) : [],
  ];
  // A listed member of its family ("PostgreSQL" for SQL) is nearest; nothing further off is named beside it.
  if (tiers[0]!.length) return tiers[0]!.slice(0, 4);
  return [...new Set(tiers.flat())].slice(0, 4);
}

/**
 * A listed skill no work on the site uses is said so, and "yes" is not read as "yes, he shipped it".
 * A practice is not in any stack, so no stack's silence says it was not used.
 */
const unusedLine = (ctx: Ctx, tech: Tech) =>
  tech.kind === 'practice'
    ? ''
    : ` No project${ctx.cat.work.some((w) => w.type === 'hackathon') ? ' or hackathon entry' : ''} on the site uses it.`;

/** Whether work is built with a technology; a practice by being work of the kind it names ("Accessibility"). */
export const usesSkill = (w: Work, tech: Tech) =>
  usesTech(w, tech) || (tech.kind === 'practice' && kindsOf(w).some((k) => tech.names.includes(k)));
/** The work built with a technology or practice: not a hackathon the owner only judged or mentored. */
export const usedBy = (ctx: Ctx, tech: Tech) =>
  ctx.cat.work.filter((w) => !notCompeting(w) && usesSkill(w, tech));

/** The listed skills an umbrella stands for: Swift and SwiftUI for iOS, PostgreSQL for SQL. */
export const listedMembers = (ctx: Ctx, tech: Tech): Tech[] =>
  (UMBRELLAS[umbrellaOf(tech) ?? ''] ?? [])
    .map((title) => ctx.cat.techs.find((t) => t.title === title && t.listed && t !== tech))
    .filter((t): t is Tech => !!t);

/** The umbrella a technology is, by its title or one of its names ("Android SDK" named "android"). */
const umbrellaOf = (tech: Tech) =>
  Object.keys(UMBRELLAS).find(
    (k) => k === tech.title || tech.names.some((n) => normalize(n) === normalize(k)),
  );

/** "Any CI experience?", "how's her iOS?": a field the owner lists by its tools, with the work that uses them. */
function byListedMembers(
  ctx: Ctx,
  tech: Tech,
): { text: string; listed: boolean; items: string[] } | undefined {
  const members = listedMembers(ctx, tech);
  if (!members.length) return byUsedMembers(ctx, tech);
  const cats = [
    ...new Set(members.map((t) => ctx.cat.categories.find((c) => c.category === t.listed!.category)!)),
  ];
  const used = newestFirst([...new Set(members.flatMap((t) => usedBy(ctx, t)))]);
  const jobs = newestFirst([...new Set(members.flatMap((t) => jobsNamingTech(ctx, t)))]);
  const where = [...jobs, ...used].slice(0, 4);
  return {
    text: `Yes, through ${listing(members.map((t) => t.title))}, among ${ctx.v.name}'s listed skills (${listing(cats.map(itemLink))}); ${tech.title} itself is not a skill of its own on the list.${where.length ? ` Where: ${listing(where.map(itemLink))}.` : ''}`,
    listed: true,
    items: [...cats.map((c) => c.id), ...where.map((i) => i.id)],
  };
}

/** "Any SQL database?" where no member is listed but work is built with one: PostgreSQL in that work. */
function byUsedMembers(ctx: Ctx, tech: Tech): { text: string; listed: boolean; items: string[] } | undefined {
  const members = (UMBRELLAS[umbrellaOf(tech) ?? ''] ?? [])
    .map((title) => ctx.cat.techs.find((t) => t.title === title && t !== tech))
    .filter((t): t is Tech => !!t && usedBy(ctx, t).length > 0);
  const used = newestFirst([...new Set(members.flatMap((t) => usedBy(ctx, t)))]);
  if (!used.length) return undefined;
  return {
    text: `${ctx.q.yesNo ? 'Yes, in work on the site, though not as a listed skill: ' : ''}${listing(used.slice(0, 4).map(itemLink))} ${used.length === 1 ? 'is' : 'are'} built with ${listing(members.map((t) => t.title))}, ${members.length === 1 ? `a ${tech.title} technology` : `${tech.title} technologies`}. ${ctx.v.name}'s skills list names neither ${tech.title} nor ${members.length === 1 ? members[0]!.title : 'those'}.`,
    listed: true,
    items: used.map((w) => w.id),
  };
}

/** The jobs whose own words name a technology. */
const jobsNamingTech = (ctx: Ctx, tech: Tech) =>
  ctx.cat.entries.filter((e) => e.section.id === 'career' && namesIn(tech).test(e.entry.content));

/** "Has he used Flask?" asks for use, which a listed skill no work or job shows does not answer yes to. */
// Words after a technology that ask of it as a whole, not of a part of it.
const WHOLE_WORDS = new Set(
  'experience experienced skills skill knowledge project projects app apps development developer dev code coding programming language framework library work stuff background level proficiency expertise years professionally backend frontend back front end side web mobile server client stack ecosystem certification certified script scripts scripting tool tools game games site sites website websites program programs service services api apis bot bots component components test tests testing job jobs role roles team teams'.split(
    ' ',
  ),
);

// "Python daily", "React now", "Go 1.22": how, when or which version, not a part of it.
const HOW_WORDS =
  /^(?:\w+ly|\d.*|much|lot|now|still|anymore|nowadays|today|well|ever|too|also|yet|again|before|recently|regularly|often|at|in|for)$/;

/**
 * "Swift concurrency?", "React hooks?": a part of a listed technology that the site never names.
 * The listing says nothing of the part, so no yes leads.
 */
function partUnsaid(ctx: Ctx, tech: Tech): string | undefined {
  const at = ctx.q.found.find((f) => f.entity.type === 'tech' && f.entity.tech === tech);
  if (!at) return undefined;
  const after: string[] = [];
  for (let i = at.end; i < ctx.q.words.length && after.length < 3; i++) {
    const w = ctx.q.words[i]!;
    if (
      FUNCTION_WORDS.has(w) ||
      WHOLE_WORDS.has(w) ||
      HOW_WORDS.test(w) ||
      ctx.q.found.some((f) => f.start <= i && i < f.end)
    )
      break;
    after.push(w);
  }
  if (!after.length || !after.every((w) => !ctx.passages.find([w], 1).length)) return undefined;
  return `The site doesn't mention ${listing(after, 'or')} with ${tech.title}. `;
}

const listedLead = (ctx: Ctx, shown: boolean, tech: Tech) =>
  partUnsaid(ctx, tech) ??
  dislikedLead(ctx, tech) ??
  lowLead(ctx, tech) ??
  (shown ||
  !ctx.q.words.some((w) => /^(?:use|used|using|uses|worked|built|shipped|shows?|project|projects)$/.test(w))
    ? yesLead(ctx)
    : 'Yes, it is listed, though no work on the site shows it: ');

const MAIN = new Set(['main', 'primary', 'strongest', 'core', 'best', 'top']);
// A level mark at the start of a range ("beginner", "learning"), and words asking how well.
const LOW_MARK = /\b(?:beginner|basic|basics|novice|learning|familiar|rusty|some exposure)\b/i;
const ABILITY = new Set([
  'good',
  'great',
  'strong',
  'expert',
  'proficient',
  'fluent',
  'skilled',
  'experienced',
  'solid',
  'comfortable',
  'advanced',
]);

/** "Is he good at Svelte?" of a skill marked "beginner": not by the site's own mark; "does he know it?": yes, so marked. */
function lowLead(ctx: Ctx, tech: Tech): string | undefined {
  const note = levelNote(tech);
  if (!ctx.q.yesNo || !note || !LOW_MARK.test(note)) return undefined;
  // "Is R one of her main languages?" of a skill marked basic: not by that mark.
  return ctx.q.words.some((w) => ABILITY.has(w) || MAIN.has(w))
    ? `No, not by the site's own mark (“${note}”): `
    : `Yes, though the site marks it “${note}”: `;
}

// Words asking whether the owner would like work with a skill, and an owner's words turning it down.
const LIKING = new Set(['enjoy', 'like', 'love', 'want', 'happy', 'keen', 'prefer', 'interested', 'excited']);
const TURNED_DOWN =
  /\b(?:would(?:n['’]t| not) (?:use|touch|choose|pick)|never (?:again|use)|not again|(?:do not|don['’]t|did not|didn['’]t|no longer) (?:enjoy|like|love|want)|hate[ds]?|dislike[ds]?|avoid\w*|steer(?:ing)? clear|stay(?:ing)? away|not a fan|tired of)\b/i;

/** "Would he enjoy writing Lua all day?" of a skill the owner's own words turn down: no yes. */
function dislikedLead(ctx: Ctx, tech: Tech): string | undefined {
  if (!ctx.q.words.some((w) => LIKING.has(w))) return undefined;
  const own = mentionsOf(ctx, tech, 6).find((p) => TURNED_DOWN.test(p.text));
  return own ? `Probably not, by ${ctx.v.their} own words below. ` : undefined;
}

/** "What does she do with Spark?" asks what, not whether: no yes before the facts. */
const yesLead = (ctx: Ctx) =>
  !ctx.q.yesNo && /^(?:what|how|where|which|when|why|who|tell|show|list)$/.test(ctx.q.words[0] ?? '')
    ? ''
    : 'Yes: ';

// Words asking whether a skill was used in a job, not only listed or used on the side.
const PRODUCTION = new Set(['production', 'professionally', 'professional', 'commercially', 'commercial']);

/**
 * "Does she use Rust in production?" of a listed skill no job names: said so, with the work that
 * uses it and the owner's own words on it ("purely as a hobby").
 */
function notInJobs(
  ctx: Ctx,
  tech: Tech,
  inJobs: boolean,
): { text: string; listed: true; items: string[] } | undefined {
  if (inJobs || !ctx.q.words.some((w) => PRODUCTION.has(w))) return undefined;
  const used = usedBy(ctx, tech);
  const own = mentionsOf(ctx, tech, 1, ownVoice);
  const cat = ctx.cat.categories.find((c) => c.category === tech.listed?.category);
  return {
    text: `Not that the site shows: no job on it names ${tech.title}. It is among ${ctx.v.name}'s listed skills${cat ? ` (${itemLink(cat)})` : ''}${used.length ? `, used in ${listing(used.slice(0, 4).map(itemLink))}` : ''}.${own.map((p) => `\n- ${source(p.item)}: “${p.text}”`).join('')}`,
    listed: true,
    items: own.map((p) => p.item.id),
  };
}

// Words an owner marks a skill's level with, in its label or title: "(expert)", "beginner level",
// "my main language", "learning".
const LEVEL_MARK =
  /\b(?:expert|advanced|proficient|fluent|intermediate|beginner|basics?|learning|familiar|rusty|a little|a bit|main language|primary language|everyday language|strongest)\b/i;

/** The level a listed skill's own label or title gives it ("expert, my main language for 15 years"), if any. */
export function levelNote(tech: Tech): string | undefined {
  const skill = tech.listed?.skill;
  if (!skill) return undefined;
  for (const text of [skill.title, skill.ariaLabel]) {
    // A note in brackets is said whole; else the label's clause that has the level.
    const bracket = /\(([^)]*)\)/.exec(text)?.[1];
    if (bracket && LEVEL_MARK.test(bracket)) return bracket.trim();
    const clause = text.split(/[,;:]/).find((x) => LEVEL_MARK.test(x));
    if (clause) return clause.trim();
  }
  return undefined;
}

/** " The site marks it “learning”." where the skill's label gives a level. */
export const levelLine = (tech: Tech) => {
  const note = levelNote(tech);
  // A title that says it ("PHP (expert)") has said it already.
  return note && !tech.title.includes(note) ? ` The site marks it “${note}”.` : '';
};

/**
 * A practice the owner's words show without naming it: "web performance" of "took its Largest
 * Contentful Paint under two seconds", by the words the practice is measured in.
 */
function practiceSaid(ctx: Ctx, tech: Tech, accept: (item: Item) => boolean) {
  if (tech.kind !== 'practice') return [];
  const words = tokens(tech.title).filter((w) => ctx.passages.hasSynonyms(w));
  return words.length ? ctx.passages.find(words, 4, accept) : [];
}

/** A listed skill: its category, the work with it, and the jobs whose own words name it. */
function listedSkill(
  ctx: Ctx,
  tech: Tech,
  used: readonly Work[],
  usedIn: string,
): { text: string; listed: boolean; items: string[] } {
  const cat = ctx.cat.categories.find((c) => c.category === tech.listed!.category)!;
  // Where the owner's jobs say they used it: the evidence a recruiter looks for first.
  const atJob = (item: Item) => item.type === 'entry' && item.section.id !== 'personal';
  const named = mentionsOf(ctx, tech, 12).filter((p) => atJob(p.item));
  const practised = named.length ? named : practiceSaid(ctx, tech, atJob);
  // A practice no job names may be one the owner says they keep ("I test every screen with VoiceOver").
  const mentions =
    practised.length || tech.kind !== 'practice'
      ? practised
      : mentionsOf(ctx, tech, 2).filter((p) => p.item.type === 'entry');
  const atWork = newestFirst([...new Set(mentions.map((p) => p.item))])
    .slice(0, 2)
    .map((item) => mentions.find((p) => p.item === item)!);
  // "I haven't touched it since" is said beside where it was used.
  const dropped = mentions
    .flatMap(droppedAfter)
    .filter((p) => !atWork.some((x) => x.text === p.text))
    .slice(0, 1);
  // A tool in no stack may be named in a piece of work's own words ("tested with VoiceOver").
  const inWork = used.length || atWork.length ? [] : mentionsOf(ctx, tech, 2, isWork);
  atWork.push(...inWork);
  const unused = used.length || inWork.length ? '' : unusedLine(ctx, tech);
  const notAtWork = notInJobs(
    ctx,
    tech,
    atWork.some((p) => p.item.type === 'entry' && p.item.section.id === 'career'),
  );
  if (notAtWork) return { ...notAtWork, items: [cat.id, ...used.map((w) => w.id), ...notAtWork.items] };
  return {
    text: `${listedLead(ctx, used.length + atWork.length > 0, tech)}${tech.title} is among ${ctx.v.name}'s listed skills (${itemLink(cat)}).${lowLead(ctx, tech) ? '' : levelLine(tech)}${usedIn}${[...atWork, ...dropped].map((p) => `\n- ${source(p.item)}: “${p.text}”`).join('') || unused}`,
    listed: true,
    items: [cat.id, ...used.map((w) => w.id), ...atWork.map((p) => p.item.id)],
  };
}

/**
 * The name a question gives a technology when it is a longer name than its title ("Django REST
 * Framework" of Django): then only the work whose own words or stack give that name used it.
 */
function narrowerName(ctx: Ctx, tech: Tech): string | undefined {
  const f = ctx.q.found.find((x) => x.entity.type === 'tech' && x.entity.tech === tech);
  const asked = f ? ctx.q.words.slice(f.start, f.end).join(' ') : '';
  const title = tokens(tech.title).join(' ');
  return asked.split(' ').length > title.split(' ').length && ` ${asked} `.includes(` ${title} `)
    ? asked
    : undefined;
}

/** A piece of work, with the stack entry it uses a technology through ("Trailmate (as React Native)"). */
export const linkAs = (w: Work, tech: Tech) => {
  const via = stackNameFor(w, tech);
  return `${itemLink(w)}${via ? ` (as ${via})` : ''}`;
};

const usedAs = (ctx: Ctx, tech: Tech) => {
  const name = narrowerName(ctx, tech);
  const used = usedBy(ctx, tech);
  if (!name) return used;
  const says = (w: Work) =>
    ` ${tokens(`${stackOf(w).join(' ')} ${proseOf(w)}`).join(' ')} `.includes(` ${name} `);
  return used.filter(says);
};

function oneSkill(ctx: Ctx, tech: Tech): { text: string; listed: boolean; items: string[] } {
  const used = usedAs(ctx, tech);
  const usedIn = used.length
    ? ` ${ctx.v.They} used it in ${listing(used.slice(0, 4).map((w) => linkAs(w, tech)))}.`
    : '';
  if (tech.listed) return listedSkill(ctx, tech, used, usedIn);
  // Only hackathon teams used it: the stack was the team's, so the owner's roles there are said. A
  // team whose roles for the owner lie on another side ("front end", with Firebase) used it too.
  const teams = used.length ? used : teamStacks(ctx, tech);
  if (teams.length && teams.every((w) => w.type === 'hackathon')) return teamStack(ctx, tech, teams);
  if (used.length) return usedUnlisted(ctx, tech, used);
  return unusedUnlisted(ctx, tech);
}

/**
 * The hackathon entries whose team stack names a technology, whoever on the team used it, unless
 * the entry's own words give it to teammates ("teammates did the React front end").
 */
const teamStacks = (ctx: Ctx, tech: Tech) =>
  ctx.cat.work.filter((w) => {
    if (w.type !== 'hackathon' || notCompeting(w)) return false;
    const theirs = othersPart(w, stackOf(w));
    return stackOf(w).some(
      (s) => (tech.names.includes(normalize(s)) || s === tech.title) && !theirs.has(normalize(s)),
    );
  });

function teamStack(
  ctx: Ctx,
  tech: Tech,
  used: readonly Work[],
): { text: string; listed: boolean; items: string[] } {
  return {
    text: `No, not as a listed skill: ${tech.title} is not in ${ctx.v.their} skills list. It is in the stack of ${listing(
      used.map((w) => {
        const via = stackNameFor(w, tech);
        const role = w.type === 'hackathon' ? `${ctx.v.their} role: ${listing(w.hackathon.roles)}` : '';
        const notes = [...(via ? [`as ${via}`] : []), ...(role ? [role] : [])];
        return `${itemLink(w)}${notes.length ? ` (${notes.join('; ')})` : ''}`;
      }),
    )}.`,
    listed: true,
    items: used.map((w) => w.id),
  };
}

/** "Microservices" of "moved from a PHP monolith to Go services": the owner's sentences in other words for it. */
function bearingWords(ctx: Ctx, tech: Tech) {
  const words = tokens(tech.title).filter((w) => ctx.passages.hasSynonyms(w));
  return words.length ? ctx.passages.find(words, 2, (i) => i.type !== 'faq') : [];
}

function unusedUnlisted(ctx: Ctx, tech: Tech): { text: string; listed: boolean; items: string[] } {
  const hosted = codeHostUse(ctx, tech);
  if (hosted) return hosted;
  const field = byListedMembers(ctx, tech);
  if (field) return field;
  const near = nearest(ctx, tech);
  const kindWord = tech.kind === 'library' ? 'libraries' : `${tech.kind}s`;
  const nearLine = near.length
    ? ` The nearest listed ${near.every((t) => t.kind === tech.kind) ? kindWord : 'skills'}: ${listing(near.map((t) => t.title))}.`
    : '';
  const said = mentionsOf(ctx, tech);
  if (said.length)
    return {
      text: `${tech.title} is not among ${ctx.v.name}'s listed skills, but the site mentions it:\n${said
        .map((p) => `- ${source(p.item)}: “${p.text}”`)
        .join('\n')}`,
      listed: true,
      items: said.map((p) => p.item.id),
    };
  const bearing = bearingWords(ctx, tech);
  if (bearing.length)
    return {
      text: `Not in those words: ${tech.title} is not among ${ctx.v.name}'s listed skills, and the site doesn't name it, but it says:\n${bearing
        .map((p) => `- ${source(p.item)}: “${p.text}”`)
        .join('\n')}`,
      listed: true,
      items: bearing.map((p) => p.item.id),
    };
  // A listed skill of the same family ("Swift" for iOS, "React" for Next.js) is related experience:
  // the answer says "not listed" without a flat no.
  const family = FAMILIES.filter((f) => f.includes(tech.title)).flat();
  const related = near.some((t) => family.includes(t.title));
  return {
    text: `${related ? 'No, not as a listed skill' : 'No'}: ${tech.title} is not among ${ctx.v.name}'s listed skills.${nearLine}`,
    listed: false,
    items: [],
  };
}

/**
 * A technology not on the skills list that work on the site uses: yes, in that work, with the
 * owner's own words on it ("purely as a hobby"); asked of work in a job, no job naming it is said.
 */
function usedUnlisted(
  ctx: Ctx,
  tech: Tech,
  used: readonly Work[],
): { text: string; listed: true; items: string[] } {
  const jobs = jobsNamingTech(ctx, tech);
  // "Has he used it anywhere else?" of the work just named: no, where that is all there is.
  if (/\b(?:anywhere else|elsewhere|somewhere else)\b/.test(ctx.q.words.join(' ')) && !jobs.length)
    if (used.every((w) => ctx.focus.includes(w)))
      return {
        text: `No: the site shows ${tech.title} only in ${listing(used.map((w) => itemLink(w)))}.`,
        listed: true,
        items: used.map((w) => w.id),
      };
  const own = mentionsOf(ctx, tech, 1, ownVoice);
  const quote = own.map((p) => `\n- ${source(p.item)}: “${p.text}”`).join('');
  const kinds = [
    ...(jobs.length ? ['jobs'] : []),
    ...new Set(used.map((w) => (w.type === 'project' ? 'projects' : 'hackathon entries'))),
  ];
  const lead =
    asksAtWork(ctx) && !jobs.length
      ? `Not that the site shows: no job on it names ${tech.title}. It`
      : `${asksListed(ctx) ? 'No' : `Yes, in ${ctx.v.their} ${listing(kinds)}`}: ${tech.title}`;
  const atJobs = jobs.length
    ? `; ${listing(jobs.map((e) => `${itemLink(e)}${at(e)}`))} ${jobs.length > 1 ? 'name' : 'names'} it`
    : '';
  return {
    text: `${lead} is not in ${ctx.v.their} skills list, but ${ctx.v.they} used it in ${listing(used.map((w) => `${itemLink(w)}${stackNameFor(w, tech) ? ` (as ${stackNameFor(w, tech)})` : ''}`))}${atJobs}.${quote}`,
    listed: true,
    items: [...jobs.map((e) => e.id), ...used.map((w) => w.id), ...own.map((p) => p.item.id)],
  };
}

/** "Has he used it professionally?", "at work?": use in a job, not on the side. */
const asksAtWork = (ctx: Ctx) =>
  ctx.q.words.some((w) => PRODUCTION.has(w)) ||
  /\b(?:at work|in (?:a|his|her|their) job|on the job)\b/.test(ctx.q.raw.toLowerCase());

/** "Is Kubernetes one of her skills?" asks about the list, not about having used it. */
const asksListed = (ctx: Ctx) => ctx.q.words.some((w) => w === 'skills' || w === 'skill' || w === 'listed');

const SKILL_WORDS = new Set([
  'skill',
  'skills',
  'tech',
  'technology',
  'technologies',
  'stack',
  'tools',
  'languages',
  'frameworks',
]);

/**
 * The sentences on a topic no skill names: those with every word of it first, a job's before the
 * rest (experience at work is what "experience with demand forecasting?" asks of first).
 */
function saidOfTopic(ctx: Ctx, topic: string) {
  const words = ctx.passages.topicWords(tokens(topic), { verbs: true });
  const job = (p: Passage) => p.item.type === 'entry' && p.item.section.id === 'career';
  // "Safety-critical": a word the lexicon knows as a field ("safety") is a topic of its own, found
  // in the jobs by the standards they name, where no sentence has the whole phrase.
  const fields = words.length > 1 ? words.filter((w) => ctx.passages.hasSynonyms(w)) : [];
  const byField = fields.flatMap((w) => ctx.passages.find([w], 4).filter(job));
  const found = [...new Map([...ctx.passages.find(words, 8), ...byField].map((p) => [p.item, p])).values()];
  const ranked = [
    ...found.filter((p) => p.every && job(p)),
    ...found.filter((p) => p.every && !job(p)),
    ...found.filter((p) => !p.every),
  ];
  return ranked.slice(0, 3);
}

// "Does she know X?", "has he used X?": asked as a technology, which the skills list would hold.
const AS_TECH =
  /\b(?:know|knows|knew|use|uses|used|using|code|coded|coding|program|programmed|programming|learn|learned|learnt|language|framework|library|tool|skill|skills)\b/;

/** "Safety-critical experience?", not "experience with Zig?" nor "does she know X?": a field of work. */
const fieldAsked = (ctx: Ctx, named: string) =>
  (BEFORE_EXPERIENCE.test(ctx.q.raw) || isField(singular(normalize(named)))) &&
  !AS_TECH.test(ctx.q.words.join(' '));

/**
 * The lead before the sentences on a topic no skill names: a field of work asked of ("safety-critical
 * experience?") is a yes where a job says it; a technology asked of is not a listed skill.
 */
function saidLead(ctx: Ctx, unknown: string, said: readonly Passage[]): string {
  const named = `${unknown.charAt(0).toUpperCase()}${unknown.slice(1)}`;
  if (!fieldAsked(ctx, unknown)) return `${named} is not a listed skill, but the site mentions it:`;
  const atWork = said.some((p) => p.every && p.item.type === 'entry' && p.item.section.id === 'career');
  return ctx.q.yesNo && atWork ? 'Yes. The site says:' : 'The site says:';
}

/** A skill question naming no technology the catalogue knows. */
function noSkillNamed(ctx: Ctx): Answer {
  const named = unknownSkill(ctx);
  // "Experience with databases?" names a kind of skill, not an unknown one.
  const kindNamed =
    named && (SKILL_KIND_WORDS[singular(normalize(named))] || (ctx.q.skillKind && !named.includes(' ')));
  const unknown = kindNamed ? undefined : named;
  // "Experience with lighting?": what the site's own words say of it comes before the skills list.
  const said = unknown ? saidOfTopic(ctx, unknown) : [];
  if (unknown && said.length)
    return answer(
      `${saidLead(ctx, unknown, said)}\n${said.map((p) => `- ${source(p.item)}: “${p.text}”`).join('\n')}`,
      said.map((p) => p.item),
    );
  // "Agency experience?" asks of a field of work, which no skills list holds.
  if (unknown && fieldAsked(ctx, unknown))
    return answer(
      `The site doesn't mention ${unknown} experience: no job or piece of work on it says so. ${capitalised(ctx.v.their)} jobs: ${listing(careerOf(ctx.cat).map((e) => `${itemLink(e)}${at(e)}`))}.`,
      careerOf(ctx.cat),
      'not-on-site',
    );
  if (unknown)
    return answer(
      `No: ${unknown} is not among ${ctx.v.name}'s listed skills, and the site doesn't mention it. ${skills(ctx).text}`,
      ctx.cat.categories,
      'not-listed',
    );
  // "Is she good at building team spirit?" names no skill: the prose may say, the skills list cannot.
  const asksSkills = ctx.q.skillKind || ctx.q.words.some((w) => SKILL_WORDS.has(w));
  return asksSkills ? skills(ctx) : notOnSite(ctx);
}

/** "Did he use React in eBuddies?", "did she write the rate limiter in Rust?": of that work. */
function ofOneWork(ctx: Ctx, techs: Tech[]): Answer | undefined {
  if (!techs.length || asksBesides(ctx)) return undefined;
  if (namedItems(ctx).some(isWork)) return itemStack(ctx);
  const one = ctx.q.yesNo ? oneWorkAsked(ctx) : undefined;
  return one && stackYesNo(ctx, one, techs);
}

export function skillHas(ctx: Ctx): Answer {
  const techs = namedTechs(ctx);
  const ofWork = ofOneWork(ctx, techs);
  if (ofWork) return ofWork;
  // "any experience with LLMs or AI?" names a kind of work, not a skill.
  if (!techs.length && namedKinds(ctx).length) return kindHas(ctx);
  if (!techs.length) return noSkillNamed(ctx);
  // "Which of those use it?", "which games were in Python?": the work, not the skill.
  const asksWhich = ctx.q.words.some((w) => w === 'which' || w === 'what');
  if (!ctx.q.yesNo && ((ctx.q.backRef && ctx.focus.some(isWork)) || (namedKinds(ctx).length && asksWhich)))
    return skillWhere(ctx);
  const asked = askedOfTechs(ctx, techs);
  if (asked) return asked;
  const parts = techs.map((t) => qualified(ctx, t) ?? oneSkill(ctx, t));
  const beside = parts.every((p) => !p.listed) && besideTopic(ctx, techs);
  if (beside) return beside;
  return answer(
    `${eitherLead(ctx, techs)}${parts.map((p) => p.text).join('\n\n')}`,
    parts.flatMap((p) => p.items),
    parts.every((p) => !p.listed) ? 'not-listed' : 'answered',
  );
}

/** "Flutter or React Native?": where the site shows only one of the two, that one first; both, each one's weight. */
function eitherLead(ctx: Ctx, techs: readonly Tech[]): string {
  if (techs.length !== 2 || ctx.q.yesNo || !ctx.q.words.includes('or')) return '';
  const shown = techs.filter((t) => t.listed || usedBy(ctx, t).length);
  // "Python or Go?" of both: each one's weight on the site, with no preference made up.
  if (shown.length === 2) {
    const weight = (t: Tech) => {
      const n = usedBy(ctx, t).length;
      return `${t.title} ${t.listed ? 'is listed' : 'is not listed'}${n ? ` and used in ${n} piece${n === 1 ? '' : 's'} of work` : ''}`;
    };
    return `Both: ${weight(techs[0]!)}; ${weight(techs[1]!)}.\n\n`;
  }
  if (shown.length !== 1) return '';
  const other = techs.find((t) => t !== shown[0])!;
  return `Of the two, ${shown[0]!.title}: the site shows no ${other.title} work of ${ctx.v.name}'s.\n\n`;
}

/** "Is he certified in AWS?", "is his Rust engine still maintained?": not the skill itself. */
function askedOfTechs(ctx: Ctx, techs: Tech[]): Answer | undefined {
  if (ctx.q.words.some((w) => CERTIFIED_WORDS.has(w)))
    return namesMoreThan(ctx, new Set(techs.flatMap((t) => t.names.flatMap((n) => n.split(' ')))))
      ? certificates(ctx)
      : certified(ctx, techs);
  const dropped = droppedSaid(ctx, techs);
  if (dropped) return dropped;
  const old =
    techs.length === 1 && asksNow(ctx.q.words)
      ? notUsedNow(ctx, techs[0]!, mentionsOf(ctx, techs[0]!, 8), usedBy(ctx, techs[0]!))
      : undefined;
  if (old) return old;
  const kept = keptUpWork(ctx, techs);
  return kept ? maintained(ctx, kept) : learnedAt(ctx, techs);
}

// "Does he still use Ansible?" of one the owner writes is "legacy" or "no longer" used.
const STILL_WORDS = new Set(['still', 'anymore', 'nowadays', 'currently', 'lately']);
const NO_LONGER =
  /\b(?:no longer|not any ?more|stopped using|gave up|legacy|(?:don['’]t|do not|would not|wouldn['’]t) (?:use|pick|choose))\b|\bused \S+(?: \S+)? years ago\b(?!.*\bstill\b)|(?:\bnot|n['’]t) (?:written|used|touched|coded|worked)\b(?: \S+){0,3} (?:in|for) (?:years|ages|a long time|a while|a decade)\b|(?:\bnot|n['’]t) (?:written|used|touched|coded)(?: it| them| any)? since\b/i;

/**
 * A mention of a technology that says it is no longer used, or the sentence after it that says so
 * of "it" ("I wrote a piece of ARM assembly. I haven't touched it since.").
 */
function droppedAfter(p: Passage): Passage[] {
  if (NO_LONGER.test(p.text)) return [p];
  const sentences = sentencesOf(proseOfItem(p.item));
  const next = sentences[sentences.indexOf(p.text) + 1];
  return next && sentences.includes(p.text) && /\b(?:it|them)\b/i.test(next) && NO_LONGER.test(next)
    ? [{ ...p, text: next }]
    : [];
}

/** A technology asked whether still used, where the owner's own words say it no longer is. */
function droppedSaid(ctx: Ctx, techs: Tech[]): Answer | undefined {
  // "Has she used it since she left?" asks the same of a time after.
  const still =
    ctx.q.words.some((w) => STILL_WORDS.has(w) || w === 'since') ||
    /\bthese days\b/.test(ctx.q.words.join(' '));
  if (techs.length !== 1 || !still) return undefined;
  const t = techs[0]!;
  const said = mentionsOf(ctx, t, 4).flatMap(droppedAfter);
  if (!said.length) return undefined;
  const cat = ctx.cat.categories.find((c) => c.category === t.listed?.category);
  const listed = cat ? ` ${t.title} is still among ${ctx.v.their} listed skills (${itemLink(cat)}).` : '';
  return answer(
    `${ctx.q.yesNo ? 'No, ' : ''}by ${ctx.v.their} own words:\n${said.map((p) => `- ${source(p.item)}: “${p.text}”`).join('\n')}${listed}`,
    said.map((p) => p.item),
  );
}

/**
 * "Is his Rust engine still being developed?": the one piece of work built with the technology
 * (of those, the one the question's other words name) is the work asked about.
 */
function keptUpWork(ctx: Ctx, techs: readonly Tech[]): Work | undefined {
  if (techs.length !== 1 || !asksStillKept(ctx.q.words)) return undefined;
  const used = usedBy(ctx, techs[0]!);
  if (used.length <= 1) return used[0];
  const asked = ctx.passages.topicWords(ctx.q.words).filter((w) => !namesTech(techs[0]!, w) && w !== 'still');
  const named = used.filter((w) => ctx.passages.says(`${w.title} ${proseOf(w)}`, asked));
  return named.length === 1 ? named[0] : undefined;
}

/**
 * "Any testing / TDD?": a technology the site never names, asked beside a topic its prose does
 * name, is answered by that prose; a flat no would deny the topic too.
 */
function besideTopic(ctx: Ctx, techs: readonly Tech[]): Answer | undefined {
  const covered = new Set(
    ctx.q.found.filter((f) => f.entity.type === 'tech').flatMap((f) => ctx.q.words.slice(f.start, f.end)),
  );
  const free = ctx.q.words.filter((w) => !covered.has(w) && !DOING_WORDS.has(w));
  const topic = ctx.passages.topicWords(free, { verbs: true });
  if (!topic.length) return undefined;
  const said = ctx.passages.find(topic, 3).filter((p) => p.every);
  if (!said.length) return undefined;
  const names = listing(techs.map((t) => t.title));
  const near = [...new Set(techs.flatMap((t) => nearest(ctx, t)).map((t) => t.title))].slice(0, 4);
  const nearLine = near.length ? ` The nearest listed skills: ${listing(near)}.` : '';
  return answer(
    `${names} ${techs.length > 1 ? 'are' : 'is'} not among ${ctx.v.name}'s listed skills, and the site doesn't name ${techs.length > 1 ? 'them' : 'it'}.${nearLine} On ${topic.join(' ')}, the site says:\n${said.map((p) => `- ${source(p.item)}: “${p.text}”`).join('\n')}`,
    said.map((p) => p.item),
  );
}

/**
 * "Kotlin Multiplatform": a technology named with a word after it that no dictionary or content
 * has is another technology, which the skills list does not have.
 */
function qualified(ctx: Ctx, tech: Tech): { text: string; listed: boolean; items: string[] } | undefined {
  const at = ctx.q.found.find((f) => f.entity.type === 'tech' && f.entity.tech === tech);
  const next = at ? ctx.q.words[at.end] : undefined;
  if (!next || next.length < 4 || englishWords().has(next) || ctx.cat.phrases.has(next)) return undefined;
  if (ctx.cat.phrases.has(singular(next)) || !at || ctx.passages.find([next], 1).length) return undefined;
  const cap = (w: string) => `${w.charAt(0).toUpperCase()}${w.slice(1)}`;
  const name = [...ctx.q.words.slice(at.start, at.end), next].map(cap).join(' ');
  const base = oneSkill(ctx, tech);
  // Only a yes needs hedging: a technology not listed is not listed with any word after it either.
  if (!base.listed) return undefined;
  return {
    text: `No, not as a listed skill: ${name} is not among ${ctx.v.name}'s listed skills, and the site doesn't mention it. Of ${tech.title} itself: ${base.text.replace(/^Yes: /, '')}`,
    listed: base.listed,
    items: base.items,
  };
}

/** The name asked after "know"/"use"/"with" when the catalogue has no such technology ("does she know Cobol?"). */
// "Does she have safety-critical experience?", "any DevRel background?": the words before the noun.
const BEFORE_EXPERIENCE =
  /\b(?:have|has|had|any|much|some|got|with)\s+((?:[\w+#.-]+\s+){0,2}?[\w+#.-]+)\s+(?:experience|background|expertise|exposure)\b/i;

function unknownSkill(ctx: Ctx): string | undefined {
  const words = ctx.q.raw.replace(/[?!.]+$/, '').split(/\s+/);
  const before = BEFORE_EXPERIENCE.exec(ctx.q.raw)?.[1];
  if (before && !/^(?:any|much|some|real|prior|previous|professional|work|industry|the|a|an)$/i.test(before))
    return before.replace(/^(?:any|much|some|real|prior|previous|professional)\s+/i, '');
  const i = words.findIndex((w) =>
    /^(know|knows|use|uses|used|with|in|learn|learned|code|program)$/i.test(w),
  );
  if (i < 0 || i === words.length - 1) return undefined;
  const name = words
    .slice(i + 1)
    .join(' ')
    .replace(/^(the|a|an)\s+/i, '');
  return name && name.length <= 30 && !/\b(she|he|they|her|his|their|it)\b/i.test(name) ? name : undefined;
}

const ordinary = (title: string) => title.length <= 2 || englishWords().has(title.toLowerCase());

/**
 * A technology's names as written in prose: case counts for an ordinary word, and its lower-case
 * forms are the word, not the technology ("Go", not "go").
 */
function namesIn(tech: Tech): { test: (text: string) => boolean } {
  // "Go (beginner)" is Go: a note in brackets is no part of the name, and an everyday word before it
  // ("go") counts only as written; "Accessibility (WCAG)" is no everyday word.
  const base = tech.title.replace(/\s*\([^)]*\)\s*$/, '');
  // A practice ("Accessibility", "Code review") is written in lower case in prose, and means itself.
  const plain =
    tech.kind !== 'practice' &&
    (base === tech.title ? ordinary(base) : commonWords().has(base.toLowerCase()));
  // "C" of "Objective-C" is part of another name: a name after a word and a hyphen is not the name.
  const pattern = (names: string[], flags: string) =>
    new RegExp(`(?<![\\w.]|[a-z]-)(?:${names.map((n) => regexEscaped(n)).join('|')})(?![\\w+#])`, flags);
  // A title that is an English word ("Go", "Accessibility") is that name only as written; an alias
  // no English word is ("WCAG", "a11y") is it in any case.
  const aliases = tech.names.filter((n) => !englishWords().has(n));
  const title = pattern(plain ? [base] : [tech.title, ...tech.names], plain ? 'g' : 'i');
  const own = aliases.length ? pattern(aliases, 'i') : undefined;
  const asWritten = (text: string) =>
    [...text.matchAll(title)].some((m) => !inProperName(text, m.index, m[0].length));
  return {
    test: (text: string) => (plain ? asWritten(text) : title.test(text)) || (plain && !!own?.test(text)),
  };
}

/**
 * An everyday word that is a technology ("Rust", "Swift") next to another capitalised word is part
 * of a name ("Rust Belt Logistics", "Taylor Swift"), not the technology; a capital that opens a
 * sentence names nothing.
 */
function inProperName(text: string, at: number, length: number): boolean {
  if (/^ [A-Z][a-z]+\b/.test(text.slice(at + length)) && !/^ I\b/.test(text.slice(at + length))) return true;
  const before = /(^|[.!?:]\s+|\s)([A-Z][a-z]+) $/.exec(text.slice(0, at));
  return !!before && before[1] === ' ';
}

/** Whether a text names a technology as written ("Go", not "go"). */
export const namesTech = (tech: Tech, text: string) => namesIn(tech).test(text);

/** The owner's sentences that name a technology as written ("R", "Go"): case counts, so "go" is not Go. */
export function mentionsOf(ctx: Ctx, tech: Tech, max = 2, accept?: (item: Item) => boolean) {
  const named = namesIn(tech);
  // Each name is looked up on its own: "Vue 3" in prose is found by the alias "vue", not "Vue.js".
  const names = [...new Set([tech.title, ...tech.names])];
  return names
    .flatMap((n) => ctx.passages.find(n.split(' '), Math.max(5, max), accept))
    .filter((p, i, all) => named.test(p.text) && all.findIndex((x) => x.text === p.text) === i)
    .slice(0, max);
}

/** A certificate asked about: held, lapsed in its own words, or studied for and left before the end. */
function certificateHeld(ctx: Ctx, cert: Entry): string {
  const gone = lapsedSaid(ctx, cert);
  // Study for it left before the end is no certificate held.
  const left = cert.entry.completed === false;
  const lead = !ctx.q.yesNo ? '' : left ? 'No: ' : gone ? 'Not any more: ' : 'Yes: ';
  const own = gone ?? (left ? firstSentences(cert.entry.content, 2) : undefined);
  return `${lead}${itemLink(cert)}${cert.entry.organisation ? ` (${cert.entry.organisation})` : ''}${dates(cert)}${left ? ', left before the end' : ''}.${own ? ` In ${ctx.v.their} own words: “${own}”` : ''}`;
}

/** "Is she AWS certified?": a certificate is an education entry that names the technology. */
function certified(ctx: Ctx, techs: Tech[]): Answer {
  const education = ctx.cat.entries.filter((e) => e.section.id === 'education');
  // A name counts as a whole word: "Go" is not in "pedagogical".
  const names = (t: Tech) => (e: Entry) => {
    const text = ` ${normalize(`${e.entry.role ?? ''} ${e.title} ${e.entry.organisation ?? ''}`)} `;
    return t.names.some((n) => text.includes(` ${n} `));
  };
  const lines = techs.map((t) => {
    const cert = education.filter(isCertificate).find(names(t)) ?? education.find(names(t));
    if (cert && asksTerm(ctx.q.words)) return { text: termSaid(cert, ctx), item: cert };
    // One whose own words say it expired was held, and is no longer.
    if (cert) return { text: certificateHeld(ctx, cert), item: cert };
    // "In 2019 I passed the Google Associate Android Developer certification": earned, in a job's words.
    const earned = earnedElsewhere(ctx).find((x) =>
      names(t)({ ...x.e, entry: { ...x.e.entry, role: x.said } }),
    );
    if (earned)
      return {
        text: `${ctx.q.yesNo ? 'Yes, i' : 'I'}n ${ctx.v.their} own words (no ${t.title} certificate is among ${ctx.v.their} studies):\n${earnedLine(earned)}`,
        item: earned.e,
      };
    const listed = t.listed ? ` ${t.title} is among ${ctx.v.their} listed skills.` : '';
    return { text: `No ${t.title} certification is listed on the site.${listed}` };
  });
  const found = lines.some((l) => l.item);
  // None of those asked: the certificates the site does list.
  const listed = found ? '' : certificatesListed(ctx);
  return answer(
    [...lines.map((l) => l.text), ...(listed ? [listed] : [])].join(' '),
    lines.flatMap((l) => (l.item ? [l.item] : [])),
    found ? 'answered' : 'not-on-site',
  );
}

// "What is XState?", "explain Hono": what the technology is, which the site leaves to the world.
const DEFINING = new Set([
  'what',
  'whats',
  'is',
  's',
  'are',
  'explain',
  'define',
  'a',
  'an',
  'the',
  'exactly',
]);

/**
 * "What is XState?" of a technology the site names: what the world knows of it is not the site's
 * to say, but what the owner did with it is; a technology the site never uses stays off-topic.
 */
export function techDefined(ctx: Ctx): Answer | undefined {
  const techs = namedTechs(ctx);
  const covered = new Set(
    ctx.q.found.filter((f) => f.entity.type === 'tech').flatMap((f) => range(f.start, f.end)),
  );
  const rest = ctx.q.words.filter((_, i) => !covered.has(i));
  if (techs.length !== 1 || !rest.length || !rest.every((w) => DEFINING.has(w))) return undefined;
  const tech = techs[0]!;
  if (!tech.listed && !usedAs(ctx, tech).length && !teamStacks(ctx, tech).length) return undefined;
  const said = oneSkill(ctx, tech);
  return answer(
    `The site doesn't explain what ${tech.title} is. What it says of ${ctx.v.name} and ${tech.title}: ${said.text.replace(/^Yes\b[^:]*: /, '')}`,
    said.items,
  );
}
const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => from + i);

/**
 * "+which tool does he use for that?" after the listed skills for a field: of the category and
 * work in view, the listed skills of the kind asked that the most of that work uses.
 */
export function kindInView(ctx: Ctx): Answer | undefined {
  const kind = ctx.q.skillKind;
  const categories = ctx.focus.filter((i) => i.type === 'category');
  const work = ctx.focus.filter(isWork);
  if (!kind || !ctx.q.backRef || namedTechs(ctx).length || categories.length !== 1 || !work.length)
    return undefined;
  const category = categories[0]!;
  const techs = ctx.cat.techs.filter(
    (t) =>
      t.kind === kind &&
      t.listed?.category === (category.type === 'category' ? category.category : undefined),
  );
  const uses = (t: Tech) => work.filter((w) => usesTech(w, t));
  const most = Math.max(0, ...techs.map((t) => uses(t).length));
  const top = techs.filter((t) => most > 0 && uses(t).length === most);
  if (!top.length) return undefined;
  return answer(
    top
      .map((t) => `${t.title} (${itemLink(category)}): used in ${listing(uses(t).map(itemLink))}.`)
      .join('\n'),
    [category.id, ...top.flatMap(uses).map((w) => w.id)],
  );
}

// Tables read by a visitor's words have no prototype: "constructor" is a word, not a key.
for (const table of [FAMILY_WORDS, FAMILY_LABELS]) Object.setPrototypeOf(table, null);
