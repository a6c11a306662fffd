import type { SkillKind } from '../../content';
import { placeAliasesFor } from './lexicon/placeNames';
import { SLOT, sameEntity, singularKey, type Catalogue, type Entity } from './catalogue';
import { stemmer } from 'stemmer';
import {
  commonWords,
  COMPANIES,
  COUNTRIES,
  englishWords,
  FUNCTION_WORDS,
  TRADE_WORDS,
} from './lexicon/english';
import {
  BACK_REFERENCES,
  joinCompounds,
  DIRECTION_WORDS,
  ORDER_WORDS,
  ORDINALS,
  SKILL_KIND_WORDS,
  TECH_CUES,
  TEAM_WORDS,
  TECH_NOUNS,
  YES_NO_OPENERS,
  type Order,
} from './lexicon/cues';
import { isLanguage, proseOfItem } from './passages';
import { canonical, distance, firstSentences, normalize, singular, tokens } from './text';

// One question read as data: its words (typos mended toward content and the examples' words, never
// away from an ordinary English word), the entities it names from the catalogue, and the words that
// shape an answer (yes/no, order, a back reference). Which intent it is, is the classifier's part.

export interface Found {
  entity: Entity;
  /** Token positions [start, end). */
  start: number;
  end: number;
}

export interface Parsed {
  raw: string;
  words: string[];
  found: Found[];
  years: number[];
  yesNo: boolean;
  order?: Order;
  direction?: 'before' | 'after';
  ordinal?: number;
  backRef: boolean;
  skillKind?: SkillKind;
  /** The words with each entity's slot token after it, for the classifier. */
  slotted: string;
}

const PRONOUNS: Record<'he' | 'she' | 'they', readonly string[]> = {
  he: ['he', 'him', 'his', 'hes'],
  she: ['she', 'her', 'hers', 'shes'],
  they: ['they', 'them', 'their', 'theirs', 'theyre', 'theyve', 'theyll'],
};
// Visitors call an owner "he" or "she" whatever the site's pronouns: one person is on the site.
const PERSON = new Set([...PRONOUNS.he, ...PRONOUNS.she]);

// "Are they open to work?" with nothing in view: the one person on the site, in the site's pronouns.
const THEY_FORMS: Record<'he' | 'she', Record<string, string>> = {
  he: { they: 'he', them: 'him', their: 'his', theirs: 'his', "they're": "he's", "they've": "he's" },
  she: { they: 'she', them: 'her', their: 'her', theirs: 'hers', "they're": "she's", "they've": "she's" },
};

/**
 * A first message's "they" said as the owner's own pronoun. Later, or beside the owner's name or
 * pronoun ("are his projects public? are they live?"), "they" is something else.
 */
export function theyAsOwner(text: string, owner: Catalogue['owner'], turnsBefore: number): string {
  const { pronouns } = owner;
  if (turnsBefore || (pronouns !== 'he' && pronouns !== 'she')) return text;
  const said = new Set(tokens(text));
  if ([...PRONOUNS[pronouns], ...tokens(owner.name)].some((w) => said.has(w))) return text;
  const forms = THEY_FORMS[pronouns];
  return text.replace(/\b(?:they're|they've|they|them|theirs|their)\b/gi, (w) => forms[w.toLowerCase()] ?? w);
}

export function createSpeller(
  catalogue: Catalogue,
  exampleWords: ReadonlySet<string>,
  proseWords: ReadonlySet<string> = new Set(),
) {
  // Fillers are mended too ("actualy"), to be dropped as fillers.
  const known = new Set([...catalogue.words, ...exampleWords, ...FILLERS]);
  const byLength = new Map<number, string[]>();
  for (const w of known) {
    if (w.length < 4 || /\d/.test(w)) continue;
    const list = byLength.get(w.length) ?? [];
    list.push(w);
    byLength.set(w.length, list);
  }
  for (const list of byLength.values()) list.sort();
  const memo = new Map<string, string>();
  const places = placeAliasesFor(new Set([...catalogue.words, ...proseWords]));
  return (word: string): string => {
    const place = places.get(word);
    if (place) return place;
    // A word of the owner's own prose ("carers") is meant as written; no typo is mended into one.
    if (word.length < 4 || known.has(word) || proseWords.has(word) || neverMended(word)) return word;
    const hit = memo.get(word);
    if (hit !== undefined) return hit;
    const max = word.length >= 7 ? 2 : 1;
    let best = word;
    let bestD = max + 1;
    for (let len = word.length - max; len <= word.length + max; len++)
      for (const candidate of byLength.get(len) ?? []) {
        // "RxSwift", "Preact", "SwiftUI": a known name with letters added before it, or two after
        // it, is another name, not a typo of it; "reactjs", a plural and "reactt" are the same name.
        if (extendedName(word, candidate)) continue;
        const d = distance(word, candidate, max);
        if (d < bestD) [best, bestD] = [candidate, d];
      }
    if (memo.size > 5000) memo.clear();
    memo.set(word, best);
    return best;
  };
}

const extendedName = (word: string, candidate: string) =>
  word !== candidate &&
  (word.endsWith(candidate) ||
    (word.startsWith(candidate) && !/^(?:js|s|es|.)$/.test(word.slice(candidate.length))));

/** A word no typo stands behind: a country or a company (a name), a word of the trade, English, digits. */
function neverMended(word: string): boolean {
  const english = englishWords();
  return (
    // A country is a name, never a typo ("Germany" is not "German"), nor what a typo means.
    COUNTRIES.has(word) ||
    // Nor is a language ("German" is not "Germany").
    isLanguage(word) ||
    COMPANIES.has(word) ||
    TRADE_WORDS.has(word) ||
    english.has(word) ||
    english.has(singular(word)) ||
    /\d/.test(word)
  );
}

