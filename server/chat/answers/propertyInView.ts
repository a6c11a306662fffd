import { stemmer } from 'stemmer';
import type { Work } from '../catalogue';
import { linksOf } from '../facts';
import { FUNCTION_WORDS } from '../lexicon/english';
import { NEGATION } from '../lexicon/cues';
import { sentencesOf } from '../passages';
import { tokens } from '../text';
import { isWork, type Ctx } from './context';
import { answer, itemLink, type Answer } from './markdown';
import { proseOf } from './workDetail';
import { asksFinished } from './finished';

// "+Is it tested?", "+does it have authentication?", "+is it deployed?" of the one piece of work in
// view: yes with its own sentence that says so, a link for a question of being live, else that the
// site doesn't say. Never the card again.

// Words of the question that ask nothing of their own.
const ASKING = new Set([
  'is',
  'was',
  'are',
  'does',
  'did',
  'do',
  'it',
  'its',
  'this',
  'that',
  'one',
  'project',
  'app',
  'thing',
  'still',
  'ever',
  'really',
  'actually',
  'currently',
  'now',
  'also',
  'properly',
  'fully',
  'any',
  'have',
  'has',
  'had',
  'get',
  'got',
  'use',
  'uses',
  'used',
  'support',
  'supports',
  'work',
  'works',
  'run',
  'runs',
]);
// Being live is shown by a live or demo link as much as by a sentence.
const stem = (w: string) => stemmer(w);
const LIVE = new Set(
  ['deployed', 'hosted', 'live', 'launched', 'published', 'released', 'online', 'shipped'].map(stem),
);

/** The one piece of work a yes/no with "it" asks of, when nothing else is named. */
function workInView(ctx: Ctx, quality: boolean): Work | undefined {
  if (!ctx.q.yesNo || !ctx.q.backRef || ctx.focus.length !== 1) return undefined;
  const w = ctx.focus[0]!;
  const other = (type: string) => type !== 'owner' && !(quality && type === 'kind');
  if (!isWork(w) || ctx.q.found.some((f) => other(f.entity.type))) return undefined;
  return w;
}

/**
 * `saidOnly`: the work's own yes, leaving a question no sentence answers to the writers after;
 * `quality`: a kind's word asked as a quality of it ("mobile friendly").
 */
export function propertyInView(ctx: Ctx, saidOnly = false, quality = false): Answer | undefined {
  const w = workInView(ctx, quality);
  // "Is it finished?" is the finishing writer's, by the work's placing and links too.
  if (!w || asksFinished(ctx.q.words, ctx.q.yesNo)) return undefined;
  const asked = ctx.q.words.filter((x) => x.length > 3 && !FUNCTION_WORDS.has(x) && !ASKING.has(x));
  if (!asked.length || asked.length > 2) return undefined;
  const stems = asked.map(stem);
  const says = (s: string) => {
    const own = new Set(tokens(s).map(stem));
    return stems.every((x) => own.has(x));
  };
  const said = sentencesOf(proseOf(w)).find(says);
  if (said)
    return answer(`${NEGATION.test(said) ? '' : 'Yes: '}${itemLink(w)}, in its own words: “${said}”`, [w]);
  const live = linksOf(w).find((l) => l.label === 'Live' || l.label === 'Demo');
  if (stems.some((x) => LIVE.has(x)) && live)
    return answer(`Yes: ${itemLink(w)} is live: [${live.label}](${live.url}).`, [w]);
  if (saidOnly) return undefined;
  return answer(
    `The site doesn't say that of ${itemLink(w)}: its own words never mention ${asked.join(' ')}.`,
    [w],
    'not-on-site',
  );
}
