import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { owner } from '../../../content';
import { checkContent } from '../../../scripts/site/checkContent';
import { owner as secondOwner } from '../../fixtures/owners/noemie/owner';

// `npm run check:content`: every problem in content/ and what it names, at once, by field path.
const root = join(import.meta.dirname, '../../..');
const fixture = join(root, 'tests/fixtures/owners/noemie');

/** A copy of the fixture owner's content folder with `edit` applied to each file's text. */
function brokenCopy(edit: (file: string, text: string) => string) {
  const dir = mkdtempSync(join(tmpdir(), 'content-'));
  for (const file of readdirSync(fixture).filter((f) => f.endsWith('.ts')))
    writeFileSync(
      join(dir, file),
      edit(
        file,
        readFileSync(join(fixture, file), 'utf8').replaceAll('../../../../content/', `${root}/content/`),
      ),
    );
  return dir;
}

describe('check:content', () => {
  it("passes the site's own content", async () => {
    expect((await checkContent(owner)).errors).toEqual([]);
  });

  it('prints every problem with its field path, schema and files alike, and exits non-zero', () => {
    const dir = brokenCopy((file, text) => {
      if (file === 'projects.ts')
        return text
          .replace("slug: 'quern'", "slug: 'Quern Lib'")
          .replace("github: gh('ledgerline')", "github: 'http://example.com/ledgerline'");
      if (file === 'profile.ts')
        return text.replace(
          /(\n\s*handle,)/,
          "$1\n  avatar: { src: '/images/no-such-portrait.webp', alt: 'x', width: 320, height: 320 },",
        );
      if (file === 'faq.ts')
        return text.replace("id: 'availability',", "id: 'availability',\n    items: ['no-such-project'],");
      return text;
    });
    const run = spawnSync('npx', ['tsx', 'scripts/checkContent.ts'], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, CONTENT_DIR: dir },
    });
    expect(run.status, run.stderr).toBe(1);
    const problems = run.stdout.split('\n').filter((line) => line.includes('✗'));
    expect(problems.join('\n')).toMatch(/projects\[1\] \(Quern Lib\)\.slug: /);
    expect(problems.join('\n')).toMatch(/projects\[2\] \(ledgerline\)\.github: /);
    expect(problems.join('\n')).toMatch(
      /avatar\.src: content\/pictures\/no-such-portrait\.webp does not exist/,
    );
    expect(problems.join('\n')).toMatch(/faq\[0\] \(availability\)\.items: "no-such-project" is no project/);
    expect(run.stdout).toContain(`content/ has ${problems.length} problem(s):`);
    expect(problems).toHaveLength(4);
  }, 60_000);

  it("names 'present' among the end values and calls a missing field required, by its path", async () => {
    const data = structuredClone(secondOwner) as Record<string, unknown> & typeof secondOwner;
    const entry = data.about[2].entries[0] as Record<string, unknown>;
    entry.end = 'ongoing';
    delete entry.title;
    delete (data as Record<string, unknown>).tagline;
    const errors = (await checkContent(data)).errors;
    const at = `about[2] (${data.about[2].id}).entries[0] (${String(entry.id)})`;
    expect(errors).toContain(`${at}.end: write a year ('2024'), a year and month ('2024-03') or 'present'`);
    expect(errors).toContain(`${at}.title: required`);
    expect(errors).toContain('tagline: required');
  });
});
