import type { Hackathon, Owner } from '../../../content';
import { THEME_FILLER } from '../intent/words';
import type { Retriever } from '../retrieval/search';
import {
  categoryBySlug,
  each,
  hackathonBySlug,
  hackathonYear,
  hackathonsByDate,
  projectBySlug,
} from '../retrieval/facts';
import type { Catalog } from '../intent/catalog';
import type { ItemRef } from '../intent/types';
import { contentTerms, normalize } from '../text';
import { saidOf, same } from '../retrieval/sentences';
import { itemLink } from './links';
import { passageId } from '../retrieval/passages';
import { built, type Builder } from './context';
import {
  hackathonDetail,
  hackathonLine,
  hackathonLinks,
  monthYear,
  pageLink,
  projectDetail,
  projectLine,
  projectLinks,
  projectName,
  quote,
  teamName,
} from './markdown';

// What the owner has made: the projects and the hackathon entries, as lists or one by one.

export const projects: Builder<'projects'> = ({ pick, year: asked }, _asked, { owner }) => {
  const years = owner.projects.map((p) => p.year);
  const ofYear = asked === undefined ? owner.projects : owner.projects.filter((p) => p.year === asked);
  // A year with nothing in it says so, then lists them all with their years.
  const none =
    ofYear.length === 0
      ? `None of ${owner.firstName}'s projects on this site are from ${asked}; they are from ${Math.min(...years)} to ${Math.max(...years)}:`
      : undefined;
  const pool = none ? owner.projects : ofYear;
  const year =
    pick === 'latest' ? Math.max(...pool.map((p) => p.year)) : Math.min(...pool.map((p) => p.year));
  const shown = pick === 'all' || none ? pool : pool.filter((p) => p.year === year);
  const intro =
    none ??
    (pick !== 'all'
      ? `${owner.firstName}'s ${pick} ${shown.length === 1 ? 'project is' : 'projects are'} from ${year}:`
      : asked !== undefined
        ? `${owner.firstName}'s ${shown.length === 1 ? 'project' : `${shown.length} projects`} from ${asked}:`
        : `${owner.firstName} has built ${owner.projects.length} projects:`);
  const text = [
    intro,
    shown.map((p) => projectLine(p)).join('\n'),
    `Ask about any of them by name for the details, or browse the ${pageLink('projects')} page.`,
  ].join('\n\n');
  return built(text, ...shown.map(passageId.project));
};

export const project: Builder<'project'> = ({ slugs }, _asked, { owner }) => {
  const shown = each(slugs, (slug) => projectBySlug(owner, slug));
  const more = `More on the ${pageLink('projects')} page.`;
  return built([...shown.map((p) => projectDetail(p)), more].join('\n\n'), ...shown.map(passageId.project));
};

/** The hackathons, oldest first, each with the owner's role when asked; `intro` replaces the count. */
export function hackathonList(
  owner: Owner,
  withRoles: boolean,
  shown = hackathonsByDate(owner),
  intro = `${owner.firstName} has taken part in ${owner.hackathons.length} hackathons:`,
): string {
  const line = (h: Owner['hackathons'][number]) =>
    hackathonLine(h) +
    (withRoles ? `\n  *Role, in ${owner.firstName}'s words:* "${h.description.role}"` : '');
  return [
    intro,
    shown.map(line).join('\n'),
    `Ask about a team by name for ${owner.firstName}'s role, or browse the ${pageLink('hackathons')} page.`,
  ].join('\n\n');
}

/** The hackathons whose role, in the owner's words, names one of the categories by any of its catalog names ("front end"). */
function rolesIn(owner: Owner, catalog: Catalog, slugs: readonly string[]) {
  const names = catalog.categories.filter((n) => slugs.includes(n.target)).map((n) => ` ${n.phrase} `);
  const shown = hackathonsByDate(owner).filter((h) =>
    names.some((name) => ` ${normalize(h.description.role)} `.includes(name)),
  );
  return {
    names: each(slugs, (slug) => categoryBySlug(owner, slug))
      .map((c) => c.name)
      .join(' or '),
    shown,
  };
}