export type Speller = ReturnType<typeof createSpeller>;

const POSSESSIVES = new Set(['his', 'her', 'their', 'my', 'your', 'our']);

const PEOPLE_NOUNS = new Set([
  'team',
  'squad',
  'group',
  'family',
  'community',
  'class',
  'crew',
  'company',
  'national',
]);

// "based in Phoenix", "moving to Spring": an ordinary word after a word of living somewhere is a place.
const PLACE_VERBS = new Set(
  'based live lives living located locate moving move moved relocate relocating relocation born grew up'.split(
    ' ',
  ),
);
const placeAt = (words: string[], i: number) =>
  ['in', 'to', 'from', 'near'].includes(words[i - 1] ?? '') && PLACE_VERBS.has(words[i - 2] ?? '');

// What "his"/"her" before it makes the owner's own, not a kind of work ("her portfolio", "his blog").
const OWN_THINGS = new Set([
  'portfolio',
  'website',
  'site',
  'blog',
  'homepage',
  'page',
  'resume',
  'cv',
  'education',
  'career',
  'background',
]);

const ON_THE_SITE = new Set(['portfolio', 'website', 'site']);
const WORK_NOUNS = new Set(['project', 'app', 'tool', 'cli', 'library', 'game', 'extension', 'entry']);
const SITE_WORK = new Set(['projects', 'pieces', 'items', 'entries']);
const SITE_DETERMINERS = new Set([...POSSESSIVES, 'the', 'this']);

/** "games in the portfolio", "anything on his website": the site the visitor is on, not a kind asked for. */
const theSite = (words: readonly string[], i: number, key: string) =>
  ON_THE_SITE.has(key) &&
  ['in', 'on'].includes(words[i - 2] ?? '') &&
  SITE_DETERMINERS.has(words[i - 1] ?? '');

const QUANTIFIERS = new Set(['any', 'what', 'which', 'many', 'other', 'more', 'some', 'all']);

/** The entities a word keeps where it names the owner's own thing or the site, not a title or a kind. */
function ownThings(words: readonly string[], i: number, key: string, found: Entity[]): Entity[] {
  let kept = found;
  // "Her Spark project": a piece of work by its title, before a noun for work, not the technology.
  const work = kept.filter(
    (e) => e.type === 'item' && (e.item.type === 'project' || e.item.type === 'hackathon'),
  );
  if (work.length && WORK_NOUNS.has(words[i + 1] ?? '')) return work;
  // "his portfolio": an ordinary word after a possessive is the owner's own thing, not a title, nor
  // the kind of work that title shares its name with. "her libraries" still names a kind.
  const afterPossessive = englishWords().has(key) && POSSESSIVES.has(words[i - 1] ?? '');
  // An About entry by its word ("his diploma") is the owner's own thing itself.
  if (afterPossessive && (kept.some((e) => e.type === 'item') || OWN_THINGS.has(key)))
    kept = kept.filter((e) => (e.type !== 'item' || e.item.type === 'entry') && e.type !== 'kind');
  // "Any games in the portfolio?", "his portfolio projects" ask of the whole site, even where a
  // project has that title.
  if (theSite(words, i, key) || (ON_THE_SITE.has(key) && SITE_WORK.has(words[i + 1] ?? ''))) return [];
  return itemOrKind(words, i, kept);
}

/**
 * A name that is both an item and a kind of work ("Portfolio") names the item, unless asked as a
 * kind is ("any talks?", "what talks…?").
 */
function itemOrKind(words: readonly string[], i: number, kept: Entity[]): Entity[] {
  if (QUANTIFIERS.has(words[i - 1] ?? '') && kept.some((e) => e.type === 'kind'))
    return kept.filter((e) => e.type !== 'item');
  return kept.some((e) => e.type === 'item') ? kept.filter((e) => e.type !== 'kind') : kept;
}

// Set phrases whose last word is an ordinary word some technology is named ("good to go", "on the go").
const IDIOMS = ['good to go', 'ready to go', 'set to go', 'raring to go', 'on the go'].map((p) =>
  p.split(' '),
);
/** Whether the word at `i` ends a set phrase, where it is the word, never a technology. */
const inIdiom = (words: readonly string[], i: number) =>
  IDIOMS.some((idiom) => idiom.every((w, k) => words[i - idiom.length + 1 + k] === w));

// Helping verbs, which some technology may be named by ("CAN" bus, GNU "Make" is no helping verb).
const HELPING_VERBS = new Set([
  'can',
  'will',
  'may',
  'might',
  'must',
  'shall',
  'should',
  'could',
  'would',
  'do',
  'does',
  'did',
]);
const SUBJECT_WORDS = new Set(['i', 'you', 'we', 'he', 'she', 'they', 'it', 'one']);
/** "Can she…?", "how can I…", "a CV I can download": a helping verb beside its subject, never a technology. */
function asHelpingVerb(words: readonly string[], i: number, owner: Catalogue['owner']): boolean {
  if (!HELPING_VERBS.has(words[i] ?? '')) return false;
  const subject = (w = '') => SUBJECT_WORDS.has(w) || tokens(owner.name).includes(w);
  return subject(words[i + 1]) || subject(words[i - 1]);
}

