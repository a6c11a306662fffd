import type { Owner } from '../../content';
import { createAnswerer, type Answerer, type EmbeddedAnswer } from './answerer';
import { completeChat, type ModelConfig } from './model';
import type { Passage } from './retrieval/passages';
import { contextMessage, systemPrompt } from './prompt';

// One reply: the embedded answer always, and a model's answer from the same passages when one is
// configured. Any model failure is logged and the embedded answer is served, so the visitor always gets one.

export interface Reply {
  text: string;
  source: 'model' | 'embedded';
}

export interface ResponderOptions {
  owner: Owner;
  openai?: ModelConfig;
  fetchImpl?: typeof fetch;
  log?: (message: string) => void;
}

const MAX_PASSAGES = 8;
const REMEMBERED_ANSWERS = 500;

/**
 * The embedded answer depends only on the question and the UTC day (the owner's age), so the answers
 * to recent questions are kept, the least recently asked dropped first: visitors ask much the same
 * things, and a remembered answer costs nothing to compute again.
 */
export function rememberAnswers(answerer: Answerer, size = REMEMBERED_ANSWERS) {
  const answers = new Map<string, EmbeddedAnswer>();
  return (question: string, now: Date): EmbeddedAnswer => {
    const key = `${now.toISOString().slice(0, 10)} ${question}`;
    let answer = answers.get(key);
    if (answer) answers.delete(key);
    else answer = answerer.answer(question, now);
    answers.set(key, answer);
    if (answers.size > size) answers.delete(answers.keys().next().value!);
    return answer;
  };
}

export function createResponder({ owner, openai, fetchImpl, log = (m) => console.error(m) }: ResponderOptions) {
  const answerer: Answerer = createAnswerer(owner);
  const embeddedAnswer = rememberAnswers(answerer);
  const prompt = systemPrompt(owner);
  const byId = new Map(answerer.passages.map((p) => [p.id, p]));

  const contextFor = (question: string, grounded: Passage[]): Passage[] => {
    const hits = answerer.retriever.search(question).hits.map((h) => h.passage);
    const chosen = new Map<string, Passage>();
    for (const p of [byId.get('profile'), ...grounded, ...hits, byId.get('contact')]) {
      if (p && chosen.size < MAX_PASSAGES) chosen.set(p.id, p);
    }
    return [...chosen.values()];
  };

  return {
    answerer,
    /** `signal` may be a function: on Node, making a request's signal costs more than a remembered answer. */
    async respond(userText: string, signal: AbortSignal | (() => AbortSignal), now: Date = new Date()): Promise<Reply> {
      const embedded = embeddedAnswer(userText, now);
      if (!openai) return { text: embedded.text, source: 'embedded' };
      try {
        const text = await completeChat(
          openai,
          [
            { role: 'system', content: prompt },
            { role: 'system', content: contextMessage(owner, contextFor(userText, embedded.passages), now) },
            { role: 'user', content: userText },
          ],
          typeof signal === 'function' ? signal() : signal,
          fetchImpl,
        );
        return { text, source: 'model' };
      } catch (err) {
        log(`[chat] model ${openai.model} at ${openai.baseUrl} failed (${(err as Error).message}); serving the embedded answer`);
        return { text: embedded.text, source: 'embedded' };
      }
    },
  };
}

export type Responder = ReturnType<typeof createResponder>;
