import { describe, expect, it } from 'vitest';
import { owner } from '../../../content';
import { coreFor, fontFiles, siteText } from '../../../scripts/site/fonts';

// The fonts every page preloads are cut at build to the characters the site's text uses
// (scripts/site/fonts.ts); the rest of the Latin set is fetched only when a page shows it.
const points = (text: string) => [...text].map((c) => c.codePointAt(0)!);
const hex = (c: number) => c.toString(16).toUpperCase();

describe('the subset fonts', () => {
  const core = coreFor(siteText(owner));

  it("hold every character of the owner's content in the preloaded core", () => {
    const text = JSON.stringify(owner).replace(/\p{Cf}/gu, '');
    const missing = points(text).filter((c) => c <= 0x24f && !core.includes(c));
    expect(missing.map((c) => String.fromCodePoint(c))).toEqual([]);
  });

  it('follow content: a name with new accents goes into the core, and out of the rest', async () => {
    const name = 'Łukasz Ñúñez-Øster';
    const grown = coreFor(siteText({ ...owner, name }));
    const inLatin = points(name).filter((c) => c <= 0xff);
    for (const c of inLatin) expect(grown, String.fromCodePoint(c)).toContain(c);
    const css = String((await fontFiles(grown)).find((f) => f.path.endsWith('.css'))!.data);
    const coreRule = /core\.woff2'\) format\('woff2'\);\n\s*unicode-range: ([^;]+);/.exec(css)![1]!;
    const restRule = /rest\.woff2'\) format\('woff2'\);\n\s*unicode-range: ([^;]+);/.exec(css)![1]!;
    expect(coreRule).toContain(`U+${hex(0xd1)}`); // Ñ
    expect(restRule.split(', ')).not.toContain(`U+${hex(0xd1)}`);
  });
});
