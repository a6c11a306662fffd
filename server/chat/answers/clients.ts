import { careerOf, chronological } from '../facts';
import { SELF_EMPLOYED } from '../lexicon/cues';
import { firstSentences, tokens } from '../text';
import { sentencesOf } from '../passages';
import { isWork, type Ctx } from './context';
import { dates, entryLine } from './entryText';
import { answer, itemLink, type Answer } from './markdown';

// "Which clients did he freelance for?", "who are her clients?": the owner's own words on the jobs
// that speak of clients, whole, since the names are in sentences of their own ("For Cartola Games…").

const CLIENT_WORDS = /\b(?:clients?|customers?)\b/;
const WHO = /\b(?:which|who|whom|name|names|list)\b/;
const FREELANCE = /\b(?:freelance|freelancing|contract|contracting|consulting|consultancy)\b/;
const CLIENT_SAID = /\b(?:clients?|customers?|freelanc\w*|contract\w*|consult\w*)\b/i;

// "Client work for a Manchester start-up", "a store for a UK company": a project made for someone else.
const MADE_FOR =
  /\b(?:clients?|customers?|commission\w*|for (?:a|an|the) (?:[\w-]+ ){0,3}(?:company|start-?up|agency|business|charity|firm|brand|shop|store|school|clinic|studio))\b/i;

/** A project's or entry's own sentences on whom it was made for. */
export const madeForSaid = (text: string) => sentencesOf(text).filter((s) => MADE_FOR.test(s));

export function clientsOf(ctx: Ctx): Answer | undefined {
  const text = ctx.q.words.join(' ');
  if (!CLIENT_WORDS.test(text) || !WHO.test(text)) return undefined;
  const work = workClient(ctx);
  if (work) return work;
  // "Which clients did she work with at the consultancy?": that employer's jobs only.
  const orgs = ctx.q.found.flatMap((f) => (f.entity.type === 'org' ? f.entity.entries : []));
  if (ctx.q.found.some((f) => f.entity.type !== 'owner' && f.entity.type !== 'org')) return undefined;
  // "Which clients?" right after one job: that job's.
  const inView = careerOf(ctx.cat).filter((e) => ctx.focus.includes(e));
  const pool = orgs.length
    ? careerOf(ctx.cat).filter((e) => orgs.includes(e))
    : inView.length === 1
      ? inView
      : careerOf(ctx.cat);
  // "Who were her freelance clients?": the jobs titled freelance or contract, each for its client.
  const freelance = FREELANCE.test(text)
    ? pool.filter((e) => FREELANCE.test(tokens(e.entry.role ?? e.title).join(' ')))
    : [];
  // A job whose own words name its clients ("For Cartola Games…"), or that is the owner's own
  // business, is quoted whole below instead.
  const byClient = freelance.every(
    (e) =>
      e.entry.organisation &&
      !SELF_EMPLOYED.test(e.entry.organisation) &&
      !CLIENT_WORDS.test(e.entry.content.toLowerCase()),
  );
  if (freelance.length && byClient)
    return answer(
      `${ctx.v.name}'s ${FREELANCE.exec(text)![0]} work on the site, by client:\n${chronological(freelance)
        .map(
          (e) =>
            `- ${e.entry.organisation ?? 'Client not named'}${dates(e)}, as ${itemLink(e)}: “${firstSentences(e.entry.content, 2)}”`,
        )
        .join('\n')}`,
      freelance,
    );
  const said = (e: (typeof pool)[number], re: RegExp) =>
    re.test(`${e.entry.role ?? e.title} ${e.entry.content}`);
  // Jobs whose own words say "clients" first; the words of freelancing or consulting otherwise.
  const naming = pool.filter((e) => said(e, CLIENT_WORDS));
  const jobs = chronological(naming.length ? naming : pool.filter((e) => said(e, CLIENT_SAID)));
  if (!jobs.length || jobs.length > 3) return undefined;
  const lines = jobs.map((e) => `- ${entryLine(e)}: “${e.entry.content}”`);
  return answer(`In ${ctx.v.name}'s own words on the work for clients:\n${lines.join('\n')}`, jobs);
}

/** "Who was the client?" of the one project in view or named: its own words on whom it was for. */
function workClient(ctx: Ctx): Answer | undefined {
  const named = ctx.q.found.flatMap((f) =>
    f.entity.type === 'item' && isWork(f.entity.item) ? [f.entity.item] : [],
  );
  const works = named.length ? named : ctx.focus.filter(isWork);
  if (works.length !== 1) return undefined;
  const w = works[0]!;
  const prose =
    w.type === 'project' ? `${w.project.summary} ${w.project.description}` : w.hackathon.description.app;
  const said = madeForSaid(prose);
  return said.length
    ? answer(`In the words of ${itemLink(w)}: “${said.join(' ')}”`, [w])
    : answer(
        `The site names no client for ${itemLink(w)}; it does not say it was made for anyone else.`,
        [w],
        'not-on-site',
      );
}
