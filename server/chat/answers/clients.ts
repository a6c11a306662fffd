import { careerOf, chronological } from '../facts';
import { SELF_EMPLOYED } from '../lexicon/cues';
import { firstSentences, tokens } from '../text';
import { sentencesOf } from '../passages';
import { isWork, type Ctx } from './context';
import type { Work } from '../catalogue';
import { dates, entryLine, type Entry } from './entryText';
import { answer, itemLink, type Answer } from './markdown';

// "Which clients did he freelance for?", "who are her clients?": the owner's own words on the jobs
// that speak of clients, whole, since the names are in sentences of their own ("For Cartola Games…").

const CLIENT_WORDS = /\b(?:clients?|customers?)\b/;
const WHO = /\b(?:which|who|whom|name|names|list|what|tell|about|kind|kinds|type|types|any)\b/;
const FREELANCE = /\b(?:freelance|freelancer|freelancing|contract|contracting|consulting|consultancy)\b/;
const CLIENT_SAID = /\b(?:clients?|customers?|freelanc\w*|contract\w*|consult\w*)\b/i;

// "A store for a UK company", "for a Lagos fabric seller": a project made for someone else.
const FOR_SOMEONE =
  'for (?:a|an|the) (?:[\\w-]+ ){0,3}(?:company|start-?up|agency|business|charity|firm|brand|shop|store|school|clinic|studio|seller|retailer|restaurant|vendor|merchant|hotel|church|ngo|non-?profit|hospital|chain|label|coach|club|cafe|bakery|salon|artist|photographer|council|museum|festival)';
const MADE_FOR = new RegExp(`\\b(?:clients?|customers?|commission\\w*|${FOR_SOMEONE})\\b`, 'i');
// Of all the work, one made for someone else says so: "for a client", "client work", not "three client projects".
const MADE_FOR_OTHERS = new RegExp(
  `\\b(?:for (?:a |an |the |my |our )?(?:clients?|customers?)|client (?:work|project|site|store)|commission\\w*|${FOR_SOMEONE})\\b`,
  'i',
);

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
  // Asked of no one job or employer: the work made for someone else, then the jobs that say "clients".
  const made = workForClients(ctx, orgs, inView);
  const jobs = jobClients(ctx, text, pool, made ? CLIENTS_NAMED : CLIENT_WORDS);
  if (!made || !jobs) return made ?? jobs;
  return answer(`${made.text}\n\n${jobs.text}`, [...new Set([...made.items, ...jobs.items])]);
}

const CLIENTS_NAMED = /\bclients?\b/;

/** The jobs' own words on their clients: each freelance job by its client, or the jobs that speak of them. */
function jobClients(ctx: Ctx, text: string, pool: Entry[], naming: RegExp): Answer | undefined {
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
  const said = (e: Entry, re: RegExp) =>
    re.test(`${e.entry.role ?? e.title} ${e.entry.content}`.toLowerCase());
  // Jobs whose own words say "clients" first; the words of freelancing or consulting otherwise.
  // "As a freelancer": the freelance jobs' own words only.
  if (freelance.length) pool = freelance;
  const named = pool.filter((e) => said(e, naming));
  const jobs = chronological(named.length ? named : pool.filter((e) => said(e, CLIENT_SAID)));
  if (!jobs.length || jobs.length > 3) return undefined;
  const lines = jobs.map((e) => `- ${entryLine(e)}: “${e.entry.content}”`);
  return answer(`In ${ctx.v.name}'s own words on the work for clients:\n${lines.join('\n')}`, jobs);
}

const proseOfWork = (w: Work) =>
  w.type === 'project' ? `${w.project.summary} ${w.project.description}` : w.hackathon.description.app;

/** "What clients has he worked with?": the work whose own words say whom it was made for. */
function workForClients(ctx: Ctx, orgs: readonly Entry[], inView: readonly Entry[]): Answer | undefined {
  // "Who are her freelance clients?" asks of the freelance jobs.
  if (orgs.length || inView.length === 1 || FREELANCE.test(ctx.q.words.join(' '))) return undefined;
  const saidOf = (w: Work) => sentencesOf(proseOfWork(w)).filter((x) => MADE_FOR_OTHERS.test(x));
  const made = ctx.cat.work.filter((w) => saidOf(w).length);
  if (!made.length) return undefined;
  const lines = made.map((w) => `- ${itemLink(w)}: “${saidOf(w)[0]}”`);
  return answer(`The work on the site made for clients, in its own words:\n${lines.join('\n')}`, made);
}

/** "Who was the client?" of the one project in view or named: its own words on whom it was for. */
function workClient(ctx: Ctx): Answer | undefined {
  const named = ctx.q.found.flatMap((f) =>
    f.entity.type === 'item' && isWork(f.entity.item) ? [f.entity.item] : [],
  );
  const works = named.length ? named : ctx.focus.filter(isWork);
  if (works.length !== 1) return undefined;
  const w = works[0]!;
  const said = madeForSaid(proseOfWork(w));
  return said.length
    ? answer(`In the words of ${itemLink(w)}: “${said.join(' ')}”`, [w])
    : answer(
        `The site names no client for ${itemLink(w)}; it does not say it was made for anyone else.`,
        [w],
        'not-on-site',
      );
}
