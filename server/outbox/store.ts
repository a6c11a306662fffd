import { createHash } from 'node:crypto';

// What every outbox store does, whatever holds the messages: a local file or PostgreSQL.

export interface OutboxRecord {
  id: string;
  receivedAt: string;
  service_id: string;
  template_id: string;
  name: string;
  email: string;
  message: string;
  /** The client's key for this message: a retry with the same key is stored once. */
  idempotencyKey?: string;
}

export type SaveOutcome =
  | { outcome: 'stored'; id: string }
  /** The key was seen before with the same message: the earlier id is the answer. */
  | { outcome: 'replayed'; id: string }
  /** The key was seen before with a different message. */
  | { outcome: 'conflict'; id: string };

export interface OutboxListing {
  messages: OutboxRecord[];
  /** Line numbers (file store) of lines that are not a stored message. */
  skipped: number[];
  /** Set when there is nothing yet to read (no file, no table). */
  missing?: string;
}

export interface OutboxStore {
  kind: 'file' | 'postgres';
  /** Where messages go, for logs and `npm run outbox`; never holds a password. */
  where: string;
  /** Gets the store ready (repairs a torn file, applies migrations); save() does it too if needed. */
  open(): Promise<void>;
  /** Stores one message once. A store that cannot start the write before `signal` aborts writes nothing. */
  save(record: OutboxRecord, signal?: AbortSignal): Promise<SaveOutcome>;
  list(): Promise<OutboxListing>;
  /** Resolves when the store can take messages; rejects with the reason when it cannot. */
  check(): Promise<void>;
  close(): Promise<void>;
}

/** Two records are the same message when everything the visitor sent matches. */
export function fingerprint(
  record: Pick<OutboxRecord, 'service_id' | 'template_id' | 'name' | 'email' | 'message'>,
): string {
  const fields = [record.service_id, record.template_id, record.name, record.email, record.message];
  return createHash('sha256').update(JSON.stringify(fields)).digest('base64url');
}
