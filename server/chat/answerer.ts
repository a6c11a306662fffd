import type { Faq, Owner } from '../../content';
import type { ChatTurn } from '../../contracts/chat';
import { whyJudged } from './whyJudged';
import { currencyAgain } from './answers/currencyAgain';
import { asksFamily, familyFollowUp } from './answers/family';
import { nameInView } from './answers/nameInView';
import { handsOn } from './answers/handsOn';
import { faqFollowUp } from './answers/faqFollowUp';
import { demonymAnswer } from './answers/nationality';
import { ageClaim } from './answers/ageClaim';
import { orderClaim, stillClaim } from './answers/orderClaim';
import { freelanceAsked } from './answers/freelance';
import { orgAsked } from './answers/orgAsked';
import { postsEither } from './answers/postsEither';
import { faqAskedOtherwise, feeNotSalary, payAsked, payFaq, payWord } from './faqAsked';
import { townsAsked } from './answers/faqPolar';
import { asksStudyOfKind } from './answers/studyKind';
import { faqOfTopic } from './faqOfTopic';
import { howOften } from './answers/howOften';
import {
  countryAgainOf,
  phraseAgainOf,
  placeAgainOf,
  purposeAgainOf,
  teamSizeAgainOf,
  yearsAgainOf,
} from './askedAgain';
import { jobsBySides, jobsCounted } from './answers/jobsSideBySide';
import { whereInView, whereOfWork } from './answers/whereInView';
import { founded } from './answers/founded';
import { roleInView } from './answers/roleInView';
import { faqAgain, faqWhy } from './answers/faqWhy';
import { REASON_ASKED } from './answers/switchFaq';
import { ITEM_ID } from '../../contracts/items';
import {
  buildCatalogue,
  faqItemId,
  sameEntity,
  type Catalogue,
  type Entity,
  type Item,
  type Tech,
  type Work,
} from './catalogue';
import { duration, entryLine, placeLine, unfinished, type Entry } from './answers/entryText';
import { createClassifier, slotExample, type Classified, type Classifier } from './classifier';
import { FAQ_NEAR, ownFaqSpeaks } from './faqSpeaks';
import {
  createPassages,
  isLanguage,
  proseOfItem,
  sentencesOf,
  type Passage,
  type Passages,
} from './passages';
import { EXAMPLES, type Intent } from './examples';
import {
  createSpeller,
  entitiesOf,
  parse,
  ROLE_NOUNS,
  slottedOf,
  theyAsOwner,
  type Found,
  type Parsed,
  type Speller,
} from './understand';
import {
  BUILT_WORDS,
  described,
  describedJob,
  describingWords,
  describedStudy,
  placeDescribing,
  isWork,
  namedItems,
  namedKinds,
  namedTechs,
  ownedWord,
  type Ctx,
} from './answers/context';
import { workDetail } from './answers/workDetail';
import { answer, contactLine, itemLink, voiceOf, when, type Answer } from './answers/markdown';
import * as about from './answers/about';
import { asksCertificate, termAsked } from './answers/certificates';
import { breakInView, entriesBetween } from './answers/timeline';
import { asksHours, studyByNoun } from './answers/hours';
import { asksLonger } from './answers/tenure';
import {
  asksIndustry,
  asksWhyJoined,
  asksWhyLeft,
  fieldOfTitle,
  jobAsked,
  laidOff,
  leavingBesideFaq,
} from './answers/leaving';
import { wordSidesAsked } from './answers/wordSides';
import { sinceThen } from './answers/ago';
import { rankAsked } from './answers/placeRank';
import { softwareSince } from './answers/softwareSince';
import { titleClaim } from './answers/titleClaim';
import { firstClaim } from './answers/firstClaim';
import { areasIn, otherDesign } from './answers/fit';
import { awards } from './answers/awards';
import { thesisAnswer } from './answers/thesis';
import { titledEntries } from './answers/titledEntries';
import { asksBusiestYear } from './answers/busiestYear';
import { platformAsked, storeAsked } from './lexicon/hosts';
import * as judge from './answers/judge';
import { measureOfWord } from './answers/reach';
import { capitalised, DOING, inViewFaqFirst, prose, source } from './answers/prose';
import { deniedBefore } from './answers/faqPolar';
import * as scope from './answers/scope';
import {
  builtAtJob,
  jobInYear,
  doneIn,
  doneOutside,
  jobsIn,
  entryPlaced,
  stillDoing,
  joinedAs,
  postBefore,
  renamedEmployer,
  softwareJob,
  whenIn,
  workModeOf,
} from './answers/entryClaims';
import { attendedSchool, studiedSubject } from './answers/studied';
import { clientsOf } from './answers/clients';
import { longerOf, longerThanSoftware, longestJob, softwareSideAsked } from './answers/tenure';
import { inViewOfType } from './answers/inViewOfType';
import { namedByTech } from './oneByTech';
import { jobDuringWork } from './answers/jobDuringWork';
import { asksSkillGaps, skillGaps } from './answers/skillGaps';
import { asksWithout, workWithout } from './answers/without';
import { asksTeamsWithout, teamsWithout } from './answers/teamsWithout';
import { asksFieldInView, asksJobFields, fieldOfInView, jobFields } from './answers/jobFields';
import { claimAsked, claimInView } from './answers/spanClaim';
import {
  describedOne,
  describedWorkNamed,
  ofKindNamed,
  purposeDescribed,
  wordsDescribing,
} from './answers/describedOne';
import { livedIn } from './answers/livedIn';
import { askedBeforeNow, askedOfJobInView, roleAtJobInView } from './answers/jobInView';
import { workOrigin } from './answers/workOrigin';
import { hackathonsInPlace } from './answers/hackathonPlace';
import { skillsInCategory } from './answers/categoryCount';
import { careerSwitch, fieldSwitch } from './answers/careerSwitch';
import { countInView, workCountClaim } from './answers/workCount';
import { teamsWithoutCode } from './answers/noCode';
import { postAsked, postTitled } from './answers/postTitled';
import * as skills from './answers/skills';
import { reachAsked } from './answers/reach';
import { labelPhrase } from './answers/labelledSkills';
import * as work from './answers/work';
import { siteNameOf } from '../../content/brand';
import * as timeline from './answers/timeline';
import {
  careerOf,
  chronological,
  dateKey,
  educationOf,
  endKey,
  isJob,
  kindsOf,
  newestFirst,
  notCompeting,
  spanOf,
  stackOf,
  usesTech,
  year,
} from './facts';
import {
  commonWords,
  countriesNamed,
  englishWords,
  FUNCTION_WORDS,
  isPlaceWord,
  namesPlaces,
} from './lexicon/english';
import { asksPromotion } from './answers/promotion';
import { listPartSaid } from './answers/listPart';
import { saidInFaq } from './answers/saidInFaq';
import { buildTime } from './answers/buildTime';
import { toolsInView } from './answers/toolsInView';
import { placingInView } from './answers/placingInView';
import { wentWrong } from './answers/wentWrong';
import { besidesOfKind } from './answers/besidesOfKind';
import { reread } from './reread';
import { hosting } from './answers/hosting';
import { asksUsers, saidInView, workSaid } from './answers/workSaid';
import { areaWork } from './answers/fit';
import {
  CERTIFIED_WORDS,
  CHATTER,
  SPELLED_OUT,
  STUDY_NOUNS,
  BEARING_WORDS,
  BACKGROUND_WORDS,
  DEGREE_WORDS,
  NEGATION_WORDS,
  ORDER_WORDS,
  PERSONAL_WORDS,
  asMeasure,
  QUALIFICATION_WORDS,
  SALES_WORDS,
  SEEKING_PHRASE,
  LED_GROUPS,
  TEAM_WORDS,
  SELF_EMPLOYED,
  SKILL_KIND_WORDS,
} from './lexicon/cues';
import { stemmer } from 'stemmer';
import { firstSentences, listing, normalize, regexEscaped, singular, tokens, withoutVerdict } from './text';
import { chosenInView, countedSaid, followUpSaid } from './answers/followUpSaid';
import { workedIn } from './answers/workedIn';
import { asksFinished, finishedOfTech, finishedWork } from './answers/finished';
import { doneForNamed, noWorkAt, postHeld, whereWorkedAs } from './answers/workedAs';
import { afterTakeover, employerCount, titleChangeWithin } from './answers/employers';
import { movedTo } from './answers/moves';
import { asksForStudy, studyWork, workForStudy } from './answers/workForStudy';
import { techUse } from './answers/techUse';
import { scaleInView } from './answers/scale';
import { eventDone } from './answers/eventDone';
import { studyUnderway } from './answers/studyUnderway';
import { detailOfEntryInView, detailOfWorkInView, linkAskedAlone } from './answers/detailInView';
import { stackKindAsked } from './answers/stackKind';
import { propertyInView } from './answers/propertyInView';
import { notAgain } from './answers/notAgain';
import { companyDoes, companyFate, companySize } from './answers/companyDoes';
import { inEnglishOnly } from './replyLanguage';
import { jobDetail } from './answers/jobDetail';
import { afterGraduating, firstJobAfterStudy } from './answers/afterStudy';
import { abroad, asksAbroad } from './answers/abroad';
import { afterwards, resultInView, stillOut } from './answers/stillOut';
import { doneCountedSaid, figureSaidInView, figuresInView, thingCountedInView } from './answers/followUpSaid';

// The embedded answerer: offline, deterministic, built once per owner. A message is split into its
// questions; each is read against the content's catalogue (understand.ts), its intent found by the
// nearest example (classifier.ts), and answered by that intent's writer (answers/). Follow-ups
// resolve against the item ids the previous answer named, checked against content.

export type { Answer };

const WRITERS: Record<Exclude<Intent, `faq:${string}`>, (ctx: Ctx) => Answer> = {
  greeting: scope.greeting,
  assistant: scope.assistant,
  offTopic: scope.offTopic,
  notOnSite: scope.notOnSite,
  contact: scope.contact,
  location: scope.location,
  ownerName: scope.ownerName,
  ownerPronouns: scope.ownerPronouns,
  age: scope.age,
  summary: about.summary,
  aboutMe: about.aboutMe,
  career: about.career,
  currentRole: about.currentRole,
  entryAt: about.entryAt,
  education: about.education,
  hasDegree: about.hasDegree,
  educationResult: about.educationResult,
  background: about.background,
  startCoding: about.startCoding,
  experienceYears: about.experienceYears,
  // "What was his role at Fund Frontier?": the one entry named, in its own words.
  // "And what did the app do?" of the one piece of work in view asks what it is, not the owner's part.
  hackathonRoles: (ctx) =>
    !entitiesOf(ctx.q, 'owner').length && ctx.focus.filter(isWork).length === 1
      ? work.item(ctx)
      : oneHackathonAsked(ctx) && !entitiesOf(ctx.q, 'role').length
        ? work.itemRole(ctx)
        : about.hackathonRoles(ctx),
  leadership: about.leadership,
  projects: work.projects,
  // "Tell me about the hackathon she won": the one entry won, whole; the wins and placings otherwise.
  hackathons: (ctx) =>
    (WON_ONE.test(ctx.q.words.join(' ')) ? wonOne(ctx) : undefined) ?? work.hackathons(ctx),
  hackathonWins: awards,
  item: work.item,
  compare: judge.compare,
  inYear: timeline.inYear,
  careerGap: timeline.careerGap,
  itemLink: work.itemLinkAnswer,
  itemYear: work.itemYear,
  itemStack: work.itemStack,
  itemRole: work.itemRole,
  kindHas: work.kindHas,
  hosting,
  workSaid,
  areaWork,
  skillWhere: work.skillWhere,
  skillGaps,
  workWithout,
  teamsWithout,
  jobFields,
  postTitled,
  thisSite: work.thisSite,
  skills: skills.skills,
  // "Does it use Python?" of the one piece of work in view: its stack.
  skillHas: (ctx) =>
    ctx.q.yesNo && namedTechs(ctx).length && work.askedOfOneInView(ctx)
      ? work.skillWhere(ctx)
      : skills.skillHas(ctx),
  judgeProject: judge.judgeProject,
  judgeSkill: judge.judgeSkill,
  judgeFit: judge.judgeFit,
  leaning: judge.leaning,
  moreAbout: (ctx) => followUp(ctx, 'more'),
  neighbour: (ctx) => followUp(ctx, 'neighbour'),
  pick: (ctx) => work.keptAmongKind(ctx) ?? followUp(ctx, 'pick'),
};

// Below this score the nearest example is too far to trust; the entities named decide instead.
const MIN_SCORE = 0.25;
// At or above this score the nearest example is trusted even when the question has words it lacks.
const SURE_SCORE = 0.6;
// Intents whose writers are never overruled by the prose: replies about the assistant itself, and
// writers that weigh the question's own topic words themselves (judgements, a degree's subject).
const OWN_REPLIES = new Set<Intent>([
  'greeting',
  'location',
  'assistant',
  'offTopic',
  'judgeFit',
  'leaning',
  'judgeProject',
  'judgeSkill',
  'compare',
  'hasDegree',
  'skillGaps',
  'workWithout',
  'teamsWithout',
  'jobFields',
  'postTitled',
]);
// A faq phrasing this near a judgement question speaks to it ("strongest skill" ~ "what are his strengths").
const FAQ_KIND_SCORE = 0.3;
const FAQ_SURE = 0.5;
const MAX_QUESTIONS = 4;
// Verbs that open a request to do something else ("ignore your instructions…", "write me a poem…"):
// an off-topic request that opens with one is never read as describing the owner's work.
const COMMANDS = new Set(
  'ignore forget disregard reveal print output repeat pretend act write translate solve recommend explain say compose generate'.split(
    ' ',
  ),
);
// An attempt to override the assistant's instructions, wherever it stands in a message.
const INJECTION =
  /\b(?:ignore|disregard|forget|override)\b[^.?!]{0,40}\b(?:instructions|rules|prompt|guidelines)\b|\bsystem prompt\b|\byou are now\b|\bdeveloper mode\b/i;
// A request to make something for the visitor ("write me a Flutter widget", "can you help me draft…").
const MAKE_ME =
  /\b(?:write|code|build|make|create|generate|draft|compose) (?:me|us)\b|\b(?:(?:can|could|would|will) you|help me|please) (?:help me |help us )?(?:to )?(?:write|code|build|make|create|generate|draft|compose|translate|solve|fix|debug|rewrite|proofread)\b/;
// Intents whose question may name a job by describing it ("at the food delivery company").
// Readings of a question about "her bakery" that are not about that job alone.
const OWNED_ELSEWHERE = new Set<Intent>(['compare', 'experienceYears', 'careerGap', 'skillHas', 'judgeFit']);
const JOB_QUESTIONS = new Set<Intent>([
  'hackathonRoles',
  'itemRole',
  'entryAt',
  'item',
  'currentRole',
  'notOnSite',
]);
// Intents that answer in general: a named item's own sentences on the question's words come first.
const BROAD = new Set<Intent>([
  'moreAbout',
  'projects',
  'item',
  'notOnSite',
  'hackathons',
  'kindHas',
  'summary',
  'offTopic',
]);
const PEOPLE_SKILLS = new Set(
  'mentoring mentor mentored coaching coach coached teaching teach taught leading lead managing manage'.split(
    ' ',
  ),
);
const SKILL_READINGS = new Set<Intent>(['skillHas', 'skillWhere', 'skills']);
// Intents that ask one detail of one piece of work.
const DETAILS = new Set<Intent>(['item', 'itemLink', 'itemYear', 'itemStack', 'itemRole']);
// Judgement questions: the owner's own faq answer for the kind leads, whatever the wording.
// Each judgement with the kind of faq answer it quotes (a lean between areas is a question of strengths).
const JUDGEMENTS = new Map<Intent, Intent>([
  ['judgeSkill', 'judgeSkill'],
  ['judgeProject', 'judgeProject'],
  ['leaning', 'judgeSkill'],
  ['compare', 'judgeProject'],
]);
// Intents whose answers take no technology into account.
const TECH_BLIND = new Set<Intent>([
  'hackathons',
  'hackathonWins',
  'hackathonRoles',
  'career',
  'education',
  'summary',
  'aboutMe',
  'currentRole',
  'background',
  'startCoding',
  'experienceYears',
  'leadership',
  'location',
  'age',
  'contact',
  'notOnSite',
]);

// A comma or "and" before a question word starts another question: "what is X and what stack does it use?".
const QUESTION_WORD = String.raw`(?:(?:what|where|when|who|how)(?:'s|s)?|which|why|is|are|was|were|does|did|do|can|could|would|will|has|have)\s`;
// A sentence's full stop before the next sentence, whatever its case ("…React + Node. has he…").
const SENTENCE_END = /(?<=[a-z0-9)]\.)\s+(?=[a-z])/;
const NEXT_QUESTION = new RegExp(
  String.raw`,\s*(?:and\s+)?(?=${QUESTION_WORD})|\s+and\s+(?=${QUESTION_WORD})`,
  'i',
);

const LONE_WH = /^(?:when|where|who|what|why|how|which)$/i;
// "Hiring for a creative technologist role, quick rundown of him?": a hiring clause before a comma is
// context of its own, as if it were a sentence.
const HIRING_CLAUSE =
  /^((?:(?:hi|hey|hello)[,!]?\s+)?(?:(?:we|i)(?:['’]re|['’]m|\s+are|\s+am)\s+)?(?:hiring|recruiting|looking for|searching for)\b[^,;:?!.]*),\s*(?=\S)/i;

// "Nice, and his email?": thanks or a nod before a comma is a part of its own, as if a sentence.
const ACK_OPENING =
  /^((?:nice|great|cool|thanks|thank you|thx|ok(?:ay)?|perfect|awesome|got it|good|interesting|wow)[,!.]+)\s*(?:and\s+|also\s+)?(?=\S)/i;

/** A message's questions, in order: split at question marks, sentence ends, line breaks and a comma or "and" before a question word. */
// "OK, back to Kai: has he…?": a turn back to the owner says nothing of what is asked.
const BACK_TO =
  /^(?:(?:ok(?:ay)?|alright|right|fine|now|so)[,.!]?\s+)?(?:(?:let'?s )?(?:get |go )?back to [\p{L}'’-]+)\s*[,:.!-]+\s*/iu;

// "Tell me about his education and his current job": two sections asked at once, each a question.
const SECTION = String.raw`(?:(?:current |latest |first |last )?(?:education|studies|degrees?|career|jobs?|roles?|work experience|experience|skills|projects|hackathons|background))`;
const TWO_SECTIONS = new RegExp(
  String.raw`^((?:tell me about|what about|what(?:'s| is| are)|describe|show me|summari[sz]e)\s+(?:[\p{L}'’-]+(?:'s|’s)\s+|his\s+|her\s+|their\s+)?)(${SECTION})\s+and\s+(?:(?:his|her|their)\s+)?(${SECTION})\s*[?.!]?$`,
  'iu',
);
const bothSections = (p: string) => {
  const m = TWO_SECTIONS.exec(p);
  return m ? [`${m[1]}${m[2]}`, `${m[1]}${m[3]}`] : [p];
};

export function splitQuestions(text: string): string[] {
  const parts = text
    .replace(BACK_TO, '')
    .split(/(?<=[?!])\s+|(?<=\.)\s+(?=[A-Z])|\n+|;\s+/)
    .flatMap((p) => p.replace(HIRING_CLAUSE, '$1\n').replace(ACK_OPENING, '$1\n').split('\n'))
    .flatMap((p) => p.split(SENTENCE_END))
    .flatMap((p) => p.split(NEXT_QUESTION))
    .flatMap((p) => bothSections(p.trim()))
    .map((p) => p.trim())
    .filter((p) => tokens(p).length > 0)
    // "When and where was the talk?": a lone question word asks its own of the next question.
    .map((p, i, all) => (LONE_WH.test(p) && all[i + 1] ? `${p} ${all[i + 1]!.replace(/^\S+\s*/, '')}` : p));
  return parts.length ? parts.slice(0, MAX_QUESTIONS) : [text];
}

// The examples alone are the same for every owner: one classifier of them serves all.
let generic: ReturnType<typeof createClassifier> | undefined;
const genericClassifier = () => (generic ??= createClassifier([], (t) => t));

export function createAnswerer(owner: Owner) {
  const cat: Catalogue = buildCatalogue(owner);
  const v = voiceOf(owner);
  // The speller needs the examples' words and the classifier needs questions read by the speller:
  // a first classifier gives the words, the real one reads the faq with the speller in place.
  const generic = genericClassifier();
  const faqWords = new Set((owner.faq ?? []).flatMap((f) => f.questions.flatMap(tokens)));
  const proseWords = new Set([...cat.items.values()].flatMap((i) => tokens(proseOfItem(i))));
  const spell = createSpeller(cat, new Set([...generic.words, ...faqWords]), proseWords);
  const classifier = createClassifier(owner.faq, (t) => parse(t, cat, spell).slotted);
  const passages = createPassages(cat);
  // A faq phrasing stands for a kind of question only when it is near that kind's examples.
  const { byIntent: faqFor, byExample } = faqsByIntent(owner, (t) => {
    // The owner's phrasings may ask in the second person ("What are your strengths?").
    const third = t.replace(/\byour\b/gi, `${owner.firstName}'s`).replace(/\byou\b/gi, owner.firstName);
    const c = generic.classify(parse(third, cat, spell).slotted);
    return c && c.score >= FAQ_KIND_SCORE ? c : undefined;
  });
  const personalFaq = faqIntentOf(owner, byExample);
  const livesIn = livesInFor(owner);

  /** The owner's faq entry that speaks to a question: a phrasing near it, or the one for its judgement. */
  function ownFaqFor(best: Classified | undefined, intent: Intent): Faq | undefined {
    const judged = JUDGEMENTS.get(intent);
    const near = nearFaqOf(faqFor, best, judged);
    return (
      owner.faq?.find((f) => f.id === near) ?? (judged ? ofSameSide(faqFor.get(judged), best) : undefined)
    );
  }

  /** The owner's faq a question asks, unless it asks of the one piece of work in view ("is it still available?"). */
  const faqOf = (q: Parsed, best: Classified | undefined, focus: readonly Item[]) =>
    itOfWorkInView(q, focus) ? undefined : (whenOfFaqInView(q, focus) ?? personalFaq(q, best, focus));

  function one(asked: Parsed, now: Date, inView: readonly Item[]): Answer & { intent: Intent } {
    const { q, focus } = readInView(cat, passages, workDescribedAsStudy(asked, cat, spell), inView);
    const first = byEntries({ cat, v, now, q, intent: 'entryAt', passages, focus });
    if (first) return first;
    const best = unlessReasonFaq(owner, q, nearestExample(q, focus, classifier.classify), generic.classify);
    const faqIntent = faqOf(q, best, focus);
    const read = { cat, passages, faqIntent, livesIn };
    const readFirst = faqOfOtherWork(cat, q, readIntent(read, q, focus, best));
    const read0 = feeNotSalary(owner, q.words, readFirst) ? 'notOnSite' : reread(cat, passages, q, readFirst);
    let intent = whyOfJobInView(
      cat,
      q,
      focus,
      roleInOneWork(q, focus, terseNotOffTopic(q, focus, passages, faqOfTopic(cat, passages, q, read0))),
    );
    const ctx: Ctx = { cat, v, now, q, intent, focus, passages, ownFaq: ownFaqFor(best, intent) };
    // A faq entry chosen for the words it says is chosen by term, as the owner's own faq word is.
    const byTerm = intent !== read0 || chosenByTerm(cat, q, intent, faqIntent);
    // "Why did she quit physics?" near the owner's own answer to a why: that answer, whatever words it lacks.
    const reason = reasonOfJob(cat, q, focus, reasonOfFaq(read, q, intent, best, focus));
    if (reason) intent = reason;
    const topic = reason
      ? []
      : topicAsked(ctx, () => proseTopic(q, intent, best, passages, classifier.ownerWords, byTerm));
    const chosen = fromInView(ctx, inView);
    if (chosen) return chosen;
    const fromProse =
      inViewAnswer(ctx, best, false, classifier.words) ??
      proseOrProperty(ctx, topic, best) ??
      doneNotListed(ctx);
    if (fromProse) return fromProse;
    // ...and one the prose never mentions either is not on the site, whatever example is nearest.
    if (topic.length) intent = 'notOnSite';
    if (intent.startsWith('faq:'))
      return { ...leavingBesideFaq(ctx, scope.faq(ctx, intent.slice(4))), intent };
    intent = requestOrWork(q, intent);
    const named = namedOrDetail({ ...ctx, intent }, classifier.words);
    if (named) return named;
    const a =
      inViewAnswer({ ...ctx, intent }, best, true, classifier.words) ??
      cardProperty({ ...ctx, intent }) ??
      WRITERS[intent as keyof typeof WRITERS]({ ...ctx, intent });
    return { intent, ...a };
  }

  return {
    catalogue: cat,
    classifier,
    parse: (text: string) => parse(text, cat, spell),
    answer: inEnglishOnly((message: string, now = new Date(), history: readonly ChatTurn[] = []) =>
      answerMessage({ cat, v, passages, classifier, spell, one }, message, now, history),
    ),
    historyKey,
  };
}

// Readings a word or two after one piece of work takes when no reading of the owner fits it.
const DETAIL_READINGS = new Set<Intent>(['offTopic', 'thisSite', 'notOnSite']);
/** A detail of the work in view: no reading of the owner fits, or a skill category named by an everyday word. */
const detailReading = (q: Parsed, intent: Intent) =>
  DETAIL_READINGS.has(intent) ||
  linkAskedAlone(q.words) ||
  (intent === 'item' && q.found.length > 0 && q.found.every((f) => f.entity.type === 'category'));

/** A detail of the work in view, the item or employer named, or a move between areas of work. */
function namedOrDetail(ctx: Ctx, words: ReadonlySet<string>): (Answer & { intent: Intent }) | undefined {
  const detail = detailReading(ctx.q, ctx.intent)
    ? (detailOfWorkInView(ctx) ?? detailOfEntryInView(ctx))
    : undefined;
  if (detail) return { ...detail, intent: 'item' };
  return namedAnswer(ctx, words) ?? movedOrDefined(ctx);
}

// The intents that show a card: a yes/no of the one piece of work in view is answered before them.
const CARDS = new Set<Intent>(['item', 'moreAbout']);
const cardProperty = (ctx: Ctx) => (CARDS.has(ctx.intent) ? propertyInView(ctx) : undefined);

/** A yes/no of the one piece of work in view ("+is it tested?"), else what the prose says of the topic. */
function proseOrProperty(ctx: Ctx, topic: string[], best: Classified | undefined) {
  if (!topic.length) return undefined;
  const property = propertyInView(ctx);
  return property ? { intent: ctx.intent, ...property } : proseAnswer(ctx, topic, best);
}

interface Answering {
  cat: Catalogue;
  v: ReturnType<typeof voiceOf>;
  passages: Passages;
  classifier: Classifier;
  spell: Speller;
  one: (q: Parsed, now: Date, inView: readonly Item[]) => Answer & { intent: Intent };
}

/** "How many people has she mentored?" is no count of her work, however near its examples. */
function doneNotListed(ctx: Ctx): (Answer & { intent: Intent }) | undefined {
  const done = LISTS.has(ctx.intent) ? doneCountedSaid(ctx) : undefined;
  return done && { ...done, intent: 'notOnSite' };
}

/**
 * "What about the US?" after a question of moving or working abroad asks it again of the US, said
 * whole: a question of its own, with nothing in view bearing on it.
 */
function countryAsked(message: string, history: readonly ChatTurn[]): [string, readonly ChatTurn[]] {
  const country = countryAgainOf(message, history, countriesNamed);
  return country === message ? [message, history] : [country, []];
}

/** "What's Gurias que Codam?": two words of the question, neither everyday, said together in the owner's prose. */
function namesOwnPhrase(q: Parsed, passages: Passages): boolean {
  const english = englishWords();
  return q.words.slice(1).some((w, i) => {
    const pair = [q.words[i]!, w];
    if (pair.every((x) => english.has(x))) return false;
    return passages.find(pair, 3).some((p) => normalize(p.text).includes(pair.join(' ')));
  });
}

/**
 * "Why?", "why did they leave?" of the one job in view: that job's own words, not the owner's faq
 * on another move ("why I left analytics") unless the faq names that job's employer.
 */
function whyOfJobInView(cat: Catalogue, q: Parsed, focus: readonly Item[], intent: Intent): Intent {
  const job = focus.length === 1 && isJob(focus[0]!) ? focus[0] : undefined;
  if (!job || !intent.startsWith('faq:') || q.words[0] !== 'why') return intent;
  if (q.found.some((f) => f.entity.type !== 'owner')) return intent;
  const faq = cat.owner.faq?.find((f) => `faq:${f.id}` === intent);
  const said = new Set(tokens(`${faq?.answer ?? ''} ${faq?.questions.join(' ') ?? ''}`));
  return ownNames(job.entry.organisation ?? '').some((w) => said.has(w)) ? intent : 'entryAt';
}
/** "Northbridge Bank" is named by "Northbridge", not by any bank: the words of a name no other has. */
function ownNames(name: string): string[] {
  const all = tokens(name);
  const own = all.filter((w) => !englishWords().has(w));
  return own.length ? own : all;
}

/** The owner's faq reason for a why, unless the why is of the one job in view and the faq of another. */
const reasonOfJob = (cat: Catalogue, q: Parsed, focus: readonly Item[], reason: Intent | undefined) =>
  reason && whyOfJobInView(cat, q, focus, reason) === reason ? reason : undefined;

// Readings of the owner's jobs that a short "what did she do?" takes after one piece of work.
const JOBS_READ = new Set<Intent>(['entryAt', 'career']);

/** "Which team?" after one job: its own words; "which is the strongest?" after the skills: of those. */
function ofWhatIsInView(q: Parsed, focus: readonly Item[], intent: Intent): Intent | undefined {
  const job = focus.length === 1 && isJob(focus[0]!);
  if (job && intent === 'leadership' && q.words.length <= 4 && /^(?:which|what)$/.test(q.words[0] ?? ''))
    return 'entryAt';
  return intent === 'judgeProject' && focus.length && focus.every((i) => i.type === 'category')
    ? 'judgeSkill'
    : undefined;
}

/** "PixSplit?" then "what did she do?": the owner's part in that one piece of work, not the jobs. */
function roleInOneWork(q: Parsed, focus: readonly Item[], intent: Intent): Intent {
  const inView = ofWhatIsInView(q, focus, intent);
  if (inView) return inView;
  if (!JOBS_READ.has(intent) || focus.length !== 1 || !isWork(focus[0]!)) return intent;
  if (q.direction || q.order || q.words.length > 6 || q.found.some((f) => f.entity.type !== 'owner'))
    return intent;
  return q.words.includes('do') && q.words.includes('did') ? 'itemRole' : intent;
}

// The words of the off-topic examples ("joke", "weather", "recipe"): a request away from the owner.
const OFF_TOPIC_WORDS: ReadonlySet<string> = new Set(
  EXAMPLES.offTopic.flatMap((e) => slotExample(e).split(' ')),
);

/**
 * "Bayesian methods?", "llms?": a word or two far from every example, of the trade (no everyday
 * word) or said in the owner's prose, asks of the owner, who may have said it or not; "pizza?" is
 * off the site's topics.
 */
function terseNotOffTopic(q: Parsed, focus: readonly Item[], passages: Passages, intent: Intent): Intent {
  if (intent !== 'offTopic' || q.found.length) return intent;
  if (COMMANDS.has(q.words[0] ?? '') || makeMe(q)) return intent;
  const english = englishWords();
  const ofTrade = (w: string) => !english.has(w) && !english.has(singular(w)) && !/\d/.test(w);
  // "What's ENEM?": a word of no everyday English that the owner's own words say.
  if (q.words.length <= 4 && q.words.some((w) => ofTrade(w) && passages.find([w], 1).length > 0))
    return 'notOnSite';
  if (focus.length) return intent;
  if (namesOwnPhrase(q, passages)) return 'notOnSite';
  if (q.words.length > 3) return intent;
  if (q.words.some((w) => OFF_TOPIC_WORDS.has(w) || TERSE_FILLER.has(w))) return intent;
  return q.words.some((w) => ofTrade(w) || passages.find([w], 1).length > 0) ? 'notOnSite' : intent;
}

/** A whole message: its parts answered in turn, each against what is in view. */
function answerMessage(
  { cat, v, passages, classifier, spell, one }: Answering,
  message: string,
  now: Date,
  history: readonly ChatTurn[],
): Answer & { intents: Intent[] } {
  const read = (t: string) => parse(t, cat, spell);
  [message, history] = countryAsked(message, history);
  message = theyAsOwner(message, cat.owner, history.length);
  const early = atOnce({ cat, v, now, q: read(message), passages }, message, history, (t) =>
    one(read(t), now, []),
  );
  // "What's the weather in Berlin today?" asks nothing of the owner, whatever a place in it names.
  if (!early && weatherAsked(read(message), cat))
    return {
      ...scope.offTopic({ cat, v, now, q: read(message), intent: 'offTopic', passages, focus: [] }),
      intents: ['offTopic'],
    };
  if (early) return early;
  const techOf = (t: string) => entitiesOf(read(t), 'tech')[0]?.tech.title;
  message = placeAgainOf(
    teamSizeAgainOf(
      yearsAgainOf(
        purposeAgainOf(phraseAgainOf(askedAgainOf(message, history, read), history), history, techOf),
        history,
      ),
      history,
    ),
    history,
    cat.owner.location,
  );
  message = teamAgainOf(message, focusOf(cat, history));
  const focus = focusFor(cat, message, history);
  const basis =
    basisOf(message, focusOf(cat, history)) ??
    payAgainOf({ cat, v }, message, history) ??
    saidByFaqBefore({ cat, v, now, passages, q: read(message) }, history) ??
    whichOfLast(cat, message, history, read) ??
    howOften(message, focusOf(cat, history), contactLine(v)) ??
    saidInFaq(cat, passages, read(message), history) ??
    buildTime(cat, v, message, history) ??
    toolsInView(cat, message, history) ??
    placingInView(cat, v, message, history) ??
    wentWrong(cat, v, message, history) ??
    besidesOfKind({ cat, v, q: read(message) });
  if (basis) return { ...basis, intents: ['item'] };
  // "The other one", "the project", "what was the tech stack?": what is in view, said as such.
  const inView = theWorkAsIt(otherAsIt(message, focus, focusOf(cat, history)), focus);
  message = detailOfEntry(
    stackOfWorkInView(whereSpoken(highestOfStudies(inView, focus), focus), focus),
    focus,
  );
  const earlier = techsOfLastQuestion(cat, message, focus, history, read);
  const joined = joinFitQuestions(howWellOf(splitQuestions(message), history), read, (q) =>
    standsAlone(classifier.classify(q.slotted)),
  );
  // "The React one" after the two weighed, or after one of them: among the several last in view.
  const several = focusOfMany(cat, history);
  const questions = withTechsNamed(joined, read, earlier).map((t) => namedByTech(t, read, several));
  const { parts, named } = answerParts(questions, read, (q, f) => one(q, now, f), focus, cat);
  const result = combined(shownParts(parts, (p) => named.get(p) ?? []));
  return notAgain(cat, v, { message, result }, history);
}

export type Answerer = ReturnType<typeof createAnswerer>;

// A faq phrasing that asks a reason or a bearing ("Why did she leave nursing?", "How does her
// nursing help?"), and a question that asks one.
const REASON_PHRASING =
  /^(?:why|how (?:does|did|do|has|is|would|will|can)|what (?:made|do|does|did) \w+ (?:like|love|enjoy))\b/i;
const REASON_WORDS =
  /\b(?:why|how|reasons?|because|made|like|likes|love|enjoy|enjoys|help|helps|motivat\w*)\b/;

/**
 * "She used to be a nurse?" near "Why did she leave nursing?": a faq entry asked only for reasons
 * answers no question that asks none; the nearest generic example reads it.
 */
function unlessReasonFaq(
  owner: Owner,
  q: Parsed,
  best: Classified | undefined,
  generic: (text: string) => Classified | undefined,
): Classified | undefined {
  const f = best?.intent.startsWith('faq:')
    ? owner.faq?.find((x) => x.id === best.intent.slice(4))
    : undefined;
  if (!f || !f.questions.every((x) => REASON_PHRASING.test(x.trim())) || REASON_WORDS.test(q.words.join(' ')))
    return best;
  const other = generic(q.slotted);
  return other ? { ...other, faq: best!.faq } : best;
}

/**
 * The example a question is nearest: none for one that is nothing but names ("TypeScript?",
 * "Tidewater?"), which is about what it names, nor a faq phrasing for a question of the work in view.
 */
function nearestExample(
  q: Parsed,
  focus: readonly Item[],
  classify: (text: string) => Classified | undefined,
): Classified | undefined {
  const bare = q.found.length > 0 && q.words.every((_, i) => q.found.some((f) => f.start <= i && i < f.end));
  const classified = bare ? undefined : classifyRoles(q, classify);
  return classified?.intent.startsWith('faq:') && faqOfWorkInView(q, focus) ? undefined : classified;
}

/**
 * "What rating does it have?" of the one piece of work in view: a question of it, however near one
 * of the owner's faq phrasings on their own terms ("what are his rates?") it reads.
 */
const faqOfWorkInView = (q: Parsed, focus: readonly Item[]) =>
  !!q.backRef &&
  focus.length === 1 &&
  isWork(focus[0]!) &&
  !q.words.some((w) => PERSONAL_WORDS.has(w)) &&
  q.found.every((f) => f.entity.type === 'owner');

