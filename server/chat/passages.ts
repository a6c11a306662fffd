import ISO6391 from 'iso-639-1';
import MiniSearch from 'minisearch';
import { stemmer } from 'stemmer';
import { eng } from 'stopword';
import type { Catalogue, Item, Tech } from './catalogue';
import { usesTech } from './facts';
import { commonWords, englishWords } from './lexicon/english';
import { asMeasure, COMPOUNDS, PERSONAL_WORDS } from './lexicon/cues';
import { canonical, firstSentences, regexEscaped, singular, tokens } from './text';

// The owner's own prose, sentence by sentence, as a search index: About entries, project and
// hackathon descriptions, faq answers. A question whose topic no example and no structured fact
// covers ("does she speak German?", "has he worked in automotive?") is answered by quoting the
// sentences that mention it, with where they are on the site. Quoting, never parsing: no fact is
// read out of prose.

export interface Passage {
  text: string;
  item: Item;
  /** How many of the words searched for the sentence has. */
  matched: number;
  /** Whether the sentence has every word searched for (itself, a longer form or a synonym). */
  every: boolean;
  /** Whether it has a word that says the topic: searched for, a synonym or a narrower word, not only a related one. */
  own: boolean;
}

interface Doc {
  id: number;
  text: string;
  item: string;
}

// Words that ask rather than name a topic, beside the standard English stop words.
const ASKING = new Set(
  `does did do can could would will should has have had is are was were ever any know knows tell say says
  please about experience experienced think site portfolio question ask work works worked working
  she hers they theirs he him his them their developer developers`.split(/\s+/),
);
const STOP = new Set([...eng, ...ASKING]);

// An age group as a word: "under-12", "under 14s" and "U16" are all "u12", "u14", "u16".
const AGE_GROUP = /\bunder[- ]?(\d{1,2})s?\b/gi;
// A time zone written with its offset: "UTC+1", "GMT-05:00".
const UTC_OFFSET = /\b(UTC|GMT)\s*[+−-]\s*\d{1,2}(?::?\d{2})?/gi;
// Talking with someone, not a talk given: "happy to talk through the design", "talk it over",
// "I'd rather talk about pay" ("a talk about tokens" is a talk).
const CONVERSATION =
  /\b(?:to talk|(?:rather|['’]d|would|could|can|let['’]?s|we|i) talk|(?<!\b(?:a|my|the|his|her|their|our|this|that) )talk(?:ing|ed)? (?:it |them |this )?(?:through|over|with|about|to))\b/gi;
// Speaking at an event is giving a talk there: "I've spoken at Brighton Ruby".
const SPEAKING_AT = /\b(?:spoke|spoken|speak|speaks|speaking)(?= at\b)/gi;
const AGES = Array.from({ length: 20 }, (_, i) => `u${i + 5}`).join(' ');

