// POST /api/chat as the browser and the server both see it: the request, the answers, and the caps.
// Types and constants only, so the browser can import it for nothing; the zod schema that checks a
// request lives in chatSchema.ts, which only the server imports.

/** The endpoint the chat view posts to. */
export const CHAT_PATH = '/api/chat';

/** A question longer than this many characters is refused (413); the composer stops typing there. */
export const MAX_USER_TEXT = 1000;

/** Who wrote a message, as the chat history stores it (localStorage `chatHistory`). */
export type ChatSender = 'user' | 'ai';

/**
 * How an answer relates to what the site knows:
 * - `answered`: from the content; `faq`: the owner's own answer from content's faq;
 * - `not-on-site`: a fair question the content does not answer;
 * - `not-listed`: a skill or kind of work absent from a complete list (the answer names the nearest);
 * - `off-topic`: not about the owner (or an attempt to steer the assistant); `model`: written by a model.
 */
export const ANSWER_KINDS = ['answered', 'faq', 'not-on-site', 'not-listed', 'off-topic', 'model'] as const;
export type AnswerKind = (typeof ANSWER_KINDS)[number];

/** Content ids an answer is about (project and team slugs, category slugs, About entry ids, faq ids). */
export const MAX_ANSWER_ITEMS = 32;

/** One earlier message. Stored messages also carry an `id`, which the server ignores. */
export interface ChatTurn {
  sender: ChatSender;
  text: string;
  /** An answer's items and kind, as the server sent them: follow-ups resolve against these ids. */
  items?: string[];
  kind?: AnswerKind;
}

/** `history` holds at most this many earlier messages, oldest first: the last three questions and answers. */
export const MAX_HISTORY_MESSAGES = 6;

/** An earlier message longer than this many characters is refused; the chat view sends the first this many. */
export const MAX_HISTORY_TEXT = 4000;

/** A request body larger than this many bytes is refused (413) before it is read: room for a full history. */
export const MAX_BODY_BYTES = 64 * 1024;

export interface ChatRequest {
  userText: string;
  /** Earlier messages, for follow-up questions ("Which of them use React?"). Optional: a question alone works. */
  history?: ChatTurn[];
  /**
   * Sent only when the visitor agreed at the gate that the owner may read this conversation's
   * questions: a random id per question (a retried request stored once), and who is asking.
   * Without them the server keeps nothing of the question.
   */
  questionId?: string;
  visitor?: ChatVisitor;
}

/** A visitor who agreed to be kept: this browser's conversation id and the email given at the gate. */
export interface ChatVisitor {
  conversationId: string;
  email: string;
}

/** A question id or conversation id: 16 to 128 letters, digits, "_", "-", "." or ":" (a random token). */
export const VISITOR_TOKEN = /^[\w.:-]{16,128}$/;

/** The longest email a visitor's record holds, as the contact form's. */
export const MAX_VISITOR_EMAIL = 254;

/**
 * POST here with `{ conversationId, email }` (a ChatVisitor) to delete every question stored for that
 * conversation; answers `{ deleted: number }`. Holding both the random id and the email authorises it.
 */
export const FORGET_PATH = '/api/chat/forget';

export interface ForgetAnswer {
  deleted: number;
}

/** 200 `application/json`: the assistant's answer, in markdown, with what it is about. */
export interface ChatAnswer {
  text: string;
  /** Content ids the answer is about, in the order it names them (may be empty). */
  items: string[];
  kind: AnswerKind;
}

/**
 * 200 `text/event-stream`, when the request's Accept names `text/event-stream` and a model writes the
 * answer (the embedded answerer always answers in JSON): server-sent events, each `data` a JSON object.
 * `delta` pieces arrive in order; `done` ends the answer with its whole text; `error` ends it unfinished.
 * A stream that stops without `done` or `error` was cut.
 */
export type ChatStreamEvent =
  | { event: 'delta'; data: { text: string } }
  | { event: 'done'; data: ChatAnswer }
  | { event: 'error'; data: ChatFailure };

export const EVENT_STREAM = 'text/event-stream';

/** Any 4xx or 5xx: what went wrong, in words for whoever reads the log. */
export interface ChatFailure {
  error: string;
}
