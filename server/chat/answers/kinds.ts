import type { Hackathon, Owner, Project } from '../../../content';
import type { Catalog } from '../intent/catalog';
import { isOf, itemsOf, type KindOfWork, type WorkKind } from '../intent/kinds';
import type { Intent, ItemRef } from '../intent/types';
import { each, entryById, hackathonBySlug, hackathonsByDate, projectBySlug } from '../retrieval/facts';
import { passageId } from '../retrieval/passages';
import { sentences } from '../text';
import { itemLink } from './links';
import { honestFallback } from './profile';
import { entryPassage } from './career';
import { built, type Builder, type Built } from './context';
import { bestDated, dated, type Dated } from './pick';
import { hackathonLine, pageLink, projectLine, quote, sectionLine } from './markdown';

// "Any mobile apps?", "any AI projects?": the work of a kind, or, when none is, that plainly, then what there is.
// "His newest game": the latest of that work. "Is Snake a game?": yes or no, by the same rule (intent/kinds.ts).

const ofKind = (items: readonly ItemRef[], kind: ItemRef['kind']) =>
  items.filter((i) => i.kind === kind).map((i) => i.id);
const kindsOf = (catalog: Catalog, ids: readonly string[]) =>
  each(ids, (id) => catalog.kinds.find((k) => k.kind.id === id));
/** "is a game and is a mobile app" (of every kind), "is a game or is a mobile app" (of any). */
const joined = (kinds: readonly WorkKind[], said: 'is' | 'are', join: 'and' | 'or') =>
  kinds.map((k) => k[said]).join(` ${join} `);

interface Text {
  ref: ItemRef;
  name: string;
  text: string;
  passage: string;
}
const projectText = (p: Project): Text => ({
  ref: { kind: 'project', id: p.slug },
  name: p.title,
  text: p.description,
  passage: passageId.project(p),
});
const teamText = (h: Hackathon): Text => ({
  ref: { kind: 'hackathon', id: h.slug },
  name: h.team,
  text: `${h.description.app} ${h.description.role}`,
  passage: passageId.hackathon(h),
});

/** Where content uses the kind's word in another sense ("mobile-first layout"): the first such sentence of the texts. */
function nearest(texts: readonly Text[], near: RegExp | undefined): { said: string; text: Text } | undefined {
  if (!near) return undefined;
  for (const text of texts) {
    const said = sentences(text.text).find((s) => near.test(s));
    if (said) return { said, text };
  }
  return undefined;
}

type Asked = Extract<Intent, { kind: 'workKind' }>;
const hasWork = (found: KindOfWork) => found.items.some((i) => i.kind !== 'entry');
/** The projects (none when asked of the hackathons only) and the teams, oldest first, among the items. */
const workIn = (owner: Owner, items: readonly ItemRef[], scope: Asked['scope']) => ({
  projects:
    scope === 'hackathons' ? [] : each(ofKind(items, 'project'), (slug) => projectBySlug(owner, slug)),
  teams: hackathonsByDate(owner).filter((h) => ofKind(items, 'hackathon').includes(h.slug)),
});

export const workKind: Builder<'workKind'> = (intent, asked, { owner, catalog }) => {
  const kinds = kindsOf(catalog, intent.what);
  if (kinds.length === 0) return { ...built(honestFallback(owner), 'profile', 'contact'), intent: 'unknown' };
  // "Any games or mobile apps?": each kind's own answer, those with work first.
  if (intent.either) {
    const parts = [...kinds]
      .sort((a, b) => Number(hasWork(b)) - Number(hasWork(a)))
      .map((k) => ofKinds(owner, [k], intent, asked.now));
    return built(parts.map((p) => p.text).join('\n\n'), ...parts.flatMap((p) => p.passages));
  }
  return ofKinds(owner, kinds, intent, asked.now);
};

