import type { Entry, Owner } from '../../../content';
import type { AnswerKind } from '../../../contracts/chat';
import { pages, type PageKey } from '../../../contracts/pages';
import { itemHref, type Item } from '../catalogue';

// Markdown pieces every answer writer shares: links to the site's own pages and items, dates, and
// the owner's name and pronouns. Every word of substance comes from content.

export interface Answer {
  text: string;
  /** Content ids the answer is about, in the order it names them. */
  items: string[];
  kind: AnswerKind;
}

export const answer = (
  text: string,
  items: readonly Item[] | readonly string[] = [],
  kind: AnswerKind = 'answered',
): Answer => ({
  text,
  items: [...new Set(items.map((i) => (typeof i === 'string' ? i : i.id)))],
  kind,
});

export const link = (label: string, url: string | undefined) => (url ? `[${label}](${url})` : label);
/** A link to one of the site's pages, named as the navigation names it. */
export const pageLink = (key: PageKey) => link(pages[key].title, pages[key].path);
/** An item's name, linked to its own address on the site. */
export const itemLink = (item: Item) => `[**${item.title}**](${itemHref(item)})`;

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
/** '2024-03' -> 'March 2024', '2024' -> '2024'. */
export const when = (yearMonth: string) => {
  const [y, m] = yearMonth.split('-');
  return m ? `${MONTHS[Number(m) - 1]} ${y}` : y!;
};
/** An About entry's dates as words: "September 2020 to now", "2016 to 2023", "in 2024". */
export function span(entry: Entry): string {
  if (!entry.start) return entry.end && entry.end !== 'present' ? `until ${when(entry.end)}` : '';
  // A study left unfinished with no end date ran from its start, not for one month.
  if (!entry.end) return `${entry.completed === false ? 'from' : 'in'} ${when(entry.start)}`;
  return `from ${when(entry.start)} to ${entry.end === 'present' ? 'now' : when(entry.end)}`;
}

/** How answers name the owner: the first name, then their pronouns (content `pronouns`, default they). */
export interface Voice {
  name: string;
  /** he / she / they */
  they: string;
  They: string;
  them: string;
  their: string;
  /** "has" or "have", "is" or "are", "does" or "do" after the pronoun. */
  has: string;
  is: string;
  does: string;
  was: string;
  /** A verb in the present after the pronoun: s('work') -> 'works' | 'work'. */
  s: (verb: string) => string;
}

export function voiceOf(owner: Owner): Voice {
  const p = owner.pronouns ?? 'they';
  const forms = { he: ['he', 'him', 'his'], she: ['she', 'her', 'her'], they: ['they', 'them', 'their'] }[p];
  const plural = p === 'they';
  return {
    name: owner.firstName,
    they: forms[0]!,
    They: forms[0]!.charAt(0).toUpperCase() + forms[0]!.slice(1),
    them: forms[1]!,
    their: forms[2]!,
    has: plural ? 'have' : 'has',
    is: plural ? 'are' : 'is',
    does: plural ? 'do' : 'does',
    was: plural ? 'were' : 'was',
    s: (verb) =>
      plural
        ? verb
        : verb.endsWith('s') || verb.endsWith('sh') || verb.endsWith('ch')
          ? `${verb}es`
          : `${verb}s`,
  };
}

export const bullets = (lines: readonly string[]) => lines.map((l) => `- ${l}`).join('\n');
export const contactLine = (v: Voice) => `The ${pageLink('contact')} form reaches ${v.name} directly.`;
