import { DEGREE_WORDS, joinCompounds, QUALIFICATION_WORDS, STUDY_NOUNS } from './lexicon/cues';
import { KNOWN_KINDS } from '../../content/schema';
import { saysSolo } from './facts';
import {
  type Entry,
  type Faq,
  type Hackathon,
  type Owner,
  type Project,
  type Skill,
  type SkillCategory,
  type SkillKind,
} from '../../content';
import { itemUrl } from '../../contracts/items';
import { pages } from '../../contracts/pages';
import { commonWords, englishWords, FUNCTION_WORDS } from './lexicon/english';
import { KIND_NAMES } from './lexicon/cues';
import { KNOWN_TECH, type Area } from './lexicon/tech';
import { normalize, singular, tokens } from './text';

// Everything the assistant can name, read once from content: its items (projects, hackathon teams,
// About entries, skill categories, faq entries) by id, and the phrases a visitor may call them by
// (titles, team names, organisations, skills and their aliases, kinds of work, roles). Nothing here
// depends on the order of content or on one owner.

export type Item =
  | { type: 'project'; id: string; title: string; project: Project }
  | { type: 'hackathon'; id: string; title: string; hackathon: Hackathon }
  | { type: 'entry'; id: string; title: string; entry: Entry; section: Owner['about'][number] }
  | { type: 'category'; id: string; title: string; category: SkillCategory }
  | { type: 'faq'; id: string; title: string; faq: Faq };

export type Work = Extract<Item, { type: 'project' | 'hackathon' }>;

export interface Tech {
  title: string;
  kind: SkillKind;
  area?: Area;
  /** Set when the owner lists it among their skills. */
  listed?: { skill: Skill; category: SkillCategory };
  /** Every name it goes by, normalised. */
  names: string[];
}

export type Entity =
  | { type: 'item'; item: Item }
  | { type: 'org'; name: string; entries: Extract<Item, { type: 'entry' }>[] }
  | { type: 'tech'; tech: Tech }
  | { type: 'kind'; kind: string }
  | { type: 'role'; role: string }
  | { type: 'category'; item: Extract<Item, { type: 'category' }> }
  | { type: 'owner' };

/** The token a kind of entity stands for when a question is matched against the examples. */
export const SLOT: Record<Entity['type'] | 'year', string> = {
  item: 'xitem',
  org: 'xorg',
  tech: 'xskill',
  kind: 'xkind',
  role: 'xrole',
  owner: 'xowner',
  year: 'xyear',
  // A skill category's name is also an ordinary phrase ("Languages", "Data"): it adds no slot.
  category: '',
};

export interface Catalogue {
  owner: Owner;
  items: ReadonlyMap<string, Item>;
  work: readonly Work[];
  entries: readonly Extract<Item, { type: 'entry' }>[];
  categories: readonly Extract<Item, { type: 'category' }>[];
  techs: readonly Tech[];
  /** Normalised phrase -> what it names. */
  phrases: ReadonlyMap<string, Entity[]>;
  longestPhrase: number;
  /** Every word of every phrase, for the speller. */
  words: ReadonlySet<string>;
  /** All kinds of work the owner's work has. */
  kinds: readonly string[];
}

export function itemHref(item: Item): string {
  switch (item.type) {
    case 'project':
      return itemUrl(pages.projects.path, item.id);
    case 'hackathon':
      return itemUrl(pages.hackathons.path, item.id);
    case 'entry':
      return itemUrl(pages.about.path, item.section.id);
    case 'category':
      return itemUrl(pages.skills.path, item.id);
    case 'faq':
      return pages.chatbot.path;
  }
}

type Add = (phrase: string, entity: Entity) => void;

/** "M-Tiba Lite" is also written "MTiba Lite": a hyphenated name with its parts joined. */
const joined = (name: string) =>
  /\p{L}-\p{L}/u.test(name) ? [name.replace(/(\p{L})-(\p{L})/gu, '$1$2')] : [];
type Keep = <T extends Item>(item: T) => T;

// A team field that names no team: "Solo", "none", "-" (or the owner's own name, below).
const NO_TEAM = /^(?:none|n\/a|-+)$/i;
/**
 * How a hackathon entry is named: by its team, or by what was built where the team field names no
 * team or one team entered several times.
 */
