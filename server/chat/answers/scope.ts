import { ageFacts } from '../age';
import { tokens } from '../text';
import type { Ctx } from './context';
import { answer, contactLine, link, pageLink, type Answer } from './markdown';

// Replies about the assistant itself, its scope, and the owner's contact and personal facts.

const topics = (ctx: Ctx) =>
  `${ctx.v.their} projects, skills, career and education${ctx.cat.work.some((w) => w.type === 'hackathon') ? ', and hackathons' : ''}`;

export const greeting = (ctx: Ctx): Answer =>
  answer(`Hi! I'm the assistant on ${ctx.v.name}'s site: ask me about ${topics(ctx)}.`);

export const assistant = (ctx: Ctx): Answer =>
  answer(
    `I'm this site's assistant, a program (not ${ctx.v.name}): I answer from what the site says about ${topics(ctx)}.`,
  );

export const offTopic = (ctx: Ctx): Answer =>
  answer(`I only answer questions about ${ctx.v.name}: ${topics(ctx)}.`, [], 'off-topic');

/** A question not answered by content: the owner's faq answer that covers it, else "the site doesn't say". */
export function notOnSite(ctx: Ctx): Answer {
  const covering = faqCovering(ctx);
  if (covering) return faq(ctx, covering.id);
  return answer(`The site doesn't say. ${contactLine(ctx.v)}`, [], 'not-on-site');
}

// Words that carry no topic of their own in a question about the owner's terms of work.
const PLAIN = new Set(
  `a an the is are was were be been do does did can could would will should shall may might must to for of
  in on at by with or and not what when where how who which why whom he she they his her their him them
  you your me i my we our us it its that this there any some about have has had so soon much many long
  work works working worked job jobs role roles position open willing want wants looking look happy able
  like prefer kind sort type ok okay please tell know`.split(/\s+/),
);
/** A comparable stem: the first five letters of a longer word ("remotely" ~ "remote"). */
const stem = (w: string) => (w.length > 5 ? w.slice(0, 5) : w);

/** The faq entry whose answer's own words cover the most of the question's topic words. */
function faqCovering(ctx: Ctx) {
  const ownerWords = new Set(tokens(`${ctx.cat.owner.name} ${ctx.cat.owner.handle}`));
  const topic = ctx.q.words.filter((w) => !PLAIN.has(w) && !ownerWords.has(w) && w.length > 2).map(stem);
  if (!topic.length) return undefined;
  let best: { id: string; hits: number } | undefined;
  for (const f of ctx.cat.owner.faq ?? []) {
    const words = new Set(tokens(f.answer).map(stem));
    const hits = topic.filter((t) => words.has(t)).length;
    if (hits && (!best || hits > best.hits)) best = { id: f.id, hits };
  }
  return best;
}

export function faq(ctx: Ctx, id: string): Answer {
  const f = (ctx.cat.owner.faq ?? []).find((x) => x.id === id);
  if (!f) return notOnSite(ctx);
  return answer(f.answer, [f.id, ...(f.items ?? []).filter((i) => ctx.cat.items.has(i))], 'faq');
}

export function contact(ctx: Ctx): Answer {
  const { owner } = ctx.cat;
  const w = ctx.q.words;
  if (w.includes('github'))
    return answer(`${ctx.v.name}'s GitHub: ${link(owner.github.replace(/^https?:\/\//, ''), owner.github)}`);
  if (w.includes('linkedin'))
    return answer(
      `${ctx.v.name}'s LinkedIn: ${link(owner.linkedin.replace(/^https?:\/\//, ''), owner.linkedin)}`,
    );
  const noEmail = w.some((x) => ['email', 'mail', 'phone', 'number', 'call'].includes(x))
    ? `The site lists no ${w.includes('phone') || w.includes('number') || w.includes('call') ? 'phone number' : 'email address'}; `
    : '';
  return answer(
    `${noEmail ? noEmail : ''}${noEmail ? 'the' : 'The'} ${pageLink('contact')} form reaches ${ctx.v.name} directly; ${ctx.v.they} ${ctx.v.is} also on ${link('LinkedIn', owner.linkedin)} and ${link('GitHub', owner.github)}.`,
  );
}

export const location = (ctx: Ctx): Answer => answer(`${ctx.v.name} is based in ${ctx.cat.owner.location}.`);

export function age(ctx: Ctx): Answer {
  const a = ageFacts(ctx.cat.owner.birthDate, ctx.now);
  return answer(
    `${ctx.v.name} is ${a.age}: that is the level the site shows. The next birthday is in ${a.daysToNextBirthday} days.`,
  );
}
