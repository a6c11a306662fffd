// The platform's REST client from Node: list the assistants, create one, rename it, then walk every call
// page by page with listAll(). Run it with PLATFORM_URL (the API base) and PLATFORM_TOKEN (a private key).
import { createPlatformClient, PlatformError } from '@hud-portfolio/call-engine/api';

const baseUrl = process.env.PLATFORM_URL;
const token = process.env.PLATFORM_TOKEN;
if (!baseUrl || !token) {
  console.error('Set PLATFORM_URL (e.g. https://api.vapi.ai) and PLATFORM_TOKEN (your private API key).');
  process.exit(2);
}

const client = createPlatformClient({ baseUrl, token, retry: 2 });

try {
  const assistants = await client.assistants.list({ limit: 10 });
  console.log(`assistants: ${assistants.map((a) => String(a.name)).join(', ') || 'none'}`);

  const created = await client.assistants.create({
    name: 'Support line',
    firstMessage: 'Hello, how can I help?',
  });
  console.log(`created: ${String(created.id)}`);

  const updated = await client.assistants.update(String(created.id), { name: 'Support line (EU)' });
  console.log(`renamed: ${String(updated.name)}`);

  let calls = 0;
  for await (const call of client.calls.listAll({ limit: 100 })) {
    calls += 1;
    if (calls <= 3) console.log(`call: ${String(call.id)} ${String(call.status)}`);
  }
  console.log(`calls in all: ${calls}`);
} catch (error) {
  // A non-2xx answer: its status, the platform's message and the request id to quote to support.
  if (error instanceof PlatformError) {
    console.error(`${error.message} (status ${error.status}, request ${error.requestId ?? 'unknown'})`);
    process.exit(1);
  }
  throw error;
}