function entryTitle(owner: Owner, h: Owner['hackathons'][number]): string {
  const own = new Set(tokens(owner.name));
  const again = owner.hackathons.some((x) => x !== h && normalize(x.team) === normalize(h.team));
  return again || saysSolo(h.team) || NO_TEAM.test(h.team.trim()) || tokens(h.team).some((w) => own.has(w))
    ? h.title
    : h.team;
}

/** Projects and hackathon entries, by title, team, app name and slug; hackathon roles. */
function addWork(owner: Owner, add: Add, keep: Keep): Work[] {
  const work: Work[] = [];
  for (const p of owner.projects) {
    const item = keep({ type: 'project', id: p.slug, title: p.title, project: p } as const);
    work.push(item);
    for (const name of [p.title, ...joined(p.title)]) add(name, { type: 'item', item });
    add(p.slug.replace(/-/g, ' '), { type: 'item', item });
  }
  for (const h of owner.hackathons) {
    const item = keep({ type: 'hackathon', id: h.slug, title: entryTitle(owner, h), hackathon: h } as const);
    work.push(item);
    for (const name of [h.team, h.title, ...joined(h.team), h.slug.replace(/-/g, ' ')])
      add(name, { type: 'item', item });
    for (const role of h.roles) {
      add(role, { type: 'role', role });
      // "back end" is asked as "back-end" or "backend", one word to a question.
      add(joinCompounds(tokens(role)).join(' '), { type: 'role', role });
      // "has she judged a hackathon?", "mentored": a one-word role of a person as a verb.
      if (/^[a-z]+(?:e|or)$/i.test(role))
        add(role.endsWith('e') ? `${role}d` : `${role}ed`, { type: 'role', role });
    }
    // "on her own", "by himself": how visitors ask for an entry made alone.
    for (const role of h.roles.filter((r) => /\bsolo\b/i.test(r)))
      for (const phrase of ALONE) add(phrase, { type: 'role', role });
  }
  // "Corrib Pay" of "Corrib Pay Hack Week" is the employer, not the week's entry.
  const employers = new Set(
    owner.about.flatMap((s) => s.entries.flatMap((e) => (e.organisation ? [normalize(e.organisation)] : []))),
  );
  addEvents(work, (name, entity) => (employers.has(name) ? undefined : add(name, entity)));
  addTitleHeads(work, add);
  return work;
}

/**
 * "The terraform provider" of "Terraform Provider for Headscale": the leading words of a title of
 * three words or more, two at least and ending on no function word, where no other title starts so.
 */
function addTitleHeads(work: readonly Work[], add: Add) {
  const heads = new Map<string, Work[]>();
  for (const w of work) {
    const words = tokens(w.type === 'hackathon' ? w.hackathon.title : w.title);
    for (let n = 2; n < words.length; n++) {
      if (FUNCTION_WORDS.has(words[n - 1]!)) continue;
      const head = words.slice(0, n).join(' ');
      heads.set(head, [...(heads.get(head) ?? []), w]);
    }
  }
  for (const [head, [w, ...others]] of heads) if (!others.length) add(head, { type: 'item', item: w! });
}

const ALONE = [
  'on his own',
  'on her own',
  'on their own',
  'by himself',
  'by herself',
  'by themselves',
  'alone',
];

/**
 * "The Tessera docs": a piece of work by a coined word of its title that no other title has and
 * that names nothing else in content. A dictionary word ("climate") may describe other things.
 */
function addTitleWords(work: readonly Work[], phrases: ReadonlyMap<string, Entity[]>, add: Add) {
  const titles = (w: Work) => [w.title, ...(w.type === 'hackathon' ? [w.hackathon.title] : [])];
  // "XLM-R", "GPT-2": a hyphenated word of a title is one name, though normalised into two.
  const joined = (t: string) =>
    t
      .split(/\s+/)
      .filter((x) => /\w-\w/.test(x))
      .map(normalize)
      .filter((x) => x.replace(/ /g, '').length >= 4);
  const byWord = new Map<string, Set<Work>>();
  for (const w of work)
    for (const word of new Set(titles(w).flatMap((t) => [...normalize(t).split(' '), ...joined(t)])))
      byWord.set(word, (byWord.get(word) ?? new Set()).add(w));
  for (const [word, ws] of byWord)
    if (
      ws.size === 1 &&
      word.replace(/ /g, '').length >= 4 &&
      (word.includes(' ') || word.length >= 5) &&
      !phrases.has(word) &&
      !englishWords().has(word) &&
      // "Any hackathons?" asks about all of them, whichever one title has the word.
      !EVENT_NOUNS.includes(singular(word))
    )
      add(word, { type: 'item', item: [...ws][0]! });
}

