import type { Catalogue, Item, Tech, Work } from './catalogue';
import { normalize } from './text';

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

/** The end of an entry, for ordering things that overlap: what is still going on is newest. */
const endKey = (item: Item) =>
  item.type === 'entry' && item.entry.end === 'present'
    ? '9999-99'
    : item.type === 'entry' && item.entry.end
      ? item.entry.end
      : dateKey(item);

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
export const kindsOf = (w: Work) => (w.type === 'project' ? w.project.kinds : w.hackathon.kinds);
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

// Content does not change while the server runs: each item's stack is normalised once.
const stackNames = new WeakMap<Work, ReadonlySet<string>>();
/** Whether a piece of work is built with a technology (by any of its names). */
export function usesTech(w: Work, tech: Tech): boolean {
  let names = stackNames.get(w);
  if (!names) stackNames.set(w, (names = new Set(stackOf(w).map(normalize))));
  return tech.names.some((n) => names.has(n));
}

export const careerOf = (cat: Catalogue): Entry[] => cat.entries.filter((e) => e.section.id === 'career');
export const educationOf = (cat: Catalogue): Entry[] =>
  cat.entries.filter((e) => e.section.id === 'education');
export const isSoftware = (e: Entry) => (e.entry.field ?? 'software') === 'software';
