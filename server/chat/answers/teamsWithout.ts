import { stemmer } from 'stemmer';
import type { Catalogue, Work } from '../catalogue';
import { newestFirst, notCompeting } from '../facts';
import { listing, tokens } from '../text';
import type { Parsed } from '../understand';
import type { Ctx } from './context';
import { leadRole } from './leadOf';
import { AREA_LABELS } from '../lexicon/areas';
import { joinCompounds, NEGATION_WORDS } from '../lexicon/cues';
import { areasIn } from './fit';
import { answer, itemLink, when, type Answer } from './markdown';

// "Hackathons he didn't lead?", "which ones didn't she win?", "which hackathon did he not pitch
// at?": the hackathon teams without the lead role, the win or the role the negated verb names.

type Team = Extract<Work, { type: 'hackathon' }>;

// Words between the negation and what it negates: the owner, articles and light verbs ("not do").
const SKIPPED = new Set(
  'he she they him her them the a an any do doing did play playing take taking work working as be have on in'.split(
    ' ',
  ),
);

/** The words a negation in the question applies to ("didn't she win" -> "win"), compounds joined. */
function negatedWords(q: Parsed): string[] {
  // "Had no prize" negates as "didn't win" does.
  const at = q.words.findIndex((w) => NEGATION_WORDS.has(w) || w === 'no');
  if (at < 0) return [];
  const owner = (i: number) => q.found.some((f) => f.entity.type === 'owner' && f.start <= i && i < f.end);
  const from = q.words.findIndex((w, i) => i > at && !SKIPPED.has(w) && !owner(i));
  return from < 0 ? [] : joinCompounds(q.words.slice(from));
}
const LEAD = new Set(['lead', 'leading', 'led', 'leader']);
const WINNING = new Set(['win', 'won', 'winning', 'place', 'placed', 'placing', 'prize']);
// A placing that is a win: first place, or a prize of its own ("Best use of data", "Audience award").
const WIN = /\b(?:1st|first|winner|winners|won|grand prize|champion|best|award|choice|prize)\b/i;
// A placing that is no prize: "finalist", "honourable mention", "participant".
const NO_PRIZE = /\b(?:finalist|shortlisted|mention|participa\w*|top \d+)\b/i;
// "Didn't win anything", "no prize": any placing with a prize counts, a second place too.
const ANY_PRIZE = new Set(['anything', 'prize', 'prizes', 'award', 'awards']);

interface Without {
  has: (t: Team) => boolean;
  /** What the teams lacked, said after "had no". */
  what: string;
}

const teamsOf = (cat: Catalogue) => cat.work.filter((w): w is Team => w.type === 'hackathon');

/** What a question on hackathons negates: the lead, a win, or a role by its verb ("pitch" of "pitcher"). */
function negatedOf(cat: Catalogue, q: Parsed, inView = false): Without | undefined {
  // Named, or in view: "which one did he not win anything at?" right after the hackathons.
  if (!inView && !q.words.some((w) => /^(?:hackathons?|jams?|teams?)$/.test(w))) return undefined;
  const [word, ...rest] = negatedWords(q);
  if (!word) return undefined;
  // "Didn't do front-end work in": a role in the area, a full-stack one too.
  const areas = rest[0] === 'lead' ? [] : areasIn([word]);
  if (areas.length)
    return {
      has: (t) => t.hackathon.roles.some((r) => areasIn(r).some((a) => areas.includes(a))),
      what: `${AREA_LABELS[areas[0]!]} role`,
    };
  if (LEAD.has(word)) return { has: (t) => t.hackathon.roles.some(leadRole), what: 'lead role' };
  if (WINNING.has(word)) {
    // "Didn't place": any placing counts, a "Top 10" too; "didn't win anything": any prize.
    const placing = /^plac/.test(word);
    const any = q.words.some((w) => ANY_PRIZE.has(w));
    const won = (r: string) =>
      placing
        ? !/\bparticipa/i.test(r)
        : any
          ? !NO_PRIZE.test(r)
          : WIN.test(r) && !/\bmention\b|\bno (?:prize|award)/i.test(r);
    return {
      has: (t) => !!t.hackathon.result && won(t.hackathon.result),
      what: placing ? 'placing' : any ? 'prize' : 'win',
    };
  }
  const stem = stemmer(word);
  // "pitch" of "pitcher", "frontend" of "front end".
  const role = (r: string) =>
    tokens(r).join('') === word ||
    tokens(r).some((w) => w.length > 3 && (stemmer(w) === stem || w.startsWith(stem)));
  const roles = teamsOf(cat).flatMap((t) => t.hackathon.roles.filter(role));
  return roles.length && stem.length > 3
    ? { has: (t) => t.hackathon.roles.some(role), what: `${roles[0]} role` }
    : undefined;
}

export const asksTeamsWithout = (cat: Catalogue, q: Parsed, inView = false) => !!negatedOf(cat, q, inView);

/** Whether hackathon entries are in view, for a follow-up that names none. */
export const teamsInView = (ctx: Ctx) => ctx.focus.some((i) => i.type === 'hackathon');

/** A team's line: its date, its placing and the owner's roles. */
const teamLine = (ctx: Ctx, t: Team) =>
  `- ${itemLink(t)} (${when(t.hackathon.date)}): ${notCompeting(t) ? 'did not compete' : (t.hackathon.result ?? 'no placing recorded')}; ${ctx.v.their} ${t.hackathon.roles.length > 1 ? 'roles' : 'role'}: ${listing(t.hackathon.roles)}`;

export function teamsWithout(ctx: Ctx): Answer {
  const without = negatedOf(ctx.cat, ctx.q, teamsInView(ctx))!;
  const teams = newestFirst(teamsOf(ctx.cat));
  if (!teams.length) return answer(`The site lists no hackathons for ${ctx.v.name}.`);
  const lacking = teams.filter((t) => !without.has(t));
  if (!lacking.length)
    return answer(
      `None: every one of ${ctx.v.name}'s hackathon entries on the site had a ${without.what} for ${ctx.v.them}.`,
      teams,
    );
  return answer(
    `${lacking.length === teams.length ? `All ${teams.length} of ${ctx.v.name}'s` : `${lacking.length} of ${ctx.v.name}'s ${teams.length}`} hackathon entries had no ${without.what} for ${ctx.v.them}:\n${lacking.map((t) => teamLine(ctx, t)).join('\n')}`,
    lacking,
  );
}
