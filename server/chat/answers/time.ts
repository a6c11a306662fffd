import type { Entry, Owner } from '../../../content';
import type { ItemRef } from '../intent/types';
import {
  byStartYear,
  codingStartYear,
  entryById,
  entryKind,
  entryYears,
  hackathonBySlug,
  hackathonYear,
  isCurrent,
  preDeveloperRoles,
  projectBySlug,
  section,
  usersOf,
  years,
} from '../retrieval/facts';
import { passageId } from '../retrieval/passages';
import { sentences } from '../text';
import { built, type Builder, type Built } from './context';
import { itemLink } from './links';
import { firstSentences, hackathonLine, monthYear, projectLine, projectName, teamName } from './markdown';

// Questions about time ("when did Kai start coding?", "how long was Kai a coach?", "what year was
// that?") answered from the dated entries: the years in entry titles, project years, hackathon dates.
// Never from the age, which says nothing about experience.

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * "in 2024", "from 2016 to 2023 (up to 8 years)", "since 2024 (about 2 years so far)". Years alone do not
 * say the months: 2016 to 2023 is anything from just over six years to eight, so only the most is said.
 */
export function span(e: Entry, now: Date): string {
  const range = entryYears(e, now);
  if (!range) return 'at a time the site does not give';
  const { from, to } = range;
  if (isCurrent(e))
    return to > from ? `since ${from} (about ${plural(to - from, 'year')} so far)` : `since ${from}`;
  return to > from ? `from ${from} to ${to} (up to ${plural(to - from + 1, 'year')})` : `in ${from}`;
}

// "A one-year diploma": an entry whose text gives its own length, as a hyphenated compound before its noun.
const LENGTH =
  /\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\d+)-(?:year|month|week|day)\b/i;

/** The entry's span, and the sentence that says how long it was, if its text says. */
function entrySpan(e: Entry, now: Date): string {
  const length = sentences(e.content).find((s) => LENGTH.test(s));
  return `${span(e, now)}${length ? `. ${length.replace(/[.!?]$/, '')}` : ''}`;
}

function itemTime(owner: Owner, item: ItemRef, now: Date): { line: string; passage: string } | undefined {
  if (item.kind === 'project') {
    const p = projectBySlug(owner, item.id);
    return (
      p && {
        line: `- ${owner.firstName} built ${itemLink(item, p.title)} in **${p.year}**.`,
        passage: passageId.project(p),
      }
    );
  }
  if (item.kind === 'hackathon') {
    const h = hackathonBySlug(owner, item.id);
    return (
      h && {
        line: `- ${itemLink(item, h.team)} built **${h.title}** at ${h.event} in **${monthYear(h.date)}**.`,
        passage: passageId.hackathon(h),
      }
    );
  }
  if (item.kind === 'entry') {
    const e = entryById(owner, item.id);
    const kind = e && entryKind(owner, e);
    return (
      e && kind && { line: `- **${e.title}**: ${entrySpan(e, now)}.`, passage: passageId.entry(kind, e) }
    );
  }
  return undefined;
}

/** When the owner started coding and what came since, counted from the earliest education year. */
function codingTimeline(owner: Owner, now: Date, paid = false): Built {
  const { firstName } = owner;
  const start = codingStartYear(owner);
  if (!Number.isFinite(start))
    return built(`This site doesn't say when ${firstName} started coding.`, 'profile');
  const education = [...section(owner, 'education')].sort(byStartYear);
  const before = preDeveloperRoles(owner);
  const since = section(owner, 'career').filter((e) => !before.includes(e));
  const count = now.getUTCFullYear() - start;
  // Work in code (the career since the switch) starts with its first role, not with learning.
  const firstYear = Math.min(...since.flatMap((e) => years(e.title)));
  const firstRoles = since
    .filter((e) => Math.min(...years(e.title)) === firstYear)
    .map((e) => `**${e.title}**`);
  const paidLine =
    paid && Number.isFinite(firstYear)
      ? [
          `${firstName}'s work in code began in **${firstYear}** (${firstRoles.join(', ')}), about **${plural(now.getUTCFullYear() - firstYear, 'year')}** ago.`,
        ]
      : [];
  const parts = [
    ...paidLine,
    count > 0
      ? `${firstName} started learning to code in **${start}**, about **${plural(count, 'year')}** ago. The site gives no other count of years of experience; these are its dated entries:`
      : `${firstName} started learning to code in **${start}**. These are the site's dated entries:`,
    education.map((e) => `- **${e.title}:** ${firstSentences(e.content, 1)}`).join('\n'),
    ...(since.length
      ? [`Working with code since then:`, since.map((e) => `- **${e.title}**`).join('\n')]
      : []),
    ...(before.length
      ? [`Before that, ${firstName} was:`, before.map((e) => `- **${e.title}**`).join('\n')]
      : []),
  ];
  const ids = [
    ...education.map((e) => passageId.entry('education', e)),
    ...section(owner, 'career').map((e) => passageId.entry('career', e)),
  ];
  return built(parts.join('\n\n'), ...ids);
}