// Topics visitors ask about in other words than owners write them in: each word finds the others.
const TOPIC_GROUPS = [
  'remote remotely hybrid office onsite on-site',
  'salary salaries pay earn earned earning compensation',
  'visa sponsorship sponsor permit authorisation authorization citizen citizenship residence passport passports nationality',
  'relocate relocation relocating',
  'available availability notice',
  'contract contracts contractor contracting freelance freelancer freelancing',
  'speak speaks spoken language languages fluent native multilingual bilingual',
  'lead led leading mentor mentored manage managed',
  'senior junior seniority',
  'timezone timezones utc gmt cet cest eet bst edt pst pdt aest',
  'medication medications medicine medicines pill pills tablet tablets drug drugs',
  'drone drones quadcopter quadcopters multirotor uav uavs',
  // Irregular verbs, whose forms share no stem: "who wrote the lessons?" of "the lessons are written by…".
  'write writes wrote written writing',
  'teach teaches taught teaching',
];
// One way only: a visitor who asks about moving may mean relocating, not the other way round.
const ONE_WAY: [string, string[]][] = [
  // A theme by the words its fans use: "the Star Wars one" is the lightsaber game.
  ['wars', ['jedi', 'lightsaber', 'lightsabers', 'sith', 'skywalker']],
  // "What kind of clients?" is answered by whom the work was for.
  [
    'clients',
    ['customers', 'businesses', 'organisations', 'organizations', 'companies', 'charities', 'nonprofits'],
  ],
  ['customers', ['clients', 'businesses', 'organisations', 'organizations', 'companies']],
  // "What are her goals?" is answered by what the owner says they want next.
  ...['goal', 'goals', 'ambition', 'ambitions', 'aspiration', 'aspirations', 'plans'].map(
    (w): [string, string[]] => [w, ['want', 'wants', 'aim', 'aiming', 'hope', 'hoping', 'next']],
  ),
  // "How do I install it?" is answered by where it is packaged.
  ...['install', 'installed', 'installing', 'installation'].map((w): [string, string[]] => [
    w,
    [
      'homebrew',
      'brew',
      'npm',
      'pip',
      'pypi',
      'binary',
      'binaries',
      'download',
      'packaged',
      'package',
      'crate',
      'helm',
      'apt',
      'docker',
    ],
  ]),
  ['move', ['relocate', 'relocation', 'relocating']],
  ['moving', ['relocate', 'relocation', 'relocating']],
  // "still" asks for what goes on now: a sentence with it is preferred (see find).
  ['still', ['still']],
  // "Is his CCNA still valid?": a certificate's own words on lapsing or renewal.
  [
    'valid',
    ['valid', 'validity', 'expired', 'expire', 'expires', 'lapsed', 'lapse', 'renewed', 'renew', 'renewal'],
  ],
  ...broader({
    // Industries and sectors, by the words an owner describes an employer or client with.
    'automotive auto': 'car cars carmaker automaker vehicle vehicles motors',
    'healthcare health medical healthtech medtech':
      'health healthcare clinic clinics hospital hospitals patient patients nhs medical gp pharmacy pharmacies pharmacist pharmacists pharma pharmaceutical pharmaceuticals infusion insulin pacemaker implant implants triage',
    // Safety-critical work, by the standards and levels it is done under.
    'safety safe critical': 'safety asil misra 26262 61508 62304 do178 iec62304 sil',
    // A startup, by the words its founders write.
    'startup startups': 'startup startups founded cofounded founder founders seed',
    // Developer relations, by the titles and work it goes under.
    devrel: 'advocate advocates advocacy evangelist evangelism relations community',
    'finance financial banking':
      'bank banking payments payment fintech finance financial insurance trading credit loan loans lending lender mortgage mortgages budgeting',
    // Fintech is technology for money: a bank, payments or lending, not a finance department.
    fintech: 'fintech payments payment bank banking neobank lending lender credit loans trading budgeting',
    'logistics shipping': 'freight shipping delivery parcel parcels logistics warehouse',
    // Short forms visitors type for what owners spell out.
    'pwa pwas': 'pwa progressive',
    'telecom telecoms telco telecommunications':
      'telecom telecoms telco telecommunications communications operator carrier prepaid subscribers broadband',
    travel:
      'travel booking bookings hotel hotels flights airline airlines holiday holidays trips tourism tourist tourists',
    'pet pets animal animals':
      'dog dogs cat cats puppy kitten greyhound rescue horse rabbit parrot collie labrador terrier spaniel poodle retriever beagle dachshund husky corgi',
    // Jobs people change careers from, by the words they describe that work in.
    'chef cook': 'kitchen kitchens cooking restaurant brigade',
    'nurse nursing': 'ward wards patients hospital clinical',
    'commerce ecommerce retail': 'shop shops online store stores retail marketplace checkout',
    'education edtech': 'school schools students university teaching education',
    // Activities a visitor asks about in general words.
    'teaching teach taught tutoring':
      'teach taught teacher teaching tutor tutoring mentor students class club workshop instructor lecturer lecturing',
    'volunteering volunteer volunteers charity community':
      'volunteer volunteering volunteers charity nonprofit club community organiser organizer meetup meetups',
    'instrument instruments music musical musician':
      'cello guitar piano violin drums drummer oud saxophone sax trumpet trombone flute clarinet ukulele harp bass orchestra ensemble choir sing band bands percussion samba',
    'sport sports athletic':
      'football soccer referee marathon marathons parkrun jogging cycling cycle climbing ski skiing swim swimming tennis rugby cricket rowing rower sailing badminton hiking surfing yoga netball basketball volleyball hockey handball boxing judo karate chess bouldering boulder korfball floorball frisbee squash golf lacrosse fencing archery baseball softball',
    'talk talks spoke spoken speak speaks speaking speaker conference conferences':
      'talk talks spoke spoken speak speaks speaking speaker conference meetup meetups presented presentation presentations keynote workshop',
    'viz visualisation visualization charts': 'chart charts dashboard dashboards visualisation graphs d3',
    'testing tests tested': 'test tests testing tested pytest jest coverage',
    'abroad overseas': 'abroad overseas exchange expat emigrated lived',
    'football soccer': 'football soccer referee match matches united fc',
    'own owns owned ownership': 'bought acquired sold purchased acquisition owns owned',
    'console consoles': 'nintendo switch playstation xbox ps4 ps5 console consoles',
    // "Any commercial games?": work sold or shipped to paying users, or for a paying client.
    'commercial commercially': 'commercial commercially shipped sold paid paying client clients',
    'kids kid children child family': 'daughter daughters son sons children kids baby twins',
    // "Any scholarships?": money won to study or research, by any of its names.
    'scholarship scholarships fellowship fellowships bursary bursaries grant grants':
      'scholarship scholarships fellowship fellowships bursary bursaries grant grants funded',
    // "Does anyone use it?": a sentence on who uses it.
    anyone: 'use uses used users installed customers people teams',
    'users user adoption downloads popular people':
      'users installed installs downloads people customers members teams stars visitors players subscribers piloted pilot',
    // "What courses does she teach?": the classes an owner names.
    courses: 'courses classes modules lectures seminars',
    // "What rank did she get?": where the owner finished among the others.
    'rank ranked ranking position': 'finished placed place ranked rank position',
    // "What were the results?": what the work changed, in the owner's figures.
    'result results outcome outcomes impact':
      'cut cuts reduced increased improved raised lowered saved grew doubled halved boosted went',
    // "How did the migration go?": a move of systems, said as moving them.
    'migration migrations migrate migrated migrating': 'move moved moving migrated migrating',
    // "What camera does she use?": a camera by its maker, or the photography it is for.
    'camera cameras lens lenses':
      'camera cameras fujifilm fuji canon nikon sony leica olympus pentax lumix hasselblad polaroid lens lenses film',
    // "How much money does it make?": a sentence on a product's takings.
    'money revenue revenues income earnings takings profit profitable mrr arr':
      'revenue revenues income mrr arr profit profitable paying subscribers customers sales',
    // "Microservices": a monolith split into services.
    'microservices microservice': 'monolith monoliths',
    // "Web performance", "perf": what made a page or service faster, by its measures.
    'performance perf': 'lcp contentful vitals lighthouse latency faster speed loading bundle throughput',
    'monitoring observability alerting':
      'monitoring observability metrics dashboards alerting tracing logging',
    'stream streaming streamer': 'stream streams streaming twitch youtube',
    'chatbot chatbots': 'chatbot chatbots bot bots assistant assistants',
    // People the owner taught, by the words an owner calls them.
    'students student pupils pupil mentees mentee trainees learners':
      'students student pupils mentees mentee trainees learners apprentices juniors',
    'llm llms genai chatgpt gpt': 'llm llms gpt chatgpt openai prompt prompts',
    // Fields of machine learning, by the models and tasks an owner names.
    nlp: 'nlp bert gpt llm llms transformers transformer sentiment translation classification summarisation summarization',
    'statistics statistical stats':
      'statistics statistical forecasting bayesian inference hypothesis econometrics probability',
    vision: 'vision opencv yolo cnn cnns segmentation',
    // "What age groups did he coach?": the ages a sentence names ("under-12", "U14", "aged 8").
    'agegroup agegroups ages': `youth junior juniors senior seniors aged teenagers teens ${AGES}`,
    // "Does he run any meetups?": a user group, a community the owner organises.
    'meetup meetups': 'meetup meetups group groups community meets',
    // "Has she published?": papers, articles and theses, by where and how they came out.
    'publications publication papers paper':
      'paper papers published publication publications journal journals proceedings preprint preprints arxiv thesis dissertation article articles acl neurips icml cvpr emnlp',
    // "What happened to the startup?", "why did she leave?": how a job or company came to an end.
    'happened happen leave quit':
      'folded closed shut acquired bankrupt collapsed wound redundant layoffs laid',
  }),
];

