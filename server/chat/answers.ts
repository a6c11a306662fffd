import type { Owner } from '../../content';
import { pagePath } from './passages';
import { categoryLine, entryBlock, hackathonLine, link, projectLine, quote } from './render';

// Answers that gather several facts: lists, a technology across the work, the path into development.

const firstSentences = (text: string, n: number) => text.split(/(?<=[.!?])\s+/).slice(0, n).join(' ');
const pageLink = (owner: Owner, title: string, path: string) => link(title, pagePath(owner, title, path));

export function greeting(owner: Owner, tone: 'hello' | 'thanks' | 'bye'): string {
  const opener = {
    hello: `Hi! I'm ${owner.firstName}'s portfolio assistant.`,
    thanks: "You're welcome! Happy to help.",
    bye: `Thanks for stopping by! If you'd like to talk to ${owner.firstName}, the ${pageLink(owner, 'Contact', '/contact')} page is the way.`,
  }[tone];
  if (tone === 'bye') return opener;
  return `${opener} I can tell you about ${owner.firstName}'s projects, skills, career, education, hackathons, age and level, or how to get in touch. For example:\n\n- *What projects has ${owner.name} built?*\n- *Which projects use ${owner.projects[0]?.techStack[0]?.title ?? 'JavaScript'}?*\n- *How can I contact ${owner.firstName}?*`;
}

export function honestFallback(owner: Owner): string {
  return [
    `I don't know that: it isn't something ${owner.firstName} has shared on this site, and I'd rather not guess. You can ask ${owner.firstName} directly through the ${pageLink(owner, 'Contact', '/contact')} page.`,
    `I can answer questions about ${owner.firstName}'s projects, skills, career, education, hackathons, age and level.`,
  ].join('\n\n');
}

export function projectList(owner: Owner, pick: 'all' | 'latest' | 'earliest'): string {
  const years = owner.projects.map((p) => p.year);
  const year = pick === 'latest' ? Math.max(...years) : Math.min(...years);
  const shown = pick === 'all' ? owner.projects : owner.projects.filter((p) => p.year === year);
  const intro =
    pick === 'all'
      ? `${owner.firstName} has built ${owner.projects.length} projects:`
      : `${owner.firstName}'s ${pick} ${shown.length === 1 ? 'project is' : 'projects are'} from ${year}:`;
  return [
    intro,
    shown.map(projectLine).join('\n'),
    `Ask about any of them by name for the details, or browse the ${pageLink(owner, 'Projects', '/projects')} page.`,
  ].join('\n\n');
}

export function hackathonList(owner: Owner, withRoles: boolean): string {
  const line = (h: Owner['hackathons'][number]) => hackathonLine(h) + (withRoles ? `\n  *Role, in ${owner.firstName}'s words:* "${h.description.role}"` : '');
  return [
    `${owner.firstName} has taken part in ${owner.hackathons.length} hackathons:`,
    owner.hackathons.map(line).join('\n'),
    `Ask about a team by name for ${owner.firstName}'s role, or browse the ${pageLink(owner, 'Hackathons', '/hackathons')} page.`,
  ].join('\n\n');
}

export function skillsOverview(owner: Owner, techTitles: string[]): string {
  const listed = new Set(owner.skills.flatMap((c) => c.skills.map((s) => s.title)));
  const extra = techTitles.filter((t) => !listed.has(t));
  return [
    `${owner.firstName} works with these technologies:`,
    owner.skills.map(categoryLine).join('\n'),
    ...(extra.length ? [`The projects also use ${extra.join(', ')}.`] : []),
    `See them on the ${pageLink(owner, 'Skills', '/skills')} page, or ask which projects use a particular one.`,
  ].join('\n\n');
}

export function categorySkills(owner: Owner, refs: number[], asTitle = false): string {
  const lists = refs
    .map((i) => owner.skills[i])
    .filter((c) => c !== undefined)
    .map((c) => `${owner.firstName}'s **${c.name}** skills:\n\n${c.skills.length ? c.skills.map((s) => `- ${s.title}`).join('\n') : 'No skills available for this category.'}`);
  return [...(asTitle ? [`${owner.firstName}'s title on this site is **${owner.subtitle}**.`] : []), ...lists].join('\n\n');
}

export function techAnswer(owner: Owner, title: string): string {
  const category = owner.skills.find((c) => c.skills.some((s) => s.title === title));
  const projects = owner.projects.filter((p) => p.techStack.some((t) => t.title === title));
  const hackathons = owner.hackathons.filter((h) => h.techStack.some((t) => t.title === title));
  const parts = [
    category
      ? `**${title}** is one of ${owner.firstName}'s **${category.name}** skills.`
      : `**${title}** isn't on ${owner.firstName}'s skills list, but it appears in the work below.`,
    projects.length ? `Projects built with ${title}:\n\n${projects.map(projectLine).join('\n')}` : `None of the projects on this site use ${title}.`,
  ];
  if (hackathons.length) parts.push(`Hackathon entries with ${title}:\n\n${hackathons.map(hackathonLine).join('\n')}`);
  return parts.join('\n\n');
}

const years = (title: string) => (title.match(/\b(?:19|20)\d{2}\b/g) ?? []).map(Number);

/** Career entries that ended by the year the owner started learning to code (the earliest education year). */
export function preDeveloperRoles(owner: Owner): number[] {
  const [, education, career] = owner.about;
  const switchYear = Math.min(...education.entries.flatMap((e) => years(e.title)));
  const before = career.entries
    .map((e, i) => ({ i, end: /present/i.test(e.title) ? Infinity : Math.max(...years(e.title)) }))
    .filter(({ end }) => end <= switchYear)
    .map(({ i }) => i);
  return before.length ? before : [career.entries.length - 1];
}

export function background(owner: Owner): string {
  const [personal, education, career] = owner.about;
  const roles = preDeveloperRoles(owner).map((i) => career.entries[i]).filter((e) => e !== undefined);
  const path = [...education.entries].sort((a, b) => Math.min(...years(a.title)) - Math.min(...years(b.title)));
  return [
    `*${owner.tagline}*`,
    ...(personal.entries[0] ? [quote(firstSentences(personal.entries[0].content, 2))] : []),
    `**Before becoming a developer**`,
    ...roles.map(entryBlock),
    `**The switch to code**`,
    path.map((e) => `- **${e.title}:** ${firstSentences(e.content, 1)}`).join('\n'),
  ].join('\n\n');
}
