import type { Work } from '../catalogue';
import { usesTech } from '../facts';
import { sentencesOf } from '../passages';
import { listing } from '../text';
import { isWork, namedItems, namedTechs, type Ctx } from './context';
import { answer, itemLink, type Answer } from './markdown';
import { namesTech } from './skills';
import { proseOf } from './workDetail';

// "What is XState used for on this site?", "what does he use Django for?": what a technology does in
// the work, in the work's own sentences that name it.

const USED_FOR = /\b(?:(?:use[sd]?|using) (?:\S+ ){0,3}for|role of|what does \S+ do (?:in|on|for))\b/;
const THIS_SITE = /\b(?:this|the) (?:site|website|portfolio|page)\b/;

/** The work asked of: named, "this site", or the one in view; else every piece built with the technology. */
function workAsked(ctx: Ctx): Work[] {
  const named = namedItems(ctx).filter(isWork);
  if (named.length) return named;
  if (THIS_SITE.test(ctx.q.words.join(' '))) {
    const site = ctx.cat.work.filter((w) => w.type === 'project' && w.project.thisSite);
    if (site.length) return site;
  }
  const inView = ctx.q.backRef ? ctx.focus.filter(isWork) : [];
  return inView.length === 1 ? inView : [];
}

/** The sentences of the work asked (or of all work built with it) that say what the technology is for. */
export function techUse(ctx: Ctx): Answer | undefined {
  const techs = namedTechs(ctx);
  if (ctx.q.yesNo || techs.length !== 1 || !USED_FOR.test(ctx.q.words.join(' '))) return undefined;
  const tech = techs[0]!;
  const asked = workAsked(ctx);
  const pool = asked.length ? asked : ctx.cat.work.filter((w) => usesTech(w, tech));
  const said = pool
    .map((w) => ({
      w,
      text: sentencesOf(proseOf(w))
        .filter((s) => namesTech(tech, s))
        .slice(-2)
        .join(' '),
    }))
    .filter((s) => s.text);
  if (!said.length) return undefined;
  const lines = said.slice(0, 4).map(({ w, text }) => `- ${itemLink(w)}: “${text}”`);
  // Work built with it whose words don't say what for is named beside them.
  const rest = pool.filter((w) => !said.some((s) => s.w === w));
  const also = rest.length ? `\nAlso built with it: ${listing(rest.map(itemLink))}.` : '';
  return answer(
    `What ${tech.title} does in ${ctx.v.name}'s work, in ${ctx.v.their} own words:\n${lines.join('\n')}${also}`,
    [...said.map((s) => s.w), ...rest],
  );
}
