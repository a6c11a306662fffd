import type { Catalog } from './catalog';
import { findNamed } from './catalog';
import { namedItems } from './detect';
import { asksIfOfKind, eitherAsked, kindsAsked, namesKind } from './kinds';
import { qualityAsked } from './qualities';
import type { Intent, ItemRef } from './types';
import { mentions } from '../patterns';
import { RESOURCES, WHEN } from './words';

// Follow-up questions ("Which of them use React?", "tell me more about the second one", "what year was
// that?") name no item: they point back at the items of the previous answer, its focus. Resolved here
// into an ordinary intent about those items, so the answer is written like any other.

const ORDINALS: Record<string, number> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
  '1st': 1,
  '2nd': 2,
  '3rd': 3,
  '4th': 4,
  '5th': 5,
  '6th': 6,
};
// "the second one", "the third of them", "the last on the list", or the ordinal ending the question
// ("and the third?"); "the first project Kai built" is about the earliest project, not a position.
// A message that is only the ordinal ("3rd one", "and the second?") counts too.
const ORDINAL = new RegExp(
  `(?:\\b(?:the|number) |^(?:and )?)(${Object.keys(ORDINALS).join('|')}|last|\\d)(?= (?:one|ones|of (?:them|those|these)|on the list|in the list)\\b|$)`,
);
// "that" and "this" point back only at the end ("what year was that?") or before a noun for an item:
// in "the projects that use React" or "this site" they do not.
const REFERS_BACK =
  'them|those|these|they|it|its|the same|there|which one|which ones|any of them|tell me more|more details?|go on|' +
  '(that|this)$|(that|this) (one|project|app|team|hackathon|role|job|entry|category)';
// "What was his role?" right after a team or a job asks it of that one (after anything else, of the career).
const ROLE_BACK = /\b(?:his|her|their) role$/;
const WORK = 'projects?|apps?|hackathons?|teams?|work|built|build|made|use|uses|used|using';
const DETAIL =
  'more|details?|about|what is|whats|what does|what do|do|does|describe|explain|built with|made with|stack|link|links|role|show|tell|code|demo|live|github|see|' +
  'who|why|for|purpose|features?|what did|build|built|make|made|create|created';
// A message that is only the name of an item's detail ("link?", "and the demo?") asks it of the item just shown.
const BARE_DETAIL =
  /^(?:and |what about |whats |the |its )*(?:the )?(?:links?|urls?|github|repo|repository|demo|live|live (?:link|site|demo)|code|source code|stack|tech stack)$/;
// GitHub is a technology and where every project's and team's code is: of them, "the github of the third one",
// "is it on github?" and "which of them use GitHub?" ask for the links ("does it use GitHub Actions?" does not).
const GITHUB_LINK =
  /\b(?:the|its|their) github\b|\bgithub (?:links?|repos?|repository|pages?|urls?)\b|\b(?:is|are) (?:it|they|them) on github\b|\b(?:which|what)(?: ones?| of (?:them|those|these))? (?:use|uses|are on|is on) github$/;
// "Can I play it?", "is it live?", "where is it hosted?": where to open the item just shown.
const OPEN_IT =
  /\b(?:play|try|open|visit) (?:it|them)\b|\b(?:is|are) (?:it|they) (?:live|online|deployed|hosted|playable)\b|\bwhere (?:is|are) (?:it|they) (?:hosted|deployed|live|running)\b|\bis there a (?:demo|live (?:version|site|link))\b/;
// "What did Kai do before that?": the role before the one just shown (content lists the career newest first).
const BEFORE_THAT = /\b(?:before|prior to) (?:that|this|it)\b/;
// "What language is it in?", "what was the backend?", "which database?": what the item just shown is built with.
const STACK =
  'languages?|databases?|db|backend|back end|frontend|front end|frameworks?|librar(y|ies)|tech|technolog\\w*|tools?|' +
  'built with|made with|written in|stack|run on|runs on|what (did|does) (he|she|they) use';
