import type { Owner, SkillCategory } from '../../../content';
import { categoryBySlug, each, usersOf } from '../retrieval/facts';
import { passageId } from '../retrieval/passages';
import { oncePerName } from '../once';
import { built, type Builder } from './context';
import {
  categoryLine,
  categoryName,
  hackathonLine,
  pageLink,
  projectLine,
  projectName,
  teamName,
} from './markdown';

// The technologies: every category, one category, or one technology across the work.

export const skills: Builder<'skills'> = (_intent, _asked, { owner, catalog }) => {
  const listed = new Set(owner.skills.flatMap((c) => c.skills.map((s) => s.title)));
  const extra = catalog.techTitles.filter((t) => !listed.has(t));
  const text = [
    `${owner.firstName} works with these technologies:`,
    owner.skills.map((c) => categoryLine(c)).join('\n'),
    ...(extra.length ? [`The projects also use ${extra.join(', ')}.`] : []),
    `See them on the ${pageLink('skills')} page, or ask which projects use a particular one.`,
  ].join('\n\n');
  return built(text, ...owner.skills.map(passageId.category));
};

export function categorySkills(owner: Owner, categories: SkillCategory[], asTitle = false): string {
  const lists = categories.map(
    (c) =>
      `${owner.firstName}'s ${categoryName(c)} skills:\n\n${c.skills.length ? c.skills.map((s) => `- ${s.title}`).join('\n') : 'No skills available for this category.'}`,
  );
  return [
    ...(asTitle ? [`${owner.firstName}'s title on this site is **${owner.subtitle}**.`] : []),
    ...lists,
  ].join('\n\n');
}

export const category: Builder<'category'> = ({ slugs, asTitle }, _asked, { owner }) => {
  const shown = each(slugs, (slug) => categoryBySlug(owner, slug));
  return built(categorySkills(owner, shown, asTitle), ...shown.map(passageId.category));
};

const techAnswer = oncePerName((owner: Owner, title: string): string => {
  const { category, projects, hackathons } = usersOf(owner, title);
  const parts = [
    category
      ? `**${title}** is one of ${owner.firstName}'s ${categoryName(category)} skills.`
      : `**${title}** isn't on ${owner.firstName}'s skills list, but it appears in the work below.`,
    projects.length
      ? `Projects built with ${title}:\n\n${projects.map((p) => projectLine(p)).join('\n')}`
      : `No project on this site lists ${title} in its stack.`,
  ];
  if (hackathons.length) parts.push(teamsWith(title, hackathons));
  return parts.join('\n\n');
});

const teamsWith = (title: string, hackathons: Owner['hackathons']) =>
  `Hackathon entries with ${title}:\n\n${hackathons.map((h) => hackathonLine(h)).join('\n')}`;

/** "Which hackathon used React?": only the teams. */
const techAtHackathons = oncePerName((owner: Owner, title: string): string => {
  const { hackathons } = usersOf(owner, title);
  return hackathons.length
    ? teamsWith(title, hackathons)
    : `No hackathon entry on this site lists **${title}** in its stack.`;
});

/** "Does Kai know Django?", then "which projects?": only the projects. */
const techInProjects = oncePerName((owner: Owner, title: string): string => {
  const { projects } = usersOf(owner, title);
  return projects.length
    ? `Projects built with ${title}:\n\n${projects.map((p) => projectLine(p)).join('\n')}`
    : `No project on this site lists **${title}** in its stack.`;
});

/** "Which projects use React and Django?": the work built with all of them, before each one's own list. */
function withAll(owner: Owner, titles: readonly string[], teamsOnly: boolean): string {
  const all = <T>(pick: (users: ReturnType<typeof usersOf>) => T[]) =>
    pick(usersOf(owner, titles[0]!)).filter((item) =>
      titles.every((t) => pick(usersOf(owner, t)).includes(item)),
    );
  const lines = [
    ...(teamsOnly ? [] : all((u) => u.projects).map((p) => `- ${projectName(p)} (${p.year})`)),
    ...all((u) => u.hackathons).map((h) => `- ${teamName(h)} (${teamsOnly ? '' : 'hackathon, '}${h.title})`),
  ];
  const named = titles.map((t) => `**${t}**`).join(' and ');
  return lines.length
    ? `Built with both ${named}:\n\n${lines.join('\n')}`
    : `No ${teamsOnly ? 'hackathon entry' : 'project or hackathon entry'} on this site uses both ${named}.`;
}

export const tech: Builder<'tech'> = ({ titles, scope, both }, _asked, { owner }) => {
  const teamsOnly = scope === 'hackathons';
  const grounds = titles.flatMap((title) => {
    const users = usersOf(owner, title);
    if (scope)
      return teamsOnly ? users.hackathons.map(passageId.hackathon) : users.projects.map(passageId.project);
    return [
      ...users.categories.map(passageId.category),
      ...users.projects.map(passageId.project),
      ...users.hackathons.map(passageId.hackathon),
    ];
  });
  const each = titles.map((t) =>
    (scope ? (teamsOnly ? techAtHackathons : techInProjects) : techAnswer)(owner, t),
  );
  return built([...(both ? [withAll(owner, titles, teamsOnly)] : []), ...each].join('\n\n'), ...grounds);
};

