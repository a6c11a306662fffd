import { careerOf } from '../facts';
import { at } from './entryText';
import type { Ctx } from './context';

// "Is she junior or mid-level?", "is he senior?": the level the owner's current title names.

const LEVELS: Record<string, string> = {
  junior: 'junior',
  jr: 'junior',
  entry: 'junior',
  graduate: 'junior',
  intern: 'intern',
  trainee: 'intern',
  mid: 'mid-level',
  midlevel: 'mid-level',
  intermediate: 'mid-level',
  senior: 'senior',
  sr: 'senior',
  staff: 'staff',
  principal: 'principal',
  seniority: 'any',
};

// "A fit for a senior role?" asks of a post to fill, which the owner's own words on it answer.
const POST_WORDS = new Set(
  'role roles position positions job jobs post opening vacancy fit suit suited suitable match hire hiring'.split(
    ' ',
  ),
);

const levelsIn = (words: readonly string[]) => [...new Set(words.flatMap((w) => LEVELS[w] ?? []))];

/**
 * The lead of an answer to a question of the owner's level: the level each current title names,
 * yes or no to the one level asked. Empty where no level is asked.
 */
export function levelByTitle(ctx: Ctx): string {
  // "What's her seniority?" asks for any level.
  const asked = levelsIn(ctx.q.words).filter((l) => l !== 'any');
  if (!asked.length && !ctx.q.words.includes('seniority')) return '';
  if (ctx.q.words.some((w) => POST_WORDS.has(w))) return '';
  const now = careerOf(ctx.cat).filter((e) => e.entry.end === 'present' && e.entry.start);
  if (!now.length) return '';
  const titled = now.map((e) => ({
    e,
    level: levelsIn((e.entry.role ?? e.title).toLowerCase().split(/[^a-z]+/)).find((l) => l !== 'any'),
  }));
  const line = (x: (typeof titled)[number]) => `${x.e.entry.role ?? x.e.title}${at(x.e)}`;
  const levels = [...new Set(titled.map((x) => x.level))];
  if (levels.length !== 1)
    return `By ${ctx.v.their} current titles: ${titled.map((x) => `${line(x)} (${x.level ?? 'no level named'})`).join('; ')}.\n\n`;
  const level = levels[0];
  const all = titled.map(line).join(' and ');
  if (!level) return `${ctx.v.name}'s current title names no level: ${all}.\n\n`;
  // A title says a level; whether the owner is senior in a field is more than a title says.
  if (ctx.q.yesNo && asked.length === 1 && asked[0] !== level)
    return `Not by ${ctx.v.their} current title, which says ${level}: ${all}.\n\n`;
  return `${ctx.v.name}'s current title says ${level}: ${all}.\n\n`;
}
