import { beforeAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../../../server/app';
import { readConfig, withBuildFacts } from '../../../server/config';
import { staticSite } from '../../../server/static';

// The server's security headers, carried into the build for hosts that serve dist/ as plain files:
// each page's policy in a <meta>, the rest in _headers and vercel.json. Checked on a real build
// against what the server itself sends.

const outDir = mkdtempSync(join(tmpdir(), 'headers-'));
let pages: string[] = [];
let served: Headers;

beforeAll(async () => {
  execFileSync(
    'npx',
    ['vite', 'build', '--configLoader', 'runner', '--logLevel', 'warn', '--outDir', outDir],
    {
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
  pages = readdirSync(outDir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html'));
  const config = withBuildFacts(readConfig({ DIST_DIR: outDir }));
  const app = createApp({ config, clientKey: () => 'x', staticFiles: staticSite(outDir) });
  served = (await app.request('/')).headers;
}, 120_000);

const META = /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/g;
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const directives = (policy: string) => policy.split(';').map((d) => d.trim());

describe('every built page', () => {
  it('carries the server’s page policy as its first element after the charset, without frame-ancestors', () => {
    const header = served.get('content-security-policy')!;
    expect(header).toContain("frame-ancestors 'none'");
    const expected = directives(header).filter((d) => !d.startsWith('frame-ancestors'));
    // Every page the build wrote, the prerendered entry pages and the 404 included.
    const facts = JSON.parse(readFileSync(join(outDir, 'build-config.json'), 'utf8')) as {
      pages: Record<string, string>;
    };
    expect(pages.sort()).toEqual([...new Set(Object.values(facts.pages))].sort());
    for (const page of pages) {
      const html = readFileSync(join(outDir, page), 'utf8');
      const metas = [...html.matchAll(META)];
      expect(metas, page).toHaveLength(1);
      expect(directives(metas[0]![1]!), page).toEqual(expected);
      expect(html.indexOf('<meta charset="UTF-8" />') + '<meta charset="UTF-8" />'.length, page).toBe(
        metas[0]!.index,
      );
    }
  });

  it('lets exactly its own inline scripts and styles run, by their hashes in its <meta>', () => {
    for (const page of pages) {
      const html = readFileSync(join(outDir, page), 'utf8');
      const policy = [...html.matchAll(META)][0]![1]!;
      // JSON-LD is data the browser never runs, so the policy need not (and does not) name it.
      const scripts = [
        ...html.matchAll(
          /<script(?![^>]*\s(?:src=|type="application\/ld\+json"))[^>]*>([\s\S]*?)<\/script>/g,
        ),
      ];
      const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)];
      expect(scripts.length, page).toBeGreaterThan(0);
      for (const [, code = ''] of [...scripts, ...styles]) expect(policy, page).toContain(sha256(code));
      expect(policy).not.toContain("'unsafe-inline'");
    }
  });
});

describe('the header files for static hosts', () => {
  const wanted = [
    'strict-transport-security',
    'x-content-type-options',
    'referrer-policy',
    'x-frame-options',
    'permissions-policy',
  ];

  it('_headers gives every path the server’s headers, and frame-ancestors in the policy', () => {
    const text = readFileSync(join(outDir, '_headers'), 'utf8');
    const [path, ...lines] = text.trimEnd().split('\n');
    expect(path).toBe('/*');
    const headers = new Map(
      lines.map((line) => {
        const [, name = '', value = ''] = /^ {2}([\w-]+): (.*)$/.exec(line) ?? [];
        return [name, value];
      }),
    );
    for (const name of wanted) expect(headers.get(name), name).toBe(served.get(name));
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('strict-transport-security')).toMatch(/^max-age=\d+/);
    expect(headers.get('content-security-policy')).toBe("frame-ancestors 'none'");
  });

  it('vercel.json says the same', () => {
    const vercel = JSON.parse(readFileSync(join(outDir, 'vercel.json'), 'utf8')) as {
      headers: { source: string; headers: { key: string; value: string }[] }[];
    };
    expect(vercel.headers).toHaveLength(1);
    expect(vercel.headers[0]!.source).toBe('/(.*)');
    const headers = new Map(vercel.headers[0]!.headers.map(({ key, value }) => [key, value]));
    for (const name of wanted) expect(headers.get(name), name).toBe(served.get(name));
    expect(headers.get('content-security-policy')).toBe("frame-ancestors 'none'");
  });
});