// Nouns after a field's word that make it a study or a line of work, not a skill category.
const STUDY_OR_WORK = new Set(
  'science sciences course courses degree degrees bootcamp certificate class classes programme program engineering analyst analysis team teams journalism'.split(
    ' ',
  ),
);

/**
 * "data processing", "image processing": a technology named by an ordinary word in -ing (Processing),
 * right after a word that names something, is that word's activity. After a cue, a joining word or
 * another technology ("does he know processing?", "p5 or processing") it is still the technology.
 */
function gerundAfterNoun(words: readonly string[], i: number, catalogue: Catalogue): boolean {
  const before = words[i - 1];
  if (!before || !/ing$/.test(words[i]!) || stemmer(words[i]!) === words[i]) return false;
  return !(
    FUNCTION_WORDS.has(before) ||
    TECH_CUES.has(before) ||
    JOINING.has(before) ||
    catalogue.phrases.get(before)?.some((e) => e.type === 'tech')
  );
}

// A listed practice named by an ordinary word ("Accessibility") is what that word means.
const practice = (e: Entity) => e.type === 'tech' && e.tech.kind === 'practice' && !!e.tech.listed;

/** What the phrase at `i` of `len` words names, with the rules on ordinary words applied. */
function entitiesAt(
  words: string[],
  i: number,
  len: number,
  catalogue: Catalogue,
  capitalized: ReadonlySet<string>,
): Entity[] | 'skip' | undefined {
  const key = words.slice(i, i + len).join(' ');
  // A phrase may name one thing as written and another made singular ("Games" a skill category,
  // "game" a kind of work): both are found, and each answer takes what it is about.
  const entities = lookup(catalogue, key);
  if (!entities.length) return undefined;
  const ordinary = len === 1 && englishWords().has(key);
  // "team unity", "family swift": an ordinary word after a noun of people is the word, even where a
  // cue before it ("good at building team unity") would read it as the technology.
  // "singularity containers": a plural noun right after a technology is that technology's noun.
  const afterTech =
    catalogue.phrases.get(words[i - 1] ?? '')?.some((e) => e.type === 'tech') && singularKey(key) !== key;
  // "rxjs observables": a technology found only by its plural, not by the name as written.
  const asWritten = (e: Entity) => (catalogue.phrases.get(key) ?? []).some((x) => sameEntity(x, e));
  const techSense = () =>
    !afterTech &&
    !gerundAfterNoun(words, i, catalogue) &&
    !inIdiom(words, i) &&
    !PEOPLE_NOUNS.has(words[i - 1] ?? '') &&
    !placeAt(words, i) &&
    (capitalized.has(key) ||
      aboutTech(words, i, catalogue) ||
      pairedWithName(words, i, catalogue, capitalized));
  // "his data science course": a category named by an ordinary word, before a noun of study or of
  // other work, is that word.
  const notCategory = ordinary && STUDY_OR_WORK.has(words[i + 1] ?? '');
  const kept = ownThings(
    words,
    i,
    key,
    entities.filter(
      (e) =>
        !(
          e.type === 'tech' &&
          ((afterTech && !asWritten(e)) ||
            (ordinary && !practice(e) && !techSense()) ||
            asHelpingVerb(words, i, catalogue.owner))
        ) &&
        !(e.type === 'category' && notCategory) &&
        // "offensive" of "Offensive Security": an ordinary word that is only part of a name, in lower case.
        !(e.type === 'org' && ordinary && !capitalized.has(key) && normalize(e.name) !== key),
    ),
  );
  // "Does he know Unity?" where a school is "Unity Learn": a technology named whole outweighs an
  // organisation the word is only part of, unless the question goes on with the rest of its name.
  const goesOn = (name: string) => {
    const own = tokens(name);
    const at = own.indexOf(words[i + len - 1] ?? '');
    return at >= 0 && at + 1 < own.length && own[at + 1] === words[i + len];
  };
  if (kept.some((e) => e.type === 'tech'))
    kept.splice(
      0,
      kept.length,
      ...kept.filter((e) => e.type !== 'org' || normalize(e.name) === key || goesOn(e.name)),
    );
  // "Does she have Spark experience?": a title that is also a technology, asked as the technology.
  if (
    kept.some((e) => e.type === 'tech') &&
    kept.some((e) => e.type === 'item') &&
    aboutTech(words, i, catalogue)
  )
    return kept.filter((e) => e.type !== 'item');
  if (kept.length) return kept;
  return ordinary && entities.some((e) => e.type === 'item') ? 'skip' : undefined;
}

/** The entities a question names: the longest phrase at each position wins; the owner's pronouns. */
function findEntities(words: string[], catalogue: Catalogue, capitalized: ReadonlySet<string>): Found[] {
  const found: Found[] = [];
  for (let i = 0; i < words.length;) {
    let step = 1;
    for (let len = Math.min(catalogue.longestPhrase, words.length - i); len >= 1; len--) {
      const at = entitiesAt(words, i, len, catalogue, capitalized);
      if (!at) continue;
      if (at !== 'skip') for (const entity of at) found.push({ entity, start: i, end: i + len });
      step = len;
      break;
    }
    i += step;
  }
  const pronoun = catalogue.owner.pronouns ?? 'they';
  for (const [i, w] of words.entries())
    if ((PRONOUNS[pronoun].includes(w) || PERSON.has(w)) && !found.some((f) => f.start <= i && i < f.end))
      found.push({ entity: { type: 'owner' }, start: i, end: i + 1 });
  found.push(...orgsByPart(words, found, catalogue), ...ownEmployer(words, found, catalogue));
  // "Sound design": a role word before a general one names the role; the general word is its noun.
  const compound = (f: Found) =>
    f.entity.type === 'role' &&
    ROLE_NOUNS.has(words[f.start]!) &&
    found.some((o) => o.entity.type === 'role' && o.end === f.start);
  // "Zephyr RTOS": an owner's alias ("rtos" for FreeRTOS) after another product's name is that product.
  const qualified = (f: Found) => {
    const before = words[f.start - 1];
    return (
      f.entity.type === 'tech' &&
      !!before &&
      capitalized.has(before) &&
      !commonWords().has(before) &&
      !found.some((o) => o.start < f.start && f.start - 1 < o.end) &&
      normalize(f.entity.tech.title) !== words.slice(f.start, f.end).join(' ')
    );
  };
  return found
    .filter((f) => !compound(f) && !qualified(f) && !otherNamePart(f, words, catalogue))
    .sort((a, b) => a.start - b.start);
}

