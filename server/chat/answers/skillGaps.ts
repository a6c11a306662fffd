import type { Work } from '../catalogue';
import { newestFirst, stackOf, usesTech } from '../facts';
import { listing, normalize } from '../text';
import type { Ctx } from './context';
import { answer, itemLink, type Answer } from './markdown';
import { usedBy } from './skills';

// "Which skills does he list but never use?", "anything he used that isn't on his list?": the
// skills list weighed against the stacks of the work on the site, both ways.

// Words of a question about what the list leaves out, against what the work uses.
const OFF_LIST =
  /\b(?:not|isnt|isn't|aren't|arent) (?:on|in) (?:\w+ )?(?:skills? )?list|\bunlisted\b|\bnot listed\b|\bisnt listed\b/;

/** Whether the question asks for technologies the work uses that the list does not name. */
const asksUnlisted = (words: readonly string[]) => OFF_LIST.test(words.join(' '));
// "Which skills does he list but never use?", "listed but unused".
const LISTED_UNUSED =
  /\b(?:list|lists|listed)\b.*\b(?:never|not|unused|without)\b.*\b(?:use|used|using|project|projects|work)\b|\blisted but unused\b/;

/** Whether a question weighs the skills list against the work: either way. */
export const asksSkillGaps = (words: readonly string[]) =>
  (asksUnlisted(words) &&
    words.some((w) => /^(?:use|used|uses|using|tech|technology|technologies|tools?)$/.test(w))) ||
  LISTED_UNUSED.test(words.join(' '));

/** "Which skills does he list but never use?": listed skills no piece of work is built with. */
function listedUnused(ctx: Ctx): Answer {
  const listed = ctx.cat.techs.filter((t) => t.listed && t.kind !== 'practice');
  const unused = listed.filter((t) => !usedBy(ctx, t).length);
  if (!unused.length)
    return answer(`Every skill ${ctx.v.name} lists is used in at least one piece of work on the site.`);
  const categories = [...new Set(unused.map((t) => t.listed!.category))];
  const items = ctx.cat.categories.filter((c) => categories.includes(c.category));
  return answer(
    `${unused.length} of ${listed.length} listed skills are in no project${ctx.cat.work.some((w) => w.type === 'hackathon') ? ' or hackathon entry' : ''} on the site: ${listing(unused.map((t) => t.title))}. The site doesn't say whether ${ctx.v.they} used them elsewhere.`,
    items,
  );
}

/** "Has he used tech that isn't on his list?": what the stacks name that no listed skill is. */
function usedUnlisted(ctx: Ctx): Answer {
  const listed = ctx.cat.techs.filter((t) => t.listed);
  const unlisted = ctx.cat.techs.filter(
    (t) => !t.listed && !listed.some((l) => l.names.some((n) => t.names.includes(n))),
  );
  const lines = unlisted.flatMap((t) => {
    // By a stack's own name: "React Native" in a stack is no use of React unlisted.
    const named = (w: Work) => stackOf(w).some((s) => t.names.includes(normalize(s)));
    const work: Work[] = newestFirst(ctx.cat.work.filter((w) => usesTech(w, t) && named(w)));
    return work.length ? [{ t, work }] : [];
  });
  if (!lines.length)
    return answer(`No: every technology in the stacks on the site is among ${ctx.v.name}'s listed skills.`);
  return answer(
    `${ctx.q.yesNo ? 'Yes: ' : ''}the stacks on the site name ${lines.length === 1 ? 'one technology' : `${lines.length} technologies`} that ${ctx.v.name}'s skills list does not:\n${lines
      .map(({ t, work }) => `- ${t.title}: ${listing(work.slice(0, 3).map(itemLink))}`)
      .join('\n')}`.replace(/^t/, 'T'),
    lines.flatMap(({ work }) => work.slice(0, 3)),
  );
}

export const skillGaps = (ctx: Ctx): Answer =>
  asksUnlisted(ctx.q.words) ? usedUnlisted(ctx) : listedUnused(ctx);
