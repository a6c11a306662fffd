import type { Work } from '../catalogue';
import { sentencesOf } from '../passages';
import { stemmer } from 'stemmer';
import { tokens } from '../text';
import { isWork, type Ctx } from './context';
import { answer, contactLine, itemLink, when, type Answer } from './markdown';
import { itemLinkAnswer } from './work';
import { proseOf } from './workDetail';

// Details a visitor finds behind the work's links: its code, its docs, its pages.
const LINKED = new Set([
  'code',
  'source',
  'repo',
  'repository',
  'github',
  'docs',
  'documentation',
  'link',
  'links',
]);
// Where a hackathon entry was made: the event it was made at.
const EVENT = new Set(['event', 'jam', 'hackathon', 'competition', 'contest']);

// "+Code?", "+the repo?", "+docs?": a word for what the work's links open, asked alone.
const FILLER = new Set(['the', 'its', 'any', 'and', 'so', 'ok', 'what', 'about', 'for', 'it']);
const LINK_ALONE = new Set(['code', 'repo', 'repository', 'docs', 'documentation']);
export const linkAskedAlone = (words: readonly string[]) =>
  words.some((w) => LINK_ALONE.has(w)) && words.every((w) => LINK_ALONE.has(w) || FILLER.has(w));

/**
 * "+Which license?", "+docs?", "+what genre?", "+who did the sound?" after one piece of work, a word
 * or two that no reading of the owner takes: a detail of that work, from its links, its event or its
 * own sentences, else said to be missing from the site, never a refusal or a skill category.
 */
export function detailOfWorkInView(ctx: Ctx): Answer | undefined {
  const inView = ctx.focus.filter(isWork);
  if (inView.length !== 1 || ctx.q.words.length > 5) return undefined;
  if (ctx.q.found.some((f) => f.entity.type !== 'owner' && f.entity.type !== 'category')) return undefined;
  const w = inView[0]!;
  const named = new Set(tokens(w.title));
  const topic = ctx.passages.topicWords(ctx.q.words, { verbs: true }).filter((t) => !named.has(t));
  if (!topic.length) return undefined;
  if (topic.some((t) => LINKED.has(t))) return itemLinkAnswer({ ...ctx, intent: 'itemLink', focus: [w] });
  if (w.type === 'hackathon' && topic.some((t) => EVENT.has(t)))
    return answer(`${itemLink(w)} was made at ${w.hackathon.event} (${when(w.hackathon.date)}).`, [w]);
  const said = sentencesOf(proseOf(w)).filter((s) => {
    const stems = tokens(s).map(stemmer);
    return topic.some((t) => (t.length > 2 && stems.includes(stemmer(t))) || SAID_AS.get(t)?.test(s));
  });
  if (said.length)
    return answer(`${itemLink(w)}, in ${ctx.v.name}'s words: “${said.slice(0, 2).join(' ')}”`, [w]);
  return topic.some((t) => OF_WORK.has(t)) ? notSaid(ctx, w, topic) : undefined;
}

// Details an owner writes by their names, not the word asked: a licence by its name, platforms by theirs.
const LICENCE =
  /\b(?:A?GPL|LGPL|MIT|Apache|BSD|MPL|Creative Commons|open[- ]source|closed[- ]source|proprietary|licen[cs]\w*)\b/;
const PLATFORM =
  /\b(?:Windows|macOS|Mac|Linux|iOS|iPhone|iPad|Android|browsers?|web|Steam|consoles?|Switch|PlayStation|Xbox)\b/;
const SAID_AS = new Map<string, RegExp>([
  ['license', LICENCE],
  ['licence', LICENCE],
  ['licensed', LICENCE],
  ['platform', PLATFORM],
  ['platforms', PLATFORM],
  ['os', PLATFORM],
]);

// Details every piece of work has, said or not: asked of the work in view, missing ones are said missing.
const OF_WORK = new Set(
  'license licence licensing format formats genre genres platform platforms price pricing version versions engine audience rating ratings reviews downloads installs users size language languages'.split(
    ' ',
  ),
);

function notSaid(ctx: Ctx, w: Work, topic: readonly string[]): Answer {
  return answer(
    `The site doesn't give the ${topic.join(' ')} of ${itemLink(w)}. ${contactLine(ctx.v)}`,
    [w],
    'not-on-site',
  );
}
