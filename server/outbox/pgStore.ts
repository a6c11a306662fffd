import postgres from 'postgres';
import { migrate } from './migrations';
import { fingerprint, type OutboxRecord, type OutboxStore } from './store';

// The outbox for many instances (or a serverless platform): one PostgreSQL table, the idempotency
// key unique, so a retry that reaches any instance is stored once.

interface Row {
  id: string;
  received_at: Date;
  idempotency_key: string | null;
  service_id: string;
  template_id: string;
  name: string;
  email: string;
  message: string;
}

const toRecord = (row: Row): OutboxRecord => ({
  id: row.id,
  receivedAt: row.received_at.toISOString(),
  service_id: row.service_id,
  template_id: row.template_id,
  name: row.name,
  email: row.email,
  message: row.message,
  ...(row.idempotency_key ? { idempotencyKey: row.idempotency_key } : {}),
});

// The text as PostgreSQL keeps it: UTF-8, where half of a surrogate pair becomes U+FFFD (the driver
// encodes with Buffer). A retry is compared with what was stored, so it is made the same way first.
const asStored = (text: string) => Buffer.from(text, 'utf8').toString('utf8');
const storedForm = (record: OutboxRecord): OutboxRecord => ({
  ...record,
  name: asStored(record.name),
  email: asStored(record.email),
  message: asStored(record.message),
});

/** host:port/database, for logs: never the user or password. */
export function describeDatabase(url: string): string {
  try {
    const u = new URL(url);
    return `PostgreSQL ${u.hostname}${u.port ? `:${u.port}` : ''}${u.pathname}`;
  } catch {
    return 'PostgreSQL (DATABASE_URL)';
  }
}

export function postgresOutbox(url: string): OutboxStore {
  const sql = postgres(url, { max: 5, connect_timeout: 5, idle_timeout: 30, onnotice: () => {} });
  let ready: Promise<unknown> | undefined;
  // Migrations run on first use; a failure (database down) is retried on the next call.
  const migrated = () =>
    (ready ??= migrate(sql).then(
      (applied) =>
        applied.length && console.log(`[outbox] ${describeDatabase(url)}: applied ${applied.join(', ')}`),
      (err: unknown) => {
        ready = undefined;
        throw err;
      },
    ));
  const columns = 'id, received_at, idempotency_key, service_id, template_id, name, email, message';

  return {
    kind: 'postgres',
    where: describeDatabase(url),
    open: async () => {
      await migrated();
    },
    async save(posted, signal) {
      const record = storedForm(posted);
      await migrated();
      signal?.throwIfAborted();
      const key = record.idempotencyKey ?? null;
      const inserted = await sql`
        INSERT INTO outbox_messages (id, received_at, idempotency_key, service_id, template_id, name, email, message)
        VALUES (${record.id}, ${record.receivedAt}, ${key}, ${record.service_id}, ${record.template_id}, ${record.name}, ${record.email}, ${record.message})
        ON CONFLICT (idempotency_key) DO NOTHING
        RETURNING id`;
      if (inserted.length) return { outcome: 'stored', id: record.id };
      const [prior] = await sql<
        Row[]
      >`SELECT ${sql.unsafe(columns)} FROM outbox_messages WHERE idempotency_key = ${key}`;
      if (!prior) throw new Error(`idempotency key ${key} conflicted but no row holds it`);
      return {
        outcome: fingerprint(toRecord(prior)) === fingerprint(record) ? 'replayed' : 'conflict',
        id: prior.id,
      };
    },
    async list() {
      await migrated();
      const rows = await sql<Row[]>`SELECT ${sql.unsafe(columns)} FROM outbox_messages ORDER BY seq`;
      return { messages: rows.map(toRecord), skipped: [] };
    },
    async check() {
      await migrated();
      await sql`SELECT 1`;
    },
    close: () => sql.end({ timeout: 5 }),
  };
}
