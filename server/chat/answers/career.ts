import type { Entry, Owner } from '../../../content';
import {
  byStartYear,
  codingStartYear,
  each,
  entryById,
  entryKind,
  hackathonBySlug,
  isCurrent,
  ledCareer,
  ledHackathons,
  preDeveloperRoles,
  section,
} from '../retrieval/facts';
import { passageId } from '../retrieval/passages';
import { built, type Builder } from './context';
import { entryBlock, firstSentences, pageLink, quote, sectionLine, teamName } from './markdown';
import { sentences } from '../text';

// The owner's path: education, career, the switch into development, and the answers that judge
// (led a team? senior?). Those only ever point at what content/ says in the owner's own words, and
// say plainly when content/ does not settle the question.

/** The passage an entry is (none for an entry no section holds). */
export const entryPassage = (owner: Owner, e: Entry) => {
  const kind = entryKind(owner, e);
  return kind ? [passageId.entry(kind, e)] : [];
};
const contactLine = (owner: Owner) =>
  `For anything more, ask ${owner.firstName} through the ${pageLink('contact')} page.`;
const educationIds = (owner: Owner) =>
  section(owner, 'education').map((e) => passageId.entry('education', e));
const careerIds = (owner: Owner) => section(owner, 'career').map((e) => passageId.entry('career', e));

// What makes an entry a degree, read from its own words.
const DEGREE_WORDS = /\b(?:degree|bachelor|master|bsc|msc|ba|ma|phd|doctorate|university|college)\b/i;
// What an education's sentence calls something learned from ("freeCodeCamp's ... certifications", "a diploma at
// Harbor Code Institute"); a sentence without one says what was learned, not where.
const RESOURCE_WORDS =
  /\b(?:certifications?|certificates?|courses?|path|introduction|diploma|bootcamp|tutorials?|books?|institute|school|academy|university|college|programme|classes|lectures?)\b/i;

/** "What resources did he use?": the education's sentences that name what the owner learned from, in the owner's words. */
function learningResources(owner: Owner, entries: readonly Entry[]) {
  const named = entries
    .map((e) => ({ e, said: sentences(e.content).filter((s) => RESOURCE_WORDS.test(s)) }))
    .filter(({ said }) => said.length > 0);
  if (named.length === 0) {
    return built(
      `I don't know: ${owner.firstName}'s education on this site names no learning resources, and I'd rather not guess. ${contactLine(owner)}`,
      ...educationIds(owner),
    );
  }
  const text = [
    `The learning resources ${owner.firstName}'s education names, in ${owner.firstName}'s words:`,
    ...named.map(({ e, said }) => `**${e.title}**\n\n${quote(said.join(' '))}`),
    sectionLine(
      owner,
      named.map(({ e }) => e),
    ),
  ];
  return built(text.join('\n\n'), ...named.map(({ e }) => passageId.entry('education', e)));
}

export const education: Builder<'education'> = ({ degree, resources }, _asked, { owner }) => {
  const entries = section(owner, 'education');
  if (resources) return learningResources(owner, entries);
  const noDegree = degree && !entries.some((e) => DEGREE_WORDS.test(`${e.title} ${e.content}`));
  const intro = noDegree
    ? `This site lists no university degree for ${owner.firstName}. ${owner.firstName}'s education, as it stands:`
    : `${owner.firstName}'s education:`;
  return built(
    [intro, ...entries.map(entryBlock), sectionLine(owner, entries)].join('\n\n'),
    ...educationIds(owner),
  );
};

/**
 * The owner's first role on this site: the earliest start year, and of two in one year the one listed
 * later (content lists roles newest first). "In tech" skips the roles from before the switch to code.
 */
function firstRole(owner: Owner, inTech: boolean): Entry | undefined {
  const before = preDeveloperRoles(owner);
  const roles = [...section(owner, 'career')].reverse().filter((e) => !inTech || !before.includes(e));
  return roles.sort(byStartYear)[0];
}

export const career: Builder<'career'> = ({ current, first, title }, _asked, { owner }) => {
  const entries = section(owner, 'career');
  const earliest = first && firstRole(owner, first === 'tech');
  if (earliest) {
    const intro =
      first === 'tech'
        ? `${owner.firstName}'s first role after the switch to code, of those on this site:`
        : `The first of ${owner.firstName}'s roles on this site:`;
    return built(
      [intro, entryBlock(earliest), sectionLine(owner, [earliest])].join('\n\n'),
      passageId.entry('career', earliest),
    );
  }
  const now = entries.filter(isCurrent);
  const onlyNow = current && now.length > 0;
  const shown = onlyNow ? now : entries;
  const intro = onlyNow ? `What ${owner.firstName} does now:` : `${owner.firstName}'s career so far:`;
  // "What's his job title?": the site's own title for the owner first, then the job held now.
  const titled = title ? [`On this site ${owner.firstName}'s title is **${owner.subtitle}**.`] : [];
  return built(
    [...titled, intro, ...shown.map(entryBlock), sectionLine(owner, shown)].join('\n\n'),
    ...(title ? ['profile'] : []),
    ...shown.map((e) => passageId.entry('career', e)),
  );
};

