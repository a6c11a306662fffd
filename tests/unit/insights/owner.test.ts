import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { OWNER_COOKIE } from '../../../server/insights/ownerRoutes';
import { appWith, fileBackend, token, visitor, type Backend } from './helpers';

// /owner: no token set, no page; a wrong or missing token a 401 that says nothing more; the right one
// in a header or through the sign-in form's HttpOnly cookie shows what visitors asked.

const TOKEN = 'owner-secret-0123456789';
let backend: Backend;
const opened: { close: () => Promise<void> }[] = [];
const open = async (extra: Record<string, string> = { OWNER_TOKEN: TOKEN }) => {
  backend ??= await fileBackend();
  const made = await appWith(backend, extra);
  opened.push(made);
  return made;
};
afterEach(async () => {
  await Promise.all(opened.splice(0).map((o) => o.close()));
  await backend?.reset();
});
afterAll(() => backend?.close());

const html = { accept: 'text/html' };
const login = (app: Awaited<ReturnType<typeof open>>['app'], value: string) =>
  app.request('/owner/login', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...html },
    body: new URLSearchParams({ token: value }).toString(),
  });

describe('the owner page', () => {
  it('does not exist without OWNER_TOKEN', async () => {
    const { app } = await open({});
    for (const path of ['/owner', '/owner/report.json', '/owner/owner.js'])
      expect((await app.request(path, { headers: html })).status).toBe(404);
    expect((await login(app, 'anything')).status).toBe(404);
  });

  it('refuses without the token, or with a wrong one, with a 401 that gives no hint', async () => {
    const { app } = await open();
    const none = await app.request('/owner', { headers: html });
    expect(none.status).toBe(401);
    const page = await none.text();
    expect(page).toContain('Owner token');
    expect(page).not.toContain(TOKEN);
    const wrongHeader = await app.request('/owner/report.json', {
      headers: { authorization: 'Bearer nope' },
    });
    expect(wrongHeader.status).toBe(401);
    expect(await wrongHeader.json()).toEqual({ error: 'Unauthorized' });
    const near = await login(app, TOKEN.slice(0, -1));
    expect(near.status).toBe(401);
    expect(near.headers.get('set-cookie')).toBeNull();
    const nearText = await near.text();
    expect(nearText).toContain('Not signed in.');
    expect(await (await login(app, 'x')).text()).toBe(nearText);
    const forged = await app.request('/owner', { headers: { ...html, cookie: `${OWNER_COOKIE}=${TOKEN}` } });
    expect(forged.status).toBe(401);
  });

  it('shows the report to the token in a header, and after sign-in through an HttpOnly cookie that is not the token', async () => {
    const { app, ask, holds } = await open();
    const who = visitor('reader@example.com');
    await ask({ userText: 'Does he <i>sing</i>?', questionId: token('q'), visitor: who });
    expect(await holds(1)).toBe(true);

    const byHeader = await app.request('/owner/report.json', {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(byHeader.status).toBe(200);
    expect(byHeader.headers.get('cache-control')).toBe('no-store');
    expect((await byHeader.json()).totals.questions).toBe(1);

    const signedIn = await login(app, TOKEN);
    expect(signedIn.status).toBe(303);
    expect(signedIn.headers.get('location')).toBe('/owner');
    const cookie = signedIn.headers.get('set-cookie')!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect(cookie).toMatch(/Path=\/owner/);
    expect(cookie).not.toContain(TOKEN);
    const session = cookie.split(';')[0]!;
    const dashboard = await app.request('/owner', { headers: { ...html, cookie: session } });
    expect(dashboard.status).toBe(200);
    const page = await dashboard.text();
    expect(page).toContain('reader@example.com');
    expect(page).toContain('Does he sing?');
    expect(page).toContain('<svg');
    expect(page).not.toContain(TOKEN);
    expect(page).not.toMatch(/<script>|<script [^>]*>[^<]/);
    expect(dashboard.headers.get('content-security-policy')).toMatch(/script-src 'self'/);
  });

  it('turns an unanswered question into a draft faq entry for content/faq.ts', async () => {
    const { app, stores } = await open();
    await stores.insights.record({
      questionId: token('q'),
      conversationId: token('c'),
      email: 'a@b.co',
      question: 'Does he play chess?',
      kind: 'not-on-site',
      items: [],
      askedAt: new Date().toISOString(),
    });
    const page = await (
      await app.request('/owner', { headers: { ...html, authorization: `Bearer ${TOKEN}` } })
    ).text();
    expect(page).toContain('Draft FAQ entry');
    expect(page).toContain('id: &quot;does-he-play-chess&quot;');
    expect(page).toContain('questions: [&quot;Does he play chess?&quot;]');
  });

  it('limits sign-in attempts', async () => {
    const { app } = await open();
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await login(app, `guess-${i}`)).status);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.at(-1)).toBe(429);
  });
});
