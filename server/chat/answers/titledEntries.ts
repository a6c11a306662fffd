import { stemmer } from 'stemmer';
import { FUNCTION_WORDS } from '../lexicon/english';
import { chronological } from '../facts';
import { singular, tokens } from '../text';
import type { Ctx } from './context';
import { entryLine, type Entry } from './entryText';
import { answer, type Answer } from './markdown';

// "What talks has he given?", "how many talks?", "his first talk?": About entries the owner titles
// by a kind of their own ("Talk: Design Tokens Without Tears"), listed, counted or picked in time.

// Words of such a question that ask nothing of their own.
const ASKING = new Set(
  'has have had did do does given give gave done held any many how what which list all his her their first last latest recent newest earliest ever so far tell show about more'.split(
    ' ',
  ),
);
// Sections whose entries are answered as jobs and studies.
const OWN_SECTIONS = new Set(['career', 'education']);

/** The noun of the question that titles entries, and those entries. */
function titled(ctx: Ctx): { noun: string; entries: Entry[] } | undefined {
  const free = ctx.q.words.filter(
    (w, i) => !ctx.q.found.some((f) => f.start <= i && i < f.end) && !ASKING.has(w) && !FUNCTION_WORDS.has(w),
  );
  if (free.length !== 1) return undefined;
  const noun = singular(free[0]!);
  const entries = ctx.cat.entries.filter((e) => {
    if (OWN_SECTIONS.has(e.section.id)) return false;
    const head = e.entry.title.split(':')[0]!;
    return (
      head !== e.entry.title &&
      tokens(head).length === 1 &&
      stemmer(singular(tokens(head)[0]!)) === stemmer(noun)
    );
  });
  // "The Zephyr talk": of those, the ones whose title or place says every name the question gives.
  const named = ctx.q.found
    .filter((f) => f.entity.type !== 'owner')
    .flatMap((f) => ctx.q.words.slice(f.start, f.end));
  const says = (e: Entry) => {
    const own = new Set(tokens(`${e.entry.title} ${e.entry.organisation ?? ''}`));
    return named.every((w) => own.has(w));
  };
  const picked = entries.filter(says);
  return picked.length ? { noun, entries: picked } : undefined;
}

/** "Speaker at CSS Day (in June 2023): Accessible Web Components in Practice". */
const lineOf = (ctx: Ctx, e: Entry) => {
  const name = e.entry.title.slice(e.entry.title.indexOf(':') + 1).trim();
  return `${entryLine(e, ctx.now)}: ${name}`;
};

export function titledEntries(ctx: Ctx): Answer | undefined {
  const found = titled(ctx);
  if (!found) return undefined;
  const { noun, entries } = found;
  const inTime = chronological(entries);
  const plural = `${noun}${inTime.length === 1 ? '' : 's'}`;
  const { order } = ctx.q;
  if (order === 'first' || order === 'last') {
    const pick = order === 'first' ? inTime[0]! : inTime.at(-1)!;
    return answer(
      `${ctx.v.name}'s ${order === 'first' ? 'first' : 'latest'} ${noun} on the site: ${lineOf(ctx, pick)}.`,
      [pick],
    );
  }
  // "Tell me about the Zephyr talk": that one, in its own words.
  if (inTime.length === 1 && ctx.q.found.some((f) => f.entity.type !== 'owner'))
    return answer(`${lineOf(ctx, inTime[0]!)}.\n> ${inTime[0]!.entry.content}`, inTime);
  const lead = ctx.q.yesNo ? 'Yes: ' : '';
  const lines = [...inTime].reverse().map((e) => `- ${lineOf(ctx, e)}`);
  return answer(`${lead}${inTime.length} ${plural} on the site (newest first):\n${lines.join('\n')}`, inTime);
}