/** Each broader question word with the narrower words the prose may use for it. */
function broader(groups: Record<string, string>): [string, string[]][] {
  return Object.entries(groups).flatMap(([asked, said]) =>
    asked.split(' ').map((w): [string, string[]] => [canonical(w), said.split(' ').map(canonical)]),
  );
}
/**
 * Whether a text has, instead of a word, only another narrower word beside it under one broader
 * word: "referee matches" for "football" (both sports), not "harp" for "instrument".
 */
function siblingOnly(text: string, word: string): boolean {
  const w = canonical(word);
  const said = tokens(text);
  if (said.some((t) => t.startsWith(stemmer(w)))) return false;
  // Another word of the asked word's own group ("spoke" of "talks") says it; a narrower one
  // ("referee" of "football") may be a sibling.
  const groups = new Set(ONE_WAY.filter(([broad]) => broad === w).map(([, narrower]) => narrower.join(' ')));
  const own = new Set(
    ONE_WAY.filter(([, narrower]) => groups.has(narrower.join(' '))).map(([broad]) => broad),
  );
  if (said.some((t) => own.has(t))) return false;
  // A term no everyday word is that only the asked word's own group has ("IEC 62304", "ASIL" of
  // "safety") says it: it is no sibling.
  const ownOnly = (t: string) =>
    !englishWords().has(t) &&
    ONE_WAY.some(([broad, narrower]) => broad === w && narrower.includes(t)) &&
    !ONE_WAY.some(([broad, narrower]) => !own.has(broad) && narrower.includes(t));
  if (said.some(ownOnly)) return false;
  const lists = ONE_WAY.filter(([, narrower]) => narrower.includes(w)).map(([, narrower]) => narrower);
  return said.some((t) => t !== w && lists.some((l) => l.includes(t)));
}

const TOPIC_SYNONYMS = new Map<string, readonly string[]>([
  ...TOPIC_GROUPS.flatMap((group) => {
    const words = group.split(' ');
    return words.map((w) => [w, words.filter((x) => x !== w)] as const);
  }),
  ...ONE_WAY,
]);