// Asked alone, a part of the stack points back too: "what was the backend?", "and the database?", "wat language".
const STACK_ALONE =
  /^(?:and |what about |whats |what (?:is|was|were|are) |what |which )*(?:the |its |their )?(?:backend|back end|frontend|front end|databases?|db|languages?|stack|tech stack|tech|frameworks?)(?: (?:did (?:he|she|they) use|is it (?:in|on|written in)|was it (?:in|on|written in)))?$|^(?:and )?what (?:did|does) (?:he|she|they) use(?: (?:for it|there|for that))?$/;
// "Which projects use it?" after a technology: the projects (or teams) among the items just shown.
const WHICH_KIND = /\b(?:which|what) (?:(projects?|apps?)|hackathons?|teams?)\b/;
// "And after that?", "what came next?": the role after the one just shown.
// Not "and what about X?": that names its own subject.
const AFTER_THAT =
  /\b(?:after (?:that|this|it)|what came (?:next|after)|what next)\b|^(?:and )?then(?: what)?$/;

// "Which were in 2024?", "which of them are from 2023": the items just shown of that year.
const OF_YEAR =
  /^(?:and )?(?:which|what)(?: ones?| of (?:them|those|these))? (?:were|was|are|is|happened|took place) (?:in|from|during) ((?:19|20)\d\d)$/;

// "Since when?", "how long?", "what year?" alone, or "when did he leave?", ask it of the item just shown.
const BARE_WHEN =
  /^(?:and )?(?:since when|how long|how long for|what year|which year|when|when did (?:he|she|they) (?:leave|start|begin|finish|quit|stop|join|end)(?: (?:it|there|that|them))?)$/;
// "What did Kai do there?", "did he lead it?": of one team, role or project just shown, its own card says.
// "What did Kai build?" alone asks for the projects: building points back only with "there" or "for it".
const DID_THERE =
  /^(?:and )?what (?:did|was) \w+ (?:do|doing)(?: there| for (?:it|them|that)| on (?:it|that))?$|^(?:and )?what did \w+ (?:build|make) (?:there|for (?:it|them|that)|on (?:it|that))$/;
const LED_IT = /\b(?:lead|led|leading) (?:it|that|them|the team|that team|this team)\b/;
// "What did they build?", "what did the team build there?" after the teams: the teams' apps.
const TEAMS_BUILT =
  /^(?:and )?what did (?:\w+|the team|the teams|his team|his teams) (?:build|make|create)(?: there| then| for (?:it|them|that)| at (?:it|them|those|that one))?$/;

// "Which is the newest?", "which one was the longest?": chosen among the items just shown by their dates.
// Only when nothing but "one" or "of them" follows: "what was his latest hackathon?" names its own subject.
const BY_DATE =
  /(?:\b(?:which|what)(?: one| ones| of (?:them|those|these))? (?:is|was|are|were) (?:the |his )?|^(?:and )?(?:the )?)(newest|latest|most recent|oldest|earliest|longest|shortest)(?: one| ones| of (?:them|those|these)| on the list)?$/;
const BY: Record<string, 'newest' | 'oldest' | 'longest' | 'shortest'> = {
  newest: 'newest',
  latest: 'newest',
  'most recent': 'newest',
  oldest: 'oldest',
  earliest: 'oldest',
  longest: 'longest',
  shortest: 'shortest',
};

// "Which projects?", "and in which hackathons?" alone, after a question about technologies, ask which of that kind use them.
const KIND_ALONE =
  /^(?:and |in |what about |how about |any |also )*(?:which |what )?(?:(projects?|apps?)|hackathons?|hackathon entries|teams?)(?: (?:then|too|also))?$/;

/** The kind of work a question that is only a kind asks for ("and which hackathons?"), if it is one. */
export function kindAlone(q: string): 'projects' | 'hackathons' | undefined {
  const m = KIND_ALONE.exec(q);
  return m ? (m[1] ? 'projects' : 'hackathons') : undefined;
}

/** Whether the (normalised) question asks what was learned from ("what resources did he use?"): of the education just shown. */
export const asksForResources = (q: string) => mentions(q, RESOURCES);

/** Whether the (normalised) question picks from a list, by place ("the second one", "and the last?") or by date ("which is the newest?"). */
export const picksFromList = (q: string) => ORDINAL.test(q) || BY_DATE.test(q);

