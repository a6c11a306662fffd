import type { Catalog } from './catalog';
import { findNamed } from './catalog';
import { asksIfOfKind, eitherAsked, itemsOf, kindsAsked, namesKind, onlyKinds } from './kinds';
import { qualityAsked, withoutQuality } from './qualities';
import { mentions } from '../patterns';
import { isStopword } from '../text';
import type { Intent, ItemRef } from './types';
import * as W from './words';

// Which intent a question (normalised and spell-corrected) asks for. The order of the checks matters:
// each comment says what an earlier check keeps a later one from catching.

// "Is Kai in Stockholm?": a capitalised name after "in" is a place the site may not name (not "is he in a band?").
const IN_A_PLACE = /^\s*(?:[Ii]s|[Dd]oes|[Dd]id)\s+\S+\s+(?:\w+\s+)?(?:in|near|around)\s+[A-Z][a-z]/;

// Words that make the question about the owner: "what's the weather in Gothenburg?" is not.
const ABOUT_SOMEONE = new Set(['he', 'she', 'they', 'hes', 'shes', 'him', 'his', 'her', 'them']);

/** "is he in norway", "hes from sweden right", "is he in the uk": a place after in, from or near, asked of the owner. */
function namesAPlace(
  words: readonly string[],
  places: ReadonlySet<string>,
  ownerWords: ReadonlySet<string>,
): boolean {
  if (!words.some((w) => ABOUT_SOMEONE.has(w) || ownerWords.has(w))) return false;
  return words.some((w, i) => {
    if (w !== 'in' && w !== 'from' && w !== 'near') return false;
    const at = words[i + 1] === 'the' ? i + 2 : i + 1;
    return [1, 2, 3].some((n) => places.has(words.slice(at, at + n).join(' ')));
  });
}

/**
 * The question with a salutation before it dropped, short forms spelled out ("UI/UX" as interface design),
 * "this guy" read as the owner's name and a kind of test read as the automated tests content speaks of.
 */
export function plainQuestion(q: string, ownerName: string): string {
  const words = q.split(' ');
  const lead = words.findIndex((w) => !W.SALUTATIONS.has(w));
  const rest = lead > 0 ? words.slice(lead) : words;
  return rest
    .join(' ')
    .replace(W.UI_UX, 'interface design')
    .split(' ')
    .map((w) => W.SHORT_FORMS.get(w) ?? w)
    .join(' ')
    .replace(W.OWNER_PHRASES, ownerName)
    .replace(W.TEST_KINDS, 'automated $1');
}

