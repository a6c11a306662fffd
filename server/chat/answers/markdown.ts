import type { Entry, Hackathon, Owner, Project, SkillCategory } from '../../../content';
import { pagePath } from '../retrieval/facts';

// Markdown for each kind of fact. Every word of substance is read from content/; these only arrange it.

// Content is written in the owner's own voice ("I built..."), so it is quoted rather than retold.
export const quote = (text: string) => `> ${text}`;
export const link = (label: string, url: string) => `[${label}](${url})`;
export const pageLink = (owner: Owner, title: string, path: string) => link(title, pagePath(owner, title, path));
export const names = (items: { title: string }[]) => items.map((i) => i.title).join(', ');
export const firstSentences = (text: string, n: number) => text.split(/(?<=[.!?])\s+/).slice(0, n).join(' ');

export const projectLinks = (p: Project) => `${link('GitHub', p.github)} · ${link('Live', p.live)}`;
export const hackathonLinks = (h: Hackathon) => `${link('GitHub', h.github)} · ${link('Demo', h.demo)}`;

// One formatter for all answers: building an Intl formatter per call costs more than the rest of an answer.
const MONTH_YEAR = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });

const monthYears = new Map<string, string>();
export function monthYear(yyyyMm: string): string {
  let text = monthYears.get(yyyyMm);
  if (text === undefined) {
    const [y, m] = yyyyMm.split('-').map(Number) as [number, number];
    monthYears.set(yyyyMm, (text = MONTH_YEAR.format(new Date(Date.UTC(y, m - 1, 1)))));
  }
  return text;
}

export const bare = (url: string) => url.replace(/^https?:\/\//, '').replace(/\/$/, '');

export function projectDetail(p: Project): string {
  const facts = [`- **Stack:** ${names(p.techStack)}`, `- **GitHub:** ${link(bare(p.github), p.github)}`, `- **Live:** ${link(bare(p.live), p.live)}`];
  return [`### ${p.title} (${p.year})`, `*${p.summary}*`, quote(p.description), facts.join('\n')].join('\n\n');
}

export const projectLine = (p: Project) => `- **${p.title}** (${p.year}): ${p.summary} *Stack:* ${names(p.techStack)}. ${projectLinks(p)}`;

export function hackathonDetail(h: Hackathon): string {
  return [
    `### ${h.title}: team ${h.team}`,
    `*${h.event}, ${monthYear(h.date)}*`,
    `**The app:** ${h.description.app}`,
    `**Role:**\n\n${quote(h.description.role)}`,
    `- **Stack:** ${names(h.techStack)}\n- **Links:** ${hackathonLinks(h)}`,
  ].join('\n\n');
}

export const hackathonLine = (h: Hackathon) =>
  `- **${h.team}** built **${h.title}** at ${h.event} (${monthYear(h.date)}): ${h.description.app} *Stack:* ${names(h.techStack)}. ${hackathonLinks(h)}`;

export const entryBlock = (e: Entry) => `**${e.title}**\n\n${quote(e.content)}`;

export const categoryLine = (c: SkillCategory) =>
  `- **${c.name}:** ${c.skills.length ? names(c.skills) : 'No skills available for this category.'}`;
