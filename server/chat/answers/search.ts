import type { Passage } from '../retrieval/passages';
import { built, type AnswerContext, type Asked, type Builder, type Built } from './context';
import { entryBlock, hackathonDetail, pageLink, projectDetail, quote } from './markdown';
import { ageAnswer, contactAnswer, honestFallback, profileLine } from './profile';
import { categorySkills } from './skills';
import { searchIntro } from '../framing';

// Answers for questions no intent fits: the passages the search finds, shown as they are, or an
// honest "I don't know" when content/ does not cover what was asked.

function renderPassage(p: Passage, { owner }: AnswerContext, now: Date): string {
  switch (p.kind) {
    case 'profile':
      return profileLine(owner);
    case 'contact':
      return contactAnswer(owner, false);
    case 'age':
      return ageAnswer(owner, now);
    case 'about':
      return quote(p.entry.content);
    case 'education':
    case 'career':
      return entryBlock(p.entry);
    case 'skills':
      return categorySkills(owner, [p.category]);
    case 'project':
      return projectDetail(p.project);
    case 'hackathon':
      return hackathonDetail(p.hackathon);
  }
}

/**
 * Shows the best passages only if they cover most of what was asked; a topic question ("experience
 * with testing?") is `strict`: grounded only when content covers every topic word.
 */
function searchAnswer(question: string, now: Date, ctx: AnswerContext, strict: boolean): Built {
  const { owner } = ctx;
  const { hits, terms, coverage } = ctx.retriever.search(question);
  const top = hits[0];
  const enough = terms.length > 0 && (terms.length === 1 || strict ? coverage === 1 : coverage >= 0.6);
  if (!top || !enough) return { ...built(honestFallback(owner), 'profile', 'contact'), intent: 'unknown' };
  const phrased = ctx.phrases(question);
  const ranked = hits.map((h) => h.passage);
  // "Has Kai worked with REST APIs?": every passage with all the topic's words (up to four), when that finds
  // more than a verbatim phrase does; "What did Kai do at Harbor Code Institute?": the passages with the phrase.
  const whole = strict
    ? hits
        .filter((h) => terms.every((t) => h.terms.includes(t)))
        .slice(0, 4)
        .map((h) => h.passage)
    : [];
  const verbatim =
    phrased.length <= 3 ? [...phrased].sort((a, b) => ranked.indexOf(a) - ranked.indexOf(b)) : [];
  // One topic word ("has he built any games?") asks for the things it names: three of them, not two.
  const best = hits
    .filter((h) => h.score >= top.score * 0.6)
    .slice(0, strict || terms.length === 1 ? 3 : 2)
    .map((h) => h.passage);
  const shown = whole.length > verbatim.length ? whole : verbatim.length ? verbatim : best;
  const text = [
    searchIntro(owner.firstName),
    ...shown.map((p) => renderPassage(p, ctx, now)),
    `If that doesn't answer it, ask ${owner.firstName} directly through the ${pageLink('contact')} page.`,
  ].join('\n\n');
  return { ...built(text, ...shown.map((p) => p.id)), intent: 'search' };
}

export const search: Builder<'search'> = (_intent, { question, now }: Asked, ctx) =>
  searchAnswer(question, now, ctx, false);
export const topic: Builder<'topic'> = ({ terms }, { now }, ctx) =>
  searchAnswer(terms.join(' '), now, ctx, true);
