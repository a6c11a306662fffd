import type { Tech, Work } from '../catalogue';
import { sentencesOf } from '../passages';
import { normalize } from '../text';
import { itemLink } from './markdown';
import { stackOf } from '../facts';

// "Did she write Tern in C?": a piece of work whose own words say what it is written in ("written
// in Rust") is not written in another language of its stack, which its words place elsewhere.

const WRITTEN_IN =
  /\b(?:written|built|coded|implemented|programmed) (?:entirely |mostly |mainly |largely )?in ([\w+#.]+)/i;
const IN_ASKED =
  /\b(?:write|wrote|written|code|coded|build|built|program|programmed|implement|implemented|made|make) .*\bin \S+/;

const named = (sentence: string, title: string) =>
  ` ${normalize(sentence)} `.includes(` ${normalize(title)} `);

/** The language of the work's stack its own words say it is written in. */
export function writtenIn(w: Work, prose: string): string | undefined {
  const said = WRITTEN_IN.exec(prose)?.[1];
  return said ? stackOf(w).find((t) => normalize(t) === normalize(said)) : undefined;
}

/** "What language is Tern written in?": a question for the one language of a work. */
export const asksLanguage = (words: readonly string[]) =>
  /\b(?:what|which) (?:programming )?language\b|\bwritten in\b|\bwrite it in\b/.test(words.join(' '));

/**
 * "No: Tern is written in Rust", with the work's words on the language asked, where a question asks
 * whether the work is written in a language its own words do not say it is written in.
 */
export function writtenInOther(
  words: readonly string[],
  w: Work,
  asked: readonly Tech[],
  prose: string,
): string | undefined {
  if (!IN_ASKED.test(words.join(' ')) || asked.length !== 1) return undefined;
  const language = writtenIn(w, prose);
  const tech = asked[0]!;
  if (!language || normalize(language) === normalize(tech.title)) return undefined;
  const of = sentencesOf(prose).filter((s) => named(s, tech.title));
  const where = of.length ? ` Of ${tech.title}, its own words say: “${of.join(' ')}”` : '';
  return `No: ${itemLink(w)} is written in ${language}.${where}`;
}
