import type { Owner } from '../../content';
import { createAnswerer, type Answerer } from './answerer';
import { completeChat, type ModelConfig } from './model';
import type { Passage } from './passages';
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

export function createResponder({ owner, openai, fetchImpl, log = (m) => console.error(m) }: ResponderOptions) {
  const answerer: Answerer = createAnswerer(owner);
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
    async respond(userText: string, signal: AbortSignal, now: Date = new Date()): Promise<Reply> {
      const embedded = answerer.answer(userText, now);
      if (!openai) return { text: embedded.text, source: 'embedded' };
      try {
        const text = await completeChat(
          openai,
          [
            { role: 'system', content: prompt },
            { role: 'system', content: contextMessage(owner, contextFor(userText, embedded.passages), now) },
            { role: 'user', content: userText },
          ],
          signal,
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
