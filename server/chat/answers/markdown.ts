import type { Entry, Hackathon, Owner, Project, SkillCategory } from '../../../content';
import { itemUrl } from '../../../contracts/items';
import { pages, type PageKey } from '../../../contracts/pages';
import { once } from '../once';
import { sentences } from '../text';
import { itemHref, itemLink } from './links';

// Markdown for each kind of fact. Every word of substance is read from content/; these only arrange it.

// Content is written in the owner's own voice ("I built..."), so it is quoted rather than retold.
export const quote = (text: string) => `> ${text}`;
export const link = (label: string, url: string | undefined) => (url ? `[${label}](${url})` : label);
/** A link to one of the site's pages, named as the navigation names it. */
export const pageLink = (key: PageKey) => link(pages[key].title, pages[key].path);
/** Where the About page keeps these entries: "More under [Career](/?item=career) on the About page." */
export function sectionLine(owner: Owner, entries: readonly Entry[]): string {
  const shown = owner.about.filter((s) => entries.some((e) => s.entries.includes(e)));
  if (!shown.length) return '';
  const names = shown.map((s) =>
    link(s.label.charAt(0) + s.label.slice(1).toLowerCase(), itemUrl(pages.about.path, s.id)),
  );
  return `More under ${names.join(' and ')} on the ${pages.about.title} page.`;
}
export const names = (items: { title: string }[]) => items.map((i) => i.title).join(', ');
export const firstSentences = (text: string, n: number) => sentences(text).slice(0, n).join(' ');

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

const DAY_MONTH_YEAR = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

const dayMonthYears = new Map<string, string>();
/** "2027-08-17" as people write it: "17 August 2027". */
export function dayMonthYear(isoDate: string): string {
  let text = dayMonthYears.get(isoDate);
  if (text === undefined) {
    const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
    // A date a year ahead at most (the next birthday): a bounded set, one a day.
    if (dayMonthYears.size > 400) dayMonthYears.clear();
    dayMonthYears.set(isoDate, (text = DAY_MONTH_YEAR.format(new Date(Date.UTC(y, m - 1, d)))));
  }
  return text;
}

export const bare = (url: string) => url.replace(/^https?:\/\//, '').replace(/\/$/, '');

// Project, team and category names link to the item on the site (/projects?item=ebuddies).
const ref = {
  project: (p: Project) => ({ kind: 'project' as const, id: p.slug }),
  hackathon: (h: Hackathon) => ({ kind: 'hackathon' as const, id: h.slug }),
  category: (c: SkillCategory) => ({ kind: 'category' as const, id: c.slug }),
};
export const projectName = (p: Project) => itemLink(ref.project(p), p.title);
export const teamName = (h: Hackathon) => itemLink(ref.hackathon(h), h.team);
export const categoryName = (c: SkillCategory) => itemLink(ref.category(c), c.name);

export const projectDetail = once((p: Project): string => {
  const facts = [
    `- **Stack:** ${names(p.techStack)}`,
    ...(p.github ? [`- **GitHub:** ${link(bare(p.github), p.github)}`] : []),
    ...(p.live ? [`- **Live:** ${link(bare(p.live), p.live)}`] : []),
  ];
  const title = link(p.title, itemHref(ref.project(p)) ?? p.live);
  return [`### ${title} (${p.year})`, `*${p.summary}*`, quote(p.description), facts.join('\n')].join('\n\n');
});

export const projectLine = once(
  (p: Project) =>
    `- ${projectName(p)} (${p.year}): ${p.summary} *Stack:* ${names(p.techStack)}. ${projectLinks(p)}`,
);

export const hackathonDetail = once((h: Hackathon): string => {
  const team = link(h.team, itemHref(ref.hackathon(h)) ?? h.demo);
  return [
    `### ${h.title}: team ${team}`,
    `*${h.event}, ${monthYear(h.date)}*`,
    `**The app:** ${h.description.app}`,
    `**Role:**\n\n${quote(h.description.role)}`,
    `- **Stack:** ${names(h.techStack)}\n- **Links:** ${hackathonLinks(h)}`,
  ].join('\n\n');
});

export const hackathonLine = once(
  (h: Hackathon) =>
    `- ${teamName(h)} built **${h.title}** at ${h.event} (${monthYear(h.date)}): ${h.description.app} *Stack:* ${names(h.techStack)}. ${hackathonLinks(h)}`,
);

export const entryBlock = once((e: Entry) => `**${e.title}**\n\n${quote(e.content)}`);

export const categoryLine = once(
  (c: SkillCategory) =>
    `- ${categoryName(c)}: ${c.skills.length ? names(c.skills) : 'No skills available for this category.'}`,
);