/**
 * A hackathon entry by its event's name ("at NHS Hack Day"): the whole name, and the name without its
 * last word or year; by its placing where no other entry shares it.
 */
function addEvents(work: Work[], add: Add) {
  const teams = work.filter((w) => w.type === 'hackathon');
  const byName = new Map<string, Work[]>();
  const byResult = new Map<string, Work[]>();
  for (const w of teams) {
    for (const n of eventAndNounNames(w.hackathon.event)) byName.set(n, [...(byName.get(n) ?? []), w]);
    // "the one that got the Audience Award": an entry by a placing no other entry shares.
    for (const n of placingNames(w.hackathon.result)) byResult.set(n, [...(byResult.get(n) ?? []), w]);
  }
  for (const [name, ws] of byResult) if (ws.length === 1) add(name, { type: 'item', item: ws[0]! });
  // "At Ludum Dare" of entries at Ludum Dare 41 and Ludum Dare 50: a name an event series shares names
  // each of its entries.
  for (const [name, ws] of byName) for (const w of ws) add(name, { type: 'item', item: w });
}

/** An event's names, and "the Barcelona hackathon": a word of its name before a word for a hackathon. */
function eventAndNounNames(event: string): Set<string> {
  const names = eventNames(event);
  for (const word of normalize(event).split(' '))
    if (word.length > 2 && !/^\d+$/.test(word) && !commonWords().has(word) && !EVENT_NOUNS.includes(word))
      for (const noun of EVENT_NOUNS) names.add(`${word} ${noun}`);
  return names;
}

const EVENT_NOUNS = ['hackathon', 'hack', 'jam', 'event'];

/** A placing of more than one word by its words ("audience award"); a second place also as "runner up". */
function placingNames(result: string | undefined): string[] {
  const r = tokens(result ?? '').join(' ');
  if (!r.includes(' ')) return [];
  return /^(?:2nd|second)\b/.test(r) ? [r, 'runner up', 'runners up'] : [r];
}

/** An event's name, less its year, less its last word, and its first word when that is a name ("FinHack"). */
function eventNames(event: string): Set<string> {
  // "Ludum Dare 38 (Compo)": the name before a bracketed qualifier is the event's name too.
  const base = event.replace(/\([^)]*\)/g, ' ').trim();
  return base !== event.trim() && base
    ? new Set([...namesOfEvent(event), ...namesOfEvent(base)])
    : namesOfEvent(event);
}

/** "the health datathon" of "Japan Health Datathon 2024": its last words, ending in a word for the event. */
const eventTails = (named: readonly string[]) =>
  /(?:thon|hack|jam)$/.test(named.at(-1) ?? '')
    ? named
        .slice(1, -1)
        .map((_, n) => named.slice(n + 1))
        // "Game jam" alone names any jam, not this one.
        .filter((tail) => !tail.every((w) => EVENT_WORDS.test(w)))
        .map((tail) => tail.join(' '))
    : [];
const EVENT_WORDS = /^(?:game|games|jam|jams|hack|hacks|hackathon|datathon|code|coding|event|online|global)$/;

/** An event's coined names: "FinHack" as a first word, "js13k" of "js13kGames". */
function coinedNames(named: readonly string[]): string[] {
  const names: string[] = [];
  // "FinHack", "KubeHack", "DevOpsDays": a coined first word that names an event, not a topic ("EdTech").
  if (
    named.length > 1 &&
    !englishWords().has(named[0]!) &&
    !EVENT_NOUNS.includes(singular(named[0]!)) &&
    /hack|jam|fest|days|summit|camp|con$/.test(named[0]!)
  )
    names.push(named[0]!);
  // "js13k" of "js13kGames": a coined name less an event word it is written together with.
  for (const w of named) {
    const head = /^(.{3,}?[a-z0-9])(?:games|game|jam|hack|hacks|conf|fest)$/.exec(w)?.[1];
    if (head && !englishWords().has(w) && !englishWords().has(head)) names.push(head);
  }
  return names;
}

