import type { Work } from '../catalogue';
import { kindsOf, linksOf, newestFirst } from '../facts';
import { commonWords } from '../lexicon/english';
import { listing, tokens } from '../text';
import { entitiesOf } from '../understand';
import { isWork, type Ctx } from './context';
import { answer, itemLink, type Answer } from './markdown';
import { kindLabel, linkedLine } from './work';

// Words that set one piece of work aside: "any games besides his Steam game?", "other than Snake?".
const SETS_ASIDE = /\b(?:besides|apart from|aside from|other than|except(?: for)?|outside of|beyond)\b/;

/**
 * "Any games besides his Steam game?", "other than Driftwood Lanterns?": the work of the kinds asked,
 * less the one the words after "besides" name or describe (by its name, its words or where it is
 * published), as a yes with the rest, or a no where it is the only one.
 */
export function besidesOfKind(ctx: Pick<Ctx, 'q' | 'cat' | 'v'>): Answer | undefined {
  const text = ctx.q.words.join(' ');
  const aside = SETS_ASIDE.exec(text);
  const kinds = [...new Set(entitiesOf(ctx.q, 'kind').map((e) => e.kind))];
  // A message of several questions is answered part by part.
  if (!aside || !kinds.length || /\?\s*\S/.test(ctx.q.raw.trim())) return undefined;
  const ofKinds = ctx.cat.work.filter((w) => kinds.every((k) => kindsOf(w).includes(k)));
  const after = text
    .slice(aside.index + aside[0].length)
    .split(' ')
    .filter(Boolean);
  const from = ctx.q.words.length - after.length;
  const named = ctx.q.found.flatMap((f) =>
    f.start >= from && f.entity.type === 'item' && isWork(f.entity.item) ? [f.entity.item] : [],
  );
  const set = named.length ? named : describedAfter(ctx, ofKinds, after);
  if (set.length !== 1) return undefined;
  const rest = newestFirst(ofKinds.filter((w) => w !== set[0]));
  const label = (n: number) => listing(kinds.map((k) => kindLabel(k, n)));
  const yes = ctx.q.yesNo || ctx.q.words[0] === 'any';
  if (!rest.length)
    return answer(
      `${yes ? 'No: ' : ''}${itemLink(set[0]!)} is ${ctx.v.name}'s only ${label(1)} on the site.`,
      set,
    );
  return answer(
    `${yes ? 'Yes: b' : 'B'}esides ${itemLink(set[0]!)}, ${ctx.v.name} has ${rest.length} ${rest.length === 1 ? `other ${label(1)}` : `other ${label(2)}`} on the site:\n${rest.map((w) => `- ${linkedLine(w)}`).join('\n')}`,
    rest,
  );
}

/** The work of the kind the words after "besides" describe: each word said by its title, summary or a link's address. */
function describedAfter(ctx: Pick<Ctx, 'q'>, ofKinds: readonly Work[], after: readonly string[]): Work[] {
  const kindWords = new Set(
    ctx.q.found.filter((f) => f.entity.type === 'kind').flatMap((f) => ctx.q.words.slice(f.start, f.end)),
  );
  const words = after.filter((w) => w.length > 2 && !commonWords().has(w) && !kindWords.has(w));
  if (!words.length) return [];
  const says = (w: Work) => {
    const own = new Set(tokens(`${w.title} ${w.type === 'project' ? w.project.summary : w.hackathon.event}`));
    const hosts = linksOf(w).map((l) => l.url.toLowerCase());
    return words.every((x) => own.has(x) || hosts.some((h) => h.includes(x)));
  };
  return ofKinds.filter(says);
}
