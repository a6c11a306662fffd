import type { Item } from '../catalogue';
import { ownVoice, type Passage } from '../passages';
import type { Ctx } from './context';
import { answer, itemLink, link, span, type Answer } from './markdown';
import { itemHref } from '../catalogue';

// Answers quoted from the owner's own prose, for topics no structured fact covers: each sentence with
// where it stands on the site. A faq answer is quoted whole, as the owner's own reply.

/** Where a sentence stands: an About entry by its role and organisation, a piece of work by its title. */
export function source(item: Item): string {
  if (item.type !== 'entry') return itemLink(item);
  const { role, organisation } = item.entry;
  const name = [role ?? item.entry.title, organisation].filter(Boolean).join(' at ');
  const dates = span(item.entry);
  return `${link(`**${name}**`, itemHref(item))}${dates ? ` (${dates})` : ''}`;
}

// Verbs of doing that a yes/no question wraps its topic in ("has she written any tests?").
const DOING = new Set(
  'know knows known use uses used using write writes wrote written do does did done make makes made build builds built work works worked have has had get got ever actually really'.split(
    ' ',
  ),
);
const NEGATION = /\b(?:not|never|no|nor|without|neither)\b|n['’]t\b/i;

export function prose(ctx: Ctx, found: readonly Passage[]): Answer {
  // A sentence in the owner's own voice answers a question about them; work matching a word of it
  // ("fluent in CSS" beside "I speak Dutch") is noise.
  const passages = found[0] && ownVoice(found[0].item) ? found.filter((p) => ownVoice(p.item)) : found;
  // The owner's faq answer stands for itself when it is the best match; otherwise sentences are quoted.
  const faq = passages[0]?.item.type === 'faq' ? passages[0] : undefined;
  if (faq && faq.item.type === 'faq') {
    const f = faq.item.faq;
    return answer(f.answer, [f.id, ...(f.items ?? []).filter((i) => ctx.cat.items.has(i))], 'faq');
  }
  // A yes/no question whose every word the best sentence has, with no negation in it, is a yes.
  const top = passages[0];
  const asked = ctx.passages
    .topicWords(ctx.q.words.filter((_, i) => !ctx.q.found.some((f) => f.start <= i && i < f.end)))
    .filter((w) => !DOING.has(w));
  const yes = ctx.q.yesNo && !!top && ctx.passages.says(top.text, asked) && !NEGATION.test(top.text);
  const lead = yes
    ? 'Yes. The site says'
    : ctx.q.yesNo
      ? 'Here is what the site says on that'
      : `What the site says`;
  const quotes = passages.map((p) => `- ${source(p.item)}: “${p.text}”`);
  return answer(
    `${lead}:\n${quotes.join('\n')}`,
    passages.map((p) => p.item),
  );
}
