import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { Store } from 'hono-rate-limiter';
import { capBody } from '../bodyLimit';
import { limitPerClient, type ClientKey } from '../rateLimit';
import { OWNER_CSS, OWNER_JS } from './ownerAssets';
import { dashboardPage, loginPage } from './ownerPage';
import { retentionCutoff } from './record';
import { buildReport, lastDays } from './report';
import type { InsightsStore } from './store';

// /owner: the owner's report, behind OWNER_TOKEN. The token travels in an `Authorization: Bearer`
// header (scripts) or is typed into the sign-in form, which answers with an HttpOnly cookie holding a
// keyed hash of it (never the token, never in a URL). A wrong token is a 401 that says nothing more.
// The app mounts these routes only when the token is set, so without it /owner is the site's 404.

export const OWNER_COOKIE = 'owner_session';
const SESSION_SECONDS = 12 * 60 * 60;
const SIGN_INS_A_MINUTE = 5;
const DEFAULT_DAYS = 30;
const MAX_DAYS = 3660;

const digest = (text: string) => createHash('sha256').update(text).digest();
/** Compares hashes, so neither the length nor the content of the token shows in the time taken. */
const sameSecret = (given: string, expected: string) => timingSafeEqual(digest(given), digest(expected));

export interface OwnerDeps {
  token: string;
  store: InsightsStore;
  retentionDays: number;
  clientKey: ClientKey;
  rateLimit: number;
  limitStore?: (name: string) => Store | undefined;
  now?: () => Date;
}

const secure = (c: Context) =>
  new URL(c.req.url).protocol === 'https:' || c.req.header('x-forwarded-proto') === 'https';
const privately = (c: Context) => {
  c.header('Cache-Control', 'no-store');
  c.header('X-Robots-Tag', 'noindex, nofollow');
};
/** A 401: the sign-in page for a browser, a bare JSON error for a script. */
const refuse = (c: Context, failed = false) => {
  privately(c);
  if ((c.req.header('accept') ?? '').includes('text/html')) return c.html(loginPage(failed), 401);
  return c.json({ error: 'Unauthorized' }, 401);
};

/** The report of the last `?days=` days (30 by default), after deleting what is older than the retention. */
async function reportAsked(c: Context, deps: OwnerDeps, at: Date) {
  const asked = Number(c.req.query('days') ?? DEFAULT_DAYS);
  const days = Number.isInteger(asked) && asked >= 1 ? Math.min(asked, MAX_DAYS) : DEFAULT_DAYS;
  await deps.store.prune(retentionCutoff(at, deps.retentionDays));
  const period = lastDays(days, at);
  return buildReport(await deps.store.list(period), period);
}

/** The sign-in form's answer: the session cookie and back to /owner, or the form again with a 401. */
async function signIn(c: Context, token: string, session: string) {
  let given = '';
  try {
    const form = await c.req.parseBody();
    given = typeof form.token === 'string' ? form.token.trim() : '';
  } catch {
    return refuse(c, true);
  }
  if (!given || !sameSecret(given, token)) return refuse(c, true);
  setCookie(c, OWNER_COOKIE, session, {
    httpOnly: true,
    secure: secure(c),
    sameSite: 'Strict',
    path: '/owner',
    maxAge: SESSION_SECONDS,
  });
  privately(c);
  return c.redirect('/owner', 303);
}

export function ownerRoutes(deps: OwnerDeps): Hono {
  const now = deps.now ?? (() => new Date());
  const session = createHmac('sha256', deps.token).update('owner-session v1').digest('base64url');
  const authorised = (c: Context) => {
    const header = c.req.header('authorization');
    if (header?.startsWith('Bearer ')) return sameSecret(header.slice(7).trim(), deps.token);
    const cookie = getCookie(c, OWNER_COOKIE);
    return cookie !== undefined && sameSecret(cookie, session);
  };
  const report = (c: Context) => reportAsked(c, deps, now());

  const routes = new Hono();
  routes.use(
    '*',
    limitPerClient({
      limit: deps.rateLimit,
      windowMs: 60_000,
      clientKey: deps.clientKey,
      what: 'owner',
      store: deps.limitStore?.('owner'),
    }),
  );
  routes.get('/owner.css', (c) => {
    c.header('Content-Type', 'text/css; charset=utf-8');
    return c.body(OWNER_CSS);
  });
  routes.get('/owner.js', (c) => {
    if (!authorised(c)) return refuse(c);
    privately(c);
    c.header('Content-Type', 'text/javascript; charset=utf-8');
    return c.body(OWNER_JS);
  });
  routes.get('/', async (c) => {
    if (!authorised(c)) return refuse(c);
    privately(c);
    return c.html(dashboardPage(await report(c), deps.store.where, deps.retentionDays));
  });
  routes.get('/report.json', async (c) => {
    if (!authorised(c)) return refuse(c);
    privately(c);
    return c.json(await report(c));
  });
  routes.post(
    '/login',
    limitPerClient({
      limit: SIGN_INS_A_MINUTE,
      windowMs: 60_000,
      clientKey: deps.clientKey,
      what: 'owner sign-in',
      store: deps.limitStore?.('owner-login'),
    }),
    capBody(4096, (c) => c.json({ error: 'The form is too large.' }, 413)),
    (c) => signIn(c, deps.token, session),
  );
  routes.post('/logout', (c) => {
    deleteCookie(c, OWNER_COOKIE, { path: '/owner', secure: secure(c) });
    privately(c);
    return c.redirect('/owner', 303);
  });
  return routes;
}
