import { careerOf, chronological } from '../facts';
import type { Ctx } from './context';
import { entryLine } from './entryText';
import { answer, type Answer } from './markdown';

// "Which clients did he freelance for?", "who are her clients?": the owner's own words on the jobs
// that speak of clients, whole, since the names are in sentences of their own ("For Cartola Games…").

const CLIENT_WORDS = /\b(?:clients?|customers?)\b/;
const WHO = /\b(?:which|who|whom|name|names|list)\b/;
const CLIENT_SAID = /\b(?:clients?|customers?|freelanc\w*|contract\w*|agency|consult\w*)\b/i;

export function clientsOf(ctx: Ctx): Answer | undefined {
  const text = ctx.q.words.join(' ');
  if (!CLIENT_WORDS.test(text) || !WHO.test(text)) return undefined;
  if (ctx.q.found.some((f) => f.entity.type !== 'owner')) return undefined;
  const jobs = chronological(
    careerOf(ctx.cat).filter((e) => CLIENT_SAID.test(`${e.entry.role ?? e.title} ${e.entry.content}`)),
  );
  if (!jobs.length || jobs.length > 3) return undefined;
  const lines = jobs.map((e) => `- ${entryLine(e)}: “${e.entry.content}”`);
  return answer(`In ${ctx.v.name}'s own words on the work for clients:\n${lines.join('\n')}`, jobs);
}
