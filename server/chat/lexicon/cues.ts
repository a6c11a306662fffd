import type { SkillKind } from '../../../content';

// Small tables of words with a fixed meaning in any portfolio: the kinds of work under other names,
// the kinds of skill, order words, and the words that make a question about technology. Intents are
// not here: they are learned from examples (examples.ts).

/** Other names for the documented kinds of work (content's KNOWN_KINDS); an owner's own kinds match by name. */
export const KIND_NAMES: Record<string, readonly string[]> = {
  cli: [
    'command line tool',
    'command-line tool',
    'command line',
    'command-line',
    'cli tool',
    'terminal app',
    'terminal tool',
    'terminal',
    'console app',
  ],
  'mobile app': [
    'mobile',
    'phone app',
    'iphone app',
    'iphone',
    'ipad',
    'ios app',
    'android app',
    'app for phones',
    'mobile application',
  ],
  'web app': ['web application', 'webapp', 'web apps'],
  'desktop app': ['desktop application', 'desktop'],
  library: ['package', 'sdk', 'open source library', 'gem', 'crate', 'module'],
  'data pipeline': ['pipeline', 'etl', 'data engineering', 'streaming pipeline'],
  'browser extension': ['extension', 'chrome extension', 'firefox extension', 'browser plugin'],
  bot: ['chatbot', 'discord bot', 'slack bot'],
  ai: ['machine learning', 'artificial intelligence', 'ml'],
  'e-commerce': ['ecommerce', 'online shop', 'online store', 'web shop'],
  blockchain: ['crypto', 'web3', 'smart contract'],
  'social network': ['social media', 'social app', 'community site'],
  education: ['edtech', 'learning app', 'educational'],
  health: ['healthcare', 'medical', 'wellbeing'],
  finance: ['fintech', 'banking', 'budgeting', 'money', 'personal finance'],
  accessibility: ['a11y', 'inclusive design'],
  api: ['rest api', 'web api', 'backend service', 'web service'],
  website: ['web site', 'landing page', 'static site'],
};

/** Words for the kinds of skill in the schema (SKILL_KINDS), singular. */
export const SKILL_KIND_WORDS: Record<string, SkillKind> = {
  language: 'language',
  'programming language': 'language',
  framework: 'framework',
  library: 'library',
  database: 'database',
  db: 'database',
  tool: 'tool',
  tooling: 'tool',
  platform: 'platform',
  cloud: 'platform',
  practice: 'practice',
  methodology: 'practice',
};

/** A technology named by an ordinary word counts after one of these (within a few words)… */
export const TECH_CUES = new Set(
  `know knows knew known use uses used using skill skills language languages framework frameworks library
  libraries tech technology technologies stack code coding coded program programming programs write writes
  written wrote experience experienced familiar proficient develop develops developed developing database
  databases tool tools with learn learned learnt learning comfortable fluent build builds good better
  skilled expert rusty stale decent strong`.split(/\s+/),
);
/** …or just before one of these ("Go code", "R developer"). */
export const TECH_NOUNS = new Set(
  `code language developer developers programming experience skills skill projects project app apps library
  libraries stack backend services service scripts script scripting skills chart charts config configs
  module modules plugin plugins package packages template templates cluster clusters dev devs development
  engineer engineers engineering`.split(/\s+/),
);

export type Order = 'asc' | 'first' | 'last';
/** Order words: a whole list in time order, or one pick from either end. */
export const ORDER_WORDS: Record<string, Order> = {
  chronological: 'asc',
  chronologically: 'asc',
  timeline: 'asc',
  first: 'first',
  earliest: 'first',
  oldest: 'first',
  latest: 'last',
  newest: 'last',
  recent: 'last',
  recently: 'last',
  last: 'last',
  current: 'last',
  currently: 'last',
  now: 'last',
};

