import type { Owner } from '../../../content';
import { itemUrl } from '../../../contracts/items';
import type { ItemRef } from '../intent/types';
import { pagePath } from '../retrieval/facts';

// Links from an answer to the exact item on the site (/projects?item=ebuddies), so a visitor who reads
// about a project, team or skill category can open it there. About entries have no address of their own.

const PAGES = {
  project: ['Projects', '/projects'],
  hackathon: ['Hackathons', '/hackathons'],
  category: ['Skills', '/skills'],
} as const;

export function itemHref(owner: Owner, item: ItemRef): string | undefined {
  if (item.kind === 'entry') return undefined;
  const [title, fallback] = PAGES[item.kind];
  return itemUrl(pagePath(owner, title, fallback), item.id);
}

/** The item's name in bold, linked to its place on the site when it has one. */
export function itemLink(owner: Owner, item: ItemRef, label: string): string {
  const href = itemHref(owner, item);
  return href ? `[**${label}**](${href})` : `**${label}**`;
}
