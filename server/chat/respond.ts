import type { Owner } from '../../content';
import type { ChatTurn } from '../../contracts/chat';
import { createAnswerer, type Answerer, type EmbeddedAnswer } from './answerer';
import { createModel, type ChatMessage, type ModelConfig } from './model';
import type { Passage } from './retrieval/passages';
import { contextMessage, systemPrompt } from './prompt';

// One reply: the embedded answer always, and a model's answer from the same passages when one is
// configured. A model that fails before its first words is logged and the embedded answer is served,
// so the visitor always gets one; a model that fails after them is the route's to report.

export interface Reply {
  text: string;
  source: 'model' | 'embedded';
}

/** A reply on its way: the embedded answer whole, or the model's first words and an iterator for the rest. */
export type Started =
  { source: 'embedded'; text: string } | { source: 'model'; first: string; rest: AsyncIterator<string> };

export interface ResponderOptions {
  owner: Owner;
  openai?: ModelConfig;
  fetchImpl?: typeof fetch;
  log?: (message: string) => void;
}

const MAX_PASSAGES = 8;
const REMEMBERED_ANSWERS = 500;

/**
 * The embedded answer depends only on the question, the UTC day (the owner's age) and, for a
 * follow-up, what the history made it ask (the answerer's historyKey); so the answers to recent questions are kept, the least
 * recently asked dropped first: visitors ask much the same things, and a remembered answer costs
 * nothing to compute again.
 */
export function rememberAnswers(answerer: Answerer, size = REMEMBERED_ANSWERS) {
  const answers = new Map<string, EmbeddedAnswer>();
  return (question: string, now: Date, history: readonly ChatTurn[] = []): EmbeddedAnswer => {
    const focus = history.length ? answerer.historyKey(question, history) : '';
    const key = `${now.toISOString().slice(0, 10)} ${question}${focus ? `\u0000${focus}` : ''}`;
    let answer = answers.get(key);
    if (answer) answers.delete(key);
    else answer = answerer.answer(question, now, history);
    answers.set(key, answer);
    if (answers.size > size) answers.delete(answers.keys().next().value!);
    return answer;
  };
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
  const byId = new Map(answerer.passages.map((p) => [p.id, p]));
  const modelOrNone = openai ? createModel(openai, fetchImpl) : undefined;

  const contextFor = (question: string, grounded: Passage[]): Passage[] => {
    const hits = answerer.retriever.search(question).hits.map((h) => h.passage);
    const chosen = new Map<string, Passage>();
    for (const p of [byId.get('profile'), ...grounded, ...hits, byId.get('contact')]) {
      if (p && chosen.size < MAX_PASSAGES) chosen.set(p.id, p);
    }
    return [...chosen.values()];
  };

  const messagesFor = (
    userText: string,
    history: readonly ChatTurn[],
    embedded: EmbeddedAnswer,
    now: Date,
  ): ChatMessage[] => [
    { role: 'system', content: prompt },
    { role: 'system', content: contextMessage(owner, contextFor(userText, embedded.passages), now) },
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
    embedded: EmbeddedAnswer,
  ): Promise<Started> {
    const pieces = model.stream(
      messagesFor(userText, history, embedded, now),
      typeof signal === 'function' ? signal() : signal,
    );
    try {
      const first = await pieces.next();
      if (!first.done) return { source: 'model', first: first.value, rest: pieces };
    } catch (err) {
      log(
        `[chat] model ${openai?.model} at ${openai?.baseUrl} failed (${(err as Error).message}); serving the embedded answer`,
      );
    }
    return { source: 'embedded', text: embedded.text };
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
    if (!modelOrNone) return { source: 'embedded', text: embedded.text };
    return fromModel(modelOrNone, userText, signal, now, history, embedded);
  }

  /** The model's whole answer; a model that fails part-way is replaced by the embedded answer. */
  async function finish(
    started: Promise<Started>,
    userText: string,
    now: Date,
    history: readonly ChatTurn[],
  ): Promise<Reply> {
    const reply = await started;
    if (reply.source === 'embedded') return reply;
    let text = reply.first;
    try {
      for (let next = await reply.rest.next(); !next.done; next = await reply.rest.next()) text += next.value;
    } catch (err) {
      log(
        `[chat] model ${openai?.model} at ${openai?.baseUrl} failed part-way (${(err as Error).message}); serving the embedded answer`,
      );
      return { text: embeddedAnswer(userText, now, history).text, source: 'embedded' };
    }
    return { text: text.trim(), source: 'model' };
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
      return started instanceof Promise ? finish(started, userText, now, history) : (started as Reply);
    },
    /** Why a model stopped part-way, for the log. */
    logFailure(err: unknown) {
      log(
        `[chat] model ${openai?.model} at ${openai?.baseUrl} failed part-way through a streamed answer (${(err as Error).message})`,
      );
    },
  };
}

export type Responder = ReturnType<typeof createResponder>;
