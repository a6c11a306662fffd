import { careerOf } from '../facts';
import { sentencesOf } from '../passages';
import { entitiesOf } from '../understand';
import type { Ctx } from './context';
import { namesEmployer } from './entryClaims';
import { entryLine, type Entry } from './entryText';
import { answer, type Answer } from './markdown';

// "What does the company do?", "what is Kestrel Pay?": what the employer is, in the job's own
// sentence that names it and says what it is or does; never guessed from the name.

const COMPANY_ASKED =
  /\bwhat (?:does|did) (?:the |that |this )?(?:company|employer|firm|startup|agency|business)(?: (?:he|she|they) (?:works?|worked|is working) (?:at|for))? (?:do|make|sell|build)\b|\bwhat (?:kind|sort|type) of (?:company|employer|firm|business) (?:is|was)\b/;
const DOES = /^what (?:does|did) .+ (?:do|make|sell|build)$/;
const IT_DOES = /^(?:and |so )?what (?:does|did) (?:it|they) (?:do|make|sell|build)$/;

/** "What does the company do?", or "what does Kestrel Pay do?" of an employer named, not the owner. */
const asksCompany = (ctx: Ctx) => {
  const text = ctx.q.words.join(' ');
  if (COMPANY_ASKED.test(text)) return true;
  // "What does it do?" right after a job: its employer, when no piece of work is in view.
  if (
    IT_DOES.test(text) &&
    ctx.focus.length &&
    ctx.focus.every((i) => i.type === 'entry' && i.section.id === 'career')
  )
    return true;
  const owner = ctx.q.found.some((f) => f.entity.type === 'owner');
  return !owner && entitiesOf(ctx.q, 'org').length > 0 && DOES.test(text);
};

// A sentence that says what a place is or does: "Kestrel Pay processes card payments".
const DESCRIBES =
  /\b(?:is|was) (?:a|an|the)\b|\b(?:makes|made|builds|built|sells|sold|runs|ran|provides|offers|processes|develops|operates|helps)\b|\bto (?:build|make|sell|run|help|provide)\b/i;

// "Joined as the fourth engineer of a start-up that screens X-rays", "a scale-up of about 120
// people that makes…": the employer said by its kind.
const EMPLOYER_THAT =
  /\b(?:a|an)\s+(?:[\w-]+\s+){0,2}(?:start-?up|company|firm|agency|scale-?up|studio|consultancy|business|bank|charity|non-?profit|ngo|retailer|provider|maker|shop|store|marketplace)\s+(?:of\s+(?:[\w-]+\s+){1,3})?(?:that|which|making|building|selling|helping|with|for)\b/i;

// "The company he works at", "her current employer": the job held now.
const NOW_ASKED = /\b(?:works?|working|current|currently|now|present)\b/;

/** The one job asked of: its employer named, else the one job in view, else the one held now. */
function jobAsked(ctx: Ctx): Entry | undefined {
  const orgs = entitiesOf(ctx.q, 'org').flatMap((o) => o.entries);
  const career = careerOf(ctx.cat);
  const inView = ctx.focus.filter((i): i is Entry => i.type === 'entry' && career.includes(i));
  const now = NOW_ASKED.test(ctx.q.words.join(' '))
    ? career.filter((e) => e.entry.end === 'present' && e.entry.organisation)
    : [];
  const jobs = orgs.length ? orgs : inView.length ? inView : now;
  const asked = jobs.filter((e) => career.includes(e));
  return asked.length === 1 ? asked[0] : undefined;
}

/** "Is Corrib Pay a fintech?": what an employer named first is asked to be, as the visitor wrote it. */
function kindAsked(ctx: Ctx): string | undefined {
  const org = ctx.q.found.find((f) => f.entity.type === 'org');
  if (!ctx.q.yesNo || !org || org.start !== 1 || !['is', 'was'].includes(ctx.q.words[0]!)) return undefined;
  const rest = ctx.q.words.slice(org.end);
  if (!['a', 'an'].includes(rest[0] ?? '') || rest.length < 2) return undefined;
  const words = rest.join(' ');
  // As written: "an AI company", not "an ai company".
  const at = ctx.q.raw.toLowerCase().lastIndexOf(words);
  return at >= 0 ? ctx.q.raw.slice(at, at + words.length) : words;
}

