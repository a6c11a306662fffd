import type { Work } from '../catalogue';
import { ORDINALS } from '../lexicon/cues';
import { listing, tokens } from '../text';
import type { Ctx } from './context';
import { answer, itemLink, when, type Answer } from './markdown';

// Words that make an ordinal beside them a placing ("came second", "placed 3rd", "2nd place"), not an
// order in time ("her second hackathon", "the first one he came to").
const PLACED = new Set(['came', 'come', 'placed', 'place', 'finished', 'finish', 'ranked']);
const PLACE = new Set(['place', 'prize']);

/**
 * "Which hackathon did he place 2nd at?", "did she come third anywhere?": the placing asked, counted
 * from 0 for first.
 */
export function rankAsked(words: readonly string[]): number | undefined {
  for (const [i, w] of words.entries()) {
    const rank = ORDINALS[w];
    if (rank === undefined) continue;
    // "What came first?" is an order in time; "which one did he come first in?" a placing.
    const came = words[i - 1] === 'came' || words[i - 1] === 'come';
    if (came && rank === 0 && words[i + 1] !== 'in' && words[i + 1] !== 'at') continue;
    if (PLACED.has(words[i - 1] ?? '') || PLACE.has(words[i + 1] ?? '')) return rank;
  }
  return undefined;
}

/** The placing a result records, from its own words ('2nd place', 'Third prize'). */
export const placeOf = (result: string | undefined) =>
  tokens(result ?? '')
    .map((w) => ORDINALS[w])
    .find((n) => n !== undefined);

// A result that is the event won outright, said without an ordinal.
const WON = /\b(?:winners?|won|champions?|grand prize|gold)\b/i;

type Team = Extract<Work, { type: 'hackathon' }>;
const placing = (t: Team) =>
  `${itemLink(t)}: ${t.hackathon.result} at ${t.hackathon.event} (${when(t.hackathon.date)})`;

/** The entries that placed as asked, or that none did and the placings there are. */
export function ofRankAsked(ctx: Ctx, work: readonly Work[]): Answer | undefined {
  const teams = work.filter((w): w is Team => w.type === 'hackathon');
  const rank = rankAsked(ctx.q.words);
  // "Has she ever won first place?" is a win asked, which the wins answer weighs with the prizes.
  if (rank === undefined || (rank === 0 && ctx.q.yesNo)) return undefined;
  const there = teams.filter(
    (t) => placeOf(t.hackathon.result) === rank || (rank === 0 && WON.test(t.hackathon.result ?? '')),
  );
  if (there.length) return answer(`${ctx.q.yesNo ? 'Yes: ' : ''}${listing(there.map(placing))}.`, there);
  const placed = teams.filter((t) => t.hackathon.result);
  const shown = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth'][rank] ?? 'so';
  const no = ctx.q.yesNo ? 'No: ' : '';
  if (!placed.length)
    return answer(
      `${no}the site records no placings for ${ctx.v.name}'s hackathon entries.`.replace(/^t/, 'T'),
      [],
    );
  return answer(
    `${no}none of ${ctx.v.name}'s hackathon entries is recorded as placing ${shown}. The results the site records: ${listing(placed.map(placing))}.`.replace(
      /^n/,
      'N',
    ),
    placed,
  );
}