/**
 * "Gurias que Codam" where a team is "Gurias do Go": a word of a longer title, followed by words the
 * title doesn't go on with, that the owner's prose says together is the prose's name, not the title.
 */
function otherNamePart(f: Found, words: readonly string[], catalogue: Catalogue): boolean {
  if (f.entity.type !== 'item' || f.end - f.start !== 1 || f.end + 1 >= words.length) return false;
  const title = tokens(f.entity.item.title);
  const at = title.indexOf(words[f.start]!);
  if (title.length < 2 || at < 0 || title[at + 1] === words[f.end]) return false;
  const phrase = words.slice(f.start, f.end + 2).join(' ');
  return [...catalogue.items.values()].some((i) => normalize(proseOfItem(i)).includes(phrase));
}

/** Words that make the role word before them a role's name ("sound design", "game programming"). */
export const ROLE_NOUNS: ReadonlySet<string> = new Set([
  'design',
  'development',
  'engineering',
  'programming',
]);
const EMPLOYER_WORDS = new Set([
  'company',
  'studio',
  'startup',
  'employer',
  'agency',
  'firm',
  'lab',
  'business',
]);

/** "His studio", "her company": the one employer whose jobs' words use the noun, else the one now. */
function ownEmployer(words: string[], found: readonly Found[], catalogue: Catalogue): Found[] {
  const at = words.findIndex(
    (w, i) =>
      EMPLOYER_WORDS.has(w) &&
      // "Our company", "my team": the visitor's, not the owner's.
      // "Kai's agency" too: the owner named just before.
      (POSSESSIVES.has(words[i - 1] ?? '') || found.some((f) => f.entity.type === 'owner' && f.end === i)) &&
      !['our', 'my'].includes(words[i - 1] ?? '') &&
      !found.some((f) => f.start <= i && i < f.end),
  );
  if (at < 0) return [];
  const jobs = catalogue.entries.filter((e) => e.section.id === 'career' && e.entry.organisation);
  // "Her agency job": the one employer whose jobs' own words use the noun, before the current one.
  const using = (text: (e: (typeof jobs)[number]) => string) => [
    ...new Set(jobs.filter((e) => tokens(text(e)).includes(words[at]!)).map((e) => e.entry.organisation!)),
  ];
  // The jobs whose opening sentence says what the place was come first ("a contract with an agency").
  const opening = using((e) => `${e.entry.organisation} ${firstSentences(e.entry.content, 1)}`);
  const saying = opening.length === 1 ? opening : using((e) => `${e.entry.organisation} ${e.entry.content}`);
  const now = [
    ...new Set(
      jobs.filter((e) => !e.entry.end || e.entry.end === 'present').map((e) => e.entry.organisation!),
    ),
  ];
  // Several others use it: none is meant for sure, and the current one is not.
  const orgs = saying.length === 1 ? saying : saying.length ? now.filter((o) => saying.includes(o)) : now;
  if (orgs.length !== 1) return [];
  const entries = catalogue.entries.filter((e) => e.entry.organisation === orgs[0]);
  return [{ entity: { type: 'org', name: orgs[0]!, entries }, start: at, end: at + 1 }];
}

// Words for the work itself, never a place of work: "the code", "the app".
const WORK_THINGS = new Set([
  'code',
  'codebase',
  'apps',
  'software',
  'website',
  'site',
  'product',
  'platform',
  'project',
  'game',
  'design',
  'stack',
  'service',
  'system',
  'tool',
  'tools',
]);

/**
 * "the bank" for "Fjordbank": a word after "the" that is part of exactly one organisation's name,
 * or of the title of jobs at one organisation, where the question names nothing at that word.
 */
type Org = Extract<Entity, { type: 'org' }>;
const orgNames = new WeakMap<Catalogue, { byName: Map<string, Org>; parts: [Org, string[]][] }>();

/** The catalogue's organisations by name, with the words of each name: read once per catalogue. */
function orgsOf(catalogue: Catalogue) {
  let known = orgNames.get(catalogue);
  if (!known) {
    const orgs = [...catalogue.phrases.values()].flat().filter((e): e is Org => e.type === 'org');
    const byName = new Map(orgs.map((o) => [o.name, o]));
    const parts = [...byName.values()].map((o): [Org, string[]] => [o, normalize(o.name).split(' ')]);
    orgNames.set(catalogue, (known = { byName, parts }));
  }
  return known;
}

