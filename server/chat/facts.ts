import type { Catalogue, Item, Tech, Work } from './catalogue';
import { BUILT_ON, KNOWN_TECH } from './lexicon/tech';
import { normalize } from './text';
import { otherSide, othersPart } from './othersPart';

// Facts derived from content as data: when each item happened, in what order, what it is built with.
// Ties are broken by name, never by content's order.

type Entry = Extract<Item, { type: 'entry' }>;

/** A sortable date: '2024-03', '2024-00' for a year alone. */
export function dateKey(item: Item): string {
  switch (item.type) {
    case 'project':
      return `${item.project.year}-${String(item.project.month ?? 0).padStart(2, '0')}`;
    case 'hackathon':
      return item.hackathon.date.length === 4 ? `${item.hackathon.date}-00` : item.hackathon.date;
    case 'entry': {
      const d = item.entry.start ?? (item.entry.end !== 'present' ? item.entry.end : undefined) ?? '0000';
      return d.length === 4 ? `${d}-00` : d;
    }
    default:
      return '0000-00';
  }
}

/** When an item is dated, as written: '2024-03', or '2024' for a year alone. */
export const datedAs = (item: Item) => dateKey(item).replace(/-00$/, '');

/** Months since year 0 of a year-month; a year alone starts in January and ends in December. */
export function monthOf(ym: string, edge: 'start' | 'end' = 'start'): number {
  const [y = 0, m] = ym.split('-').map(Number);
  return y * 12 + (m ? m - 1 : edge === 'end' ? 11 : 0);
}
/** The year-month of a month count from `monthOf`. */
export const monthLabel = (n: number) => `${Math.floor(n / 12)}-${String((n % 12) + 1).padStart(2, '0')}`;
/** The month that `now` falls in, as `monthOf` counts. */
export const monthNow = (now: Date) => now.getUTCFullYear() * 12 + now.getUTCMonth();

/**
 * The first and last month an entry covers: one still going on ('present') runs to now; one with a
 * start and no end (a certificate passed) is that one month, or year.
 */
export function spanOf(entry: { start?: string; end?: string }, now: Date): { from: number; to: number } {
  const to =
    entry.end === 'present' || (!entry.end && !entry.start)
      ? monthNow(now)
      : monthOf(entry.end ?? entry.start!, 'end');
  return { from: entry.start ? monthOf(entry.start) : to, to };
}

/** When an item ended, for ordering things that overlap: what goes on now ends last; a year ends in December. */
export function endKey(item: Item): string {
  if (item.type !== 'entry') return dateKey(item);
  const end = item.entry.end === 'present' ? '9999-12' : (item.entry.end ?? item.entry.start ?? '0000');
  return end.length === 4 ? `${end}-12` : end;
}

/** Oldest first. */
export const chronological = <T extends Item>(items: readonly T[]): T[] =>
  [...items].sort(
    (a, b) =>
      dateKey(a).localeCompare(dateKey(b)) ||
      endKey(a).localeCompare(endKey(b)) ||
      a.title.localeCompare(b.title),
  );
/** Newest first. */
export const newestFirst = <T extends Item>(items: readonly T[]): T[] => chronological(items).reverse();

export const year = (item: Item) => dateKey(item).slice(0, 4);

export const stackOf = (w: Work) =>
  (w.type === 'project' ? w.project.techStack : w.hackathon.techStack).map((t) => t.title);
// A genre an owner gives as a kind of work ("roguelike") is a game as well.
const GAME_GENRES = new Set(
  'roguelike roguelite platformer metroidvania rpg jrpg shooter puzzler puzzle-game arcade-game visual-novel text-adventure tower-defense'.split(
    ' ',
  ),
);
const withBroader = (kinds: readonly string[]) =>
  kinds.some((k) => GAME_GENRES.has(k.toLowerCase().replace(/ /g, '-'))) && !kinds.includes('game')
    ? [...kinds, 'game']
    : kinds;
export const kindsOf = (w: Work): readonly string[] =>
  withBroader(w.type === 'project' ? w.project.kinds : w.hackathon.kinds);
export const linksOf = (w: Work): { label: string; url: string }[] =>
  w.type === 'project'
    ? [
        ...(w.project.live ? [{ label: 'Live', url: w.project.live }] : []),
        ...(w.project.github ? [{ label: 'GitHub', url: w.project.github }] : []),
      ]
    : [
        ...(w.hackathon.demo ? [{ label: 'Demo', url: w.hackathon.demo }] : []),
        ...(w.hackathon.github ? [{ label: 'GitHub', url: w.hackathon.github }] : []),
      ];