function namesOfEvent(event: string): Set<string> {
  const words = normalize(event).split(' ');
  const named = words.filter((x) => !/^\d+$/.test(x));
  const names = new Set([words.join(' '), named.join(' ')]);
  if (words.length >= 3) names.add(words.slice(0, -1).join(' '));
  // "at Junction" of "Junction 2022, Helsinki": the name before its year, where not all everyday words.
  const year = words.findIndex((x) => /^\d{4}$/.test(x));
  const before = words.slice(0, year);
  if (year > 0 && !before.every((w) => commonWords().has(w) || EVENT_NOUNS.includes(w)))
    names.add(before.join(' '));
  // "the Station F one" of "Station F Mobility Hackathon": its first words, where they are not all
  // everyday words ("Open Data").
  for (let n = 2; n < named.length - 1; n++) {
    const start = named.slice(0, n);
    if (!start.every((w) => commonWords().has(w))) names.add(start.join(' '));
  }
  for (const tail of eventTails(named)) names.add(tail);
  for (const coined of coinedNames(named)) names.add(coined);
  return names;
}

const EMPLOYER_NOUNS = [
  'company',
  'firm',
  'startup',
  'studio',
  'agency',
  'lab',
  'employer',
  'job',
  'school',
  'university',
  'college',
];
const ORG_FILLER = new Set(['the', 'and', 'of', 'for', 'ltd', 'inc', 'gmbh', 'llc', 'plc', 'co', 'ag', 'sa']);

/** "the insurance company": a word of one organisation's name alone, before a word for an employer. */
function addDescriptions(orgs: Map<string, Extract<Item, { type: 'entry' }>[]>, add: Add) {
  const wordsOf = (name: string) => [...new Set(normalize(name).split(' '))];
  const count = new Map<string, number>();
  for (const name of orgs.keys()) for (const w of wordsOf(name)) count.set(w, (count.get(w) ?? 0) + 1);
  for (const [name, entries] of orgs) {
    const own = wordsOf(name).filter((w) => w.length > 2 && count.get(w) === 1 && !ORG_FILLER.has(w));
    const forms = [...new Set(own.flatMap((w) => [w, singular(w)]))];
    for (const phrase of forms.flatMap((f) => EMPLOYER_NOUNS.map((n) => `${f} ${n}`)))
      add(phrase, { type: 'org', name, entries });
  }
}

/**
 * "Brumeuse" for "Studio Brumeuse": the rest of a name that opens with a word for an employer;
 * "Feinschliff" for "Agentur Feinschliff": the last of two words, when it is a name of its own.
 */
function partNames(words: readonly string[], shared: ReadonlySet<string>): string[] {
  const own = (w: string) => !commonWords().has(w) && !shared.has(w);
  const rest = words.slice(1);
  const last = words.at(-1)!;
  return [
    ...(rest.length && EMPLOYER_NOUNS.includes(words[0]!) && rest.every(own) ? [rest.join(' ')] : []),
    ...(words.length === 2 && last.length > 3 && own(last) && !knownByName().has(last) ? [last] : []),
  ];
}

