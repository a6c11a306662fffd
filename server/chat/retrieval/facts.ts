import type { AboutSection, Entry, Hackathon, Owner, Project, SkillCategory } from '../../../content';
import { once, oncePerName } from '../once';
import { contentTerms } from '../text';

// Facts looked up in content/ by id, never by position: reorder the content and every answer still
// finds the same entry, project, team or category.

export type SectionId = AboutSection['id'];

export function section(owner: Owner, id: SectionId): Entry[] {
  return owner.about.find((s) => s.id === id)?.entries ?? [];
}

/** Which passage kind an entry is: the personal section's entries are 'about'. */
export function entryKind(owner: Owner, entry: Entry): 'about' | 'education' | 'career' | undefined {
  const id = owner.about.find((s) => s.entries.includes(entry))?.id;
  return id === 'personal' ? 'about' : id;
}

export const entryById = (owner: Owner, id: string): Entry | undefined =>
  owner.about.flatMap((s) => s.entries).find((e) => e.id === id);
export const projectBySlug = (owner: Owner, slug: string): Project | undefined =>
  owner.projects.find((p) => p.slug === slug);
export const hackathonBySlug = (owner: Owner, slug: string): Hackathon | undefined =>
  owner.hackathons.find((h) => h.slug === slug);
/** The hackathons oldest first, as the chat lists them (content keeps the site's own order). */
export const hackathonsByDate = once((owner: Owner): readonly Hackathon[] =>
  [...owner.hackathons].sort((a, b) => a.date.localeCompare(b.date)),
);
export const categoryBySlug = (owner: Owner, slug: string): SkillCategory | undefined =>
  owner.skills.find((c) => c.slug === slug);

/** Looks up each id, dropping any that content no longer has. */
export function each<T>(ids: readonly string[], find: (id: string) => T | undefined): T[] {
  return ids.map(find).filter((item): item is T => item !== undefined);
}

/** The years written in an entry's title ("Coach (2016 - 2023)" -> 2016, 2023). */
export const years = (title: string) => (title.match(/\b(?:19|20)\d{2}\b/g) ?? []).map(Number);
export const isCurrent = (e: Entry) => /present/i.test(e.title);
/** The year of a hackathon (its date is "YYYY-MM"). */
export const hackathonYear = (h: Hackathon) => Number(h.date.slice(0, 4));
/** The years an entry takes in, from its title; a current one runs to now. Undefined when the title has none. */
export function entryYears(e: Entry, now: Date): { from: number; to: number } | undefined {
  const found = years(e.title);
  if (found.length === 0) return undefined;
  return { from: Math.min(...found), to: isCurrent(e) ? now.getUTCFullYear() : Math.max(...found) };
}
/** Sorts entries oldest first by the first year in their titles. */
export const byStartYear = (a: Entry, b: Entry) => Math.min(...years(a.title)) - Math.min(...years(b.title));

/** The year the owner started learning to code: the earliest education year. */
export const codingStartYear = once((owner: Owner) =>
  Math.min(...section(owner, 'education').flatMap((e) => years(e.title))),
);

/** Career entries that ended by the year the owner started learning to code. */
export const preDeveloperRoles = once((owner: Owner): Entry[] => {
  const career = section(owner, 'career');
  const switchYear = codingStartYear(owner);
  const before = career.filter((e) => (isCurrent(e) ? Infinity : Math.max(...years(e.title))) <= switchYear);
  return before.length ? before : career.slice(-1);
});

const saysLead = (text: string) => contentTerms(text).includes('lead');
/** Hackathon entries whose role, in the owner's words, says they led the team. */
export const ledHackathons = once((owner: Owner) =>
  owner.hackathons.filter((h) => saysLead(h.description.role)),
);
/** Career entries that speak of leading. */
export const ledCareer = once((owner: Owner) =>
  section(owner, 'career').filter((e) => saysLead(`${e.title} ${e.content}`)),
);

const uses = (stack: { title: string }[], title: string) => stack.some((t) => t.title === title);
/** Where a technology appears: its skill category, and the projects and hackathon entries built with it. */
export const usersOf = oncePerName((owner: Owner, title: string) => ({
  category: owner.skills.find((c) => uses(c.skills, title)),
  categories: owner.skills.filter((c) => uses(c.skills, title)),
  projects: owner.projects.filter((p) => uses(p.techStack, title)),
  hackathons: owner.hackathons.filter((h) => uses(h.techStack, title)),
}));

/** The technology the most projects are built with (the first named, on a tie): a good example to ask about. */
export const mostUsedTech = once((owner: Owner): string | undefined => {
  const counts = new Map<string, number>();
  for (const p of owner.projects)
    for (const t of p.techStack) counts.set(t.title, (counts.get(t.title) ?? 0) + 1);
  let best: [string, number] | undefined;
  for (const entry of counts) if (!best || entry[1] > best[1]) best = entry;
  return best?.[0];
});