export function detectIntent(
  q: string,
  catalog: Catalog,
  ownerWords: ReadonlySet<string>,
  asked = q,
): Intent {
  const words = q.split(' ').filter(Boolean);
  const has = (...patterns: string[]) => mentions(q, ...patterns);

  // "What can you do?" asks the assistant; "what can you do on eBuddies?" asks about the project.
  const askingForHelp =
    (has(W.HELP) || (words.length <= 3 && has('help'))) && namedItems(q, catalog).length === 0;
  if (words.length === 0 || askingForHelp) return { kind: 'greeting', tone: 'hello' };
  if (words.every((w) => W.GREETING_WORDS.has(w) || ownerWords.has(w))) {
    return {
      kind: 'greeting',
      tone: has('thanks?|cheers') ? 'thanks' : has('bye|goodbye|see ya') ? 'bye' : 'hello',
    };
  }
  // "Is his portfolio mobile friendly?", "can I view the site on my phone?": a quality of the work. What content never
  // says is asked first ("how much does he charge for a responsive website?", "is he open to projects on mobile?"),
  // without the quality's own words: "on my phone" is a device, not the phone number the site never gives.
  const quality = qualityAsked(q);
  if (mentions(quality ? withoutQuality(q, quality) : q, W.NOT_IN_CONTENT, W.LOOKING_FOR)) {
    // "Did Kai win any hackathons?", "did Jedi Blades win?": not said, but the teams are.
    const teams = findNamed(q, catalog.hackathons);
    if (has(W.PRIZES) && (teams.length || has(W.HACKATHONS))) return { kind: 'prizes', slugs: teams };
    return { kind: 'unknown', ...(has(W.WORK_TERMS) && { workTerms: true }) };
  }
  // Of the work named, of the site itself ("his portfolio", "the site"; not "my website"), or of all of it. Not when a
  // kind of work is named ("can he work on mobile apps?": that kind's question, below) or the owner is to be hired or
  // reached ("is he available to work on mobile projects?": contact, below).
  if (quality && !ofWorkKind(withoutQuality(q, quality)) && !has(W.CONTACT)) {
    const named = workNamed(q, catalog);
    const items = named.length
      ? named
      : namesOwnSite(q, words, ownerWords) && catalog.site
        ? [{ kind: 'project' as const, id: catalog.site }]
        : undefined;
    if (items) return { kind: 'quality', what: quality.id, items };
    if (has(W.HACKATHONS)) return { kind: 'quality', what: quality.id, scope: 'hackathons' };
    if (has(W.PROJECT_LIST, W.PROJECT_WORDS, 'sites|websites')) return { kind: 'quality', what: quality.id };
  }
  // "Can he work remote?"; not "what are the jobs board's remote filters?" or "which hackathon app had
  // remote work filters?", which content answers.
  if (
    has(W.WORK_TERMS) &&
    !has(W.HACKATHONS, W.PROJECT_WORDS, 'apps?|filters?') &&
    namedItems(q, catalog).length === 0
  )
    return { kind: 'unknown', workTerms: true };
  // Before the named items: "what year did Kai build Snake?" asks for a date, not the whole project.
  // Availability ("when can Kai start?") and age ("when was Kai born?") are asked below.
  if (has(W.WHEN) && !has(W.CONTACT) && !has(W.AGE)) {
    const terms = timeTerms(words, ownerWords);
    const studies = terms.length > 0 && terms.every((t) => mentions(t, W.EDUCATION));
    // "Where does he work and since when?", "how long has Kai been in his current job?".
    const current = has(W.CURRENT_JOB);
    // "How many years of professional experience?": from the first paid role in code, not from learning.
    // ("Paid" is a question of pay, answered as unknown before this.)
    const paid = has('professional|professionally|industry|commercial');
    return {
      kind: 'when',
      items: namedItems(q, catalog),
      terms,
      techs: findNamed(q, catalog.techs),
      ...(studies && { studies }),
      ...(current && { current }),
      ...(paid && { paid }),
    };
  }

  // "What did Kai do in 2022?", "where was he in 2020": what the dated entries and work say of that year.
  const inYear = W.IN_A_YEAR.exec(q)?.[1];
  if (inYear) return { kind: 'year', year: Number(inYear) };

  const projectOrder = has(W.RECENT) ? 'latest' : has(W.EARLIEST) ? 'earliest' : 'all';
  const listOfProjects = has(W.PROJECT_LIST) || (projectOrder !== 'all' && has(W.PROJECT_WORDS));
  const hackathons = findNamed(q, catalog.hackathons);
  const projects = findNamed(q, catalog.projects);
  // "Is Snake a game?", "is eBuddies a mobile app?": yes or no by the kinds' own rule, before the item's card.
  const kinds = kindsAsked(q, catalog.kinds);
  const either = eitherAsked(q, kinds);
  if (kinds.length && namesKind(q) && (projects.length || hackathons.length)) {
    const items = [
      ...projects.map((id) => ({ kind: 'project' as const, id })),
      ...hackathons.map((id) => ({ kind: 'hackathon' as const, id })),
    ];
    const names = [
      ...catalog.projects.filter((n) => projects.includes(n.target)),
      ...catalog.hackathons.filter((n) => hackathons.includes(n.target)),
    ].map((n) => n.phrase);
    if (asksIfOfKind(q, names, ownerWords, kinds))
      return {
        kind: 'ofKind',
        items,
        what: kinds.map((k) => k.kind.id),
        ...(either && { either: true as const }),
      };
  }
  if (hackathons.length) return { kind: 'hackathon', slugs: hackathons };
  // "Show me his portfolio" asks for the work; "his portfolio link" for the site's own project, whose link it is.
  const portfolioAsWork =
    listOfProjects && projects.length === 1 && has('portfolio') && !has('link|links|url|address|website');
  if (projects.length && !portfolioAsWork) return { kind: 'project', slugs: projects };

  // Before contact: "why should we hire Kai?" asks for a pitch, not an address.
  if (
    has(W.PITCH) ||
    (has(W.SUMMARY) && !has(W.HACKATHONS, W.PROJECT_LIST, W.PROJECT_WORDS, W.CAREER, W.EDUCATION))
  )
    return { kind: 'profile', focus: 'who' };
  // "What's Kai's GitHub?" asks for the profile; "Has Kai used GitHub?" asks about the skill.
  const profileLink = has('github') && !has(W.PROFILE_LINK_NOT);
  // "Where can I find his links?" is contact; "list his projects with links" is the list, which has them.
  const contactLinks = has('links?') && !listOfProjects && !has(W.HACKATHONS);
  if (has(W.CONTACT) || contactLinks || profileLink)
    return { kind: 'contact', cv: has('cv|resume'), ...(has(W.START_DATE) && { startDate: true }) };
  // Before age: "entry level" is a seniority, not the site's level. A role named with "Senior" is a role question.
  if (has(W.SENIORITY) && findNamed(q, catalog.roles).length === 0) return { kind: 'seniority' };
  // "level" is the site's word for age, but "level of experience" is not.
  if ((has(W.AGE) && !has(W.AGE_NOT)) || (has('level') && !has(W.LEVEL_NOT_AGE))) {
    const then = has('how old was|what age was|how old will|what age will') ? W.AGE_THEN.exec(q) : null;
    return then ? { kind: 'age', then: then[1] ? Number(then[1]) : 'coding' } : { kind: 'age' };
  }

  // "Any mobile apps?", "has he built an online shop?": work of a kind. A kind no work is of is said so, before
  // the technologies ("mobile apps with React" are none either); a kind some work is of is answered so where
  // the whole list would be, or the question asks for the kind's work ("any AI projects?", "any games?").
  // An order picks within the kind ("his newest game"; "his latest AI role" asks of the career), and several
  // kinds ask for the work of them all ("games for mobile") when the question asks for work or is only the kinds
  // ("mobile games?"): not "is the chat assistant good on mobile?", of a part of this site. Not of what the owner
  // plays ("does he play games on mobile?", "the last game he played"): the owner's own words answer that, below.
  if (kinds.length && !has(W.OWNER_PLAYED)) {
    const pick = projectOrder !== 'all' && !has(W.CAREER_ASKED) ? projectOrder : undefined;
    // "Any games at hackathons?", "his latest hackathon game": of the hackathon entries only.
    const atHackathons = has('hackathons?');
    const work = itemsOf(kinds, either).filter(
      (i) => i.kind !== 'entry' && (!atHackathons || i.kind === 'hackathon'),
    );
    const asksWork = listOfProjects || atHackathons || has(W.BUILT_WORK) || ownerWorksOn(words, ownerWords);
    const onlyTheKinds = onlyKinds(q, ownerWords);
    // "Any games?", "has he built any games?": the whole kind, as "any game projects?" is (a search shows only the
    // best few). Not "does he like games?" (the owner's own words) nor "what AI work has he done?" (the career).
    const wholeKind =
      projectOrder === 'all' &&
      work.length > 0 &&
      ((onlyTheKinds && ANY_OF.test(q)) || (has(W.BUILT_BY_HIM) && !has(W.NOT_AS_IT_STANDS, W.CAREER_ASKED)));
    const asList =
      wholeKind ||
      (asksWork && (work.length === 0 || ((listOfProjects || atHackathons) && projectOrder === 'all')));
    const ofSeveral = kinds.length > 1 && (asksWork || onlyTheKinds);
    if (pick || ofSeveral || asList) {
      const scope = atHackathons ? ('hackathons' as const) : undefined;
      return {
        kind: 'workKind',
        what: kinds.map((k) => k.kind.id),
        ...(either && { either: true as const }),
        ...(pick && { pick }),
        ...(scope && { scope }),
      };
    }
  }

  const categories = findNamed(q, catalog.categories);
  const asTitle = has(W.AS_TITLE);
  // "Which projects use the Backend skills?" asks for projects; "and Backend?" is as short as a name.
  if (categories.length && listOfProjects) return { kind: 'uses', slugs: categories };
  // "Which hackathons was he a frontend dev in?": a role, read in the roles' own words, not in the stacks.
  if (categories.length && has(W.HACKATHONS) && asTitle && !has(W.LEAD))
    return { kind: 'hackathons', withRoles: true, roleIn: categories };
  // "Did Kai do any back-end work at hackathons?": the teams whose stack has those skills ("did Kai lead the
  // frontend at hackathons?" is a leadership question, below).
  if (categories.length && has(W.HACKATHONS) && !has(W.LEAD))
    return { kind: 'uses', slugs: categories, scope: 'hackathons' };
  const short = words.filter((w) => !ownerWords.has(w) && !isStopword(w)).length <= 2;
  if (categories.length && (has(W.SKILL_WORDS) || asTitle || short))
    return { kind: 'category', slugs: categories, asTitle };
  // Not "what languages does he speak?": spoken languages are no skill on the site. "Any projects with a
  // database?" asks for the work built with one.
  // Nor one asked of a field content never names ("ML frameworks"), of one of them ("his first language"), or of a role.
  const ofAbsentField = catalog.absentFields.some((field) => ` ${q} `.includes(` ${field} `));
  const kind =
    has(W.SPOKEN, W.TECH_KIND_NOT, W.TECH_KIND_ONE) || ofAbsentField || findNamed(q, catalog.roles).length
      ? undefined
      : W.TECH_KIND.exec(q)?.[1];
  if (kind) {
    const what = kind.replace(/ies$/, 'y').replace(/s$/, '');
    const scope = has(W.HACKATHONS)
      ? 'hackathons'
      : listOfProjects || has(W.PROJECT_WORDS)
        ? 'projects'
        : undefined;
    return { kind: 'techKind', what, ...(scope && { scope }) };
  }
  const techs = findNamed(q, catalog.techs);
  if (techs.length) {
    const both = techs.length === 2 && has(W.BOTH_TECHS);
    const teamsOnly = has(W.HACKATHONS) && !has(W.LEAD) && !has('projects?');
    return {
      kind: 'tech',
      titles: techs,
      ...(teamsOnly && { scope: 'hackathons' as const }),
      ...(both && { both }),
    };
  }

  // "Projects from 2024", "2023 projects", "what hackathons did he do in 2024": the list of that year. Not
  // "since 2024", "before 2025" or "between 2023 and 2024" (the whole list, with its dates, answers those),
  // nor "his 2024 diploma".
  const at = words.findIndex((w) => YEAR.test(w));
  const oneYear =
    at === 0 ||
    (at > 0 &&
      /^(?:in|from|during|of|january|february|march|april|may|june|july|august|september|october|november|december)$/.test(
        words[at - 1]!,
      ));
  const year = oneYear && !has('since|after|before|between|until|till|by') ? Number(words[at]) : 0;
  if (listOfProjects) return { kind: 'projects', pick: projectOrder, ...(year && { year }) };
  if (has(W.HACKATHONS)) {
    if (has(W.LEAD)) return { kind: 'leadership', scope: 'hackathons' };
    // One hackathon only when one is asked for: not "his recent hackathons", "last year" or "from first to last".
    const one =
      projectOrder !== 'all' && has('hackathon') && !has('hackathons|last year|first to last|from first');
    const theme = has(W.THEME);
    const role = W.ROLE_ASKED.exec(q)?.[1];
    return {
      kind: 'hackathons',
      withRoles: has(W.HACKATHON_ROLES),
      ...(one && { pick: projectOrder }),
      ...(year && { year }),
      ...(theme && { theme }),
      ...(role && { role }),
    };
  }
  if (has(W.LEAD)) return { kind: 'leadership', scope: 'all' };
  // "Has Kai worked with Kubernetes?", "management experience", "Does Kai know Java?": whatever is left once
  // the name and the asking words go is the topic. It is answered from content or called unknown, never
  // answered with a list of everything else. "What did Kai use to do?" and "What was Kai doing before
  // tech?" are about the past life, asked below, not about using something.
  // "Does Kai know machine learning?": a field content never names is not found word by word in other things.
  const padded = ` ${q} `;
  if (catalog.absentFields.some((field) => padded.includes(` ${field} `))) return { kind: 'unknown' };
  // Before the topic words: "what learning resources did he use?" asks the education, not for a topic "resources".
  if (has(W.RESOURCES) && has(W.EDUCATION)) return { kind: 'education', resources: true };
  // Before the topic words: "does he have teaching experience?" asks for the coaching, not for "teaching myself".
  if (has(W.MENTORING)) return { kind: 'topic', terms: ['coached', 'students'] };
  const asksAboutSkill = has(W.SKILL_WORDS, W.ASKS_SKILL);
  const asksAboutExperience = has(W.ASKS_EXPERIENCE);
  // "What is Kai working on right now?" asks for the current job, below.
  if (
    (asksAboutSkill || asksAboutExperience) &&
    !has(W.USED_TO) &&
    !has(W.DOING_NOW) &&
    !(has(W.BACKGROUND) && !has('experience'))
  ) {
    const terms = words.filter((w) => !ownerWords.has(w) && !isStopword(w) && !W.SKILL_FILLER.has(w));
    // "What was Kai's first role in tech?" leaves only career words: a career question, asked below.
    const careerOnly =
      terms.length > 0 && terms.every((w) => mentions(w, W.CAREER, W.EARLIEST, W.CURRENT, W.RECENT));
    if (terms.length && !careerOnly) return { kind: 'topic', terms };
    // "What is Kai's work experience?" has no topic: it is a career question, asked below.
    if (asksAboutSkill && !careerOnly) return { kind: 'skills' };
  }
  if (has(W.BACKGROUND)) return { kind: 'background' };
  const roles = findNamed(q, catalog.roles);
  if (roles.length) return { kind: 'role', ids: roles };
  // "What was Kai's diploma project?" asks for the project the education names: search finds it.
  if (has(W.EDUCATION) && has('projects?')) return { kind: 'search' };
  if (has(W.EDUCATION)) return { kind: 'education', ...(has(W.DEGREE) && { degree: true }) };
  if (has(W.CAREER)) {
    if (has(W.EARLIEST)) return { kind: 'career', current: false, first: has(W.IN_TECH) ? 'tech' : 'any' };
    const current = has(W.CURRENT, W.RECENT, W.DOING_NOW);
    return { kind: 'career', current, ...(current && has('title') && { title: true as const }) };
  }
  if (has(W.DOING_NOW))
    return { kind: 'career', current: true, ...(has('title') && { title: true as const }) };
  if (has(W.NAME)) return { kind: 'profile', focus: 'name' };
  if (has(W.LOCATION) || IN_A_PLACE.test(asked) || namesAPlace(words, catalog.places, ownerWords))
    return { kind: 'profile', focus: 'location' };
  if (has(W.HOBBIES)) return { kind: 'profile', focus: 'hobbies' };
  const topicWords = words.filter((w) => !ownerWords.has(w) && !isStopword(w) && !W.PROFILE_WORDS.has(w));
  // Nothing left but the owner's name and question words ("What does Kai do?"): introduce the owner.
  if (topicWords.length === 0) return { kind: 'profile', focus: 'who' };
  return { kind: 'search' };
}