/** Organisations by name, by name less its last word, and by a first word that is a name of its own. */
function addOrganisations(owner: Owner, orgs: Map<string, Extract<Item, { type: 'entry' }>[]>, add: Add) {
  // A first word that other names on the site share names those too: "Kwame" of "Kwame Nkrumah
  // University" is the owner, "Nordic" of "Nordic Game School" also a jam's event.
  const shared = (name: string) =>
    new Set(
      [
        owner.name,
        ...owner.projects.map((p) => p.title),
        ...owner.hackathons.flatMap((h) => [h.title, h.event, h.team]),
        ...[...orgs.keys()].filter((o) => o !== name),
      ].flatMap((n) => normalize(n).split(' ')),
    );
  for (const [name, list] of orgs) {
    const org = { type: 'org', name, entries: list } as const;
    add(name, org);
    // "Harbor Code" for "Harbor Code Institute": an organisation's name less its last word, when that is still a name.
    const words = normalize(name).split(' ');
    const short = words.slice(0, -1).join(' ');
    if (words.length > 1 && (words.length > 2 || !commonWords().has(short))) add(short, org);
    // "Lumen" for "Lumen Data Labs": a first word that is a name, not an English word, and no other's.
    const first = words[0]!;
    if (words.length > 2 && first.length > 3 && !commonWords().has(first) && !shared(name).has(first))
      add(first, org);
    for (const part of partNames(words, shared(name))) add(part, org);
    // "ITHQ" for "Institut de tourisme et d'hôtellerie du Québec": the initials of its words that
    // are not function words, when they spell no English word.
    const acronym = name
      .split(/[\s\-–]+/)
      .map((w) => normalize(w.replace(/^[a-z]['’]/i, '')))
      .filter(
        (w) => w && !FUNCTION_WORDS.has(w) && !/^(?:de|du|des|der|di|da|la|le|les|et|y|e|und|of)$/.test(w),
      )
      .map((w) => w[0])
      .join('');
    // Nor a technology's name: "AWS" asked is the skill, not Amazon Web Services as an employer.
    const tech = (a: string) =>
      knownByName().has(a) || owner.skills.some((c) => c.skills.some((k) => normalize(k.title) === a));
    if (acronym.length >= 3 && !englishWords().has(acronym) && !tech(acronym)) add(acronym, org);
  }
}

/** About entries by role, and their organisations. */
function addEntries(owner: Owner, add: Add, keep: Keep): Extract<Item, { type: 'entry' }>[] {
  const entries: Extract<Item, { type: 'entry' }>[] = [];
  const orgs = new Map<string, Extract<Item, { type: 'entry' }>[]>();
  for (const section of owner.about)
    for (const entry of section.entries) {
      const title = entry.role ?? entry.title;
      const item = keep({ type: 'entry', id: entry.id, title, entry, section } as const);
      entries.push(item);
      if (entry.role && section.id !== 'personal')
        for (const name of roleNames(entry.role)) add(name, { type: 'item', item });
      if (entry.organisation) orgs.set(entry.organisation, [...(orgs.get(entry.organisation) ?? []), item]);
    }
  // "McGill University — Research Computing Services" is at McGill University too.
  for (const [name, list] of [...orgs]) {
    const head = name.split(/\s+[—–-]\s+/)[0]!;
    if (head !== name && orgs.has(head)) orgs.set(head, [...orgs.get(head)!, ...list]);
  }
  addDegrees(entries, add);
  addDescriptions(orgs, add);
  addOrganisations(owner, orgs, add);
  return entries;
}

const LEVELS: Record<string, string> = {
  masters: 'ma ms msc meng mtech mca mba mphil mres mfa mst',
  bachelors: 'ba bs bsc beng btech bca bba basc bfa ab bcom',
  doctorate: 'phd dphil',
};
// Other words for a level: "her undergrad" is her bachelor's.
const LEVEL_WORDS: Record<string, string[]> = { bachelors: ['undergrad', 'undergraduate'] };
/** Each degree abbreviation with the words for its level ("msc" -> "masters", "master"). */
const DEGREE_LEVELS: Record<string, string[]> = Object.fromEntries(
  Object.entries(LEVELS).flatMap(([level, abbreviations]) =>
    [...abbreviations.split(' '), singular(level)].map((a) => [
      a,
      [level, singular(level), ...(LEVEL_WORDS[level] ?? [])],
    ]),
  ),
);

/** "her MSc", "the diploma", "the bootcamp": an education entry by the degree word in its name, where no other entry has it. */
function addDegrees(entries: Extract<Item, { type: 'entry' }>[], add: Add) {
  const byWord = new Map<string, Set<Extract<Item, { type: 'entry' }>>>();
  for (const e of entries.filter((x) => x.section.id === 'education')) {
    // An abbreviation in the qualification's name ("PGCE", "BASc") names it as a degree word does.
    // "B.Tech", "Ph.D.": the dots of an abbreviation are no break in it.
    const named = `${e.entry.role ?? ''} ${e.entry.title}`.replace(/\b(\p{Lu}\p{Ll}?)\.(?=\p{Lu})/gu, '$1');
    const abbreviations = named
      .split(/[^\p{L}]+/u)
      .filter((w) => /^\p{Lu}.{1,5}$/u.test(w) && (w.match(/\p{Lu}/gu) ?? []).length >= 2)
      .map(normalize)
      // "IT specialist": a capitalised word that is also a function word ("it", "us") names nothing.
      .filter((w) => !FUNCTION_WORDS.has(w));
    for (const w of new Set(normalize(named).split(' ')))
      if (
        DEGREE_WORDS.has(w) ||
        QUALIFICATION_WORDS.has(w) ||
        STUDY_NOUNS.has(w) ||
        abbreviations.includes(w)
      )
        // "her masters" is her MSc: a degree also goes by its level.
        for (const name of [w, ...(DEGREE_LEVELS[w] ?? [])])
          byWord.set(name, (byWord.get(name) ?? new Set()).add(e));
  }
  for (const [w, list] of byWord)
    if (list.size === 1 && w !== 'degree') add(w, { type: 'item', item: [...list][0]! });
}

/** A role by its whole title and by each title in it ("Staff Engineer and Tech Lead", "Developer, later Senior Developer"). */
function roleNames(role: string): string[] {
  const parts = role
    .split(/\s*(?:,|\band\b|&|\/|\blater\b|\bthen\b)\s*/i)
    .filter((p) => p.split(' ').length >= 2);
  // "the internship", "the apprenticeship": what an intern's or apprentice's role is called.
  const spells = /\bintern\b/i.test(role)
    ? ['internship', 'the internship']
    : /\bapprentice\b/i.test(role)
      ? ['apprenticeship']
      : [];
  // "A sound guy", "a data person": a title's field with a casual word for its holder.
  const casual = parts
    .map((p) => p.split(' ').slice(0, -1).join(' '))
    .flatMap((field) => CASUAL_HOLDERS.map((h) => `${field} ${h}`));
  return [...new Set([role, ...parts, ...spells, ...casual, ...parts.flatMap(shortTitles)])];
}
const CASUAL_HOLDERS = ['guy', 'person', 'gal'];

// Ranks before a title, which its initials leave out ("Senior Site Reliability Engineer" is an SRE).
const TITLE_RANKS = new Set(['senior', 'junior', 'lead', 'staff', 'principal', 'head', 'chief', 'associate']);
// Titles visitors shorten to one word.
const SHORT_TITLES: Record<string, string> = {
  'systems administrator': 'sysadmin',
  'system administrator': 'sysadmin',
  'database administrator': 'dba',
  'developer advocate': 'devrel',
};

/** "SRE" of "Site Reliability Engineer", "SDET" of "Software Development Engineer in Test", "sysadmin". */
function shortTitles(title: string): string[] {
  const words = tokens(title);
  const start = words.findIndex((w) => !TITLE_RANKS.has(w));
  const own = words.slice(Math.max(0, start)).filter((w) => !FUNCTION_WORDS.has(w));
  // "Linux Systems Administrator" is a sysadmin too: a short name of the title's last words.
  const short = own.map((_, i) => SHORT_TITLES[own.slice(i).join(' ')]).find(Boolean);
  const initials = own.map((w) => w[0]).join('');
  // Three letters or more, every word a word, and no word of its own ("SME", "ACE").
  const byInitials =
    own.length >= 3 && own.every((w) => /^[a-z]+$/.test(w)) && !englishWords().has(initials)
      ? [initials]
      : [];
  return [...(short ? [short] : []), ...byInitials];
}

type Known = (typeof KNOWN_TECH)[number];
const namesOf = (k: Known | undefined) => (k ? [k.title, ...(k.aliases ?? [])] : []);

/** Names normalised, with "SwiftUI" also as "Swift UI" and "TypeScript" as "Type Script": as written apart. */
function normalizedNames(raw: readonly string[]): string[] {
  const apart = raw
    .filter((n) => !/\s/.test(n))
    .map((n) => n.replace(/([a-z])([A-Z])/g, '$1 $2'))
    .filter((n) => n.includes(' ') && n.split(' ').every((part) => part.length > 1));
  return [...new Set([...raw, ...apart].map(normalize))];
}

/** The known technologies by each of their names, normalised. */
function knownByName(): Map<string, Known> {
  const known = new Map<string, Known>();
  for (const k of KNOWN_TECH) for (const n of namesOf(k)) known.set(normalize(n), k);
  return known;
}

// "Apache Airflow" is Airflow: a maker's name before a technology the known list names without it.
const MAKER = /^(?:apache|google|amazon|aws|microsoft|azure|hashicorp|jetbrains|eclipse)\s+/i;
const knownOf = (known: Map<string, Known>, title: string) =>
  known.get(normalize(title)) ??
  (MAKER.test(title) ? known.get(normalize(title.replace(MAKER, ''))) : undefined);

/** A listed skill as a technology: its own names and aliases, and a known technology's names and area. */
function skillTech(skill: Skill, category: SkillCategory, known: Map<string, Known>): Tech {
  // "Flutter (learning)" is Flutter too: a remark in brackets is no part of its name.
  const bare = skill.title.replace(/\s*\([^)]*\)\s*/g, ' ').trim();
  const names = normalizedNames([skill.title, ...(bare ? [bare] : []), ...(skill.aliases ?? [])]);
  const k = names.map((n) => known.get(n)).find(Boolean) ?? knownOf(known, bare);
  for (const n of normalizedNames(namesOf(k))) if (!names.includes(n)) names.push(n);
  // "REST & GraphQL APIs" is listed GraphQL too: each known technology the title joins.
  for (const part of joinedParts(bare)) {
    const other = part(known);
    if (other !== k) for (const n of namesOf(other).map(normalize)) if (!names.includes(n)) names.push(n);
  }
  return { title: skill.title, kind: skill.kind, area: k?.area, listed: { skill, category }, names };
}

/** The parts of a title that joins several ("REST & GraphQL APIs"), each as a lookup of a known technology. */
function joinedParts(title: string): ((known: Map<string, Known>) => Known | undefined)[] {
  const parts = title.split(/\s*(?:&|\/|,|\band\b|\+)\s*/i).filter(Boolean);
  // "Yocto Linux" is Linux of one kind: the technology its last word names.
  if (parts.length < 2)
    return [(known) => (/\s/.test(title) ? known.get(normalize(title.split(/\s+/).at(-1)!)) : undefined)];
  // "GraphQL APIs": the part, or the part without the noun the title ends on.
  return parts.map(
    (p) => (known) => known.get(normalize(p)) ?? known.get(normalize(p.replace(/\s+\S+$/, ''))),
  );
}

/** Technologies: the owner's skills first, then what their work is built with, then the known list. */
function addTechs(owner: Owner, work: readonly Work[], add: Add): Tech[] {
  const techs: Tech[] = [];
  const byName = new Map<string, Tech>();
  const known = knownByName();
  const addTech = (tech: Tech) => {
    const fresh = tech.names.filter((n) => !byName.has(n));
    if (!fresh.length) return;
    tech.names = fresh;
    techs.push(tech);
    for (const n of fresh) {
      byName.set(n, tech);
      add(n, { type: 'tech', tech });
    }
  };
  for (const category of owner.skills)
    for (const skill of category.skills) addTech(skillTech(skill, category, known));
  for (const w of work)
    for (const s of w.type === 'project' ? w.project.techStack : w.hackathon.techStack) {
      const k = knownOf(known, s.title);
      const names = normalizedNames([s.title, ...namesOf(k)]);
      addTech({ title: s.title, kind: k?.kind ?? 'tool', area: k?.area, names });
    }
  for (const k of KNOWN_TECH)
    addTech({ title: k.title, kind: k.kind, area: k.area, names: normalizedNames(namesOf(k)) });
  return techs;
}

/** The documented kinds of work and the owner's own, by name and other names; the owner's names. */
function addKindsAndOwner(owner: Owner, work: readonly Work[], add: Add): string[] {
  const kinds = [
    ...new Set(work.flatMap((w) => (w.type === 'project' ? w.project.kinds : w.hackathon.kinds))),
  ];
  for (const kind of new Set<string>([...KNOWN_KINDS, ...kinds])) {
    add(kind, { type: 'kind', kind });
    for (const name of KIND_NAMES[kind] ?? []) add(name, { type: 'kind', kind });
  }
  for (const name of [owner.name, owner.firstName, owner.handle]) add(name, { type: 'owner' });
  for (const part of normalize(owner.name).split(' '))
    if (part.length > 2 && !englishWords().has(part)) add(part, { type: 'owner' });
  return kinds;
}

export function buildCatalogue(owner: Owner): Catalogue {
  const items = new Map<string, Item>();
  const phrases = new Map<string, Entity[]>();
  const put = (key: string, entity: Entity) => {
    const list = phrases.get(key) ?? [];
    if (!list.some((e) => sameEntity(e, entity))) list.push(entity);
    phrases.set(key, list);
  };
  const add: Add = (phrase, entity) => {
    const key = normalize(phrase);
    if (!key) return;
    put(key, entity);
    // Questions are read with two-word compounds joined ("game jam" is "hackathon"): names are too.
    // A kind's words stay apart, so that "open source" still narrows the kind it is said with.
    const joined = joinCompounds(key.split(' ')).join(' ');
    if (joined !== key && entity.type !== 'kind') put(joined, entity);
  };
  const keep: Keep = (item) => {
    if (!items.has(item.id)) items.set(item.id, item);
    return item;
  };

  const work = addWork(owner, add, keep);
  const entries = addEntries(owner, add, keep);
  const categories = owner.skills.map((category) => {
    const item = keep({ type: 'category', id: category.slug, title: category.name, category } as const);
    add(category.name, { type: 'category', item });
    // "Backend & Cloud" is asked for as "backend" too: the head of a name joined by "&" or "and".
    const [head, ...rest] = category.name.split(/\s+(?:&|and|\+)\s+|\s*\/\s*/i);
    if (head !== category.name) add(head!, { type: 'category', item });
    // "RTOS & Embedded Linux" is asked for as "embedded Linux": a later part of two words or more.
    for (const part of rest) if (part.trim().includes(' ')) add(part, { type: 'category', item });
    return item;
  });
  // A faq id may be another item's too ("languages", a skill category): the faq is kept under its own key.
  for (const faq of owner.faq ?? []) {
    const id = items.has(faq.id) ? `faq-${faq.id}` : faq.id;
    keep({ type: 'faq', id, title: faq.id, faq } as const);
  }
  const techs = addTechs(owner, work, add);
  const kinds = addKindsAndOwner(owner, work, add);
  addTitleWords(work, phrases, add);

  const words = new Set<string>();
  for (const key of phrases.keys()) for (const w of key.split(' ')) words.add(w);
  // Places the owner lived, worked and studied are words of the content: "Milan" is no typo of "Milano".
  for (const place of [owner.location, ...entries.map((e) => e.entry.location)])
    for (const w of normalize(place ?? '').split(' ')) if (w) words.add(w);
  return {
    owner,
    items,
    work,
    entries,
    categories,
    techs,
    phrases,
    longestPhrase: Math.max(...[...phrases.keys()].map((k) => k.split(' ').length)),
    words,
    kinds,
  };
}

/** The id a faq entry goes by among the items (its own, unless another item has it). */
export const faqItemId = (cat: Catalogue, f: Faq): string =>
  [...cat.items.values()].find((i) => i.type === 'faq' && i.faq === f)?.id ?? f.id;

export function sameEntity(a: Entity, b: Entity): boolean {
  if (a.type !== b.type) return false;
  switch (a.type) {
    case 'item':
      return a.item === (b as typeof a).item;
    case 'org':
      return a.name === (b as typeof a).name;
    case 'tech':
      return a.tech === (b as typeof a).tech;
    case 'kind':
      return a.kind === (b as typeof a).kind;
    case 'role':
      return a.role === (b as typeof a).role;
    case 'category':
      return a.item === (b as typeof a).item;
    case 'owner':
      return true;
  }
}

/** A phrase's key with its last word made singular, so "libraries" finds "library". */
export const singularKey = (key: string) => {
  const words = key.split(' ');
  words[words.length - 1] = singular(words[words.length - 1]!);
  return words.join(' ');
};

// Tables read by a visitor's words have no prototype: "constructor" is a word, not a key.
for (const table of [LEVELS, LEVEL_WORDS, DEGREE_LEVELS, SHORT_TITLES]) Object.setPrototypeOf(table, null);
