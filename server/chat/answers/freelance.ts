import { faqItemId } from '../catalogue';
import { careerOf } from '../facts';
import { firstSentences, tokens } from '../text';
import type { Ctx } from './context';
import { entryLine } from './entryText';
import { answer, itemLink, type Answer } from './markdown';
import { sentencesOf } from '../passages';

// Words asking for work on one's own account, and the words of a job's title, post or employer
// that say it was ("Freelance iOS Developer", "Self-employed", "Contract Developer").
const ASKED = /\b(?:freelanc\w*|self employed|contract(?:or|ors|ing)?|independent(?:ly)?|own account)\b/;
// Words asking whether the owner would take such work now, which their faq answers.
const SEEKING = new Set([
  'open',
  'looking',
  'interested',
  'consider',
  'considering',
  'available',
  'willing',
  'would',
  'take',
  'accept',
  'want',
  'prefer',
  'rate',
  'rates',
  'charge',
  // "Can I hire him for freelance work?": the visitor's own offer.
  'hire',
  'hiring',
  'book',
  'engage',
  'commission',
]);
// Words asking more than whether: how long, when, for whom; the job's own answer gives those.
const MORE_ASKED = new Set(
  'long while when during beside besides alongside before after since same time client clients who where how much many'.split(
    ' ',
  ),
);
// An faq answer on taking such work: "freelance work", "contract work", not "an employment contract".
const OFFER_SAYS = /\b(?:freelanc\w*|self employed|contract work|contracts|contracting|contractor)\b/;
const JOB_SAYS = /\b(?:freelanc\w*|self employed|contract(?:or)?|independent|sole trader)\b/;

/**
 * "Has she done freelance work?", "was he ever self-employed?": the jobs whose title, post or
 * employer says so, or no where none does; the owner's own words on it, when only they say it.
 */
export function freelanceAsked(ctx: Ctx): Answer | undefined {
  const text = ctx.q.words.join(' ');
  // "Is she open to freelance work?" asks what the owner seeks, which their faq answers.
  // "How long was she freelancing?", "did he freelance while at X?", "who were the clients?" ask
  // more than whether: the job's own answers give those.
  if (!ctx.q.yesNo || !ASKED.test(text) || ctx.q.words.some((w) => SEEKING.has(w) || MORE_ASKED.has(w)))
    return undefined;
  const own = careerOf(ctx.cat).filter((e) =>
    JOB_SAYS.test(tokens(`${e.title} ${e.entry.role ?? ''} ${e.entry.organisation ?? ''}`).join(' ')),
  );
  if (own.length)
    return answer(
      `Yes: ${own
        .map((e) => `${entryLine(e)}${e.entry.content ? `: “${firstSentences(e.entry.content, 1)}”` : ''}`)
        .join('\n')}`,
      own,
    );
  // "I also freelanced on the side" in a job's or the owner's own words: quoted, not denied.
  const said = ctx.cat.entries.flatMap((e) =>
    sentencesOf(e.entry.content ?? '')
      .filter((x) => JOB_SAYS.test(tokens(x).join(' ')))
      .map((x) => ({ e, x })),
  );
  if (said.length)
    return answer(
      `Not as a job of its own on the site, but it says:\n${said.map(({ e, x }) => `- ${itemLink(e)}: “${x}”`).join('\n')}`,
      said.map(({ e }) => e),
    );
  const none = `none of ${ctx.v.name}'s jobs on the site is listed as freelance or contract work`;
  // "Does he freelance?" of an owner whose faq offers freelance work: that offer beside the jobs.
  const offered = (ctx.cat.owner.faq ?? []).filter((f) => OFFER_SAYS.test(tokens(f.answer).join(' ')));
  if (offered.length)
    return answer(
      `Not as a job so far: ${none}. In ${ctx.v.their} own words:\n${offered.map((f) => `- “${f.answer}”`).join('\n')}`,
      offered.map((f) => faqItemId(ctx.cat, f)),
    );
  return answer(`No: ${none}.`, []);
}
