import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { expect, test } from './siteTest';
import type { Page } from '@playwright/test';
import { createApp } from '../../server/app';
import { readConfig, withBuildFacts } from '../../server/config';
import { staticSite } from '../../server/static';
import { pieces, startOpenAIStub, type OpenAIStub } from '../fixtures/openaiStub';

// The chat with a model configured: the site's own build and server code, on a port of its own, with
// its model a local stub that streams the way the real API does (and stalls or breaks on demand).

const SITE_PORT = Number(process.env.E2E_PORT ?? 4173);
let stub: OpenAIStub;
let server: Server;
let base = '';

test.beforeAll(async () => {
  stub = await startOpenAIStub('slow-first');
  const distDir = `dist-e2e-${SITE_PORT}`;
  const env = {
    DIST_DIR: distDir,
    OUTBOX_FILE: join(mkdtempSync(join(tmpdir(), 'stream-e2e-')), 'outbox.jsonl'),
  };
  const config = {
    ...withBuildFacts(readConfig(env)),
    chatRateLimit: 1000,
    openai: { apiKey: 'sk-e2e', baseUrl: stub.baseUrl, model: 'stub', timeoutMs: 5000 },
  };
  server = serve({
    fetch: createApp({ config, clientKey: () => 'e2e', staticFiles: staticSite(distDir) }).fetch,
    port: 0,
    hostname: '127.0.0.1',
  }) as Server;
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await stub.close();
});

const bubbles = (page: Page) =>
  page.getByRole('log', { name: 'Conversation' }).locator('.chat-bubble:not(.chat-bubble--typing)');

async function askInChat(page: Page, question: string) {
  await page.goto(`${base}/chatbot`);
  await page.getByRole('textbox', { name: 'Email' }).fill('recruiter@example.com');
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByRole('button', { name: 'Chat', exact: true }).click();
  await page.getByRole('textbox', { name: 'Message' }).fill(question);
  await page.getByRole('textbox', { name: 'Message' }).press('Enter');
}

const stored = (page: Page) =>
  page.evaluate(
    () => JSON.parse(localStorage.getItem('chatHistory') ?? '[]') as { sender: string; text: string }[],
  );

test('shows "Typing..." until the first words, the words as they arrive, and stores the finished answer once', async ({
  page,
}) => {
  stub.mode = 'slow-first';
  stub.firstTokenDelayMs = 1500;
  stub.pieceDelayMs = 120;
  const log = page.getByRole('log', { name: 'Conversation' });
  await askInChat(page, 'What has the owner built?');
  await expect(log.getByText('Typing...')).toBeVisible();
  const streaming = log.locator('.chat-bubble--streaming');
  const [firstWord] = pieces(stub.reply);
  await expect(streaming).toContainText(firstWord!.trim());
  await expect(log.getByText('Typing...')).toHaveCount(0);
  // Part of the answer is on screen before the rest has arrived.
  expect(await streaming.textContent()).not.toContain('links.');
  await expect(streaming).toHaveCount(0);
  await expect(bubbles(page).nth(3)).toHaveText(`Assistant${stub.reply.replace(/\*\*/g, '')}`);
  const answers = (await stored(page)).filter((m) => m.sender === 'ai' && m.text === stub.reply);
  expect(answers).toHaveLength(1);
  expect(await stored(page)).toHaveLength(4);
});

test('an answer cut off half-way becomes "Error: Unable to get response.", stored instead of the partial words', async ({
  page,
}) => {
  stub.mode = 'cut';
  stub.pieceDelayMs = 60;
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await askInChat(page, 'What has the owner built?');
  await expect(bubbles(page).nth(3)).toHaveText('AssistantError: Unable to get response.');
  await expect(page.getByRole('log').locator('.chat-bubble--streaming')).toHaveCount(0);
  expect((await stored(page)).at(-1)).toEqual({
    id: 4,
    sender: 'ai',
    text: 'Error: Unable to get response.',
  });
  expect(errors.join('\n')).toMatch(/stopped part-way.*status 200/);
});
