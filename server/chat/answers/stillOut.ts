import { linksOf } from '../facts';
import { proseOfItem, sentencesOf } from '../passages';
import { isWork, type Ctx } from './context';
import { answer, itemLink, link, type Answer } from './markdown';

// "Is it still available to download?", "can I still play it?" of one piece of work in view: a
// sentence of its own that says it was taken down is a no; else its links say where to get it.

const STILL_ASKED =
  /\b(?:still (?:available|up|live|online|out|around|running|active|maintained|alive|going|working|operating|in use|used|being used|on (?:the )?(?:\w+ )?store)|available (?:to download|for download|on|anywhere)|(?:can|could) (?:i|you|we|people|anyone) (?:still )?(?:download|install|get|play|try|use))\b/;
const GONE =
  /\b(?:took (?:it|them) (?:off|down)|taken (?:off|down)|removed|pulled|discontinued|shut (?:it )?down|no longer (?:available|online|live|on|hosted|running|up|deployed|maintained)|(?:not|isn't|is not) (?:hosted|online|live|running) any ?more|taken offline|delisted|unpublished|went offline|is offline|retired|archived|abandoned|sunset|wound down|shut|closed down|stopped running)\b/i;
const UPKEEP_ASKED =
  /\b(?:still (?:maintained|active|developed|being developed|worked on|updated|in development))\b/;
const UPKEEP_SAID =
  /\b(?:maintain\w*|updat\w*|still|actively|continu\w*|ongoing|in development|roadmap|next (?:up|step|release|version))\b/i;
const OUT_SAID = /\b(?:store|download\w*|install\w*|available|published|released)\b/i;

export function stillOut(ctx: Ctx): Answer | undefined {
  const text = ctx.q.words.join(' ');
  const works = ctx.focus.filter(isWork);
  if (!STILL_ASKED.test(text) || works.length !== 1 || ctx.q.found.some((f) => f.entity.type !== 'owner'))
    return undefined;
  const w = works[0]!;
  const sentences = sentencesOf(proseOfItem(w));
  const gone = sentences.filter((s) => GONE.test(s));
  const links = linksOf(w).map((l) => link(l.label, l.url));
  if (gone.length)
    return answer(
      `No, in ${ctx.v.name}'s words on ${itemLink(w)}: “${gone.join(' ')}”${links.length ? ` ${links.join(' · ')}` : ''}`,
      [w],
    );
  const out = linksOf(w).filter((l) => l.label !== 'GitHub');
  // "Is it still maintained?": a live link says it can be reached, not that it is kept up.
  if (UPKEEP_ASKED.test(text)) {
    const kept = sentences.filter((s) => UPKEEP_SAID.test(s));
    const live = out.length ? ` It is live at ${out.map((l) => link(l.label, l.url)).join(' · ')}.` : '';
    return kept.length
      ? answer(`In ${ctx.v.name}'s words on ${itemLink(w)}: “${kept.join(' ')}”${live}`, [w])
      : answer(`The site doesn't say whether ${itemLink(w)} is still maintained.${live}`, [w], 'not-on-site');
  }
  if (out.length)
    return answer(`Yes: ${itemLink(w)} is at ${out.map((l) => link(l.label, l.url)).join(' · ')}.`, [w]);
  const said = sentences.filter((s) => OUT_SAID.test(s));
  return answer(
    `The site gives no link to try ${itemLink(w)}${links.length ? ` (its code: ${links.join(' · ')})` : ''}.${said.length ? ` In ${ctx.v.name}'s words: “${said[0]}”` : ''}`,
    [w],
    said.length ? 'answered' : 'not-on-site',
  );
}

// "What happened after the event?", "what came of it?": what the work's own words say came next.
const AFTER_ASKED =
  /\bwhat (?:happened|became of it|came of it|came next)\b.*\b(?:after|afterwards|next|since|then|later|to it|of it)\b|\bwhat (?:became|came) of it\b|\bwhat happened to it\b/;
const LATER_SAID =
  /\b(?:after(?:wards)?|later|since|since then|pilot\w*|still|went on|continued|acquired|adopted|launched|shut|stopped|ended|closed|moved (?:to|on)|before (?:the|it|i|we|they)|now (?:run|runs|used|uses|has)|a year later|months? later|weeks? later)\b/i;

/** "What happened after the hackathon?" of one piece of work in view: its sentences on what came next. */
export function afterwards(ctx: Ctx): Answer | undefined {
  const works = ctx.focus.filter(isWork);
  if (!AFTER_ASKED.test(ctx.q.words.join(' ')) || works.length !== 1) return undefined;
  if (ctx.q.found.some((f) => f.entity.type !== 'owner')) return undefined;
  const w = works[0]!;
  const said = sentencesOf(proseOfItem(w)).filter((s) => LATER_SAID.test(s));
  // Where no sentence says what came next, the other readings of the question answer it.
  return said.length
    ? answer(`After it, in ${ctx.v.name}'s words on ${itemLink(w)}: “${said.join(' ')}”`, [w])
    : undefined;
}

// "What was the result?", "how did they place?": a hackathon entry's placing.
const RESULT_ASKED =
  /^(?:and |so )?(?:what (?:was|were|is) (?:the |their |his |her )?(?:result|results|outcome|placing)|how did (?:it|they|he|she) (?:do|place|go|rank))\b/;

/** "What was the result?" of the one hackathon entry in view: its placing, or that the site gives none. */
export function resultInView(ctx: Ctx): Answer | undefined {
  const works = ctx.focus.filter(isWork);
  if (works.length !== 1 || works[0]!.type !== 'hackathon' || !RESULT_ASKED.test(ctx.q.words.join(' ')))
    return undefined;
  if (ctx.q.found.some((f) => f.entity.type !== 'owner')) return undefined;
  const h = works[0]!;
  return h.hackathon.result
    ? answer(`${itemLink(h)} at ${h.hackathon.event}: ${h.hackathon.result}.`, [h])
    : answer(`The site records no placing for ${itemLink(h)} at ${h.hackathon.event}.`, [h]);
}
