import type { Owner } from '../../content';
import type { ChatAnswer, ChatTurn } from '../../contracts/chat';
import { ITEM_ID } from '../../contracts/items';
import { createAnswerer, type Answer, type Answerer } from './answerer';
import { createModel, type ChatMessage, type ModelConfig } from './model';
import { ITEMS_MARKER, portfolioMessage, systemPrompt } from './prompt';

// One reply: the embedded answer always, and a model's answer from the whole portfolio when one is
// configured. A model that fails before its first words is logged and the embedded answer is served,
// so the visitor always gets one; a model that fails after them is the route's to report.

export interface Reply extends ChatAnswer {
  source: 'model' | 'embedded';
}

/** A reply on its way: the embedded answer whole, or the model's first words, the rest, and its items once done. */
export type Started =
  | ({ source: 'embedded' } & ChatAnswer)
  | { source: 'model'; first: string; rest: AsyncIterator<string>; items: () => string[] };

export interface ResponderOptions {
  owner: Owner;
  openai?: ModelConfig;
  fetchImpl?: typeof fetch;
  log?: (message: string) => void;
}

const REMEMBERED_ANSWERS = 500;

const chatAnswer = (a: Answer): ChatAnswer => ({ text: a.text, items: a.items, kind: a.kind });

/**
 * The embedded answer depends only on the question, the UTC day (the owner's age) and the history's
 * key (the ids its answers named, the last question); so the answers to recent questions are kept, the
 * least recently asked dropped first.
 */
export function rememberAnswers(answerer: Answerer, size = REMEMBERED_ANSWERS) {
  const answers = new Map<string, ChatAnswer>();
  return (question: string, now: Date, history: readonly ChatTurn[] = []): ChatAnswer => {
    const focus = history.length ? answerer.historyKey(history) : '';
    const key = `${now.toISOString().slice(0, 10)} ${question}\u0000${focus}`;
    let answer = answers.get(key);
    if (answer) answers.delete(key);
    else answer = chatAnswer(answerer.answer(question, now, history));
    answers.set(key, answer);
    if (answers.size > size) answers.delete(answers.keys().next().value!);
    return answer;
  };
}

/**
 * The model's pieces with its closing ids line held back: text is passed on as it comes, except a
 * tail that may be the start of the marker (or the line break before it); once the marker arrives, the
 * rest is the ids.
 */
export function stripItems(pieces: AsyncIterator<string>, known: (id: string) => boolean) {
  let pending = '';
  let idsText = '';
  let inIds = false;
  const ids: string[] = [];
  async function* run(): AsyncGenerator<string> {
    for (let next = await pieces.next(); !next.done; next = await pieces.next()) {
      if (inIds) {
        idsText += next.value;
        continue;
      }
      pending += next.value;
      const at = pending.indexOf(ITEMS_MARKER);
      if (at >= 0) {
        inIds = true;
        idsText = pending.slice(at + ITEMS_MARKER.length);
        const text = pending.slice(0, at);
        pending = '';
        if (text.trim()) yield text.replace(/\s+$/, '');
        continue;
      }
      // Keep back whatever could still become the marker.
      let keep = 0;
      for (let n = Math.min(ITEMS_MARKER.length - 1, pending.length); n > 0; n--)
        if (ITEMS_MARKER.startsWith(pending.slice(-n))) {
          keep = n;
          break;
        }
      // A trailing line break is held back too: the marker's line may follow it.
      const out = pending.slice(0, pending.length - keep).replace(/\s*\n\s*$/, '');
      pending = pending.slice(out.length);
      if (out) yield out;
    }
    if (pending && !inIds) yield pending;
    for (const id of idsText.split(/[\s,]+/))
      if (id && ITEM_ID.test(id) && known(id) && !ids.includes(id)) ids.push(id);
  }
  return { pieces: run(), ids: () => ids };
}

/** A log line for a model that failed: which model, where, how and why. */
const failure = (openai: ResponderOptions['openai'], how: string, err: unknown, then = '') =>
  `[chat] model ${openai?.model} at ${openai?.baseUrl} ${how} (${(err as Error).message})${then}`;

