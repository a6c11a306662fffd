import type { Item, Work } from '../catalogue';
import { kindsOf } from '../facts';
import { sentencesOf } from '../passages';
import { tokens } from '../text';
import { entitiesOf } from '../understand';
import { answer, itemLink, when, type Answer } from './markdown';
import { isWork, namedItems, namedKinds, type Ctx } from './context';

// "Where did he give the talk?", "who was it built for?": one detail of one piece of work, read from
// its own sentences. Where is a place named after at/in/during; whom it is for, the people after "for".

// Words that make "where" ask for a link or a page, not a place.
const LINK_WORDS = new Set(
  'see find view try code repo repository github link live demo url hosted deployed download install installed buy source play watch read access check get online visit open'.split(
    ' ',
  ),
);
// "Who are its users?", "what audience is it for?": the people it serves ("the audience award" is a prize).
const PEOPLE_WORDS = new Set(['users', 'customers', 'clients', 'audience']);
const PRIZE_WORDS = new Set(['award', 'prize', 'choice', 'vote', 'favourite', 'won', 'win']);
// A capitalised name after "at", "in" or "during": a venue, a city, an event, a school.
const PLACE =
  /\b(?:at|in|during)\s+(?:the\s+)?(\p{Lu}[\p{L}\d'’&-]*(?:\s+(?:of\s+)?\p{Lu}[\p{L}\d'’&-]*)*)/gu;
// "for gamers looking for teammates", "for small charities": people or groups a thing serves.
const FOR_WHOM =
  /\bfor\s+(?!(?:the\s+)?(?:front|back|first|last|example|instance|now|every|each|all|any|its|their|his|her|my|our|this|that|it|them|free|years?|months?|weeks?|days?)\b)(?![\p{L}-]+ing\b)[\p{L}-]+/iu;
const MONTHS = /^(?:January|February|March|April|May|June|July|August|September|October|November|December)$/;

type Detail = 'place' | 'audience';

function detailAsked(ctx: Ctx): Detail | undefined {
  const w = ctx.q.words;
  if (w.includes('where') && !w.some((x) => LINK_WORDS.has(x))) return 'place';
  if (w.some((x) => PRIZE_WORDS.has(x))) return undefined;
  const forWhom = (w.includes('who') && w[w.length - 1] === 'for') || w.includes('whom');
  const people = w.some((x) => PEOPLE_WORDS.has(x)) && (w.includes('who') || w.includes('audience'));
  return forWhom || people ? 'audience' : undefined;
}

/** The one piece of work asked about: named, the only one of a kind named, or the one in view. */
function workAsked(ctx: Ctx): Work | undefined {
  const named = namedItems(ctx).filter(isWork);
  if (named.length) return named.length === 1 ? named[0] : undefined;
  if (ctx.q.found.some((f) => f.entity.type !== 'owner' && f.entity.type !== 'kind')) return undefined;
  const kinds = namedKinds(ctx);
  const ofKind = ctx.cat.work.filter((x) => kinds.some((k) => kindsOf(x).includes(k)));
  if (kinds.length) return ofKind.length === 1 ? ofKind[0] : undefined;
  // The work in view only when the question points back to it ("where was it shown?").
  const inView = ctx.q.backRef ? ctx.focus.filter(isWork) : [];
  return inView.length === 1 ? inView[0] : undefined;
}

export const proseOf = (w: Work) =>
  w.type === 'project'
    ? `${w.project.summary} ${w.project.description}`
    : `${w.hackathon.description.app} ${w.hackathon.description.role}`;

/** Whether a sentence names a place: a capitalised name after at/in that is no skill, month or the work itself. */
function namesPlace(ctx: Ctx, w: Item, sentence: string): boolean {
  return [...sentence.matchAll(PLACE)].some((m) => {
    const name = m[1]!;
    const tech = ctx.cat.techs.some((t) => t.title.toLowerCase() === name.toLowerCase());
    return !tech && !MONTHS.test(name) && name !== w.title;
  });
}

/** Whom a piece of work is for: its opening lines' "for <people>", else the sentence that opens its description. */
function audienceSentence(w: Work): string {
  const summary = w.type === 'project' ? w.project.summary : w.hackathon.description.app;
  const opening = sentencesOf(w.type === 'project' ? w.project.description : w.hackathon.description.app)[0]!;
  return [opening, ...sentencesOf(summary)].find((s) => FOR_WHOM.test(s)) ?? opening;
}

export function workDetail(ctx: Ctx): Answer | undefined {
  const detail = detailAsked(ctx);
  if (!detail || entitiesOf(ctx.q, 'tech').length) return undefined;
  const w = workAsked(ctx);
  if (!w) return undefined;
  const sentences = sentencesOf(proseOf(w));
  // "Where is it published?": the sentence with the word asked, before any place named.
  const named = new Set(tokens(w.title));
  const topic = ctx.passages
    .topicWords(ctx.q.words, { verbs: true })
    .filter((t) => t.length > 3 && !named.has(t));
  const worded = sentences.filter((s) => topic.some((t) => tokens(s).includes(t)));
  const placed = worded.length ? worded : sentences.filter((s) => namesPlace(ctx, w, s));
  const said = detail === 'place' ? placed : [audienceSentence(w)];
  const event =
    w.type === 'hackathon' && detail === 'place'
      ? ` ${ctx.v.name}'s entry at ${w.hackathon.event} (${when(w.hackathon.date)}).`
      : '';
  if (!said.length && !event) {
    // An audience always has the opening sentence; a place may be nowhere.
    const summary = w.type === 'project' ? w.project.summary : w.hackathon.description.app;
    return answer(`The site doesn't name a place for ${itemLink(w)}. It is “${summary}”`, [w]);
  }
  const quote = said.length ? ` “${said.join(' ')}”` : '';
  return answer(`${itemLink(w)}:${event}${quote}`, [w]);
}