/** Back in time or forward, from the item a follow-up points at. */
export const DIRECTION_WORDS: Record<string, 'before' | 'after'> = {
  before: 'before',
  previous: 'before',
  prior: 'before',
  earlier: 'before',
  after: 'after',
  next: 'after',
  then: 'after',
  later: 'after',
  afterwards: 'after',
};

export const ORDINALS: Record<string, number> = {
  first: 0,
  '1st': 0,
  second: 1,
  '2nd': 1,
  third: 2,
  '3rd': 2,
  fourth: 3,
  '4th': 3,
  fifth: 4,
  '5th': 4,
  sixth: 5,
  '6th': 5,
};

/** Compounds visitors write in two words or one ("back end", "backend"): read as one word. */
export const COMPOUNDS: Record<string, string> = {
  'back end': 'backend',
  'front end': 'frontend',
  'full stack': 'fullstack',
  'dev ops': 'devops',
  'time zone': 'timezone',
  'language model': 'llm',
  'language models': 'llms',
  'time zones': 'timezones',
  // "On call" and "on-call" are one duty, which a sentence may write either way.
  'on call': 'oncall',
  'game jam': 'hackathon',
  'game jams': 'hackathons',
  'age group': 'agegroup',
  'open source': 'opensource',
  // "Pentesting": penetration testing, however a sentence writes it.
  'penetration test': 'pentest',
  'penetration tests': 'pentests',
  'penetration tester': 'pentester',
  'penetration testers': 'pentesters',
  'penetration testing': 'pentesting',
  // "PRs merged": pull or merge requests, however a sentence writes them.
  'pull request': 'pr',
  'pull requests': 'prs',
  'merge request': 'pr',
  'merge requests': 'prs',
  // "Web exploitation", "web security": security work on the web, not front-end work.
  'web exploitation': 'webexploitation',
  'web security': 'websecurity',
  'design system': 'designsystem',
  'design systems': 'designsystems',
  'open sourced': 'opensource',
  'age groups': 'agegroups',
  // "Right now" is a time, never the fit "right for a role" is.
  'right now': 'now',
  'right away': 'immediately',
  // "Has she spoken at a conference?" asks about talks, not the languages she speaks.
  'spoken at': 'talk',
  'spoke at': 'talk',
  'speak at': 'talk',
  'speaks at': 'talk',
  'speaking at': 'talk',
  'public speaking': 'talks',
  'conference speaker': 'talks',
  'conference speakers': 'talks',
  'public speaker': 'talks',
  'keynote speaker': 'talks',
  'give talks': 'talks',
  'gives talks': 'talks',
};

/** Words with each two-word compound joined as COMPOUNDS has it ("front end" is "frontend"). */
export function joinCompounds(words: readonly string[]): string[] {
  const out = [...words];
  for (let i = out.length - 2; i >= 0; i--) {
    const one = COMPOUNDS[`${out[i]} ${out[i + 1]}`];
    // "at all" is no place: "does she speak at all German?"
    if (one && !(out[i + 1] === 'at' && out[i + 2] === 'all')) out.splice(i, 2, one);
  }
  return out;
}

/** Words that point back at what the last answer was about. */
export const BACK_REFERENCES = new Set([
  'them',
  'those',
  'these',
  'it',
  'that',
  'this',
  'ones',
  'one',
  'its',
  'there',
]);

/** Words that start a yes/no question. */
export const YES_NO_OPENERS = new Set(
  'do does did is are was were has have had can could will would should am'.split(' '),
);

/** Roles that mean leading. */
export const LEAD_WORDS = new Set([
  // 'senior' and 'principal' name a level, not a team led.

  'lead',
  'leader',
  'captain',
  'head',
  'manager',
  'master',
  'coordinator',

  'founder',
  'owner',
]);

/** Words in an education entry's role that name a university degree ("BSc Computer Science", "MA Design"). */
// Groups of people a person leads inside a company: "the accessibility guild she leads".
export const LED_GROUPS: ReadonlySet<string> = new Set([
  'guild',
  'guilds',
  'squad',
  'squads',
  'chapter',
  'chapters',
  'tribe',
  'tribes',
  'department',
  'committee',
  'council',
  'circle',
  'club',
]);

