import type { Sql } from 'postgres';

// The outbox's schema in PostgreSQL, as numbered steps. Each runs once, in order, inside one
// transaction that holds an advisory lock, so instances starting together never race on it.
// The steps live in code rather than .sql files so a bundled or serverless build carries them.

export const MIGRATIONS: readonly { id: string; sql: string }[] = [
  {
    id: '001_outbox_messages',
    sql: `
      CREATE TABLE outbox_messages (
        seq             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        id              uuid NOT NULL UNIQUE,
        received_at     timestamptz NOT NULL,
        idempotency_key text UNIQUE,
        service_id      text NOT NULL,
        template_id     text NOT NULL,
        name            text NOT NULL,
        email           text NOT NULL,
        message         text NOT NULL
      )`,
  },
  {
    // The chat's questions, kept for visitors who agreed (server/insights). The owner reads them by
    // period and deletes them by conversation or email; the retention deletes by time.
    id: '002_chat_questions',
    sql: `
      CREATE TABLE chat_questions (
        seq             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        conversation_id text NOT NULL,
        question_id     text NOT NULL,
        email           text NOT NULL,
        question        text NOT NULL,
        kind            text,
        items           text[] NOT NULL DEFAULT '{}',
        asked_at        timestamptz NOT NULL,
        UNIQUE (conversation_id, question_id)
      );
      CREATE INDEX chat_questions_asked_at ON chat_questions (asked_at);
      CREATE INDEX chat_questions_email ON chat_questions (lower(email))`,
  },
];

// Any constant works as long as nothing else in the database uses it; this one spells "outbox".
const LOCK = 0x6f7574626f78;

export async function migrate(sql: Sql): Promise<string[]> {
  return sql.begin(async (tx) => {
    await tx`SELECT pg_advisory_xact_lock(${LOCK})`;
    await tx`CREATE TABLE IF NOT EXISTS outbox_migrations (id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`;
    const done = new Set((await tx<{ id: string }[]>`SELECT id FROM outbox_migrations`).map((row) => row.id));
    const applied: string[] = [];
    for (const step of MIGRATIONS) {
      if (done.has(step.id)) continue;
      await tx.unsafe(step.sql);
      await tx`INSERT INTO outbox_migrations (id) VALUES (${step.id})`;
      applied.push(step.id);
    }
    return applied;
  });
}
