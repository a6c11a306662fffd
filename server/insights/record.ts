import {
  ANSWER_KINDS,
  MAX_ANSWER_ITEMS,
  MAX_USER_TEXT,
  type ChatAnswer,
  type ChatRequest,
} from '../../contracts/chat';
import { ITEM_ID } from '../../contracts/items';
import { sanitiseField } from '../outbox/payload';
import type { InsightsStore, QuestionRecord } from './store';

// The chat route's answer hook: a question is kept only when its request carries the visitor's
// consent (a visitor and a question id, which the browser sends only after the gate's checkbox).
// Nothing about the connection (no address, no user agent) is kept.

const DAY_MS = 24 * 60 * 60 * 1000;
const PRUNE_EVERY_MS = 60 * 60 * 1000;

/** The question as it is kept: sanitised like a contact message, capped, trimmed. */
export function cleanQuestion(text: string): string {
  return sanitiseField(text).trim().slice(0, MAX_USER_TEXT);
}

/** The start of what the retention keeps: anything asked before it is deleted. */
export const retentionCutoff = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

/** The record a consenting request makes, or undefined when nothing may be kept. */
export function questionRecord(
  request: ChatRequest,
  answer: ChatAnswer,
  now: Date,
): QuestionRecord | undefined {
  const { visitor, questionId } = request;
  if (!visitor || !questionId) return undefined;
  const question = cleanQuestion(request.userText);
  if (!question) return undefined;
  const kind = (ANSWER_KINDS as readonly string[]).includes(answer.kind ?? '') ? answer.kind! : null;
  const items = (Array.isArray(answer.items) ? answer.items : [])
    .filter((item) => typeof item === 'string' && ITEM_ID.test(item))
    .slice(0, MAX_ANSWER_ITEMS);
  return {
    questionId,
    conversationId: visitor.conversationId,
    email: visitor.email.trim(),
    question,
    kind,
    items,
    askedAt: now.toISOString(),
  };
}

export interface Recorder {
  (event: { request: ChatRequest; answer: ChatAnswer }): Promise<void>;
}

/** Keeps consenting questions, and at most once an hour deletes those past the retention. */
export function insightsRecorder(
  store: InsightsStore,
  options: { retentionDays: number; now?: () => Date },
): Recorder {
  const now = options.now ?? (() => new Date());
  let prunedAt = -Infinity;
  return async ({ request, answer }) => {
    const at = now();
    const record = questionRecord(request, answer, at);
    if (!record) return;
    await store.record(record);
    if (at.getTime() - prunedAt >= PRUNE_EVERY_MS) {
      prunedAt = at.getTime();
      await store.prune(retentionCutoff(at, options.retentionDays));
    }
  };
}
