import type { Ctx } from './context';
import { answer, type Answer } from './markdown';
import { ownLifeSentences } from './family';
import { offsetMinutes, zoneName, zoneOf } from '../lexicon/zones';

// "What time zone is she in?": the owner's own sentence that puts them in one ("I am on Central
// European Time", "I'm on WAT, UTC+1"), never a zone a story names ("the fix was to store slots in UTC").

const ZONES =
  '(?:UTC|GMT|CET|CEST|EET|EEST|WET|BST|IST|WAT|EAT|CAT|SAST|EST|EDT|CST|CDT|MST|MDT|PST|PDT|AEST|AEDT|JST|KST|SGT|HKT|NZST|BRT)\\b|(?:Central|Eastern|Western|Pacific|Mountain|Atlantic|Greenwich|Indian?|China|Japan|Korea|West Africa|East Africa|Central Africa|South Africa|(?:Central|Eastern|Western) European|British Summer|Irish) (?:Standard |Daylight |Summer )?Time';
const IN_ZONE = new RegExp(
  `\\b(?:I am|I'm|I’m|I work|I live|I keep|we are)\\b[^.;]{0,40}?\\b(?:on|in)\\s+(?:the\\s+)?(?:${ZONES})|\\bmy time ?zone is\\b|\\b(?:I am|I'm|I’m)\\b[^.;]{0,40}?\\b(?:UTC|GMT) ?[+−–-] ?\\d`,
);

export function timezoneSaid(ctx: Ctx): Answer | undefined {
  if (!ctx.q.words.some((w) => w === 'timezone' || w === 'timezones')) return undefined;
  const said = ownLifeSentences(ctx.cat).find(({ text }) => IN_ZONE.test(text));
  const { location } = ctx.cat.owner;
  const against = sameZoneAs(ctx, location);
  if (against)
    return said
      ? answer(`${against} In ${ctx.v.name}'s own words: “${said.text}”`, [said.i])
      : answer(against, []);
  if (said) return answer(`In ${ctx.v.name}'s own words: “${said.text}”`, [said.i]);
  // No zone in their words: the zone of where they are based, said to come from that place.
  const zone = zoneOf(location);
  return zone
    ? answer(
        `The site names no time zone, but ${ctx.v.name} is based in ${location}, which is on ${zoneName(zone, ctx.now)}.`,
        [],
      )
    : answer(`The site names no time zone; ${ctx.v.name} is based in ${location}.`, []);
}

// "Same time zone as London?", "how far is she from New York?": a place the visitor names.
const PLACE_NAMED =
  /\b(?:as|from|to|with|in|and|than|vs\.?|versus)\s+((?:\p{Lu}[\p{L}'.-]+)(?:\s+\p{Lu}[\p{L}'.-]+)?)/gu;

/** The owner's zone against a place the question names: yes or no, and the hours between them. */
function sameZoneAs(ctx: Ctx, location: string): string | undefined {
  const own = zoneOf(location);
  if (!own) return undefined;
  const place = [...ctx.q.raw.matchAll(PLACE_NAMED)]
    .map((m) => m[1]!)
    .find((p) => !location.includes(p) && !ctx.cat.owner.name.includes(p) && zoneOf(p));
  const other = place && zoneOf(place);
  if (!place || !other) return undefined;
  const hours = (offsetMinutes(other, ctx.now) - offsetMinutes(own, ctx.now)) / 60;
  const them = `${ctx.v.name} is based in ${location}, on ${zoneName(own, ctx.now)}; ${place} is on ${zoneName(other, ctx.now)}`;
  if (!hours) return `Yes: ${them}, the same time.`;
  const gap = `${Math.abs(hours)} hour${Math.abs(hours) === 1 ? '' : 's'} ${hours > 0 ? 'ahead' : 'behind'}`;
  return `No: ${them}, ${gap}.`;
}