export const role: Builder<'role'> = ({ ids }, _asked, { owner }) => {
  const shown = each(ids, (id) => entryById(owner, id));
  return built(
    [...shown.map(entryBlock), sectionLine(owner, shown)].filter(Boolean).join('\n\n'),
    ...shown.flatMap((e) => entryPassage(owner, e)),
  );
};

export const background: Builder<'background'> = (_intent, _asked, { owner }) => {
  const personal = section(owner, 'personal');
  const roles = preDeveloperRoles(owner);
  const path = [...section(owner, 'education')].sort(byStartYear);
  const text = [
    `*${owner.tagline}*`,
    ...personal.map((e) => quote(firstSentences(e.content, 2))),
    `**Before becoming a developer**`,
    ...roles.map(entryBlock),
    `**The switch to code**`,
    path.map((e) => `- **${e.title}:** ${firstSentences(e.content, 1)}`).join('\n'),
  ].join('\n\n');
  return built(
    text,
    'profile',
    ...personal.map((e) => passageId.entry('about', e)),
    ...roles.map((e) => passageId.entry('career', e)),
    ...educationIds(owner),
  );
};

export const leadership: Builder<'leadership'> = ({ scope, slugs }, _asked, { owner }) => {
  const { firstName } = owner;
  const led = ledHackathons(owner);
  // "Did he lead it?" of one team: its role in the owner's words, and whether they say lead.
  if (slugs) {
    const teams = each(slugs, (slug) => hackathonBySlug(owner, slug));
    const said = teams.map(
      (h) =>
        `${firstName}'s role in ${teamName(h)}, in ${firstName}'s words: "${h.description.role}" ${led.includes(h) ? 'That is a lead role.' : `It does not say ${firstName} led the team.`}`,
    );
    return built(said.join('\n\n'), ...teams.map(passageId.hackathon));
  }
  // A scrum master runs the team's process without being its lead: worth naming, but apart.
  const facilitated = owner.hackathons.filter(
    (h) => !led.includes(h) && /\bscrum master\b/i.test(h.description.role),
  );
  const line = (h: Owner['hackathons'][number]) =>
    `- ${teamName(h)} (${h.title}, ${h.event}): "${h.description.role}"`;
  const parts: string[] = [];
  if (led.length)
    parts.push(
      `${firstName} had a lead role in ${led.length} of ${owner.hackathons.length} hackathon teams, in ${firstName}'s words:`,
      led.map(line).join('\n'),
    );
  else parts.push(`None of ${firstName}'s hackathon roles on this site say ${firstName} led the team.`);
  if (facilitated.length)
    parts.push(`${firstName} was also the team's scrum master for:`, facilitated.map(line).join('\n'));
  const ledRoles = scope === 'all' ? ledCareer(owner) : [];
  if (ledRoles.length) parts.push(`In ${firstName}'s career:`, ...ledRoles.map(entryBlock));
  parts.push(`More on the ${pageLink('hackathons')} page. ${contactLine(owner)}`);
  return built(
    parts.join('\n\n'),
    ...led.map(passageId.hackathon),
    ...ledRoles.map((e) => passageId.entry('career', e)),
  );
};

export const seniority: Builder<'seniority'> = (_intent, _asked, { owner }) => {
  const { firstName } = owner;
  const educationEntries = section(owner, 'education');
  const startYear = codingStartYear(owner);
  // A role titled "Senior ..." is seniority in that role, not a developer grade: show it as it is titled.
  const seniorRoles = section(owner, 'career').filter((e) => /\bsenior\b/i.test(e.title));
  const text = [
    `This site doesn't give ${firstName} a developer grade such as junior or senior, so I can't say which ${firstName} is. ${firstName}'s title here is **${owner.subtitle}**.`,
    ...(Number.isFinite(startYear)
      ? [
          `${firstName} started learning to code in ${startYear}:`,
          educationEntries.map((e) => `- **${e.title}**`).join('\n'),
        ]
      : []),
    ...(seniorRoles.length
      ? [
          `The only "senior" on this site is part of a role title, not a developer grade:`,
          ...seniorRoles.map((e) => `**${e.title}**\n\n${quote(e.content)}`),
        ]
      : []),
    contactLine(owner),
  ].join('\n\n');
  return built(text, 'profile', ...educationIds(owner), ...careerIds(owner));
};
