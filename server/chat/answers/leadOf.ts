import type { Work } from '../catalogue';
import { newestFirst } from '../facts';
import { LEAD_WORDS } from '../lexicon/cues';
import { listing, normalize } from '../text';
import { isWork, namedItems, type Ctx } from './context';
import { answer, itemLink, when, type Answer } from './markdown';

// "Did he lead the Fund Frontier team?": the owner's roles in the team named; "hackathons he didn't
// lead?": the teams whose roles have no lead role.

type Team = Extract<Work, { type: 'hackathon' }>;

export const leadRole = (role: string) =>
  normalize(role)
    .split(' ')
    .some((w) => LEAD_WORDS.has(w));

const rolesLine = (ctx: Ctx, t: Team) =>
  `${ctx.v.their} ${t.hackathon.roles.length > 1 ? 'roles were' : 'role was'} ${listing(t.hackathon.roles)}`;

/** Yes or no for the one hackathon team named, by the owner's roles in it. */
function teamNamed(ctx: Ctx): Answer | undefined {
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

const NEGATED_LEAD =
  /\b(?:didnt|did not|not|never|wasnt|werent|without) (?:the )?(?:lead|leading|led|leader)\b/;

/** "Which hackathons didn't he lead?": the teams asked for by a lead role negated. */
export const asksNotLed = (words: readonly string[]) =>
  NEGATED_LEAD.test(words.join(' ')) && words.some((w) => /^(?:hackathons?|teams?)$/.test(w));

/** The hackathon teams in which the owner held no lead role. */
function teamsNotLed(ctx: Ctx): Answer | undefined {
  if (!asksNotLed(ctx.q.words)) return undefined;
  const teams = newestFirst(ctx.cat.work.filter((w): w is Team => w.type === 'hackathon'));
  if (!teams.length) return undefined;
  const notLed = teams.filter((t) => !t.hackathon.roles.some(leadRole));
  if (!notLed.length)
    return answer(`None: ${ctx.v.name} held a lead role in every hackathon team on the site.`, teams);
  return answer(
    `${notLed.length} of ${ctx.v.name}'s ${teams.length} hackathon teams had no lead role for ${ctx.v.them}:\n${notLed
      .map((t) => `- ${itemLink(t)} (${when(t.hackathon.date)}): ${listing(t.hackathon.roles)}`)
      .join('\n')}`,
    notLed,
  );
}

/** A lead role asked of one team, or the teams not led; otherwise nothing. */
export const leadOf = (ctx: Ctx): Answer | undefined => teamNamed(ctx) ?? teamsNotLed(ctx);