export const DEGREE_WORDS = new Set(
  'bsc ba bs ab bfa beng btech bca bba ma msc ms mfa meng mtech mca mba mphil mres phd dphil doctorate bachelor bachelors master masters degree postgrad postgraduate licenciatura licenciado licenciada laurea magister maestria mestrado doutorado doctorado bacharelado ingeniero ingenieria engenharia'.split(
    ' ',
  ),
);
/** Words that name another formal qualification ("Diploma in…", "…Certificate"). */
export const QUALIFICATION_WORDS = new Set(
  'diploma certificate certification certified associate apprenticeship nvq hnd hnc'.split(' '),
);

/** Words that ask for a certificate. */
export const CERTIFIED_WORDS = new Set([
  'cert',
  'certs',
  'certified',
  'certification',
  'certifications',
  'certificate',
  'certificates',
]);

/** Words that ask about the owner's own terms of work: answered only from the owner's About and faq. */
/** Words that negate what follows ("not built with", "didn't lead"), apostrophes dropped. */
export const NEGATION_WORDS: ReadonlySet<string> = new Set(
  'not non without never dont doesnt didnt isnt arent wasnt werent cant cannot couldnt wont wouldnt hasnt havent hadnt'.split(
    ' ',
  ),
);

export const PERSONAL_WORDS: ReadonlySet<string> = new Set(
  'available availability notice salary salaries pay earn earning compensation rate rates visa visas sponsorship sponsor sponsored relocate relocation relocating authorised authorized authorisation authorization permit citizen citizenship'.split(
    ' ',
  ),
);

// "Crash rate", "API availability", "pricing logic": a measure or a part of a system, not the
// owner's pay or time.
const MEASURED = new Set(
  'crash error success conversion frame bit churn retention failure growth sample refresh heart hit pass click exchange interest tax response uptime api service services system systems platform server servers site app high cache data network cluster database payment payments fill open bounce delivery'.split(
    ' ',
  ),
);
const SYSTEM_PART = new Set(
  'logic engine model algorithm algorithms rules api module service system limiter limiting limit limits zone zones sla slas slo slos'.split(
    ' ',
  ),
);
/** Whether a word of pay or availability at `i` names a measure or a part of a system instead. */
export const asMeasure = (words: readonly string[], i: number) =>
  MEASURED.has(words[i - 1] ?? '') || SYSTEM_PART.has(words[i + 1] ?? '') || /^\d/.test(words[i - 1] ?? '');

/** Words asking for sales figures, which only the owner's own words could give. */
export const SALES_WORDS = new Set([
  'sold',
  'sales',
  'sell',
  'sells',
  'selling',
  'copies',
  'revenue',
  'grossed',
]);

/** Words that put a question among hackathon teams and their roles. */
export const TEAM_WORDS: ReadonlySet<string> = new Set([
  'hackathon',
  'hackathons',
  'hack',
  'jam',
  'jams',
  'team',
  'teams',
  'role',
  'roles',
]);

/** Words that ask about now: "his current job", "is she at Kudi now?". */
export const CURRENT_WORDS: ReadonlySet<string> = new Set(['current', 'currently', 'present', 'now']);

/** A career entry that is time away from work, by its title ("Career break: family carer"). */
export const BREAK_TITLE =
  /\b(?:career break|sabbatical|break|time off|parental leave|gap year|caring|carer)\b/i;

/** Nouns for a post held, singular and plural: "which jobs…", "her longest role". */
export const POST_NOUNS: readonly string[] = ['job', 'jobs', 'role', 'roles', 'position', 'positions'];