/** "How long has Kai used Python?": the site counts no years per technology, so the dated work that uses it. */
function techTimeline(owner: Owner, titles: string[], now: Date): Built {
  const parts = titles.map((title) => {
    const { projects, hackathons } = usersOf(owner, title);
    const work = [
      ...projects.map((p) => ({ year: p.year, line: `- ${projectName(p)}, **${p.year}**` })),
      ...hackathons.map((h) => ({
        year: hackathonYear(h),
        line: `- ${teamName(h)} (hackathon), **${monthYear(h.date)}**`,
      })),
    ].sort((a, b) => a.year - b.year);
    if (work.length === 0)
      return `The site gives no dates for **${title}**: none of the work on it uses ${title}.`;
    return `The site doesn't count years per technology. The work on it that uses **${title}**, the earliest from ${work[0]!.year}:\n\n${work.map((w) => w.line).join('\n')}`;
  });
  const start = codingStartYear(owner);
  const since = Number.isFinite(start)
    ? [
        `${owner.firstName} started learning to code in **${start}**, about ${plural(now.getUTCFullYear() - start, 'year')} ago.`,
      ]
    : [];
  const ids = titles.flatMap((t) => [
    ...usersOf(owner, t).projects.map(passageId.project),
    ...usersOf(owner, t).hackathons.map(passageId.hackathon),
  ]);
  return built([...parts, ...since].join('\n\n'), ...ids);
}

export const when: Builder<'when'> = ({ items, terms, techs = [], studies, current, paid }, { now }, ctx) => {
  const { owner } = ctx;
  if (items.length === 0 && techs.length > 0) return techTimeline(owner, techs, now);
  let refs = items;
  if (refs.length === 0 && terms.length > 0) {
    // "When did Kai finish the diploma?", "when did Kai work at Lumen Data Labs?": the entries that say so.
    const phrased = ctx.phrases(terms.join(' ')).filter((p) => p.kind === 'education' || p.kind === 'career');
    const { hits, coverage } = ctx.retriever.search(terms.join(' '), ['education', 'career']);
    const found = phrased.length ? phrased : coverage === 1 ? hits.slice(0, 1).map((h) => h.passage) : [];
    refs = found.flatMap((p) =>
      p.kind === 'education' || p.kind === 'career' ? [{ kind: 'entry' as const, id: p.entry.id }] : [],
    );
  }
  // "When did Kai graduate?", "when did he finish his studies?": the education entries, with their years.
  if (refs.length === 0 && studies)
    refs = section(owner, 'education').map((e) => ({ kind: 'entry' as const, id: e.id }));
  if (refs.length === 0 && current)
    refs = section(owner, 'career')
      .filter(isCurrent)
      .map((e) => ({ kind: 'entry' as const, id: e.id }));
  const lines = refs.map((item) => itemTime(owner, item, now)).filter((l) => l !== undefined);
  if (lines.length === 0) return codingTimeline(owner, now, paid);
  // One item reads as a sentence, several as a list.
  const text = lines.length === 1 ? lines[0]!.line.slice(2) : lines.map((l) => l.line).join('\n');
  return built(text, ...lines.map((l) => l.passage));
};

/** "What did Kai do in 2022?": the entries whose years take in the year (a current one runs to now), and the work of that year. */
export const year: Builder<'year'> = ({ year: asked }, { now }, { owner }) => {
  const dated = [...section(owner, 'education'), ...section(owner, 'career')];
  const entries = dated.filter((e) => {
    const range = entryYears(e, now);
    return range !== undefined && range.from <= asked && asked <= range.to;
  });
  const projects = owner.projects.filter((p) => p.year === asked);
  const teams = owner.hackathons.filter((h) => hackathonYear(h) === asked);
  const ids = [
    ...entries.map((e) => passageId.entry(entryKind(owner, e) === 'education' ? 'education' : 'career', e)),
    ...projects.map(passageId.project),
    ...teams.map(passageId.hackathon),
  ];
  if (ids.length === 0) {
    const first = Math.min(...dated.flatMap((e) => years(e.title)));
    return built(
      `The site has nothing dated ${asked}.${Number.isFinite(first) ? ` Its dated entries start in ${first}.` : ''}`,
      'profile',
    );
  }
  const parts = [
    ...(entries.length
      ? [
          `In ${asked}, by the site's dated entries:\n\n${entries.map((e) => `- **${e.title}**: ${firstSentences(e.content, 1)}`).join('\n')}`,
        ]
      : []),
    ...(projects.length
      ? [`Projects from ${asked}:\n\n${projects.map((p) => projectLine(p)).join('\n')}`]
      : []),
    ...(teams.length ? [`Hackathons in ${asked}:\n\n${teams.map((h) => hackathonLine(h)).join('\n')}`] : []),
  ];
  return built(parts.join('\n\n'), ...ids);
};
