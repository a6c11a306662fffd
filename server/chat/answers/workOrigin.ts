import type { Item, Work } from '../catalogue';
import { kindsOf } from '../facts';
import { proseOfItem, sentencesOf } from '../passages';
import { normalize, tokens } from '../text';
import { isWork, namedItems, type Ctx } from './context';
import { answer, itemLink, type Answer } from './markdown';
import { source } from './prose';

// "Why did she build Rattle?", "where did the idea come from?": how one piece of work began, in the
// sentences (its own or a job's) that name it and say what started it.

const ORIGIN_WORDS = new Set([
  'inspired',
  'inspiration',
  'inspire',
  'idea',
  'motivation',
  'motivated',
  'origin',
]);
const MADE = '(?:build|built|make|made|create|created|write|wrote|start|started|develop|developed|do)';
const ORIGIN_ASKED = new RegExp(
  `^(?:and |so )?why did \\w+ ${MADE}\\b|\\bhow did (?:it|that|this|(?:that|this|the) one|\\w+) (?:start|begin|come about|get started)\\b|\\bwhat made \\w+ ${MADE}\\b`,
);
// A sentence that says how a piece of work began.
const BEGAN =
  /\b(?:grew out of|started|began|begun|born|idea|inspired|inspiration|came from|comes from|because|wanted|needed|frustrat\w*|tired of|so that|scratch(?:ed|es)? (?:my|an|our) (?:own )?itch|for my own|for our own|out of|while (?:teaching|learning|studying)|(?:final|diploma|capstone|course|school|bootcamp|thesis) project|to (?:learn|practise|practice|teach myself))\b/i;

const CAREER_WORDS = new Set([
  'become',
  'became',
  'career',
  'switch',
  'switched',
  'software',
  'coding',
  'programming',
]);

/** Whether a question asks how or why a piece of work began. */
export const asksOrigin = (words: readonly string[]) =>
  words.some((w) => ORIGIN_WORDS.has(w)) || ORIGIN_ASKED.test(words.join(' '));

/** The one piece of work asked about: named, or the only one in view. */
function workAsked(ctx: Ctx): Work | undefined {
  const named = namedItems(ctx).filter(isWork);
  if (named.length) return named.length === 1 ? named[0] : undefined;
  if (ctx.q.found.some((f) => f.entity.type !== 'owner')) return undefined;
  // "What inspired him to become a developer?" is of the owner, not the work in view.
  if (ctx.q.words.some((w) => CAREER_WORDS.has(w)) || !(ctx.q.backRef || ctx.q.words.includes('idea')))
    return undefined;
  const inView = ctx.focus.filter(isWork);
  if (inView.length) return inView.length === 1 ? inView[0] : undefined;
  // "How did that one start?" after the owner's faq answer that names one piece of work.
  const said = ctx.focus.flatMap((i) => (i.type === 'faq' ? [normalize(i.faq.answer)] : []));
  const told = ctx.cat.work.filter((w) => said.some((t) => ` ${t} `.includes(` ${normalize(w.title)} `)));
  return told.length === 1 ? told[0] : undefined;
}

/** Whether a sentence elsewhere names the work: by its title, or "my <kind>" for one of its kinds. */
function namesWork(w: Work, sentence: string): boolean {
  const text = ` ${normalize(sentence)} `;
  if (text.includes(` ${normalize(w.title)} `)) return true;
  const words = tokens(sentence);
  return (
    /\b(?:my|our)\b/i.test(sentence) &&
    kindsOf(w).some((k) => tokens(k).every((kw) => words.some((x) => x === kw || x.endsWith(`-${kw}`))))
  );
}

/** "Why did she build Rattle?": the sentences that say how it began, or that the site does not say. */
export function workOrigin(ctx: Ctx): Answer | undefined {
  if (!asksOrigin(ctx.q.words)) return undefined;
  const w = workAsked(ctx);
  if (!w) return undefined;
  const own = sentencesOf(proseOfItem(w)).filter((s) => BEGAN.test(s));
  const elsewhere = [...ctx.cat.items.values()]
    .filter((i) => i !== w && i.type !== 'faq')
    .flatMap((i) =>
      sentencesOf(proseOfItem(i))
        .filter((s) => BEGAN.test(s) && namesWork(w, s))
        .slice(0, 1)
        .map((text) => ({ item: i, text })),
    );
  const said: { item: Item; text: string }[] = [...own.map((text) => ({ item: w, text })), ...elsewhere];
  if (!said.length)
    return answer(
      `The site doesn't say in so many words what led ${ctx.v.name} to make ${itemLink(w)}. What it says of it: “${sentencesOf(proseOfItem(w)).slice(0, 3).join(' ')}”`,
      [w],
    );
  return answer(
    `How ${itemLink(w)} began, in ${ctx.v.their} own words:\n${said.map((p) => `- ${source(p.item)}: “${p.text}”`).join('\n')}`,
    [w, ...elsewhere.map((p) => p.item)],
  );
}
