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
  const other = otherPost(
    ctx.q.words,
    titled.length === 1 ? (titled[0]!.e.entry.role ?? titled[0]!.e.title) : '',
  );
  if (other)
    return `Not by ${ctx.v.their} current title: in ${line(titled[0]!)}, “${other.level}” is of the ${other.post} post, not a developer one.\n\n`;
  const levels = [...new Set(titled.map((x) => x.level))];
  if (levels.length !== 1)
    return `By ${ctx.v.their} current titles: ${titled.map((x) => `${line(x)} (${x.level ?? 'no level named'})`).join('; ')}.\n\n`;
  const level = levels[0];
  const all = titled.map(line).join(' and ');
  if (!level) return `${ctx.v.name}'s current title names no level: ${all}.\n\n`;
  return ctx.q.yesNo && asked.length === 1
    ? levelAgainst(ctx, asked[0]!, level, all)
    : `${ctx.v.name}'s current title says ${level}: ${all}.\n\n`;
}

/** Yes or no to the one level asked, by the level the current title says. */
function levelAgainst(ctx: Ctx, asked: string, level: string, all: string): string {
  // "Is he senior?" of a staff or principal title: senior and beyond it.
  if (asked === 'senior' && RANKS.indexOf(level) > RANKS.indexOf('senior'))
    return `Yes, beyond it: ${ctx.v.their} current title says ${level}, a level above senior: ${all}.\n\n`;
  // A title says a level; whether the owner is senior in a field is more than a title says.
  if (asked !== level) return `Not by ${ctx.v.their} current title, which says ${level}: ${all}.\n\n`;
  return `${ctx.v.name}'s current title says ${level}: ${all}.\n\n`;
}

// Posts of building software: "a senior developer?" asks of one of these.
const BUILDING_POSTS = new Set(
  'developer developers engineer engineers programmer programmers dev devs swe architect coder'.split(' '),
);
// Words between a level and its post that keep it a building one ("Senior Software Engineer").
const FIELD_WORDS = new Set(
  'software fullstack full stack frontend front backend back end web mobile ios android data ml ai game games platform cloud devops firmware embedded systems'.split(
    ' ',
  ),
);

/**
 * "Is he a senior developer?" of "AI Trainer and Senior Reviewer": the level in the title is of
 * another post than one of building software, which the question asks of.
 */
function otherPost(asked: readonly string[], title: string): { level: string; post: string } | undefined {
  if (!asked.some((w) => BUILDING_POSTS.has(w))) return undefined;
  const words = title
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(Boolean);
  const at = words.findIndex((w) => LEVELS[w] && LEVELS[w] !== 'any');
  if (at < 0) return undefined;
  const post = words.slice(at + 1).find((w) => !FIELD_WORDS.has(w));
  if (!post || BUILDING_POSTS.has(post)) return undefined;
  return { level: words[at]!, post };
}

// Levels a title may name, lowest first; a title naming none sits between junior and senior.
const RANKS = ['intern', 'junior', 'mid-level', '', 'senior', 'lead', 'staff', 'principal'];
const RANK_WORDS: Record<string, string> = { ...LEVELS, lead: 'lead', head: 'lead' };

/** The rank of the level a job title names, for telling which of two posts was more senior. */
export const titleRank = (title: string): { rank: number; level: string } => {
  const level =
    title
      .toLowerCase()
      .split(/[^a-z]+/)
      .map((w) => RANK_WORDS[w])
      .filter((l) => l && l !== 'any')
      .sort((a, b) => RANKS.indexOf(b!) - RANKS.indexOf(a!))[0] ?? '';
  return { rank: RANKS.indexOf(level), level };
};

// Tables read by a visitor's words have no prototype: "constructor" is a word, not a key.
for (const table of [LEVELS, RANK_WORDS]) Object.setPrototypeOf(table, null);
