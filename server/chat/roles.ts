import type { Owner } from '../../content';
import { pagePath } from './passages';
import { entryBlock, link, quote } from './render';
import { contentTerms } from './text';

// Answers that judge the owner (led a team? senior?). They only ever point at what content/ says in
// the owner's own words, and say plainly when content/ does not settle the question.

const saysLead = (text: string) => contentTerms(text).includes('lead');
const contactLine = (owner: Owner) => `For anything more, ask ${owner.firstName} through the ${link('Contact', pagePath(owner, 'Contact', '/contact'))} page.`;

/** Hackathon entries whose role, in the owner's words, says they led the team. */
export const ledHackathons = (owner: Owner) => owner.hackathons.filter((h) => saysLead(h.description.role));
/** Indexes of career entries that speak of leading. */
export const ledCareer = (owner: Owner) => owner.about[2].entries.flatMap((e, i) => (saysLead(`${e.title} ${e.content}`) ? [i] : []));

export function leadershipAnswer(owner: Owner, scope: 'hackathons' | 'all'): string {
  const { firstName } = owner;
  const led = ledHackathons(owner);
  // A scrum master runs the team's process without being its lead: worth naming, but apart.
  const facilitated = owner.hackathons.filter((h) => !led.includes(h) && /\bscrum master\b/i.test(h.description.role));
  const line = (h: Owner['hackathons'][number]) => `- **${h.team}** (${h.title}, ${h.event}): "${h.description.role}"`;
  const parts: string[] = [];
  if (led.length) parts.push(`${firstName} led ${led.length} of ${owner.hackathons.length} hackathon teams, in ${firstName}'s words:`, led.map(line).join('\n'));
  else parts.push(`None of ${firstName}'s hackathon roles on this site say ${firstName} led the team.`);
  if (facilitated.length) parts.push(`${firstName} was also the team's scrum master for:`, facilitated.map(line).join('\n'));
  if (scope === 'all') {
    const career = ledCareer(owner).map((i) => owner.about[2].entries[i]!);
    if (career.length) parts.push(`In ${firstName}'s career:`, ...career.map(entryBlock));
  }
  parts.push(`More on the ${link('Hackathons', pagePath(owner, 'Hackathons', '/hackathons'))} page. ${contactLine(owner)}`);
  return parts.join('\n\n');
}

const years = (title: string) => (title.match(/\b(?:19|20)\d{2}\b/g) ?? []).map(Number);

export function seniorityAnswer(owner: Owner): string {
  const { firstName } = owner;
  const [, education, career] = owner.about;
  const startYear = Math.min(...education.entries.flatMap((e) => years(e.title)));
  // A role titled "Senior ..." is seniority in that role, not a developer grade: show it as it is titled.
  const seniorRoles = career.entries.filter((e) => /\bsenior\b/i.test(e.title));
  return [
    `This site doesn't give ${firstName} a developer grade such as junior or senior, so I can't say which ${firstName} is. ${firstName}'s title here is **${owner.subtitle}**.`,
    ...(Number.isFinite(startYear) ? [`${firstName} started learning to code in ${startYear}:`, education.entries.map((e) => `- **${e.title}**`).join('\n')] : []),
    ...(seniorRoles.length
      ? [`The only "senior" on this site is part of a role title, not a developer grade:`, ...seniorRoles.map((e) => `**${e.title}**\n\n${quote(e.content)}`)]
      : []),
    contactLine(owner),
  ].join('\n\n');
}