function orgsByPart(words: string[], found: readonly Found[], catalogue: Catalogue): Found[] {
  const { byName, parts } = orgsOf(catalogue);
  const out: Found[] = [];
  for (const [i, w] of words.entries()) {
    if (words[i - 1] !== 'the' || w.length < 4 || found.some((f) => f.start <= i && i < f.end)) continue;
    // "Did she write the code?" is about the work, whatever "Harbor Code Institute" is called.
    if (WORK_THINGS.has(w)) continue;
    // "The pharmacy" of a Pharmacy Assistant is where that job was, before a faculty of pharmacy.
    const titled = [
      ...new Set(
        catalogue.entries
          .filter(
            (e) =>
              e.section.id === 'career' &&
              // "The postdoc" of a Postdoctoral Researcher: a title word it begins.
              tokens(e.entry.role ?? e.title).some((t) => t === w || (w.length > 4 && t.startsWith(w))),
          )
          .map((e) => e.entry.organisation),
      ),
    ].flatMap((name) => (name && byName.has(name) ? [byName.get(name)!] : []));
    // A word of the name or its end ("Fjordbank"): the start of "CodeForja" is not "the code".
    const having = parts.filter(([, name]) => name.some((n) => n.endsWith(w))).map(([o]) => o);
    // A title word names its one place alone too ("the postdoc", "the secondment").
    const pick = titled.length === 1 ? titled : having;
    if (pick.length === 1) out.push({ entity: pick[0]!, start: i, end: i + 1 });
  }
  return out;
}

/** The words with each entity's slot token after it, for the classifier. */
export function slottedOf(
  words: readonly string[],
  found: readonly Found[],
  years: readonly number[],
): string {
  const slotted: string[] = [];
  for (const [i, w] of words.entries()) {
    // The owner's name, an item's title and an organisation named in several words only say who or
    // what is asked about: they stand as their slot alone, as in the examples, so a name's words
    // ("Profile", "The Odin Project") never read as question words.
    const named = found.find(
      (f) =>
        (f.entity.type === 'owner' ||
          f.entity.type === 'item' ||
          (f.entity.type === 'org' && f.end - f.start > 2)) &&
        f.start <= i &&
        i < f.end,
    );
    if (!named) slotted.push(w);
    for (const f of found) if (f.end === i + 1 && SLOT[f.entity.type]) slotted.push(SLOT[f.entity.type]);
    if (years.includes(Number(w))) slotted.push(SLOT.year);
  }
  return slotted.join(' ');
}

// Politeness and chat fillers that carry no meaning in a question ("list his jobs pls").
const FILLERS = new Set(
  'pls plz please pleeease kindly btw lol haha hmm um uh actually really realistically honestly basically genuinely truly'.split(
    ' ',
  ),
);

const NEAR = new Set(['roughly', 'approximately', 'approx']);

// "AUTOSAR", "MISRA": a word written in capitals is an acronym as written, never a typo of a name.
const acronymsOf = (text: string) =>
  new Set([...text.matchAll(/\b[A-Z][A-Z0-9]{2,}\b/g)].map((m) => m[0].toLowerCase()));

/** The question's words with fillers dropped, typos mended and two-word compounds joined. */
const OWNED_AFTER_THERE = new Set([
  'github',
  'linkedin',
  'email',
  'website',
  'portfolio',
  'profile',
  'cv',
  'resume',
]);

// Short forms read as the word they stand for: "wat db does she use?".
// Short forms and three-letter typos the speller leaves (it mends words of four letters and more).
const SHORT_FORMS: Record<string, string> = {
  db: 'database',
  dbs: 'databases',
  knw: 'know',
  kno: 'know',
  wat: 'what',
  wht: 'what',
  wut: 'what',
  abt: 'about',
  yrs: 'years',
  exp: 'experience',
  '1st': 'first',
  '2nd': 'second',
  '3rd': 'third',
  '4th': 'fourth',
  '5th': 'fifth',
  b4: 'before',
  bfore: 'before',
  wrk: 'work',
  wrkd: 'worked',
  tho: 'though',
  u: 'you',
  ur: 'your',
  jnr: 'junior',
  jr: 'junior',
  snr: 'senior',
  sr: 'senior',
  mgr: 'manager',
};