function ofKinds(owner: Owner, kinds: readonly KindOfWork[], { pick, scope }: Asked, now: Date): Built {
  const { firstName } = owner;
  const items = itemsOf(kinds);
  const { projects, teams } = workIn(owner, items, scope);
  const entries = each(ofKind(items, 'entry'), (id) => entryById(owner, id));
  const is = joined(
    kinds.map((k) => k.kind),
    'is',
    'and',
  );
  const are = joined(
    kinds.map((k) => k.kind),
    'are',
    'and',
  );
  const work = scope === 'hackathons' ? 'hackathon entries' : 'projects and hackathon entries';
  const anyWork = scope === 'hackathons' ? 'hackathon entries' : 'projects or hackathon entries';
  // Not work of its own, but what the career or education says of the kind ("AI Trainer").
  const elsewhere =
    entries.length && scope !== 'hackathons'
      ? [
          `Elsewhere on the site: ${entries.map((e) => `**${e.title}**`).join(', ')}. ${sectionLine(owner, entries)}`,
        ]
      : [];
  const entryIds = entries.flatMap((e) => entryPassage(owner, e));
  const n = projects.length + teams.length;
  if (n === 0) {
    const texts = [
      ...(scope === 'hackathons' ? [] : owner.projects.map(projectText)),
      ...owner.hackathons.map(teamText),
    ];
    const near = kinds
      .map(
        (k) =>
          (hasWork(k) ? undefined : nearest(texts, k.kind.near)) ??
          nearest(likeOf(texts, kinds, k), k.kind.like),
      )
      .find(Boolean);
    // Asked of several kinds at once ("games for mobile"): what there is of each alone.
    const eachKind = kinds.length > 1 ? kinds.flatMap((k) => ofEach(owner, k, scope)) : [];
    const text = [
      `None of ${firstName}'s ${anyWork} on this site ${is}.`,
      ...(near
        ? [
            `The nearest the site comes, from ${itemLink(near.text.ref, near.text.name)}:\n\n${quote(near.said)}`,
          ]
        : []),
      ...eachKind.map((e) => e.line),
      ...elsewhere,
      ...(eachKind.length
        ? []
        : [
            `What there is: ${owner.projects.length} projects (${owner.projects.map((p) => p.title).join(', ')}) on the ${pageLink('projects')} page, and ${owner.hackathons.length} hackathon entries on the ${pageLink('hackathons')} page. ${firstName}'s tagline: *${owner.tagline}*`,
          ]),
      `For anything the site doesn't show, ask ${firstName} through the ${pageLink('contact')} page.`,
    ];
    return built(
      text.join('\n\n'),
      'profile',
      ...(near ? [near.text.passage] : []),
      ...eachKind.flatMap((e) => e.passages),
      ...entryIds,
      'contact',
    );
  }
  if (pick) return picked(owner, projects, teams, pick, now, `${firstName}'s ${work}`, n === 1 ? is : are);
  const text = [
    n === 1
      ? `One of ${firstName}'s ${work} ${is}, by its own description:`
      : `${n} of ${firstName}'s ${work} ${are}, by their own descriptions:`,
    [...projects.map((p) => projectLine(p)), ...teams.map((h) => hackathonLine(h))].join('\n'),
    ...elsewhere,
    `Ask about ${n === 1 ? 'it' : 'any of them'} by name for the details.`,
  ];
  return built(
    text.join('\n\n'),
    ...projects.map(passageId.project),
    ...teams.map(passageId.hackathon),
    ...entryIds,
  );
}

/**
 * Where a kind's `like` words may be read when no work is of every kind asked: the texts of the work of every other
 * kind ("any AI games?": the games, one of which has a computer opponent).
 */
function likeOf(texts: readonly Text[], kinds: readonly KindOfWork[], kind: KindOfWork): readonly Text[] {
  const others = kinds.filter((k) => k !== kind);
  return others.length ? texts.filter((t) => others.every((k) => isOf(k, t.ref))) : texts;
}

/** "5 of them are games: Tic Tac Tactics, ...": the work of one kind, named, when none is of every kind asked. */
function ofEach(
  owner: Owner,
  found: KindOfWork,
  scope: Asked['scope'],
): { line: string; passages: string[] }[] {
  const { projects, teams } = workIn(owner, found.items, scope);
  const n = projects.length + teams.length;
  if (n === 0) return [];
  const names = [...projects.map(projectText), ...teams.map(teamText)].map((t) => itemLink(t.ref, t.name));
  return [
    {
      line: `${n === 1 ? 'One' : n} of them ${n === 1 ? found.kind.is : found.kind.are}: ${names.join(', ')}.`,
      passages: [...projects.map(passageId.project), ...teams.map(passageId.hackathon)],
    },
  ];
}

/**
 * "His newest game", "his first AI project": the latest or earliest of the work of the kind, by the dates the pick
 * after a list uses (pick.ts): a project's year, a hackathon's month, which tells hackathons apart but not from a project.
 */