/** Each name of a framework built on another, with the names of what it is built on. */
const BASES = new Map(
  KNOWN_TECH.filter((k) => BUILT_ON[k.title]).flatMap((k) =>
    [k.title, ...(k.aliases ?? [])].map((n) => [normalize(n), BUILT_ON[k.title]!.map(normalize)] as const),
  ),
);
const KNOWN_NAMES = new Set(KNOWN_TECH.flatMap((k) => [k.title, ...(k.aliases ?? [])].map(normalize)));
/** "Kotlin Multiplatform" is built with Kotlin: a longer name's first word, where that is a technology's name. */
const baseWord = (name: string) => {
  const first = name.split(' ')[0]!;
  return first !== name && first.length > 1 && KNOWN_NAMES.has(first) ? [first] : [];
};
// Content does not change while the server runs: each item's stack is normalised once.
const stackNames = new WeakMap<Work, ReadonlySet<string>>();
/**
 * Whether a piece of work is built with a technology (by any of its names, or a framework on it). A
 * hackathon the owner only judged or mentored at was built by others: its stack is not the owner's;
 * nor is a technology the work's own words give only to someone else's part.
 */
export function usesTech(w: Work, tech: Tech): boolean {
  if (notCompeting(w) || (notCoding(w) && tech.area !== 'design') || otherSide(w, tech)) return false;
  let names = stackNames.get(w);
  if (!names) {
    const theirs = othersPart(w, stackOf(w));
    const own = stackOf(w)
      .map(normalize)
      .filter((n) => !theirs.has(n));
    const bases = own.flatMap((n) => [...(BASES.get(n) ?? []), ...baseWord(n)]);
    stackNames.set(w, (names = new Set([...own, ...bases])));
  }
  return tech.names.some((n) => names.has(n));
}

/**
 * The stack entry through which work uses a technology it does not name itself: "MicroPython" for
 * Python, "Next.js" for React; undefined when the stack names it, or does not use it at all.
 */
export function stackNameFor(w: Work, tech: Tech): string | undefined {
  if (!usesTech(w, tech) || stackOf(w).some((s) => tech.names.includes(normalize(s)))) return undefined;
  return stackOf(w).find((s) => {
    const n = normalize(s);
    return [...(BASES.get(n) ?? []), ...baseWord(n)].some((b) => tech.names.includes(b));
  });
}

/** Whether an item is a job: an entry of the career section. */
export const isJob = (i: Item): i is Extract<Item, { type: 'entry' }> =>
  i.type === 'entry' && i.section.id === 'career';
export const careerOf = (cat: Catalogue): Entry[] => cat.entries.filter((e) => e.section.id === 'career');
export const educationOf = (cat: Catalogue): Entry[] =>
  cat.entries.filter((e) => e.section.id === 'education');
export const isSoftware = (e: Entry) => (e.entry.field ?? 'software') === 'software';

// Roles of someone at a hackathon who was not on a competing team.
const NOT_COMPETING =
  /\b(?:mentor(?:ing)?|judg(?:e|ing)|juror|jury|organi[sz](?:er|ing)|volunteer(?:ing)?|host(?:ing)?|speaker|sponsor|coach)\b/i;

// Roles on a team that write no code, and an owner's words that say they wrote none.
const NON_CODING_ROLE =
  /^(?:design(?:er)?|ux|ui|ux\/ui|ui\/ux|pitch(?:ing)?|present(?:er|ing|ation)?|research(?:er)?|product|illustrat\w*|artist)$/i;
export const NO_CODE =
  /\b(?:didn['’]t|did not|never) (?:write|wrote|touch(?:ed)?)(?: any| a line| a single line)?(?: of)?(?: the)?(?: production)? code\b|\bwrote (?:none of the|no) code\b/i;

/**
 * Whether the owner wrote no code for a hackathon entry: every role one that writes none ("design"),
 * or their own words say so. Its stack is then the team's, but for the design tools.
 */
export const notCoding = (w: Work) =>
  w.type === 'hackathon' &&
  ((w.hackathon.roles.length > 0 && w.hackathon.roles.every((r) => NON_CODING_ROLE.test(r.trim()))) ||
    NO_CODE.test(w.hackathon.description.role));

/** Whether every role the owner had at an entry is beside the competition (a mentor, a judge). */
export const notCompeting = (w: Work) =>
  w.type === 'hackathon' &&
  w.hackathon.roles.length > 0 &&
  w.hackathon.roles.every((r) => NOT_COMPETING.test(r));

// "Lena Brandt (solo)", "I built it alone": an entry the owner made without a team.
const SOLO = /\bsolo\b|\bon my own\b|\bby myself\b|\balone\b|\bone-person\b|\bsingle-handed\w*/i;
/** Whether words say an entry was made alone ("Solo", "by myself"). */
export const saysSolo = (text: string) => SOLO.test(text);
/** Whether the owner entered alone: the team's name, their roles or their own words say so. */
export const soloEntry = (w: Work) =>
  w.type === 'hackathon' &&
  (SOLO.test(w.hackathon.team) ||
    w.hackathon.roles.some((r) => SOLO.test(r)) ||
    SOLO.test(w.hackathon.description.role));