export function companyDoes(ctx: Ctx): Answer | undefined {
  const kind = kindAsked(ctx);
  if (!kind && !asksCompany(ctx)) return undefined;
  const job = jobAsked(ctx);
  const org = job?.entry.organisation;
  if (!job || !org) return undefined;
  // The job's own words first, then those of the owner's other posts there.
  const there = [job, ...careerOf(ctx.cat).filter((e) => e !== job && e.entry.organisation === org)];
  const said = there
    .flatMap((e) => sentencesOf(e.entry.content).map((text) => ({ e, text })))
    .find(({ text }) => (namesEmployer(text, org) && DESCRIBES.test(text)) || EMPLOYER_THAT.test(text));
  const whether = kind ? `whether ${org} is ${kind}` : `what ${org} does`;
  if (said) return answer(`${entryLine(said.e)}: “${said.text}”`, [said.e]);
  // "What does it do?" of a job in view whose words say no such thing: what the job's words say.
  const own = IT_DOES.test(ctx.q.words.join(' ')) ? sentencesOf(job.entry.content)[0] : undefined;
  if (own)
    return answer(
      `The site doesn't say ${whether}. ${entryLine(job)}, in ${ctx.v.their} own words: “${own}”`,
      [job],
    );
  return answer(`The site doesn't say ${whether}; ${entryLine(job)}.`, [job], 'not-on-site');
}

// "How big is the company?", "how many people work there?": the employer's size, not a team's.
const SIZE_ASKED =
  /\bhow (?:big|large) (?:is|was) (?:the |that |this |their |his |her )?(?:company|employer|firm|startup|agency|business|place|org|organisation|organization|scale-?up)\b|\bhow many (?:people|employees|staff) (?:work|worked|are employed|were employed)\b|\bhow many (?:employees|staff)\b|\b(?:company|employer|firm|startup) size\b/;
// A sentence that sizes a place: "about 120 people", "Series B", "a 40-person agency".
const SIZE_SAID =
  /\b(?:\d[\d,.]*k?\+?|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|a dozen)[- ](?:people|employees|staff|person|engineers|developers)\b|\bseries [a-f]\b|\b(?:seed|pre-seed)[- ]stage\b|\b(?:small|tiny|large|big|mid-sized|medium-sized|global|multinational)\s+(?:\w+\s+)?(?:company|firm|agency|startup|studio|business|consultancy|bank)\b|\bheadcount\b/i;

/** "How big is the company?" of the one job in view or named: its own sentences that size it. */
export const companySize = (ctx: Ctx): Answer | undefined =>
  employerSaid(ctx, { asked: SIZE_ASKED, said: SIZE_SAID, unsaid: (org) => `how big ${org} is` });

/**
 * A question of the employer of the one job named or in view, answered by that job's own sentences
 * that speak to it, led by `lead` of them; else that the site doesn't say.
 */
function employerSaid(
  ctx: Ctx,
  {
    asked,
    said,
    unsaid,
    lead,
  }: { asked: RegExp; said: RegExp; unsaid: (org: string) => string; lead?: (said: string[]) => string },
): Answer | undefined {
  if (!asked.test(ctx.q.words.join(' '))) return undefined;
  const job = jobAsked(ctx);
  const org = job?.entry.organisation;
  if (!job || !org) return undefined;
  const own = sentencesOf(job.entry.content).filter((s) => said.test(s));
  return own.length
    ? answer(`${lead?.(own) ?? ''}${entryLine(job)}: “${own.join(' ')}”`, [job])
    : answer(`The site doesn't say ${unsaid(org)}; ${entryLine(job)}.`, [job], 'not-on-site');
}

// "Was Lumen acquired?", "who bought the startup?": what became of the employer, in the job's own words.
const FATE_ASKED =
  /\b(?:acquired|acquisition|acquire|bought|buy|taken over|takeover|merged|merger|went public|ipo)\b/;
const FATE_SAID =
  /\b(?:acquired|acquisition|bought|taken over|took over|merged|merger|went public|ipo|shut down|closed down|went bust|bankrupt)\b/i;

/** "Was the company acquired?" of the one job named or in view: its own sentence on it, else that the site doesn't say. */
export const companyFate = (ctx: Ctx): Answer | undefined =>
  employerSaid(ctx, {
    asked: FATE_ASKED,
    said: FATE_SAID,
    unsaid: (org) => `whether ${org} was acquired`,
    lead: (said) => (ctx.q.yesNo && said.some((s) => ACQUIRED_SAID.test(s)) ? 'Yes: ' : ''),
  });
const ACQUIRED_SAID = /\b(?:acquired|bought|taken over|took over|merged)\b/i;