function picked(
  owner: Owner,
  projects: readonly Project[],
  teams: readonly Hackathon[],
  pick: 'latest' | 'earliest',
  now: Date,
  whose: string,
  are: string,
): Built {
  const refs: ItemRef[] = [
    ...projects.map((p) => ({ kind: 'project' as const, id: p.slug })),
    ...teams.map((h) => ({ kind: 'hackathon' as const, id: h.slug })),
  ];
  const lines = new Map([
    ...projects.map((p) => [passageId.project(p), projectLine(p)] as const),
    ...teams.map((h) => [passageId.hackathon(h), hackathonLine(h)] as const),
  ]);
  const all = refs.map((ref) => dated(owner, ref, now)).filter((d): d is Dated => d !== undefined);
  const chosen = bestDated(all, pick === 'latest' ? 'newest' : 'oldest');
  const months = chosen.every((d) => d.kind === 'hackathon');
  const which = pick === 'latest' ? 'latest' : 'earliest';
  const intro =
    all.length === 1
      ? `Only one of ${whose} on this site ${are}, so it is both the first and the latest:`
      : chosen.length === 1
        ? `Of the ${all.length} of ${whose} that ${are}, the ${which} is from ${chosen[0]!.when}:`
        : `Of the ${all.length} of ${whose} that ${are}, the ${which} are from ${months ? chosen[0]!.when : Math.floor(chosen[0]!.from / 12)}${months ? '' : ` (the site dates projects by year only, so it can't say which came ${pick === 'latest' ? 'last' : 'first'})`}:`;
  const text = [
    intro,
    chosen.map((d) => lines.get(d.passage)).join('\n'),
    `Ask about ${chosen.length === 1 ? 'it' : 'any of them'} by name for the details.`,
  ];
  return built(text.join('\n\n'), ...chosen.map((d) => d.passage));
}

/**
 * "Is Snake a game?", "is eBuddies a mobile app?": yes or no first, by the kinds' own rule, then the item's line.
 * Never a flat "no": only that the site doesn't say so, showing where its text uses the word in another sense; or,
 * where it says the like in other words ("a perfect minimax strategy" asked of AI), that, for the visitor to judge.
 */
export const kindOf: Builder<'ofKind'> = ({ items, what, either }, _asked, { owner, catalog }) => {
  const kinds = kindsOf(catalog, what);
  const projects = each(ofKind(items, 'project'), (slug) => projectBySlug(owner, slug));
  const teams = each(ofKind(items, 'hackathon'), (slug) => hackathonBySlug(owner, slug));
  const answers = [
    ...projects.map((p) => ({
      ...projectText(p),
      name: p.slug === catalog.site ? `${p.title} (this site)` : p.title,
      line: projectLine(p),
    })),
    // A team's app is what is of a kind ("Quizmas is a game"), as the kinds read it.
    ...teams.map((h) => ({
      ...teamText(h),
      name: h.team === h.title ? h.title : `${h.title} (by team ${h.team})`,
      line: hackathonLine(h),
    })),
  ].map((t) => {
    const yes = kinds.filter((k) => isOf(k, t.ref)).map((k) => k.kind);
    const no = kinds.filter((k) => !isOf(k, t.ref)).map((k) => k.kind);
    const like = no.map((k) => nearest([t], k.like)).find(Boolean);
    if (like && !yes.length)
      return [`Not in those words: its description says`, quote(like.said), t.line].join('\n\n');
    const sentence = !no.length
      ? `Yes: by its own description, ${t.name} ${joined(yes, 'is', 'and')}.`
      : !yes.length
        ? `Not that the site says: nothing here says ${t.name} ${joined(no, 'is', 'or')}.`
        : `${either ? 'Yes' : 'Not that the site says'}: by its own description, ${t.name} ${joined(yes, 'is', 'and')}, but nothing here says it ${joined(no, 'is', 'or')}.`;
    const near = like ?? no.map((k) => nearest([t], k.near)).find(Boolean);
    return [
      sentence,
      ...(near ? [`The nearest its description comes:\n\n${quote(near.said)}`] : []),
      t.line,
    ].join('\n\n');
  });
  return built(answers.join('\n\n'), ...projects.map(passageId.project), ...teams.map(passageId.hackathon));
};
