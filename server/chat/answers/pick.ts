import type { Owner } from '../../../content';
import type { Intent, ItemRef } from '../intent/types';
import { entryById, entryKind, hackathonBySlug, isCurrent, projectBySlug, years } from '../retrieval/facts';
import { passageId } from '../retrieval/passages';
import { built, type Builder } from './context';
import { entryBlock, hackathonDetail, monthYear, pageLink, projectDetail } from './markdown';

// "Which is the newest?", "which one was the longest?": one of the items just shown, chosen by the dates
// content gives them (a project's year, a hackathon's month, a role's years).

export interface Dated {
  kind: ItemRef['kind'];
  /** Months since year 0: when it started, and when it ended (a role still held ends now). */
  from: number;
  to: number;
  /** How content dates it: "2024", "May 2024", "2016 - 2023". */
  when: string;
  /** Whether content gives it a length (a role's years) rather than one date. */
  spans: boolean;
  text: string;
  passage: string;
}

export function dated(owner: Owner, item: ItemRef, now: Date): Dated | undefined {
  if (item.kind === 'project') {
    const p = projectBySlug(owner, item.id);
    return (
      p && {
        kind: item.kind,
        from: p.year * 12,
        to: p.year * 12,
        when: String(p.year),
        spans: false,
        text: projectDetail(p),
        passage: passageId.project(p),
      }
    );
  }
  if (item.kind === 'hackathon') {
    const h = hackathonBySlug(owner, item.id);
    if (!h) return undefined;
    const [y, m] = h.date.split('-').map(Number) as [number, number];
    return {
      kind: item.kind,
      from: y * 12 + m - 1,
      to: y * 12 + m - 1,
      when: monthYear(h.date),
      spans: false,
      text: hackathonDetail(h),
      passage: passageId.hackathon(h),
    };
  }
  if (item.kind === 'entry') {
    const e = entryById(owner, item.id);
    const ys = e ? years(e.title) : [];
    if (!e || ys.length === 0) return undefined;
    const start = Math.min(...ys);
    const end = isCurrent(e) ? now.getUTCFullYear() : Math.max(...ys);
    return {
      kind: item.kind,
      from: start * 12,
      to: end * 12,
      when: end === start ? String(start) : `${start} - ${isCurrent(e) ? 'present' : end}`,
      spans: true,
      text: entryBlock(e),
      passage: passageId.entry(entryKind(owner, e) ?? 'career', e),
    };
  }
  return undefined;
}

type By = Extract<Intent, { kind: 'pick' }>['by'];

/** The items best by `by`, every one that ties; by year only, or by the months content gives. */
function chosenBy(all: readonly Dated[], by: By, byYear: boolean): Dated[] {
  const year = (months: number) => (byYear ? Math.floor(months / 12) : months);
  const score: Record<By, (d: Dated) => [number, number]> = {
    newest: (d) => [year(d.from), year(d.to)],
    oldest: (d) => [-year(d.from), -year(d.to)],
    longest: (d) => [d.to - d.from, 0],
    shortest: (d) => [d.from - d.to, 0],
  };
  const better = (a: [number, number], b: [number, number]) => a[0] - b[0] || a[1] - b[1];
  const best = all.map(score[by]).reduce((a, b) => (better(a, b) >= 0 ? a : b));
  return all.filter((d) => better(score[by](d), best) === 0);
}

/**
 * The newest or oldest of dated items, every one that ties. A project has a year, a hackathon a month: mixed, they
 * are compared by year, and those tied on it by month when every one has a month (two hackathons of 2024 among
 * projects). Of two roles that began the same year, the one still held is the newer.
 */
export function bestDated(all: readonly Dated[], by: By): Dated[] {
  const mixed = new Set(all.map((d) => d.kind)).size > 1;
  const byYear = chosenBy(all, by, mixed);
  return mixed && byYear.length > 1 && byYear.every((d) => d.kind === 'hackathon')
    ? chosenBy(byYear, by, false)
    : byYear;
}

export const pick: Builder<'pick'> = ({ items, by }, { now }, { owner }) => {
  const all = items.map((i) => dated(owner, i, now)).filter((d): d is Dated => d !== undefined);
  const lengths = by === 'longest' || by === 'shortest';
  if (all.length === 0 || (lengths && !all.every((d) => d.spans))) {
    const text = `The site gives those a date, not a length, so I can't say which took ${by === 'longest' ? 'longest' : 'least time'}. You can ask ${owner.firstName} through the ${pageLink('contact')} page.`;
    return built(text, ...all.map((d) => d.passage));
  }
  const chosen = bestDated(all, by);
  const length = (d: Dated) => {
    const span = Math.round((d.to - d.from) / 12);
    return span === 0 ? `within ${d.when}` : `${d.when}, ${span} ${span === 1 ? 'year' : 'years'}`;
  };
  if (chosen.length === all.length && all.length > 1) {
    const dates = [...new Set(all.map((d) => d.when))].join(', ');
    return built(
      `The site dates those alike (${dates}), so it can't say which is the ${by}.`,
      ...all.map((d) => d.passage),
    );
  }
  const intro =
    chosen.length === 1
      ? `Of those, the ${by}${lengths ? ` (${length(chosen[0]!)})` : ''}:`
      : `Of those, ${chosen.length} tie for the ${by}:`;
  return built([intro, ...chosen.map((d) => d.text)].join('\n\n'), ...chosen.map((d) => d.passage));
};