/** "Which projects use Kai's Backend skills?": each project and hackathon entry with the skills it uses. */
export const uses: Builder<'uses'> = ({ slugs, scope }, _asked, { owner }) => {
  const teamsOnly = scope === 'hackathons';
  const projects = teamsOnly ? [] : owner.projects;
  const hackathons = scope === 'projects' ? [] : owner.hackathons;
  const categories = each(slugs, (slug) => categoryBySlug(owner, slug));
  const grounds: string[] = categories.map(passageId.category);
  const parts = categories.map((c) => {
    const titles = new Set(c.skills.map((s) => s.title));
    const using = (stack: { title: string }[]) =>
      stack.filter((t) => titles.has(t.title)).map((t) => t.title);
    const lines = [
      ...projects.flatMap((p) =>
        using(p.techStack).length
          ? [`- ${projectName(p)} (${p.year}): ${using(p.techStack).join(', ')}`]
          : [],
      ),
      ...hackathons.flatMap((h) =>
        using(h.techStack).length
          ? [
              `- ${teamName(h)} (${teamsOnly ? '' : 'hackathon, '}${h.title}): ${using(h.techStack).join(', ')}`,
            ]
          : [],
      ),
    ];
    grounds.push(...projects.filter((p) => using(p.techStack).length).map(passageId.project));
    grounds.push(...hackathons.filter((h) => using(h.techStack).length).map(passageId.hackathon));
    return lines.length
      ? `${teamsOnly ? 'Hackathon entries built' : scope === 'projects' ? 'Projects built' : 'Built'} with ${owner.firstName}'s ${categoryName(c)} skills:\n\n${lines.join('\n')}`
      : `None of the ${teamsOnly ? 'hackathon entries' : scope === 'projects' ? 'projects' : 'work'} on this site uses ${owner.firstName}'s ${categoryName(c)} skills.`;
  });
  return built(parts.join('\n\n'), ...grounds);
};

/** "Any projects with a database?": the projects (or hackathon entries) built with a skill of that kind, and which. */
function workWithKind(
  owner: Owner,
  titles: readonly string[],
  plural: string,
  scope: 'projects' | 'hackathons',
) {
  const kinds = plural;
  const using = (stack: { title: string }[]) => stack.map((t) => t.title).filter((t) => titles.includes(t));
  const work =
    scope === 'projects'
      ? owner.projects
          .filter((p) => using(p.techStack).length)
          .map((p) => ({
            line: `- ${projectName(p)} (${p.year}): ${using(p.techStack).join(', ')}`,
            id: passageId.project(p),
          }))
      : owner.hackathons
          .filter((h) => using(h.techStack).length)
          .map((h) => ({
            line: `- ${teamName(h)} (${h.title}): ${using(h.techStack).join(', ')}`,
            id: passageId.hackathon(h),
          }));
  const what = scope === 'projects' ? 'project' : 'hackathon entry';
  if (work.length === 0)
    return built(
      `No ${what} on this site is built with one of ${owner.firstName}'s ${kinds}.`,
      ...owner.skills.map(passageId.category),
    );
  return built(
    `${scope === 'projects' ? 'Projects' : 'Hackathon entries'} built with ${owner.firstName}'s ${kinds}:\n\n${work.map((w) => w.line).join('\n')}`,
    ...work.map((w) => w.id),
  );
}

/** "Which databases has Kai used?": the skills the Skills page describes as that kind, with their categories. */
export const techKind: Builder<'techKind'> = ({ what, scope }, _asked, { owner }) => {
  const found = owner.skills.flatMap((c) =>
    c.skills.filter((s) => s.ariaLabel.toLowerCase().includes(what)).map((s) => ({ s, c })),
  );
  const plural = (what === 'hosting' ? 'hosting services' : `${what.replace(/y$/, 'ie')}s`).replace(
    /\bcss\b/,
    'CSS',
  );
  const one = what.replace(/\bcss\b/, 'CSS');
  if (found.length === 0)
    return built(
      `${owner.firstName}'s ${pageLink('skills')} page lists no ${plural}.`,
      ...owner.skills.map(passageId.category),
    );
  if (scope)
    return workWithKind(
      owner,
      found.map(({ s }) => s.title),
      plural,
      scope,
    );
  // The Skills page's description, when it says more than the kind asked for ("user-interface library").
  const more = (title: string, label: string) => {
    const rest = label.replace(title, '').trim();
    return rest.toLowerCase() === what ? '' : `: ${rest}`;
  };
  const lines = found.map(({ s, c }) => `- **${s.title}** (${categoryName(c)})${more(s.title, s.ariaLabel)}`);
  const text = `${found.length === 1 ? `One ${one}` : `${found.length} ${plural}`} on ${owner.firstName}'s ${pageLink('skills')} page:\n\n${lines.join('\n')}`;
  return built(text, ...[...new Set(found.map(({ c }) => c))].map(passageId.category));
};