/**
 * "Which hackathon was about health?": the question's words that some hackathons' text has and others'
 * not pick those hackathons. Words no hackathon has are passed over; none that tell them apart, no theme.
 */
function onTheme(
  question: string,
  dated: readonly Hackathon[],
  retriever: Retriever,
): Hackathon[] | undefined {
  const { hits } = retriever.search(question, ['hackathon']);
  const counts = new Map<string, number>();
  for (const hit of hits) for (const term of hit.terms) counts.set(term, (counts.get(term) ?? 0) + 1);
  const words = [...counts]
    .filter(([term, n]) => n < dated.length && !THEME_FILLER.has(term))
    .map(([term]) => term);
  if (words.length === 0) return undefined;
  const ids = new Set(
    hits.filter((hit) => words.every((w) => hit.terms.includes(w))).map((hit) => hit.passage.id),
  );
  const shown = dated.filter((h) => ids.has(passageId.hackathon(h)));
  return shown.length ? shown : undefined;
}

/** "Which hackathon was he scrum master?": the teams whose role, in the owner's words, has every word asked. */
function withRole(dated: readonly Hackathon[], role: string, ownerWords: ReadonlySet<string>): Hackathon[] {
  const asked = contentTerms(role, ownerWords);
  if (asked.length === 0) return [];
  return dated.filter((h) => {
    const said = contentTerms(h.description.role);
    return asked.every((t) => said.some((w) => same(t, w)));
  });
}

export const hackathons: Builder<'hackathons'> = (
  { withRoles, pick, year, roleIn, theme, role },
  { question },
  { owner, catalog, retriever, ownerWords },
) => {
  if (roleIn) {
    const { names, shown } = rolesIn(owner, catalog, roleIn);
    if (shown.length === 0)
      return built(
        hackathonList(
          owner,
          true,
          hackathonsByDate(owner),
          `None of ${owner.firstName}'s hackathon roles on this site say ${names}; these are the roles, in ${owner.firstName}'s words:`,
        ),
        ...hackathonsByDate(owner).map(passageId.hackathon),
      );
    return built(
      hackathonList(
        owner,
        true,
        shown,
        `${owner.firstName}'s role was ${names} work in ${shown.length} of ${owner.hackathons.length} hackathons, in ${owner.firstName}'s words:`,
      ),
      ...shown.map(passageId.hackathon),
    );
  }
  const dated = hackathonsByDate(owner);
  const ofYear = year === undefined ? dated : dated.filter((h) => hackathonYear(h) === year);
  if (ofYear.length === 0) {
    const span = `${monthYear(dated[0]!.date)} to ${monthYear(dated.at(-1)!.date)}`;
    return built(
      hackathonList(
        owner,
        withRoles,
        dated,
        `None of ${owner.firstName}'s hackathons on this site are from ${year}; they run from ${span}:`,
      ),
      ...dated.map(passageId.hackathon),
    );
  }
  const picked = pick === 'latest' ? ofYear.at(-1) : pick === 'earliest' ? ofYear[0] : undefined;
  const which = `${pick === 'latest' ? 'latest' : 'first'} hackathon${year === undefined ? ' on this site' : ` of ${year}`}`;
  if (picked)
    return built(
      [`${owner.firstName}'s ${which}:`, hackathonDetail(picked)].join('\n\n'),
      passageId.hackathon(picked),
    );
  if (year === undefined) {
    const roled = role ? withRole(dated, role, ownerWords) : [];
    if (roled.length) {
      const n = roled.length;
      return built(
        hackathonList(
          owner,
          true,
          roled,
          `${n === 1 ? 'One' : n} of ${owner.firstName}'s ${dated.length} hackathon roles ${n === 1 ? 'says' : 'say'} so, in ${owner.firstName}'s words:`,
        ),
        ...roled.map(passageId.hackathon),
      );
    }
    const themed = theme && onTheme(question, dated, retriever);
    if (themed) {
      // The words are the search's stems ("wellbe"): the answer does not repeat them.
      const n = themed.length;
      const intro = `${n === 1 ? 'One' : n} of ${owner.firstName}'s ${dated.length} hackathons ${n === 1 ? 'matches' : 'match'} that:`;
      // With the roles: the words may be the owner's role ("which hackathon was he scrum master?").
      return built(hackathonList(owner, true, themed, intro), ...themed.map(passageId.hackathon));
    }
    return built(hackathonList(owner, withRoles), ...dated.map(passageId.hackathon));
  }
  const intro = `${owner.firstName} took part in ${ofYear.length === 1 ? 'one hackathon' : `${ofYear.length} hackathons`} in ${year}:`;
  return built(hackathonList(owner, withRoles, ofYear, intro), ...ofYear.map(passageId.hackathon));
};