// "Why do you say that?", "how do you know?", "what's that based on?": the basis of the last answer.
const BASIS_ASKED =
  /^(?:and |but |ok |so )?(?:why (?:do|did|would) you (?:say|think) (?:that|so)|how do you know(?: that)?|what(?:'s| is| makes you say)? (?:that |this )?(?:based on|say that)|(?:what's |what is )?your source|source)\s*[?.!]*$/i;

// "Come on, just a ballpark figure", "a rough range?": a figure pressed for after pay was asked.
const FIGURE_PRESSED =
  /\b(?:range|ballpark|figure|estimate|rough|roughly|approximate|approximately|bracket|minimum|guess|number)\b/i;
const OF_OTHER = /\b(?:projects?|skills?|work|jobs?|roles?|technolog\w*|experience|languages?)\b/i;
const PAY_ASKED = /\b(?:salary|salaries|pay|paid|rates?|charges?|earn|compensation|cost)\b/i;

/** Pay asked again: a figure pressed for ("a ballpark?"), or the figure in a currency ("in dollars?"). */
const payAgainOf = (
  base: { cat: Catalogue; v: ReturnType<typeof voiceOf> },
  message: string,
  history: readonly ChatTurn[],
) => figurePressed(base, message, history) ?? currencyAgain(base.cat, base.v, message, history);

/** A figure pressed for right after pay was asked: none, in the owner's own words where they have them. */
function figurePressed(
  { cat, v }: { cat: Catalogue; v: ReturnType<typeof voiceOf> },
  message: string,
  history: readonly ChatTurn[],
): Answer | undefined {
  // Past any figure pressed for already, to the question of pay they all press.
  const asked = history.findLast(
    (t) => t.sender === 'user' && (PAY_ASKED.test(t.text) || !FIGURE_PRESSED.test(t.text)),
  );
  // "What range of projects has he done?" asks of something else: a figure pressed for is said short.
  const pressed = FIGURE_PRESSED.test(message) && message.split(/\s+/).length <= 8 && !OF_OTHER.test(message);
  if (!asked || !PAY_ASKED.test(asked.text) || !pressed || PAY_ASKED.test(message)) return undefined;
  const own = (cat.owner.faq ?? []).find((f) => f.questions.some((q) => PAY_ASKED.test(q)));
  return own
    ? answer(`The site gives no figure. In ${v.name}'s own words: “${own.answer}”`, [faqItemId(cat, own)])
    : answer(`The site gives no figure for pay. ${contactLine(v)}`, [], 'not-on-site');
}

const PLACES_ALONE =
  /^(?:and |so )?(?:where(?: to| exactly)?|(?:which|what) (?:countries|country|cities|city|places|regions|locations)(?: exactly)?)$/;
const WHY_ALONE = /^(?:and |so |but )?(?:why(?: not| so| is that| that)?|how come)$/;

/**
 * "Why not?" after the owner's faq answer that says "four days a week": another faq entry of theirs
 * asked as a why about what that answer says ("Why does she work four days a week?").
 */
function whyOfFaqBefore(
  base: Pick<Ctx, 'cat' | 'v' | 'q' | 'passages'>,
  history: readonly ChatTurn[],
): Answer | undefined {
  const ids = history.findLast((t) => t.sender === 'ai')?.items ?? [];
  const last = ids.length === 1 ? base.cat.items.get(ids[0]!) : undefined;
  if (last?.type !== 'faq' || !WHY_ALONE.test(base.q.words.join(' '))) return undefined;
  const { passages } = base;
  const bearing = (base.cat.owner.faq ?? []).filter(
    (g) =>
      g.id !== last.faq.id &&
      g.questions.some((x) => {
        if (!/^why\b/i.test(x.trim())) return false;
        const topic = passages.topicWords(tokens(x)).filter((w) => w.length > 2);
        return topic.filter((w) => passages.says(last.faq.answer, [w])).length >= 2;
      }),
  );
  const g = bearing.length === 1 ? bearing[0]! : undefined;
  const item = g && [...base.cat.items.values()].find((i) => i.type === 'faq' && i.faq === g);
  return g && item ? answer(`In ${base.v.name}'s own words: “${g.answer}”`, [item], 'faq') : undefined;
}

/**
 * "Any at big conferences?" right after the owner's faq answer on talks, which says "I have not
 * spoken at a big conference yet": a short question every topic word of which that answer says.
 */
function saidByFaqBefore(
  base: Pick<Ctx, 'cat' | 'v' | 'now' | 'q' | 'passages'>,
  history: readonly ChatTurn[],
): Answer | undefined {
  const { cat, q, passages } = base;
  const last = history.findLast((t) => t.sender === 'ai');
  const faqs = (last?.items ?? []).map((id) => cat.items.get(id)).filter((i) => i?.type === 'faq');
  if (faqs.length !== 1 || q.words.length > 10) return undefined;
  const f = faqs[0] as Extract<Item, { type: 'faq' }>;
  // "And for a company outside Poland?": a name asked is one the owner's answer says.
  const named = q.found.filter((x) => x.entity.type !== 'owner');
  if (named.some((x) => !passages.says(f.faq.answer, q.words.slice(x.start, x.end)))) return undefined;
  // "Where to?" after the owner's answer on moving: its sentences that name places.
  if (PLACES_ALONE.test(q.words.join(' '))) {
    const placed = sentencesOf(f.faq.answer).filter(namesPlaces);
    const lead = placed.length ? 'In' : 'The site says no more on where than, in';
    return answer(
      `${lead} ${base.v.name}'s own words: “${(placed.length ? placed : [f.faq.answer]).join(' ')}”`,
      [f],
      'faq',
    );
  }
  const topic = passages.topicWords(q.words);
  if (!topic.length || !passages.says(f.faq.answer, topic)) return undefined;
  // The owner's "Yes," answered the question before; the sentence saying what is asked now answers this.
  const rest = withoutVerdict(f.faq.answer);
  const bearing = sentencesOf(rest).filter((x) => passages.says(x, topic));
  const no = bearing.length > 0 && bearing.every((x) => topic.some((w) => deniedBefore(x, w)));
  // Of a longer answer, the sentences that say what is asked now.
  const quoted = bearing.length && bearing.length < sentencesOf(rest).length ? bearing.join(' ') : rest;
  return answer(`${no ? 'No, in' : 'In'} ${base.v.name}'s own words: “${capitalised(quoted)}”`, [f], 'faq');
}

// "Team?", "the team?", "teammates?": asked alone of one hackathon entry in view, who was on it.
const TEAM_ALONE =
  /^(?:and |so |what about |and what about )?(?:the |his |her |their )?(?:team|teammates|team members|members)[\s?.!]*$/i;
const teamAgainOf = (message: string, inView: readonly Item[]) =>
  TEAM_ALONE.test(message.trim()) && inView.filter((i) => i.type === 'hackathon').length === 1
    ? 'who was on the team?'
    : message;

/** What the answer before rests on: the entries and work it came from, each where it stands on the site. */
function basisOf(message: string, inView: readonly Item[]): Answer | undefined {
  if (!BASIS_ASKED.test(message.trim()) || !inView.length) return undefined;
  const shown = inView.slice(0, 5);
  return answer(
    `Only from what the site says; that answer rests on:\n${shown.map((i) => `- ${source(i)}`).join('\n')}`,
    shown,
  );
}

/** A question read surely as one that needs nothing before it. */
const standsAlone = (c: Classified | undefined) => !!c && c.score >= SURE_SCORE && CONTEXT_FREE.has(c.intent);

/**
 * An injection anywhere in a message gets the one sentence on what the assistant is for; "why that
 * one?" after the owner's own answer gets those words again.
 */
function atOnce(
  base: Pick<Ctx, 'cat' | 'v' | 'now' | 'q' | 'passages'>,
  message: string,
  history: readonly ChatTurn[],
  again: (question: string) => Answer & { intent: Intent },
): (Answer & { intents: Intent[] }) | undefined {
  if (INJECTION.test(message))
    return { ...scope.offTopic({ ...base, intent: 'offTopic', focus: [] }), intents: ['offTopic'] };
  // "Why?" after a judgement: its reasons, before any faq it quoted is asked why of.
  const judged = whyJudged(message, history, again);
  if (judged) return judged;
  const why =
    whyOfFaqBefore(base, history) ??
    faqWhy(base.cat, base.v, base.q, history) ??
    faqAgain(base.cat, base.v, base.q, history);
  return why && { ...why, intents: ['item'] };
}

/**
 * What of the history an answer depends on: the ids each answer named (a follow-up may reach back
 * past the last one) and the last question asked ("how well?" of the technology it named).
 */
function historyKey(history: readonly ChatTurn[]): string {
  const ids = history.filter((t) => t.sender === 'ai').map((t) => (t.items ?? []).join(','));
  const asked = history.findLast((t) => t.sender === 'user')?.text ?? '';
  return `${ids.join('|')}\u0001${asked}`;
}

/**
 * "Which of those was his final diploma project?": the work in view, whatever the words name;
 * "a hackathon in Kyoto?", "how many backend skills?": the hackathons by place, the skills counted.
 */
const chosenOrCounted = (ctx: Ctx, inView: readonly Item[]) =>
  (CHOOSES.test(ctx.q.words.join(' '))
    ? chosenInView(
        ctx,
        inView.filter((i) => isWork(i) || (i.type === 'entry' && i.section.id !== 'personal')),
      )
    : undefined) ??
  hackathonsInPlace(ctx) ??
  skillsInCategory(ctx);

/**
 * The words a question asks the owner's prose about, if any: "on his own" asks who worked on it,
 * not about "own"; the words that say which work is "the Christmas one" ask nothing of it.
 */
function topicAsked(ctx: Ctx, words: () => string[]): string[] {
  const { cat, q, focus, passages } = ctx;
  if (howLongJob(cat, q, passages) || work.asksAlone(q)) return [];
  const describing = new Set(focus.length === 1 ? (describedOne(q.words, focus)?.asked ?? []) : []);
  return words().filter((w) => !describing.has(w));
}

/** "What was his role at Fund Frontier?", "what did he do in it?" of the one team in view. */
const oneHackathonAsked = (ctx: Ctx) => {
  const named = namedItems(ctx);
  const asked = named.length || !ctx.q.backRef ? named : ctx.focus;
  return asked.length === 1 && asked[0]!.type === 'hackathon';
};

/**
 * "Why didn't she finish it?" of the one study in view left unfinished (beside others finished, as
 * "no master's, but a certificate" shows): its own account answers.
 */
function whyLeftStudy(q: Parsed, focus: readonly Item[]): Item | undefined {
  const studies = focus.filter((i) => i.type === 'entry' && i.section.id === 'education');
  const left = studies.filter((i) => unfinished(i as Entry));
  return q.words.includes('why') && studies.length === focus.length && left.length === 1
    ? left[0]
    : undefined;
}

const WHICH_WAS = /^(?:which|what) (?:projects?|apps?|ones?|games?|work) (?:was|is) (.+)$/;

/** "Tell me about his final diploma project": the question about the work those words describe, not the diploma. */
function workDescribedAsStudy(asked: Parsed, cat: Catalogue, spell: Speller): Parsed {
  // "Which of those was his final diploma project?" chooses among the work in view instead.
  if (CHOOSES.test(asked.words.join(' '))) return asked;
  // "Was eBuddies (or that) his final diploma project?" asks that of the work, not about another.
  if (asked.yesNo && (asked.backRef || namedWork(asked)) && asksForStudy(asked.words)) return asked;
  if (!asked.found.some((f) => f.entity.type === 'item' && f.entity.item.type === 'entry')) return asked;
  // "Kai's final diploma project" is his.
  const owned = asked.words.map((w, i) =>
    asked.found.some((f) => f.entity.type === 'owner' && f.start <= i && i < f.end) ? 'his' : w,
  );
  const renamed = describedWorkNamed(owned, cat.work);
  // "Which project was his final diploma project?" asks for the one it names: that one.
  const which = renamed && WHICH_WAS.exec(renamed);
  return renamed ? parse(which ? `tell me about ${which[1]}` : renamed, cat, spell) : asked;
}

/**
 * A short follow-up that names nothing, answered from the words of what is in view: first where no
 * example reads it well ("how many hours a week?"), unless it is a yes/no, a reason, a date or a
 * length that readings of their own answer better; `late`, where it would be refused as off-topic.
 */
function inViewAnswer(
  ctx: Ctx,
  best: Classified | undefined,
  late: boolean,
  exampleWords: ReadonlySet<string>,
): (Answer & { intent: Intent }) | undefined {
  const { q, intent } = ctx;
  const open =
    ofOneInView(ctx, exampleWords) ||
    !!whyLeftStudy(q, ctx.focus) ||
    (late
      ? REFUSALS.has(intent) && !unknownTopic(ctx)
      : (!best || best.score < WEAK_SCORE) &&
        !q.yesNo &&
        !q.words.some((w) => OWN_READING.has(w)) &&
        !FROM_FIELDS.has(intent) &&
        !placingOfInView(q, intent, ctx.focus) &&
        !roleOfEntry(q, intent) &&
        (!FOLLOW_UPS.has(intent) || choosesAmong(q, ctx.focus)));
  const said = open ? followUpOf(ctx, late) : undefined;
  return said && { ...said, intent: 'item' };
}

/** "How many?" of the one thing in view asks its count; "how many stars?" what its words say. */
const ofOneInView = (ctx: Ctx, exampleWords: ReadonlySet<string>) =>
  (ctx.q.words.join(' ') === 'how many' && ctx.focus.length === 1) || saidOfOneInView(ctx, exampleWords);

// Words naming a sort of item, which its own prose may say without answering anything.
const SORT_WORDS = new Set(
  'project projects app apps thing things hackathon hackathons jam jams skill skills job jobs work role roles stack link links'.split(
    ' ',
  ),
);

/**
 * "How many stars?" of the one piece of work in view whose own words say its stars: a word no
 * example has ("what year?" is the example's question, not a word to quote).
 */
function saidOfOneInView(ctx: Ctx, exampleWords: ReadonlySet<string>): boolean {
  const [one] = ctx.focus;
  if (ctx.focus.length !== 1 || ctx.q.yesNo || ctx.q.words.length > 5) return false;
  if (!ctx.q.found.every((f) => f.entity.type === 'owner')) return false;
  if (isJob(one!)) return saidOfJobInView(ctx, one);
  if (!isWork(one!)) return false;
  const own = new Set(tokens(proseOfItem(one!)).map(singular));
  return ctx.passages
    .topicWords(ctx.q.words)
    .some((w) => !SORT_WORDS.has(w) && !exampleWords.has(w) && own.has(singular(w)));
}

/** "What courses?" right after a teaching job: a terse follow-up its own words answer, in other words too. */
function saidOfJobInView(ctx: Ctx, job: Item): boolean {
  if (ctx.q.words.length > 3) return false;
  const prose = proseOfItem(job);
  return ctx.passages
    .topicWords(ctx.q.words)
    .some((w) => !SORT_WORDS.has(w) && ctx.passages.says(prose, [w]));
}

/** What the entry left, else the items in view, say of a short follow-up. */
function followUpOf(ctx: Ctx, late: boolean): Answer | undefined {
  const left = whyLeftStudy(ctx.q, ctx.focus);
  return followUpSaid(left ? { ...ctx, focus: [left] } : ctx, !late);
}

/**
 * "What's the weather in Gothenburg?", "the capital of Denmark?" read as off-topic: where the only
 * words the site uses are places, and the others it never uses, it stays off-topic.
 */
function unknownTopic(ctx: Ctx): boolean {
  const places = new Set(
    [ctx.cat.owner.location, ...ctx.cat.entries.map((e) => e.entry.location ?? '')].flatMap(tokens),
  );
  const topic = ctx.passages.topicWords(ctx.q.words);
  const known = topic.filter((w) => ctx.passages.find([w], 1).length);
  return known.length > 0 && known.every((w) => places.has(w)) && known.length < topic.length;
}

// "Which of those are used in production?": a choice among several pieces of work in view.
const CHOOSES = /^(?:(?:and|so) )?(?:which|what) (?:of (?:those|these|them|the two|the three|both)|ones)\b/;
const choosesAmong = (q: Parsed, focus: readonly Item[]) =>
  CHOOSES.test(q.words.join(' ')) && focus.filter(isWork).length > 1;

const REFUSALS = new Set<Intent>(['offTopic']);
// Read from the entries' fields, not their words: "how many of those were in software?".
const FROM_FIELDS = new Set<Intent>(['jobFields']);
const WEAK_SCORE = 0.35;
const FOLLOW_UPS = new Set<Intent>(['moreAbout', 'neighbour', 'pick']);
const OWN_READING = new Set([
  'why',
  'when',
  'long',
  'since',
  'until',
  'before',
  'after',
  'next',
  'previous',
  'earlier',
  'later',
]);

// Words that describe a role being hired for.
const ROLE_WORDS = new Set([
  'role',
  'position',
  'job',
  'opening',
  'vacancy',
  'screening',
  'hiring',
  'candidate',
]);

// "Her current role", "his last job": the owner's own post, not one being hired for.
const OWN_POST = new Set(['current', 'present', 'his', 'her', 'their', 'previous', 'last', 'former', 'old']);
/** Whether a question names a role being hired for: "a React role", not "her current role". */
const roleSought = (words: readonly string[]) =>
  words.some((w, i) => ROLE_WORDS.has(w) && !OWN_POST.has(words[i - 1] ?? ''));

