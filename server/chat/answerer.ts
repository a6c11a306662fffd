import type { Owner } from '../../content';
import type { ChatTurn } from '../../contracts/chat';
import { builders, type AnswerContext, type Asked, type Built } from './answers';
import { buildCatalog } from './intent/catalog';
import { detectIntent, namedItems, plainQuestion } from './intent/detect';
import { asksForResources, kindAlone, picksFromList, refersBack, resolveFollowUp } from './intent/followUp';
import { splitQuestions } from './intent/split';
import type { Intent, ItemKind, ItemRef } from './intent/types';
import { focusOf, itemNames } from './retrieval/focus';
import { saidOf } from './retrieval/sentences';
import { buildPassages, type Passage } from './retrieval/passages';
import { createPhraseFinder } from './retrieval/phrases';
import { createRetriever, type Retriever } from './retrieval/search';
import { normalize } from './text';
import { createOwnerSpeller } from './intent/vocabulary';

// The embedded answerer: offline, deterministic, built once per owner. Each part has one home:
//   intent/     what the visitor asks for: spelling, splitting, follow-ups, the catalog of names, detectIntent
//   retrieval/  where the facts are: passages, minisearch, verbatim phrases, lookups by id, the focus
//   answers/    how an answer is written: one builder per intent, markdown only, every fact from content/
// This file only wires them: understand each question in the message, hand its intent to its builder,
// and put the answers together with the passages they name.

export interface EmbeddedAnswer {
  text: string;
  intent: Intent['kind'];
  /** The passages the answer is grounded in, for a model to answer from. */
  passages: Passage[];
}

export interface Answerer {
  answer(question: string, now?: Date, history?: readonly ChatTurn[]): EmbeddedAnswer;
  /** What of the history the answer depends on ('' for a question that stands alone), for remembering answers. */
  historyKey(question: string, history: readonly ChatTurn[]): string;
  retriever: Retriever;
  passages: Passage[];
}

// Each builder is typed for its own intent; the table guarantees the pairing, so the call is safe.
const build = (intent: Intent, asked: Asked, ctx: AnswerContext): Built =>
  (builders[intent.kind] as (i: Intent, a: Asked, c: AnswerContext) => Built)(intent, asked, ctx);

/** Which kinds of item an answer to each kind of question is about: its focus for a follow-up. */
const FOCUS_KINDS: Partial<Record<Intent['kind'], readonly ItemKind[]>> = {
  projects: ['project'],
  project: ['project'],
  workKind: ['project', 'hackathon'],
  ofKind: ['project', 'hackathon'],
  quality: ['project', 'hackathon'],
  tech: ['project', 'hackathon'],
  subset: ['project', 'hackathon'],
  list: ['project', 'hackathon'],
  pick: ['project', 'hackathon', 'entry'],
  uses: ['project', 'hackathon'],
  hackathons: ['hackathon'],
  hackathon: ['hackathon'],
  leadership: ['hackathon', 'entry'],
  category: ['category'],
  skills: ['category'],
  // A career answer mentions "portfolio projects" in passing: its subject is the roles.
  career: ['entry'],
  role: ['entry'],
  // The education names no item of its own ("portfolio projects" in passing is not its subject).
  education: ['entry'],
};
const ANY_ITEM: readonly ItemKind[] = ['project', 'hackathon', 'entry'];
// The answers a follow-up about one item's own details may stand in for.
const DETAIL_OVER: ReadonlySet<Intent['kind']> = new Set([
  'search',
  'unknown',
  'topic',
  'leadership',
  'techKind',
]);
// A message holds at most three questions; a few more are room enough for one history's questions.
const MAX_RESOLVED = 8;