// "Tell me about Coach Profile", "is the site responsive?": "the site" may be the site just shown. Not "this site" or "his
// portfolio", which are always this site's own project.
const THE_SITE_ASKED = /\bthe (?:site|website|web site)\b/;
/** Whether the (normalised) question asks a quality of "the site", which may be the site just shown. */
const ofTheSite = (q: string) => THE_SITE_ASKED.test(q) && qualityAsked(q) !== undefined;

/** Whether the (normalised) question points back at the previous answer rather than naming its subject. */
export const refersBack = (q: string) =>
  ofTheSite(q) ||
  mentions(q, REFERS_BACK) ||
  OF_YEAR.test(q) ||
  ORDINAL.test(q) ||
  BY_DATE.test(q) ||
  BARE_WHEN.test(q) ||
  DID_THERE.test(q) ||
  TEAMS_BUILT.test(q) ||
  BARE_DETAIL.test(q) ||
  AFTER_THAT.test(q) ||
  STACK_ALONE.test(q) ||
  ROLE_BACK.test(q);

/**
 * The intent of a follow-up, or undefined when the question stands on its own (it names its own
 * items, or there is nothing to point back at).
 */
export function resolveFollowUp(q: string, focus: readonly ItemRef[], catalog: Catalog): Intent | undefined {
  if (focus.length === 0 || !refersBack(q) || namedItems(q, catalog).length > 0) return undefined;
  const has = (pattern: string) => mentions(q, pattern);
  const ordinal = ORDINAL.exec(q)?.[1];
  let items = [...focus];
  if (ordinal) {
    const picked = ordinal === 'last' ? items.at(-1) : items[(ORDINALS[ordinal] ?? Number(ordinal)) - 1];
    if (!picked) return undefined;
    items = [picked];
  }
  // "The site" after one project that calls itself a site is that project; after anything else, this site (detectIntent).
  if (ofTheSite(q) && !mentions(q, REFERS_BACK)) {
    const only = items.length === 1 ? items[0] : undefined;
    const quality = qualityAsked(q);
    return quality && only?.kind === 'project' && catalog.sites.includes(only.id)
      ? { kind: 'quality', what: quality.id, items: [only] }
      : undefined;
  }
  // "Is it responsive?", "which of them are mobile friendly?": what their own sentences say; "is it a game?" of the one
  // item just shown: yes or no, by the kinds' rule.
  const asWork = items.filter((i) => i.kind === 'project' || i.kind === 'hackathon');
  if (asWork.length && asWork.length === items.length) {
    const quality = qualityAsked(q);
    if (quality) return { kind: 'quality', what: quality.id, items: asWork };
    const kinds = kindsAsked(q, catalog.kinds);
    if (items.length === 1 && kinds.length && namesKind(q) && asksIfOfKind(q, [], NOTHING, kinds))
      return {
        kind: 'ofKind',
        items: asWork,
        what: kinds.map((k) => k.kind.id),
        ...(eitherAsked(q, kinds) && { either: true as const }),
      };
  }
  // Of one item, its card says; after a list, "what did Kai do?" is a question of its own ("what did they build?" is not).
  if (LED_IT.test(q) && !ordinal && items.length === 1 && items[0]!.kind === 'hackathon')
    return { kind: 'leadership', scope: 'hackathons', slugs: [items[0]!.id] };
  if ((DID_THERE.test(q) || LED_IT.test(q)) && !ordinal && items.length === 1) return detailOf(items);
  const teams = items.filter((i) => i.kind === 'hackathon');
  if (TEAMS_BUILT.test(q) && !ordinal && teams.length) return detailOf(teams);
  // Without teams, "what did he build?" is a question of its own (the projects), as "What did Kai build?" is.
  if (TEAMS_BUILT.test(q) && !DID_THERE.test(q) && !mentions(q, REFERS_BACK)) return undefined;
  if (DID_THERE.test(q) && !mentions(q, REFERS_BACK) && items.length > 1) return undefined;
  const work = items.filter((i) => i.kind === 'project' || i.kind === 'hackathon');
  const year = OF_YEAR.exec(q)?.[1];
  if (year) return work.length ? { kind: 'list', items: work, year: Number(year) } : undefined;
  const byDate = BY_DATE.exec(q)?.[1];
  if (byDate && !ordinal && items.length > 1) return { kind: 'pick', items, by: BY[byDate]! };
  if (
    ROLE_BACK.test(q) &&
    !mentions(q, REFERS_BACK) &&
    !items.some((i) => i.kind === 'hackathon' || i.kind === 'entry')
  )
    return undefined;
  const techs = findNamed(q, catalog.techs).filter(
    (t) => !(GITHUB_LINK.test(q) && t.toLowerCase() === 'github'),
  );
  // Of one project or team ("what language is it in?", "the stack of the second one"), or of them all when
  // the question says so; "what about the frontend?" after a list is about the owner's Frontend skills, and
  // "which of them are written in Python?" names its technology (a subset, below).
  if (
    work.length > 0 &&
    work.length === items.length &&
    !techs.length &&
    has(STACK) &&
    (items.length === 1 || mentions(q, REFERS_BACK))
  ) {
    return { kind: 'stack', items: work, categories: findNamed(q, catalog.categories) };
  }
  if (STACK_ALONE.test(q)) return undefined;
  // "github?" after a role is about the owner's GitHub, not the role: answered as a question of its own.
  if (BARE_DETAIL.test(q)) return work.length ? { kind: 'links', items: work } : undefined;
  if ((GITHUB_LINK.test(q) || OPEN_IT.test(q)) && work.length) return { kind: 'links', items: work };
  if (BEFORE_THAT.test(q)) return roleBefore(items, catalog);
  if (AFTER_THAT.test(q)) return roleAfter(items, catalog);
  if (techs.length && work.length) return { kind: 'subset', items: work, techs };
  const whichKind = WHICH_KIND.exec(q);
  if (whichKind && !ordinal) {
    const asked = work.filter((i) => i.kind === (whichKind[1] ? 'project' : 'hackathon'));
    if (asked.length) return { kind: 'list', items: asked };
  }
  const categories = items.filter((i) => i.kind === 'category');
  if (categories.length && has(WORK)) return { kind: 'uses', slugs: categories.map((i) => i.id) };
  if (has(WHEN)) return { kind: 'when', items, terms: [] };
  if (ordinal || has(DETAIL)) return detailOf(items);
  return undefined;
}

