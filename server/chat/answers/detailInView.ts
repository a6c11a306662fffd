import type { Work } from '../catalogue';
import { linksOf } from '../facts';
import { proseOfItem, sentencesOf } from '../passages';
import { petOfKind } from './nameInView';
import { source } from './prose';
import { stemmer } from 'stemmer';
import { firstSentences, tokens } from '../text';
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
  // A word alone that would be refused as off-topic ("+video?") asks a detail the site lacks.
  if (topic.some((t) => OF_WORK.has(t))) return notSaid(ctx, w, topic);
  return refusedAlone(ctx, topic) ? allSaid(ctx, w) : undefined;
}

const ASKING = new Set(['why', 'how', 'when', 'where', 'what', 'who', 'which', 'whose']);

/** A one-word topic after one item in view, which would otherwise be refused as off-topic. */
const refusedAlone = (ctx: Ctx, topic: readonly string[]) =>
  ctx.intent === 'offTopic' && topic.length === 1 && ctx.q.words.length <= 3;

/** The sentences of an item with a topic word: its stem, a synonym, or the names it is said by. */
function sentencesOn(ctx: Ctx, text: string, topic: readonly string[]): string[] {
  return sentencesOf(text).filter((s) => {
    const stems = tokens(s).map(stemmer);
    return topic.some(
      (t) =>
        (t.length > 2 && stems.includes(stemmer(t))) ||
        ctx.passages.synonyms(t).some((w) => stems.includes(stemmer(w))) ||
        SAID_AS.get(t)?.test(s),
    );
  });
}

/**
 * "+How fast?" after "I run marathons (personal best 3:11)", "+fluently?" after a faq on languages:
 * a detail of the one entry or faq answer in view, from its own sentences, else said to be missing,
 * never a refusal.
 */
export function detailOfEntryInView(ctx: Ctx): Answer | undefined {
  const item = ctx.focus.length === 1 ? ctx.focus[0]! : undefined;
  if (!item || isWork(item) || ctx.q.words.length > 4) return undefined;
  if (ctx.q.found.some((f) => f.entity.type !== 'owner')) return undefined;
  // "+Why?", "+when?" are read by their own writers.
  const topic = ctx.passages.topicWords(ctx.q.words, { verbs: true }).filter((t) => !ASKING.has(t));
  if (!topic.length) return undefined;
  const said = sentencesOn(ctx, proseOfItem(item), topic);
  if (said.length)
    return answer(`In ${ctx.v.name}'s own words (${source(item)}): “${said.slice(0, 2).join(' ')}”`, [item]);
  return refusedAlone(ctx, topic)
    ? answer(
        `The site says no more on that than ${ctx.v.name}'s own words (${source(item)}): “${firstSentences(proseOfItem(item), 2)}” ${contactLine(ctx.v)}`,
        [item],
        'not-on-site',
      )
    : undefined;
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
  // A pace or a time, a rating by its number, a recording by where it is watched.
  ['fast', /\b(?:personal best|PB|\d+:\d\d|minutes?|km\/h|mph)\b/i],
  ['rating', /\b(?:rated|rating|elo|around \d{3,4})\b/i],
  ['video', /\b(?:video|recording|recorded|youtube|vimeo)\b/i],
  ['breed', new RegExp(petOfKind('pet')!.source, 'i')],
]);

// Details every piece of work has, said or not: asked of the work in view, missing ones are said missing.
const OF_WORK = new Set(
  'license licence licensing format formats genre genres platform platforms price pricing version versions engine audience rating ratings reviews downloads installs users size language languages'.split(
    ' ',
  ),
);

/**
 * "+Which browser?" of a Chrome extension, "+video?" of a talk linked on YouTube: a word the work's
 * sentences lack may still be answered by what they say and where its links go, so both are shown.
 */
function allSaid(ctx: Ctx, w: Work): Answer {
  const links = linksOf(w).map((l) => `[${l.label}](${l.url})`);
  return answer(
    `The site says no more on that than ${itemLink(w)}'s own words: “${firstSentences(proseOf(w), 2)}”${links.length ? ` Links: ${links.join(' · ')}.` : ''}`,
    [w],
    'not-on-site',
  );
}

function notSaid(ctx: Ctx, w: Work, topic: readonly string[]): Answer {
  return answer(
    `The site doesn't give the ${topic.join(' ')} of ${itemLink(w)}. ${contactLine(ctx.v)}`,
    [w],
    'not-on-site',
  );
}
