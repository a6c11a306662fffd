// `npm run outbox`: prints the contact messages the local outbox has stored.
// Reads OUTBOX_FILE (default data/outbox.jsonl), the same setting the server writes to.
import { readFile } from 'node:fs/promises';
import { formatOutbox } from '../server/outbox/print';

const file = process.env.OUTBOX_FILE || 'data/outbox.jsonl';

try {
  const contents = await readFile(file, 'utf8');
  console.log(formatOutbox(contents, file));
} catch (error) {
  if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
    console.log(`No messages yet: ${file} does not exist. The contact form creates it with the first message.`);
  } else {
    console.error(`Could not read the outbox ${file}: ${(error as Error).message}`);
    process.exitCode = 1;
  }
}