export function createAnswerer(owner: Owner): Answerer {
  const passages = buildPassages(owner);
  const byId = new Map(passages.map((p) => [p.id, p]));
  const ownerWordList = [owner.name, owner.firstName, owner.handle];
  // "kais tech stack": the name with its possessive typed without the apostrophe is still the name.
  const ownerWords = new Set(
    ownerWordList.flatMap((w) => normalize(w).split(' ')).flatMap((w) => [w, `${w}s`]),
  );
  const retriever = createRetriever(passages, ownerWordList);
  const catalog = buildCatalog(owner);
  const ctx: AnswerContext = {
    owner,
    catalog,
    passages,
    retriever,
    phrases: createPhraseFinder(passages, ownerWords),
    ownerWords,
  };
  const speller = createOwnerSpeller(owner, catalog, passages, ownerWords);
  const ownerName = normalize(owner.firstName);
  const understand = (question: string) => plainQuestion(speller.correct(normalize(question)), ownerName);
  const names = itemNames(catalog);

  // A follow-up's focus depends on what the question before it asked, which may itself have been a
  // follow-up: resolved back through the history, a few questions deep at most.
  const FOLLOW_BACK = 3;
  const focus = (history: readonly ChatTurn[], depth: number): ItemRef[] =>
    depth <= 0
      ? []
      : focusOf(
          history,
          names,
          (asked, before) =>
            FOCUS_KINDS[intentOf(understand(asked), before, depth - 1, asked).kind] ?? ANY_ITEM,
        );
  // "the second one" then "and the last?", "which is the newest?" then "and the oldest?": the second pick is
  // from the list the first picked from, not from the one item the first pick showed. Other follow-ups
  // ("what year was that?") stay on that item.
  const focusFor = (q: string, history: readonly ChatTurn[], depth: number): ItemRef[] => {
    if (!picksFromList(q)) return focus(history, depth);
    const asked = history.findLastIndex((m) => m.sender === 'user');
    const before = history.slice(0, Math.max(asked, 0));
    const previous = asked < 0 ? '' : understand(history[asked]!.text);
    if (before.length > 0 && picksFromList(previous)) return focusFor(previous, before, depth);
    // "The third one", "what stack?", "and the last one?": a pick after a question about one item of a
    // list picks from the list before it.
    const here = focus(history, depth);
    if (here.length > 1 || before.length === 0 || depth <= 1) return here;
    const earlier = focusFor(q, before, depth - 1);
    return earlier.length > 1 ? earlier : here;
  };
  // `asked` is the question as typed, for what only its capitals say (a place's name).
  const intentOf = (q: string, history: readonly ChatTurn[], depth: number, asked: string): Intent =>
    viaHistory(q, history, depth) ?? detectIntent(q, catalog, ownerWords, asked);
  /** The intent the history gives a question (a follow-up), if it gives one. */
  const viaHistory = (q: string, history: readonly ChatTurn[], depth: number): Intent | undefined =>
    history.length > 0
      ? (narrowing(q, history, depth) ??
        (refersBack(q) ? resolveFollowUp(q, focusFor(q, history, depth), catalog) : undefined))
      : undefined;
  // A question that narrows the one before it to a part of its subject. "Does Kai know Django?", then "which
  // hackathons?": the hackathons with Django, not all of them. "Tell me about his education", then "what
  // resources did he use?": what the education names as learned from (its answer names no item to focus on).
  const narrowing = (q: string, history: readonly ChatTurn[], depth: number): Intent | undefined => {
    const scope = kindAlone(q);
    const resources = !scope && asksForResources(q) && namedItems(q, catalog).length === 0;
    const at = history.findLastIndex((m) => m.sender === 'user');
    if ((!scope && !resources) || at < 0 || depth <= 1) return undefined;
    const previous = intentOf(
      understand(history[at]!.text),
      history.slice(0, at),
      depth - 1,
      history[at]!.text,
    );
    // The background tells the switch to code by the education too.
    if (resources)
      return previous.kind === 'education' || previous.kind === 'background'
        ? { kind: 'education', resources: true }
        : undefined;
    if (previous.kind === 'tech') return { kind: 'tech', titles: previous.titles, scope };
    if (previous.kind === 'uses') return { kind: 'uses', slugs: previous.slugs, scope };
    return undefined;
  };

  const findsSeveral = (q: string) => {
    const { hits } = retriever.search(q);
    const top = hits[0]?.score ?? 0;
    return (
      hits.filter((h) => h.score >= top * 0.6 && h.passage.kind !== 'profile' && h.passage.kind !== 'contact')
        .length >= 2
    );
  };
  // "Is it accessible?", "how hard is the AI?" after one item: what its own sentences say, when the
  // question as it stands finds nothing better (a search, "I don't know") or, after a role, is about leading.
  const withDetail = (q: string, history: readonly ChatTurn[], intent: Intent): Intent => {
    if (history.length === 0 || !DETAIL_OVER.has(intent.kind)) return intent;
    // "What games has he made?" after Snake asks about all the work: a search that finds several items stands
    // (asked first: it needs no focus, which costs a reading of the question before).
    if ((intent.kind === 'search' || intent.kind === 'topic') && !refersBack(q) && findsSeveral(q))
      return intent;
    const focus = focusFor(q, history, FOLLOW_BACK);
    const item = focus.length === 1 ? focus[0]! : undefined;
    if (!item || (intent.kind === 'leadership' && item.kind !== 'entry')) return intent;
    return saidOf(owner, item, q, ownerWords) ? { kind: 'detail', item } : intent;
  };
  // What a question asks, and whether the history made it so (a follow-up) or it stands alone. The
  // remembered answers ask this (historyKey) just before answering, with the same history: it is worked
  // out once for both.
  type Resolved = { intent: Intent; followUp: boolean };
  let resolved: { turns: string; byAsked: Map<string, Resolved> } | undefined;
  const resolve = (q: string, history: readonly ChatTurn[], asked: string): Resolved => {
    // Kept for the same turns only, compared by what they say (a caller may change its array in place).
    const turns = history.map((t) => `${t.sender}\u0000${t.text}`).join('\u0001');
    if (resolved?.turns !== turns || resolved.byAsked.size >= MAX_RESOLVED)
      resolved = { turns, byAsked: new Map() };
    let found = resolved.byAsked.get(asked);
    if (!found) {
      const followUp = viaHistory(q, history, FOLLOW_BACK);
      const base = followUp ?? detectIntent(q, catalog, ownerWords, asked);
      const intent = withDetail(q, history, base);
      resolved.byAsked.set(asked, (found = { intent, followUp: followUp !== undefined || intent !== base }));
    }
    return found;
  };

  const passagesOf = (ids: readonly string[]) =>
    [...new Set(ids)].map((id) => byId.get(id)).filter((p): p is Passage => p !== undefined);
  const answerOne = (question: string, now: Date, history: readonly ChatTurn[]) => {
    const q = understand(question);
    const { intent } = resolve(q, history, question);
    const answer = build(intent, { question: q, now }, ctx);
    return { ...answer, intent: answer.intent ?? intent.kind };
  };

  const answer = (
    question: string,
    now: Date = new Date(),
    history: readonly ChatTurn[] = [],
  ): EmbeddedAnswer => {
    const parts = splitQuestions(question).map((q) => answerOne(q, now, history));
    if (parts.length === 0) parts.push(answerOne('', now, history));
    // Most messages ask one thing: its answer is the message's.
    if (parts.length === 1) {
      const only = parts[0]!;
      return { text: only.text, intent: only.intent, passages: passagesOf(only.passages) };
    }
    // "Hi! What projects...": the greeting needs no answer of its own next to a real one.
    const real = parts.filter((p) => p.intent !== 'greeting');
    const shown = real.length ? real : parts.slice(0, 1);
    const known = shown.filter((p) => p.intent !== 'unknown');
    const texts = [...new Set(shown.map((p) => p.text))];
    return {
      text: texts.join('\n\n'),
      intent: (known[0] ?? shown[0]!).intent,
      passages: passagesOf(shown.flatMap((p) => p.passages)),
    };
  };

  // An answer is made from the question, the day and what each part of it was taken to ask. A follow-up's
  // intent ("and the last?" after a pick, "which hackathons?" after a technology, a detail of the item just
  // shown) tells its answers apart; a question standing alone is shared by every history, and by none.
  const historyKey = (question: string, history: readonly ChatTurn[]) => {
    if (history.length === 0) return '';
    const parts = splitQuestions(question).map((part) => resolve(understand(part), history, part));
    return parts.some((p) => p.followUp)
      ? parts.map((p) => (p.followUp ? JSON.stringify(p.intent) : '')).join(' | ')
      : '';
  };

  return { answer, historyKey, retriever, passages };
}
