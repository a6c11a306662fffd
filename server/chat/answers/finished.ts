import type { Work } from '../catalogue';
import { linksOf, usesTech } from '../facts';
import { sentencesOf } from '../passages';
import { namedItems, namedTechs, type Ctx } from './context';
import { answer, itemLink, link, when, type Answer } from './markdown';
import { proseOf } from './workDetail';

// "Did she finish her Ludum Dare entry?": whether a piece of work was finished, in its own words or
// by its placing; never a yes that neither gives.

export const FINISHING = new Set([
  'finish',
  'finished',
  'submit',
  'submitted',
  'complete',
  'completed',
  'dnf',
]);

/** A sentence saying work was left undone ("we never submitted it"). */
export const LEFT_UNFINISHED =
  /\b(?:(?:did not|didn['’]t|never|could not|couldn['’]t|failed to|unable to) (?:finish|submit|complete)\w*|never submitted|gave up|abandoned|dnf|had to leave|left (?:early|after)|leave after|dropped out)\b/i;
// "It is unfinished", "still a work in progress": the work itself said to be undone, not a thing it
// names ("my unfinished PhD").
const NOT_YET_DONE =
  /\b(?:is|was|remains|still|left it|it's) (?:still )?(?:unfinished|incomplete|not (?:yet )?finished|a work in progress|in progress)\b/i;

/** "Did she finish X?", "was it ever completed?": a yes/no on finishing a piece of work. */
export const asksFinished = (words: readonly string[], yesNo: boolean) =>
  yesNo &&
  (words.some((w) => FINISHING.has(w)) ||
    // "Is the engine done?" of the work; "has she done a hackathon?" is of doing one.
    (['is', 'was', 'are', 'were'].includes(words[0] ?? '') && words.includes('done')));

/** Whether one piece of work was finished: its own words on it, else its placing or links. */
export function finishedWork(ctx: Ctx, w: Work): Answer {
  const result = w.type === 'hackathon' ? (w.hackathon.result ?? '') : '';
  const name = `${itemLink(w)}${w.type === 'hackathon' ? ` at ${w.hackathon.event} (${when(w.hackathon.date)})` : ''}`;
  if (LEFT_UNFINISHED.test(result)) return answer(`No: ${name}: ${result}.`, [w]);
  const undone = sentencesOf(proseOf(w)).find((s) => LEFT_UNFINISHED.test(s) || NOT_YET_DONE.test(s));
  if (undone)
    return answer(
      `${LEFT_UNFINISHED.test(undone) ? 'No' : 'Not yet'}: ${name}, in ${ctx.v.their} own words: “${undone}”`,
      [w],
    );
  if (result) return answer(`Yes: ${name} was finished and placed: ${result}.`, [w]);
  const links = linksOf(w).filter((l) => l.label !== 'GitHub');
  const shown = links.length ? ` It links ${links.map((l) => link(l.label, l.url)).join(' · ')}.` : '';
  return answer(`The site doesn't say ${name} was left unfinished.${shown}`, [w]);
}

// Words that make a technology named stand for the work built with it ("the Kotlin Multiplatform thing").
const WORK_NOUNS = new Set(['thing', 'project', 'app', 'experiment', 'one', 'game', 'tool', 'library']);

/** "Is the Kotlin Multiplatform thing finished?": the one piece of work built with the technology named. */
export function finishedOfTech(ctx: Ctx): Answer | undefined {
  if (!asksFinished(ctx.q.words, ctx.q.yesNo) || !ctx.q.words.some((w) => WORK_NOUNS.has(w)))
    return undefined;
  const techs = namedTechs(ctx);
  if (techs.length !== 1 || namedItems(ctx).length) return undefined;
  const built = ctx.cat.work.filter((w) => usesTech(w, techs[0]!));
  return built.length === 1 ? finishedWork(ctx, built[0]!) : undefined;
}
