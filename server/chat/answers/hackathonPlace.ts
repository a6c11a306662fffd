import type { Work } from '../catalogue';
import { newestFirst } from '../facts';
import { FUNCTION_WORDS } from '../lexicon/english';
import { listing, normalize } from '../text';
import type { Ctx } from './context';
import { answer, itemLink, when, type Answer } from './markdown';

type Team = Extract<Work, { type: 'hackathon' }>;

// "Did he attend a hackathon in Kyoto?", "which hackathon was in Berlin?": a place asked of the
// hackathon entries, found in what their events and descriptions say, never in a team's name.
const IN_PLACE = /\bhackathons?\b.*\b(?:in|at) ([a-z][a-z'-]+(?: [a-z][a-z'-]+)?)\s*$/;
// Words after "in" that say how or when, not where.
const NOT_PLACES = new Set([
  'team',
  'teams',
  'total',
  'person',
  'general',
  'particular',
  'all',
  'them',
  'those',
  'it',
  'one',
  'charge',
]);

const said = (t: Team, place: string) =>
  ` ${normalize(`${t.hackathon.event} ${t.hackathon.description.app} ${t.hackathon.description.role}`)} `.includes(
    ` ${place} `,
  );

/** The place a question asks the hackathons to be in, when it names one after "in" or "at". */
function placeAsked(ctx: Ctx): string | undefined {
  const m = IN_PLACE.exec(ctx.q.words.join(' '));
  const place = m?.[1];
  if (!place) return undefined;
  const words = place.split(' ');
  // A technology, a year, a month or an everyday word is no place ("in Python", "at 2023", "in total").
  const start = ctx.q.words.length - words.length;
  const named = ctx.q.found.some((f) => f.end > start && f.entity.type !== 'item');
  if (named || words.some((w) => FUNCTION_WORDS.has(w) || NOT_PLACES.has(w) || /\d/.test(w)))
    return undefined;
  // A place is said with a capital, or is the name of one of the owner's own pieces of work.
  const capital = new RegExp(`\\b${words.map((w) => `${w[0]!.toUpperCase()}${w.slice(1)}`).join(' ')}\\b`);
  const item = ctx.q.found.some(
    (f) => f.end > start && f.entity.type === 'item' && f.entity.item.type !== 'hackathon',
  );
  return capital.test(ctx.q.raw) || item ? place : undefined;
}

/** The hackathon entries whose events or own words name the place asked, or that none does. */
export function hackathonsInPlace(ctx: Ctx): Answer | undefined {
  const place = placeAsked(ctx);
  const teams = newestFirst(ctx.cat.work.filter((w): w is Team => w.type === 'hackathon'));
  if (!place || !teams.length) return undefined;
  const shown = place.replace(/\b\p{L}/gu, (c) => c.toUpperCase());
  const line = (t: Team) => `${itemLink(t)} at ${t.hackathon.event} (${when(t.hackathon.date)})`;
  const there = teams.filter((t) => said(t, place));
  if (there.length) return answer(`${ctx.q.yesNo ? 'Yes: ' : ''}${listing(there.map(line))}.`, there);
  // Where an event's name says no place, the site can't rule the place out: said as not placed there.
  return answer(
    `The site places none of ${ctx.v.name}'s hackathon entries in ${shown}. The events: ${listing(teams.map(line))}.`,
    teams,
  );
}
