// What every insights store does, whatever holds the log: a local file or PostgreSQL. The log keeps,
// for visitors who agreed at the chat's gate, each question they asked and how the assistant read it.

/** One question, as stored. Never an IP address, never the answer's text. */
export interface QuestionRecord {
  /** The browser's id for the question: a retried request with the same id is stored once. */
  questionId: string;
  conversationId: string;
  email: string;
  /** Sanitised as contact messages are (no markup, no control characters), at most MAX_USER_TEXT. */
  question: string;
  /** The answer's kind (contracts/chat.ts ANSWER_KINDS); null when the answerer did not say. */
  kind: string | null;
  /** Content ids the answer was about, in its order. */
  items: string[];
  /** ISO time the question was answered. */
  askedAt: string;
}

/** Rows to delete: every field given must match (the email case-insensitively). */
export interface Who {
  conversationId?: string;
  email?: string;
}

export interface Period {
  /** Inclusive. */
  from: Date;
  /** Exclusive. */
  to: Date;
}

export interface InsightsStore {
  kind: 'file' | 'postgres';
  /** Where the log lives, for logs and `npm run insights`; never holds a password. */
  where: string;
  /** Stores one question once: `replayed` when the conversation already holds this question id. */
  record(record: QuestionRecord): Promise<'stored' | 'replayed'>;
  /** The questions asked in the period, oldest first. */
  list(period: Period): Promise<QuestionRecord[]>;
  /** Deletes the questions of a conversation, of an email, or of both together; returns how many. */
  forget(who: Who): Promise<number>;
  /** Deletes the questions asked before `before`; returns how many. */
  prune(before: Date): Promise<number>;
  close(): Promise<void>;
}

export const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** True when the record belongs to `who` (at least one field must be given). */
export function matches(record: QuestionRecord, who: Who): boolean {
  if (who.conversationId === undefined && who.email === undefined) return false;
  if (who.conversationId !== undefined && record.conversationId !== who.conversationId) return false;
  if (who.email !== undefined && !sameEmail(record.email, who.email)) return false;
  return true;
}
