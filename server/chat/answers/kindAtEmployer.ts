import type { Ctx } from './context';
import { at, type Entry } from './entryText';
import { answer, itemLink, span, type Answer } from './markdown';
import { countClaimOf, countLead, NUMBERS } from './spanClaim';
import { capitalised } from './prose';
import { KIND_NAMES } from '../lexicon/cues';
import { sentencesOf } from '../passages';
import { normalize } from '../text';

// "Did he ship five games while at Nordlys?", "how many games did she make at Lumen?": work of a
// kind done at an employer is told by that job's own words, not by the portfolio's own work.

// Words for what a job shipped: "two shipped titles", "released three apps".
const SHIPPED = /\b(?:shipped|released|launched|published)\b/;
const TITLES = 'titles?|products?';
// The words that put work at an employer: "at Nordlys", "for Lumen".
const AT = new Set(['at', 'for']);

/** The words naming a kind and its plural: "game", "games", "web app", "web apps". */
function kindWordsOf(kinds: readonly string[]): string[] {
  return kinds
    .flatMap((k) => [k, ...(KIND_NAMES[k] ?? [])])
    .map((w) => normalize(w))
    .flatMap((w) => [w, `${w}s`]);
}

/** A job sentence on work of the kind: it names the kind, or says something was shipped. */
function saysKind(sentence: string, words: readonly string[]): boolean {
  const text = ` ${normalize(sentence)} `;
  return words.some((w) => text.includes(` ${w} `)) || SHIPPED.test(text);
}

/** The number a sentence gives of the things: "two shipped titles" → 2. */
function countSaid(sentences: readonly string[], things: string): number | undefined {
  const pattern = new RegExp(`\\b(\\w+) (?:\\w+ )?(?:${things})\\b`);
  for (const s of sentences) {
    const m = pattern.exec(normalize(s));
    const n = m && (NUMBERS[m[1]!] ?? Number(m[1]));
    if (n && Number.isFinite(n) && !/^an?$/.test(m[1]!)) return n;
  }
  return undefined;
}

/** The owner's jobs at the employer the question names, with their sentences on work of the kinds. */
export function kindAtEmployer(ctx: Ctx, kinds: readonly string[]): Answer | undefined {
  const jobs = ctx.q.found
    .filter((f) => AT.has(ctx.q.words[f.start - 1] ?? ''))
    .flatMap((f) => (f.entity.type === 'org' ? f.entity.entries : []))
    .filter((e): e is Entry => e.section.id === 'career');
  if (!jobs.length || kinds.length !== 1) return undefined;
  const org = jobs[0]!.entry.organisation;
  const words = kindWordsOf(kinds);
  const said = jobs.flatMap((e) =>
    sentencesOf(e.entry.content)
      .filter((s) => saysKind(s, words))
      .map((s) => ({ e, s })),
  );
  const plural = normalize(kinds[0]!).replace(/y$/, 'ie') + 's';
  if (!said.length) {
    const lines = jobs.map((e) => `- ${itemLink(e)}${span(e.entry) ? ` (${span(e.entry)})` : ''}`);
    return answer(
      `The site does not say that ${ctx.v.name} made ${plural} at ${org}. ${capitalised(ctx.v.their)} work there:\n${lines.join('\n')}`,
      jobs,
    );
  }
  const things = [...words, TITLES].join('|');
  const claimed = countClaimOf(`(?:shipped |released )?(?:${things})`).exec(ctx.q.words.join(' '));
  const n = countSaid(
    said.map((x) => x.s),
    things,
  );
  const lead = claimed && n !== undefined ? countLead(claimed, n) : '';
  const lines = said.map(({ e, s }) => `- ${itemLink(e)}${at(e)}: “${s}”`);
  return answer(
    `${lead}${lead ? 'at' : 'At'} ${org}, in ${ctx.v.their} own words:\n${lines.join('\n')}`,
    jobs,
  );
}
