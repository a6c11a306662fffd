import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Hono } from 'hono';
import { contentSecurityPolicy } from '../../server/security';

// The server's security headers, carried to wherever dist/ is served. Each page gets its
// Content-Security-Policy as a <meta>, so a plain static host enforces it too; the header files the
// common static hosts read (`_headers` for Netlify and Cloudflare Pages, `vercel.json` for Vercel) get
// the rest. Both are taken from the server's own middleware, so they cannot drift from it.

/** What the build recorded in build-config.json that shapes the policy. */
interface PolicyFacts {
  emailjs?: boolean;
  voiceApiBase?: string | null;
  scriptHashes?: string[];
  styleHashes?: string[];
}

// Browsers ignore these in a <meta> policy (and warn); they can only come as a header.
const HEADER_ONLY = new Set(['frame-ancestors', 'report-uri', 'report-to', 'sandbox']);
// What a response says about itself rather than about security.
const NOT_SECURITY = new Set(['content-type', 'content-length', 'vary']);

/** The headers the server sends with a page of this build. */
export async function serverPageHeaders(facts: PolicyFacts): Promise<Headers> {
  const app = new Hono();
  app.use(
    '*',
    contentSecurityPolicy({
      emailjs: facts.emailjs === true,
      voiceApiBase: facts.voiceApiBase ?? undefined,
      scriptHashes: facts.scriptHashes ?? [],
      styleHashes: facts.styleHashes ?? [],
    }),
  );
  app.get('*', (c) => c.html('<!doctype html>'));
  return (await app.request('/')).headers;
}

const directives = (policy: string) =>
  policy
    .split(';')
    .map((d) => d.trim())
    .filter(Boolean);
const directiveName = (directive: string) => directive.split(/\s+/)[0]!.toLowerCase();

/** The page policy as a <meta> can carry it: without the directives only a header can set. */
export function metaPolicy(policy: string): string {
  return directives(policy)
    .filter((d) => !HEADER_ONLY.has(directiveName(d)))
    .join('; ');
}

/**
 * The headers for every file on a static host: the server's page headers, with a policy of the
 * header-only directives alone (the pages carry the rest in their <meta>; the script hashes would
 * otherwise ride on every asset, as the server avoids).
 */
export function staticHostHeaders(page: Headers): [string, string][] {
  const headers: [string, string][] = [];
  for (const [name, value] of page) {
    if (NOT_SECURITY.has(name)) continue;
    if (name === 'content-security-policy') {
      const headerOnly = directives(value).filter((d) => HEADER_ONLY.has(directiveName(d)));
      if (headerOnly.length) headers.push([name, headerOnly.join('; ')]);
    } else headers.push([name, value]);
  }
  return headers;
}

const escapeAttribute = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
const CSP_META = /<meta http-equiv="Content-Security-Policy" content="[^"]*">/;

/** The page with its policy as the first thing after the charset, ahead of every style and script. */
export function withPolicyMeta(html: string, policy: string): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(policy)}">`;
  if (CSP_META.test(html)) return html.replace(CSP_META, () => meta);
  const anchor = /<meta charset="[^"]*"\s*\/?>/i.exec(html) ?? /<head>/i.exec(html);
  if (!anchor) throw new Error('A built page has no <head> to put its Content-Security-Policy in');
  const at = anchor.index + anchor[0].length;
  return `${html.slice(0, at)}${meta}${html.slice(at)}`;
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile() && e.name.endsWith('.html')).map((e) => join(e.parentPath, e.name));
}

/** After the prerender: the policy into every page of outDir, and the header files beside them. */
export async function secureBuiltPages(outDir: string): Promise<void> {
  const facts = JSON.parse(await readFile(join(outDir, 'build-config.json'), 'utf8')) as PolicyFacts;
  const page = await serverPageHeaders(facts);
  const policy = metaPolicy(page.get('content-security-policy') ?? '');
  if (!policy) throw new Error('The server sets no Content-Security-Policy on pages to carry into them');
  for (const file of await htmlFiles(outDir)) {
    await writeFile(file, withPolicyMeta(await readFile(file, 'utf8'), policy));
  }
  const headers = staticHostHeaders(page);
  await writeFile(join(outDir, '_headers'), `/*\n${headers.map(([k, v]) => `  ${k}: ${v}\n`).join('')}`);
  const vercel = {
    headers: [{ source: '/(.*)', headers: headers.map(([key, value]) => ({ key, value })) }],
  };
  await writeFile(join(outDir, 'vercel.json'), `${JSON.stringify(vercel, null, 2)}\n`);
}