/** The model's whole answer; a model that fails part-way is replaced by the embedded answer. */
async function finishReply(
  started: Promise<Started>,
  embedded: () => ChatAnswer,
  logPartWay: (err: unknown) => void,
): Promise<Reply> {
  const reply = await started;
  if (reply.source === 'embedded') return reply;
  let text = reply.first;
  try {
    for (let next = await reply.rest.next(); !next.done; next = await reply.rest.next()) text += next.value;
  } catch (err) {
    logPartWay(err);
    return { ...embedded(), source: 'embedded' };
  }
  return { text: text.trim(), items: reply.items(), kind: 'model', source: 'model' };
}

export function createResponder({
  owner,
  openai,
  fetchImpl,
  log = (m) => console.error(m),
}: ResponderOptions) {
  const answerer: Answerer = createAnswerer(owner);
  const embeddedAnswer = rememberAnswers(answerer);
  const prompt = systemPrompt(owner);
  const modelOrNone = openai ? createModel(openai, fetchImpl) : undefined;
  const known = (id: string) => answerer.catalogue.items.has(id);

  const messagesFor = (userText: string, history: readonly ChatTurn[], now: Date): ChatMessage[] => [
    { role: 'system', content: prompt },
    { role: 'system', content: portfolioMessage(answerer.catalogue, now) },
    // The conversation so far, for what a follow-up points at; the prompt says it holds no facts.
    ...history.map((m): ChatMessage => ({ role: m.sender === 'ai' ? 'assistant' : 'user', content: m.text })),
    { role: 'user', content: userText },
  ];

  /** Waits for the model's first words, and falls back to the embedded answer if none come. */
  async function fromModel(
    model: NonNullable<typeof modelOrNone>,
    userText: string,
    signal: AbortSignal | (() => AbortSignal),
    now: Date,
    history: readonly ChatTurn[],
    embedded: ChatAnswer,
  ): Promise<Started> {
    const stripped = stripItems(
      model.stream(messagesFor(userText, history, now), typeof signal === 'function' ? signal() : signal),
      known,
    );
    try {
      const first = await stripped.pieces.next();
      if (!first.done)
        return {
          source: 'model',
          first: first.value,
          rest: stripped.pieces,
          // Without ids of its own, the model's answer is about what the embedded answer names.
          items: () => (stripped.ids().length ? stripped.ids() : embedded.items),
        };
    } catch (err) {
      log(failure(openai, 'failed', err, '; serving the embedded answer'));
    }
    return { source: 'embedded', ...embedded };
  }

  /**
   * Starts a reply: with a model, its first words or the embedded answer. Without one the embedded
   * answer is returned as it is, not wrapped in promises: the route awaits either.
   */
  function start(
    userText: string,
    signal: AbortSignal | (() => AbortSignal),
    now = new Date(),
    history: readonly ChatTurn[] = [],
  ): Started | Promise<Started> {
    const embedded = embeddedAnswer(userText, now, history);
    if (!modelOrNone) return { source: 'embedded', ...embedded };
    return fromModel(modelOrNone, userText, signal, now, history, embedded);
  }

  return {
    answerer,
    start,
    /** The whole reply at once; a model that fails part-way is replaced by the embedded answer. */
    respond(
      userText: string,
      signal: AbortSignal | (() => AbortSignal),
      now: Date = new Date(),
      history: readonly ChatTurn[] = [],
    ): Reply | Promise<Reply> {
      const started = start(userText, signal, now, history);
      if (!(started instanceof Promise)) return started as Reply;
      return finishReply(
        started,
        () => embeddedAnswer(userText, now, history),
        (err) => log(failure(openai, 'failed part-way', err, '; serving the embedded answer')),
      );
    },
    /** Why a model stopped part-way, for the log. */
    logFailure(err: unknown) {
      log(failure(openai, 'failed part-way through a streamed answer', err));
    },
  };
}

export type Responder = ReturnType<typeof createResponder>;