// Words that bear on a topic without saying it: whether the owner would relocate is not said by
// where and how they want to work, but a visitor is helped by it. A sentence found only by these is
// "what bears on it", never an answer.
const RELATED: Record<string, string[]> = {
  relocate: ['remote', 'hybrid', 'move', 'moving'],
  relocating: ['remote', 'hybrid', 'move', 'moving'],
  relocation: ['remote', 'hybrid', 'move', 'moving'],
};
for (const [w, related] of Object.entries(RELATED))
  TOPIC_SYNONYMS.set(w, [...(TOPIC_SYNONYMS.get(w) ?? []), ...related]);
// "How many of her mentees…?": the people the owner says they mentored.
for (const w of ['mentee', 'mentees'])
  TOPIC_SYNONYMS.set(w, [...(TOPIC_SYNONYMS.get(w) ?? []), 'mentored', 'mentoring']);
// "How many people work there?" is also answered by a sentence on its employees or staff.
TOPIC_SYNONYMS.set('people', [...(TOPIC_SYNONYMS.get('people') ?? []), 'employees', 'employee', 'staff']);
const RELATED_STEMS = new Set(
  Object.values(RELATED)
    .flat()
    .map((w) => stemmer(w)),
);

// Spoken languages by name: "which languages does she speak?" is answered by a sentence naming them.
// A name of more words goes by its last ("Scottish Gaelic" is "Gaelic").
// Languages ISO 639-1 names only as a family or by another name ("Chinese", "Persian").
const VARIETIES = ['mandarin', 'cantonese', 'hokkien', 'hakka', 'farsi', 'filipino', 'flemish', 'creole'];
const SPOKEN = [
  ...ISO6391.getAllNames()
    .filter((n) => !/[,;()-]/.test(n))
    .map((n) => canonical(n.toLowerCase().split(' ').pop()!)),
  ...VARIETIES,
];
const SPOKEN_SET = new Set(SPOKEN);
/** Whether a word names a spoken language ("german"). */
export const isLanguage = (word: string) => SPOKEN_SET.has(word);
for (const w of ['speak', 'speaks', 'spoken', 'languages', 'fluent', 'native', 'multilingual', 'bilingual'])
  TOPIC_SYNONYMS.set(w, [...(TOPIC_SYNONYMS.get(w) ?? []), ...SPOKEN]);

// Words that ask about the owner's own terms of work.
const PERSONAL = PERSONAL_WORDS;
// What a stem may run on by to be a longer form of the same word ("teach" + "er", "certif" + "i").
const LONGER_BY =
  /^(?:e|i|y|s|en|er|or|ist|al|ic|ion|ation|ment|ness|ship|ism|abl|ibl|iv|ful|less|ant|ent|ar|ee|ian|an|ish|ous)$/;
/**
 * Whether an index term is a stem or a longer form of it: a stem that is a word of its own runs on
 * only by an ending or a word joined to it ("gameplay"), so "star" is not "start"; one that is no word
 * ("certif") by anything.
 */
const formOf = (term: string, stemmed: string) => {
  if (term === stemmed) return true;
  // A language is no form of its country ("German" is not "Germany").
  if (!term.startsWith(stemmed) || SPOKEN_SET.has(stemmed)) return false;
  const rest = term.slice(stemmed.length);
  return !englishWords().has(stemmed) || LONGER_BY.test(rest) || rest.length >= 3;
};

/** Whether a search hit has a form of a word asked: a prefix match that is another word ("start" for "stars") is none. */
const formsOfAsked = (hit: { terms: string[] }, stems: readonly string[]) =>
  hit.terms.some((t) => stems.some((a) => formOf(t, a)));

/** Whether matched index terms include a word: its stem, a longer form, or a synonym's stem. */
const has = (terms: readonly string[], word: string, words?: readonly string[]) => {
  // A synonym that is a verb's form ("shipped") is that form, not its stem ("a tiny ship").
  const synonyms = TOPIC_SYNONYMS.get(word) ?? [];
  if (words && synonyms.some((w) => inflectedVerb(w) && words.includes(w))) return true;
  // Only the word itself matches longer forms ("certif" ~ "certified"); a synonym matches its own
  // forms ("medical" ~ "medications").
  const own = stem(word);
  const others = synonyms.filter((w) => !words || !inflectedVerb(w));
  const stems = others.map((w) => stemmer(w));
  if (terms.some((t) => formOf(t, own))) return true;
  if (!words) return terms.some((t) => stems.some((st) => formOf(t, st)));
  // A noun of quality made from it is another word ("hospitality" of "hospital").
  return words.some(
    (p) =>
      !/ity$/.test(p) &&
      others.some((o) => p.startsWith(stemmer(o)) && (p.length <= o.length + 2 || stemmer(p) === stemmer(o))),
  );
};
const PERSONAL_STEMS = new Set(
  [...PERSONAL].flatMap((w) => [w, ...(TOPIC_SYNONYMS.get(w) ?? [])]).map((w) => stemmer(w)),
);
/** Where the owner speaks of themselves: the about section and the faq. */
export const ownVoice = (item: Item) =>
  item.type === 'faq' || (item.type === 'entry' && item.section.id === 'personal');

