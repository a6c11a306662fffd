import type { Work } from '../catalogue';
import { kindsOf, newestFirst, NO_CODE, notCoding, notCompeting } from '../facts';
import { sentencesOf } from '../passages';
import { listing } from '../text';
import type { Ctx } from './context';
import { answer, itemLink, type Answer } from './markdown';
import { capitalised } from './prose';

// Hackathon entries where the owner wrote no code (a designer, a judge): none of them is work the
// owner built, and "where did she not write any code?" lists them.

type Team = Extract<Work, { type: 'hackathon' }>;

/** "Design and presenting; in her own words: “I wrote no code this time.”" */
function rolesLine(ctx: Ctx, w: Team): string {
  const said = sentencesOf(`${w.hackathon.description.role}`).find((s) => NO_CODE.test(s));
  const roles = w.hackathon.roles.length
    ? `${ctx.v.their} ${w.hackathon.roles.length === 1 ? 'role was' : 'roles were'} ${listing(w.hackathon.roles)}`
    : '';
  return [roles, said ? `in ${ctx.v.their} own words: “${said}”` : ''].filter(Boolean).join('; ');
}

const line = (ctx: Ctx, w: Team) => `- ${itemLink(w)} (${w.hackathon.event}): ${rolesLine(ctx, w)}`;

// Kinds of work that are the app people hold, which a back-end role on the team did not build.
const CLIENT_KINDS = new Set(['mobile app', 'browser extension', 'desktop app']);
const BACK_ROLE = /\b(?:back ?-?end|api|server|database|infra\w*|devops|data)\b/i;
const CLIENT_ROLE = /\b(?:front ?-?end|full ?-?stack|mobile|ios|android|app|game\w*|ui)\b/i;

/** Whether the owner built none of a team entry of the kinds: no code, or only the back end of an app. */
export function notBuiltByOwner(w: Work, kinds: readonly string[]): boolean {
  if (w.type !== 'hackathon') return false;
  const roles = w.hackathon.roles;
  const backOnly =
    kinds.some((k) => CLIENT_KINDS.has(k)) &&
    roles.some((r) => BACK_ROLE.test(r)) &&
    !roles.some((r) => CLIENT_ROLE.test(r));
  return notCoding(w) || backOnly;
}

/** "Has she built a mobile app?" where only entries she built none of are of the kind: no, and those. */
export function unbuiltOfKinds(ctx: Ctx, kinds: readonly string[]): Answer | undefined {
  const teams = newestFirst(
    ctx.cat.work.filter(
      (w): w is Team =>
        w.type === 'hackathon' &&
        notBuiltByOwner(w, kinds) &&
        !notCompeting(w) &&
        kinds.every((k) => kindsOf(w).includes(k)),
    ),
  );
  if (!teams.length) return undefined;
  const none = teams.every(notCoding);
  return answer(
    `No: the site lists none that ${ctx.v.name} built. ${none ? `${ctx.v.They} wrote no code for` : `${capitalised(ctx.v.their)} part was not the app itself in`} ${teams.length === 1 ? 'this team entry' : 'these team entries'}:\n${teams.map((w) => line(ctx, w)).join('\n')}`,
    teams,
  );
}

const NO_CODE_ASKED =
  /\b(?:not|no|never|didnt|didn t|without) (?:write |writing |wrote |do |doing |did )?(?:any |a line of )?(?:code|coding|programming)\b/;

/** "At which hackathons did she not write any code?": the entries where she designed, judged or mentored. */
export function teamsWithoutCode(ctx: Ctx): Answer | undefined {
  const words = ctx.q.words;
  if (!words.some((w) => w === 'hackathon' || w === 'hackathons') || !NO_CODE_ASKED.test(words.join(' ')))
    return undefined;
  const teams = newestFirst(ctx.cat.work.filter((w): w is Team => w.type === 'hackathon'));
  const without = teams.filter((w) => notCoding(w) || notCompeting(w));
  if (!teams.length) return undefined;
  if (!without.length)
    return answer(
      `None: ${ctx.v.name} wrote code at every hackathon entry on the site, by ${ctx.v.their} roles.`,
      teams,
    );
  return answer(
    `${without.length} of ${ctx.v.their} ${teams.length} hackathon entries:\n${without.map((w) => line(ctx, w)).join('\n')}`,
    without,
  );
}