export const hackathon: Builder<'hackathon'> = ({ slugs }, _asked, { owner }) => {
  const shown = each(slugs, (slug) => hackathonBySlug(owner, slug));
  return built(shown.map((h) => hackathonDetail(h)).join('\n\n'), ...shown.map(passageId.hackathon));
};

export const prizes: Builder<'prizes'> = ({ slugs }, _asked, { owner }) => {
  const named = each(slugs, (slug) => hackathonBySlug(owner, slug));
  const teams = named.length
    ? named.map((h) => h.team).join(' and ')
    : `${owner.firstName}'s hackathon teams`;
  const text = [
    `I don't know: this site says nothing of prizes for ${teams}, and I'd rather not guess. You can ask ${owner.firstName} directly through the ${pageLink('contact')} page.`,
    named.length ? named.map((h) => hackathonDetail(h)).join('\n\n') : hackathonList(owner, false),
  ].join('\n\n');
  return built(text, ...(named.length ? named : hackathonsByDate(owner)).map(passageId.hackathon));
};

/** The projects and hackathon entries among the items a follow-up points at, in their order. */
function workOf(owner: Owner, items: readonly ItemRef[]) {
  const ids = (kind: ItemRef['kind']) => items.filter((i) => i.kind === kind).map((i) => i.id);
  return {
    projects: each(ids('project'), (slug) => projectBySlug(owner, slug)),
    teams: each(ids('hackathon'), (slug) => hackathonBySlug(owner, slug)),
  };
}

/** "link?", "demo?": the links of the items just shown, without their cards again. */
export const links: Builder<'links'> = ({ items }, _asked, { owner }) => {
  const { projects, teams } = workOf(owner, items);
  const lines = [
    ...projects.map((p) => `- ${projectName(p)}: ${projectLinks(p)}`),
    ...teams.map((h) => `- ${teamName(h)}${h.team === h.title ? '' : ` (${h.title})`}: ${hackathonLinks(h)}`),
  ];
  return built(lines.join('\n'), ...projects.map(passageId.project), ...teams.map(passageId.hackathon));
};

/** "Which projects use it?" after a technology: the projects (or teams) among the items just shown, a line each. */
export const list: Builder<'list'> = ({ items, year }, _asked, { owner }) => {
  if (year !== undefined) return ofYear(owner, items, year);
  const { projects, teams } = workOf(owner, items);
  const group = (lines: string[], one: string, many: string) =>
    lines.length
      ? [
          `Of those, ${lines.length === 1 ? `one is ${one}` : `${lines.length} are ${many}`}:\n\n${lines.join('\n')}`,
        ]
      : [];
  const parts = [
    ...group(
      projects.map((p) => projectLine(p)),
      'a project',
      'projects',
    ),
    ...group(
      teams.map((h) => hackathonLine(h)),
      'a hackathon entry',
      'hackathon entries',
    ),
  ];
  return built(parts.join('\n\n'), ...projects.map(passageId.project), ...teams.map(passageId.hackathon));
};