// Words whose stem would make them another word: "rating" is no "rate" of pay.
const OWN_STEMS: Record<string, string> = { rating: 'rating', ratings: 'rating' };
const stem = (word: string) => OWN_STEMS[word] ?? stemmer(word);
// "joined", "building": an inflected verb says what was done, not what about.
const inflectedVerb = (word: string) => /(ed|ing)$/.test(word) && stem(word) !== word;

/** The stems of the words each item is called by: its title, a hackathon's app and event, an entry's organisation and role. */
function itemNames(cat: Catalogue): Map<string, Set<string>> {
  const names = new Map<string, Set<string>>();
  for (const item of cat.items.values()) {
    const called = [
      item.title,
      ...(item.type === 'hackathon' ? [item.hackathon.title, item.hackathon.event] : []),
      ...(item.type === 'entry' ? [item.entry.organisation ?? '', item.entry.role ?? ''] : []),
    ];
    names.set(
      item.id,
      new Set(
        joinFields(tokens(called.join(' ')))
          .filter((t) => !STOP.has(t))
          .map(stem),
      ),
    );
  }
  return names;
}

interface Hit {
  item: string;
  text: string;
  terms: string[];
}

/**
 * Search hits ranked by how much of the question each sentence has. A word naming the item a sentence
 * belongs to ("the MSc dissertation") locates it and counts as matched; the visitor's own word counts
 * whole and a synonym half ("coaching football" outranks "referee matches" for "did he coach
 * football?"); the owner's own terms (availability, pay) count only where the owner speaks of
 * themselves, and a question about them is answered only from there; "still" prefers a sentence
 * saying the owner still does it.
 */
const ANY_ITEM = () => true;
const isWorkItem = (i: Item) => i.type === 'project' || i.type === 'hackathon';

/**
 * How many asked words a sentence says. An asked word counts once however many of its forms a
 * sentence has ("train", "trainers"). An item titled by a word asked ("Volunteering") has it in each
 * sentence. Synonyms count half, and only where an asked word is lacking: "hybrid … on site" of an
 * answer titled "Do you work remotely?" is no more on "remote" than its "not fully remote" is.
 */
function matching(own: ReadonlySet<string>, titleStems: (id: string) => Set<string>) {
  const literal = (t: string) => [...own].some((o) => formOf(t, o));
  const literally = (hit: Hit) => [...own].filter((o) => hit.terms.some((t) => formOf(t, o))).length;
  const matched = (hit: Hit) => {
    const titledBy = [...own].filter((t) => !hit.terms.includes(t) && titleStems(hit.item).has(t)).length;
    const said = Math.min(own.size, literally(hit) + titledBy);
    const near = said < own.size ? hit.terms.filter((t) => !literal(t)).length * 0.5 : 0;
    return said + near;
  };
  return { literally, matched };
}