const YEAR = /^(?:19|20)\d\d$/;
// "Any games?", "some AI?", "games?": a kind asked for as it stands.
const ANY_OF = /^(?:and )?(?:any|some)\b|^\S+$/;

/** "Has he worked on a marketplace?", "is Kai working on AI?": the owner (not "the panel") working on something. */
function ownerWorksOn(words: readonly string[], ownerWords: ReadonlySet<string>): boolean {
  return words.some((w, i) => {
    if (!W.WORK_ON.has(w) || words[i + 1] !== 'on') return false;
    const subject = words[i - 1] === 'ever' || words[i - 1] === 'also' ? words[i - 2] : words[i - 1];
    return subject !== undefined && (ABOUT_SOMEONE.has(subject) || ownerWords.has(subject));
  });
}

/**
 * Whether what is left of a quality question names a kind of work: "can he work on mobile *apps*?" asks for that kind,
 * where "does Tic Tac Tactics work on android?" asks how a work fares on a platform.
 */
const ofWorkKind = (rest: string) => namesKind(rest) || mentions(rest, 'apps?|applications?');

/** "The site", "his portfolio", "kais website": the owner's own site, not the visitor's ("my website") or any ("a site"). */
function namesOwnSite(q: string, words: readonly string[], ownerWords: ReadonlySet<string>): boolean {
  return (
    mentions(q, W.THE_SITE) || words.some((w, i) => ownerWords.has(w) && SITE_WORD.has(words[i + 1] ?? ''))
  );
}
const SITE_WORD = new Set(W.SITE_WORDS.split('|'));

/** The projects and hackathon entries a question names. */
const workNamed = (q: string, catalog: Catalog): ItemRef[] => [
  ...findNamed(q, catalog.projects).map((id) => ({ kind: 'project' as const, id })),
  ...findNamed(q, catalog.hackathons).map((id) => ({ kind: 'hackathon' as const, id })),
];

/** The projects, teams and career roles a question names, in the order it names them. */
export function namedItems(q: string, catalog: Catalog): ItemRef[] {
  return [
    ...workNamed(q, catalog),
    ...findNamed(q, catalog.roles).map((id) => ({ kind: 'entry' as const, id })),
  ];
}

/** What a time question is about once the time words, the owner's name and the asking words go. */
const timeTerms = (words: string[], ownerWords: ReadonlySet<string>) =>
  words.filter((w) => !ownerWords.has(w) && !isStopword(w) && !W.TIME_FILLER.has(w) && !/^\d+$/.test(w));
