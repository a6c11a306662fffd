import type { Owner, SkillCategory } from '../../../content';
import { categoryById, usersOf } from '../retrieval/facts';
import { passageId } from '../retrieval/passages';
import { built, type Builder } from './context';
import { categoryLine, hackathonLine, pageLink, projectLine } from './markdown';

// The technologies: every category, one category, or one technology across the work.

export const skills: Builder<'skills'> = (_intent, _asked, { owner, catalog }) => {
  const listed = new Set(owner.skills.flatMap((c) => c.skills.map((s) => s.title)));
  const extra = catalog.techTitles.filter((t) => !listed.has(t));
  const text = [
    `${owner.firstName} works with these technologies:`,
    owner.skills.map(categoryLine).join('\n'),
    ...(extra.length ? [`The projects also use ${extra.join(', ')}.`] : []),
    `See them on the ${pageLink(owner, 'Skills', '/skills')} page, or ask which projects use a particular one.`,
  ].join('\n\n');
  return built(text, ...owner.skills.map(passageId.category));
};

export function categorySkills(owner: Owner, categories: SkillCategory[], asTitle = false): string {
  const lists = categories.map(
    (c) => `${owner.firstName}'s **${c.name}** skills:\n\n${c.skills.length ? c.skills.map((s) => `- ${s.title}`).join('\n') : 'No skills available for this category.'}`,
  );
  return [...(asTitle ? [`${owner.firstName}'s title on this site is **${owner.subtitle}**.`] : []), ...lists].join('\n\n');
}

export const category: Builder<'category'> = ({ ids, asTitle }, _asked, { owner }) => {
  const shown = ids.map((id) => categoryById(owner, id)).filter((c) => c !== undefined);
  return built(categorySkills(owner, shown, asTitle), ...shown.map(passageId.category));
};

function techAnswer(owner: Owner, title: string): string {
  const { category, projects, hackathons } = usersOf(owner, title);
  const parts = [
    category
      ? `**${title}** is one of ${owner.firstName}'s **${category.name}** skills.`
      : `**${title}** isn't on ${owner.firstName}'s skills list, but it appears in the work below.`,
    projects.length ? `Projects built with ${title}:\n\n${projects.map(projectLine).join('\n')}` : `None of the projects on this site use ${title}.`,
  ];
  if (hackathons.length) parts.push(`Hackathon entries with ${title}:\n\n${hackathons.map(hackathonLine).join('\n')}`);
  return parts.join('\n\n');
}

export const tech: Builder<'tech'> = ({ titles }, _asked, { owner }) => {
  const grounds = titles.flatMap((title) => {
    const users = usersOf(owner, title);
    return [...users.categories.map(passageId.category), ...users.projects.map(passageId.project), ...users.hackathons.map(passageId.hackathon)];
  });
  return built(titles.map((t) => techAnswer(owner, t)).join('\n\n'), ...grounds);
};