function rank<H extends Hit>(
  hits: H[],
  words: readonly string[],
  itemOf: (id: string) => Item,
  titleStems: (id: string) => Set<string>,
  madeAsked = false,
  ownTime = false,
): { hit: H; at: number; n: number; verbOnly: boolean }[] {
  const own = new Set(words.map(stem));
  const { literally, matched } = matching(own, titleStems);
  // "Payment availability", "crash rate": a measure of a system, not the owner's terms.
  const personal = words.some((w, i) => PERSONAL.has(w) && !asMeasure(words, i));
  const measured = words.some((w, i) => PERSONAL.has(w) && asMeasure(words, i));
  const onTerms = (hit: H) => hit.terms.some((t) => PERSONAL_STEMS.has(t));
  // "How many hours can she work?", of no work named, asks of the owner's time, which no project's
  // words give.
  const hours = ownTime && words.some((w) => w === 'hours' || w === 'hour');
  const counted = (hit: H) => {
    if (hours && isWorkItem(itemOf(hit.item))) return 0;
    const terms = hit.terms.filter((t) => PERSONAL_STEMS.has(t)).length;
    // A measure asked ("payment availability") is never the owner's own terms.
    if (ownVoice(itemOf(hit.item)))
      return personal && !onTerms(hit) ? 0 : measured ? Math.max(0, matched(hit) - terms) : matched(hit);
    if (personal) return 0;
    return measured ? matched(hit) : matched(hit) - terms;
  };
  const written = words
    .filter((w) => w.length > 3)
    .map((w) => new RegExp(`\\b${regexEscaped(singular(w))}(?:e?s)?\\b`, 'i'));
  const asWritten = (r: { hit: H }) => (written.some((re) => re.test(r.hit.text)) ? 1 : 0);
  // Only between sentences that both say a form of the word: a synonym ("spoken" of "talks") is none.
  const forms = [...own].filter((o) => o.length > 3).map((o) => new RegExp(`\\b${regexEscaped(o)}`, 'i'));
  const formSaid = (r: { hit: H }) => forms.some((re) => re.test(r.hit.text));
  // A plural asked ("talks") is a noun: a sentence with it after an article ("the talk") is on it
  // before one with the verb ("rather talk about pay").
  const nouns = words
    .filter((w) => w.length > 3 && w.endsWith('s') && !w.endsWith('ss'))
    .map(
      (w) =>
        new RegExp(
          `\\b(?:a|an|the|my|our|his|her|their|\\d+)\\s+(?:\\S+\\s+)?${regexEscaped(singular(w))}\\b|\\b${regexEscaped(w)}\\b`,
          'i',
        ),
    );
  const pluralStems = words
    .filter((w) => w.length > 3 && w.endsWith('s') && !w.endsWith('ss'))
    .map((w) => new RegExp(`\\b${regexEscaped(stem(w))}`, 'i'));
  const asNoun = (r: { hit: H }) => (nouns.some((re) => re.test(r.hit.text)) ? 1 : 0);
  const formTie = (a: { hit: H }, b: { hit: H }) =>
    formSaid(a) && formSaid(b) ? asWritten(b) - asWritten(a) || nounTie(a, b) : 0;
  const pluralSaid = (r: { hit: H }) => pluralStems.some((re) => re.test(r.hit.text));
  const nounTie = (a: { hit: H }, b: { hit: H }) =>
    pluralSaid(a) && pluralSaid(b) ? asNoun(b) - asNoun(a) : 0;
  const still = words.includes('still');
  const titled = (r: { hit: H }) => ([...own].some((t) => titleStems(r.hit.item).has(t)) ? 1 : 0);
  // "Has he designed a keyboard?", "the drone thing he built": a thing made is said by the work first.
  const making = madeAsked || words.some((w) => MAKING.has(w));
  // A job is where things were made too, before what the owner wants or is in their About.
  const madeIn = (r: { hit: H }) => {
    const item = itemOf(r.hit.item);
    if (item.type === 'project' || item.type === 'hackathon') return 3;
    return item.type === 'entry' && item.section.id === 'career' ? 2 : 0;
  };
  const voice = (r: { hit: H }) =>
    making ? madeIn(r) * 2 + (ownVoice(itemOf(r.hit.item)) ? 1 : 0) : ownVoice(itemOf(r.hit.item)) ? 1 : 0;
  return (
    hits
      .map((hit, at) => {
        const n = counted(hit);
        const verbOnly = pluralSaid({ hit }) && !asNoun({ hit });
        return { hit, at, n: n + (still && n > 0 && /\bstill\b/i.test(hit.text) ? 1 : 0), verbOnly };
      })
      .filter((r) => r.n > 0)
      // On a tie an item titled by a word asked ("Open-source contributor") is on it more than one
      // that says it; then the owner's own voice (About, faq) speaks for them before a job or
      // project does, but for a thing made.
      // A sentence with a word as the visitor wrote it ("trains", "train") is on it before one
      // with another form of its stem ("training").
      .sort(
        (a, b) =>
          b.n - a.n ||
          titled(b) - titled(a) ||
          literally(b.hit) - literally(a.hit) ||
          formTie(a, b) ||
          voice(b) - voice(a) ||
          a.at - b.at,
      )
  );
}

// Words of making something, which a piece of work says before the owner's About does.
export const MAKING = new Set([
  'built',
  'build',
  'made',
  'make',
  'designed',
  'created',
  'developed',
  'thing',
]);

/** The owner's words for learning alone. */
export const SELF_TAUGHT = ['myself', 'self', 'taught'];
const TEACH = new Set(['teach', 'teaches', 'teaching', 'taught']);
const SELF = new Set(['himself', 'herself', 'themselves', 'themself']);
/** "When he was teaching himself", "she taught herself": learning alone, not teaching others. */
export const selfTaught = (words: readonly string[]) =>
  words.some((w, i) => SELF.has(w) && TEACH.has(words[i - 1] ?? ''));

/** A sentence-level index of the owner's prose, built once. */
/** Every sentence of the owner's prose, with the item it belongs to. */
function sentenceDocs(cat: Catalogue): Doc[] {
  const docs: Doc[] = [];
  const add = (item: Item, prose: string) => {
    for (const sentence of sentencesOf(prose)) docs.push({ id: docs.length, text: sentence, item: item.id });
  };
  for (const item of cat.items.values()) {
    if (item.type === 'entry' && item.entry.location) add(item, `Location: ${item.entry.location}.`);
    add(item, proseOfItem(item));
  }
  return docs;
}

/** An item's own prose: an entry's content, a piece of work's description, a faq answer. */
export function proseOfItem(item: Item): string {
  if (item.type === 'entry') return item.entry.content;
  if (item.type === 'project') return `${item.project.summary} ${item.project.description}`;
  if (item.type === 'hackathon')
    return `${item.hackathon.description.app} ${item.hackathon.description.role}`;
  return item.type === 'faq' ? item.faq.answer : '';
}

