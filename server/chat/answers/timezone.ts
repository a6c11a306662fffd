import type { Ctx } from './context';
import { answer, type Answer } from './markdown';
import { ownLifeSentences } from './family';

// "What time zone is she in?": the owner's own sentence that puts them in one ("I am on Central
// European Time", "I'm on WAT, UTC+1"), never a zone a story names ("the fix was to store slots in UTC").

const ZONES =
  '(?:UTC|GMT|CET|CEST|EET|EEST|WET|BST|IST|WAT|EAT|CAT|SAST|EST|EDT|CST|CDT|MST|MDT|PST|PDT|AEST|AEDT|JST|KST|SGT|HKT|NZST|BRT)\\b|(?:Central|Eastern|Western|Pacific|Mountain|Atlantic|Greenwich|Indian?|China|Japan|Korea|West Africa|East Africa|Central Africa|South Africa|(?:Central|Eastern|Western) European|British Summer|Irish) (?:Standard |Daylight |Summer )?Time';
const IN_ZONE = new RegExp(
  `\\b(?:I am|I'm|I’m|I work|I live|I keep|we are)\\b[^.;]{0,40}?\\b(?:on|in)\\s+(?:the\\s+)?(?:${ZONES})|\\bmy time ?zone is\\b`,
);

export function timezoneSaid(ctx: Ctx): Answer | undefined {
  if (!ctx.q.words.some((w) => w === 'timezone' || w === 'timezones')) return undefined;
  const said = ownLifeSentences(ctx.cat).find(({ text }) => IN_ZONE.test(text));
  return said
    ? answer(`In ${ctx.v.name}'s own words: “${said.text}”`, [said.i])
    : answer(`The site names no time zone; ${ctx.v.name} is based in ${ctx.cat.owner.location}.`, []);
}