/** "Which were in 2024?": the projects and teams just shown that are of that year. */
function ofYear(owner: Owner, items: readonly ItemRef[], year: number) {
  const all = workOf(owner, items);
  const projects = all.projects.filter((p) => p.year === year);
  const teams = all.teams.filter((h) => hackathonYear(h) === year);
  const lines = [...projects.map((p) => projectLine(p)), ...teams.map((h) => hackathonLine(h))];
  const text = lines.length
    ? `Of those, ${lines.length === 1 ? 'one is' : `${lines.length} are`} from **${year}**:\n\n${lines.join('\n')}`
    : `None of those is from ${year}.`;
  const grounds = lines.length ? { projects, teams } : all;
  return built(text, ...grounds.projects.map(passageId.project), ...grounds.teams.map(passageId.hackathon));
}

/** "What language is it in?", "what was the backend?": each item's stack, narrowed to the categories' skills when named. */
export const stack: Builder<'stack'> = ({ items, categories }, _asked, { owner }) => {
  const asked = each(categories, (slug) => categoryBySlug(owner, slug));
  const what = asked.map((c) => c.name).join(' and ');
  const inAsked = new Set(asked.flatMap((c) => c.skills.map((s) => s.title)));
  const { projects, teams } = workOf(owner, items);
  const things = [
    ...projects.map((p) => ({ name: projectName(p), stack: p.techStack, id: passageId.project(p) })),
    ...teams.map((h) => ({
      name: h.team === h.title ? teamName(h) : `**${h.title}** (team ${teamName(h)})`,
      stack: h.techStack,
      id: passageId.hackathon(h),
    })),
  ];
  const lines = things.map(({ name, stack }) => {
    const all = stack.map((t) => t.title);
    const shown = asked.length ? all.filter((t) => inAsked.has(t)) : all;
    if (shown.length === 0)
      return `The site lists no ${what} technology for ${name}; its whole stack is ${all.join(', ')}.`;
    return `${name} is built with ${shown.map((t) => `**${t}**`).join(', ')}${asked.length ? ` (its ${what} side; the whole stack is ${all.join(', ')})` : ''}.`;
  });
  return built(lines.join('\n\n'), ...things.map((t) => t.id));
};

/** "Which of them use React?": the items of the previous answer built with each technology. */
export const subset: Builder<'subset'> = ({ items, techs }, _asked, { owner }) => {
  const { projects, teams } = workOf(owner, items);
  const uses = (stack: { title: string }[], tech: string) => stack.some((t) => t.title === tech);
  const parts = techs.map((tech) => {
    const p = projects.filter((x) => uses(x.techStack, tech));
    const h = teams.filter((x) => uses(x.techStack, tech));
    if (p.length + h.length === 0) return `None of those list **${tech}** in their stack.`;
    const lines = [...p.map((x) => projectLine(x)), ...h.map((x) => hackathonLine(x))];
    return `Of those, ${p.length + h.length === 1 ? 'one uses' : `${p.length + h.length} use`} **${tech}**:\n\n${lines.join('\n')}`;
  });
  const grounds = [...projects.map(passageId.project), ...teams.map(passageId.hackathon)];
  return built(parts.join('\n\n'), ...grounds);
};

/** "Is it accessible?" after one item: the sentences of its own text that say so, under its name. */
export const detail: Builder<'detail'> = ({ item }, { question }, { owner, ownerWords }) => {
  const said = saidOf(owner, item, question, ownerWords);
  if (!said)
    return built(
      `The site says no more about that. You can ask ${owner.firstName} through the ${pageLink('contact')} page.`,
      'contact',
    );
  return built(
    [`From ${itemLink(item, said.name)}:`, ...said.sentences.map(quote)].join('\n\n'),
    said.passage,
  );
};
