import type { Work } from '../catalogue';
import { stackOf } from '../facts';
import { listing } from '../text';
import type { Ctx } from './context';
import { answer, itemLink, type Answer } from './markdown';

// "Which project uses the most technologies?": a count the site's stacks give, not a judgement.

const MOST = /\b(?:most|biggest|largest|widest|fewest|least|smallest)\b/;
const STACK = /\b(?:technolog\w*|tech|stack|stacks|tools|languages|libraries|frameworks|dependencies)\b/;

export function stackSize(ctx: Ctx, work: readonly Work[]): Answer | undefined {
  const text = ctx.q.words.join(' ');
  if (!MOST.test(text) || !STACK.test(text) || work.length < 2) return undefined;
  const fewest = /\b(?:fewest|least|smallest)\b/.test(text);
  const size = (w: Work) => stackOf(w).length;
  const sorted = [...work].sort((a, b) => (fewest ? size(a) - size(b) : size(b) - size(a)));
  const top = sorted.filter((w) => size(w) === size(sorted[0]!));
  const line = (w: Work) => `${itemLink(w)} (${size(w)}: ${listing(stackOf(w))})`;
  const next = sorted.filter((w) => !top.includes(w)).slice(0, 2);
  return answer(
    `By the stacks the site lists, the ${fewest ? 'smallest' : 'largest'}: ${listing(top.map(line))}.${next.length ? ` Next: ${listing(next.map(line))}.` : ''} The site counts no other measure of size.`,
    [...top, ...next],
  );
}
