import postgres from 'postgres';
import { migrate } from '../outbox/migrations';
import { describeDatabase } from '../outbox/pgStore';
import type { InsightsStore, QuestionRecord } from './store';

// The log for many instances: the chat_questions table (server/outbox/migrations.ts), unique on the
// conversation and the browser's question id, so a retry that reaches any instance is stored once.

interface Row {
  conversation_id: string;
  question_id: string;
  email: string;
  question: string;
  kind: string | null;
  items: string[];
  asked_at: Date;
}

const toRecord = (row: Row): QuestionRecord => ({
  questionId: row.question_id,
  conversationId: row.conversation_id,
  email: row.email,
  question: row.question,
  kind: row.kind,
  items: row.items,
  askedAt: row.asked_at.toISOString(),
});

export function postgresInsights(url: string): InsightsStore {
  const sql = postgres(url, { max: 2, connect_timeout: 5, idle_timeout: 30, onnotice: () => {} });
  let ready: Promise<unknown> | undefined;
  // Migrations run on first use; a failure (database down) is retried on the next call.
  const migrated = () =>
    (ready ??= migrate(sql).catch((err: unknown) => {
      ready = undefined;
      throw err;
    }));

  return {
    kind: 'postgres',
    where: describeDatabase(url),
    async record(r) {
      await migrated();
      const inserted = await sql`
        INSERT INTO chat_questions (conversation_id, question_id, email, question, kind, items, asked_at)
        VALUES (${r.conversationId}, ${r.questionId}, ${r.email}, ${r.question}, ${r.kind}, ${sql.array(r.items)}, ${r.askedAt})
        ON CONFLICT (conversation_id, question_id) DO NOTHING
        RETURNING seq`;
      return inserted.length ? 'stored' : 'replayed';
    },
    async list({ from, to }) {
      await migrated();
      const rows = await sql<Row[]>`
        SELECT conversation_id, question_id, email, question, kind, items, asked_at FROM chat_questions
        WHERE asked_at >= ${from} AND asked_at < ${to} ORDER BY asked_at, seq`;
      return rows.map(toRecord);
    },
    async forget({ conversationId, email }) {
      if (conversationId === undefined && email === undefined) return 0;
      await migrated();
      // One plain condition per case, so each uses its index (the unique key, or lower(email)).
      const byEmail = sql`lower(email) = lower(${email?.trim() ?? ''})`;
      const where =
        conversationId === undefined
          ? byEmail
          : email === undefined
            ? sql`conversation_id = ${conversationId}`
            : sql`conversation_id = ${conversationId} AND ${byEmail}`;
      const deleted = await sql`DELETE FROM chat_questions WHERE ${where}`;
      return deleted.count;
    },
    async prune(before) {
      await migrated();
      const deleted = await sql`DELETE FROM chat_questions WHERE asked_at < ${before}`;
      return deleted.count;
    },
    close: () => sql.end({ timeout: 5 }),
  };
}