// The fields and terms a question names in one word that prose writes in two ("front-end", "design system").
const FIELDS = new Set([
  'backend',
  'frontend',
  'fullstack',
  'devops',
  'oncall',
  'llm',
  'llms',
  'designsystem',
  'designsystems',
  'timezone',
  'timezones',
  'pr',
  'prs',
  'opensource',
  'pentest',
  'pentests',
  'pentester',
  'pentesters',
  'pentesting',
]);
/** A text's words with a field's two words joined, as a question's are ("open-source" is "opensource"). */
export const joinedWords = (text: string) => joinFields(tokens(text));

/** Words with a field's two words joined, as a question's are ("front end" is "frontend"). */
function joinFields(words: string[]): string[] {
  const out = [...words];
  for (let i = out.length - 2; i >= 0; i--) {
    const one = COMPOUNDS[`${out[i]} ${out[i + 1]}`];
    if (one && FIELDS.has(one)) out.splice(i, 2, one);
  }
  return out;
}

/**
 * "What volunteering does she do?" of the About entry titled "Volunteering", whose words never say
 * it: the entry's first sentence, found by its title alone, for entries no hit has.
 */
function titledHits(cat: Catalogue, docs: readonly Doc[], titleStems: (id: string) => Set<string>) {
  const firstOf = new Map<string, Doc>();
  for (const d of docs) if (!d.text.startsWith('Location: ') && !firstOf.has(d.item)) firstOf.set(d.item, d);
  return (hits: readonly (Hit & { id: number })[], own: ReadonlySet<string>) =>
    [...cat.items.values()]
      .filter(
        (i) =>
          i.type === 'entry' &&
          firstOf.has(i.id) &&
          !hits.some((h) => h.item === i.id) &&
          [...own].some((t) => titleStems(i.id).has(t)),
      )
      .map((i) => ({ ...firstOf.get(i.id)!, terms: [...own].filter((t) => titleStems(i.id).has(t)) }));
}

/**
 * A technology of the owner's named by an ordinary word ("swift", "unity", "spring") that the
 * question did not use as a technology is the ordinary word: it names no topic the owner's prose
 * could be quoted for. A technology the owner never used ("chef" to a former chef) is just the word.
 */
function ordinaryTechOf(cat: Catalogue): ReadonlySet<string> {
  const english = englishWords();
  const owns = (t: Tech) => !!t.listed || cat.work.some((w) => usesTech(w, t));
  return new Set(
    [...cat.phrases].flatMap(([phrase, entities]) =>
      english.has(phrase) &&
      entities.some((e) => e.type === 'tech' && (owns(e.tech) || commonWords().has(phrase)))
        ? [phrase]
        : [],
    ),
  );
}

/**
 * Prose read as questions are: "front-end" is the one word "frontend" a question joins, "UTC+1" a
 * time zone as "UTC" is, "happy to talk it through" a chat and "spoke at" a talk given.
 */
const proseTerms = (text: string) =>
  joinFields(
    tokens(
      text
        .replace(AGE_GROUP, 'u$1')
        .replace(UTC_OFFSET, '$1')
        .replace(CONVERSATION, 'chat')
        .replace(SPEAKING_AT, 'talk'),
    ),
  );

/** The words of the owner's job titles: "embedded" in "Embedded Software Engineer" names a field, though it reads as a verb. */
const postWordsOf = (cat: Catalogue) =>
  new Set(
    [...cat.items.values()].flatMap((i) =>
      i.type === 'entry' && i.section.id === 'career' ? tokens(i.entry.role ?? i.title) : [],
    ),
  );

/** The sentences as a search index, read by their stems. */
function indexOf(docs: readonly Doc[]): MiniSearch<Doc> {
  const index = new MiniSearch<Doc>({
    fields: ['text'],
    storeFields: ['text', 'item'],
    tokenize: proseTerms,
    // "Myself" is kept: "teaching himself" is found by it (see topicWords).
    processTerm: (term) => (STOP.has(term) && term !== 'myself' ? null : stem(term)),
  });
  index.addAll(docs);
  return index;
}

// "Next month", "this summer": when, not a topic ("next" is no word of an faq on what they want next).
const SPAN_WORDS = new Set(['next', 'last', 'this', 'coming']);
const TIME_UNITS = new Set(
  'week weeks month months year years quarter spring summer autumn fall winter weekend monday tuesday wednesday thursday friday'.split(
    ' ',
  ),
);
const inTimeSpan = (words: readonly string[], i: number) =>
  (SPAN_WORDS.has(words[i]!) && TIME_UNITS.has(words[i + 1] ?? '')) ||
  (TIME_UNITS.has(words[i]!) && SPAN_WORDS.has(words[i - 1] ?? ''));

