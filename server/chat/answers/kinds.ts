import type { Owner } from '../../../content';
import type { KindOfWork } from '../intent/kinds';
import type { ItemRef } from '../intent/types';
import { each, entryById, hackathonsByDate, projectBySlug } from '../retrieval/facts';
import { passageId } from '../retrieval/passages';
import { sentences } from '../text';
import { itemLink } from './links';
import { honestFallback } from './profile';
import { entryPassage } from './career';
import { built, type Builder } from './context';
import { hackathonLine, pageLink, projectLine, quote, sectionLine } from './markdown';

// "Any mobile apps?", "any AI projects?": the work of a kind, or, when none is, that plainly, then what there is.

const ofKind = (items: readonly ItemRef[], kind: ItemRef['kind']) => items.filter((i) => i.kind === kind).map((i) => i.id);

/** Where content uses the kind's word in another sense ("mobile-first layout"): the first such sentence of a project's or team's text. */
function nearest(owner: Owner, near: RegExp | undefined): { line: string; passage: string } | undefined {
  if (!near) return undefined;
  const texts = [
    ...owner.projects.map((p) => ({ ref: { kind: 'project' as const, id: p.slug }, name: p.title, text: p.description, passage: passageId.project(p) })),
    ...owner.hackathons.map((h) => ({ ref: { kind: 'hackathon' as const, id: h.slug }, name: h.team, text: `${h.description.app} ${h.description.role}`, passage: passageId.hackathon(h) })),
  ];
  for (const t of texts) {
    const said = sentences(t.text).find((s) => near.test(s));
    if (said) return { line: `The nearest the site comes, from ${itemLink(t.ref, t.name)}:\n\n${quote(said)}`, passage: t.passage };
  }
  return undefined;
}

export const workKind: Builder<'workKind'> = ({ what }, _asked, { owner, catalog }) => {
  const found: KindOfWork | undefined = catalog.kinds.find((k) => k.kind.id === what);
  if (!found) return { ...built(honestFallback(owner), 'profile', 'contact'), intent: 'unknown' };
  const { firstName } = owner;
  const { kind, items } = found;
  const projects = each(ofKind(items, 'project'), (slug) => projectBySlug(owner, slug));
  const teams = hackathonsByDate(owner).filter((h) => ofKind(items, 'hackathon').includes(h.slug));
  const entries = each(ofKind(items, 'entry'), (id) => entryById(owner, id));
  // Not work of its own, but what the career or education says of the kind ("AI Trainer").
  const elsewhere = entries.length ? [`Elsewhere on the site: ${entries.map((e) => `**${e.title}**`).join(', ')}. ${sectionLine(owner, entries)}`] : [];
  const entryIds = entries.flatMap((e) => entryPassage(owner, e));
  const n = projects.length + teams.length;
  if (n === 0) {
    const near = nearest(owner, kind.near);
    const text = [
      `None of ${firstName}'s projects or hackathon entries on this site ${kind.is}.`,
      ...(near ? [near.line] : []),
      ...elsewhere,
      `What there is: ${owner.projects.length} projects (${owner.projects.map((p) => p.title).join(', ')}) on the ${pageLink('projects')} page, and ${owner.hackathons.length} hackathon entries on the ${pageLink('hackathons')} page. ${firstName}'s tagline: *${owner.tagline}*`,
      `For anything the site doesn't show, ask ${firstName} through the ${pageLink('contact')} page.`,
    ];
    return built(text.join('\n\n'), 'profile', ...(near ? [near.passage] : []), ...entryIds, 'contact');
  }
  const text = [
    `${n === 1 ? 'One' : n} of ${firstName}'s projects and hackathon entries ${n === 1 ? kind.is : kind.are}, by their own descriptions:`,
    [...projects.map((p) => projectLine(p)), ...teams.map((h) => hackathonLine(h))].join('\n'),
    ...elsewhere,
    `Ask about any of them by name for the details.`,
  ];
  return built(text.join('\n\n'), ...projects.map(passageId.project), ...teams.map(passageId.hackathon), ...entryIds);
};
