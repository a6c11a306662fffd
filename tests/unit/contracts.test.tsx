// @vitest-environment jsdom
import { createElement, createRef } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// contracts/ is the one home of the facts the browser and the server share. These tests change one
// line there, as a maintainer would, and watch every side follow: nothing else holds a copy.

const editedPages = join(process.cwd(), 'contracts', 'pages.edited.tmp.ts');
const made: string[] = [];
const temporary = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  made.push(dir);
  return dir;
};

afterEach(() => {
  cleanup();
  rmSync(editedPages, { force: true });
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
  vi.doUnmock('../../contracts/pages');
  vi.doUnmock('../../contracts/contact');
  vi.doUnmock('../../contracts/chat');
  vi.resetModules();
});

const json = (body: unknown) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

describe('adding a page is one line in contracts/pages.ts', () => {
  it("gives the new page a route, a navigation item, a prerendered page, a 200 from the server and the assistant's page link", async () => {
    // The table as it is, plus one line.
    const source = readFileSync(join(process.cwd(), 'contracts', 'pages.ts'), 'utf8');
    const line = "  talks: { path: '/talks', title: 'Talks', view: 'about/AboutView' },\n";
    const edited = source.replace(/(export const pages = \{\n[\s\S]*?)(\} as const;)/, `$1${line}$2`);
    expect(edited).not.toBe(source);
    // Beside the real table, so the test runner compiles it the same way (git ignores *.tmp.ts).
    writeFileSync(editedPages, edited);
    vi.doMock('../../contracts/pages', () => import(/* @vite-ignore */ editedPages));

    const { navigation, allPages } = await import('../../contracts/pages');
    expect(navigation.at(-1)).toEqual({
      to: '/talks',
      imgSrc: '/icons/shell.svg#i-nav-talks',
      altText: 'Talks',
      navClass: 'nav-talks',
      title: 'Talks',
    });
    expect(allPages.map((page) => page.path)).toContain('/talks');

    const { prerenderTargets } = await import('../../scripts/build/prerender');
    expect(prerenderTargets).toContainEqual({ path: '/talks', url: '/talks', file: 'talks/index.html' });

    const { createAppRouter } = await import('../../src/router');
    const router = createAppRouter();
    expect(Object.keys(router.routesByPath)).toContain('/talks');

    // The server answers the page table's paths with their prerendered page and 200.
    const dist = temporary('dist-');
    writeFileSync(join(dist, 'talks.html'), '<!doctype html><h1>Talks</h1>');
    writeFileSync(join(dist, '404.html'), '<!doctype html><h1>404</h1>');
    writeFileSync(
      join(dist, 'build-config.json'),
      JSON.stringify({ pages: { '/talks': 'talks.html', $: '404.html' } }),
    );
    const { staticSite } = await import('../../server/static');
    const site = staticSite(dist);
    const talks = await site.request('/talks');
    expect(talks.status).toBe(200);
    expect(await talks.text()).toContain('<h1>Talks</h1>');
    expect((await site.request('/nowhere')).status).toBe(404);

    const { pageLink } = await import('../../server/chat/answers/markdown');
    expect(pageLink('talks' as never)).toBe('[Talks](/talks)'); // 'talks' is not a key of the real table.
  });
});

describe('changing a cap is one line in contracts/', () => {
  it("the contact form's fields and the outbox follow CONTACT_CAPS", async () => {
    const caps = { name: 7, email: 20, message: 11 };
    vi.doMock('../../contracts/contact', async (original) => ({
      ...(await original<object>()),
      CONTACT_CAPS: caps,
    }));
    const { default: ContactView } = await import('../../src/views/contact/ContactView');
    render(createElement(ContactView));
    expect(screen.getByLabelText('Name')).toHaveAttribute('maxlength', '7');
    expect(screen.getByLabelText('Email')).toHaveAttribute('maxlength', '20');
    expect(screen.getByLabelText('Message')).toHaveAttribute('maxlength', '11');

    // The outbox takes each field with its label in front, up to the label and the form's cap.
    const { sendPayloadSchema } = await import('../../server/outbox/payload');
    const { CONTACT_FIELDS, CONTACT_LABELS } = await import('../../contracts/contact');
    const fields = { name: 'Name: Ada', email: 'Email: ada@example.com', message: 'Message: Hello' };
    const payload = (params: Partial<typeof fields>) => ({
      lib_version: '4.4.1',
      user_id: 'local',
      service_id: 'outbox',
      template_id: 'contact',
      template_params: { ...fields, ...params },
    });
    for (const field of CONTACT_FIELDS) {
      const atCap = `${CONTACT_LABELS[field]}${'x'.repeat(caps[field] - 5)}@a.bc`;
      expect(sendPayloadSchema.safeParse(payload({ [field]: atCap })).success, field).toBe(true);
      const refused = sendPayloadSchema.safeParse(payload({ [field]: `${atCap}x` }));
      expect(refused.error?.issues[0]?.message).toBe(
        `template_params.${field} is longer than ${CONTACT_LABELS[field].length + caps[field]} characters`,
      );
    }
  });

  it('the chat composer and /api/chat follow MAX_USER_TEXT', async () => {
    vi.doMock('../../contracts/chat', async (original) => ({
      ...(await original<object>()),
      MAX_USER_TEXT: 12,
    }));
    const { ChatComposer } = await import('../../src/views/chatbot/ChatComposer');
    const { chatMachine } = await import('../../machines/chat');
    // Never started: the composer only reads the draft and the state.
    const actor = createActor(chatMachine, { input: { initialMessages: [] } });
    render(createElement(ChatComposer, { actor, inputRef: createRef<HTMLInputElement>() }));
    expect(screen.getByLabelText('Message')).toHaveAttribute('maxlength', '12');

    const { createApp } = await import('../../server/app');
    const { readConfig } = await import('../../server/config');
    const dir = temporary('chat-');
    const app = createApp({
      config: readConfig({ DIST_DIR: dir, OUTBOX_FILE: join(dir, 'outbox.jsonl') }),
      clientKey: () => '127.0.0.1',
    });
    expect((await app.request('/api/chat', json({ userText: 'x'.repeat(12) }))).status).toBe(200);
    const refused = await app.request('/api/chat', json({ userText: 'x'.repeat(13) }));
    expect(refused.status).toBe(413);
    expect((await refused.json()).error).toMatch(/the limit is 12/);
  });
});
