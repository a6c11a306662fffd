import type { Work } from '../catalogue';
import { newestFirst } from '../facts';
import { listing } from '../text';
import type { Ctx } from './context';
import { areasIn } from './fit';
import { AREA_LABELS } from '../lexicon/areas';
import type { Area } from '../lexicon/tech';
import { answer, itemLink, type Answer } from './markdown';
import { capitalised } from './prose';

// "More front-end or back-end at hackathons?": each hackathon entry by the sides its roles name
// ("full stack" names both), and which side has more entries of its own.

const HACKATHON_WORDS = new Set(['hackathon', 'hackathons', 'jam', 'jams', 'hack', 'hacks']);

type Hackathon = Extract<Work, { type: 'hackathon' }>;

/** The entries grouped by which of two sides their roles name: one, the other, both or neither. */
function bySides(entries: readonly Hackathon[], [a, b]: readonly [Area, Area]) {
  const sides = (w: Hackathon) => new Set(w.hackathon.roles.flatMap((r) => areasIn(r)));
  const has = (w: Hackathon, x: Area) => sides(w).has(x);
  return {
    first: entries.filter((w) => has(w, a) && !has(w, b)),
    second: entries.filter((w) => has(w, b) && !has(w, a)),
    both: entries.filter((w) => has(w, a) && has(w, b)),
    neither: entries.filter((w) => !has(w, a) && !has(w, b)),
  };
}

/** Two sides weighed over the hackathon entries' roles, where a question asks so of hackathons. */
export function hackathonSides(ctx: Ctx, areas: readonly Area[]): Answer | undefined {
  if (areas.length !== 2 || !ctx.q.words.some((w) => HACKATHON_WORDS.has(w))) return undefined;
  const entries = newestFirst(ctx.cat.work.filter((w): w is Hackathon => w.type === 'hackathon'));
  if (!entries.length) return undefined;
  const pair = [areas[0]!, areas[1]!] as const;
  const g = bySides(entries, pair);
  const [la, lb] = pair.map((x) => AREA_LABELS[x]);
  const line = (label: string, ws: readonly Hackathon[]) =>
    ws.length
      ? `- ${label}: ${listing(ws.map((w) => `${itemLink(w)} (${listing(w.hackathon.roles)})`))}`
      : '';
  const lead =
    g.first.length === g.second.length
      ? `About even at hackathons: ${g.first.length} ${la} and ${g.second.length} ${lb} ${g.first.length === 1 ? 'entry' : 'entries'} of their own.`
      : `More ${g.first.length > g.second.length ? la : lb} at hackathons, by ${ctx.v.their} roles: ${Math.max(g.first.length, g.second.length)} ${g.first.length > g.second.length ? la : lb}-only ${Math.max(g.first.length, g.second.length) === 1 ? 'entry' : 'entries'} against ${Math.min(g.first.length, g.second.length)} ${g.first.length > g.second.length ? lb : la}-only.`;
  const lines = [
    line(`${capitalised(la!)} only`, g.first),
    line(`${capitalised(lb!)} only`, g.second),
    line('Both', g.both),
    line('Neither', g.neither),
  ].filter(Boolean);
  return answer(`${lead}\n${lines.join('\n')}`, entries);
}
