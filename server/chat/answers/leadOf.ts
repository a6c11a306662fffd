import type { Work } from '../catalogue';
import { newestFirst } from '../facts';
import { LEAD_WORDS } from '../lexicon/cues';
import { listing, normalize } from '../text';
import { isWork, namedItems, type Ctx } from './context';
import { answer, itemLink, when, type Answer } from './markdown';

// "Did he lead the Fund Frontier team?": the owner's roles in the team named.

type Team = Extract<Work, { type: 'hackathon' }>;

export const leadRole = (role: string) =>
  normalize(role)
    .split(' ')
    .some((w) => LEAD_WORDS.has(w));

const rolesLine = (ctx: Ctx, t: Team) =>
  `${ctx.v.their} ${t.hackathon.roles.length > 1 ? 'roles were' : 'role was'} ${listing(t.hackathon.roles)}`;

/** Yes or no for the one hackathon team named, by the owner's roles in it; otherwise nothing. */
export function leadOf(ctx: Ctx): Answer | undefined {
  const named = namedItems(ctx).filter(isWork);
  const team = named.length === 1 && named[0]!.type === 'hackathon' ? named[0] : undefined;
  if (!team || !ctx.q.yesNo) return undefined;
  const led = team.hackathon.roles.filter(leadRole);
  if (led.length)
    return answer(
      `Yes: ${ctx.v.name} was ${listing(led)} of ${itemLink(team)} (${when(team.hackathon.date)}).`,
      [team],
    );
  const others = ctx.cat.work.filter(
    (w): w is Team => w.type === 'hackathon' && w.hackathon.roles.some(leadRole),
  );
  return answer(
    `No: in ${itemLink(team)} (${when(team.hackathon.date)}), ${rolesLine(ctx, team)}.${others.length ? ` ${ctx.v.name} led in ${listing(newestFirst(others).map(itemLink))}.` : ''}`,
    [team, ...others],
  );
}