export function createPassages(cat: Catalogue) {
  const docs = sentenceDocs(cat);
  const index = indexOf(docs);
  const names = itemNames(cat);
  const titleStems = (id: string) => names.get(id) ?? new Set<string>();
  const ownerWords = new Set(tokens(`${cat.owner.name} ${cat.owner.firstName} ${cat.owner.handle}`));
  const ordinaryTech = ordinaryTechOf(cat);
  const titledOnly = titledHits(cat, docs, titleStems);
  const postWords = postWordsOf(cat);

  return {
    /**
     * The words of a question that could name a topic: not asking words, not the owner's name, and
     * unless `verbs`, not an inflected verb ("joined"), which says what was done rather than about what.
     */
    topicWords: (words: readonly string[], { verbs = false } = {}) => {
      const learnt = selfTaught(words);
      const topic = words.filter(
        (w, i) =>
          w.length > 1 &&
          (!STOP.has(w) || w === 'still') &&
          !ownerWords.has(w) &&
          !/^\d+$/.test(w) &&
          (verbs || !inflectedVerb(w) || TOPIC_SYNONYMS.has(w) || postWords.has(w)) &&
          !ordinaryTech.has(w) &&
          !(learnt && ((TEACH.has(w) && SELF.has(words[i + 1] ?? '')) || SELF.has(w))),
      );
      // "Next month" is when, not a topic.
      const timed = topic.filter((w) => !inTimeSpan(words, words.indexOf(w)));
      // "Teaching himself" is learning alone: the owner writes "myself", "self-taught".
      return learnt ? [...timed, ...SELF_TAUGHT] : timed;
    },
    /** Whether an item's own name (title, role, organisation) has a word ("Volunteering"). */
    names: (item: Item, word: string) => titleStems(item.id).has(stem(word)),
    /** Whether visitors ask about a topic in other words than owners write ("remote" ~ "hybrid"). */
    hasSynonyms: (word: string) => TOPIC_SYNONYMS.has(word),
    siblingOnly,
    /** The other words that say the same as a word, or the narrower words a broader one covers. */
    synonyms: (word: string): readonly string[] => TOPIC_SYNONYMS.get(word) ?? [],
    /** Whether a sentence has every one of `words`: itself, a longer form or a synonym. */
    says: (text: string, words: readonly string[]) => {
      const plain = joinFields(tokens(text));
      const stems = plain.map(stem);
      return words.length > 0 && words.every((w) => has(stems, w, plain));
    },
    /**
     * The sentences that mention the most of `words` (at least one), best first, one per item, at
     * most `max`. A word matches its own stem and longer forms of it ("certified", "certification").
     * `making`: the question asks for a thing made ("has he built anything for payments?");
     * `keep`: which sentences may answer.
     */
    find(
      words: readonly string[],
      max = 2,
      accept: (item: Item) => boolean = ANY_ITEM,
      { making = false, keep = (_: string): boolean => true } = {},
    ): Passage[] {
      if (!words.length) return [];
      const asked = [...new Set(words.flatMap((w) => [w, ...(TOPIC_SYNONYMS.get(w) ?? [])]))];
      // Only the visitor's own words match longer forms ("certif" ~ "certified"); a synonym matches
      // itself ("pay" is not "payments").
      const own = new Set(words.map(stem));
      const hits = index.search(asked.join(' '), {
        prefix: (term) => term.length >= 4 && own.has(term),
        combineWith: 'OR',
      }) as unknown as (Hit & { id: number })[];
      const stems = asked.map(stem);
      const ranked = rank(
        [...hits, ...titledOnly(hits, own)].filter(
          (h) => accept(cat.items.get(h.item as string)!) && keep(h.text) && formsOfAsked(h, stems),
        ),
        words,
        (id) => cat.items.get(id)!,
        titleStems,
        making,
        // Of no piece of work in particular: hours asked are the owner's own.
        accept === ANY_ITEM,
      );
      const found: Passage[] = [];
      for (const { hit, n } of bestRanked(ranked)) {
        if (found.length >= max) break;
        const item = cat.items.get(hit.item as string)!;
        if (!found.some((p) => p.item === item))
          found.push({
            text: hit.text as string,
            item,
            matched: n,
            every: words.every((w) => has(hit.terms, w)),
            own: hit.terms.some(
              (t) => [...own].some((o) => t === o || t.startsWith(o)) || !RELATED_STEMS.has(t),
            ),
          });
      }
      return found;
    },
  };
}

export type Passages = ReturnType<typeof createPassages>;

/**
 * The hits of the best count, in rank order. A plural asked as a noun ("talks") found so: a
 * sentence with only the verb ("rather talk about pay") is not on it.
 */
function bestRanked<R extends { n: number; verbOnly: boolean }>(ranked: readonly R[]): R[] {
  const best = ranked[0]?.n ?? 0;
  const asNoun = !!ranked[0] && !ranked[0].verbOnly;
  return ranked.filter((r) => r.n >= best && !(asNoun && r.verbOnly));
}

/** A text's sentences, trimmed; a sentence is never cut inside a version number or abbreviation. */
export function sentencesOf(text: string): string[] {
  const out: string[] = [];
  let rest = text.trim();
  while (rest) {
    const sentence = firstSentences(rest, 1);
    if (!sentence) break;
    out.push(sentence);
    rest = rest.slice(rest.indexOf(sentence) + sentence.length).trim();
  }
  return out;
}

// Tables read by a visitor's words have no prototype: "constructor" is a word, not a key.
for (const table of [RELATED, OWN_STEMS]) Object.setPrototypeOf(table, null);