// "RN" written in capitals, where the owner names React Native so, is that name, not "right now".
const capitalised = (text: string) =>
  new Set([...text.matchAll(/\b[A-Z][A-Z0-9+#]+\b/g)].map((m) => m[0].toLowerCase()));

function wordsOf(text: string, spell: Speller, names: Catalogue['phrases']): string[] {
  const acronyms = acronymsOf(text);
  const named = capitalised(text);
  // "tl;dr" is one word, whatever its punctuation.
  const raws = normalize(text.replace(/\btl\s*;?\s*dr\b/gi, 'tldr'))
    .split(' ')
    .filter(Boolean);
  const words = raws
    .map((raw, i) => {
      // "w&b": a word that begins a name of the content's ("w b") is that name's, not shorthand.
      if ((named.has(raw) && names.has(raw)) || names.has(`${raw} ${raws[i + 1] ?? ''}`)) return raw;
      const w = canonical(raw);
      return SHORT_FORMS[w] ?? (acronyms.has(w) ? w : spell(w));
    })
    .filter((w) => !FILLERS.has(w))
    // "Roughly ten years": a length near it, said one way.
    .map((w) => (NEAR.has(w) ? 'about' : w));
  return joinCompounds(wordsInSense(words));
}

/** Words said one way where their sense is plain from their neighbours. */
function wordsInSense(words: string[]): string[] {
  // "wats there github": "there" before a thing someone has is "their".
  for (let i = 0; i < words.length - 1; i++)
    if (words[i] === 'there' && OWNED_AFTER_THERE.has(words[i + 1]!)) words[i] = 'their';
  // "She used to be a nurse": was, not anything used.
  for (let i = words.length - 3; i >= 0; i--)
    if (words[i] === 'used' && words[i + 1] === 'to' && words[i + 2] === 'be') words.splice(i, 3, 'was');
  scoreNotRate(words);
  // "How long did that job last?": the verb, not the latest of anything.
  if (words.at(-1) === 'last' && words.includes('long') && words.includes('how'))
    words[words.length - 1] = 'lasted';
  return words;
}

/** "Rate him from 1 to 10": a score asked, not a pay rate. */
function scoreNotRate(words: string[]) {
  for (let i = 0; i < words.length - 1; i++)
    if (words[i] === 'rate' && (OBJECT_PRONOUNS.has(words[i + 1]!) || SCALE_AFTER.has(words[i + 2] ?? '')))
      words[i] = 'score';
}

const OBJECT_PRONOUNS = new Set(['him', 'her', 'them']);
// "Rate Kai from 1 to 10", "rate her out of ten", "rate him on a scale".
const SCALE_AFTER = new Set(['from', 'out', 'on', 'between']);

// A statement with a tag after it asks whether it is so: "he did a hackathon about money, right?".
const TAGS = new Set(['right', 'correct', 'yeah', 'true']);

/** The order a question asks for: one end ("first", "latest") or a sort ("oldest first", "in order"). */
// "First place", "last round": a rank in a result, not an order in time.
const RANKED = new Set(['place', 'prize', 'placing', 'round', 'runner']);

function orderOf(words: readonly string[]): Order | undefined {
  const orders = words
    .map((w, i) => (RANKED.has(words[i + 1] ?? '') ? undefined : ORDER_WORDS[w]))
    .filter(Boolean);
  // "oldest to newest" names both ends: a time order, not one end.
  const both = orders.includes('first') && orders.includes('last');
  // "oldest first" is a sort order, not one end; "newest first" is the usual order.
  const sorted = words.findIndex((w, i) => words[i + 1] === 'first' && ORDER_WORDS[w] && w !== 'first');
  return (
    (sorted >= 0 ? (ORDER_WORDS[words[sorted]!] === 'first' ? 'asc' : undefined) : undefined) ??
    (both ? (orders.indexOf('first') < orders.indexOf('last') ? 'asc' : undefined) : orders[0]) ??
    (words.includes('order') && words.includes('in') ? 'asc' : undefined)
  );
}

/** "Is he more a coach or a developer?": a choice between two, which no yes answers. */
function choiceAsked(words: readonly string[]): boolean {
  const or = words.indexOf('or');
  if (or < 0 || words[or + 1] === 'not') return false;
  return words.slice(0, or).some((w, i) => (w === 'more' || w === 'rather') && words[i + 1] !== 'than');
}

// "She used to be a nurse?", "so he knows React?": a statement asked with a question mark is a yes or no.
const SUBJECTS = new Set(['he', 'she', 'they', 'so']);
const WH_WORDS = /\b(?:what|which|where|when|who|whom|whose|why|how)\b/;
function statementAsked(text: string, words: readonly string[], catalogue: Catalogue): boolean {
  const first = words[0] ?? '';
  const named = first === normalize(catalogue.owner.firstName);
  return (
    /\?\s*$/.test(text) &&
    (SUBJECTS.has(first) || named) &&
    words.length > 2 &&
    !WH_WORDS.test(words.join(' '))
  );
}

/** The words without a tag at the end, and whether there was one. */
function untagged(all: string[]): { words: string[]; tagged: boolean } {
  const tagged = all.length > 3 && TAGS.has(all[all.length - 1]!);
  return { words: tagged ? all.slice(0, -1) : all, tagged };
}

export function parse(text: string, catalogue: Catalogue, spell: Speller): Parsed {
  const { words, tagged } = untagged(wordsOf(text, spell, catalogue.phrases));
  const found = sectionNotKind(
    sidesAsRoles(findEntities(words, catalogue, namedWords(text, spell)), words),
    words,
    catalogue,
  );
  const years = words.filter((w) => /^(19|20)\d\d$/.test(w)).map(Number);
  const pronoun = catalogue.owner.pronouns ?? 'they';
  const skillKind = words
    .map((w, i) => SKILL_KIND_WORDS[`${w} ${singular(words[i + 1] ?? '')}`] ?? SKILL_KIND_WORDS[singular(w)])
    .find(Boolean);
  const order = orderOf(words);
  const opener = words[0] === 'and' ? words[1] : words[0];
  return {
    raw: text,
    words,
    found,
    years,
    yesNo:
      tagged ||
      ((YES_NO_OPENERS.has(opener ?? '') || statementAsked(text, words, catalogue)) && !choiceAsked(words)),
    order,
    // "What did he build there then?": a closing "then" is "in that case", not the one after.
    direction: words
      .map((w, i) => (w === 'then' && i === words.length - 1 && i > 2 ? undefined : DIRECTION_WORDS[w]))
      .find(Boolean),
    ordinal: words.map((w, i) => ordinalAt(words, i)).find((n) => n !== undefined),
    backRef:
      words.some((w, i) => BACK_REFERENCES.has(w) && !pointsNowhere(words, i)) ||
      (pronoun !== 'they' && words.includes('they')),
    skillKind,
    // The closing "then" is no word of the question's own either.
    slotted: slottedOf(
      words.length > 3 && words.at(-1) === 'then' ? words.slice(0, -1) : words,
      found,
      years,
    ),
  };
}

/**
 * A hackathon role that is a side of the stack ("back end") is that role only among team words
 * ("was he the back-end developer on a hackathon team?"); elsewhere it is the side itself ("does it
 * have a front end?", "more frontend or backend?").
 */
function sidesAsRoles(found: Found[], words: readonly string[]): Found[] {
  if (words.some((w) => TEAM_WORDS.has(w))) return found;
  const side = (e: Entity) =>
    e.type === 'role' && joinCompounds(tokens(e.role)).length < tokens(e.role).length;
  return found.filter((f) => !side(f.entity));
}

// Nouns that make a kind of work the work's kind: "education projects", "an education app".
const KIND_NOUNS = new Set([
  'project',
  'projects',
  'app',
  'apps',
  'hackathon',
  'hackathons',
  'work',
  'built',
]);

/**
 * "Education?" alone asks for the About section of that name, not the work of a kind named alike;
 * "education apps?" asks for the work.
 */
function sectionNotKind(found: Found[], words: readonly string[], catalogue: Catalogue): Found[] {
  if (words.some((w) => KIND_NOUNS.has(w))) return found;
  const sections = new Set(catalogue.entries.flatMap((e) => [e.section.id, normalize(e.section.label)]));
  return found.filter(
    (f) => f.entity.type !== 'kind' || !sections.has(words.slice(f.start, f.end).join(' ')),
  );
}

/**
 * The position a word picks in a list: "the second one". "First" picks a position only after "the"
 * ("the first one"); elsewhere it asks what came first in time ("which one was first?").
 */
const PLACING = new Set(['came', 'come', 'placed', 'finished', 'ranked', 'won', 'took', 'got']);
const PLACE_NOUNS = new Set(['place', 'prize', 'position']);

function ordinalAt(words: readonly string[], i: number): number | undefined {
  const n = ORDINALS[words[i]!];
  if (n === 0 && words[i - 1] !== 'the') return undefined;
  // "Came second", "second place": a result, not a place in the list.
  if (PLACING.has(words[i - 1] ?? '') || PLACE_NOUNS.has(words[i + 1] ?? '')) return undefined;
  return n;
}

function lookup(catalogue: Catalogue, key: string): Entity[] {
  const exact = catalogue.phrases.get(key) ?? [];
  const single = singularKey(key);
  if (single === key) return exact;
  const more = (catalogue.phrases.get(single) ?? []).filter((e) => !exact.some((x) => sameEntity(x, e)));
  return more.length ? [...exact, ...more] : exact;
}

// Qualities said of a skill just after it: "is their Python rusty?".
const QUALITIES = new Set([
  'rusty',
  'stale',
  'strong',
  'weak',
  'skills',
  'experience',
  'level',
  'proficiency',
]);

// Words for a place of work that name its stack: "a Go and React shop".
const SHOP_WORDS = new Set(['shop', 'team', 'stack', 'company', 'startup', 'role', 'job', 'position']);

/** "a Go and React shop": two technologies joined by "and" or "or", where the question is about work. */
function pairedTech(words: string[], i: number, catalogue: Catalogue): boolean {
  const isTech = (w: string | undefined) => !!w && !!catalogue.phrases.get(w)?.some((e) => e.type === 'tech');
  const joined = (link: number, other: number) =>
    ['and', 'or', '+', '&'].includes(words[link] ?? '') && isTech(words[other]);
  if (onlyTechs(words, catalogue)) return true;
  if (!isTech(words[i]) || !(joined(i + 1, i + 2) || joined(i - 1, i - 2))) return false;
  return words.some((w) => TECH_CUES.has(w) || TECH_NOUNS.has(w) || SHOP_WORDS.has(w));
}

/**
 * "Go or Rust, which is stronger?": an ordinary word joined by "or" or "and" to a technology written
 * as a name is a technology too, however it opens the sentence.
 */
function pairedWithName(
  words: string[],
  i: number,
  catalogue: Catalogue,
  capitalized: ReadonlySet<string>,
): boolean {
  const named = (j: number) =>
    capitalized.has(words[j] ?? '') && !!catalogue.phrases.get(words[j]!)?.some((e) => e.type === 'tech');
  const joins = (j: number) => ['and', 'or', 'vs', 'versus'].includes(words[j] ?? '');
  return (joins(i + 1) && named(i + 2)) || (joins(i - 1) && named(i - 2));
}

const JOINING = new Set([
  'or',
  'and',
  'only',
  'just',
  'vs',
  'versus',
  'either',
  'both',
  'also',
  'too',
  'not',
]);
/** "tailwind or only bootstrap?": technologies and the words joining them, nothing else. */
const onlyTechs = (words: string[], catalogue: Catalogue) =>
  words.length <= 6 &&
  words.filter((w) => catalogue.phrases.get(w)?.some((e) => e.type === 'tech')).length >= 2 &&
  words.every((w) => JOINING.has(w) || catalogue.phrases.get(w)?.some((e) => e.type === 'tech'));

/**
 * Words written with a capital inside a sentence ("any Rust in their toolbox?"): a name, so an
 * ordinary word written so is the technology it names.
 */
function capitalizedWords(text: string): Set<string> {
  const names = text.matchAll(/(?<=[a-z0-9,;:'’]\s+|[a-zA-Z]\/)[A-Z][\w+#.]*/g);
  return new Set([...names].map((m) => normalize(m[0])));
}

/**
 * The words written as names: capitalised, or misspelled into one ("swfit" is Swift, not the
 * ordinary word, which no one misspells into a name).
 */
function namedWords(text: string, spell: Speller): Set<string> {
  const acronyms = acronymsOf(text);
  const misspelled = tokens(text).flatMap((t) => (!acronyms.has(t) && spell(t) !== t ? [spell(t)] : []));
  return new Set([...capitalizedWords(text), ...misspelled]);
}

/** "any ts?", "any typescript?": a terse question asking for one thing by name. */
const anyOf = (words: string[], i: number) =>
  words.length <= 3 && i === words.length - 1 && words[i - 1] === 'any';

/** "what about React?", "and Swift?": a short follow-up naming one thing last. */
const followUpName = (words: string[], i: number) =>
  i === words.length - 1 && i <= 2 && (words[i - 1] === 'about' || words[0] === 'and');

/** A cue within four words before ("does he know…"), or a span of time spent on it ("years of python"). */
// "What is TypeScript?", "tell me about react", "is python listed?": a name asked of on its own.
const ASKED_ALONE = /^(?:what(?: is| are)?|tell me about|what about|is) \S+(?: listed| on the site)?$/;
const askedAlone = (words: string[], i: number) =>
  ASKED_ALONE.test(words.join(' ')) &&
  (i === words.length - 1 || words[i + 1] === 'listed' || words[i + 1] === 'on');

function cuedBefore(words: string[], i: number): boolean {
  // "with" is a cue only just before the word ("with Stimulus", not "with a lot of stimulus").
  for (let j = Math.max(0, i - 4); j < i; j++)
    if (TECH_CUES.has(words[j]!) && (words[j] !== 'with' || j >= i - 2)) return true;
  return words[i - 1] === 'of' && /^(?:years?|months?|yrs)$/.test(words[i - 2] ?? '');
}

/** "games in python": a kind of work or a piece of work, then "in", then the technology. */
function workIn(words: string[], i: number, catalogue: Catalogue): boolean {
  const done = doneBy(words, i, catalogue);
  if (done !== undefined) return done;
  if (words[i - 1] !== 'in') return false;
  const before = catalogue.phrases.get(singularKey(words[i - 2] ?? ''));
  // "projects in flutter", "written in swift", "experience in react"; "which projects are in go".
  const work = (w = '') => WORK_BEFORE_IN.has(w);
  return (
    work(words[i - 2]) ||
    (/^(?:is|are|was|were)$/.test(words[i - 2] ?? '') && work(words[i - 3])) ||
    !!before?.some((e) => e.type === 'kind' || e.type === 'item')
  );
}

/**
 * "does kai do express", "is she into svelte", "has he done (any) react": the owner, then "do",
 * "done" or "into", then the technology; undefined where the word follows none of them.
 */
function doneBy(words: string[], i: number, catalogue: Catalogue): boolean | undefined {
  const any = words[i - 1] === 'any' ? 1 : 0;
  const verb = words[i - 1 - any] ?? '';
  if (!(verb === 'do' || verb === 'done' || (verb === 'into' && !any))) return undefined;
  const doer = words[i - 2 - any] ?? '';
  // A name ending in s ("Ines") is the owner's as written, not a plural.
  const owner = [doer, singularKey(doer)].some((k) =>
    catalogue.phrases.get(k)?.some((e) => e.type === 'owner'),
  );
  return owner || PERSON.has(doer);
}
const WORK_BEFORE_IN = new Set(
  'project projects app apps ones work code tools libraries services hackathon hackathons experience written coded programming coding built developed made created make build'.split(
    ' ',
  ),
);

/** "React hooks", "Go developer", "python games": a noun after the word says it is built with it. */
function beforeTechNoun(words: string[], i: number, catalogue: Catalogue): boolean {
  const next = words[i + 1] ?? '';
  if (TECH_NOUNS.has(next) || QUALITIES.has(next)) return true;
  return !!catalogue.phrases.get(singularKey(next))?.some((e) => e.type === 'kind');
}

/** Whether the word at `i` stands where a technology would: alone, after a cue, before a tech noun, or beside another technology. */
function aboutTech(words: string[], i: number, catalogue: Catalogue): boolean {
  // A question of that one word ("TypeScript?", "Swift?") asks about the technology.
  if (words.length === 1) return true;
  if (followUpName(words, i) || anyOf(words, i) || askedAlone(words, i)) return true;
  if (cuedBefore(words, i) || workIn(words, i, catalogue)) return true;
  if (beforeTechNoun(words, i, catalogue)) return true;
  const english = englishWords();
  if (pairedTech(words, i, catalogue)) return true;
  for (const j of [i - 2, i - 1, i + 1, i + 2]) {
    const w = words[j];
    if (!w || english.has(w)) continue;
    if (catalogue.phrases.get(w)?.some((e) => e.type === 'tech')) return true;
  }
  return false;
}

export const entitiesOf = <T extends Entity['type']>(p: Parsed, type: T) =>
  p.found.filter((f) => f.entity.type === type).map((f) => f.entity as Extract<Entity, { type: T }>);

// "Is there a project that uses Go?": "is there" says something exists, and "that" after "a
// project" opens a clause; neither points back.
const INDEFINITE = new Set(['a', 'an', 'any', 'some']);
const pointsNowhere = (words: readonly string[], i: number) =>
  (words[i] === 'that' && INDEFINITE.has(words[i - 2] ?? '')) ||
  (words[i] === 'there' &&
    i === 1 &&
    /^(?:is|are|was|were)$/.test(words[0]!) &&
    INDEFINITE.has(words[2] ?? ''));

// Tables read by a visitor's words have no prototype: "constructor" is a word, not a key.
for (const table of [SHORT_FORMS]) Object.setPrototypeOf(table, null);
