import { itemUrl } from '../../../contracts/items';
import type { ItemRef } from '../intent/types';
import { pages } from '../../../contracts/pages';

// Links from an answer to the exact item on the site (/projects?item=ebuddies), so a visitor who reads
// about a project, team or skill category can open it there. About entries have no address of their own:
// answers from them end with a link to their section (sectionLine in markdown.ts).

const PAGE_OF = { project: pages.projects, hackathon: pages.hackathons, category: pages.skills } as const;

export function itemHref(item: ItemRef): string | undefined {
  if (item.kind === 'entry') return undefined;
  return itemUrl(PAGE_OF[item.kind].path, item.id);
}

/** The item's name in bold, linked to its place on the site when it has one. */
export function itemLink(item: ItemRef, label: string): string {
  const href = itemHref(item);
  return href ? `[**${label}**](${href})` : `**${label}**`;
}