const NOTHING: ReadonlySet<string> = new Set();

const rolesNewestFirst = (catalog: Catalog) => [...new Set(catalog.roles.map((r) => r.target))];
const rolePlaces = (items: readonly ItemRef[], newestFirst: string[]) =>
  items
    .filter((i) => i.kind === 'entry')
    .map((i) => newestFirst.indexOf(i.id))
    .filter((n) => n >= 0);

/** The career role before the earliest role in focus; undefined before the first, so the background answers. */
function roleBefore(items: readonly ItemRef[], catalog: Catalog): Intent | undefined {
  const newestFirst = rolesNewestFirst(catalog);
  const places = rolePlaces(items, newestFirst);
  const before = places.length ? newestFirst[Math.max(...places) + 1] : undefined;
  return before ? { kind: 'role', ids: [before] } : undefined;
}

/** The career role after the latest role in focus; after the newest, what the owner does now. */
function roleAfter(items: readonly ItemRef[], catalog: Catalog): Intent | undefined {
  const newestFirst = rolesNewestFirst(catalog);
  const places = rolePlaces(items, newestFirst);
  if (!places.length) return undefined;
  const after = newestFirst[Math.min(...places) - 1];
  return after ? { kind: 'role', ids: [after] } : { kind: 'career', current: true };
}

/** The detail answer for the items, when they are all of one kind. */
function detailOf(items: ItemRef[]): Intent | undefined {
  const kinds = new Set(items.map((i) => i.kind));
  if (kinds.size !== 1) return undefined;
  const ids = items.map((i) => i.id);
  switch (items[0]!.kind) {
    case 'project':
      return { kind: 'project', slugs: ids };
    case 'hackathon':
      return { kind: 'hackathon', slugs: ids };
    case 'category':
      return { kind: 'category', slugs: ids, asTitle: false };
    case 'entry':
      return { kind: 'role', ids };
  }
}
