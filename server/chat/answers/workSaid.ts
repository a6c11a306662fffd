import type { Item } from '../catalogue';
import { proseOfItem, sentencesOf, type Passage, type Passages } from '../passages';
import type { Parsed } from '../understand';
import { isWork, type Ctx } from './context';
import { answer, contactLine, itemLink, type Answer } from './markdown';
import { notOnSite } from './scope';
import { card } from './work';
import { commonWords } from '../lexicon/english';
import { NEGATION } from '../lexicon/cues';

// Readings a follow-up on the work in view is mistaken for when it asks what only the work's own words say.
const OFF_READINGS = new Set([
  'education',
  'career',
  'notOnSite',
  'summary',
  'currentRole',
  'aboutMe',
  'location',
]);

/**
 * "Is it still his app?", "who owns it now?" of the one piece of work in view: its own sentence with
 * the question's words, when the nearest example reads the question as about the owner.
 */
export function saidInView(
  passages: Passages,
  q: Parsed,
  focus: readonly Item[],
  intent?: string,
): Passage | undefined {
  const work = focus.filter(isWork);
  if (work.length !== 1 || !intent) return undefined;
  if (q.found.some((f) => f.entity.type !== 'owner' && f.entity.type !== 'kind')) return undefined;
  const asked = passages.topicWords(q.words, { verbs: true }).filter((w) => w !== 'now');
  const own = passages.find(asked, 1, (i) => i === work[0]);
  if (asksUsers(q) && q.backRef)
    return (
      sentencesIn(work[0]!).find((p) => USAGE.test(p.text.replace(OF_USERS_NOT_USERS, ''))) ??
      passages
        .find(asked, 1, (i) => i === work[0])
        .find(
          (p) =>
            p.every &&
            !/\b(?:built|made|written) (?:using|with)\b/i.test(p.text) &&
            passages.says(p.text.replace(OF_USERS_NOT_USERS, ''), asked),
        )
    );
  if (readOfWork(q, intent)) return own.find((p) => p.every || p.matched >= 2);
  // "How many downloads?" right after one piece of work: words only its own sentences have.
  const terse =
    q.words.length <= 4 &&
    !q.found.length &&
    !q.words.some((w) => TRYING.has(w)) &&
    asked.length > 0 &&
    asked.every((w) => !commonWords().has(w));
  return terse ? own.find((p) => p.every) : undefined;
}

/** A follow-up pointing at the work in view ("it", or asked as its user) that a reading of the owner took. */
function readOfWork(q: Parsed, intent: string): boolean {
  // "Can you actually beat the computer?" right after one piece of work asks as its user would.
  const asUser = /\b(?:can|could|do|does|will|would) (?:you|i|we|one|people)\b/.test(q.words.join(' '));
  // Asked as its user, a question on anything but trying it or its code is a detail of it.
  const detail = asUser && intent === 'itemLink' && !q.words.some((w) => TRYING.has(w));
  // "What rating does it have?" read as its stack or the owner's skills, where no word asks what
  // it is built with.
  const notStack = STACK_READINGS.has(intent) && !q.words.some((w) => STACK_WORDS.has(w));
  return (
    (q.backRef || asUser) &&
    (OFF_READINGS.has(intent) || asksUsers(q) || asksTakings(q) || detail || notStack)
  );
}

const STACK_READINGS = new Set(['itemStack', 'skills']);
const STACK_WORDS = new Set(
  'skill skills built build stack tech techs technology technologies language languages framework frameworks library libraries use uses used using made make written write coded code engine database backend frontend api tools tool'.split(
    ' ',
  ),
);

// "How much money does it make?", "what's its revenue?": a product's takings, in its own words.
const TAKINGS_WORDS = new Set([
  'money',
  'revenue',
  'revenues',
  'income',
  'earn',
  'earns',
  'profit',
  'mrr',
  'arr',
]);
const asksTakings = (q: Parsed) => q.words.some((w) => TAKINGS_WORDS.has(w));

// Words of trying a piece of work or reading its code: what its links are for.
const TRYING = new Set(
  'link links url play try open run install download demo live code source github repo see visit use'.split(
    ' ',
  ),
);

const USE_WORDS = new Set(['use', 'uses', 'used', 'using', 'users', 'user']);

/** "Who uses it?", "who are its users?": the people using the work, not what it is built with. */
export const asksUsers = (q: Parsed) =>
  q.words.some((w) => WHO_WORDS.has(w)) && q.words.some((w) => USE_WORDS.has(w));
// Real use of a piece of work, as its owner reports it: users, a pilot, downloads, customers.
// A count of users, downloads or customers says it; the words alone ("installs on any phone") do not.
const USAGE =
  /\b(?:(?:\d[\d,.]*\+?|one|two|three|four|five|six|seven|eight|nine|ten|dozens|hundreds|thousands)\s+(?:\S+\s+){0,2}(?:users|downloads|installs|customers|subscribers|players|members|teams|people)|pilot(?:ed)?|used (?:by|daily|every)|in production|tested it with|tested with \d|(?:has|have|had) used (?:it )?since|\d[\d,.]*\+?\s+\S+\s+(?:a|per|each|every) (?:day|week|month|year)|\d[\d,.]*\+? (?:\S+ ){0,2}\w+(?:ers|ists|ians|ees)\b[^.;]*?\b(?:now )?(?:use|uses|run|runs|rely|relies|depend|depends|play|plays|signed up|joined))\b/i;

/** The work's own sentence on how it has been used, if it gives one. */
export const usageSaid = (w: Item): string | undefined =>
  sentencesIn(w).find((p) => USAGE.test(p.text.replace(OF_USERS_NOT_USERS, '')))?.text;
const sentencesIn = (w: Item): Passage[] =>
  sentencesOf(proseOfItem(w)).map((text) => ({ text, item: w, matched: 1, every: true, own: true }));
// "User stories", "user interface": words about users that say nothing of who uses the work.
const OF_USERS_NOT_USERS =
  /\buser[- ](?:stor(?:y|ies)|experience|interface|research|testing|flows?|journeys?)\b/gi;
// "Who uses it?", "did anyone actually use it?", "do people use it?".
const WHO_WORDS = new Set(['who', 'anyone', 'anybody', 'someone', 'people']);

export function workSaid(ctx: Ctx): Answer {
  const said = saidInView(ctx.passages, ctx.q, ctx.focus, 'notOnSite');
  const w = ctx.focus.find(isWork);
  const usage = !said && w && asksUsers(ctx.q) ? usageSaid(w) : undefined;
  if (usage) return answer(`${itemLink(w!)}, in ${ctx.v.name}'s words: “${usage}”`, [w!]);
  if (!said && w && asksUsers(ctx.q))
    return answer(`The site doesn't say who uses ${itemLink(w)}. ${contactLine(ctx.v)}`, [w], 'not-on-site');
  if (!said || !w) return w ? card(ctx, w) : notOnSite(ctx);
  const yes = ctx.q.yesNo && !NEGATION.test(said.text) ? 'Yes: ' : '';
  return answer(`${yes}${itemLink(w)}, in ${ctx.v.name}'s words: “${said.text}”`, [w]);
}
