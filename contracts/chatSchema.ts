import { z } from 'zod';
import {
  ANSWER_KINDS,
  MAX_ANSWER_ITEMS,
  MAX_HISTORY_MESSAGES,
  MAX_HISTORY_TEXT,
  MAX_USER_TEXT,
  MAX_VISITOR_EMAIL,
  VISITOR_TOKEN,
  type ChatRequest,
} from './chat';
import { GATE_EMAIL } from './email';
import { ITEM_ID } from './items';

// The server's check of a POST /api/chat body, worded for whoever reads the answer or the log.
// Kept apart from chat.ts so zod never reaches the browser: only server/ imports this file.

const NEEDS_USER_TEXT = 'The JSON body needs a "userText" string.';
const HISTORY_SHAPE = `"history" must be an array of at most ${MAX_HISTORY_MESSAGES} messages like { "sender": "user" | "ai", "text": string }`;

const ITEMS_SHAPE = 'its "items" must be an array of content ids (lower-case letters, digits and hyphens)';

const turn = z.object(
  {
    sender: z.enum(['user', 'ai'], { error: 'its "sender" must be "user" or "ai"' }),
    text: z
      .string({ error: 'its "text" must be a string' })
      .max(MAX_HISTORY_TEXT, { error: `its "text" is over ${MAX_HISTORY_TEXT} characters` }),
    items: z
      .array(z.string().regex(ITEM_ID, { error: ITEMS_SHAPE }), { error: ITEMS_SHAPE })
      .max(MAX_ANSWER_ITEMS, { error: `its "items" has more than ${MAX_ANSWER_ITEMS} ids` })
      .optional(),
    kind: z.enum(ANSWER_KINDS, { error: `its "kind" must be one of ${ANSWER_KINDS.join(', ')}` }).optional(),
  },
  { error: 'it is not an object' },
);

const TOKEN_RULE = 'must be 16 to 128 letters, digits, "_", "-", "." or ":"';

/** Who agreed to be kept: the conversation's random id and the email the gate accepted. */
export const chatVisitorSchema = z.object(
  {
    conversationId: z
      .string({ error: `"visitor.conversationId" ${TOKEN_RULE}` })
      .regex(VISITOR_TOKEN, { error: `"visitor.conversationId" ${TOKEN_RULE}` }),
    email: z
      .string({ error: '"visitor.email" must be an email address' })
      .trim()
      .max(MAX_VISITOR_EMAIL, { error: `"visitor.email" is over ${MAX_VISITOR_EMAIL} characters` })
      .regex(GATE_EMAIL, { error: '"visitor.email" must be an email address' }),
  },
  { error: '"visitor" must be an object like { "conversationId": string, "email": string }' },
);

export const chatRequestSchema = z
  .object(
    {
      userText: z
        .string({ error: NEEDS_USER_TEXT })
        .trim()
        .min(1, { error: 'The "userText" is empty: ask a question.' })
        .max(MAX_USER_TEXT, {
          error: (issue) =>
            `The question is too long: ${String(issue.input).length} characters, the limit is ${MAX_USER_TEXT}.`,
        }),
      history: z
        .array(turn, { error: `${HISTORY_SHAPE}.` })
        .max(MAX_HISTORY_MESSAGES, {
          error: (issue) =>
            `${HISTORY_SHAPE}; it has ${(issue.input as unknown[]).length}. Send the last ${MAX_HISTORY_MESSAGES}.`,
        })
        .optional(),
      questionId: z
        .string({ error: `"questionId" ${TOKEN_RULE}` })
        .regex(VISITOR_TOKEN, { error: `"questionId" ${TOKEN_RULE}` })
        .optional(),
      visitor: chatVisitorSchema.optional(),
    },
    { error: NEEDS_USER_TEXT },
  )
  // A visitor who agreed to be kept names each question, so a retried request is stored once.
  .refine((request) => !request.visitor || request.questionId, {
    error: 'A request with "visitor" needs a "questionId" naming the question.',
    path: ['questionId'],
  });

export type ChatRequestCheck =
  { ok: true; request: ChatRequest } | { ok: false; status: 400 | 413; error: string };

/** The request with its question trimmed, or why it was refused: 413 for a question over the cap, else 400. */
export function checkChatRequest(json: unknown): ChatRequestCheck {
  const parsed = chatRequestSchema.safeParse(json);
  if (parsed.success) return { ok: true, request: parsed.data };
  const [issue] = parsed.error.issues;
  if (!issue) return { ok: false, status: 400, error: NEEDS_USER_TEXT };
  const [field, index] = issue.path;
  if (field === 'userText')
    return { ok: false, status: issue.code === 'too_big' ? 413 : 400, error: issue.message };
  // A message inside the history: say which one and what is wrong with it.
  if (field === 'history' && typeof index === 'number')
    return {
      ok: false,
      status: 400,
      error: `history[${index}] is not a message: ${issue.message}. ${HISTORY_SHAPE}.`,
    };
  return { ok: false, status: 400, error: issue.message };
}
