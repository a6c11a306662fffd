// `npm run outbox`: prints the contact messages the outbox has stored, from the store the server
// uses: PostgreSQL when DATABASE_URL is set, else the file OUTBOX_FILE (default data/outbox.jsonl).
import { readConfig } from '../server/config';
import { fileOutbox } from '../server/outbox/fileStore';
import { postgresOutbox } from '../server/outbox/pgStore';
import { formatOutbox } from '../server/outbox/print';

const config = readConfig();
const store = config.databaseUrl ? postgresOutbox(config.databaseUrl) : fileOutbox(config.outboxFile);

try {
  console.log(formatOutbox(await store.list(), store.where));
} catch (error) {
  console.error(`Could not read the outbox (${store.where}): ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await store.close();
}
