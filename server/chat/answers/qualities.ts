import type { Owner } from '../../../content';
import { QUALITIES, type Quality } from '../intent/qualities';
import type { ItemRef } from '../intent/types';
import { hackathonBySlug, hackathonsByDate, projectBySlug } from '../retrieval/facts';
import { passageId } from '../retrieval/passages';
import { sentences } from '../text';
import { itemLink } from './links';
import { built, type Builder } from './context';
import { othersLine } from '../framing';
import { hackathonLine, pageLink, projectLine, quote } from './markdown';

// "Is his portfolio mobile friendly?", "are his projects responsive?": what each item's own sentences say of the
// quality, quoted, or plainly that they say nothing. Whether that makes it so is the visitor's to judge.

interface Work {
  ref: ItemRef;
  name: string;
  line: string;
  /** Its own text: a project's description (its summary when that says nothing), a team's app and role. */
  texts: string[];
  passage: string;
}

function workOf(owner: Owner, ref: ItemRef): Work | undefined {
  if (ref.kind === 'project') {
    const p = projectBySlug(owner, ref.id);
    return (
      p && {
        ref,
        name: p.title,
        line: projectLine(p),
        texts: [p.description, p.summary],
        passage: passageId.project(p),
      }
    );
  }
  const h = ref.kind === 'hackathon' ? hackathonBySlug(owner, ref.id) : undefined;
  return (
    h && {
      ref,
      name: h.team,
      line: hackathonLine(h),
      texts: [`${h.description.app} ${h.description.role}`],
      passage: passageId.hackathon(h),
    }
  );
}

/** The item's sentences on the quality: of the first of its texts that has any, two at most. */
function saying(work: Work, quality: Quality): string[] {
  for (const text of work.texts) {
    const said = sentences(text).filter((s) => quality.said.test(s));
    if (said.length) return said.slice(0, 2);
  }
  return [];
}

const worksOf = (owner: Owner, refs: readonly ItemRef[]) =>
  refs.map((ref) => workOf(owner, ref)).filter((w): w is Work => w !== undefined);

const allOf = (owner: Owner, scope: 'hackathons' | undefined): ItemRef[] =>
  scope === 'hackathons'
    ? hackathonsByDate(owner).map((h) => ({ kind: 'hackathon', id: h.slug }))
    : owner.projects.map((p) => ({ kind: 'project', id: p.slug }));

export const quality: Builder<'quality'> = ({ what, items, scope }, _asked, { owner, catalog }) => {
  const asked = QUALITIES.find((q) => q.id === what);
  const work = worksOf(owner, items ?? allOf(owner, scope));
  if (!asked || work.length === 0)
    return built(
      `The site doesn't say. You can ask ${owner.firstName} through the ${pageLink('contact')} page.`,
      'contact',
    );
  const said = work.map((w) => ({ work: w, said: saying(w, asked) }));
  const speaking = said.filter((s) => s.said.length);
  const silent = said.filter((s) => !s.said.length).map((s) => s.work);
  const quotes = speaking.map((s) =>
    [
      `From ${itemLink(s.work.ref, s.work.name)}${work.length === 1 ? `, on ${asked.topic}` : ''}:`,
      ...s.said.map(quote),
    ].join('\n\n'),
  );
  if (work.length === 1) {
    const only = work[0]!;
    // With the item's line: its links are where to try it.
    if (quotes.length) return built([...quotes, only.line].join('\n\n'), only.passage);
    const text = [
      `The site doesn't say whether ${itemLink(only.ref, only.name)}${only.ref.id === catalog.site ? ' (this site)' : ''} ${asked.is}.`,
      only.line,
      ...others(owner, only, asked),
      `You can ask ${owner.firstName} through the ${pageLink('contact')} page.`,
    ];
    return built(text.join('\n\n'), only.passage, 'contact');
  }
  const whose = items
    ? 'those'
    : `${owner.firstName}'s ${work.length} ${scope === 'hackathons' ? 'hackathon entries' : 'projects'}`;
  const text = [
    speaking.length
      ? `On ${asked.topic}, the site says this of ${speaking.length} of ${whose}:`
      : `The site doesn't say of any of ${whose} whether it ${asked.is}.`,
    ...quotes,
    ...(speaking.length && silent.length
      ? [`It doesn't say of ${silent.map((w) => itemLink(w.ref, w.name)).join(', ')}.`]
      : []),
  ];
  return built(text.join('\n\n'), ...work.map((w) => w.passage));
};

/** Of one item the site says nothing: the other work of its kind that it does say something of, by name. */
function others(owner: Owner, only: Work, asked: Quality): string[] {
  const named = worksOf(owner, allOf(owner, only.ref.kind === 'hackathon' ? 'hackathons' : undefined)).filter(
    (w) => w.ref.id !== only.ref.id && saying(w, asked).length,
  );
  return named.length ? [othersLine(named.map((w) => itemLink(w.ref, w.name)))] : [];
}
