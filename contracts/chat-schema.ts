import { z } from 'zod';
import { MAX_USER_TEXT, type ChatRequest } from './chat';

// The server's check of a POST /api/chat body, worded for whoever reads the answer or the log.
// Kept apart from chat.ts so zod never reaches the browser: only server/ imports this file.

const NEEDS_USER_TEXT = 'The JSON body needs a "userText" string.';

export const chatRequestSchema = z.object(
  {
    userText: z
      .string({ error: NEEDS_USER_TEXT })
      .trim()
      .min(1, { error: 'The "userText" is empty: ask a question.' })
      .max(MAX_USER_TEXT, { error: (issue) => `The question is too long: ${String(issue.input).length} characters, the limit is ${MAX_USER_TEXT}.` }),
  },
  { error: NEEDS_USER_TEXT },
);

export type ChatRequestCheck = { ok: true; request: ChatRequest } | { ok: false; status: 400 | 413; error: string };

/** The request with its question trimmed, or why it was refused: 413 for a question over the cap, else 400. */
export function checkChatRequest(json: unknown): ChatRequestCheck {
  const parsed = chatRequestSchema.safeParse(json);
  if (parsed.success) return { ok: true, request: parsed.data };
  const [issue] = parsed.error.issues;
  const tooLong = issue?.code === 'too_big' && issue.path[0] === 'userText';
  return { ok: false, status: tooLong ? 413 : 400, error: issue?.message ?? NEEDS_USER_TEXT };
}
