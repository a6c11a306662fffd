import { stemmer } from 'stemmer';
import { careerOf, chronological } from '../facts';
import { sentencesOf } from '../passages';
import { listing, tokens } from '../text';
import type { Ctx } from './context';
import { entryLine, type Entry } from './entryText';
import { answer, itemLink, type Answer } from './markdown';

// "Has he founded a company?", "is she a founder?", "was his startup acquired?": the jobs whose
// title or own words say the owner founded the company, and what their words say of it.

const FOUNDING_ASKED =
  /\b(?:found|founded|co ?found|co ?founded|cofound|cofounded|start|started|launch|launched|run|ran|own|owned|build|built)(?: (?:a|an|his|her|their|own|any|a few))* (?:company|companies|startup|startups|business|businesses|firm)\b|\b(?:a )?(?:founder|co ?founder|cofounder|entrepreneur|entrepreneurial)\b/;
// "His startup", "her company": the one the owner founded, if one was.
const OWN_COMPANY = /\b(?:his|her|their) (?:own )?(?:startup|company|business|firm)\b/;
const FOUNDER_SAID =
  /\b(?:co-?founded|cofounded|founded|founder|co-?founder|cofounder|started (?:my|our) (?:own )?(?:company|startup|business))\b/i;

// A company sold is said as bought or acquired: any one of these words says the others.
const SOLD = new Set([
  'sell',
  'sold',
  'exit',
  'exited',
  'buy',
  'bought',
  'acquired',
  'acquisition',
  'acquire',
]);
const COMPANY_WORDS = new Set(['startup', 'company', 'business', 'firm', 'startups', 'companies']);

/** The jobs the owner founded, by title or own words. */
const foundedJobs = (ctx: Ctx): Entry[] =>
  chronological(
    careerOf(ctx.cat).filter(
      (e) => FOUNDER_SAID.test(`${e.entry.role ?? ''} ${e.title}`) || FOUNDER_SAID.test(e.entry.content),
    ),
  );

// What became of the company: "acquired by Kakao in 2023", "shut down in 2020".
const FATE = /\b(?:acquired|acquisition|sold|bought|shut down|closed|wound down|merged|ran out of)\b/i;

/** The sentence that says the owner founded it, and the one on what became of it. */
const founderSentence = (e: Entry) => {
  const said = sentencesOf(e.entry.content);
  const found = said.find((s) => FOUNDER_SAID.test(s));
  const fate = said.find((s) => s !== found && FATE.test(s));
  return found && [found, fate].filter(Boolean).join(' ');
};

/** The words asked beyond the founding: "acquired" of "was his startup acquired?". */
const restAsked = (ctx: Ctx) =>
  ctx.passages
    .topicWords(ctx.q.words, { verbs: true })
    .filter((w) => !COMPANY_WORDS.has(w) && !/^(?:business|own|found|founded|founder)$/.test(w));

/** "Was his startup acquired?": the founded company's sentences with the rest of the question. */
function ofOwnCompany(ctx: Ctx, jobs: readonly Entry[]): Answer | undefined {
  const rest = restAsked(ctx);
  if (!rest.length || jobs.length !== 1) return undefined;
  const job = jobs[0]!;
  const stems = rest
    .flatMap((w) => [w, ...ctx.passages.synonyms(w), ...(SOLD.has(w) ? [...SOLD] : [])])
    .map(stemmer);
  const said = sentencesOf(job.entry.content).filter((s) =>
    tokens(s).some((t) => stems.includes(stemmer(t))),
  );
  if (!said.length)
    return answer(
      `The site doesn't say that of ${job.entry.organisation ?? itemLink(job)}; what it says: ${entryLine(job)}: “${founderSentence(job) ?? job.entry.content}”`,
      [job],
      'not-on-site',
    );
  const lead = ctx.q.yesNo ? 'Yes, in' : 'In';
  return answer(`${lead} ${ctx.v.name}'s own words on ${entryLine(job)}: “${said.slice(0, 2).join(' ')}”`, [
    job,
  ]);
}

export function founded(ctx: Ctx): Answer | undefined {
  const text = ctx.q.words.join(' ');
  const own = OWN_COMPANY.test(text);
  if (!FOUNDING_ASKED.test(text) && !own) return undefined;
  // "His startup" may be read as the employer in view: a word for a company, not a name.
  const generic = (f: Ctx['q']['found'][number]) =>
    f.entity.type === 'org' && ctx.q.words.slice(f.start, f.end).every((w) => COMPANY_WORDS.has(w));
  if (ctx.q.found.some((f) => f.entity.type !== 'owner' && !generic(f))) return undefined;
  const jobs = foundedJobs(ctx);
  if (own && !FOUNDING_ASKED.test(text)) return ofOwnCompany(ctx, jobs);
  if (!jobs.length)
    return ctx.q.yesNo
      ? answer(
          `No: no job on the site says ${ctx.v.name} founded a company. ${ctx.v.their.charAt(0).toUpperCase()}${ctx.v.their.slice(1)} jobs: ${listing(careerOf(ctx.cat).map((e) => `${itemLink(e)}${e.entry.organisation ? ` at ${e.entry.organisation}` : ''}`))}.`,
          careerOf(ctx.cat),
        )
      : undefined;
  const lines = jobs.map((e) => {
    const said = founderSentence(e);
    return `- ${entryLine(e)}${said ? `: “${said}”` : ''}`;
  });
  return answer(`${ctx.q.yesNo ? 'Yes:' : `${ctx.v.name} founded:`}\n${lines.join('\n')}`, jobs);
}