/** Other words for a field of work a visitor may weigh against software ("more time in audio?"). */
const FIELD_GROUPS = ['audio sound', 'film video', 'teaching teacher education', 'music musician'];
export const FIELD_SYNONYMS = new Map<string, readonly string[]>(
  FIELD_GROUPS.flatMap((group) => {
    const words = group.split(' ');
    return words.map((w) => [w, words.filter((x) => x !== w)] as const);
  }),
);

/** Interjections and remarks on the assistant itself ("ugh", "you're useless"): no topic of a question. */
export const CHATTER: ReadonlySet<string> = new Set(
  'ugh hmm hm um umm uh er erm meh argh sigh lol haha ok okay pls plz please useless stupid dumb rubbish pointless annoying seriously honestly'.split(
    ' ',
  ),
);

/** The words of wanting work ("open to", "looking for"), in a question or in an owner's own faq. */
export const SEEKING_PHRASE = /\b(?:open to|looking for|interested in|available for)\b/i;

/** A word that denies, by letters: "no" is not in "Noémie", "n't" is in "doesn't". */
export const NEGATION =
  /(?<![\p{L}\p{N}])(?:not|cannot|never|no|nor|without|neither)(?![\p{L}\p{N}])|n['’]t(?![\p{L}\p{N}])/iu;

/** Words asking a level of a spoken language ("is he fluent in Spanish?"). */
export const SPOKEN_LEVEL_WORDS: ReadonlySet<string> = new Set([
  'fluent',
  'fluently',
  'native',
  'bilingual',
  'proficient',
]);

/** Short forms a job title spells out ("ML" in "Machine Learning Engineer"), with their words. */
export const SPELLED_OUT: Record<string, string[]> = {
  ml: ['machine', 'learning'],
  ai: ['artificial', 'intelligence'],
  qa: ['quality', 'assurance'],
  ux: ['user', 'experience'],
  ui: ['user', 'interface'],
  sre: ['site', 'reliability'],
  pm: ['product', 'manager'],
  sysadmin: ['systems', 'administrator'],
  dba: ['database', 'administrator'],
  cs: ['computer', 'science'],
};

/** Nouns for a kind of study ("the bootcamp", "her masters"), not a field of it. */
export const STUDY_NOUNS = new Set(
  'bootcamp course degree diploma apprenticeship masters master msc bsc ba ma phd doctorate certificate programme program'.split(
    ' ',
  ),
);

/** Words asking what one thing brings to another ("does his coaching matter?"), not what it is. */
export const BEARING_WORDS: ReadonlySet<string> = new Set(
  'matter matters relevant relevance help helps helped helpful useful transfer transferable apply applies bring brings'.split(
    ' ',
  ),
);
/** Words naming a part of the owner's past as a whole ("his coaching background"). */
export const BACKGROUND_WORDS: ReadonlySet<string> = new Set([
  'background',
  'experience',
  'past',
  'history',
  'career',
  'years',
  'time',
]);

/** An organisation that names no employer or client: the owner's own business. */
export const SELF_EMPLOYED =
  /\b(?:self[- ]employed|freelance|independent|sole trader|own business|various)\b/i;

/** A university, institute or lab, or a research post at one: work in academia. */
export const ACADEMIC_PLACE =
  /\b(?:universit\w*|college|school|institut\w*|academy|postdoc\w*|faculty|laborator\w*|lab|research (?:associate|fellow|assistant))\b/i;

/** "What tech does she use at her job?", "his stack?": the technologies asked for, by any name. */
export const TECH_ASKED =
  /\b(?:tech|technology|technologies|stack|tools|tooling|languages|frameworks|libraries)\b/;

// Tables read by a visitor's words have no prototype: "constructor" is a word, not a key.
for (const table of [
  KIND_NAMES,
  SKILL_KIND_WORDS,
  ORDER_WORDS,
  DIRECTION_WORDS,
  ORDINALS,
  COMPOUNDS,
  SPELLED_OUT,
])
  Object.setPrototypeOf(table, null);