// Words in a later part of a message that stand for technologies an earlier part named.
// "Is it remote?", "it's hybrid": "it" as the subject of being stands for no technology.
const TECH_REFERENCE =
  /(?<!\b(?:is|was|isn't|wasn't)\s)\b(?:it(?!\s+(?:is|was)\b|['’]s\b)|them|either|both|either of them|those)\b|\bth(?:at|is) (?:language|framework|library|tool|database|platform)\b/i;
// "That language", "this framework": a technology of the work in view, by its kind.
const KIND_REFERENCE = /\bth(?:at|is) (language|framework|library|tool|database|platform)\b/i;

// Verbs that take a technology, not a piece of work: "has he used it in a project?".
const USING = /\b(?:use|used|uses|using|know|knows|learn|learned|learnt|learning)\s+it\b/i;
const isWorkItem = (i: Item) => i.type === 'project' || i.type === 'hackathon';

/**
 * "Any Spark experience?" then "What does she do with it?": the technologies the visitor's last
 * message named, for "it" in a follow-up to an answer about a skill rather than a piece of work.
 */
function techsOfLastQuestion(
  cat: Catalogue,
  message: string,
  focus: readonly Item[],
  history: readonly ChatTurn[],
  read: (text: string) => Parsed,
): string[] {
  // After a skill's answer (its category in view), "it" is still the skill, not the work listed under
  // it; after one piece of work, "it" is that piece unless it is used or known ("has he used it?");
  // of several, "it" cannot be one of them.
  const onePiece = focus.filter(isWorkItem).length === 1 && !focus.some((i) => i.type === 'category');
  // "How experienced is she in that language?" after one piece of work: the first of its stack of that kind.
  const kind = KIND_REFERENCE.exec(message)?.[1]?.toLowerCase();
  if (onePiece && kind) {
    const w = focus.find(isWorkItem) as Work;
    const ofKind = stackOf(w).filter((t) => cat.techs.find((x) => x.title === t)?.kind === kind);
    return ofKind.slice(0, 1);
  }
  // "Where?" or "how long?" right after a question naming a technology asks of that technology.
  const ofTech =
    (WHERE_ALONE.test(message.trim()) || HOW_LONG_ALONE.test(message.trim())) && lastAskedTech(history, read);
  if (onePiece && !USING.test(message) && !ofTech) return [];
  const asked = lastNamingTech(history, read);
  if (!asked) return [];
  // "Has she written a library?" answered with pieces of work: "it" is one of them, no listed skill.
  const ofWork = focus.length > 0 && focus.every(isWorkItem) && !entitiesOf(asked, 'tech').length;
  return ofWork ? [] : techsAsked(cat, asked).map((t) => t.title);
}

/** The technologies a question names; "what databases does he know?" names the listed skills of that kind. */
function techsAsked(cat: Catalogue, q: Parsed): Tech[] {
  const named = entitiesOf(q, 'tech').map((t) => t.tech);
  return named.length || !q.skillKind ? named : cat.techs.filter((t) => t.listed && t.kind === q.skillKind);
}

// "Which one?", "with what tool?": a bare ask for the name of what the last answer was about.
const OF_WORK = /^(?:projects?|hackathons?|apps?|work|jobs?|built|build|made)$/;
const WHICH_NAMED =
  /^(?:and |so )?(?:with |using |in )?(?:what|which)(?: (?:one|ones|tool|tools|framework|frameworks|library|libraries|language|languages|database|databases|db|dbs))?(?: exactly)?[\s?.!]*$/i;

/**
 * "Does she know databases?" then "which one?": the technologies the last question named, or the
 * listed skills of the kind it asked about, each with where the site lists it.
 */
/**
 * The visitor's last question, where "+which one?" asks which technology it meant: not of work
 * ("any CLI tools?" answered with work asks which of that work), nor of a technology asked by its
 * own name, which needs no naming again.
 */
function lastAskedOfTech(
  cat: Catalogue,
  history: readonly ChatTurn[],
  read: (text: string) => Parsed,
  ofKind: boolean,
): Parsed | undefined {
  const shown = (history.findLast((t) => t.sender === 'ai')?.items ?? []).filter((id) =>
    cat.work.some((w) => w.id === id),
  );
  // Of one piece of work in view, a kind asked is of its own stack (see itemStack).
  if (ofKind && shown.length === 1) return undefined;
  const asked = history.findLast((t) => t.sender === 'user');
  const q = asked ? read(asked.text) : undefined;
  if (!q || q.found.some((f) => f.entity.type === 'item') || q.words.some((w) => OF_WORK.test(w)))
    return undefined;
  if (shown.length && !entitiesOf(q, 'tech').length) return undefined;
  const byOtherName = q.found.filter(
    (f) =>
      f.entity.type === 'tech' && q.words.slice(f.start, f.end).join(' ') !== normalize(f.entity.tech.title),
  );
  return byOtherName.length < entitiesOf(q, 'tech').length ? undefined : q;
}

function whichOfLast(
  cat: Catalogue,
  message: string,
  history: readonly ChatTurn[],
  read: (text: string) => Parsed,
): Answer | undefined {
  if (!WHICH_NAMED.test(message.trim())) return undefined;
  // "What framework?" after "which database?" asks of frameworks; "tool" names any technology.
  const kind = stackKindAsked(tokens(message));
  const ofKind = kind && !['tool', 'tooling'].includes(kind) ? kind : undefined;
  const q = lastAskedOfTech(cat, history, read, !!ofKind);
  if (!q) return undefined;
  const techs = techsAsked(cat, q).filter((t) => !ofKind || t.kind === SKILL_KIND_WORDS[ofKind]);
  if (!techs.length || techs.length > 6) return undefined;
  const line = (t: Tech) => {
    const c = t.listed && cat.categories.find((x) => x.category === t.listed!.category);
    return c ? `${t.title} (listed under ${itemLink(c)})` : t.title;
  };
  return answer(`${listing([...new Set(techs)].map(line))}.`, [
    ...new Set(
      techs.flatMap((t) => cat.categories.filter((c) => c.category === t.listed?.category).map((c) => c.id)),
    ),
  ]);
}

// A question that names nothing and points back ("how much experience does he have with it?").
const POINTS_BACK = /\b(?:it|that|them|this)\b/;

/**
 * The question "it" goes back to: the last one, or, past questions that only point back to it
 * ("does he know TypeScript?", "how much experience with it?", "which projects used it?"), the one
 * before them that names a technology.
 */
/** Whether the visitor's last question named a technology. */
function lastAskedTech(history: readonly ChatTurn[], read: (text: string) => Parsed): boolean {
  const last = history.findLast((t) => t.sender === 'user');
  return !!last && entitiesOf(read(last.text), 'tech').length > 0;
}

function lastNamingTech(history: readonly ChatTurn[], read: (text: string) => Parsed): Parsed | undefined {
  const asked = history.filter((t) => t.sender === 'user').reverse();
  const last = asked[0] ? read(asked[0].text) : undefined;
  let q = last;
  // Only a question that names nothing and points back sends the search one further.
  for (let i = 1; q && i < 3; i++) {
    if (entitiesOf(q, 'tech').length) return q;
    if (!POINTS_BACK.test(q.words.join(' ')) || q.found.some((f) => f.entity.type !== 'owner')) break;
    q = asked[i] ? read(asked[i]!.text) : undefined;
  }
  return q && entitiesOf(q, 'tech').length ? q : last;
}

// "And in RemindiCare?", "what about Star Review?": the last question again, of another item.
const AND_OF = /^(?:and|what about|how about)\s+(?:(?:in|for|on|at|with|of)\s+)?(.+?)[\s?.!]*$/i;

/** The one item "and in RemindiCare?" names, when its words after "and" are that name alone. */
function aloneNamed(text: string, read: (text: string) => Parsed): Found | undefined {
  const m = AND_OF.exec(text.trim());
  const asked = m ? read(m[1]!) : undefined;
  const named = asked?.found.filter((f) => f.entity.type === 'item') ?? [];
  const whole = named.length === 1 && asked!.words.every((_, i) => named[0]!.start <= i && i < named[0]!.end);
  return whole ? named[0] : undefined;
}

const PROFILE_AGAIN = /^(?:and|what about|how about)?\s*(?:(?:his|her|their)\s+)?(github|linkedin)\s*\??$/;
const PROFILE_WORDS = new Set(['github', 'linkedin', 'email', 'contact', 'reach', 'profile', 'profiles']);

/**
 * "What was his role in Fund Frontier?" then "and in RemindiCare?": the visitor's last question
 * with the one item it named swapped for the one this message names alone, of the same sort.
 */
function askedAgainOf(message: string, history: readonly ChatTurn[], read: (text: string) => Parsed): string {
  // "Her LinkedIn?" then "and GitHub?": the owner's profile again, not the skill.
  const profile = PROFILE_AGAIN.exec(message.trim().toLowerCase());
  const asked = history.findLast((t) => t.sender === 'user');
  if (profile && asked && read(asked.text).words.some((w) => PROFILE_WORDS.has(w)))
    return `their ${profile[1]}`;
  const named = aloneNamed(message, read);
  // Past "and Star Review?" to the question it asked again: "what about eBuddies?" asks it once more.
  const last = history.findLast((t) => t.sender === 'user' && !aloneNamed(t.text, read));
  if (!named || !last) return message;
  const before = read(last.text);
  const was = before.found.filter((f) => f.entity.type === 'item');
  if (was.length !== 1) return message;
  const [a, b] = [was[0]!, named].map((f) => (f.entity as { item: Item }).item);
  const sameSort = a!.type === b!.type || (isWorkItem(a!) && isWorkItem(b!));
  if (a === b || !sameSort || before.words.length <= was[0]!.end - was[0]!.start) return message;
  return [...before.words.slice(0, was[0]!.start), b!.title, ...before.words.slice(was[0]!.end)].join(' ');
}

/** A technology's name as a word of its own ("node" for Node.js, "c++" for C++), whatever characters it has. */
const wordOf = (title: string) =>
  new RegExp(
    `(?<![\\p{L}\\p{N}])${regexEscaped(title.split('.')[0]!.toLowerCase())}(?![\\p{L}\\p{N}+#])`,
    'gu',
  );

const HOW_LONG_ALONE =
  /^(?:and\s+)?(?:(?:for\s+)?how\s+(?:long|many\s+years)|since\s+when)(?:\s+(?:roughly|approximately|about|exactly|then))?[\s?.!]*$/i;

// "How many years did he do that?", "how long has she been using it?": the years of the one named before.
const YEARS_OF_IT =
  /^(?:and\s+)?(?:for\s+)?how\s+(?:long|many\s+years)\s+(?:has|have|did|does|do)\s+\w+\s+(?:been\s+)?(?:us(?:e|ed|ing)|do(?:ne|ing)?|work(?:ed|ing)? with|had|know[n]?)\s+(?:it|that|them|this)(?:\s+for)?[\s?.!]*$/i;
const MOST_ALONE =
  /^(?:and\s+)?which(?:\s+one)?(?:\s+of\s+(?:them|those))?\s+(?:did|does|has)\s+(?:he|she|they)\s+(?:use|used)\s+(?:the\s+)?(?:most|more|mostly)[\s?.!]*$/i;
const WHERE_ALONE =
  /^(?:and\s+)?(?:(?:in|on|for|with)\s+)?(?:(?:which|what)\s+(projects?|hackathons?)|where(?:\s+(?:did|has)\s+(?:he|she|they)\s+used?(?:\s+(?:it|them))?)?)[\s?.!]*$/i;

/**
 * Whether a part names nothing but the owner: "is German one of them?" names a spoken language, so
 * "them" is no technology named before.
 */
const namesNothing = (q: Parsed) =>
  q.found.every((f) => f.entity.type === 'owner') && !q.words.some(isLanguage);

/** "Does he know Docker, and has he used it in a project?": "it" is Docker, said again for the answerer. */
function withTechsNamed(parts: string[], read: (text: string) => Parsed, earlier: string[] = []): string[] {
  let named = earlier;
  return parts.map((part) => {
    // A technology named before by an ordinary word ("node") is that technology again.
    const said = named.reduce((text, title) => text.replace(wordOf(title), () => title), part);
    const q = read(said);
    const techs = entitiesOf(q, 'tech').map((t) => t.tech.title);
    if (techs.length) named = techs;
    return namesNothing(q) && named.length ? (askedOfNamed(said, named) ?? said) : said;
  });
}

/** A part that names nothing, said again of the technologies named before it. */
function askedOfNamed(said: string, named: readonly string[]): string | undefined {
  const text = said.trim();
  // "For how long?" after one technology asked about: its years.
  if (named.length === 1 && (HOW_LONG_ALONE.test(text) || YEARS_OF_IT.test(text)))
    return `how many years of ${named[0]}?`;
  // "Which one did he use most?" after several named: which of those.
  if (named.length > 1 && MOST_ALONE.test(text)) return `${named.join(', ')}: ${said}`;
  // "In which project?" or "where?" after a technology asked about: the work that uses it; "where?"
  // alone asks of the jobs too.
  const where = WHERE_ALONE.exec(text);
  if (where)
    return where[1]
      ? `which ${where[1]} used ${named.join(' or ')}?`
      : `where was ${named.join(' or ')} used?`;
  // "it" is the one named first ("does he know node? we're a node + postgres shop"), "them" all.
  return TECH_REFERENCE.test(said)
    ? said.replace(TECH_REFERENCE, (m) => (/^it$/i.test(m) ? named[0]! : named.join(' or ')))
    : undefined;
}

// Words that ask whether the owner suits what the message described before ("We use Vue. A good match?").
const FIT_CUES = new Set(['fit', 'match', 'suit', 'suited', 'suitable', 'hire']);

/**
 * Context and its question read as one: a fit question naming nothing is about the stack or team an
 * earlier part described, and a statement before a question ("We're a Vue shop.") goes with it.
 */
function joinFitQuestions(
  parts: string[],
  read: (text: string) => Parsed,
  standsAlone: (q: Parsed) => boolean,
): string[] {
  const joined: string[] = [];
  let pending = '';
  for (const part of parts) {
    const q = read(part);
    const bare = q.found.every((f) => f.entity.type === 'owner');
    // A statement after a question is context for a person, not a question: it is left out, unless
    // it names what the question is about ("…? we need someone who knows WCAG").
    if (statement(part, q)) {
      if (!joined.length) pending = `${pending} ${part}`.trim();
      else if (q.found.some((f) => f.entity.type === 'tech')) joined.push(`${joined.pop()} ${part}`);
    } else if (joined.length && bare && q.words.some((w) => FIT_CUES.has(w)))
      joined.push(`${joined.pop()} ${part}`);
    else {
      // A question whole without the context ("Quick rundown of him?") is asked as it is.
      // "I'm a bootcamp student." names nothing a question could lean on: the question stands alone.
      const bareContext = !!pending && VISITOR_ONLY.test(pending) && !VISITOR_NEEDS.test(pending);
      const alone = !pending || ((standsAlone(q) || bareContext) && !leansOnContext(q));
      joined.push(alone ? part : `${pending} ${part}`);
      pending = '';
    }
  }
  return pending ? [...joined, pending] : joined;
}

// "I'm a bootcamp student.": the visitor about themself, which no question leans on, unless it
// says what they need ("I'm hiring for a React role.").
const VISITOR_ONLY = /^(?:i am|i['’]m|im)\b/i;
const VISITOR_NEEDS = /\b(?:hiring|recruiting|need|needs|role|position|job|team|company|stack|project)\b/i;

/** A part that refers to what came before it: a fit, a role, or "it" for a technology named there. */
const leansOnContext = (q: Parsed) =>
  // The slotted text: "them" that is the owner ("a rundown of them") is no reference.
  TECH_REFERENCE.test(q.slotted) || q.words.some((w) => FIT_CUES.has(w) || ROLE_WORDS.has(w));

// Kinds of question whose answer is the same whatever a visitor said of their team or role.
const CONTEXT_FREE: ReadonlySet<Intent> = new Set([
  'summary',
  'background',
  'aboutMe',
  'projects',
  'hackathons',
  'career',
  'currentRole',
  'education',
  'contact',
  'location',
  'ownerName',
  'age',
]);

/** A part that asks nothing: no question mark, and no question word, auxiliary or request to open it. */
const statement = (part: string, q: Parsed) =>
  !/\?\s*$/.test(part) && q.words.length > 2 && !STATEMENT_SAFE.has(q.words[0] ?? '') && !q.yesNo;
// Words that open a question or a request even without a question mark.
const STATEMENT_SAFE = new Set(
  'what which where when who whom whose how why tell show give list describe walk explain summarise summarize compare name share send find any and or also so hi hello hey thanks thank cheers'.split(
    ' ',
  ),
);

/** One reply from a message's answered parts, in order: one kind when they share it. */
function combined(shown: (Answer & { intent: Intent })[]): Answer & { intents: Intent[] } {
  if (shown.length === 1) return { ...shown[0]!, intents: [shown[0]!.intent] };
  const kinds = new Set(shown.map((p) => p.kind));
  const kind =
    kinds.size === 1
      ? shown[0]!.kind
      : shown.some((p) => p.kind === 'faq') && !shown.some((p) => p.kind === 'answered')
        ? 'faq'
        : 'answered';
  // A sentence an earlier part already said ("Fund Frontier teaches…") is not said again.
  const texts = shown.map((p, i) =>
    withoutSaid(
      p.text,
      shown
        .slice(0, i)
        .map((x) => x.text)
        .join('\n'),
    ),
  );
  return {
    ...answer(
      texts.join('\n\n'),
      shown.flatMap((p) => p.items),
      kind,
    ),
    intents: shown.map((p) => p.intent),
  };
}

/** A job against the time in software, or a length claimed of the one entry in view. */
const byLength = (ctx: Ctx) => longerThanSoftware(ctx) ?? claimInView(ctx);

/**
 * Questions the jobs and studies answer before any reading: the job before one its words name,
 * where the owner worked or studied, how a job in view is worked, who the clients were, a
 * qualification in a subject, which of the work in view was a project or a hackathon entry.
 */
/**
 * An order or length weighed, a count of work claimed, the hackathons without code, what the jobs
 * before the current one say, or how a piece of work began or ended.
 */
function countedOrEarlier(ctx: Ctx): (Answer & { intent: Intent }) | undefined {
  // "Was that before or after he started at Lumen?" asks an order, never the job before one.
  const order = judge.beforeOrAfter(ctx) ?? orderClaim(ctx) ?? stillClaim(ctx);
  if (order) return { ...order, intent: 'compare' };
  // "Was he a coach for longer than he has been coding?": one job against the time in software.
  const bySoftware = byLength(ctx);
  if (bySoftware) return { ...bySoftware, intent: 'entryAt' };
  const counted = workCountClaim(ctx) ?? countInView(ctx) ?? teamsWithoutCode(ctx);
  if (counted) return { ...counted, intent: 'hackathons' };
  // "Was he on call before his current job?": what the earlier jobs' own words say.
  const earlier = askedBeforeNow(ctx);
  if (earlier) return { ...earlier, intent: 'entryAt' };
  // "Why did she build Rattle?", "is the KMP thing finished?": how the work began, whether it ended.
  const origin = workOrigin(ctx) ?? finishedOfTech(ctx) ?? firstClaim(ctx);
  return origin && { ...origin, intent: 'item' };
}

/** "Does she still code?", "is he Scottish?": of the owner now, from their jobs, work and own words. */
const ownerAsked = (ctx: Ctx) => handsOn(ctx) ?? demonymAnswer(ctx);

/** A job against a time: after a takeover or graduating, the post before, employers counted, moves. */
const jobAgainstTime = (ctx: Ctx) =>
  freelanceAsked(ctx) ??
  afterTakeover(ctx) ??
  afterGraduating(ctx) ??
  firstJobAfterStudy(ctx) ??
  postBefore(ctx) ??
  employerCount(ctx) ??
  movedTo(ctx) ??
  titleChangeWithin(ctx) ??
  softwareSince(ctx) ??
  titleClaim(ctx);

/**
 * "Has he ever worked in the US?": the jobs' own places, never his words on moving there. "Which
 * club did he coach at?": the organisations the question describes; "where?" after jobs, theirs.
 */
const placeAsked = (ctx: Ctx) =>
  jobAnswered(ctx) ?? workedIn(ctx) ?? orgAsked(ctx) ?? whereInView(ctx) ?? whereOfWork(ctx);

/** "Where did he work as a coach?", "is she a designer or a developer?", "compare his two jobs". */
function byPosts(ctx: Ctx): (Answer & { intent: Intent }) | undefined {
  // "At what scale?" after an answer: the figures its items give.
  const scaled = scaleInView(ctx);
  if (scaled) return { ...scaled, intent: 'item' };
  const titled = whereWorkedAs(ctx);
  if (titled) return { ...titled, intent: 'entryAt' };
  // The posts weighed by the titles that hold them.
  const posts = postsEither(ctx);
  if (posts) return { ...posts, intent: 'leaning' };
  // The jobs counted, side by side.
  const counted = jobsBySides(ctx) ?? jobsCounted(ctx);
  return counted && { ...counted, intent: 'compare' };
}

/** "What was the team called?" of the hackathon entry named or in view. */
function teamNameOf(ctx: Ctx): (Answer & { intent: Intent }) | undefined {
  const team = work.teamNameOf(ctx);
  return team && { ...team, intent: 'itemRole' };
}

const postOrTeam = (ctx: Ctx) => byPosts(ctx) ?? teamNameOf(ctx);

const WON_ONE = /\bthe (?:hackathon|jam|event|one|competition) (?:that )?(?:\w+ )?(?:won|win|wins)\b/;
function wonOne(ctx: Ctx): Answer | undefined {
  const won = ctx.cat.work.filter(
    (w) => w.type === 'hackathon' && !!w.hackathon.result && work.isWinResult(w.hackathon.result),
  );
  if (won.length === 1) return work.card(ctx, won[0]!);
  return awards({ ...ctx, intent: 'hackathonWins' });
}

const movedOrPosted = (ctx: Ctx) => movedOrAbroad(ctx) ?? saidOfInView(ctx) ?? postOrTeam(ctx);
/** "Is it still available?", "how much of the code is shared?": the items in view, in their own words. */
const saidOfInView = (ctx: Ctx) => {
  const out =
    fieldOfInView(ctx) ??
    stillOut(ctx) ??
    resultInView(ctx) ??
    afterwards(ctx) ??
    figureSaidInView(ctx) ??
    thingCountedInView(ctx) ??
    figuresInView(ctx);
  return out && { ...out, intent: 'item' as Intent };
};

/**
 * Questions read before any other reading: a terse follow-up of an faq answer or of the owner's
 * family, where a study or job named was, a thesis, the site asked by its own name.
 */
function answeredAtOnce(ctx: Ctx): (Answer & { intent: Intent }) | undefined {
  const ofFaq = faqFollowUp(ctx) ?? familyFollowUp(ctx);
  if (ofFaq) return { ...ofFaq, intent: 'item' };
  const founder = founded(ctx);
  if (founder) return { ...founder, intent: 'entryAt' };
  const part = roleInView(ctx);
  if (part) return { ...part, intent: 'itemRole' };
  const where = whereOfEntry(ctx);
  if (where) return { ...where, intent: 'entryAt' };
  const thesis = thesisAnswer(ctx);
  if (thesis) return { ...thesis, intent: 'education' };
  const atEvent = eventDone(ctx);
  if (atEvent) return { ...atEvent, intent: 'hackathons' };
  const studying = studyUnderway(ctx);
  if (studying) return { ...studying, intent: 'education' };
  // "What is lucia.design?": the site asked by its own name.
  return normalize(ctx.q.raw).includes(normalize(siteNameOf(ctx.cat.owner)))
    ? { ...work.thisSite({ ...ctx, intent: 'thisSite' }), intent: 'thisSite' }
    : undefined;
}

function byEntries(ctx: Ctx): (Answer & { intent: Intent }) | undefined {
  const first = answeredAtOnce(ctx);
  if (first) return first;
  const titled = titledEntries(ctx);
  if (titled) return { ...titled, intent: 'aboutMe' };
  const posted = movedOrPosted(ctx);
  if (posted) return posted;
  const order = countedOrEarlier(ctx);
  if (order) return order;
  const before = ownerAsked(ctx) ?? jobAgainstTime(ctx) ?? longerInView(ctx) ?? sinceInView(ctx);
  if (before) return { ...before, intent: 'entryAt' };
  // "What did he do before the consultancy?": the job a word of its own sentences names.
  const fromJob = neighbourOfJob({ ...ctx, intent: 'neighbour' });
  if (fromJob) return fromJob;
  const located = placeAsked(ctx);
  if (located) return { ...located, intent: 'entryAt' };
  const studied = studyAnswer(ctx);
  if (studied) return { ...studied, intent: 'education' };
  // "What is XState used for on this site?": the work's own sentences that name it.
  const used = techUse(ctx);
  if (used) return { ...used, intent: 'itemStack' };
  // "Does he do any computer vision?": a listed skill labelled with the question's own words.
  const labelled = labelPhrase(ctx);
  if (labelled) return { ...labelled, intent: 'skillHas' };
  const ofType = inViewOfType(ctx);
  return ofType ? { ...ofType, intent: 'pick' } : undefined;
}

/** An answer from what is in view: one chosen or counted, or the listed skills of a kind among them. */
/** "+what's his name?", "+what's it called?": the name of what the last answer was about. */
function nameOfInView(ctx: Ctx): (Answer & { intent: Intent }) | undefined {
  const named = nameInView(ctx);
  return named && { ...named, intent: 'item' };
}

function fromInView(ctx: Ctx, inView: readonly Item[]): (Answer & { intent: Intent }) | undefined {
  const named = nameOfInView(ctx);
  if (named) return named;
  const held = roleAtJobInView(ctx);
  if (held) return { ...held, intent: 'itemRole' };
  const chosen = chosenOrCounted(ctx, inView);
  if (chosen) return { ...chosen, intent: 'item' };
  const teamSize = about.hackathonTeamSize(ctx);
  if (teamSize) return { ...teamSize, intent: 'leadership' };
  const ofKind = skills.kindInView(ctx);
  return ofKind && { ...ofKind, intent: 'skills' };
}

/** A move between two areas of work, or "what is XState?" of a technology the site uses. */
function movedOrDefined(ctx: Ctx): (Answer & { intent: Intent }) | undefined {
  const moved = fieldSwitch(ctx);
  if (moved) return { ...moved, intent: 'background' };
  const defined = ctx.intent === 'offTopic' ? skills.techDefined(ctx) : undefined;
  return defined && { ...defined, intent: 'skillHas' };
}

/** The question with the work or employer it describes read as named, and what is in view. */
function readInView(cat: Catalogue, passages: Passages, asked: Parsed, inView: readonly Item[]) {
  const described = describedInView(cat, passages, otherOfTwo(techKindNamed(cat, asked), inView));
  return { q: employerDescribed(cat, passages, described.q), focus: described.focus };
}

const DETERMINERS = new Set(['the', 'that', 'this', 'his', 'her', 'their']);

/**
 * "Does the Terraform module work with Azure?": a technology and a kind of work after "the", read
 * as the one piece of work of that kind built with it, named.
 */
function techKindNamed(cat: Catalogue, q: Parsed): Parsed {
  const tech = q.found.find((f) => f.entity.type === 'tech' && DETERMINERS.has(q.words[f.start - 1] ?? ''));
  const kind = tech && q.found.find((f) => f.entity.type === 'kind' && f.start === tech.end);
  if (!tech || !kind || tech.entity.type !== 'tech' || kind.entity.type !== 'kind') return q;
  const [t, k] = [tech.entity.tech, kind.entity.kind];
  const work = cat.work.filter((w) => usesTech(w, t) && kindsOf(w).includes(k));
  if (work.length !== 1) return q;
  const found = [
    ...q.found.filter((f) => f !== tech && f !== kind),
    { entity: { type: 'item' as const, item: work[0]! }, start: tech.start, end: kind.end },
  ].sort((a, b) => a.start - b.start);
  return { ...q, found, slotted: slottedOf(q.words, found, q.years) };
}

/**
 * "How long was she at the console studio altogether?": the employer of the one job whose own words
 * describe it so, read as if named, so that every post there counts.
 */
function employerDescribed(cat: Catalogue, passages: Passages, q: Parsed): Parsed {
  const at = q.words.findIndex((w, i) => w === 'at' && q.words[i + 1] === 'the');
  if (at < 0 || !asksYears(q) || q.found.some((f) => f.entity.type !== 'owner' && f.entity.type !== 'kind'))
    return q;
  // The first describing word whose jobs, by their own words, are all at one employer.
  const employers = placeDescribing(q.words.slice(at)).map(
    (w) => new Set(passages.find([w], 6, isJob).map((p) => (p.item as Entry).entry.organisation)),
  );
  const one = employers.find((e) => e.size === 1);
  const name = one ? [...one][0] : undefined;
  if (!name) return q;
  const entries = careerOf(cat).filter((e) => e.entry.organisation === name);
  const found = q.found.filter((f) => f.end <= at);
  return {
    ...q,
    found: [...found, { entity: { type: 'org', name, entries }, start: at + 2, end: q.words.length }],
  };
}

/**
 * "Which of those two was longer?" of the jobs or studies in view, "was that longer than his
 * current job?" of one: each by its dates.
 */
function longerInView(ctx: Ctx): Answer | undefined {
  const entries = ctx.focus.filter((i): i is Entry => i.type === 'entry' && i.section.id !== 'personal');
  // "Which of the two was longer?" after two jobs and then work: the two jobs the answer led with.
  const ledWithTwo =
    bothAsked(ctx.q.raw) && entries.length >= 2 && ctx.focus.indexOf(entries[1]!) === 1
      ? entries.slice(0, 2)
      : [];
  const inView = entries.length === ctx.focus.length ? entries : ledWithTwo;
  const named = ctx.q.found.some((f) => f.entity.type !== 'owner');
  if (named || !inView.length || !asksLonger(ctx.q.words)) return undefined;
  const now = ctx.q.words.some((w) => w === 'current' || w === 'present')
    ? careerOf(ctx.cat).filter((e) => e.entry.end === 'present' && !inView.includes(e))
    : [];
  const weighed = [...inView, ...now];
  // Two places, each one job: several posts at one employer are weighed as that employer elsewhere.
  const two = weighed.length === 2 && weighed[0]!.entry.organisation !== weighed[1]!.entry.organisation;
  return two && (ctx.q.backRef || bothAsked(ctx.q.raw)) ? longerOf(ctx, weighed) : undefined;
}

/**
 * "They've been at the broadcaster since 2021, right?" of the one job in view, naming nothing the
 * site has: the claim weighed against that job's dates, the job named so the visitor can tell.
 */
function sinceInView(ctx: Ctx): Answer | undefined {
  const jobs = ctx.focus.filter((i) => i.type === 'entry' && i.section.id === 'career');
  const named = ctx.q.found.some((f) => f.entity.type !== 'owner');
  const there = ctx.q.words.includes('there') || /\bat (?:the|that|this)\b/.test(ctx.q.words.join(' '));
  return jobs.length === 1 && ctx.focus.length === 1 && !named && there
    ? about.sinceClaim(ctx, jobs)
    : undefined;
}

// "What does his AI training work at Lumen involve?": the one job at the employer named, in its words.
const DUTIES = /\b(?:involve[sd]?|entail(?:s|ed)?|responsibilit(?:y|ies)|duties|day to day)\b/;
function jobDuties(ctx: Ctx): Answer | undefined {
  const jobs = entitiesOf(ctx.q, 'org').flatMap((o) => o.entries);
  if (jobs.length !== 1 || !DUTIES.test(ctx.q.words.join(' '))) return undefined;
  return about.entryAt({ ...ctx, intent: 'entryAt', focus: jobs });
}

/** Where a job was, what it involved, whether it goes on: the job's own facts, before any reading. */
const jobNamedFacts = (ctx: Ctx) =>
  jobDetail(ctx) ??
  companyDoes(ctx) ??
  companySize(ctx) ??
  companyFate(ctx) ??
  sinceThen(ctx) ??
  laidOff(ctx) ??
  doneIn(ctx) ??
  livedIn(ctx) ??
  doneOutside(ctx) ??
  jobsIn(ctx) ??
  stillDoing(ctx) ??
  jobDuties(ctx) ??
  entryPlaced(ctx);

/** "Did she work at Google?", "what did she do at Tejo Pay?": a name no job has, or a client's. */
const employerOrClient = (ctx: Ctx) => noWorkAt(ctx) ?? doneForNamed(ctx);

/** Where the owner worked, how, for whom, as what: a job's own facts asked about. */
const jobAnswered = (ctx: Ctx) =>
  jobNamedFacts(ctx) ??
  whenIn(ctx) ??
  joinedAs(ctx) ??
  renamedEmployer(ctx) ??
  workModeOf(ctx) ??
  clientsOf(ctx) ??
  longestJob(ctx) ??
  softwareJob(ctx, () => about.titledJobs(ctx)) ??
  postHeld(ctx) ??
  employerOrClient(ctx) ??
  workForStudy(ctx) ??
  studyWork(ctx) ??
  jobInYear(ctx, () => describedJob(ctx)) ??
  jobAndWork(ctx) ??
  askedOfJobInView(ctx);

/** A job beside a piece of work: where it was built, whether a job ran then, which came first. */
const jobAndWork = (ctx: Ctx) =>
  builtAtJob(ctx, () => entitiesOf(ctx.q, 'org')[0]?.entries[0] ?? describedJob(ctx)) ?? jobDuringWork(ctx);

const STUDY_FINISHED = new Set(['finish', 'finished', 'complete', 'completed', 'graduate', 'graduated']);

/** "Did she finish the bootcamp?": the one study a word of its title names, asked whether it was completed. */
function finishedStudy(ctx: Ctx): Answer | undefined {
  if (!ctx.q.yesNo || !ctx.q.words.some((w) => STUDY_FINISHED.has(w))) return undefined;
  const all = educationOf(ctx.cat);
  const named = entitiesOf(ctx.q, 'item').map((e) => e.item);
  if (ctx.q.found.some((f) => f.entity.type !== 'owner' && f.entity.type !== 'item')) return undefined;
  if (named.some((i) => !all.includes(i as Entry))) return undefined;
  const words = new Set(ctx.q.words);
  const studies = named.length
    ? named
    : all.filter((e) =>
        tokens(e.entry.role ?? e.title).some((w) => w.length > 3 && about.titleWordSaid(w, words)),
      );
  return studies.length === 1 ? about.education(ctx) : undefined;
}

/** "When did she do the bootcamp?": the one study a word of its title names, by its dates. */
const STUDY_ANY = new Set(['course', 'studies', 'programme', 'program', 'training']);

function studyWhen(ctx: Ctx): Answer | undefined {
  const q = ctx.q;
  if (q.words[0] !== 'when' || q.found.some((f) => f.entity.type !== 'owner')) return undefined;
  const words = new Set(q.words);
  // A word for a kind of study ("the bootcamp"), not a field ("software development").
  const studies = educationOf(ctx.cat).filter((e) =>
    tokens(e.entry.role ?? e.title).some((w) => STUDY_NOUNS.has(w) && words.has(w)),
  );
  // "When did he start the course?" where no study is called one: each study, with its dates.
  if (!studies.length && q.words.some((w) => STUDY_ANY.has(w))) {
    const all = newestFirst(educationOf(ctx.cat));
    return all.length && all.length <= 3
      ? answer(`${ctx.v.name}'s studies:\n${all.map((e) => `- ${entryLine(e, ctx.now)}`).join('\n')}`, all)
      : undefined;
  }
  if (studies.length !== 1) return undefined;
  const e = studies[0]!;
  const { from, to } = spanOf(e.entry, ctx.now);
  const long = q.words.includes('long') && e.entry.start ? `: ${duration(to - from + 1)}` : '';
  return answer(
    `${ctx.v.name} studied for ${entryLine(e, ctx.now)}${long}.\n> ${firstSentences(e.entry.content, 2)}`,
    [e],
  );
}

/** "What did he do before the coaching job at Harbor Code?": the entry next to the job a word describes. */
function neighbourOfJob(ctx: Ctx): (Answer & { intent: Intent }) | undefined {
  // "And before that one?" after a piece of work, naming nothing: the work before it, not a job.
  const workInView = ctx.focus.length > 0 && ctx.focus.every(isWorkItem);
  if (workInView && ctx.q.found.every((f) => f.entity.type === 'owner')) return undefined;
  const job = ctx.q.direction ? describedJob(ctx) : undefined;
  if (!job) return undefined;
  // "Before Marés Analytics" names where to start from: a job described is one at the place named.
  const orgs = entitiesOf(ctx.q, 'org');
  if (orgs.length && !orgs.some((o) => (o.entries as readonly Item[]).includes(job))) return undefined;
  // The job found is where to start from, not every entry at the place named with it.
  const q = { ...ctx.q, found: ctx.q.found.filter((f) => f.entity.type !== 'org') };
  return { ...neighbour({ ...ctx, q, focus: [job] }), intent: 'neighbour' };
}

/** A part's plain lines without the long sentences an earlier part has word for word. */
const quotedBefore = (line: string, before: string) =>
  line.replace(/:\s*“([^”]{40,})”$/, (all, quote: string) => (before.includes(`“${quote}”`) ? '' : all));

function withoutSaid(text: string, before: string): string {
  if (!before) return text;
  // The first sentence leads the part: it stays whatever an earlier part said.
  const lines = text.split('\n').map((line, i) => {
    // A listed line keeps what it names; a quote an earlier part gave is not quoted again.
    if (/^(?:- |> )/.test(line)) return quotedBefore(line, before);
    return line
      .split(/(?<=[.!?])\s+/)
      .filter((sentence, j) => (i === 0 && j === 0) || sentence.length < 40 || !before.includes(sentence))
      .join(' ');
  });
  const original = text.split('\n');
  const kept = lines.filter((line, i) => line.trim() || !original[i]!.trim());
  return kept.join('\n').trim() || text;
}

/**
 * The parts of a reply worth showing: a greeting or an off-topic aside beside a question, a reply
 * already given for an earlier part, and an overview whose items another part already answers about
 * add nothing.
 */
const NEIGHBOUR_WORDS = ['before', 'after', 'next', 'previous', 'prior'];
const BARE_LINK = new Set(
  'link links url urls pls plz please send me the a it its can i have get got give what is whats and you do there any'.split(
    ' ',
  ),
);

/** Each question of a message answered in order, a later one following on from the earlier ones. */
function answerParts<A extends Answer & { intent: Intent }>(
  questions: readonly string[],
  read: (text: string) => Parsed,
  one: (q: Parsed, focus: readonly Item[]) => A,
  start: readonly Item[],
  cat: Catalogue,
) {
  let focus = start;
  let subject: Item[] = [];
  // What each part names besides the owner, to tell a part that repeats another.
  const named = new Map<Answer, Entity[]>();
  const parts: A[] = [];
  for (const question of questions) {
    const q = pointsToPart(read(question), parts.length > 0 ? focus : []);
    // "Is Snake on GitHub? link pls": a bare request for the link the part before gave already.
    if (parts.at(-1)?.intent === 'itemLink' && q.words.every((w) => BARE_LINK.has(w))) continue;
    // "Before Open Stad? And what came after it?": a second neighbour of the one thing named.
    const a = one(q, subject.length && NEIGHBOUR_WORDS.some((w) => q.words.includes(w)) ? subject : focus);
    // "Won prize money? how much?": a bare ask the part before answered with its figures.
    if (a.kind === 'not-on-site' && bareAsk(q.words) && /\d/.test(parts.at(-1)?.text ?? '')) continue;
    named.set(a, namedEntities(q));
    subject = a.intent === 'neighbour' ? namedSubject(q) : [];
    // A later question in the same message follows on from the earlier one.
    if (a.items.length) focus = a.items.map((id) => cat.items.get(id)).filter((x): x is Item => !!x);
    parts.push(a);
  }
  return { parts, named };
}

const BARE_ASKS = new Set(['how', 'much', 'many', 'when', 'where', 'exactly', 'roughly', 'and']);
const bareAsk = (words: readonly string[]) => words.length <= 3 && words.every((w) => BARE_ASKS.has(w));

// "What did he do at Quizmas and what's the app about?": "the app" is the work the part before named.
// Nouns for a piece of work: "his Apple Watch app", "the app" of the work a part before named.
const PIECE_NOUNS = new Set(
  'app apps project projects game games tool site website library package bot extension plugin hackathon entry team'.split(
    ' ',
  ),
);
const pointsToWork = (words: readonly string[]) =>
  words.some((w, i) => PIECE_NOUNS.has(w) && DETERMINERS.has(words[i - 1] ?? ''));
function pointsToPart(q: Parsed, focus: readonly Item[]): Parsed {
  const one = focus.length === 1 && isWork(focus[0]!);
  const named = q.found.some((f) => f.entity.type !== 'owner');
  return one && !named && !q.backRef && pointsToWork(q.words) ? { ...q, backRef: true } : q;
}

/** The one piece of work or place of work a question names by name, as items; none when it names more. */
function namedSubject(q: Parsed): Item[] {
  const named = q.found.flatMap((f) =>
    f.entity.type === 'item' ? [[f.entity.item]] : f.entity.type === 'org' ? [f.entity.entries] : [],
  );
  return named.length === 1 ? named[0]! : [];
}

/** What a question asks about by name: its work, jobs, skills and kinds (a category may be a plain word). */
const namedEntities = (q: Parsed) =>
  q.found.map((f) => f.entity).filter((e) => ['item', 'org', 'tech', 'kind'].includes(e.type));

function shownParts<P extends Answer & { intent: Intent }>(parts: P[], names: (p: P) => Entity[]): P[] {
  // A part another says all of adds nothing (the later one when both say the same), unless it is
  // the verdict its question asked for: yes or no, the longest or shortest.
  const unique = parts.filter(
    (p, i, all) =>
      all.findIndex((x) => x.text === p.text) === i &&
      (/^(?:Yes|No|Not [^:,.]{1,30}|Partly|Longest|Shortest|Longer|Shorter)[:,.]/.test(p.text) ||
        !all.some((x, j) => j !== i && saysAll(x.text, p.text) && (j < i || !saysAll(p.text, x.text)))),
  );
  // A later yes or no on what an earlier part asked about, with its verdict and items, repeats it.
  const lead = (p: P) => /^(?:Yes|No)\b/.exec(p.text)?.[0];
  const repeats = (p: P, i: number) =>
    !!lead(p) &&
    names(p).length > 0 &&
    unique.some(
      (x, j) =>
        j < i &&
        lead(x) === lead(p) &&
        names(p).every((e) => names(x).some((o) => sameEntity(e, o))) &&
        p.items.every((id) => x.items.includes(id)),
    );
  const answered = unique.some((p) => p.kind !== 'off-topic' && p.intent !== 'greeting');
  // "Which one do you mean?" beside an answer to another part asks for what that answer settles.
  const asking = (p: P) => /\bdo you mean\b/.test(p.text);
  const settled = unique.some((p) => !asking(p) && p.kind !== 'off-topic' && p.intent !== 'greeting');
  const kept = unique.filter(
    (p) =>
      p.intent !== 'greeting' &&
      !repeats(p, unique.indexOf(p)) &&
      !(settled && asking(p)) &&
      !(answered && p.kind === 'off-topic') &&
      !(
        p.intent === 'summary' &&
        unique.some((o) => o !== p && o.items.length && p.items.every((id) => o.items.includes(id)))
      ) &&
      // "…in any project? which ones?": a pick among what an earlier part already listed.
      !(
        p.intent === 'pick' &&
        unique.some((o, j) => j < unique.indexOf(p) && p.items.every((id) => o.items.includes(id)))
      ),
  );
  return kept.length ? kept : unique.slice(0, 1);
}

/** Whether an earlier reply already says all a later one does: each of its words, in any order. */
function saysAll(earlier: string, later: string): boolean {
  // An outside link (a demo, a recording) the earlier reply lacks is something it did not say.
  const urls = (text: string) => [...text.matchAll(/\]\((https?:[^)]*)\)/g)].map((m) => m[1]!);
  if (urls(later).some((u) => !urls(earlier).includes(u))) return false;
  const words = (text: string) =>
    tokens(text.replace(/\]\([^)]*\)/g, ']')).filter((w) => w.length > 2 && !commonWords().has(w));
  const said = new Set(words(earlier));
  const own = words(later);
  // A reply of a few common words ("The site doesn't say.") is an answer of its own; a short one of
  // links the earlier reply gave ("Ledgerly: Live") is not.
  return (
    (own.length >= 3 || urls(later).length > 0) && own.every((w) => said.has(w) || said.has(singular(w)))
  );
}

/**
 * The items the conversation is about: those the latest answer that named any named, from the
 * history's ids, checked against content. An answer about nothing (a greeting, an off-topic reply)
 * leaves the focus where it was.
 */
function focusOf(cat: Catalogue, history: readonly ChatTurn[]): Item[] {
  for (let i = history.length - 1; i >= 0; i--) {
    const turn = history[i]!;
    if (turn.sender !== 'ai') continue;
    const items = (turn.items ?? [])
      .filter((id) => ITEM_ID.test(id))
      .map((id) => cat.items.get(id))
      .filter((x): x is Item => !!x);
    // A faq answer that names work is about that work ("eBuddies: it was my first…").
    const named = items.filter((x) => x.type !== 'faq');
    // One piece of work quoted beside the owner's About is what a follow-up means by "it".
    const work = named.filter(isWork);
    const personal = (x: Item) => x.type === 'entry' && x.section.id === 'personal';
    if (work.length === 1 && named.length > 1 && named.every((x) => isWork(x) || personal(x))) return work;
    if (named.length) return named;
    if (items.length) return items;
  }
  return [];
}

const BOTH = /\b(?:(?:those|these|the) two|both)\b/i;
const bothAsked = (message: string) => BOTH.test(message);

/**
 * "Which of those two was longer?" after one job, then another: the one item of each of the last
 * two answers, when the last one showed a single item.
 */
function focusOfTwo(cat: Catalogue, history: readonly ChatTurn[]): Item[] {
  const last = focusOf(cat, history);
  if (last.length !== 1) return last;
  const i = history.findLastIndex((t) => t.sender === 'ai');
  const before = focusOf(cat, history.slice(0, i));
  return before.length === 1 && before[0] !== last[0] ? [before[0]!, last[0]!] : last;
}

/** The items a message is about: the last answer's, or the two or several it points back to. */
const focusFor = (cat: Catalogue, message: string, history: readonly ChatTurn[]) =>
  bothAsked(message)
    ? focusOfTwo(cat, history)
    : manyAsked(message)
      ? focusOfMany(cat, history)
      : OTHER_ONE.test(message)
        ? focusOfOther(cat, history)
        : ORDER_AGAIN.test(message)
          ? focusBeforePick(cat, history)
          : ledInView(message, placeInView(message, focusOf(cat, history)), history);

// "It", "that one": one thing, which a follow-up to an answer naming many means by its lead.
const ONE_REFERRED = /\b(?:it|its|that one|this one)\b/i;

/**
 * "What stack did it use?" after "Kasa stands out", with other work listed below as facts: the
 * pieces of work the answer's first line names, where it names one or two of many.
 */
function ledInView(message: string, focus: Item[], history: readonly ChatTurn[]): Item[] {
  // Only of work weighed: after a skill's answer, "it" is the skill (see techsOfLastQuestion).
  if (focus.length < 3 || !focus.every(isWorkItem) || !ONE_REFERRED.test(message)) return focus;
  const text = history.findLast((t) => t.sender === 'ai')?.text ?? '';
  const lead = text.split('\n')[0]!;
  const ids = [...lead.matchAll(/\/(?:projects|hackathons)\?item=([a-z0-9-]+)/g)].map((m) => m[1]!);
  const led = focus.filter((i) => ids.includes(i.id));
  return led.length >= 1 && led.length <= 2 && text.includes('\n') ? led : focus;
}

/** "What does he do there?" after two jobs, one of them self-employed: "there" is the employer's. */
function placeInView(message: string, focus: Item[]): Item[] {
  if (!/\bthere\b/i.test(message) || focus.length < 2) return focus;
  const jobs = focus.filter((i): i is Entry => i.type === 'entry' && i.section.id === 'career');
  const placed = jobs.filter((e) => e.entry.organisation && !SELF_EMPLOYED.test(e.entry.organisation));
  return jobs.length === focus.length && placed.length === 1 ? placed : focus;
}

// "+and the newest?" after "+which is the oldest?": an order word asked again, of a short message.
const ORDER_AGAIN =
  /^\W*(?:and|what about|how about|which is|which was|what's|what is)? ?(?:the )?(?:newest|oldest|latest|earliest|most recent|first|last)(?: one)?\W*$/i;

/** The list the last answer picked from, when it showed some of that list: an order word picks again from all. */
function focusBeforePick(cat: Catalogue, history: readonly ChatTurn[]): Item[] {
  const last = focusOf(cat, history);
  const i = history.findLastIndex((t) => t.sender === 'ai');
  const before = focusOf(cat, history.slice(0, i));
  return before.length > last.length && last.every((x) => before.includes(x)) ? before : last;
}

/**
 * "The other one", once found, is the one now in view: "how long was the other one?" is "how long
 * was it?", and "and the other one?" alone is "tell me more about it".
 */
function otherAsIt(message: string, focus: readonly Item[], last: readonly Item[]): string {
  if (!OTHER_ONE.test(message) || focus.length !== 1 || (last.length === 1 && last[0] === focus[0]))
    return message;
  const asked = message.replace(/\b(?:the|that) other (?:one|job|project|entry|hackathon)\b/i, 'it');
  return /^(?:and |what about |how about )?it\W*$/i.test(asked) ? 'Tell me more about it.' : asked;
}

// "The project", "that hack": one piece of work, said by what it is ("the app" asks what it does).
const THE_WORK = /\b(?:the|that|this) (?:project|hack|entry|thing)\b/i;
/** "What was the project about?" with one piece of work in view, a hackathon entry too: "it". */
const theWorkAsIt = (message: string, focus: readonly Item[]) =>
  focus.length === 1 && isWorkItem(focus[0]!) && !OTHER_ONE.test(message)
    ? message.replace(THE_WORK, 'it')
    : message;

// "What was the tech stack?" alone: the stack of the work in view, not every skill.
const STACK_ALONE =
  /^(?:and |so )?(?:what(?:'s| was| is| were)?|which) (?:the |their )?(?:tech(?:nology)? )?stacks?(?: used)?[\s?.!]*$/i;
// "+What tech?", "+which tools?": of the one job or piece of work in view, its stack.
const TECH_ALONE =
  /^(?:and |so )?(?:what|which) (?:tech|technolog(?:y|ies)|tools?)(?: (?:did|does|do) (?:he|she|they) use)?[\s?.!]*$/i;
const oneInView = (focus: readonly Item[]) =>
  focus.length === 1 &&
  (isWorkItem(focus[0]!) || (focus[0]!.type === 'entry' && focus[0]!.section.id === 'career'));
// "+Which is the highest?" after studies: the highest qualification, never the newest of them.
const HIGHEST_ALONE =
  /^(?:and |so )?(?:(?:which|what)(?:'s| is| one is)? )?the highest(?: one| degree| qualification)?[\s?.!]*$/i;
const highestOfStudies = (message: string, focus: readonly Item[]) =>
  focus.length > 1 &&
  focus.every((i) => i.type === 'entry' && i.section.id === 'education') &&
  HIGHEST_ALONE.test(message.trim())
    ? "what's the highest qualification?"
    : message;

// "+Where did she speak?" of the one talk or piece of work in view: where it was.
const SPOKE_WHERE =
  /^(?:and |so )?where did (?:he|she|they|\S+) (?:speak|present|give (?:it|the talk|that talk))[\s?.!]*$/i;
const whereSpoken = (message: string, focus: readonly Item[]) =>
  focus.length === 1 && SPOKE_WHERE.test(message.trim()) ? 'where was it?' : message;

const stackOfWorkInView = (message: string, focus: readonly Item[]) =>
  (focus.length >= 1 && focus.length <= 4 && focus.every(isWorkItem) && STACK_ALONE.test(message.trim())) ||
  (oneInView(focus) && TECH_ALONE.test(message.trim()))
    ? `what stack did ${focus.length === 1 ? 'it' : 'they'} use?`
    : message;

// "In what, and where from?" after a degree: what it was and where, which the entry itself says.
const ENTRY_DETAIL = /^(?:and |so )?(?:in what|what in|what subject|which subject|where from|from where)\b/i;
const detailOfEntry = (message: string, focus: readonly Item[]) =>
  ENTRY_DETAIL.test(message.trim()) && focus.length === 1 && focus[0]!.type === 'entry'
    ? 'Tell me more about it.'
    : message;

// "And the other one?" after one of two shown: that other one.
const OTHER_ONE = /\b(?:the|that) other (?:one|job|project|entry|hackathon)\b/i;
function focusOfOther(cat: Catalogue, history: readonly ChatTurn[]): Item[] {
  const last = focusOf(cat, history);
  // Two shown after one of them alone ("she won Night Shift", then both listed): the one not won.
  if (last.length === 2) {
    const before = focusOf(
      cat,
      history.slice(
        0,
        history.findLastIndex((t) => t.sender === 'ai'),
      ),
    );
    return before.length === 1 && last.includes(before[0]!) ? last.filter((i) => i !== before[0]) : last;
  }
  const many = focusOfMany(cat, history);
  return last.length === 1 && many.length === 2 && many.includes(last[0]!)
    ? many.filter((i) => i !== last[0])
    : last;
}

// "How many of them…?", "the one where he competed": among the several last shown.
const MANY =
  /\b(?:(?:how many|which|what|any|none|all|each) of (?:them|those|these)|the one (?:where|that|which|with)|which (?:one|ones) (?:is|are|was|were))\b/i;
const manyAsked = (message: string) => MANY.test(message);

/**
 * "How many of them used React?" after a list, then one of its items: the list, when the last
 * answer showed a single item of it.
 */
function focusOfMany(cat: Catalogue, history: readonly ChatTurn[]): Item[] {
  const last = focusOf(cat, history);
  if (last.length !== 1) return last;
  // The earlier answers, newest first, back to the first that showed several items.
  const ends = history.flatMap((t, i) => (t.sender === 'ai' ? [i] : [])).reverse();
  for (const end of ends) {
    const before = focusOf(cat, history.slice(0, end));
    if (before.length > 1) return before.includes(last[0]!) ? before : last;
  }
  return last;
}

/** An off-topic reading overruled: a request to make something stays one; work or a kind named is about the owner. */
const LIVES = new Set(['based', 'live', 'lives', 'living', 'located']);
// "A live link", "the live demo": live as in running, not as in living somewhere.
const RUNNING = new Set(['link', 'links', 'demo', 'demos', 'version', 'site', 'url', 'preview', 'app']);
/**
 * "Is she in the UK?", "does he live in Gothenburg?": a yes/no on where the owner is based; not one
 * on a spoken language ("German well enough for a team based in Munich?").
 */
function livesInFor(owner: Owner): (q: Parsed) => boolean {
  const place = new Set(tokens(owner.location).filter((w) => !commonWords().has(w)));
  // "Does he live in Leeds?": the owner's place, even where a project's title has its name too.
  const inPlace = (q: Parsed) => q.words.some((w, i) => place.has(w) && q.words[i - 1] === 'in');
  // "Where did she live before Bergen?": her homes, whatever the place's name also names.
  const whereLived = (q: Parsed) =>
    q.words.includes('where') && q.words.some((w) => w === 'live' || w === 'lived' || w === 'living');
  return (q) =>
    whereLived(q) ||
    (q.yesNo &&
      q.found.some((f) => f.entity.type === 'owner') &&
      (q.found.every((f) => f.entity.type === 'owner') || inPlace(q)) &&
      !q.words.some((w) => PERSONAL_WORDS.has(w) || isLanguage(w)) &&
      (q.words.some((w, i) => LIVES.has(w) && !RUNNING.has(q.words[i + 1] ?? '')) ||
        (q.words.length <= 6 && q.words.includes('in') && q.words.some((w) => place.has(w)))));
}

/**
 * "What's the back end of each?" of the work in view, "the front end of Star Review?": its stacks'
 * sides, not the skill category the side's word also names.
 */
const SIDES_WEIGHED = new Set([
  'which',
  'more',
  'better',
  'vs',
  'versus',
  'heavy',
  'heavier',
  'compare',
  'or',
]);
const sideInView = (q: Parsed, focus: readonly Item[]) => {
  if (!q.words.some((w) => w === 'backend' || w === 'frontend') || q.yesNo) return false;
  // "Which is more backend-heavy, X or Y?" weighs the two.
  if (q.words.some((w) => SIDES_WEIGHED.has(w))) return false;
  const named = entitiesOf(q, 'item').filter((e) => isWork(e.item));
  const others = q.found.filter((f) => !['owner', 'category', 'item'].includes(f.entity.type));
  const inView = (q.backRef || q.words.includes('each')) && focus.some(isWork);
  return !others.length && (named.length > 0 || inView);
};

/** The reading of a question before prose is looked at: overrules first, then the nearest example. */
/** What a question asks, and then whether the owner's own faq entry answers it after all. */
function readIntent(
  r: Parameters<typeof firstIntent>[0],
  q: Parsed,
  focus: readonly Item[],
  best: Classified | undefined,
): Intent {
  if (ageClaim(q.words)) return 'age';
  const intent = measureNotFaq(
    q,
    noHackathonsAsked(
      r.cat,
      q,
      linkOfDescribed(r, q, overviewOfTopic(q, firstIntent(r, q, focus, best), best, r.passages)),
    ),
  );
  return describedAsList(
    q,
    focus,
    siteNamed(
      q,
      reachWeighed(q, practiceOverKind(q, winsOfKind(q, ownFaqSpeaks(r.cat.owner, q, best, intent)))),
    ),
  );
}

/** "Where was their internship?", "where was her PhD?": the place of the one job or study named, never where the owner lives. */
function whereOfEntry(ctx: Ctx): Answer | undefined {
  const { q } = ctx;
  if (q.words[0] !== 'where' || !/^(?:was|were|is)$/.test(q.words[1] ?? '')) return undefined;
  const named = q.found.filter((f) => f.entity.type !== 'owner');
  const f = named.length === 1 ? named[0]! : undefined;
  const e = f?.entity.type === 'item' && f.entity.item.type === 'entry' ? f.entity.item : undefined;
  if (!e || e.section.id === 'personal') return undefined;
  return answer(`${entryLine(e, ctx.now)}.${placeLine(e)}`, [e]);
}

/**
 * "The pricing logic", "the payment API's availability": a faq on pay or availability reached only
 * by a word that names a measure or a part of a system answers something else; the prose is read.
 */
function measureNotFaq(q: Parsed, intent: Intent): Intent {
  if (!intent.startsWith('faq:')) return intent;
  const personal = q.words.flatMap((w, i) => (PERSONAL_WORDS.has(w) || payWord(w) ? [i] : []));
  return personal.length && personal.every((i) => asMeasure(q.words, i)) ? 'notOnSite' : intent;
}

const HACKATHON_READINGS = new Set<Intent>(['hackathons', 'hackathonWins', 'hackathonRoles']);
const WON_WORDS = new Set(['won', 'win', 'wins', 'award', 'awards', 'prize', 'prizes', 'placed']);
const HACKATHON_WORDS = /^(?:hackathons?|hacks?|jams?|datathons?|competitions?|contests?|events?)$/;
/**
 * "Any awards?", "+how many people?" of an owner with no hackathons, read as near hackathon
 * examples: what the site says on it, not that there are no hackathons, unless they are named.
 */
const noHackathonsAsked = (cat: Catalogue, q: Parsed, intent: Intent): Intent =>
  HACKATHON_READINGS.has(intent) &&
  (!cat.work.some((w) => w.type === 'hackathon') || countOfOther(q, intent)) &&
  !q.words.some((w) => HACKATHON_WORDS.test(w) || WON_WORDS.has(w)) &&
  q.found.every((f) => f.entity.type === 'owner')
    ? 'notOnSite'
    : intent;
/** "How many publications?" read as "how many hackathons": a count of something the examples lack. */
const countOfOther = (q: Parsed, intent: Intent) =>
  intent === 'hackathons' &&
  q.words.includes('many') &&
  !q.words.some((w) => /^(?:teams?|teammates|times|people|members)$/.test(w));

// Words that ask of work made, not of a practice: "any accessibility projects?".
const MADE_WORDS =
  /^(?:projects?|apps?|games?|tools?|sites?|websites?|work|built|build|made|make|shipped|entries)$/;
/**
 * "Does she care about accessibility?" where Accessibility is both a listed practice and a kind of
 * work: the practice, unless work made is asked.
 */
function practiceOverKind(q: Parsed, intent: Intent): Intent {
  if (intent !== 'kindHas' || q.words.some((w) => MADE_WORDS.test(w))) return intent;
  const kinds = q.found.filter((f) => f.entity.type === 'kind');
  const practiceAt = (k: (typeof kinds)[number]) =>
    q.found.some(
      (f) =>
        f.start === k.start &&
        f.end === k.end &&
        f.entity.type === 'tech' &&
        f.entity.tech.kind === 'practice' &&
        !!f.entity.tech.listed,
    );
  return kinds.length && kinds.every(practiceAt) ? 'skillHas' : intent;
}

/**
 * "The link to the guitar tuner?" read as a job ("Guitar Teacher"), "what year did she build the
 * music theory quiz?" as a kind (music): a link or a year asked of a piece of work whose own words
 * have two of the describing words is that work's link or year.
 */
function linkOfDescribed(r: { cat: Catalogue; passages: Passages }, q: Parsed, intent: Intent): Intent {
  if (intent !== 'entryAt' && intent !== 'career' && intent !== 'kindHas') return intent;
  const detail = q.words.some((w) => LINK_WORDS.has(w))
    ? 'itemLink'
    : intent === 'kindHas' && (q.words.includes('year') || q.words[0] === 'when')
      ? 'itemYear'
      : undefined;
  if (!detail) return intent;
  const words = r.passages.topicWords(q.words).filter((w) => !LINK_WORDS.has(w) && w !== 'year');
  const found = r.passages.find(words, 3, isWork);
  return found[0] && found[0].matched >= 2 && found.every((p) => p.item === found[0]!.item) ? detail : intent;
}

// Words of winning: a question of wins says one of them.
const WIN_WORDS =
  /\b(?:win|wins|won|winning|winner|prizes?|placed?|placings?|podium|awards?|results?|finish\w*|rank\w*)\b/;
/** "Did he ever build anything with AI?": a kind of work asked with no word of winning is that work. */
const winsOfKind = (q: Parsed, intent: Intent): Intent =>
  intent === 'hackathonWins' && entitiesOf(q, 'kind').length && !WIN_WORDS.test(q.words.join(' '))
    ? 'kindHas'
    : intent;

/** "What's her site name?": the name of this site, not the owner's. */
const siteNamed = (q: Parsed, intent: Intent): Intent =>
  (intent === 'ownerName' ||
    (intent === 'currentRole' && q.words.some((w) => w === 'name' || w === 'called'))) &&
  q.words.some((w) => SITE_WORDS.has(w)) &&
  !q.found.some((f) => f.entity.type === 'item' || f.entity.type === 'org')
    ? 'thisSite'
    : intent;
const SITE_WORDS = new Set(['site', 'website', 'portfolio', 'domain', 'url']);

/** "Which app has the most downloads?": work weighed by its reach, whatever words it shares with links. */
const reachWeighed = (q: Parsed, intent: Intent): Intent =>
  intent !== 'judgeProject' &&
  q.words.includes('which') &&
  q.words.includes('most') &&
  !entitiesOf(q, 'item').length &&
  reachAsked(q.words)
    ? 'judgeProject'
    : intent;

/**
 * "Link to the status page project?": one piece of work described and read into view is asked
 * about itself, not the list its words are nearest.
 */
function describedAsList(q: Parsed, focus: readonly Item[], intent: Intent): Intent {
  if (!LISTS.has(intent) || !q.backRef || focus.length !== 1 || !isWork(focus[0]!)) return intent;
  if (entitiesOf(q, 'kind').length || entitiesOf(q, 'tech').length || q.order !== undefined) return intent;
  return q.words.some((w) => LINKED.has(w)) ? 'itemLink' : 'item';
}

/** Readings no example overrules: pay asked, a year asked, a hackathon placing asked by its rank. */
const earlyIntent = (cat: Catalogue, q: Parsed, focus: readonly Item[], best: Classified | undefined) =>
  payIntent(cat, q) ??
  yearIntent(q, focus, best) ??
  (rankedAsked(q) ? 'hackathonWins' : undefined) ??
  ofWorkNamed(q, focus) ??
  // "Name them", "which ones?" after a list: every item in view, whatever example is nearest.
  (focus.length > 1 && (WHICH_ONES.test(q.words.join(' ')) || titleWordAsked(q, focus))
    ? 'pick'
    : undefined) ??
  // "Who are they?" after a team was named: the people in view, not the assistant.
  (best?.intent === 'assistant' && focus.length && q.words.includes('they') ? 'item' : undefined) ??
  endOfKindInView(cat, q, focus);

/** Who made a piece of work, or which came beside it. */
const ofWorkNamed = (q: Parsed, focus: readonly Item[]) => whoMadeWork(q, focus) ?? workBesideNamed(q);

// "Which hackathon came before Fund Frontier?": the one dated next to the work named, not its card.
const CAME_BESIDE =
  /^(?:which|what) (?:hackathon|project|entry|game|app|one)s? (?:came|come|comes|was|were|is) (?:right |just )?(?:before|after) /;
const workBesideNamed = (q: Parsed): Intent | undefined => {
  const named = entitiesOf(q, 'item').map((e) => e.item);
  return CAME_BESIDE.test(q.words.join(' ')) && named.length === 1 && isWork(named[0]!)
    ? 'neighbour'
    : undefined;
};

// "Who made it?", "who built Snake?": who worked on a piece of work, not how this site was built.
const WHO_MADE = /^who (?:made|built|created|developed|wrote|designed|coded|programmed) /;
function whoMadeWork(q: Parsed, focus: readonly Item[]): Intent | undefined {
  if (!WHO_MADE.test(q.words.join(' '))) return undefined;
  const named = entitiesOf(q, 'item').map((e) => e.item);
  const work = (named.length ? named : q.backRef ? focus : []).filter(isWork);
  return work.length === 1 && !(work[0]!.type === 'project' && work[0]!.project.thisSite)
    ? 'itemRole'
    : undefined;
}

/**
 * "And his latest?" after his first job, "and most recently?" after his first study: the other end
 * of the whole list the item in view belongs to, not of the work nearest the words.
 */
function endOfKindInView(cat: Catalogue, q: Parsed, focus: readonly Item[]): Intent | undefined {
  if ((q.order !== 'first' && q.order !== 'last') || !focus.length) return undefined;
  if (!q.found.every((f) => f.entity.type === 'owner')) return undefined;
  const bare = q.words.every(
    (w) => ORDER_WORDS[w] || (FUNCTION_WORDS.has(w) && w !== 'one') || END_FILLER.has(w),
  );
  if (!bare) return undefined;
  const kindOf = (i: Item) => (i.type === 'entry' ? i.section.id : i.type);
  const kinds = new Set(focus.map(kindOf));
  const [kind] = kinds;
  if (kinds.size !== 1) return undefined;
  // "Which React ones are newest?" after some of the work is asked among those; after one, or after
  // the whole list, of the whole list.
  const whole =
    focus.length === 1 || focus.length === [...cat.items.values()].filter((i) => kindOf(i) === kind).length;
  return whole ? END_OF_KIND[kind!] : undefined;
}
// "And the most recent one?" is one of those in view, which a pick answers.
const END_FILLER = new Set(['most', 'latest', 'newest', 'recent', 'recently']);
const END_OF_KIND: Record<string, Intent> = {
  career: 'career',
  education: 'education',
  project: 'projects',
  hackathon: 'hackathons',
};

/**
 * One of the owner's own faq phrasings, asked nearly as written, is answered by the owner's words;
 * the word on pay only where pay is asked ("what roles is she looking for?" is no salary question).
 */
function ownFaqAsked(cat: Catalogue, q: Parsed, best: Classified | undefined): Intent | undefined {
  if (!best?.intent.startsWith('faq:') || best.score < SURE_SCORE) return undefined;
  return best.intent === `faq:${payFaq(cat.owner)?.id}` && !payAsked(q.words) ? undefined : best.intent;
}

function firstIntent(
  r: { cat: Catalogue; passages: Passages; faqIntent: Intent | undefined; livesIn: (q: Parsed) => boolean },
  q: Parsed,
  focus: readonly Item[],
  best: Classified | undefined,
): Intent {
  const early = earlyIntent(r.cat, q, focus, best);
  if (early) return early;
  const own = ownFaqAsked(r.cat, q, best);
  if (own) return leftOtherJob(r, q, focus, own.slice(4)) ? 'entryAt' : own;
  if (howLongJob(r.cat, q, r.passages) || entryForList(q, best)) return 'entryAt';
  if (MAIN_COMPARED.test(q.words.join(' '))) return 'compare';
  // "Straight from pharmacy to iOS development?": the time between two entries, whatever roles it names.
  if (entriesBetween(r.cat, q)) return 'careerGap';
  const inView = ofWorkOrJobs(r, q, focus);
  if (inView) return inView;
  // "How many years did he do that for?", "so he's been there two years?" of the one job in view.
  if (lengthOfOneJob(q, focus)) return 'entryAt';
  const life = lifeIntent(r, q);
  if (life) return life;
  // "Was he full time at Kudi?", "was that job part-time?": a job named or in view, by its hours.
  const byTerms = termsIntent(r, q, focus);
  if (byTerms) return byTerms;
  return restIntent(r, q, focus, best);
}

/**
 * A study asked of by its kind ("tell me about the bootcamp", whatever the prose says), its subject,
 * its school, whether it was finished, or when.
 */
const studyAnswer = (ctx: Ctx): Answer | undefined =>
  (asksStudyOfKind(ctx.q) ? about.education({ ...ctx, intent: 'education' }) : undefined) ??
  studiedSubject(ctx) ??
  attendedSchool(ctx) ??
  finishedStudy(ctx) ??
  studyWhen(ctx);

/**
 * "Anything since 2024?", "and in 2020?", "what about 2019": a year and nothing else asks what the site
 * shows then, or of the one kind of work in view, that work then.
 */
function yearAlone(q: Parsed, focus: readonly Item[]): Intent | undefined {
  const year = String(q.years[0]);
  const alone =
    q.years.length === 1 &&
    q.found.every((f) => f.entity.type === 'owner') &&
    q.words.every((w) => w === year || FUNCTION_WORDS.has(w) || YEAR_FILLER.has(w) || BUILT_WORDS.has(w));
  if (!alone) return undefined;
  const types = new Set(focus.filter(isWork).map((item) => item.type));
  const work = types.size === 1 && focus.every(isWork) ? [...types][0] : undefined;
  return work === 'project' ? 'projects' : work === 'hackathon' ? 'hackathons' : 'inYear';
}
const YEAR_FILLER = new Set([
  'anything',
  'during',
  'so',
  'things',
  'stuff',
  'happened',
  'going',
  'else',
  'up',
]);

/**
 * "What did he do after 2022?", "what has she done since 2023?": the years on that side, everything in
 * them, not the item after the one in view, nor the work alone where no kind of work is named.
 */
function yearSideIntent(q: Parsed, best: Classified | undefined): Intent | undefined {
  const at = q.words.indexOf(String(q.years[0]));
  const side = q.years.length === 1 && at > 0 ? q.words[at - 1] : undefined;
  if (side !== 'after' && side !== 'since' && side !== 'before') return undefined;
  const work = namesWork(q);
  if (best?.intent === 'neighbour') return work ? (work === 'events' ? 'hackathons' : 'projects') : 'inYear';
  return LISTS.has(best?.intent ?? 'notOnSite') && !work ? 'inYear' : undefined;
}
const yearIntent = (q: Parsed, focus: readonly Item[], best: Classified | undefined) =>
  yearAlone(q, focus) ?? yearSideIntent(q, best);

/** Whether a question names work made, and whether that work is hackathon entries ("events"). */
function namesWork(q: Parsed): 'events' | 'work' | undefined {
  if (q.words.some((w) => EVENT_WORDS.has(singular(w)))) return 'events';
  const named =
    q.words.some((w) => w !== 'work' && WORK_NOUNS.has(w)) ||
    entitiesOf(q, 'kind').length > 0 ||
    entitiesOf(q, 'tech').length > 0;
  return named ? 'work' : undefined;
}
const EVENT_WORDS = new Set(['hackathon', 'jam', 'hack', 'competition']);

/** "How much does she charge for a pipeline?": her word on pay, whatever kind of work it names. */
function payIntent(cat: Catalogue, q: Parsed): Intent | undefined {
  if (!payAsked(q.words) || q.found.some((f) => f.entity.type === 'item')) return undefined;
  const pay = payFaq(cat.owner);
  return pay ? `faq:${pay.id}` : 'notOnSite';
}

/**
 * "Why did she leave the agency?" near the faq on why she left hospitality: a job asked, named or in
 * view, that the faq neither lists among its items nor names, is answered from the job.
 */
function leftOtherJob(
  r: { cat: Catalogue; passages: Passages },
  q: Parsed,
  focus: readonly Item[],
  id: string,
) {
  if (!asksWhyLeft(q.words)) return false;
  const job = jobAsked({ cat: r.cat, q, passages: r.passages, focus } as Ctx);
  const faq = r.cat.owner.faq?.find((f) => f.id === id);
  if (!job || !faq || faq.items?.includes(job.id)) return false;
  const org = tokens(job.entry.organisation ?? '').filter((w) => w.length > 3);
  const said = new Set(tokens([faq.answer, ...faq.questions].join(' ')));
  return !org.some((w) => said.has(w));
}

const isEntryItem = (e: Entity) => e.type === 'item' && e.item.type === 'entry';

// "Compare her two main projects", "how do his two best hackathon entries differ?".
const MAIN_COMPARED =
  /\b(?:compare|comparison|differ|difference|vs)\b.*\b(?:two|2|three|3) (?:main|best|top|strongest|biggest|key|major|most impressive) (?:\w+ )?(?:projects|hackathons|apps|entries|pieces)\b|\b(?:two|2|three|3) (?:main|best|top|strongest|biggest|key|major) (?:\w+ )?(?:projects|hackathons|apps|entries) (?:compare|differ)\b/;

// The lists of work a question of an entry is mistaken for ("done any internships?" ~ "any hackathons?").
const WORK_LISTS = new Set<Intent>(['hackathons', 'projects']);
const WORK_TYPE_WORD = /^(?:hackathons?|jams?|projects?|apps?|work)$/;
/** "Has she done any internships?": the About entry named, not the list of work the wording is near. */
const entryForList = (q: Parsed, best: Classified | undefined) =>
  !!best &&
  WORK_LISTS.has(best.intent) &&
  q.found.some((f) => isEntryItem(f.entity)) &&
  !q.words.some((w) => WORK_TYPE_WORD.test(w));

// People the owner taught or coached, whose results are the owner's own words on them.
const TAUGHT_PEOPLE = new Set(
  'student students pupil pupils mentee mentees trainee trainees learner learners apprentice apprentices players'.split(
    ' ',
  ),
);
const taughtAsked = (q: Parsed, best: Classified | undefined) =>
  best?.intent === 'hackathonWins' &&
  q.words.some((w) => TAUGHT_PEOPLE.has(w)) &&
  !q.words.some((w) => /^(?:hackathons?|jams?|teams?|events?)$/.test(w));

/** "Does her nursing background help?": what one part of the owner's life brings, nothing named but them. */
const asksBearing = (q: Parsed, focus: readonly Item[]) =>
  q.words.some((w) => BEARING_WORDS.has(w)) &&
  q.found.every((f) => f.entity.type === 'owner' || f.entity.type === 'role') &&
  // "How does that help him as a developer?" right after his coaching: that part of his life.
  (q.words.some((w) => BACKGROUND_WORDS.has(w)) || (!!q.backRef && focus.some((i) => i.type === 'entry')));

/**
 * "Is it on npm?" of the work in view: its links on that store, before its words that name the
 * store; else what the work's own words say.
 */
function storeOrSaidInView(
  r: Parameters<typeof firstIntent>[0],
  q: Parsed,
  focus: readonly Item[],
  best: Classified | undefined,
): Intent | undefined {
  if (storeAsked(q.words) && q.backRef && focus.filter(isWork).length === 1) return 'itemLink';
  return saidOfWork(r.passages, q, focus, best) ? 'workSaid' : undefined;
}

/** After the overrules of dates, jobs and work in view: requests, prose of work, areas, the faq, posts. */
function restIntent(
  r: Parameters<typeof firstIntent>[0],
  q: Parsed,
  focus: readonly Item[],
  best: Classified | undefined,
): Intent {
  if (makeMe(q)) return 'offTopic';
  const ofWork = storeOrSaidInView(r, q, focus, best);
  if (ofWork) return ofWork;
  const area = areaSkillsIntent(q, r.cat, focus);
  if (area) return area;
  // "Is his coaching experience relevant?": what the owner's own words say it brings; "how did his
  // students do?": what they say of the people they taught, not a hackathon's placing.
  // "Has he shipped an app to the App Store?": the links on that store, not what the prose says.
  if (scope.asksBuilt(q)) return storeAsked(q.words) ? 'itemLink' : 'notOnSite';
  if (asksBearing(q, focus) || taughtAsked(q, best)) return 'notOnSite';
  // "When did he start the Harbor Code diploma?": that study's start, not when coding began.
  if (best?.intent === 'startCoding' && q.found.some((f) => f.entity.type === 'org' || isEntryItem(f.entity)))
    return 'entryAt';
  return (
    timezoneIntent(r.passages, q) ??
    r.faqIntent ??
    postIntent(q) ??
    (r.livesIn(q) ? 'location' : intentOf(q, focus, best))
  );
}

/** "What timezone is he in?": the owner's own words on it, else where they are based. */
// "What time zone is she in?", "her timezone?": the owner's own; "which time zones has she covered?" is of the work.
const OWN_ZONE = /\b(?:is|are) \S+ (?:in|on|based)\b|\b(?:his|her|their) timezone\b/;
const timezoneIntent = (passages: Passages, q: Parsed): Intent | undefined => {
  if (!q.words.some((w) => w === 'timezone' || w === 'timezones')) return undefined;
  const own = q.words.length <= 3 || OWN_ZONE.test(q.words.join(' '));
  return own || !passages.find(['timezone']).length ? 'location' : 'notOnSite';
};

const WORK_DOES =
  /\bwhat (?:did|does|do) (?:it|that|this|the)(?: (?:project|app|game|tool|one|thing|entry|hack|site|website))? do\b/;

function ofWorkOrJobs(
  r: { cat: Catalogue; passages: Passages },
  q: Parsed,
  focus: readonly Item[],
): Intent | undefined {
  // "Why did she stop?" of the one piece of work in view: its own words on how it ended.
  if (work.asksWhyStopped(q.words) && focus.filter(isWork).length === 1 && !entitiesOf(q, 'item').length)
    return 'itemLink';
  // "How many of those were in software?" of the jobs in view: by their field.
  if (asksFieldInView(q, focus)) return 'jobFields';
  // "What did that project do?": what the work does, not the owner's part in it.
  if (WORK_DOES.test(q.words.join(' ')) && focus.some(isWork)) return 'item';
  // "What did he build in that one?" of the one hackathon entry in view, "what was his role on the
  // Christmas one?" of the one its words describe: the owner's part in it.
  if (partAsked(q, focus)) return 'itemRole';
  return jobsCompared(r, q, focus) ? 'compare' : undefined;
}

/** "Compare her logistics job with her current job": two jobs, side by side. */
const jobsCompared = (r: { cat: Catalogue; passages: Passages }, q: Parsed, focus: readonly Item[]) =>
  COMPARE_ASKED.test(q.words.join(' ')) &&
  !!judge.jobsCompared({ cat: r.cat, q, passages: r.passages, focus } as Ctx);

const COMPARE_ASKED =
  /\b(?:compare[sd]?|comparing|comparison|vs|versus|differ|differs|difference|differences)\b/;

const lengthOfOneJob = (q: Parsed, focus: readonly Item[]) =>
  q.backRef &&
  focus.length === 1 &&
  isJob(focus[0]!) &&
  q.found.every((f) => f.entity.type === 'owner') &&
  !q.words.some((w) => NOT_ITS_LENGTH.has(w)) &&
  (asksYears(q) || !!claimAsked(q, true));
// "How long is the gap between…", "how long ago": another length than the job's.
const NOT_ITS_LENGTH = new Set(['gap', 'gaps', 'between', 'break', 'ago', 'since', 'after', 'before']);

const builtInOne = (q: Parsed, focus: readonly Item[]) =>
  q.backRef &&
  focus.length === 1 &&
  focus[0]!.type === 'hackathon' &&
  !q.yesNo &&
  q.words.includes('what') &&
  q.words.some((w) => BUILT_WORDS.has(w)) &&
  q.found.every((f) => f.entity.type === 'owner');

const partAsked = (q: Parsed, focus: readonly Item[]) => builtInOne(q, focus) || roleInDescribed(q, focus);

const ROLE_ASKED = /\b(?:what|which) (?:was|were|is) (?:his|her|their) (?:role|part|job)\b/;
const roleInDescribed = (q: Parsed, focus: readonly Item[]) => {
  const entries = focus.filter((i): i is Work => i.type === 'hackathon');
  return (
    entries.length > 0 &&
    ROLE_ASKED.test(q.words.join(' ')) &&
    q.found.every((f) => f.entity.type === 'owner' || f.entity.type === 'kind') &&
    describedOne(q.words, entries)?.matches.length === 1
  );
};

/**
 * A detail only the words of the work in view say ("is it still his app?"); "who uses it?" of it,
 * its users or that the site doesn't say.
 */
const saidOfWork = (passages: Passages, q: Parsed, focus: readonly Item[], best: Classified | undefined) =>
  !!saidInView(passages, q, focus, best?.intent) ||
  (asksUsers(q) && q.backRef && focus.filter(isWork).length === 1);

/** "Is she a Go developer?" asks about the skill; "is she a data engineer?", the titles held. */
function postIntent(q: Parsed): Intent | undefined {
  const asked = postAsked(q);
  return asked && (asked.byTech ? 'skillHas' : 'postTitled');
}

const FIELD_WORK = /\b(\w+) (?:development|dev|engineering|programming)\b/;
// "Years in data": a field of more than three letters ("in QA" is read from the jobs' own words).
const IN_FIELD = /\b(?:(?:been|worked|working|work) in (?:the )?(\w+)|years? in (?:the )?(\w{4,}))\b/;

/** A length asked or claimed of work in a field ("in data"), not of a place any job or the owner is in. */
/**
 * "Has she been in data for over 10 years?": a length claimed of a field, from the jobs in it; "he's
 * been at Brumeuse for five years?": of the place named, from its jobs.
 */
function lengthClaimed(cat: Catalogue, q: Parsed): Intent | undefined {
  if (fieldClaimAsked(cat, q)) return 'experienceYears';
  if (entitiesOf(q, 'org').length && !entitiesOf(q, 'tech').length && claimAsked(q)) return 'entryAt';
  // "An SRE for five years?": a short name is read as the field it names, jobs titled or described so.
  if (spelledTitle(cat, q) && claimAsked(q, true)) return 'experienceYears';
  // "He coached football for about ten years, right?": a length claimed of a job the question titles,
  // or of the current one ("in his current role for 5 years?").
  const job = titlesJob(cat, q) || CURRENT_JOB.test(q.words.join(' '));
  return q.found.every((f) => f.entity.type === 'owner') && claimAsked(q, true) && job
    ? 'entryAt'
    : undefined;
}

const CURRENT_JOB = /\b(?:current|present|latest) (?:job|role|position|post|employer|company)\b/;

/**
 * Whether a word of the question is, by its stem, a word of a job's title ("coached", "Coach"); not
 * one that names the whole career ("developer").
 */
/**
 * Whether the reading was chosen by a word the prose need not second-guess: the owner's faq term, or
 * a title's short name in a length claimed ("an SRE for five years?").
 */
const chosenByTerm = (cat: Catalogue, q: Parsed, intent: Intent, faqIntent: Intent | undefined) =>
  intent === faqIntent || (intent === 'experienceYears' && spelledTitle(cat, q) && !!claimAsked(q, true));

/**
 * A short name the question uses for a job's whole title ("SRE" for Site Reliability Engineer): the
 * words it spells out, all in the title; stricter than about.titledBy, which takes "QA" of "QA
 * Tester" as the word itself.
 */
const spelledTitle = (cat: Catalogue, q: Parsed) =>
  q.words.some((w) =>
    careerOf(cat).some((e) => SPELLED_OUT[w]?.every((x) => tokens(e.entry.role ?? e.title).includes(x))),
  );

function titlesJob(cat: Catalogue, q: Parsed): boolean {
  const asked = new Set(q.words.filter((w) => !about.WHOLE_CAREER.has(w)).map(stemmer));
  return careerOf(cat).some((e) =>
    tokens(e.entry.role ?? e.title).some(
      (w) => w.length > 3 && !about.TITLE_FILLER.has(w) && asked.has(stemmer(w)),
    ),
  );
}

function fieldClaimAsked(cat: Catalogue, q: Parsed): boolean {
  // "Worked in data", "doing mobile development": the field, by the word before the work it names.
  const inField = IN_FIELD.exec(q.words.join(' '));
  const field =
    inField?.[1] ??
    inField?.[2] ??
    (claimAsked(q, true) ? FIELD_WORK.exec(q.words.join(' '))?.[1] : undefined);
  // A field named places a plain length ("doing mobile development for 20 years").
  if (
    !field ||
    !(asksYears(q) || claimAsked(q, true)) ||
    q.found.some((f) => !['owner', 'kind', 'category'].includes(f.entity.type))
  )
    return false;
  const places = [cat.owner.location, ...cat.entries.map((e) => e.entry.location ?? '')].flatMap(tokens);
  // Only a field of software work ("data", "mobile"): another ("nursing", "banking") is read from every job.
  return !places.includes(field) && (areasIn(field).length > 0 || ['software', 'tech'].includes(field));
}

const WEATHER = /\b(?:weather|forecast|temperature|raining|sunny)\b/;
/** "What's the weather in Berlin today?" asks nothing of the owner, whatever a place in it names. */
const weatherAsked = (q: Parsed, cat: Catalogue) =>
  WEATHER.test(q.words.join(' ')) && !q.words.some((w) => WORK_NOUNS.has(w)) && !weatherWork(q, cat);
/** "The weather station" of a project that is one: the question's weather words as a work says them. */
function weatherWork(q: Parsed, cat: Catalogue): boolean {
  const at = q.words.findIndex((w) => WEATHER.test(w));
  const phrase = q.words.slice(at, at + 2);
  return (
    phrase.length === 2 && cat.work.some((w) => tokens(proseOfItem(w)).join(' ').includes(phrase.join(' ')))
  );
}
const WORK_NOUNS = new Set([
  'app',
  'apps',
  'project',
  'projects',
  'api',
  'site',
  'website',
  'built',
  'build',
  'hackathon',
  'work',
]);

const LED_WORDS = new Set([
  'lead',
  'leads',
  'led',
  'leading',
  'run',
  'runs',
  'ran',
  'head',
  'heads',
  'manage',
  'manages',
]);

// "Team leading experience", "has she led a team?", "does he lead people?".
const TEAM_LEADING =
  /\b(?:team|people|tech|technical) lead(?:ing|er|ership)?\b|\b(?:lead|leads|led|leading|manag\w*) (?:a |the |any |his |her |their )?(?:team|teams|people|engineers|developers)\b/;

// Words that name a group's field: "the accessibility guild", "the platform chapter".
const GROUP_FIELDS = new Set(['kind', 'category', 'role', 'tech']);

/** Leading or teaching asked of the owner alone, whatever example is nearest. */
function leadingAsked(q: Parsed): boolean {
  // "Is he open to mentoring work?" asks what the owner would take, not what they did.
  // "The accessibility guild she leads": a kind of work naming the group led is no work asked for.
  const group = q.words.some((w) => LED_GROUPS.has(w)) && q.words.some((w) => LED_WORDS.has(w));
  const named = q.found.every((f) => f.entity.type === 'owner' || (group && GROUP_FIELDS.has(f.entity.type)));
  if (!named || SEEKING_PHRASE.test(q.words.join(' '))) return false;
  if (group) return true;
  // "Is she formally trained?" asks of studies, not of training others.
  if (q.words.some((w) => w === 'formally' || w === 'formal')) return false;
  // "What evidence is there of leadership?", "tell me about his leadership": the lead roles.
  // "Did he coach programmers?": the teaching roles in software; "is she mentoring anyone at the
  // moment?": the teaching in the current work.
  return (
    q.words.includes('leadership') ||
    TEAM_LEADING.test(q.words.join(' ')) ||
    about.asksTeamSize(q.words) ||
    about.asksTeachingSoftware(q.words) ||
    (q.yesNo && about.asksTeachingNow(q.words))
  );
}

function wordIntent(cat: Catalogue, q: Parsed, focus: readonly Item[] = []): Intent | undefined {
  if (leadingAsked(q)) return 'leadership';
  // "Which projects don't have a live demo?": the work by its links.
  if (work.asksWorkLinks(q.words) && !entitiesOf(q, 'item').length) return 'itemLink';
  // "There's a gap in her timeline in 2023": a gap asked about is read from the dates.
  // "Did he take parental leave?": a break named as careers name them is one too.
  const breakAsked = q.words.some((w) => GAP_ASKED.has(w)) || PARENTAL.test(q.words.join(' '));
  if (breakAsked && !entitiesOf(q, 'tech').length) return 'careerGap';
  // "What's her highest qualification?": the studies, by level.
  if (about.asksHighest(q.words)) return 'education';
  // "Which skills does he list but never use?": the list against the stacks.
  if (asksSkillGaps(q.words)) return 'skillGaps';
  // "Any projects not built with React?": the work the negated thing leaves out.
  if (asksWithout(cat, q)) return 'workWithout';
  return negatedOrWeighed(cat, q, focus) ?? laterWordIntent(cat, q);
}

// "What roles did he take in them?" right after hackathon entries: the roles in those.
const PART_WORDS = new Set(['role', 'roles', 'part', 'parts', 'position', 'positions']);
const rolesInView = (q: Parsed, focus: readonly Item[]) =>
  focus.length > 1 &&
  focus.every((i) => i.type === 'hackathon') &&
  q.words.some((w) => PART_WORDS.has(w)) &&
  q.found.every((f) => f.entity.type === 'owner');

// "Any professional developer experience, or just projects?": the jobs held, however it weighs them.
const PROFESSIONAL = /\bprofessional(?:ly)? (?:\w+ )?(?:experience|work|jobs?)\b/;
const professionalAsked = (q: Parsed) =>
  PROFESSIONAL.test(q.words.join(' ')) &&
  !/\bhow (?:many|long)\b/.test(q.words.join(' ')) &&
  q.found.every((f) => f.entity.type === 'owner');

// "Did they get any honours?": the grades and honours of the studies.
const HONOURS = new Set([
  'honours',
  'honors',
  'gpa',
  'cgpa',
  'wam',
  'grade',
  'grades',
  'distinction',
  'laude',
]);
const honoursAsked = (q: Parsed) =>
  q.words.some((w) => HONOURS.has(w)) &&
  q.found.every((f) => f.entity.type === 'owner' || f.entity.type === 'org');

// "+What result did he get?" of the studies in view, or "what was his degree result": their grade.
const resultOfStudy = (q: Parsed, focus: readonly Item[]) =>
  q.words.some((w) => w === 'result' || w === 'results') &&
  (q.words.some((w) => STUDY_NOUNS.has(w)) ||
    (focus.length > 0 && focus.every((i) => i.type === 'entry' && i.section.id === 'education'))) &&
  // "The game programming certificate": a study named by its subject, which names no other thing.
  q.found.every(
    (f) =>
      f.entity.type !== 'item' ||
      (f.entity.item.type === 'entry' && f.entity.item.section.id === 'education'),
  );

// "What was the tech stack?" right after one piece of work: its stack, not the owner's skills.
const STACK_ASKED = /\b(?:tech stack|stack|technologies|tech|built with|made with|written in)\b/;
const stackInView = (q: Parsed, focus: readonly Item[]) =>
  focus.length === 1 &&
  isWork(focus[0]!) &&
  STACK_ASKED.test(q.words.join(' ')) &&
  q.found.every((f) => f.entity.type === 'owner');

// "+What library did he use?", "+which database?" of the work in view: that part of its stack.
const stackKindInView = (q: Parsed, focus: readonly Item[]) =>
  focus.length > 0 &&
  focus.length <= 6 &&
  focus.every(isWork) &&
  !q.yesNo &&
  ['what', 'which'].includes(q.words[0] ?? '') &&
  // "Which one is the library?" asks which work is one.
  !(q.words[0] === 'which' && ['one', 'is', 'are', 'was', 'of'].includes(q.words[1] ?? '')) &&
  !!stackKindAsked(q.words) &&
  // "Library" is a kind of work too: "what library did he use?" of a game is of its stack.
  q.found.every((f) => f.entity.type === 'owner' || f.entity.type === 'kind');

// "Why did he quit physics?": a field left, not a job; the owner's own words on the move answer it.
const FIELD_LEFT =
  /^why (?:did|would) \w+ (?:leave|quit|give up|abandon|move away from|switch away from) (?!(?:his|her|their|the|a|an|that|this|it|job|role|company|team)\b)\w+$/;
const fieldLeftAsked = (q: Parsed) =>
  FIELD_LEFT.test(q.words.join(' ')) && q.found.every((f) => f.entity.type === 'owner');

/** "What is her experience with fintech?": the work of the kind, not a job or a stack. */
const experienceOfKind = (q: Parsed) =>
  /\bexperience (?:with|in|of|building|making)\b/.test(q.words.join(' ')) &&
  // "How many years of experience in game development?" is a length of time.
  !/\bhow (?:many|much|long)\b|\byears?\b/.test(q.words.join(' ')) &&
  q.found.some((f) => f.entity.type === 'kind') &&
  q.found.every((f) => f.entity.type === 'owner' || f.entity.type === 'kind');

/** "How many downloads?" of the few pieces of work in view: each one's own figure. */
const figureInView = (q: Parsed, focus: readonly Item[]) =>
  q.words.includes('how') &&
  q.words.includes('many') &&
  q.words.some((w) => measureOfWord(w)) &&
  focus.length > 1 &&
  focus.length <= 3 &&
  focus.every(isWork) &&
  q.found.every((f) => f.entity.type === 'owner');

/** "What's the GitHub link for it?": the link of the one piece of work in view, the code host no skill asked. */
const hostLinkInView = (q: Parsed, focus: readonly Item[]) =>
  focus.length === 1 &&
  isWork(focus[0]!) &&
  q.words.some((w) => LINK_WORDS.has(w) || w === 'repo' || w === 'repository') &&
  q.found.every(
    (f) =>
      f.entity.type === 'owner' ||
      (f.entity.type === 'tech' && CODE_HOSTS.has(normalize(f.entity.tech.title))),
  );

// "Anything else I should know about him?": the overview and what stands out.
const ELSE_ASKED = /^(?:is there )?anything else(?: (?:i|we) should know)?(?: about (?:him|her|them|\w+))?$/;
// "Can you give me references?": people to vouch, which the site never lists.
const REFERENCES = /\b(?:references?|referees?|testimonials?|recommendation letters?)\b/;

function negatedOrWeighed(cat: Catalogue, q: Parsed, focus: readonly Item[]): Intent | undefined {
  if (ELSE_ASKED.test(q.words.join(' '))) return 'summary';
  if (REFERENCES.test(q.words.join(' ')) && q.found.every((f) => f.entity.type === 'owner'))
    return 'notOnSite';
  if (rolesInView(q, focus)) return 'hackathonRoles';
  if (stackInView(q, focus)) return 'itemStack';
  if (hostLinkInView(q, focus)) return 'itemLink';
  if (figureInView(q, focus)) return 'item';
  if (professionalAsked(q)) return 'career';
  if (honoursAsked(q) || resultOfStudy(q, focus)) return 'educationResult';
  // "Which ones didn't he lead?" right after his hackathons: of those.
  const teams = focus.length > 0 && focus.every((i) => i.type === 'hackathon');
  if (asksTeamsWithout(cat, q, teams)) return 'teamsWithout';
  // "Which of his jobs were not in software?": the jobs by their field.
  if (asksJobFields(q)) return 'jobFields';
  // "Is he more offensive or defensive security?": two sides weighed, by the words of his titles.
  return wordSidesAsked(q) ? 'leaning' : undefined;
}

function laterWordIntent(cat: Catalogue, q: Parsed): Intent | undefined {
  const claimed = lengthClaimed(cat, q);
  if (claimed) return claimed;
  if (competedAsked(q)) return 'hackathons';
  return roleAtHackathons(q) ? 'hackathonRoles' : undefined;
}

function certificateAsked(q: Parsed, focus: readonly Item[]): boolean {
  // "Any certs?", "is he Google certified?": a technology's certificate is the skill's answer.
  if (asksCertificate(q.words) && !entitiesOf(q, 'tech').length && !q.words.some((w) => DEGREE_WORDS.has(w)))
    return true;
  // "Is the CKA still valid?", "does it expire?": a certificate's term, in its own words.
  return termAsked(q.words, namedSubject(q), focus).length > 0;
}

function termsIntent(
  r: { cat: Catalogue; passages: Passages },
  q: Parsed,
  focus: readonly Item[],
): Intent | undefined {
  if (certificateAsked(q, focus)) return 'hasDegree';
  if (sideInView(q, focus)) return 'itemStack';
  // "How long was that break?": the time between the two entries in view.
  if (breakInView(q, focus)) return 'careerGap';
  const byWord = hackathonWord(r.cat, q) ?? wordIntent(r.cat, q, focus);
  if (byWord) return byWord;
  // "Has he worked in fintech?": the jobs whose own words say the field.
  if (asksIndustry(q) || fieldOfTitle(r.cat, q)) return 'entryAt';
  if (jobsByTitle(r, q)) return 'entryAt';
  if (firstOrLastJob(q)) return 'career';
  return jobEndOrHours(r, q, focus);
}

function jobsByTitle(r: { cat: Catalogue; passages: Passages }, q: Parsed): boolean {
  const titled = () => about.titledJobs({ cat: r.cat, q, passages: r.passages } as Ctx).length;
  // "Where did she work longer, Winkelhaak or Stratocum?": the entries named, by how long each ran.
  // "The sysadmin one or the SRE one?": jobs by their titles' words too.
  if (asksLonger(q.words) && (entriesNamed(q) > 1 || titled() > 1)) return true;
  // "Was he a coach for longer than he has been coding?": one job against the time in software.
  if (softwareSideAsked(q) && (entriesNamed(q) > 0 || titled() > 0)) return true;
  return backgroundOfJobs(q) && titled() > 0;
}

/**
 * "Tell me about his coaching background": the jobs titled so, in their own words; not "does her
 * nursing background matter?", which asks what it brings.
 */
const backgroundOfJobs = (q: Parsed) =>
  q.words.some((w) => w === 'background' || w === 'history') && !q.words.some((w) => BEARING_WORDS.has(w));

/** "Why did he leave Fahrwerk?", "was he full time at Kudi?": how a job asked about ended, or its hours. */
function jobEndOrHours(
  r: { cat: Catalogue; passages: Passages },
  q: Parsed,
  focus: readonly Item[],
): Intent | undefined {
  if (
    (asksWhyLeft(q.words) || asksWhyJoined(q)) &&
    jobAsked({ cat: r.cat, q, passages: r.passages, focus } as Ctx)
  )
    return 'entryAt';
  if (!asksHours(q.raw)) return undefined;
  // "Has she ever worked part-time?" of no job in particular: the career, by the hours each job says.
  if (hoursAsked(r, q, focus)) return 'entryAt';
  const ever = q.words.includes('ever') || q.words.includes('worked');
  return ever && q.found.every((f) => f.entity.type === 'owner') ? 'career' : undefined;
}

/** "Was he full time at Kudi?", "was that job part-time?": a job or study named, in view or by its title. */
function hoursAsked(r: { cat: Catalogue; passages: Passages }, q: Parsed, focus: readonly Item[]): boolean {
  // "Were both full-time?" of two jobs in view; "was it part-time?" of one study or job.
  // "Is that a full-time job?" asks of the jobs in view, not of studies beside them.
  const jobAsked = q.words.some((w) => JOB_NOUNS.has(w));
  const inView = focus.filter(
    (i) => i.type === 'entry' && (jobAsked ? i.section.id === 'career' : ENTRY_SECTIONS.has(i.section.id)),
  );
  // "Was that full-time?" after several jobs: the hours of each in view, as far as the site says.
  if (entitiesOf(q, 'org').length || inView.length > 0) return true;
  if (entitiesOf(q, 'item').some((e) => e.item.type === 'entry') || studyByNoun(r.cat, q.words)) return true;
  // "Does she work full time?": the job she has now, asked in the present.
  if (q.words.includes('does') && q.found.every((f) => f.entity.type === 'owner')) return true;
  return about.titledJobs({ cat: r.cat, q, passages: r.passages } as Ctx).length > 0;
}

const ENTRY_SECTIONS = new Set(['career', 'education']);
const JOB_NOUNS = new Set(['job', 'role', 'position', 'gig', 'employer']);
// "Her first job", "his last role": not "his current job", which is the job now.
const FIRST_OR_LAST = new Set(['first', 'earliest', 'last', 'latest']);

const CAREER_NOUNS = new Set(['career', 'jobs', 'roles', 'cv', 'resume', 'history', 'experience']);
const TEACHING = new Set(['teach', 'teaches', 'teaching', 'taught', 'tutoring', 'lecturing', 'lecture']);

/**
 * "What did he do before software?": the background; "is she still teaching somewhere?": a job
 * titled for teaching, not her studies; "which is more recent, her OSCP or her CISSP?": studies or
 * jobs named, weighed by their dates.
 */
function lifeIntent(r: { cat: Catalogue; passages: Passages }, q: Parsed): Intent | undefined {
  if (beforeSoftware(q)) return 'background';
  // "Put his career in order for me": the jobs, oldest first.
  if (q.words.some((w) => about.IN_ORDER.has(w)) && q.words.some((w) => CAREER_NOUNS.has(w))) return 'career';
  // "A teaching qualification" is a study, not the teaching job.
  const studied = q.words.some((w) => DEGREE_WORDS.has(w) || QUALIFICATION_WORDS.has(w));
  const teaching = q.words.some((w) => TEACHING.has(w)) && !studied;
  if (teaching && about.titledJobs({ cat: r.cat, q, passages: r.passages } as Ctx).length) return 'entryAt';
  // "Longer at Greenway or at her first stint at Harbourline?" weighs lengths; "first" names the stint.
  return entriesNamed(q) > 1 && q.words.includes('or') && judge.asksWhen(q.words) && !asksLonger(q.words)
    ? 'compare'
    : undefined;
}

// "What was he doing before he got into software?": the life before the software career.
const SOFTWARE_FIELD = new Set([
  'software',
  'tech',
  'coding',
  'programming',
  'code',
  'development',
  'developer',
  'dev',
]);
// "Before IT" is the field only in capitals: "right before it" points back.
const beforeSoftware = (q: Parsed) =>
  (q.words.includes('before') || q.words.includes('prior')) &&
  (q.words.some((w) => SOFTWARE_FIELD.has(w)) || /\bIT\b/.test(q.raw)) &&
  q.found.every((f) => f.entity.type === 'owner');

/** How many jobs or studies a question names, by organisation or title. */
const entriesNamed = (q: Parsed) =>
  new Set([
    ...entitiesOf(q, 'org').flatMap((o) => o.entries),
    ...entitiesOf(q, 'item')
      .map((e) => e.item)
      .filter((i) => i.type === 'entry'),
  ]).size;

/** "Was her first QA job in Lisbon?": the first or last job by its dates, wherever prose says "first". */
const firstOrLastJob = (q: Parsed) =>
  q.words.some((w) => FIRST_OR_LAST.has(w)) &&
  q.words.some((w) => JOB_NOUNS.has(w)) &&
  q.found.every((f) => f.entity.type === 'owner');

/** "How long did he coach football?": a job by a word of its title, asked how long. */
const howLongJob = (cat: Catalogue, q: Parsed, passages: Passages) =>
  q.words.includes('how') &&
  q.words.includes('long') &&
  q.found.every((f) => f.entity.type === 'owner') &&
  about.titledJobs({ cat, q, passages } as Ctx).length > 0;

const makeMe = (q: Parsed) => MAKE_ME.test(q.words.join(' '));

const HACKATHON_WORD = /^(?:hackathons?|hackathon|jams?|gamejams?|competitions?|hacks?)$/;

/**
 * "Did she write a CLI?": a kind of work named is about the owner's work, not a request; "how many
 * mobile apps?" is of projects and hackathon entries alike, unless it says which.
 */
const kindOfWorkAsked = (q: Parsed, intent: Intent) =>
  entitiesOf(q, 'kind').length > 0 &&
  (intent === 'offTopic' || (intent === 'hackathons' && !q.words.some((w) => HACKATHON_WORD.test(w))));

function requestOrWork(q: Parsed, intent: Intent): Intent {
  if (makeMe(q) || (intent === 'offTopic' && COMMANDS.has(q.words[0] ?? ''))) return 'offTopic';
  if (intent === 'offTopic' && entitiesOf(q, 'item').length) return 'item';
  if (kindOfWorkAsked(q, intent)) return 'kindHas';
  // "Can he write bash scripts?" asks what the owner can do, not for a script.
  if (intent === 'offTopic' && q.yesNo && entitiesOf(q, 'owner').length && entitiesOf(q, 'tech').length)
    return 'skillHas';
  return intent;
}

/** "her role at the food delivery company": the job its own words describe so. */
function jobAnswer(ctx: Ctx): (Answer & { intent: Intent }) | undefined {
  // A kind of work may describe the job ("the e-commerce company"); anything else named is asked about.
  if (
    !JOB_QUESTIONS.has(ctx.intent) ||
    ctx.q.found.some((f) => f.entity.type !== 'owner' && f.entity.type !== 'kind')
  )
    return undefined;
  // "What did he do at the Christmas one?" of the one piece of work in view asks about that work.
  if (ctx.q.backRef && ctx.focus.length === 1 && isWork(ctx.focus[0]!)) return undefined;
  // "Why did he leave that one?" points at the one job in view, whatever else its words fit.
  const inView = ctx.focus.filter(isJob);
  const pointed = describingWords(ctx.q.words).every((w) => w === 'one' || w === 'job' || w === 'role');
  const described = describedJob(ctx);
  const job = described && ctx.q.backRef && pointed && inView.length === 1 ? inView[0] : described;
  return job
    ? { ...about.entryAt({ ...ctx, intent: 'entryAt', focus: [job] }), intent: 'entryAt' }
    : undefined;
}

// Readings that list the work: "the project with the map" that none is, is not all of it.
const LISTINGS = new Set<Intent>(['projects', 'hackathons']);

/** An answer on what a question names or describes: a detail of one piece of work, a job, a topic. */
function namedAnswer(ctx: Ctx, exampleWords: ReadonlySet<string>): (Answer & { intent: Intent }) | undefined {
  // "Did he use Python in the star wars one?" where no work is so described: said so, with the work
  // that uses it.
  const unknown = undescribedWithTech(ctx);
  if (unknown) return unknown;
  // "When did she get the Google Cloud cert?" is the certification, not work described by the skill.
  if (skillReading(ctx.q, undefined) === 'skillHas') return undefined;
  // "Which came first, the bot or the API?": the comparison finds each piece by its own words.
  if (ctx.intent === 'compare' && !entitiesOf(ctx.q, 'item').length && judge.asksWhen(ctx.q.words))
    return undefined;
  // "Where did he give the talk?", "who was it built for?": a place or audience from its own sentences.
  const detail = workDetail(ctx);
  if (detail) return { ...detail, intent: 'item' };
  return (
    jobAnswer(ctx) ??
    describedWork(ctx, exampleWords) ??
    (LISTINGS.has(ctx.intent) ? notDescribed(ctx) : undefined) ??
    builtTopic(ctx) ??
    ownSentences(ctx, exampleWords) ??
    entryInView(ctx)
  );
}

/**
 * "What did she do at the first one?" after a job that names its clients one sentence each
 * ("At Tågia, …", "At Kvitto Pay, …"): the sentence of that place, by its order.
 */
function nthPlaceSaid(ctx: Ctx, e: Extract<Item, { type: 'entry' }>): string | undefined {
  if (ctx.q.ordinal === undefined) return undefined;
  const places = sentencesOf(e.entry.content).filter((x) => PLACE_SENTENCE.test(x));
  return places.length > 1 ? places[ctx.q.ordinal] : undefined;
}

// A sentence about one place among several a job names: "At Tågia, a regional rail operator, …".
const PLACE_SENTENCE = /^(?:At|For|With) \p{Lu}/u;
const ORDINAL_WORDS = new Set(['first', 'second', 'third', 'last', 'one', 'ones', 'other']);

/**
 * "And how did his students do?" right after a job: that job's own sentences on the question's words,
 * when they have one and the question names nothing else.
 */
function entryInView(ctx: Ctx): (Answer & { intent: Intent }) | undefined {
  const [e, ...more] = ctx.focus;
  if (!e || more.length || e.type !== 'entry' || e.section.id === 'personal') return undefined;
  if (ctx.q.found.some((f) => f.entity.type !== 'owner') || ctx.q.yesNo || ctx.q.skillKind) return undefined;
  // "Still a student there at the same time?" asks what ran beside it, by the dates.
  if (SKILL_READINGS.has(ctx.intent) || ctx.intent === 'skills' || about.atSameTime(ctx.q.words))
    return undefined;
  // Only a follow-up that says so ("and…", "there", "it"): a new question is read on its own;
  // "and how long at her current job?" points at another job, by when it was.
  if (!pointsBack(ctx.q) || lengthOfJob(ctx.q, e)) return undefined;
  const said = nthPlaceSaid(ctx, e) ?? saidOnTopic(ctx, e);
  return said ? { ...answer(`${itemLink(e)}: “${said}”`, [e]), intent: 'entryAt' } : undefined;
}

/** "How long was that contract?": a job's dates say, not a sentence with "contract". */
const lengthOfJob = (q: Parsed, e: Item) =>
  e.type === 'entry' && e.section.id === 'career' && /\bhow long\b/.test(q.words.join(' '));

const OTHER_JOB = new Set(['current', 'present', 'previous', 'latest', 'prior', 'earlier', 'next']);
const pointsBack = (q: Parsed) =>
  (q.backRef || q.words[0] === 'and') && !q.words.some((w) => OTHER_JOB.has(w));

/** The entry's own sentence with the most of the question's topic words, if any. */
function saidOnTopic(ctx: Ctx, e: Item): string | undefined {
  const free = ctx.q.words.filter(
    (w, i) => !ctx.q.found.some((f) => f.start <= i && i < f.end) && !DOING.has(w) && !ORDINAL_WORDS.has(w),
  );
  const topic = ctx.passages.topicWords(free);
  return topic.length ? ctx.passages.find(topic, 1, (i) => i === e)[0]?.text : undefined;
}

/**
 * "How many users does Contrastly have?": one piece of work named, with words no example has that
 * its own sentences answer.
 */
function ownSentences(
  ctx: Ctx,
  exampleWords: ReadonlySet<string>,
): (Answer & { intent: Intent }) | undefined {
  // The one piece of work named, or the one in view that "it" points back to.
  const inView = ctx.q.backRef && ctx.focus.length === 1 ? ctx.focus.filter(isWork) : [];
  const named = namedItems(ctx).filter(isWork).length ? namedItems(ctx).filter(isWork) : inView;
  // "Does anyone use it?" of the work in view names no skill, whatever skill question is nearest.
  const noSkill = inView.length > 0 && SKILL_READINGS.has(ctx.intent) && !entitiesOf(ctx.q, 'tech').length;
  if (named.length !== 1 || !(BROAD.has(ctx.intent) || noSkill)) return undefined;
  const w = named[0]!;
  const { topic, told } = topicOfWork(ctx, w, inView.length > 0, exampleWords);
  if (told) return { ...work.card(ctx, w), intent: 'item' };
  const said = topic.length ? ctx.passages.find(topic, 4, (i) => i === w).map((p) => p.text) : [];
  if (!said.length) return undefined;
  const counted = countedSaid(ctx, w, topic);
  return { ...answer(`${itemLink(w)}: “${(counted ? [counted] : said).join(' ')}”`, [w]), intent: 'item' };
}

const TELLING = new Set(['tell', 'describe', 'explain', 'about']);

/**
 * "How many people use it?" of the work in view: the question's words its own sentences may have.
 * "Tell me about the music theory app": the words that pick the work out ask nothing of it, so the
 * work is told whole.
 */
function topicOfWork(ctx: Ctx, w: Work, inView: boolean, exampleWords: ReadonlySet<string>) {
  const describing = new Set(describedOne(ctx.q.words, [w])?.asked ?? []);
  const free = ctx.q.words.filter(
    (x, i) => !ctx.q.found.some((f) => f.start <= i && i < f.end) && !DOING.has(x) && !describing.has(x),
  );
  const rare = uncovered(ctx.q, ctx.passages, exampleWords).filter((x) => !describing.has(x));
  const topic = rare.length ? rare : inView ? ctx.passages.topicWords(free) : [];
  const told =
    !topic.length && describing.size > 0 && !ctx.q.yesNo && ctx.q.words.some((x) => TELLING.has(x));
  return { topic, told };
}

// Words of a "has she built…?" question that say work in general, not what the work is.
const ANY_WORK = new Set(
  'project projects app apps thing things something anything any ever professionally professional personally hackathon hackathons jam jams'.split(
    ' ',
  ),
);
const BUILT_READINGS = new Set<Intent>(['projects', 'hackathons', 'kindHas']);

/**
 * "Has she built a design system?": a yes/no on work that no entity names, answered from the jobs'
 * and the work's sentences that have every word of it the content has.
 */
function builtTopic(ctx: Ctx): (Answer & { intent: Intent }) | undefined {
  if (!ctx.q.yesNo || !BUILT_READINGS.has(ctx.intent)) return undefined;
  if (ctx.q.found.some((f) => f.entity.type !== 'owner')) return undefined;
  const asked = ctx.passages.topicWords(ctx.q.words).filter((w) => !DOING.has(w) && !ANY_WORK.has(w));
  const known = asked.filter((w) => ctx.passages.find([w], 1).length);
  // A word the content never has may be a manner ("professionally"), two are another topic.
  if (!known.length || known.length < asked.length - 1) return undefined;
  const built = (i: Item) => isWork(i) || (i.type === 'entry' && i.section.id === 'career');
  const found = ctx.passages.find(known, 3, built).filter((p) => p.every);
  return found.length ? { ...prose(ctx, found), intent: 'notOnSite' } : undefined;
}

/**
 * "What's the load testing tool called?", "tell me about the Kubernetes operator", "when was the
 * dance school website made?": a piece of work described, far from every example or by words
 * between "the" and a technology or kind; a detail asked of it is that detail.
 */
function describedWork(
  ctx: Ctx,
  exampleWords: ReadonlySet<string>,
): (Answer & { intent: Intent }) | undefined {
  const { q, intent } = ctx;
  const about =
    intent === 'offTopic' && !q.found.length && !COMMANDS.has(q.words[0] ?? '') && !makeMe(q)
      ? // Off the site's topics, one rare word ("singapore") is not enough to be about a piece of work;
        // "the movie review app", whose words pick out one piece of work, is.
        (described(ctx, isWork, { strict: true }) ?? onlyDescribed(ctx))
      : techDescribed(q, exampleWords) || kindDescribed(q, exampleWords)
        ? described(ctx, isWork, { withTech: true })
        : // "Tell me about the movie one": not on the site as asked, but one piece of work so described.
          intent === 'notOnSite'
          ? onlyDescribed(ctx)
          : undefined;
  if (!about) return undefined;
  // "Is the Kotlin Multiplatform thing finished?": whether that piece of work was.
  if (asksFinished(q.words, q.yesNo) && isWork(about)) return { ...finishedWork(ctx, about), intent: 'item' };
  if (!DETAILS.has(intent) || intent === 'item') return { ...work.card(ctx, about), intent: 'item' };
  return { ...WRITERS[intent as 'item']({ ...ctx, focus: [about] }), intent };
}

/**
 * "When did she run her bakery?", "where did he do his bootcamp?": the job or the study the owner's
 * own word for it describes, whatever it is asked; or a job a question of jobs describes.
 */
function ownedEntry(ctx: Ctx, best: Classified) {
  const owned = !!ownedWord(ctx.q.words) && !OWNED_ELSEWHERE.has(best.intent);
  const asked = JOB_QUESTIONS.has(best.intent) ? best.intent : owned ? 'entryAt' : undefined;
  const job = asked ? jobAnswer({ ...ctx, intent: asked }) : undefined;
  if (job) return job;
  const study = owned ? describedStudy(ctx) : undefined;
  return study
    ? { ...about.entryAt({ ...ctx, intent: 'entryAt', focus: [study] }), intent: 'entryAt' as Intent }
    : undefined;
}

/**
 * Before quoting prose: the job a question describes ("at the climate startup", "a football coach"),
 * or a detail of the one piece of work whose title has a topic word ("the link to the postmortem site").
 */
function namedByProse(ctx: Ctx, topic: string[], best: Classified | undefined) {
  if (!best) return undefined;
  const owns = ownedEntry(ctx, best);
  if (owns) return owns;
  // "How long was he a coach?", "his time at Stripe": a job by its title, or an employer not listed.
  if (best.intent === 'entryAt' && (about.titledJobs(ctx).length || /\bat [A-Z]/.test(ctx.q.raw)))
    return { ...about.entryAt({ ...ctx, intent: 'entryAt' }), intent: 'entryAt' as Intent };
  // "What certificate did he get?": the studies on the site, before any sentence that mentions one.
  if (
    ctx.q.words.some((w) => QUALIFICATION_WORDS.has(w) || DEGREE_WORDS.has(w)) &&
    EDUCATION_ASKED.has(best.intent)
  )
    return { ...about.education({ ...ctx, intent: 'education' }), intent: 'education' as Intent };
  const years = best.intent === 'experienceYears' ? about.topicYears(ctx, topic) : undefined;
  if (years) return { ...years, intent: 'experienceYears' as Intent };
  return workByProse(ctx, topic, best);
}

/** "Tell me about the Twi speech project", "the link to the postmortem site": one piece of work by its title's words. */
function workByProse(ctx: Ctx, topic: string[], best: Classified) {
  const one = LISTS.has(best.intent) && ctx.q.words.includes('the') ? detailOf(ctx, topic) : [];
  if (one.length === 1 && isWork(one[0]!)) return { ...work.card(ctx, one[0]), intent: 'item' as Intent };
  const intent = otherSite(ctx, topic, best) ?? best.intent;
  if (!DETAILS.has(intent) || best.score < MIN_SCORE) return undefined;
  const titled = detailOf(ctx, topic);
  if (titled.length !== 1) return undefined;
  const writer = WRITERS[intent as keyof typeof WRITERS];
  return { ...writer({ ...ctx, intent, focus: titled }), intent };
}

/** "What stack was the jazz festival site built with?": a site the owner built for others, not this one. */
function otherSite(ctx: Ctx, topic: string[], best: Classified): Intent | undefined {
  if (best.intent !== 'thisSite') return undefined;
  const titled = detailOf(ctx, topic);
  if (titled.length !== 1 || (titled[0]!.type === 'project' && titled[0]!.project.thisSite)) return undefined;
  return STACK_ASKED.test(ctx.q.words.join(' ')) ? 'itemStack' : 'item';
}

/**
 * The piece of work a detail is asked of: the one "it" points back to ("can I play it in the
 * browser?"), the one whose title has a topic word, or the one its own words describe ("the hawker
 * queue app").
 */
function detailOf(ctx: Ctx, topic: string[]): Item[] {
  if (ctx.q.backRef && ctx.focus.length === 1 && isWork(ctx.focus[0]!)) return [ctx.focus[0]!];
  const desc = describedOne(ctx.q.words, ctx.cat.work);
  if (desc) return desc.matches.length === 1 ? desc.matches : [];
  const stems = new Set(topic.map((w) => stemmer(w)));
  const byTitle = ctx.cat.work.filter((w) => tokens(w.title).some((t) => stems.has(stemmer(t))));
  if (byTitle.length || ctx.focus.length) return byTitle;
  const byWords = described(ctx, isWork, { strict: true });
  return byWords ? [byWords] : [];
}

/** "The Star Wars one" where no piece of work's own words say so: that, and the work in view. */
function notDescribed(ctx: Ctx) {
  const desc = describedOne(ctx.q.words, ctx.cat.work);
  if (!desc || desc.matches.length) return undefined;
  const seen = ctx.focus.filter(isWork);
  const lines = seen.map((w) => `\n- ${itemLink(w)}`).join('');
  return {
    ...answer(
      `The site describes none of ${ctx.v.name}'s projects or hackathon entries as “${desc.asked.join(' ')}”.${seen.length ? ` The work in view:${lines}` : ''}`,
      seen,
      'not-on-site',
    ),
    intent: 'notOnSite' as Intent,
  };
}

/** "What about the game one?" with nothing in view: the one so described, or which of several. */
function severalDescribed(ctx: Ctx): Answer | undefined {
  const desc = THE_ONE.test(ctx.q.words.join(' ')) ? describedOne(ctx.q.words, ctx.cat.work) : undefined;
  if (!desc?.matches.length) return desc && notDescribed(ctx);
  // "The game one": the work of that kind, not work whose words merely say "gaming".
  const kinds = namedKinds(ctx);
  const ofKind = desc.matches.filter((w) => kinds.every((k) => kindsOf(w).includes(k)));
  const matches = ofKind.length ? ofKind : desc.matches;
  if (matches.length === 1) return work.card(ctx, matches[0]!);
  const lines = matches.map((w) => `- ${work.listLine(w)}`).join('\n');
  return answer(
    `${matches.length} pieces of ${ctx.v.name}'s work fit “${desc.asked.join(' ')}”; which one do you mean?\n${lines}`,
    matches,
  );
}

/** "Tell me about the Star Wars one": the one piece of work so described, or which of several. */
function describedCard(ctx: Ctx) {
  const a = describedOne(ctx.q.words, ctx.cat.work)?.matches.length ? severalDescribed(ctx) : undefined;
  return a && { ...a, intent: 'item' as Intent };
}

/** The one piece of work "the … app" or "the … one" describes, every word of it its own. */
function onlyDescribed(ctx: Ctx): Work | undefined {
  const desc = describedOne(ctx.q.words, ctx.cat.work);
  return desc?.matches.length === 1 ? desc.matches[0] : undefined;
}

/** "Did he use Python in the star wars one?" where no work is so described. */
function undescribedWithTech(ctx: Ctx): (Answer & { intent: Intent }) | undefined {
  const asked =
    namedTechs(ctx).length &&
    (SKILL_READINGS.has(ctx.intent) || DETAILS.has(ctx.intent)) &&
    !asksCertificate(ctx.q.words);
  const unknown = asked ? notDescribed(ctx) : undefined;
  return unknown && { ...unknown, ...usedInWhich(ctx, unknown) };
}

/** The answer that no work is so described, with the work that uses each technology named. */
function usedInWhich(ctx: Ctx, unknown: Answer): Answer {
  const lines = namedTechs(ctx).map((t) => {
    const work = ctx.cat.work.filter((w) => usesTech(w, t));
    return work.length
      ? `${t.title} is used in ${listing(work.map(itemLink))}.`
      : `No project or hackathon entry uses ${t.title}.`;
  });
  const text = unknown.text.replace(/ The work in view:[\s\S]*$/, '');
  const items = ctx.cat.work.filter((w) => namedTechs(ctx).some((t) => usesTech(w, t)));
  return answer(`${text} ${lines.join(' ')}`, items, unknown.kind);
}

/**
 * A piece of work or job the prose names, one described that none is, or "why did he switch from
 * coaching to coding?": the owner's words on the switch, not a topic word's.
 */
function namedOrSwitched(ctx: Ctx, topic: string[], best: Classified | undefined) {
  const named =
    entryTitled(ctx, topic) ?? namedByProse(ctx, topic, best) ?? describedCard(ctx) ?? notDescribed(ctx);
  if (named) return named;
  const switched = careerSwitch(ctx);
  return switched && { ...switched, intent: 'background' as Intent };
}

/** "Tell me about her mentoring": the one About entry titled by the topic ("Mentoring"), whole. */
function entryTitled(ctx: Ctx, topic: readonly string[]) {
  if (!ABOUT_TOPIC.test(ctx.q.words.join(' '))) return undefined;
  const stems = topic.map(stemmer);
  const titled = ctx.cat.entries.filter((e) => {
    const own = tokens(e.title).map(stemmer);
    return stems.every((s) => own.includes(s));
  });
  if (titled.length !== 1) return undefined;
  const card = about.entryCard(ctx, titled[0]!);
  // A card of the owner's own words alone is headed by the entry it comes from.
  const text = card.text.startsWith('>') ? `${itemLink(titled[0]!)}:\n${card.text}` : card.text;
  return { ...card, text, intent: 'entryAt' as Intent };
}

const EXPERIENCE_ASKED = /\b(?:experience|experienced|worked (?:on|with|in)|professionally)\b/;

function proseAnswer(ctx: Ctx, topic: string[], best: Classified | undefined) {
  const named = namedOrSwitched(ctx, topic, best);
  if (named) return named;
  // "Does anyone actually use it?": the sentences of the work "it" points back to come first.
  const inView = ctx.q.backRef && ctx.focus.length === 1 && isWork(ctx.focus[0]!) ? ctx.focus[0] : undefined;
  const own = inView ? ctx.passages.find(topic, 2, (i) => i === inView) : [];
  if (own.length) {
    return {
      ...answer(ownQuote(ctx, inView!, own, topic), [inView!]),
      intent: 'item' as Intent,
    };
  }
  const found = figuresFirst(
    ctx,
    ofTypeAsked(ctx.q, inViewFaqFirst(ctx, topic, scope.withCommonWords(ctx, topic, 6))),
    topic,
  );
  // "Any experience with payments?": what the jobs say comes before the side work.
  const job = (p: Passage) => p.item.type === 'entry' && p.item.section.id === 'career';
  const quoted = EXPERIENCE_ASKED.test(ctx.q.words.join(' '))
    ? [...found.filter(job).slice(0, 2), ...found.slice(0, 2).filter((p) => !job(p))].slice(0, 3)
    : found.slice(0, 2);
  // "Does it have automated tests?" of a piece of work whose own words don't say: not a yes from others.
  if (inView && quoted.length && ctx.q.yesNo && !quoted.some((p) => p.item === inView))
    return {
      ...answer(
        `The site doesn't say that of ${itemLink(inView)}. Elsewhere it says:\n${quoted.map((p) => `- ${itemLink(p.item)}: “${p.text}”`).join('\n')}`,
        [inView, ...quoted.map((p) => p.item)],
        'not-on-site',
      ),
      intent: 'notOnSite' as Intent,
    };
  return (
    pieceAnswer(ctx, found, best) ??
    (quoted.length ? { ...prose(ctx, quoted), intent: 'notOnSite' as Intent } : undefined)
  );
}

/** The sentences of the one piece of work in view on the topic: its count, the part of a list, or them all. */
function ownQuote(ctx: Ctx, inView: Item, own: readonly Passage[], topic: string[]): string {
  const counted = countedSaid(ctx, inView, topic);
  const part = own.length === 1 ? listPartSaid(own[0]!.text, topic, ctx.passages.says) : undefined;
  const yes = part && ctx.q.yesNo ? 'Yes: ' : '';
  return `${yes}${itemLink(inView)}: “${counted ?? part ?? own.map((p) => p.text).join(' ')}”`;
}

/** "How many incidents…?": a sentence that gives a figure answers before one that only names it. */
function figuresFirst(ctx: Ctx, found: Passage[], topic: string[]): Passage[] {
  const unit = /\bhow many (\w+)/.exec(ctx.q.words.join(' '))?.[1];
  if (!unit) return found;
  // Each item's own sentence giving the figure of what is counted ("downloaded more than 41,000 times").
  const counting = [unit, ...topic.filter((w) => w !== unit)];
  const counted = found.map((p) => ({ ...p, text: countedSaid(ctx, p.item, counting) ?? p.text }));
  return counted.sort((a, b) => +!/\d/.test(a.text) - +!/\d/.test(b.text));
}

/** "His Star Wars hackathon": the sentences of the owner's other work are left out. */
function ofTypeAsked(q: Parsed, found: Passage[]): Passage[] {
  // Hackathon entries are often called projects too: only "hackathon" narrows.
  if (!q.words.some((w) => singular(w) === 'hackathon')) return found;
  return found.filter((p) => !isWork(p.item) || p.item.type === 'hackathon');
}

/**
 * A detail asked of work: the one piece of work among the best-matching sentences, when no job or
 * study matches as well (the owner's About or faq may); "tell me more about the swarm one", its card.
 */
function pieceAnswer(ctx: Ctx, found: readonly Passage[], best: Classified | undefined) {
  const ties = found.filter((p) => p.matched >= found[0]!.matched);
  const works = ties.filter((p) => isWork(p.item));
  const entry = ties.some((p) => p.item.type === 'entry' && p.item.section.id !== 'personal');
  const piece = works.length === 1 && !entry ? works[0]!.item : undefined;
  if (!piece || !best) return undefined;
  // "The Star Wars one" is not the one whose words have "star" alone.
  const desc = describedOne(ctx.q.words, ctx.cat.work);
  if (desc && !desc.matches.includes(piece as Work)) return undefined;
  // "Tell me about his Apple Watch app" is near "tell me about him": the one piece described, its card.
  const described = best.intent === 'summary' && ctx.q.words.some((w) => PIECE_NOUNS.has(w));
  if (best.intent === 'pick' || best.intent === 'moreAbout' || described)
    return { ...work.card(ctx, piece), intent: 'item' as Intent };
  // Only where the question is still read as that detail: an overruled reading is not second-guessed.
  if (!DETAILS.has(best.intent) || best.intent === 'item' || ctx.intent !== best.intent) return undefined;
  const writer = WRITERS[best.intent as keyof typeof WRITERS];
  return { ...writer({ ...ctx, intent: best.intent, focus: [piece] }), intent: best.intent };
}

/** "When can she start?": the owner's faq entry one of whose phrasings is the example a not-on-site question is. */
function sameExampleFaq(
  byExample: ReadonlyMap<string, Faq>,
  best: Classified | undefined,
): Intent | undefined {
  if (!best || best.intent !== 'notOnSite' || best.score < SURE_SCORE) return undefined;
  const f = byExample.get(best.example);
  return f ? `faq:${f.id}` : undefined;
}

/** "is he available at the moment?": the faq entry whose own phrasings use the question's personal word. */
// Terms of work an owner may offer now; asked in the past tense they are about the career.
const TERMS_WORDS = new Set(
  'contract contracts contractor contracting freelance freelancer freelancing'.split(' '),
);
const PAST_WORDS = new Set(['did', 'has', 'have', 'had', 'was', 'were', 'ever', 'before', 'previously']);

// Words that ask about a gap in the owner's timeline.
const PARENTAL = /\b(?:parental|maternity|paternity|family) leave\b|\btime off\b|\bgap year\b/;
const GAP_ASKED = new Set([
  'gap',
  'gaps',
  'hiatus',
  'sabbatical',
  'unemployed',
  'unemployment',
  'jobless',
  'break',
  'breaks',
]);

// A question of when the owner could begin a new role.
const START_ASKED =
  /\b(?:when (?:could|can|would|will|might) (?:xowner|he|she|they|\w+) (?:start|begin|join)|start date|starting date|notice period|(?:can|could|would) (?:xowner|he|she|they|\w+) (?:start|begin|join) (?:right away|straight away|immediately|now|soon|asap|next \w+|in \w+)|(?:is|are) (?:xowner|he|she|they|\w+) available (?:right away|straight away|immediately|now|soon|asap))\b/;

// An answer that says when: a month, a season, a year, "straight away", a notice period.
const START_GIVEN =
  /\b(?:january|february|march|april|may|june|july|august|september|october|november|december|spring|summer|autumn|fall|winter|\d{4}|immediately|straight away|right away|notice|weeks?|months?)\b/i;

// An owner's faq phrasing on the roles they would take now, and a question asking it of some role.
const SEEKING_ASKED =
  /\b(?:open to|looking for|interested in|consider|considering|take|accept) (?:a |an |any |new |more )?(?:\w+ ){0,5}(?:jobs?|roles?|positions?|opportunities|opportunity|offers?|work|contracts?|gigs?)\b/;

// "What roles is she looking for?", "what kind of job does he want?", "what is she after?".
const ROLE_SOUGHT =
  /^(?:what|which)\b.*\b(?:jobs?|roles?|positions?|opportunities|work) (?:\w+ ){1,3}(?:looking for|seeking|after|targeting|want|wants|hoping for|aiming for|open to|interested in)$|^what (?:is|are) \w+ (?:after|looking for|seeking)$/;

/** "Is he open to game dev jobs?", "what roles is she looking for?": what the owner seeks now. */
const SEEKING_WORDS = new Set([
  'looking',
  'open',
  'interested',
  'available',
  'seeking',
  'searching',
  'new',
  'role',
  'roles',
  'job',
  'jobs',
  'position',
  'positions',
]);
// A phrasing on seeking one kind of role ("interested in engineering manager roles"), not any:
// a word after the phrase, past "a" or "new", that is no word for a role.
const SOUGHT_AFTER = /\b(?:open to|looking for|interested in|available for)\s+([^?.!,]*)/i;
const ANY_OF = new Set(['a', 'an', 'any', 'new', 'the', 'other', 'some']);
const SOUGHT_NOUNS = /^(?:roles?|jobs?|work|opportunit\w*|positions?|offers?)$/;
function kindSought(phrasing: string): boolean {
  const after = SOUGHT_AFTER.exec(phrasing)?.[1];
  const first = tokens(after ?? '').find((w) => !ANY_OF.has(w));
  return !!first && !SOUGHT_NOUNS.test(first);
}

// An owner's answer on whether they are looking: "I am not actively looking", "open to the right role".
const SEEKING_SAID =
  /\b(?:(?:actively|currently) looking|looking for (?:a |my next )?(?:new )?(?:job|role|position)|job[- ]?hunting|open to (?:talking|new roles|new opportunities|offers|the right (?:role|opportunity|offer)))/i;
// "Is she job hunting?", "is he on the market?".
const HUNTING = /\bjob[- ]?(?:hunting|searching|seeking)\b|\bon the (?:job )?market\b/;

function seekingAsked(q: Parsed): boolean {
  const text = q.words.join(' ');
  return (
    (SEEKING_ASKED.test(text) || ROLE_SOUGHT.test(text) || HUNTING.test(text)) &&
    !VISITOR_SEEKING.test(text) &&
    !payAsked(q.words) &&
    !q.words.some((w) => PAST_WORDS.has(w)) &&
    !q.backRef
  );
}

// "I'm a student looking for a mentor": what the visitor seeks, not the owner.
const VISITOR_SEEKING = /\b(?:i|we) (?:am|are|m|re)\b(?: \w+){0,4} (?:looking for|interested in|open to)\b/;

/**
 * "Is Feira still available on Google Play?": a word of the owner's terms said of a piece of work;
 * "is that extension available for Safari?": a kind of work pointed to is a piece of work too.
 */
const ofWork = (q: Parsed) =>
  entitiesOf(q, 'item').some((e) => isWork(e.item)) || (q.backRef && entitiesOf(q, 'kind').length > 0);

// Words of the right to work in a country, and of working there.
const PERMIT_WORDS = new Set([
  'visa',
  'visas',
  'sponsorship',
  'citizen',
  'citizenship',
  'permit',
  'authorised',
  'authorized',
]);
const JOB_WORDS = new Set(['work', 'job', 'employed', 'hired', 'hire', 'legally']);
const WOULD_TAKE = new Set([
  'would',
  'open',
  'willing',
  'consider',
  'interested',
  'relocate',
  'move',
  'take',
]);
// Words of a post offered: "open to a role in London?".
const POST_OFFERED = new Set([
  'role',
  'roles',
  'job',
  'jobs',
  'position',
  'positions',
  'work',
  'opportunity',
  'relocate',
  'move',
  'based',
]);
// Words of a follow-up that asks nothing but of another place ("and for a job in the US?").
const PLACE_ONLY = new Set([
  ...FUNCTION_WORDS,
  ...JOB_WORDS,
  'somewhere',
  'anywhere',
  'else',
  'role',
  'roles',
  'jobs',
]);

/** The owner's faq a question asks for in other words than its phrasings, else as personalFaqs reads it. */
function faqIntentOf(owner: Owner, byExample: ReadonlyMap<string, Faq>) {
  const personal = personalFaqs(owner, byExample);
  const otherwise = faqAskedOtherwise(owner);
  return (q: Parsed, best: Classified | undefined, focus: readonly Item[]): Intent | undefined => {
    // "Did she finish Quell Price?": a title's words ask nothing of pay.
    const asked = otherwise(
      q.words.filter((_, i) => !q.found.some((f) => f.entity.type === 'item' && f.start <= i && i < f.end)),
    );
    return asked ? `faq:${asked.id}` : personal(q, best, focus);
  };
}

const itOfWorkInView = (q: Parsed, focus: readonly Item[]) =>
  /\bit\b/.test(q.words.join(' ')) &&
  focus.filter(isWork).length === 1 &&
  q.found.every((f) => f.entity.type !== 'owner') &&
  !q.words.some((w) => PERSON_WORDS.has(w));
const PERSON_WORDS = new Set(['he', 'she', 'they', 'him', 'her', 'them', 'his', 'their', 'you']);

const TIME_ALONE =
  /^(?:and )?(?:(?:from|since|starting|by|until) )?(?:when|how soon)(?: (?:exactly|then|roughly))?$/;
const KIND_OF = /^(?:and )?(?:what|which) (?:kinds?|sorts?|types?) of (\w+)$/;

/**
 * "From when?" or "what kind of roles?" after one of the owner's faq answers that says it: that
 * answer again.
 */
function whenOfFaqInView(q: Parsed, focus: readonly Item[]): Intent | undefined {
  const faqs = focus.filter((i): i is Extract<Item, { type: 'faq' }> => i.type === 'faq');
  if (faqs.length !== 1) return undefined;
  const text = q.words.join(' ');
  const kind = KIND_OF.exec(text)?.[1];
  const said = !!kind && tokens(faqs[0]!.faq.answer).some((w) => singular(w) === singular(kind));
  // "What about for a role in New York?" after the faq on visas: that answer, of the case asked.
  const again = WHAT_ABOUT.test(text) && q.found.every((f) => f.entity.type === 'owner');
  // "How well?" after the faq on languages: that answer, which says how well.
  return TIME_ALONE.test(text) || said || again || HOW_WELL.test(text) ? `faq:${faqs[0]!.id}` : undefined;
}
const WHAT_ABOUT = /^(?:and |so |ok )?(?:what|how) about\b/;

/**
 * "Is he open to contract work?": the faq on terms, by its own phrasings ("Do you do contracts?"),
 * else by its answer ("…for longer contracts"), for a question of now and not of fit.
 */
const OWNED = new Set(['his', 'her', 'their', 'its']);

function termsFaqOf(owner: Owner): (q: Parsed) => Faq | undefined {
  const termsIn = (text: string) => tokens(text).some((w) => TERMS_WORDS.has(w));
  // "What is her day rate for freelance work?" answers the pay, not whether such work is taken.
  const pay = payFaq(owner);
  const onTerms = (owner.faq ?? []).filter((f) => f !== pay || termsIn(f.answer));
  const byTerms =
    onTerms.find((f) => termsIn(f.questions.join(' '))) ?? onTerms.find((f) => termsIn(f.answer));
  // Not of the job in view ("is that a contract?"), nor of the past.
  return (q) => {
    const f = payAsked(q.words) ? (pay ?? byTerms) : byTerms;
    return f &&
      !q.backRef &&
      // "Contract testing" is a kind of testing, not contract work.
      // "His freelance period", "her contract work": a job of theirs, not terms on offer now.
      q.words.some(
        (w, i) =>
          TERMS_WORDS.has(w) && !/^test/.test(q.words[i + 1] ?? '') && !OWNED.has(q.words[i - 1] ?? ''),
      ) &&
      !q.words.some((w) => PAST_WORDS.has(w) || FIT_CUES.has(w) || w === 'compare')
      ? f
      : undefined;
  };
}

/**
 * "Open to a role in London?": a town no word of the site names asks whether the owner would move
 * or work from afar, which the owner's answer on moving (else on remote work) says.
 */
function townFaqOf(owner: Owner, byRemote: Faq | undefined): (q: Parsed) => Faq | undefined {
  const speaks = (f: Faq, re: RegExp) => re.test(f.answer.toLowerCase());
  const moving = /\b(?:relocat\w*|move|moving)\b/;
  const byMove =
    (owner.faq ?? []).find((f) => speaks(f, moving) && speaks(f, /\bremote\b/)) ??
    (owner.faq ?? []).find((f) => speaks(f, moving)) ??
    byRemote;
  const home = new Set(tokens(owner.location));
  const town = (q: Parsed) => townsAsked(q).some((w) => !home.has(w));
  // Of a post to come ("would she take", "open to"), never of a job held ("was his first job in X?").
  const offered = (q: Parsed) =>
    q.words.some((w) => POST_OFFERED.has(w)) &&
    q.words.some((w) => WOULD_TAKE.has(w)) &&
    !q.words.some((w) => PAST_WORDS.has(w) || w === 'worked');
  return (q) => (byMove && !q.backRef && offered(q) && town(q) ? byMove : undefined);
}

/**
 * "Is he open to game dev jobs?": of the faq entries whose own phrasings ask whether the owner is
 * open or looking, the one whose phrasings share most words with the question ("a manager
 * position" is the management one, not availability).
 */
function seekingFaqOf(owner: Owner): (q: Parsed) => Faq | undefined {
  const ownerNames = new Set(tokens(`${owner.name} ${owner.firstName}`));
  const seekingFaqs = (owner.faq ?? []).filter(
    (f) =>
      f !== payFaq(owner) && (f.questions.some((t) => SEEKING_PHRASE.test(t)) || SEEKING_SAID.test(f.answer)),
  );
  return (q: Parsed) => {
    // The owner's name and the words of seeking itself are in every such entry: they share nothing.
    const asked = new Set(
      q.words
        .filter((w) => !FUNCTION_WORDS.has(w) && !ownerNames.has(w) && !SEEKING_WORDS.has(w))
        .map((w) => stemmer(w)),
    );
    const shared = (f: Faq) =>
      new Set(
        f.questions
          .flatMap(tokens)
          .map((w) => stemmer(w))
          .filter((w) => asked.has(w)),
      ).size;
    // Of entries sharing as many words, one whose answer says whether the owner is looking.
    const says = (f: Faq) => (SEEKING_SAID.test(f.answer) ? 1 : 0);
    const best = [...seekingFaqs].sort((a, b) => shared(b) - shared(a) || says(b) - says(a))[0];
    // "Looking for a job?" of an entry on management roles only: that entry answers another question.
    const ofAKind = (f: Faq) => f.questions.every((t) => !SEEKING_PHRASE.test(t) || kindSought(t));
    return best && (shared(best) > 0 || !ofAKind(best) || says(best) > 0) ? best : undefined;
  };
}

function personalFaqs(
  owner: Owner,
  byExample: ReadonlyMap<string, Faq>,
): (q: Parsed, best: Classified | undefined, focus: readonly Item[]) => Intent | undefined {
  const byWord = new Map<string, string>();
  for (const f of owner.faq ?? [])
    for (const w of f.questions.flatMap(tokens))
      if (PERSONAL_WORDS.has(w) && !byWord.has(stemmer(w))) byWord.set(stemmer(w), f.id);
  // "When could she start?": the availability faq, where its answer gives a time ("from spring 2027").
  const byStart = ['available', 'notice']
    .map((w) => byWord.get(stemmer(w)))
    .find((id) => START_GIVEN.test(owner.faq?.find((f) => f.id === id)?.answer ?? ''));
  const ofNow = termsFaqOf(owner);
  const bySeeking = seekingFaqOf(owner);
  // "Can he work in the Netherlands?": the faq on the owner's right to work, by its own words.
  const permits = (text: string) => tokens(text).some((w) => PERMIT_WORDS.has(w));
  const byPermit =
    (owner.faq ?? []).find((f) => permits(f.questions.join(' '))) ??
    (owner.faq ?? []).find((f) => permits(f.answer));
  const inCountry = (q: Parsed) =>
    !!byPermit && !q.backRef && countriesNamed(q.raw).length > 0 && q.words.some((w) => JOB_WORDS.has(w));
  // "What about somewhere in Europe?" after an answer on places: the same entry, of the place named now.
  const placeAfter = (q: Parsed, focus: readonly Item[]) =>
    q.words.length <= 6 && namesPlaces(q.raw) && q.words.every((w) => PLACE_ONLY.has(w) || isPlaceWord(w))
      ? focus.find((i): i is Extract<Item, { type: 'faq' }> => i.type === 'faq' && namesPlaces(i.faq.answer))
      : undefined;
  // "Remotely for a company in Germany?": the owner's faq on remote work, where there is one.
  // Of the owner's answers that speak of remote work, the one that speaks of abroad too, else the remote one.
  const speaks = (f: Faq, re: RegExp) => re.test(f.answer.toLowerCase());
  const remoteFaqs = (owner.faq ?? []).filter(
    (f) => tokens(f.questions.join(' ')).includes('remote') || speaks(f, /\bremote(?:ly)?\b/),
  );
  const byRemote =
    remoteFaqs.find(
      (f) => speaks(f, /\bremote(?:ly)?\b/) && speaks(f, /\b(?:abroad|outside|foreign|overseas)\b/),
    ) ??
    remoteFaqs.find((f) => tokens(f.questions.join(' ')).some((w) => /^remote(?:ly)?$/.test(w))) ??
    remoteFaqs[0];
  const remoteAbroad = (q: Parsed) =>
    !!byRemote &&
    !q.backRef &&
    countriesNamed(q.raw).length > 0 &&
    q.words.some((w) => /^remote(?:ly)?$/.test(w));
  const townAsked = townFaqOf(owner, byRemote);
  const byPlace = (q: Parsed, focus: readonly Item[]) =>
    remoteAbroad(q) ? byRemote : inCountry(q) ? byPermit : (placeAfter(q, focus)?.faq ?? townAsked(q));
  // "Why is eBuddies his favourite?": the faq on a favourite that names the work asked or the one in view.
  const favourite = (w: string) => /^favou?rites?$/.test(w);
  const byFavourite = (q: Parsed, focus: readonly Item[]) => {
    if (!q.words.some(favourite)) return undefined;
    // Among several in view, which is the favourite is a choice the judgement answers.
    const one = focus.filter(isWork).length === 1 ? focus : [];
    const ids = [...entitiesOf(q, 'item').map((e) => e.item), ...one].filter(isWork).map((w) => w.id);
    return (owner.faq ?? []).find(
      (f) => f.questions.flatMap(tokens).some(favourite) && ids.some((id) => f.items?.includes(id)),
    );
  };
  return (q, best, focus) => {
    const placed = byPlace(q, focus) ?? byFavourite(q, focus);
    if (placed) return `faq:${placed.id}`;
    // "Can he work in English?": a spoken language named asks what "speak" does.
    const spoken = !entitiesOf(q, 'tech').length && q.words.some(isLanguage) ? ['speak'] : [];
    // "When could she start?" is the availability the owner's faq speaks of.
    const starting = START_ASKED.test(q.words.join(' ')) && byStart ? [byStart] : [];
    // "A rate limiter" is no rate of pay.
    // "A rating" is no rate either: only the words of the owner's terms themselves count.
    const personal = q.words.filter((w, i) => PERSONAL_WORDS.has(w) && !asMeasure(q.words, i));
    const byWords = ofWork(q) ? [] : [...personal, ...spoken].map((w) => byWord.get(stemmer(w)));
    // "Is she looking for a job?": the answer that says whether she is, before one a word names.
    const status = seekingAsked(q) ? bySeeking(q) : undefined;
    if (status && SEEKING_SAID.test(status.answer)) return `faq:${status.id}`;
    const id = [...starting, ...byWords].find(Boolean);
    if (id) return `faq:${id}`;
    // "Is he open to game dev jobs?": the faq on what roles the owner would take, after any faq a
    // word of the question names ("open to fully remote jobs?" is the remote-work one).
    // Without one, what roles the owner would take is not on the site, whatever work of the kind is.
    // "Open to contract roles?": the faq on terms of work, before any on what roles are sought.
    const terms = ofNow(q);
    if (terms) return `faq:${terms.id}`;
    const sought = bySeeking(q);
    if (seekingAsked(q)) return sought ? `faq:${sought.id}` : 'notOnSite';
    return sameExampleFaq(byExample, best);
  };
}

/**
 * The faq entry that answers each kind of question, found by classifying the entry's own phrasings
 * against the generic examples: the owner's "what are your strengths?" answers "strongest skill?".
 */
/**
 * The nearest faq entry's id where it is near enough to speak for the question: a judgement quotes
 * the entry for its kind, and a phrasing must be nearer to stand in for it. An entry that stands for
 * another judgement ("What is his best project?") is not near "what is he best at?".
 */
function nearFaqOf(
  faqFor: ReadonlyMap<Intent, Faq[]>,
  best: Classified | undefined,
  judged: Intent | undefined,
): string | undefined {
  if (!best?.faq || best.faq.score < (judged ? FAQ_SURE : FAQ_NEAR)) return undefined;
  const id = best.faq.id;
  const other = [...JUDGEMENTS.values()].some((j) => j !== judged && faqFor.get(j)?.some((f) => f.id === id));
  return judged && other ? undefined : id;
}

// Words of a judgement's bad side: an owner's entry on weaknesses answers no question of strengths.
const WEAK_SIDE = /\b(?:weak\w*|worst|bad|struggl\w*|improve\w*|not good|shortcoming\w*|flaws?)\b/i;

/** Of the owner's entries for a judgement, the first on the side the question asks: strengths or weaknesses. */
function ofSameSide(faqs: readonly Faq[] | undefined, best: Classified | undefined): Faq | undefined {
  const weak = WEAK_SIDE.test(best?.example ?? '');
  return faqs?.find((f) => f.questions.some((x) => WEAK_SIDE.test(x)) === weak);
}

function faqsByIntent(
  owner: Owner,
  classifyText: (text: string) => Classified | undefined,
): { byIntent: Map<Intent, Faq[]>; byExample: Map<string, Faq> } {
  const byIntent = new Map<Intent, Faq[]>();
  // A phrasing that is all but one of the examples ("When can she start?") answers what that example asks.
  const byExample = new Map<string, Faq>();
  for (const f of owner.faq ?? []) {
    const votes = new Map<Intent, number>();
    for (const q of f.questions) {
      const c = classifyText(q);
      if (!c) continue;
      votes.set(c.intent, (votes.get(c.intent) ?? 0) + 1);
      if (c.score >= SURE_SCORE && !byExample.has(c.example)) byExample.set(c.example, f);
    }
    const [top] = [...votes].sort((a, b) => b[1] - a[1]);
    // An entry stands for a kind only when at least half its phrasings ask it.
    if (top && top[1] * 2 >= f.questions.length) byIntent.set(top[0], [...(byIntent.get(top[0]) ?? []), f]);
  }
  return { byIntent, byExample };
}

/** Questions on the owner's life that name no technology, read by their words whatever example is nearest. */
function aboutOwner(q: Parsed): Intent | undefined {
  if (entitiesOf(q, 'tech').length) return undefined;
  // "Is she married?", "what's her husband's name?": the owner's own words on their family.
  if (asksFamily(q.words) && !q.found.some((f) => f.entity.type === 'item')) return 'notOnSite';
  // "Is she from London originally?": where the owner comes from, whatever a title shares the place's name.
  if (ORIGIN.test(q.words.join(' '))) return 'location';
  // "When did he move to Warsaw?": a move the owner's own words tell, whatever a title has the place in it.
  if (MOVED.test(q.words.join(' '))) return 'location';
  // "Where was the Nordlys Labs job based?": the place of the job at that employer, not the owner's.
  if (q.words[0] === 'where' && !q.direction && entitiesOf(q, 'org').length) return 'entryAt';
  // "Was she working two jobs at the same time?": whose dates overlap; "when did she become senior?".
  // "Which project did he build while teaching himself?" asks for work, not for jobs that overlap.
  const ofWork = q.words.some((w) => WORK_WORDS.has(w));
  return (about.atSameTime(q.words) && !ofWork) || asksPromotion(q.words)
    ? namedWork(q)
      ? undefined
      : 'entryAt'
    : undefined;
}

const IN_WORK =
  /\b(?:in|on|for|at|during) (?:a|an|any|one|some|his|her|their|the|real|actual|(?:either |any |one |both |each )?of (?:his|her|their|the))?\s?(?:real |actual |side |personal )?(?:project|projects|hackathon|hackathons|hackathon entry|hackathon entries)\b/;

const WHICH_ONE = /\bwhich (?:one|ones|of them|of those|of the two)\b/;

const asksYears = (q: Parsed) =>
  (q.words.includes('years') && (q.words.includes('many') || q.words.includes('how'))) ||
  q.words.join(' ').includes('how long') ||
  !!claimAsked(q);

const WEAK_WORDS = new Set([
  'weak',
  'weaker',
  'weakest',
  'weakness',
  'bad',
  'worse',
  'worst',
  'poor',
  'struggle',
  'struggles',
]);

/** "In any project?", "which one has a React front end?"; "which one did he use most?" weighs them instead. */
const asksWhereUsed = (words: readonly string[]) =>
  IN_WORK.test(words.join(' ')) ||
  (WHICH_ONE.test(words.join(' ')) && !words.some((w) => w === 'most' || w === 'more' || w === 'mostly'));

/** Where a named technology was used, or, "is he weak at CSS?", how good: not whether it is listed. */
function techUseReading(q: Parsed): Intent | undefined {
  if (!entitiesOf(q, 'tech').length) return undefined;
  if (asksWhereUsed(q.words)) return 'skillWhere';
  // "How well does he know Kotlin?" asks how good, as "how good is he at Kotlin?".
  const howWell = /^(?:and |but |so )?how (?:well|good|strong)\b/.test(q.words.join(' '));
  return howWell || q.words.some((w) => WEAK_WORDS.has(w)) ? 'judgeSkill' : undefined;
}

/** A skill's certification, when it began, or a whole field of work, whatever example is nearest. */
function skillReading(q: Parsed, best: Classified | undefined): Intent | undefined {
  // "Is she AWS certified?" is about that technology.
  if (entitiesOf(q, 'tech').length && q.words.some((w) => CERTIFIED_WORDS.has(w))) return 'skillHas';
  // "Does he have Docker experience in any project?" asks where it is used, not whether it is listed.
  // "Which one has a React front end?" picks among the work in view by what it was built with.
  const used = techUseReading(q);
  if (used) return used;
  // "When did she start using React?", "how many years of Terraform?": from the jobs and work with it.
  if (entitiesOf(q, 'tech').length && (about.asksSince(q.words) || asksYears(q))) return 'experienceYears';
  // "When did they last work with jQuery?": the latest job or work with it.
  if (entitiesOf(q, 'tech').length && q.words.includes('when') && about.asksLast(q.words))
    return 'experienceYears';
  const made = madeInReading(q, best);
  if (made) return made;
  // "What's her main programming language?": a judgement of the listed skills of that kind.
  if (asksTopSkill(q)) return 'judgeSkill';
  // "Does he do sound design?": a hackathon role named before a role's noun is that role.
  if (q.found.some((f) => f.entity.type === 'role' && ROLE_NOUNS.has(q.words[f.end] ?? '')))
    return 'hackathonRoles';
  return asksAreaWork(q, best) ? 'areaWork' : undefined;
}

/** "Was Snake made in Go?": its stack; "was Snake made in 2023?": its date, not the year's round-up. */
function madeInReading(q: Parsed, best: Classified | undefined): Intent | undefined {
  if (best?.intent === 'itemYear' && madeInTech(q)) return 'itemStack';
  return best?.intent === 'inYear' && q.yesNo && q.years.length === 1 && namedWorkOnly(q)
    ? 'itemYear'
    : undefined;
}

const namedWorkOnly = (q: Parsed) => {
  const named = q.found.filter((f) => f.entity.type !== 'owner');
  return named.length === 1 && named[0]!.entity.type === 'item' && isWork(named[0]!.entity.item);
};

// "Made in Python", "built in Unreal": a technology after a verb of making and "in".
const MADE_IN = /^(?:made|built|written|coded|created|developed|done)$/;
const madeInTech = (q: Parsed) =>
  q.found.some(
    (f) =>
      f.entity.type === 'tech' && q.words[f.start - 1] === 'in' && MADE_IN.test(q.words[f.start - 2] ?? ''),
  );

/**
 * "Which hackathon did she organise?": a role of the owner's named by its verb; "was he ever
 * disqualified?": a word only a hackathon result of the owner's has.
 */
const LISTING = new Set(['list', 'all', 'show', 'every']);
const RESULT_WORDS = new Set([
  'result',
  'results',
  'placing',
  'placings',
  'ranking',
  'finish',
  'prize',
  'prizes',
]);

function hackathonWord(cat: Catalogue, q: Parsed): Intent | undefined {
  if (about.rolesByVerb({ cat, q }).length) return 'hackathonRoles';
  // "Was there a hackathon he didn't finish?": the entries left unfinished.
  const hackathonAsked = q.words.some((w) => ['hackathon', 'hackathons', 'jam', 'jams'].includes(w));
  // "His best hackathon result?": the placings, not a ranking of the work.
  const resultAsked =
    hackathonAsked && q.words.some((w) => RESULT_WORDS.has(w)) && !q.words.some((w) => LISTING.has(w));
  if (resultWord(cat, q) || resultAsked || (hackathonAsked && work.asksUnfinished(q.words)))
    return 'hackathonWins';
  // "How many hackathons has he been to?": a count of the entries, not a length of time.
  return hackathonAsked && ATTENDED.test(q.words.join(' ')) && !entitiesOf(q, 'item').length
    ? 'hackathons'
    : undefined;
}
// "How many hackathons has she been to / entered / done?": taking part, not winning or leading.
const ATTENDED =
  /\bhow many (?:hackathons|jams) (?:has|have|did|does|do) \w+ (?:been to|been in|attended|attend|entered|enter|done|do|joined|join|participated in|participate in|gone to|go to|taken part in|take part in)$/;

/** "Which hackathons did he compete in?": the entries by whether the owner competed, not by placing. */
const competedAsked = (q: Parsed) =>
  q.words.some((w) => w === 'hackathon' || w === 'hackathons') &&
  !entitiesOf(q, 'item').length &&
  /\b(?:compete|competed|competing|participated|participant|competitor)\b/.test(q.words.join(' ')) &&
  !/\b(?:won|win|winner|winning|prize|prizes|placed|award|awards|finalist|place)\b/.test(q.words.join(' '));

/** "Any hackathons where he did backend work?": the entries with one role of his, none weighed. */
const roleAtHackathons = (q: Parsed) =>
  q.words.some((w) => ['hackathon', 'hackathons', 'jam', 'jams'].includes(w)) &&
  entitiesOf(q, 'role').length > 0 &&
  !entitiesOf(q, 'item').length &&
  !q.words.includes('or');

/** Whether a question names no entity and has a rare word that one of the owner's hackathon results has. */
function resultWord(cat: Catalogue, q: Parsed): boolean {
  if (q.found.some((f) => f.entity.type !== 'owner')) return false;
  const results = cat.work.flatMap((w) =>
    w.type === 'hackathon' && w.hackathon.result ? tokens(w.hackathon.result) : [],
  );
  return q.words.some((w) => w.length > 5 && !commonWords().has(w) && results.includes(w));
}

const TOP_SKILL = new Set(['main', 'strongest', 'primary', 'best', 'core', 'preferred']);
const asksTopSkill = (q: Parsed) =>
  !entitiesOf(q, 'tech').length && !!q.skillKind && q.words.some((w) => TOP_SKILL.has(w));

/** A place of work read as a school, sales figures asked for: what the question's words say it is. */
/** Readings by a place or entries named: a job rather than a school or a placing, a gap between two. */
// Readings a place of work named overrules: a school, a hackathon role, the first job, a placing.
const PLACE_OVERRULED = new Set<Intent>([
  'hasDegree',
  'hackathonRoles',
  'itemRole',
  'career',
  'hackathonWins',
]);

function readingByPlace(q: Parsed, best: Classified | undefined): Intent | undefined {
  const orgs = entitiesOf(q, 'org');
  if (!best || !orgs.length || !PLACE_OVERRULED.has(best.intent)) return readingByEntries(q);
  return placeOverrules(q, best.intent, orgs) ? 'entryAt' : readingByEntries(q);
}

function placeOverrules(q: Parsed, intent: Intent, orgs: { entries: readonly Item[] }[]): boolean {
  const jobsOnly = orgs.every((o) => o.entries.every((e) => e.type === 'entry' && e.section.id === 'career'));
  // "What roles did she have at Kettlebell?": a role at a place of work is a job, not a team's.
  const team = q.words.some(
    (w) => (TEAM_WORDS.has(w) && w !== 'role' && w !== 'roles') || w.startsWith('hackathon'),
  );
  const role = intent === 'hackathonRoles' || intent === 'itemRole';
  return (
    // "When did he go to Lumen?": a place of work named, not a school.
    (intent === 'hasDegree' && jobsOnly) ||
    // "What did he do in the army?": the job at the place named, not a hackathon role.
    (role && jobsOnly && !team) ||
    // "Her title when she first joined Kruidhof?": the job at the place named, not her first job.
    (intent === 'career' && jobsOnly && orgs.every((o) => o.entries.length === 1)) ||
    // "How did the students he coached at Quay Institute do?": a place named, not a hackathon's placing.
    (intent === 'hackathonWins' && !team)
  );
}

function readingByEntries(q: Parsed): Intent | undefined {
  const entries = entitiesOf(q, 'item').filter((e) => e.item.type === 'entry');
  // "How many years as a data scientist or ML engineer?": the time in either post, by title.
  if (entries.length && q.words.includes('or') && asksYears(q)) return 'experienceYears';
  // "Where did he work as a Flutter developer?": the job of that title; "is his CCNA still valid?":
  // the study's own words.
  if (entries.length && /\b(?:work|worked|working) as\b/.test(q.words.join(' '))) return 'entryAt';
  if (entries.length && !entitiesOf(q, 'item').some((e) => isWork(e.item)) && q.words.includes('still'))
    return 'entryAt';
  // "What did he do between his bachelor's and his master's?": the time between two entries.
  return q.words.includes('between') && entries.length === 2 ? 'careerGap' : undefined;
}

// "What was it for?", "what's the purpose of it?": what a piece of work is, not what it is built with.
const PURPOSE =
  /\b(?:what (?:is|was|are|were) (?:it|that|this|they|those) (?:used |made |built )?for|purpose|point of)\b/;

const HACKATHONS_IN =
  /\b(?:which|any|what|how many) hackathons?\b.*\b(?:in|before|after|since|until|during) \d{4}\b/;

/**
 * "What was it for?": what the work is, not its stack; "did he build X before or after starting the
 * diploma?": the two named, by their dates; "did she do any hackathons in 2022?": the hackathon
 * entries of that year, not all it had (a month asked, "in March 2024", is read by the month).
 */
function purposeOrOrder(q: Parsed, best: Classified | undefined): Intent | undefined {
  const text = q.words.join(' ');
  if (PURPOSE.test(text) && best?.intent === 'itemStack') return 'item';
  if (best?.intent === 'inYear' && HACKATHONS_IN.test(text)) return 'hackathons';
  const beforeOrAfter = /\b(?:before or after|after or before)\b/.test(text);
  return beforeOrAfter && entitiesOf(q, 'item').length >= 2 ? 'compare' : undefined;
}

function readingByWords(q: Parsed, best: Classified | undefined): Intent | undefined {
  const byPlace = readingByPlace(q, best);
  if (byPlace) return byPlace;
  const ofTwo = purposeOrOrder(q, best);
  if (ofTwo) return ofTwo;
  // "What's his most recent job?": the job now, not the latest work.
  const jobWord = q.words.some((w) => w === 'job' || w === 'role' || w === 'position' || w === 'employer');
  if (q.order === 'last' && jobWord && best?.intent === 'projects') return 'currentRole';
  // "Who did she build the runner-up project with?": the team, not the stack.
  if (work.asksWithWhom(q) && entitiesOf(q, 'item').some((e) => isWork(e.item))) return 'itemRole';
  // "Any apps on the App Store?": the links on that store.
  if (storeAsked(q.words)) return 'itemLink';
  // "What kinds of apps has he made?": the work by its kinds.
  if (work.KINDS_ASKED.test(q.words.join(' ')) && !q.found.some((f) => f.entity.type !== 'owner'))
    return 'projects';
  // "Which year did he build the most projects?": work counted by year.
  if (asksBusiestYear(q)) return 'itemYear';
  // "What games does he like to play?": a pastime, not the games built.
  if (about.asksPlaying(q)) return 'aboutMe';
  // "Which game sold best?", "how many copies did it sell?": figures only the owner's words could give.
  return q.words.some((w) => SALES_WORDS.has(w)) ? 'notOnSite' : undefined;
}

const MANAGED_PEOPLE =
  /\b(?:managed|manage|manages|managing|supervised|supervise)\b (?:a |the |any )?(?:\w+ ){0,2}(?:team|teams|people|developers|engineers|staff|reports)\b/;

/**
 * "Who was on her team?" of the one hackathon entry in view: its team; "has he managed a team of
 * developers in a job?": leading people, not the hackathon list.
 */
function peopleAsked(q: Parsed, focus: readonly Item[]): Intent | undefined {
  if (!q.found.every((f) => f.entity.type === 'owner')) return undefined;
  // "Who did she build it with?" of the one project in view too; "on her own" only of an entry.
  const one = focus.filter(isWork);
  const asked = one.length === 1 && (one[0]!.type === 'hackathon' || q.words.includes('who'));
  if ((work.asksWithWhom(q) || work.asksTeamName(q)) && asked) return 'itemRole';
  return MANAGED_PEOPLE.test(q.words.join(' ')) ? 'leadership' : undefined;
}

/** Readings of a question that overrule the nearest example, each with the intent it gives. */
/** "Was eBuddies his final diploma project?": the work's own words on the study it was made for. */
const forStudyAsked = (q: Parsed, focus: readonly Item[]) =>
  q.yesNo && asksForStudy(q.words) && (namedWork(q) || focus.filter(isWork).length === 1);

/** A study's work, a kind of technology of the work in view, experience of a kind of work. */
const firstOverrule = (q: Parsed, focus: readonly Item[]): Intent | undefined =>
  jobBeforeNamed(q) ??
  (forStudyAsked(q, focus)
    ? 'entryAt'
    : stackKindInView(q, focus)
      ? 'itemStack'
      : experienceOfKind(q)
        ? 'kindHas'
        : fieldLeftAsked(q)
          ? 'background'
          : undefined);

function overruled(q: Parsed, focus: readonly Item[], best: Classified | undefined): Intent | undefined {
  const first = firstOverrule(q, focus);
  if (first) return first;
  const link = linkOverrule(q, focus, best);
  if (link) return link;
  const ofSkill = skillReading(q, best);
  if (ofSkill) return ofSkill;
  const read = readingByWords(q, best);
  if (read) return read;
  if (asksFit(q, best)) return 'judgeFit';
  if (placingAsked(q, focus)) return 'hackathonWins';
  const people = peopleAsked(q, focus);
  if (people) return people;
  const ofWork = workAsked(q, focus);
  if (ofWork) return ofWork;
  const owned = aboutOwner(q);
  if (owned) return owned;
  const inView = followUpOverrule(q, focus, best) ?? jobTimeInView(q, focus) ?? titleInView(q, focus, best);
  if (inView) return inView;
  return skillOverrule(q, best) ?? namedOverrule(q, best) ?? aboutNamedWork(q, best);
}

/** "Her last job before Tindra", "the role after Havline": the job beside the one named, not the latest. */
const jobBeforeNamed = (q: Parsed): Intent | undefined =>
  q.direction &&
  q.words.some((w) => JOB_NOUNS.has(w)) &&
  q.found.some(
    (f) => f.entity.type === 'org' || (f.entity.type === 'item' && f.entity.item.type === 'entry'),
  ) &&
  q.found.every((f) => f.entity.type === 'owner' || f.entity.type === 'org' || f.entity.type === 'item')
    ? 'neighbour'
    : undefined;

/**
 * "Did he build eBuddies alone?": who worked on a project, named or in view; "and the other ones?"
 * and "in chronological order please" after a list of work: picked from that list.
 */
function workAsked(q: Parsed, focus: readonly Item[]): Intent | undefined {
  const items = [...entitiesOf(q, 'item').map((e) => e.item), ...focus];
  // "Did he build it on his own?" asks who made it; "what did he study on his own?" does not.
  if (work.asksAlone(q) && q.words.some((w) => MADE.has(w)) && items.some(isWork)) return 'itemRole';
  // "And the other ones, how did those go?": the work of that type the last answer left out.
  const others = asksOthers(q) && focus.some(isWork) && q.found.every((f) => f.entity.type === 'owner');
  return others || sortsWorkInView(q, focus) ? 'pick' : undefined;
}

const MADE = new Set([...BUILT_WORDS, 'do', 'write', 'wrote', 'code', 'coded', 'develop', 'developed']);

const sortsWorkInView = (q: Parsed, focus: readonly Item[]) =>
  q.order === 'asc' &&
  focus.filter(isWork).length > 1 &&
  q.found.every((f) => f.entity.type === 'owner') &&
  !q.words.some((w) => SECTION_WORDS.has(singular(w)) || LIST_NOUNS.has(w));
// "List his projects in order" names what to list, whatever is in view.
const LIST_NOUNS = new Set(['projects', 'hackathons', 'jobs', 'studies', 'skills', 'everything', 'all']);

/** "What place did they get?" of a hackathon entry named or the one in view: its placing. */
/** "Which hackathon did he come second in?": a placing asked of the hackathon entries, by its rank. */
const rankedAsked = (q: Parsed) =>
  rankAsked(q.words) !== undefined &&
  q.found.every(
    (f) => f.entity.type === 'owner' || (f.entity.type === 'item' && f.entity.item.type === 'hackathon'),
  );

/** "Results?" read as the placings of the entries in view, not as words to find in them. */
const placingOfInView = (q: Parsed, intent: Intent, focus: readonly Item[]) =>
  intent === 'hackathonWins' && placingAsked(q, focus);

function placingAsked(q: Parsed, focus: readonly Item[]): boolean {
  // "What place did they get?", "did they get first place there?"
  const asks =
    q.words.length <= 2 ||
    q.words.some((w) => ['what', 'which', 'where', 'any'].includes(w)) ||
    (q.yesNo && !!q.backRef);
  // "What was the prize?" of the entry in view: its placing, which gives the prize.
  if (!q.words.some((w) => w === 'place' || w === 'prize' || RESULT_WORDS.has(w)) || !asks) return false;
  const named = entitiesOf(q, 'item').filter((e) => e.item.type === 'hackathon');
  const others = q.found.some((f) => f.entity.type !== 'owner' && !named.some((e) => e === f.entity));
  const inView = focus.filter((i) => i.type === 'hackathon').length;
  // "Results?" right after the hackathons: theirs, every one in view.
  const allInView = inView > 1 && inView === focus.length && q.words.length <= 4;
  return !others && (named.length > 0 || inView === 1 || allInView || (q.yesNo && !!q.backRef && inView > 1));
}

/**
 * "Can he work in English?" is a spoken language, not a skill on the list; "could she work in Arabic
 * with our team?" too, however near a fit question it reads.
 */
// "French?": a language named alone asks whether the owner speaks it.
const spokenLanguage = (q: Parsed, best: Classified | undefined) =>
  (!!best && (SKILL_READINGS.has(best.intent) || best.intent === 'judgeFit') && q.words.some(isLanguage)) ||
  (q.words.length <= 2 && q.words.every(isLanguage));

const toolNotProfile = (q: Parsed, best: Classified | undefined) =>
  best?.intent === 'contact' && q.found.every((f) => f.entity.type === 'tech' || f.entity.type === 'owner');

/** A skill question read otherwise: a skill at an employer, a spoken language, leading people. */

function skillOverrule(q: Parsed, best: Classified | undefined): Intent | undefined {
  if (!entitiesOf(q, 'tech').length) {
    if (spokenLanguage(q, best)) return 'notOnSite';
    // "Is he good at mentoring juniors?" asks about leading people, not a skill on the list.
    return best?.intent === 'skillHas' && q.words.some((w) => PEOPLE_SKILLS.has(w))
      ? 'leadership'
      : undefined;
  }
  // "Did she use React at Hemmahus?": what that job's own words say, not the skills list.
  const atJob = !best || best.intent === 'entryAt' || SKILL_READINGS.has(best.intent);
  if (atJob && entitiesOf(q, 'org').length) return 'entryAt';
  // "Does Kai know django rest framework?": a yes/no question naming a skill, whatever word it has;
  // "GitHub Actions?": a tool named after a profile is the tool, not the profile.
  return (best?.intent === 'skills' && q.yesNo) || toolNotProfile(q, best) ? 'skillHas' : undefined;
}

/**
 * "What stack did the other one use?" after an answer on two pieces of work, the first of them its
 * answer: the second, asked about as "that one".
 */
/**
 * "And the one he wrote for the terminal, what language is it in?": the one piece of work whose own
 * words the description has is the work in view, whatever the last answer showed.
 */
/**
 * The work a question describes; "the one where he did design" after hackathons in view is one of
 * the hackathons, where projects fit the words too.
 */
function describedOfType(cat: Catalogue, q: Parsed, focus: readonly Item[]) {
  const found = q.found.some((f) => f.entity.type === 'item') ? undefined : describedOne(q.words, cat.work);
  const ofType = found?.matches.filter((m) => focus.some((f) => f.type === m.type));
  return found && (found.matches.length > 1 && ofType?.length ? { ...found, matches: ofType } : found);
}

const THE_ONE = /\bthe (?:[a-z0-9]+ ){1,3}(?:one|app|game|project|thing)\b/;

/** Whether the one piece of work a question describes is to be read in place of those in view. */
function describesAnew(q: Parsed, focus: readonly Item[], desc: { asked: string[]; matches: Work[] }) {
  // A first question's description is read where it is asked, but for "the Christmas one": a name
  // said by the work's own words.
  const first = !focus.length && !THE_ONE.test(q.words.join(' '));
  const same = focus.length === 1 && focus[0] === desc.matches[0];
  // "Is it older than the tic-tac-toe game?": what "than" describes is weighed against the one in view.
  const weighedAgainst = q.words.includes('than') && focus.filter(isWork).length === 1;
  return !first && !same && !weighedAgainst && saysExactly(desc.matches[0]!, desc.asked);
}

/** The work a purpose clause describes, where no name comes before it, and the question without it. */
function purposeInView(cat: Catalogue, passages: Passages, q: Parsed) {
  const purpose = purposeDescribed(q.words, cat.work, passages.synonyms);
  if (!purpose || q.found.some((f) => f.entity.type === 'item' && f.start < purpose.from)) return undefined;
  // The description says which work and is read as "it"; what is asked of it is the rest of the
  // question. "Which hackathon was about X?" alone asks for that one.
  const said = purpose.which ? [] : ['it'];
  const before = q.words.slice(0, purpose.start);
  const after = q.words.slice(purpose.to);
  const rest = [...before, ...said, ...after];
  const words = before.length || after.length ? rest : ['which', 'one', 'is', 'it'];
  // The noun the description is of ("the app that…") says what the work is, not which kind is asked.
  const found = q.found.filter(
    (f) => f.entity.type !== 'item' && (f.end <= purpose.start || f.start >= purpose.to),
  );
  // Positions after the description move back by its length, less the "it" said for it.
  const span = purpose.to - purpose.start - said.length;
  const moved = found.map((f) =>
    f.start >= purpose.to ? { ...f, start: f.start - span, end: f.end - span } : f,
  );
  return {
    q: { ...q, words, found: moved, backRef: true, slotted: slottedOf(words, moved, q.years) },
    focus: [purpose.work],
  };
}

function describedInView(
  cat: Catalogue,
  passages: Passages,
  { q, focus }: { q: Parsed; focus: readonly Item[] },
): { q: Parsed; focus: readonly Item[] } {
  // "Tell me about the app that reminds you to take pills": the work the clause says it does.
  // A name found inside the clause ("the dashboard of Lagos traffic") is one of its words.
  const byPurpose = purposeInView(cat, passages, q);
  if (byPurpose) return byPurpose;
  const desc = describedOfType(cat, q, focus);
  if (desc?.matches.length !== 1 || !describesAnew(q, focus, desc)) return { q, focus };
  // "The mobility one" that a job's own words also fit is no surer a piece of work than that job,
  // unless only work is in view ("the one where he came second" after a list of hackathons).
  const stems = desc.asked.map(stemmer);
  const job =
    !focus.every(isWork) &&
    careerOf(cat).some((e) => {
      const words = new Set(
        tokens(`${e.entry.role ?? e.title} ${e.entry.organisation ?? ''} ${e.entry.content}`).map(stemmer),
      );
      return stems.every((s) => words.has(s));
    });
  if (job) return { q, focus };
  return { q: { ...q, backRef: true }, focus: desc.matches };
}

/** Whether a piece of work's own words have each word as written, not only its stem ("mobility" is not "mobile"). */
function saysExactly(w: Work, asked: readonly string[]): boolean {
  const words = new Set([...tokens(proseOfItem(w)), ...wordsDescribing(w)]);
  // A hackathon role is a short label: "the only designer" is the one in the role "design".
  const roles = new Set(w.type === 'hackathon' ? w.hackathon.roles.flatMap(tokens).map(stemmer) : []);
  return asked.every(
    (a) => words.has(a) || words.has(singular(a)) || roles.has(stemmer(a)) || ofKindNamed(w, a),
  );
}

function otherOfTwo(q: Parsed, focus: readonly Item[]): { q: Parsed; focus: readonly Item[] } {
  const works = [...new Set(focus.filter(isWork))];
  const i = q.words.indexOf('other');
  if (
    works.length !== 2 ||
    i < 0 ||
    (q.words[i + 1] !== 'one' && i !== q.words.length - 1) ||
    q.found.some((f) => f.entity.type !== 'owner')
  )
    return { q, focus };
  const words = q.words.filter((_, j) => j !== i);
  return {
    q: { ...q, words, slotted: q.slotted.replace(/\bother /, ''), backRef: true },
    focus: [works[1]!],
  };
}

// "How well?", "how good?" alone: a degree of what the last question asked.
const HOW_WELL = /^(?:and |but |so )?how (?:well|good|fluent|strong)\?*$/i;
const AUXILIARY = /^(?:does|do|did|can|could|is|are|was|were|has|have)\s+/i;

/**
 * "Does she speak German?" then "how well?", in the same message or the next: the question before
 * asked again by how well.
 */
function howWellOf(parts: readonly string[], history: readonly ChatTurn[]): string[] {
  const asked = [...history]
    .reverse()
    .find((t) => t.sender === 'user')
    ?.text.trim();
  return parts.map((part, i) => {
    const text = part.trim();
    const last = i ? parts[i - 1]!.trim() : asked;
    if (!HOW_WELL.test(text) || !last || !AUXILIARY.test(last)) return part;
    return `${text.replace(/\?+$/, '')} ${last.charAt(0).toLowerCase()}${last.slice(1)}`;
  });
}

/** "And the other ones?", "what about the rest?": a short follow-up, or one that points back. */
const asksOthers = (q: Parsed) =>
  (q.backRef || q.words.length <= 5) && q.words.some((w) => w === 'other' || w === 'others' || w === 'rest');

/** A follow-up on the items in view that the nearest example reads as a question about the owner. */
const WHERE_DONE =
  /^(?:and |so )?where (?:(?:did|was|were|does|is) \w+ (?:do|doing|did|learn|learned|learnt|build|built|use|used|get|got) |(?:was|is) )(?:that|it|this|those|these)\b/;

/** "How long did he do that?", "and where was that?" read as "and before that?": of what is in view. */
const howLongInView = (q: Parsed, best: Classified, entries: readonly Item[]) =>
  ((best.intent === 'neighbour' && !q.direction) ||
    // "How long did she study it before leaving?" asks of the one in view, not the one before it.
    ((best.intent === 'neighbour' || (best.intent.startsWith('faq:') && best.score < SURE_SCORE)) &&
      /\bbefore \w+ing\b/.test(q.words.join(' ')))) &&
  ((q.words[0] === 'how' && q.words[1] === 'long') || (q.words.includes('where') && entries.length === 1)) &&
  entries.length > 0;

function followUpOverrule(
  q: Parsed,
  focus: readonly Item[],
  best: Classified | undefined,
): Intent | undefined {
  if (!best || !q.backRef || !focus.length) return undefined;
  // "Where did she do that?": the one job or study in view, not the one before or after it.
  const entries = focus.filter((i) => i.type === 'entry' && i.section.id !== 'personal');
  if (WHERE_DONE.test(q.words.join(' ')) && entries.length === 1) return 'entryAt';
  if (howLongInView(q, best, entries)) return 'entryAt';
  const next = nextOrNewer(q, focus, best, entries);
  if (next) return next;
  // "Which one did she build first?" after a list: one of the listed items, whatever type is nearest.
  const names = q.found.some((f) => f.entity.type !== 'owner' && f.entity.type !== 'kind');
  if (q.order && focus.length > 1 && !namedType(q) && !names && best.intent !== 'pick') return 'pick';
  return ofWorkInView(q, focus, best);
}

/** The entry before or after the one in view, or the work in view weighed by date against another. */
function nextOrNewer(
  q: Parsed,
  focus: readonly Item[],
  best: Classified,
  entries: readonly Item[],
): Intent | undefined {
  // "Who did they work for before that?": the entry before the one in view, not the current job.
  if (q.direction && JOB_READINGS.has(best.intent)) return 'neighbour';
  // "What did he do right before it?" with a job in view: the entry before that job, not before software.
  if (q.direction && DONE_READINGS.has(best.intent) && entries.some(isJob)) return 'neighbour';
  // "Is it newer than the Kubernetes operator?": the work in view against the one described.
  const weighed = q.words.includes('than') && judge.asksWhen(q.words);
  return weighed && focus.filter(isWork).length === 1 ? 'compare' : undefined;
}

/** "What was the tech stack there?", "what did they build there?": the work in view, not the owner. */
function ofWorkInView(q: Parsed, focus: readonly Item[], best: Classified): Intent | undefined {
  const oneWork = focus.filter(isWork).length === 1;
  // "Is it only on iOS?" of the one piece of work in view: its stores, not the skill.
  if (platformAsked(q.words) && oneWork) return 'itemLink';
  // "What does it do?", "did she ever finish it?" of the one piece of work in view: that piece.
  const ofIt = best.intent === 'summary' || asksFinished(q.words, q.yesNo);
  if (ofIt && q.words.includes('it') && oneWork && !focus.some((i) => i.type === 'entry')) return 'item';
  const ofTeams = stackOfJobInView(q, focus, best) ?? ofTeamsInView(q, focus);
  if (ofTeams) return ofTeams;
  if (best.intent === 'skills' && focus.every(isWork) && !entitiesOf(q, 'tech').length) return 'itemStack';
  return partsInView(focus, best);
}

/** "What did he build there?" after one to three teams or projects: each one's part. */
const partsInView = (focus: readonly Item[], best: Classified): Intent | undefined =>
  best.intent === 'entryAt' && focus.length > 0 && focus.length <= 3 && focus.every(isWork)
    ? 'itemRole'
    : undefined;

/** "What databases did she use there?" of the one job in view: what its own words name. */
function stackOfJobInView(q: Parsed, focus: readonly Item[], best: Classified): Intent | undefined {
  const oneJob = focus.length === 1 && focus[0]!.type === 'entry';
  return best.intent === 'itemStack' && oneJob && (q.backRef || q.words.includes('there'))
    ? 'skills'
    : undefined;
}

/** "Which one did he leave early?", "in which one did he only do design?" after hackathon entries. */
function ofTeamsInView(q: Parsed, focus: readonly Item[]): Intent | undefined {
  if (!focus.some((i) => i.type === 'hackathon')) return undefined;
  if (work.asksUnfinished(q.words)) return 'hackathonWins';
  const roleNamed = (i: Item) =>
    i.type === 'hackathon' && i.hackathon.roles.some((r) => q.words.includes(normalize(r)));
  const role = entitiesOf(q, 'role').length > 0 || focus.some(roleNamed);
  return q.words.includes('which') && role ? 'hackathonRoles' : undefined;
}

const LINK_WORDS = new Set(['link', 'links', 'url']);
// Words asking for a link or a code host by name, not whether the code is open.
const LINKED = new Set([...LINK_WORDS, 'urls', 'github', 'gitlab', 'repo', 'repos', 'live', 'demo', 'demos']);
const WORK_WORDS = new Set([
  'project',
  'projects',
  'app',
  'apps',
  'game',
  'games',
  'build',
  'built',
  'made',
  'make',
]);
const MOVED = /\bwhen did \w+ (?:move|relocate) to\b/;
const CAREER_WALK =
  /\bwalk (?:me|us) through (?:\w+ ){0,2}(?:career|path|journey|jobs|work history|background)\b|\bcareer (?:path|journey|progression|story|history)\b/;
const WHY_MOVED = /\bwhy did \w+ (?:move|relocate) (?:from (?:\w+ ){1,3})?to\b/;

/** "Why did he move to Canada?", "did she study abroad?": the owner's own words on a move, or the entries abroad. */
function movedOrAbroad(ctx: Ctx): (Answer & { intent: Intent }) | undefined {
  const { q } = ctx;
  // A move to an employer ("why did she move to Haulwise?") is a job taken, not a place.
  if (WHY_MOVED.test(q.words.join(' ')) && !entitiesOf(q, 'org').length)
    return { ...scope.location({ ...ctx, intent: 'location' }), intent: 'location' };
  // "Walk me through his career path from teaching to now": every job, in order, whatever prose names.
  if (CAREER_WALK.test(q.words.join(' ')) && !entitiesOf(q, 'org').length)
    return { ...about.career({ ...ctx, intent: 'career', q: { ...q, order: 'asc' } }), intent: 'career' };
  const away = asksAbroad(q.words) ? abroad({ ...ctx, intent: 'entryAt' }) : undefined;
  return away ? { ...away, intent: 'entryAt' } : undefined;
}
const ORIGIN = /\b(?:originally|hometown|grew up|grow up|raised)\b/;
// Words asking when a job began or ended.
const JOB_TIME = new Set([
  'leave',
  'left',
  'start',
  'started',
  'join',
  'joined',
  'quit',
  'finish',
  'finished',
]);

/** "When did she leave?", "when did she run it?" with jobs or studies in view, naming nothing else: their dates. */
const BARE_TIME = new Set(['and', 'so', 'since', 'when', 'how', 'long', 'until', 'till', 'from']);

/**
 * "Which of those was the shortest?", "and the longest?": the entries in view weighed by length;
 * "is she still doing it?" of jobs in view: whether they go on, not her studies.
 */
function weighedOrGoingOn(q: Parsed, entries: readonly Item[]): boolean {
  if (entries.length > 1 && asksLonger(q.words)) return true;
  const jobs = entries.every((i) => i.type === 'entry' && i.section.id === 'career');
  return jobs && q.words.includes('still') && (q.backRef || q.words.includes('there'));
}

// Words that ask of the present, whatever is in view.
const NOW_ASKED = new Set(['now', 'current', 'currently', 'today', 'present', 'still', 'latest']);

/** "Job title?" alone right after one job or study: the title of that one, not of the current job. */
function titleInView(q: Parsed, focus: readonly Item[], best: Classified | undefined): Intent | undefined {
  if (best?.intent !== 'currentRole' || q.words.length > 4 || q.found.some((f) => f.entity.type !== 'owner'))
    return undefined;
  if (q.words.some((w) => NOW_ASKED.has(w))) return undefined;
  const entries = focus.filter((i) => i.type === 'entry' && i.section.id !== 'personal');
  return entries.length === 1 ? 'itemRole' : undefined;
}

function jobTimeInView(q: Parsed, focus: readonly Item[]): Intent | undefined {
  const entries = focus.filter((i) => i.type === 'entry' && i.section.id !== 'personal');
  // "since when?", "how long?", "until when?": nothing but a time asked of the entries in view.
  if (entries.length && q.words.length <= 3 && q.words.every((w) => BARE_TIME.has(w))) return 'entryAt';
  if (!entries.length || entries.length !== focus.length) return undefined;
  if (q.found.some((f) => f.entity.type !== 'owner')) return undefined;
  if (weighedOrGoingOn(q, entries)) return 'entryAt';
  if (!q.words.includes('when')) return undefined;
  // "When did she run it?": "it" is the job or study in view. "When did he start there?" asks of it;
  // "when did he start learning to code?" asks something of its own.
  const verb = q.words.findIndex((w) => JOB_TIME.has(w));
  const ofItself = verb >= 0 && q.words.slice(verb + 1).every((w) => OF_THE_ONE.has(w));
  return ofItself || q.backRef ? 'entryAt' : undefined;
}
// Words after "when did she start…" that leave it asked of the job or study in view.
const OF_THE_ONE = new Set(
  'there it that this the at in on with job role position post company course program programme degree studies work working then'.split(
    ' ',
  ),
);

const TERSE = new Set(
  'entry project hackathon jam team app game one the his her their a an what whats about tell me is was'.split(
    ' ',
  ),
);
const wordsBesideNames = (q: Parsed) =>
  q.words.filter((_, i) => !q.found.some((f) => f.start <= i && i < f.end));

const THAT_PLACED = /\b(?:team|entry|one|project) that (?:placed|won|podiumed|came|got)\b/;

/** The readings of named work that come before any other. */
function namedFirst(q: Parsed, best: Classified): Intent | undefined {
  // "Ludum Dare entry?": one piece of work named with nothing asked of it is that work, not a ranking.
  if (JUDGED.has(best.intent) && namedWork(q) && wordsBesideNames(q).every((w) => TERSE.has(w)))
    return 'item';
  // "Her role on the team that placed?": the one entry that placed, not every role.
  if (best.intent === 'hackathonRoles' && THAT_PLACED.test(q.words.join(' '))) return 'itemRole';
  // "Is Rota based on Tidewatch?": how two named pieces connect, whatever "based" is nearest to.
  if (worksRelated(q)) return 'compare';
  // "Which of her projects is still maintained?": each one's own words on it, not a ranking.
  return projectsKept(q) ? 'itemLink' : undefined;
}

/** What a question names that the nearest example's intent does not answer. */
function namedOverrule(q: Parsed, best: Classified | undefined): Intent | undefined {
  if (!best) return undefined;
  const first = namedFirst(q, best) ?? ownSiteAsked(q);
  if (first) return first;
  const overview = overviewOverrule(q, best);
  if (overview) return overview;
  // "List his projects, oldest first": the type of work the question names, not the nearest example's.
  const type = namedType(q);
  if (type && best.intent !== type && listsWork(q, best)) return type;
  const named = nearOverrule(q, best);
  if (named) return named;
  const skills = skillsWeighed(q);
  if (skills) return skills;
  if (worksWeighed(q, best)) return 'compare';
  return siteOrFavourite(q, best);
}

// "What is Kai's website?", "where's her homepage?": the site itself, not a ranking of websites made.
const OWN_SITE = /^(?:what|where)(?: is| s)? (\S+) (?:own |personal )?(?:website|site|homepage|web site)$/;
function ownSiteAsked(q: Parsed): Intent | undefined {
  const m = OWN_SITE.exec(q.words.join(' '));
  const at = m ? q.words.indexOf(m[1]!) : -1;
  return q.found.some((f) => f.entity.type === 'owner' && f.start === at) ? 'thisSite' : undefined;
}

function siteOrFavourite(q: Parsed, best: Classified): Intent | undefined {
  // "Tell me about this site": the site itself is a piece of work, whatever overview is nearest;
  // "who is this site about?", "whose portfolio is this?" ask for the owner.
  const text = q.words.join(' ');
  if (WHOSE_SITE.test(text)) return 'summary';
  // "Which one is his favourite?" of the work in view: the owner's own pick, not one by order.
  if (best.intent === 'pick' && q.words.some((w) => /^favou?rite$/.test(w))) return 'judgeProject';
  return SITE_OVERRULED.has(best.intent) && THIS_SITE.test(text) ? 'thisSite' : undefined;
}

/**
 * "Which has she used longer, React or Vue?": two skills by the years of the jobs naming them;
 * "which did he use more, Chef or Ansible?": two skills weighed against each other.
 */
function skillsWeighed(q: Parsed): Intent | undefined {
  if (entitiesOf(q, 'tech').length < 2) return undefined;
  if (asksLonger(q.words)) return 'experienceYears';
  return q.words.some((w) => WEIGHING.has(w)) ? 'judgeSkill' : undefined;
}

/** "Are her projects still maintained?" naming no one piece of work. */
const projectsKept = (q: Parsed) =>
  work.asksStillKept(q.words) && !entitiesOf(q, 'item').length && /\bprojects?\b/.test(q.words.join(' '));

/** Two named pieces of work asked how they connect. */
const worksRelated = (q: Parsed) =>
  judge.asksRelation(q.words) &&
  new Set(
    entitiesOf(q, 'item')
      .filter((e) => isWork(e.item))
      .map((e) => e.item),
  ).size >= 2;

/** Pieces of work weighed against each other. */
function worksWeighed(q: Parsed, best: Classified): boolean {
  // "Which do you like better, Star Review or eBuddies?": two pieces of work named are weighed side by side.
  const works = entitiesOf(q, 'item').filter((e) => isWork(e.item));
  const two = new Set(works.map((e) => e.item)).size >= 2;
  // "His role at X vs Y?": a detail of each, where "vs" is the only weighing word.
  const weighs = q.words.filter((w) => HARDER.has(w));
  const detail = DETAILS.has(best.intent) && weighs.every((w) => w === 'vs' || w === 'versus');
  // "How are Rota and its Terraform provider related?": how two named pieces connect.
  if (two && (JUDGED.has(best.intent) || judge.asksRelation(q.words) || (weighs.length > 0 && !detail)))
    return true;
  // "Is the synth or the gallery site more recent?": one named, the other described, weighed by date.
  // "Which came first, the Discord bot or the inventory API?": both described by a kind of work.
  const described = works.length === 1 || (!works.length && entitiesOf(q, 'kind').length > 0);
  return described && q.words.includes('or') && judge.asksWhen(q.words);
}

/** "Any open-source libraries?": work of that kind, each with its code, not links alone. */
const openOfKind = (q: Parsed) =>
  (q.words.includes('opensource') || /\bopen source\b/.test(q.words.join(' '))) &&
  entitiesOf(q, 'kind').length > 0 &&
  !q.words.some((w) => LINKED.has(w));

/**
 * "Any open-source libraries?" is work of that kind with its code; "does she have open source
 * projects?", no kind named, the work with public code.
 */
function openIntent(q: Parsed, best: Classified): Intent | undefined {
  if (best.intent === 'itemLink' && openOfKind(q)) return 'kindHas';
  const plain = q.words.includes('opensource') && !entitiesOf(q, 'kind').length;
  return OPEN_READINGS.has(best.intent) && plain ? 'itemLink' : undefined;
}

// Readings of "open source" that are the owner's work with public code, not a job or the owner's words.
const OPEN_READINGS = new Set<Intent>(['kindHas', 'hackathons', 'projects', 'itemRole', 'item']);

/** A kind or an organisation named where the nearest example reads the owner in general. */
function nearOverrule(q: Parsed, best: Classified): Intent | undefined {
  const open = openIntent(q, best);
  if (open) return open;
  // "When did he give the droidcon talk?": a piece of work named is asked of, not a job.
  if (best.intent === 'entryAt' && namedWork(q) && !entitiesOf(q, 'org').length)
    return q.words.includes('when') ? 'itemYear' : 'item';
  // "Did he build any games at Kronelabs?": work of a kind at a job, not the job alone.
  if (best.intent === 'entryAt' && entitiesOf(q, 'kind').length && atOrg(q)) return 'kindHas';
  // "Any games on his site?" is not the question of working on site.
  if (best.intent === 'notOnSite' && entitiesOf(q, 'kind').length) return 'kindHas';
  const built = builtOverrule(q, best);
  if (built) return built;
  // "What was her title at Bistro Verde?": a named organisation's job, not the current one.
  return best.intent === 'currentRole' && entitiesOf(q, 'org').length ? 'entryAt' : undefined;
}

/** A kind of work or the stacks weighed, where the nearest example reads something else. */
function builtOverrule(q: Parsed, best: Classified): Intent | undefined {
  if (kindBuiltNotFaq(q, best)) return 'kindHas';
  // "Which project uses the most technologies?": the work weighed by its stack, not one stack asked.
  const most = q.words.some((w) => MOST_WORDS.has(w));
  return best.intent === 'itemStack' && !namedWork(q) && most ? 'judgeProject' : undefined;
}

const MOST_WORDS = new Set(['most', 'biggest', 'largest', 'widest', 'longest', 'fewest', 'least']);
const BUILD_WORDS = new Set(['development', 'dev', 'develop', 'build', 'built', 'make', 'made']);
/** "Can he do mobile development?" near a faq phrasing that names no kind: work of that kind. */
const kindBuiltNotFaq = (q: Parsed, best: Classified) =>
  best.intent.startsWith('faq:') &&
  q.yesNo &&
  q.words.some((w) => BUILD_WORDS.has(w)) &&
  entitiesOf(q, 'kind').some((e) => !tokens(e.kind).some((w) => tokens(best.example).includes(w)));

const HEADLINES = new Set<Intent>(['summary', 'background']);
/** Whether an employer is named after "at" or "for": "was he a developer at Lumen?". */
const atOrg = (q: Parsed) =>
  q.found.some((f) => f.entity.type === 'org' && ['at', 'for'].includes(q.words[f.start - 1] ?? ''));

/** An overview the nearest example gives, where the question names a kind of work or a level. */
function overviewOverrule(q: Parsed, best: Classified): Intent | undefined {
  // "Is the Coach Profile site accessible?": a question naming a piece of work is about it, not the owner.
  if (OWNER_ONLY.has(best.intent) && entitiesOf(q, 'item').some((e) => isWork(e.item))) return 'item';
  // "Was she an engineer at Havlog?": a named employer's job, not the owner's headline or background.
  if (HEADLINES.has(best.intent) && atOrg(q)) return 'entryAt';
  // "What certificate did he get and from where?": where he studied, not where he lives.
  const studies = q.words.some((w) => QUALIFICATION_WORDS.has(w) || DEGREE_WORDS.has(w));
  if (studies && (best.intent === 'location' || best.intent === 'notOnSite')) return 'education';
  // "Is she a senior developer?" near "is she a good developer?": a level, weighed by years and roles.
  const level = q.words.some((w) => LEVEL_WORDS.has(w));
  if (best.intent === 'judgeSkill' && level && !entitiesOf(q, 'tech').length) return 'judgeFit';
  if (!OVERVIEWS.has(best.intent)) return undefined;
  // "Does Sam do mobile apps?": a kind of work named is about that work, not an overview.
  if (entitiesOf(q, 'kind').length) return 'kindHas';
  // "Would you describe him as senior?": seniority is weighed by the years and roles.
  return level ? 'judgeFit' : undefined;
}

/**
 * "Tell me about the Lightsaber Forge hackathon", "does she have a blog?" (a piece of work called
 * Blog): one piece of work named in a list or degree question is about that work.
 */
function aboutNamedWork(q: Parsed, best: Classified | undefined): Intent | undefined {
  if (!best || !namedWork(q)) return undefined;
  // "Did she finish Blood Price?": that work's own words, not a study left unfinished.
  if (asksFinished(q.words, q.yesNo) && !work.asksUnfinished(q.words)) return 'item';
  if (LISTS.has(best.intent) && q.order === undefined && !q.years.length) return 'item';
  // "What database does Star Review use?": the skills of that work are its stack.
  if (best.intent === 'skills') return 'itemStack';
  return best.intent === 'hasDegree' ? 'item' : undefined;
}

const CODE_HOSTS = new Set(['github', 'gitlab', 'bitbucket', 'repo', 'repository']);
const USE_CUES = new Set([
  'know',
  'knows',
  'use',
  'uses',
  'used',
  'using',
  'experience',
  'familiar',
  'skill',
  'skills',
]);

/**
 * "…? github or anything?", "and the repo?": a short question for code, not the skill called GitHub;
 * "GitHub?" read as the owner's profile, naming no owner.
 */
const asksCode = (q: Parsed, best: Classified | undefined) =>
  !hostInToolName(q) &&
  ((q.words.length <= 5 && q.words.some((w) => CODE_HOSTS.has(w)) && !q.words.some((w) => USE_CUES.has(w))) ||
    (best?.intent === 'contact' && !entitiesOf(q, 'owner').length && q.words.includes('github')));

/** "GitHub Actions", "GitLab CI": a tool whose name starts with a code host's, which names no profile. */
const hostInToolName = (q: Parsed) =>
  q.found.some(
    (f) =>
      f.entity.type === 'tech' &&
      f.end - f.start > 1 &&
      q.words.slice(f.start, f.end).some((w) => CODE_HOSTS.has(w)),
  );

/**
 * "GitHub?" right after an answer about one piece of work asks for that work's code; "kai's github
 * link" with none in view asks for the owner's profile.
 */
function linkOverrule(q: Parsed, focus: readonly Item[], best: Classified | undefined): Intent | undefined {
  const oneWork = focus.length === 1 && isWork(focus[0]!);
  if (oneWork && asksCode(q, best)) return 'itemLink';
  // "Which one isn't on GitHub?" of the work in view: its code links, not the skill.
  const onHost = /\b(?:on|in) (?:github|gitlab|bitbucket)\b/.test(q.words.join(' '));
  if (onHost && focus.filter(isWork).length > 1 && !q.words.some((w) => USE_CUES.has(w))) return 'itemLink';
  if (profileAsked(q, best) && !oneWork) return 'contact';
  // "Link to his laravel package?": a kind of work named with a word for its link is that work's link.
  if (q.words.some((w) => LINK_WORDS.has(w)) && entitiesOf(q, 'kind').length && !profileLink(q))
    return 'itemLink';
  // "Where's the github for the matchmaking thing?": a piece of work's code, described.
  if (q.words.includes('github') && /\b(?:for|of) the\b/.test(q.words.join(' ')) && !profileLink(q))
    return 'itemLink';
  return undefined;
}

// "How many of them are games?" after a list of work: the kind among that work, not years in games.
const OF_THOSE = /\b(?:of|among) (?:them|those|these)\b/;
const kindOfThose = (q: Parsed, focus: readonly Item[]): Intent | undefined =>
  entitiesOf(q, 'kind').length && focus.filter(isWork).length > 1 && OF_THOSE.test(q.words.join(' '))
    ? 'kindHas'
    : undefined;

/** A technology named in a question whose nearest example is about something else, and not close. */
function techOverBlind(q: Parsed, best: Classified): boolean {
  // "Years of TypeScript?" asks a length, which the years' writer gives of a technology too.
  const yearsOfTech = best.intent === 'experienceYears' && q.words.includes('years');
  return (
    entitiesOf(q, 'tech').length > 0 && TECH_BLIND.has(best.intent) && !yearsOfTech && best.score < SURE_SCORE
  );
}

function intentOf(q: Parsed, focus: readonly Item[], best: Classified | undefined): Intent {
  const overrule = kindOfThose(q, focus) ?? overruled(q, focus, best) ?? faqOfWork(q, best);
  if (overrule) return overrule;
  // "…is she a match?": the nearest example a fit question, and a word of fit, however far.
  if (best?.intent === 'judgeFit' && q.words.some((w) => FIT_CUES.has(w))) return 'judgeFit';
  // "Is python ok for him?": a word of thanks in a question with a topic of its own is no greeting.
  if (best?.intent === 'greeting' && asksBeyondGreeting(q)) return namedIntent(q, focus, best);
  if (best && best.score >= MIN_SCORE) {
    if (techOverBlind(q, best)) return 'skillHas';
    return best.intent;
  }
  return namedIntent(q, focus, best);
}

const GREETING_WORDS = new Set(EXAMPLES.greeting.flatMap(tokens));
/** A yes/no question or one naming something, with a word beyond greeting, thanks and chatter. */
const asksBeyondGreeting = (q: Parsed) =>
  (q.yesNo || q.found.some((f) => f.entity.type !== 'owner')) &&
  !q.words.every((w) => GREETING_WORDS.has(w) || CHATTER.has(w) || FUNCTION_WORDS.has(w));

const LISTS = new Set<Intent>(['hackathons', 'projects']);
const SECTION_LISTS = new Set<Intent>(['career', 'education']);
const SECTION_WORDS = new Set([
  'job',
  'career',
  'role',
  'employer',
  'company',
  'work',
  'study',
  'education',
  'degree',
  'school',
]);
const OVERVIEWS = new Set<Intent>(['summary', 'aboutMe']);
const LEVEL_WORDS = new Set(['senior', 'junior', 'seniority']);
const JOB_READINGS = new Set<Intent>(['currentRole', 'career', 'entryAt']);
// "What did he do before it?": what was done, read as the background or a part in a piece of work.
const DONE_READINGS = new Set<Intent>(['background', 'itemRole']);
const OWNER_ONLY = new Set<Intent>(['age', 'location', 'ownerName', 'ownerPronouns', 'summary']);
const EDUCATION_ASKED = new Set<Intent>([
  'location',
  'notOnSite',
  'education',
  'hasDegree',
  'educationResult',
]);
/** A reading that lists work: a list, or "which of them use…" naming no technology. */
const listsWork = (q: Parsed, best: Classified) =>
  LISTS.has(best.intent) ||
  (best.intent === 'skillWhere' && !entitiesOf(q, 'tech').length) ||
  // "List her projects oldest to newest" is not the list of jobs or studies an example words alike.
  (SECTION_LISTS.has(best.intent) && !q.words.some((w) => SECTION_WORDS.has(singular(w))));

/**
 * "Is Star Review still being developed?" read, not surely, as one of the owner's faq phrasings:
 * a question about the piece of work it names.
 */
function faqOfWork(q: Parsed, best: Classified | undefined): Intent | undefined {
  if (!best || best.score >= SURE_SCORE) return undefined;
  if (ofKindAsked(q, best)) return 'kindHas';
  if (!best.intent.startsWith('faq:')) return undefined;
  if (!namedWork(q)) return undefined;
  return work.asksStillKept(q.words) ? 'itemLink' : 'item';
}

/**
 * "Which of his projects is a command-line app?" asks for the work of a kind, not the favourite an
 * faq names nor a ranking: no word weighs one piece against another.
 */
const ofKindAsked = (q: Parsed, best: Classified) =>
  (best.intent.startsWith('faq:') || JUDGED.has(best.intent)) &&
  q.words[0] === 'which' &&
  !q.words.some((w) => NEGATION_WORDS.has(w)) &&
  entitiesOf(q, 'kind').length > 0 &&
  !q.words.some((w) => WEIGHING.has(w) || /.{3}est$/.test(w));

/** "his projects" or "his hackathons": the one type of work a question names, when it names one. */
function namedType(q: Parsed): 'projects' | 'hackathons' | undefined {
  const w = q.words.map(singular);
  const hackathon = w.includes('hackathon') || w.includes('jam');
  // "hackathon projects" are hackathon entries.
  const project = w.includes('project') && w[w.indexOf('project') - 1] !== 'hackathon';
  return project === hackathon ? undefined : project ? 'projects' : 'hackathons';
}
const JUDGED = new Set<Intent>(['judgeSkill', 'judgeProject', 'judgeFit', 'leaning']);
const WEIGHING = new Set(['more', 'most', 'better', 'prefer', 'prefers', 'stronger', 'versus', 'vs']);
// "Which was harder to build, X or Y?": two pieces of work weighed, whatever example is nearest.
const HARDER = new Set([
  ...WEIGHING,
  'harder',
  'easier',
  'bigger',
  'smaller',
  'larger',
  'longer',
  'shorter',
  'quicker',
  'complex',
  'difficult',
  'impressive',
  'differ',
  'difference',
]);
// "This site", "his portfolio site", "her own website": the site the visitor is on.
const THIS_SITE =
  /(?<!\b(?:on|in) )\bthis (?:site|website|portfolio|page|app)\b|\bportfolio (?:site|website)\b|\b(?:his|her|their) (?:own |personal )?(?:site|website)\b/;
const SITE_OVERRULED = new Set<Intent>(['summary', 'item', 'itemStack', 'moreAbout']);
const WHOSE_SITE =
  /^(?:(?:hi|hello|hey) )?(?:who(?:se)?|who s) (?:is |was )?(?:this|the) (?:site|website|portfolio|page)\b|^(?:(?:hi|hello|hey) )?(?:whose|who s) (?:site|website|portfolio|page) is (?:this|it)\b/;
/** A question for the owner's own profile: LinkedIn always, GitHub when nothing else is nearer. */
const profileAsked = (q: Parsed, best: Classified | undefined) =>
  // LinkedIn is only ever the owner's profile: "does she have a LinkedIn?" is not about a degree.
  q.words.includes('linkedin') ||
  // "And his GitHub?": a short question for the profile, naming no use of it, is a link asked.
  (profileLink(q) &&
    (!best ||
      best.intent === 'itemLink' ||
      best.intent === 'contact' ||
      (q.words.length <= 4 && !q.words.some((w) => USE_CUES.has(w)))));

/** "kai's github", "her linkedin", "github link?": the owner's own profile, not a project's code. */
function profileLink(q: Parsed): boolean {
  const at = q.words.findIndex((w) => w === 'github' || w === 'linkedin');
  if (
    at < 0 ||
    hostInToolName(q) ||
    entitiesOf(q, 'item').length ||
    entitiesOf(q, 'kind').length ||
    q.backRef
  )
    return false;
  const before = q.words[at - 1] ?? '';
  const owners = q.found.filter((f) => f.entity.type === 'owner').map((f) => f.end);
  return q.words.length <= 3 || owners.includes(at) || ['his', 'her', 'their'].includes(before);
}
const namedWork = (q: Parsed) =>
  entitiesOf(q, 'item').filter((e) => e.item.type === 'project' || e.item.type === 'hackathon').length === 1;

/** "Would she suit a team building X with a Y backend?": a fit question, however many skills it names. */
const asksFit = (q: Parsed, best: Classified | undefined) =>
  !!best &&
  FIT_OVERRULED.has(best.intent) &&
  (entitiesOf(q, 'tech').length > 0 || entitiesOf(q, 'kind').length > 0) &&
  (roleSought(q.words) || q.words.some((w) => FIT_CUES.has(w) || w === 'shop' || w === 'worth'));
// Readings a fit question with a stack is mistaken for when it names skills.
const FIT_OVERRULED = new Set<Intent>([
  'summary',
  'skillHas',
  'experienceYears',
  'skills',
  'item',
  'projects',
  'skillWhere',
  'kindHas',
]);

// Readings "has she done any back-end work?" is mistaken for: a list of work, or the prose.
const AREA_OVERRULED = new Set<Intent>([
  'projects',
  'notOnSite',
  'kindHas',
  'skills',
  'hackathons',
  'skillHas',
  'summary',
  'moreAbout',
  'leadership',
]);
// Words that name an area as a field of work; others ("monitoring", "platform") name a topic in it.
const FIELD_WORDS = new Set(
  'frontend backend fullstack web data mobile devops mlops cloud infrastructure infra ml ai design ux ui embedded systems gamedev'.split(
    ' ',
  ),
);

const AREA_ASKED = new Set(['work', 'experience', 'done', 'do', 'good', 'strong', 'skilled']);
const AREA_SKILLS_ASKED = new Set(
  'skill skills tool tools tooling stack tech technologies technology know knows framework frameworks library libraries'.split(
    ' ',
  ),
);

/** "Has she done any back-end work?", "any data experience?": an area of work, no skill or kind named. */
const asksAreaWork = (q: Parsed, best: Classified | undefined) =>
  (!best || best.score < MIN_SCORE || areaOverruled(q, best)) && areaWorded(q, AREA_ASKED);
// "Any web development?" is near "any hackathons?" by its words; "any web hackathons?" is not overruled.
const areaOverruled = (q: Parsed, best: Classified) =>
  // "Is she good at design?" is of the work in it, as "does she do design?" is.
  (AREA_OVERRULED.has(best.intent) ||
    (best.intent === 'judgeSkill' && q.yesNo) ||
    faqOfOtherField(q, best)) &&
  !(best.intent === 'hackathons' && q.words.some((w) => singular(w) === 'hackathon'));

// "Can he do web development?" near a faq phrasing of strengths that names no field: the field's work.
const faqOfOtherField = (q: Parsed, { intent, example }: Classified) =>
  intent.startsWith('faq:') &&
  q.yesNo &&
  q.words.some((w) => FIELD_WORDS.has(w) && !tokens(example).includes(w));

/**
 * "What devops tools has he used?", "does she know devops?": an area's skills, where no category
 * is named, whatever example or faq is nearest.
 */
const asksAreaSkills = (q: Parsed, cat: Catalogue) =>
  !q.found.some((f) => f.entity.type === 'category') &&
  // "Which skills does he list under backend?" of a category "Backend & Cloud": that category.
  !fieldCategoryNamed(q, cat) &&
  areaWorded(q, AREA_SKILLS_ASKED);
/** An area's skills asked: its work across the site, or the owner's category named for it ("Frontend"). */
function areaSkillsIntent(q: Parsed, cat: Catalogue, focus: readonly Item[]): Intent | undefined {
  if (asksAreaSkills(q, cat)) return 'areaWork';
  // "What front-end frameworks does he use?" of an owner with a Frontend category: that category.
  return fieldCategoryNamed(q, cat) && areaWorded(q, AREA_SKILLS_ASKED) && !focus.some(isWork)
    ? 'skills'
    : undefined;
}
const fieldCategoryNamed = (q: Parsed, cat: Catalogue) =>
  cat.categories.some((c) => tokens(c.category.name).some((w) => FIELD_WORDS.has(w) && q.words.includes(w)));

/** A field of work named, with a word asking of it, and nothing named but the owner or a role. */
const areaWorded = (q: Parsed, asked: ReadonlySet<string>) =>
  // "Sound design" is the role before it, not the field of design.
  q.words.some(
    (w, i) =>
      FIELD_WORDS.has(w) &&
      !otherDesign(q.words, i) &&
      !q.found.some((f) => f.entity.type === 'role' && f.end === i),
  ) &&
  // "Is he good at design?" asks of the field as much as "any design work?".
  q.words.some((w) => asked.has(w)) &&
  !q.words.some((w) => w === 'years' || w === 'long') &&
  // A skill category named for the field ("Backend") is the field too.
  q.found.every((f) => ['owner', 'role', 'category'].includes(f.entity.type));

// Words that put a role word in a hackathon team ("her role", "the team's designer").

/**
 * "Which clients did she design for?", "when did she switch from design to code?": a word some
 * hackathon role has ("design") asks about hackathon roles only beside a hackathon or team word;
 * otherwise the question is read without it.
 */
function classifyRoles(
  q: Parsed,
  classify: (text: string) => Classified | undefined,
): Classified | undefined {
  const best = classify(q.slotted);
  if (best?.intent !== 'hackathonRoles' || q.words.some((w) => TEAM_WORDS.has(w))) return best;
  if (entitiesOf(q, 'item').some((e) => e.item.type === 'hackathon')) return best;
  const other = classify(q.slotted.replace(/ xrole\b/g, ''));
  return other?.intent === 'hackathonRoles' ? best : (other ?? best);
}

/**
 * "tests?", "fulltime?": a word or two, asked first, on this owner's site is asked of the owner; a
 * bare "why?" or "how often?" after an answer is not a topic.
 */
const terseTopic = (q: Parsed, focus: readonly Item[], best: Classified | undefined) =>
  q.words.length <= 2 &&
  !focus.length &&
  (!best || !NOT_TOPICS.has(best.intent)) &&
  q.words.every((w) => commonWords().has(w) && !TERSE_FILLER.has(w));
const NOT_TOPICS = new Set<Intent>(['offTopic', 'greeting']);
const ownerOrTerse = (q: Parsed, focus: readonly Item[], best: Classified | undefined) =>
  entitiesOf(q, 'owner').length > 0 || terseTopic(q, focus, best);
// Words of a terse message that ask nothing of their own ("react maybe?", "why?", "hiya").
const TERSE_FILLER = new Set(
  'why how when what who where which please thanks maybe ok okay hi hiya hey hello cool nice great'.split(
    ' ',
  ),
);

/** A fit or a length weighed, where no example is near. */
function weighedIntent(q: Parsed): Intent | undefined {
  // "screening for a full-stack role on React + Node": a role described, not a category asked for.
  const stackOrKind = ['category', 'tech', 'kind'].some((t) => entitiesOf(q, t as 'tech').length > 0);
  if ((roleSought(q.words) || q.words.some((w) => FIT_CUES.has(w))) && stackOrKind) return 'judgeFit';
  // "She's got over ten years of data engineering experience, right?": a length claimed of a field.
  const named = ['item', 'category', 'org'].some((t) => entitiesOf(q, t as 'org').length);
  // "Has she used it for more than four years?" is of the skill in view, not of a field.
  return claimAsked(q) && !named && !q.backRef ? 'experienceYears' : undefined;
}

/** Too far from every example: what the question names decides. */
function namedIntent(q: Parsed, focus: readonly Item[], best?: Classified): Intent {
  const weighed = weighedIntent(q);
  if (weighed) return weighed;
  if (entitiesOf(q, 'item').length || entitiesOf(q, 'category').length) return 'item';
  // "Vulkan renderer live demo?": a link asked of the work a technology describes.
  if (entitiesOf(q, 'tech').length)
    return q.words.some((w) => w === 'demo' || LINK_WORDS.has(w)) ? 'itemLink' : 'skillHas';
  if (entitiesOf(q, 'kind').length) return 'kindHas';
  if (entitiesOf(q, 'org').length) return 'entryAt';
  if (entitiesOf(q, 'role').length && q.words.some((w) => TEAM_WORDS.has(w))) return 'hackathonRoles';
  if (q.backRef && focus.length) return 'moreAbout';
  // "What's the link to his film review site?", "link to the rate limiter docs?": a link asked for,
  // of whatever work the words describe.
  if (q.words.some((w) => w === 'link' || w === 'url' || w === 'demo')) return 'itemLink';
  // "any hackathons before 2024?": the type of work named.
  return ownerOrTerse(q, focus, best) ? 'notOnSite' : (namedType(q) ?? 'offTopic');
}

/** "the dance school website": "the", words no example has, then a kind of work. */
function kindDescribed(q: Parsed, exampleWords: ReadonlySet<string>): boolean {
  return q.found.some((f) => {
    if (f.entity.type !== 'kind') return false;
    const the = q.words.lastIndexOf('the', f.start - 1);
    if (the < 0 || f.start - the < 2 || f.start - the > 4) return false;
    const between = q.words.slice(the + 1, f.start);
    return (
      between.some((w) => !exampleWords.has(w)) && !q.found.some((g) => g.start > the && g.start < f.start)
    );
  });
}

/** "the Kubernetes operator": "the", a technology, then a noun no example has. */
function techDescribed(q: Parsed, exampleWords: ReadonlySet<string>): boolean {
  return q.found.some((f) => {
    const next = q.words[f.end];
    return (
      f.entity.type === 'tech' &&
      q.words[f.start - 1] === 'the' &&
      !!next &&
      !exampleWords.has(next) &&
      !q.found.some((g) => g.start === f.end)
    );
  });
}

/**
 * The topic words to answer from the owner's prose instead of the nearest example: only for a
 * question that names nothing but the owner (a named skill, title or organisation is what its
 * intent's writer answers about), not close to any example, and not one whose writer weighs the
 * prose itself.
 */
function proseTopic(
  q: Parsed,
  intent: Intent,
  best: Classified | undefined,
  passages: Passages,
  exampleWords: ReadonlySet<string>,
  byTerm = false,
): string[] {
  const namesOnlyOwner = q.found.every((f) => f.entity.type === 'owner');
  // "How do I cook pasta?" is a request; "does Kenji cook?" asks about the owner, however near a
  // request it reads.
  // "Parquet?": a word alone that the site's own words say is asked of them.
  if (intent === 'offTopic')
    return askedOfOwner(q) || bareWord(q, passages) ? uncovered(q, passages, exampleWords) : [];
  // The owner's own faq answer on their terms, chosen by its word ("relocate", "salary"), is not
  // second-guessed by the prose.
  if (!namesOnlyOwner || ownReply(q, intent) || byTerm || readOtherwise(q, intent, best)) return [];
  const about = topicAfter(q, intent, passages);
  if (about.length) return about;
  return (best?.score ?? 0) >= SURE_SCORE ? [] : uncovered(q, passages, exampleWords);
}

/** A question the facts, a link, a field left or the site's silence answer: the prose is not searched. */
const readOtherwise = (q: Parsed, intent: Intent, best: Classified | undefined) =>
  intent === 'notOnSite' || asksLink(q, intent) || readByFacts(q, intent, best) || fieldLeftAsked(q);

// "Tell me about her mentoring": the overview is of the owner; a topic after "about" is asked instead.
const ABOUT_TOPIC = /^(?:tell me|talk|say|what can you tell me)\b.*\babout\b/;
function topicOfAbout(q: Parsed, passages: Passages): string[] {
  const text = q.words.join(' ');
  if (!ABOUT_TOPIC.test(text)) return [];
  const after = q.words.slice(q.words.lastIndexOf('about') + 1);
  const topic = passages.topicWords(after, { verbs: true }).filter((w) => !OWNER_WORDS.has(w));
  return topic.length && passages.find(topic, 1).length ? topic : [];
}

/** The topic after "tell me about" of the overview, or after "experience with" of the career. */
const topicAfter = (q: Parsed, intent: Intent, passages: Passages) =>
  intent === 'summary'
    ? topicOfAbout(q, passages)
    : intent === 'career'
      ? topicOfExperience(q, passages)
      : [];

// "What is her experience with open source?": the career is not asked, the topic after "with" is.
function topicOfExperience(q: Parsed, passages: Passages): string[] {
  const at = q.words.findIndex(
    (w, i) => w === 'experience' && ['with', 'in', 'of'].includes(q.words[i + 1] ?? ''),
  );
  if (at < 0) return [];
  const topic = passages.topicWords(q.words.slice(at + 2)).filter((w) => !OWNER_WORDS.has(w));
  return topic.length && passages.find(topic, 1).length ? topic : [];
}
const OWNER_WORDS = new Set([
  'him',
  'her',
  'them',
  'his',
  'hers',
  'their',
  'himself',
  'herself',
  'background',
  'life',
]);

/**
 * "When did she leave?" of the job in view, a gap asked about: read by the dates, not by rare words;
 * "anything on Google Play?" by the links there; "a hackathon he didn't finish?" by each entry's own
 * result and words; an area's work by its skills, roles and work.
 */
const readByFacts = (q: Parsed, intent: Intent, best: Classified | undefined) =>
  intent === 'areaWork' ||
  // "Is she in her 30s?": the birth date, not a sentence with "30s".
  intent === 'age' ||
  // "Does he write unit tests?": the family named is what the skills answer is read by.
  (intent === 'skills' && skills.namesFamily(q.words)) ||
  // "+What result did he get?" of a study: its grade, not a sentence with the word.
  (intent === 'educationResult' &&
    q.words.some((w) => HONOURS.has(w) || w === 'result' || w === 'results')) ||
  (intent === 'leadership' && leadingAsked(q)) ||
  readByDates(q, intent, best) ||
  !!storeAsked(q.words) ||
  (intent === 'hackathonWins' && work.asksUnfinished(q.words)) ||
  // "His best hackathon result?": the placings, not a sentence with the word.
  (intent === 'hackathonWins' &&
    (q.words.some((w) => RESULT_WORDS.has(w)) || rankAsked(q.words) !== undefined));

/** The faq intent of a question for a reason, when the faq entry nearest it answers a why. */
/** The owner's own answer to a why, unless the why is of a job that answer is not about. */
function reasonOfFaq(
  r: { cat: Catalogue; passages: Passages },
  q: Parsed,
  intent: Intent,
  best: Classified | undefined,
  focus: readonly Item[],
): Intent | undefined {
  const reason = reasonInFaq(r.cat.owner, q, intent, best);
  return reason && !leftOtherJob(r, q, focus, reason.slice(4)) ? reason : undefined;
}

function reasonInFaq(
  owner: Owner,
  q: Parsed,
  intent: Intent,
  best: Classified | undefined,
): Intent | undefined {
  // "Why did he leave Lumen?" asks of that job, not of the career change.
  const named = q.found.some((f) => f.entity.type !== 'owner');
  if (!REASON_ASKED.test(q.words.join(' ')) || named) return undefined;
  const near = intent.startsWith('faq:')
    ? intent.slice(4)
    : best?.faq && best.faq.score >= FAQ_NEAR
      ? best.faq.id
      : undefined;
  const faq = owner.faq?.find((f) => f.id === near && f.questions.some((x) => REASON_ASKED.test(x)));
  return faq && (`faq:${faq.id}` as Intent);
}

/**
 * A writer that weighs the question's words itself; the degree writer only for a question with a
 * word of studies ("Does he hold any patents?" is read from the prose), the lead roles only for
 * teaching people in software.
 */
const ownReply = (q: Parsed, intent: Intent) =>
  (OWN_REPLIES.has(intent) &&
    (intent !== 'hasDegree' ||
      q.backRef ||
      asksCertificate(q.words) ||
      q.words.some(
        (w) => DEGREE_WORDS.has(w) || QUALIFICATION_WORDS.has(singular(w)) || about.STUDIED_ASKED.has(w),
      ))) ||
  // "Did he coach programmers?" is read from the teaching roles in software, not from rare words;
  // "which hackathons did he compete in?" from each entry's roles, not from "compete" in prose.
  (intent === 'leadership' && about.asksTeachingSoftware(q.words)) ||
  (intent === 'hackathons' && competedAsked(q)) ||
  roleOfEntry(q, intent);

/** "What was his role on the Christmas one?": the entry's role, not a sentence with "Christmas". */
const roleOfEntry = (q: Parsed, intent: Intent) =>
  intent === 'itemRole' && ROLE_ASKED.test(q.words.join(' '));

const readByDates = (q: Parsed, intent: Intent, best: Classified | undefined) =>
  (intent === 'entryAt' && (best?.intent !== 'entryAt' || about.atSameTime(q.words))) ||
  (intent === 'career' && firstOrLastJob(q)) ||
  (intent === 'careerGap' && q.words.some((w) => GAP_ASKED.has(w))) ||
  (intent === 'education' && about.asksHighest(q.words));

/**
 * "The link to the hawker queue app": a link asked for is of a piece of work the link writer finds;
 * "which year did he build the most?" is a count of the work, whatever words the prose lacks.
 */
const asksLink = (q: Parsed, intent: Intent) =>
  (intent === 'itemLink' &&
    (q.words.some((w) => LINKED.has(w)) ||
      work.asksStillKept(q.words) ||
      work.asksWorkLinks(q.words) ||
      !!storeAsked(q.words))) ||
  asksBusiestYear(q);

/**
 * "What kind of monitoring stuff has she done?": an overview read faintly, with a word of the
 * owner's work its nearest example lacks, asks about that topic.
 */
function overviewOfTopic(
  q: Parsed,
  intent: Intent,
  best: Classified | undefined,
  passages: Passages,
): Intent {
  if (!best || best.intent !== intent || !OVERVIEWS.has(intent) || best.score >= SURE_SCORE) return intent;
  if (!q.found.every((f) => f.entity.type === 'owner')) return intent;
  const example = new Set(tokens(best.example));
  const topic = passages.topicWords(q.words.filter((w) => !example.has(w) && !commonWords().has(w)));
  return topic.length > 0 && passages.find(topic, 1, isWork).length > 0 ? 'skillHas' : intent;
}

/** A yes/no question on the owner alone that asks for nothing to be made. */
const bareWord = (q: Parsed, passages: Passages) =>
  q.words.length === 1 && !q.found.length && passages.find(q.words, 1).length > 0;

const askedOfOwner = (q: Parsed) =>
  q.yesNo && q.found.length > 0 && q.found.every((f) => f.entity.type === 'owner') && !makeMe(q);

/**
 * The question's topic words that no example has and no entity covers ("automotive", "thesis"):
 * words too common to name a topic ("taken part") count only when visitors say them for one
 * ("office").
 */
function uncovered(q: Parsed, passages: Passages, exampleWords: ReadonlySet<string>): string[] {
  const free = q.words.filter(
    (w, i) =>
      !q.found.some((f) => f.start <= i && i < f.end) &&
      !exampleWords.has(w) &&
      !exampleWords.has(singular(w)),
  );
  const named = scope.namedTopic(q.words).filter((w) => free.includes(w));
  // A month is a date asked about ("in April 2023"), not a topic of the owner's prose; "at which
  // club?" asks for the name of a place, not about clubs.
  const which = (w: string) =>
    PLACE_NOUNS.has(w) && ['which', 'what'].includes(q.words[q.words.indexOf(w) - 1] ?? '');
  return passages
    .topicWords(free)
    .filter(
      (w) =>
        (!commonWords().has(w) || passages.hasSynonyms(w) || named.includes(w) || scope.OWN_TERMS.has(w)) &&
        !MONTH_NAMES.has(w) &&
        !CHATTER.has(w) &&
        !which(w),
    );
}
const PLACE_NOUNS = new Set(
  'club company firm employer studio agency school university college organisation organization place city country team'.split(
    ' ',
  ),
);
const MONTH_NAMES = new Set(
  'january february march april may june july august september october november december'.split(' '),
);

/** Follow-ups on the last answer's items: more about one, the one before or after it, or a pick by order. */
function followUp(ctx: Ctx, how: 'more' | 'neighbour' | 'pick'): Answer {
  const { focus, q } = ctx;
  if (how === 'neighbour') return focus.length || namesSomething(ctx) ? neighbour(ctx) : about.career(ctx);
  if (!focus.length)
    return severalDescribed(ctx) ?? (how === 'more' ? about.summary(ctx) : work.projects(ctx));
  if (how === 'more') {
    // "What about the star wars one?" where no work's own words say so: that, not the one in view.
    const unknown = THE_ONE.test(q.words.join(' ')) ? notDescribed(ctx) : undefined;
    if (unknown) return unknown;
    const one =
      q.ordinal !== undefined ? focus[q.ordinal] : focus.length === 1 ? focus[0] : competedOne(ctx.focus, q);
    // "Were they there since 2018?" of the one entry in view: the claim weighed by its dates.
    return about.sinceClaim(ctx, [one ?? focus[0]!]) ?? work.card(ctx, one ?? focus[0]!);
  }
  return picked(ctx);
}

/** "Which one was first?", "the second one", "which one got the Audience Award?", "and the others?". */
function picked(ctx: Ctx): Answer {
  const among = othersKindOrOrder(ctx);
  if (among) return among;
  // "and the first one?" after one item ("his latest project"), "and the most recent one?" after the
  // first: the earliest or latest of that kind, ties and all.
  const only = ctx.focus.length === 1 ? ctx.focus[0] : undefined;
  const order = ctx.q.ordinal === 0 ? 'first' : ctx.q.order;
  if (only && isWork(only) && !namedItems(ctx).length && order) {
    const q = { ...ctx.q, order, ordinal: undefined, backRef: false };
    return only.type === 'hackathon' ? work.hackathons({ ...ctx, q }) : work.projects({ ...ctx, q });
  }
  const all = allInView(ctx);
  if (all) return all;
  const pick = namedItems(ctx)[0] ?? pickByOrder(ctx);
  if (!pick) return scope.notOnSite(ctx);
  // "Which one was first?" asks for one name and its date, not the whole card.
  if (ctx.q.order && ctx.q.ordinal === undefined && isWork(pick)) return byDate(ctx, pick);
  return work.card(ctx, pick);
}

// "Which ones?", "what are they?" after a count: every item the last answer named, not one of them.
const WHICH_ONES =
  /^(?:(?:and|so|ok|okay) )?(?:which ones|what are they|what were they|which are they|name them|list them)$/;
// "Which level?" after two certificates titled "… Foundation Level", "… Advanced Level": their titles.
const WHICH_NOUN = /^(?:and )?(?:which|what) (\w+)$/;
function titleWordAsked(q: Parsed, focus: readonly Item[]): boolean {
  const noun = WHICH_NOUN.exec(q.words.join(' '))?.[1];
  return !!noun && focus.every((i) => tokens(i.title).map(singular).includes(singular(noun)));
}

function allInView(ctx: Ctx): Answer | undefined {
  // "Which are current?" after a list of jobs or studies: those that go on.
  const going = about.goingOn(
    ctx,
    ctx.focus.filter((i) => i.type === 'entry'),
  );
  if (going) return going;
  const asked = WHICH_ONES.test(ctx.q.words.join(' ')) || titleWordAsked(ctx.q, ctx.focus);
  if (ctx.focus.length < 2 || !asked) return undefined;
  const line = (i: Item) =>
    isWork(i) ? work.listLine(i) : i.type === 'entry' ? entryLine(i, ctx.now) : itemLink(i);
  return answer(`They are:\n${ctx.focus.map((i) => `- ${line(i)}`).join('\n')}`, ctx.focus);
}

/** "And the others?", "which one is the library?", "list them in order": the work in view so asked. */
const othersKindOrOrder = (ctx: Ctx) =>
  (asksOthers(ctx.q) && ctx.focus.some(isWork) ? work.otherWork(ctx) : undefined) ??
  pickedByKind(ctx) ??
  inOrder(ctx);

/** "List them in chronological order": the work in view, oldest first. */
function inOrder(ctx: Ctx): Answer | undefined {
  const inView = ctx.focus.filter(isWork);
  if (ctx.q.order !== 'asc' || inView.length < 2) return undefined;
  const sorted = chronological(inView);
  return answer(`Oldest first:\n${sorted.map((w) => `- ${work.listLine(w)}`).join('\n')}`, sorted);
}

/** "Which one is the library?": the work in view of the kind named, else all the owner's of it. */
function pickedByKind(ctx: Ctx): Answer | undefined {
  const kinds = namedKinds(ctx);
  if (!kinds.length || namedItems(ctx).length) return undefined;
  const of = (w: Work) => kinds.every((k) => kindsOf(w).includes(k));
  const inView = ctx.focus.filter(isWork).filter(of);
  const all = inView.length ? inView : ctx.cat.work.filter(of);
  if (all.length === 1) return work.card(ctx, all[0]!);
  return all.length ? undefined : work.kindHas(ctx);
}

/** The first or last piece of work in view, or all that are dated alike with it: none of them is first. */
function byDate(ctx: Ctx, pick: Work): Answer {
  const ties = chronological(ctx.focus.filter(isWork).filter((i) => dateKey(i) === dateKey(pick)));
  if (ties.length < 2) return answer(work.workLine(pick), [pick]);
  const date = dateKey(pick).endsWith('-00') ? `${year(pick)}, with no month` : when(dateKey(pick));
  return answer(
    `${ties.length} of them are dated alike (${date}), so the site doesn't say which came ${ctx.q.order === 'first' ? 'first' : 'last'}:\n${ties.map((t) => `- ${work.workLine(t)}`).join('\n')}`,
    ties,
  );
}

const namesSomething = (ctx: Ctx) => namedItems(ctx).length > 0 || entitiesOf(ctx.q, 'org').length > 0;

/** The item an order word or ordinal picks out of the last answer's items. */
function pickByOrder({ focus, q }: Ctx): Item | undefined {
  if (q.order === 'first' && q.ordinal === undefined) return chronological(focus)[0];
  if (q.order === 'last') return newestFirst(focus)[0];
  if (q.ordinal !== undefined) return focus[q.ordinal];
  return competedOne(focus, q) ?? roleOne(focus, q) ?? focus[0];
}

/** "The team lead one" after a list of roles held: the one item in view whose role has those words. */
function roleOne(focus: readonly Item[], q: Parsed): Item | undefined {
  const asked = DESCRIBED_ONE.exec(q.words.join(' '))?.[1]?.trim().split(' ');
  if (!asked?.length) return undefined;
  const roles = (i: Item) =>
    i.type === 'hackathon' ? i.hackathon.roles : i.type === 'entry' ? [i.entry.role ?? i.title] : [];
  const has = (i: Item) => roles(i).some((r) => asked.every((w) => tokens(r).includes(w)));
  const found = focus.filter(has);
  return found.length === 1 ? found[0] : undefined;
}
// "The team lead one", "the front-end lead one": the words before "one".
const DESCRIBED_ONE = /\bthe ((?:[a-z]+ ){1,3})one\b/;

/** "The one where he actually competed": the one entry in view not beside the competition. */
function competedOne(focus: readonly Item[], q: Parsed): Item | undefined {
  const competed = focus.filter((i) => isWork(i) && !notCompeting(i));
  return COMPETED_WORDS.test(q.words.join(' ')) && competed.length === 1 ? competed[0] : undefined;
}
const COMPETED_WORDS = /\b(?:compete|competed|competing|competitor)\b/;

/**
 * The neighbour in time of the item the last answer was about, among items of the same group:
 * within its own kind first (the next job after a job), then along the whole timeline.
 */
/** After an entry is what began once it ended ("after the diploma": the next job, not one beside it). */
function nextAfter(from: Item, later: readonly Item[]): Item | undefined {
  if (from.type !== 'entry') return later[0];
  // A job begun a few months before this one ended (a handover) still came after it.
  const end = handoverEnd(endKey(from), -HANDOVER_MONTHS);
  return later.find((i) => dateKey(i) >= end) ?? later[0];
}

/**
 * Before an entry, a semester abroad inside a degree is the degree: the study that encloses it. A
 * job is never stood in for by a longer one beside it (volunteering, a side practice).
 */
const enclosing = (earlier: readonly Item[], found: Item | undefined) =>
  found &&
  (earlier.find(
    (i) =>
      i !== found &&
      dateKey(i) < dateKey(found) &&
      endKey(i) >= endKey(found) &&
      i.type === 'entry' &&
      found.type === 'entry' &&
      i.section.id === 'education' &&
      found.section.id === 'education',
  ) ??
    found);

/** The latest month a job may end in and still be the one before a job that began at `start`. */
const HANDOVER_MONTHS = 6;
function handoverEnd(start: string, months = HANDOVER_MONTHS): string {
  const [y, m] = start.split('-').map(Number) as [number, number];
  if (!m) return start;
  const total = y * 12 + (m - 1) + months;
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`;
}

function neighbour(ctx: Ctx): Answer {
  const dir = ctx.q.direction ?? 'after';
  // "before Lumen Data Labs", "after eBuddies": what the question names is where to start from; an
  // organisation's entries count as one stretch, left from its first or its last.
  const orgEntries = chronological<Item>(entitiesOf(ctx.q, 'org').flatMap((o) => o.entries));
  const span = orgEntries.length ? orgEntries : [namedItems(ctx)[0] ?? ctx.focus[0]!];
  const from = dir === 'after' ? span[span.length - 1]! : span[0]!;
  const groups: Item[][] = isWork(from)
    ? [ctx.cat.work.filter((w) => w.type === from.type)]
    : from.type === 'entry'
      ? [
          // "What did she do before the bootcamp?" asks for anything before a study: a job too.
          ...(from.section.id === 'education' && ctx.q.words.includes('do')
            ? []
            : [ctx.cat.entries.filter((e) => e.section === from.section)]),
          ctx.cat.entries.filter((e) => e.section.id !== 'personal'),
        ]
      : [[from]];
  let next: Item | undefined;
  for (const group of groups.map((g) => chronological<Item>(g))) {
    // Items dated alike are neither before nor after one another: the neighbour is the next date.
    const later = group.filter((i) => !span.includes(i) && dateKey(i) > dateKey(from));
    const earlier = group.filter((i) => !span.includes(i) && dateKey(i) < dateKey(from));
    // Before a job is the one that ended last before it began: a side job that started later but
    // ended sooner is not what came before.
    // One that was still going on when this began ran beside it: what ended before comes first.
    // A handover of a few months ("ended in April, started in January") still ended before.
    const ended = earlier.filter((i) => endKey(i) <= handoverEnd(dateKey(from)));
    const byEnd = [...(ended.length ? ended : earlier)].sort(
      (a, b) => endKey(a).localeCompare(endKey(b)) || dateKey(a).localeCompare(dateKey(b)),
    );
    next = dir === 'after' ? nextAfter(from, later) : enclosing(earlier, byEnd[byEnd.length - 1]);
    if (next) break;
  }
  return neighbourBeside(ctx, { from, span, next, dir });
}

/** The neighbour's card, after any work dated alike with the one counted from. */
function neighbourBeside(
  ctx: Ctx,
  { from, span, next, dir }: { from: Item; span: readonly Item[]; next?: Item; dir: 'before' | 'after' },
): Answer {
  const alike = datedAlike(ctx, from, span);
  if (!alike) return next ? work.card(ctx, next) : noNeighbour(ctx, from, dir);
  if (!next) return answer(`${alike.text} Nothing is dated ${dir} them.`, alike.items);
  // The neighbour leads what is in view: "+and after that?" goes on from it.
  const card = work.card(ctx, next);
  return answer(`${alike.text} ${capitalised(dir)} them: ${card.text}`, [...card.items, ...alike.items]);
}

/** Work dated the same as the work in view: no order between them, which a neighbour would hide. */
function datedAlike(ctx: Ctx, from: Item, span: readonly Item[]): Answer | undefined {
  if (!isWork(from)) return undefined;
  const alike = ctx.cat.work.filter(
    (w) => w.type === from.type && !span.includes(w) && dateKey(w) === dateKey(from),
  );
  if (!alike.length) return undefined;
  const date = from.type === 'project' ? String(from.project.year) : when(from.hackathon.date);
  return answer(
    `${listing(alike.map(itemLink))} ${alike.length === 1 ? 'is' : 'are'} dated ${date} too, and the site doesn't order work within ${from.type === 'project' ? 'a year' : 'a month'}.`,
    alike,
  );
}

/** Nothing before or after: the first or last entry, or nothing dated to count from. */
function noNeighbour(ctx: Ctx, from: Item, dir: 'before' | 'after'): Answer {
  // What is in view has no date (a faq answer, a category): there is nothing to count from.
  if (dateKey(from).startsWith('0000'))
    return answer(
      `The last answer has no date to count ${dir === 'after' ? 'on' : 'back'} from. Name a job, a study or a piece of work, or ask for ${ctx.v.name}'s career in order.`,
      [],
      'not-on-site',
    );
  return answer(`That is ${ctx.v.name}'s ${dir === 'after' ? 'latest' : 'earliest'} entry on the site.`, [
    from,
  ]);
}

/**
 * "Which is his favourite hackathon?" near a faq whose pick is a project: the faq does not answer
 * it, so the question is judged from the facts of the work asked.
 */
function faqOfOtherWork(cat: Catalogue, q: Parsed, intent: Intent): Intent {
  const faq = intent.startsWith('faq:') ? cat.owner.faq?.find((f) => f.id === intent.slice(4)) : undefined;
  const picks = (faq?.items ?? []).map((id) => cat.items.get(id)).filter((i) => !!i && isWork(i)) as Work[];
  if (!picks.length) return intent;
  const words = q.words.map(singular);
  // "His hackathon projects" are hackathon entries, not projects.
  const hackathonWork = words.some((w, i) => w === 'hackathon' && words[i + 1] === 'project');
  const types = hackathonWork
    ? ['hackathon']
    : (['hackathon', 'project'] as const).filter((t) => words.includes(t));
  const kinds = entitiesOf(q, 'kind').map((k) => k.kind);
  const fits = (w: Work) =>
    (!types.length || types.includes(w.type)) && kinds.every((k) => kindsOf(w).includes(k));
  return picks.some(fits) ? intent : 'judgeProject';
}

// Tables read by a visitor's words have no prototype: "constructor" is a word, not a key.
for (const table of [END_OF_KIND]) Object.setPrototypeOf(table, null);
