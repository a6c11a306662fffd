import type { Owner } from '../../../content';
import type { ItemRef } from '../intent/types';
import { contentTerms, sentences as split } from '../text';
import { entryById, entryKind, hackathonBySlug, projectBySlug } from './facts';
import { passageId } from './passages';

// "Is it accessible?", "how hard is the AI?" right after one item: the sentences of that item's own
// text that say so, found by the question's words. Only sentences of the item just shown are read.

export interface Said {
  /** The item's name, as its card shows it. */
  name: string;
  sentences: string[];
  passage: string;
}

/** The item's sentences, each with the words it is found by (a team's event line also by "theme" and "event"). */
function sentencesOf(
  owner: Owner,
  item: ItemRef,
): { name: string; passage: string; lines: { text: string; by: string }[] } | undefined {
  if (item.kind === 'project') {
    const p = projectBySlug(owner, item.id);
    return (
      p && {
        name: p.title,
        passage: passageId.project(p),
        lines: [p.summary, ...split(p.description)].map((text) => ({ text, by: text })),
      }
    );
  }
  if (item.kind === 'hackathon') {
    const h = hackathonBySlug(owner, item.id);
    const event = { text: `${h?.event}.`, by: `${h?.event} theme themed event` };
    return (
      h && {
        name: h.team,
        passage: passageId.hackathon(h),
        lines: [
          event,
          ...split(`${h.description.app} ${h.description.role}`).map((text) => ({ text, by: text })),
        ],
      }
    );
  }
  if (item.kind === 'entry') {
    const e = entryById(owner, item.id);
    const kind = e && entryKind(owner, e);
    return (
      e &&
      kind && {
        name: e.title,
        passage: passageId.entry(kind, e),
        lines: split(e.content).map((text) => ({ text, by: text })),
      }
    );
  }
  return undefined;
}

// Endings that keep a word's meaning: "hard" is "hardest", "team" is not "teammates", "form" not "formal".
const ENDING = /^(?:s|es|ed|er|ers|est|ing|ly|ion|ions|ive|ment|ments)$/;
// Endings of two forms of one word that share a longer start: "accessible", "accessibility"; not "community", "communicate".
const FORM = /^(?:|e|es|ed|er|ing|ion|ions|ive|ity|ility|le|ly|ment|te|tion|tions)$/;

/** Whether two stemmed words are the same word: equal, one the other with an ending, or sharing six letters ("accessible", "accessibility"). */
export function same(a: string, b: string): boolean {
  if (a === b) return true;
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  if (short.length >= 4 && long.startsWith(short) && ENDING.test(long.slice(short.length))) return true;
  let common = 0;
  while (common < short.length && a[common] === b[common]) common++;
  return common >= 6 && FORM.test(a.slice(common)) && FORM.test(b.slice(common));
}

/**
 * The sentences of the item that hold the most of the question's words, if they hold at least half of
 * them; undefined when none does, so the question is answered as it stands.
 */
export function saidOf(
  owner: Owner,
  item: ItemRef,
  question: string,
  ignore: ReadonlySet<string>,
): Said | undefined {
  const of = sentencesOf(owner, item);
  const terms = [...new Set(contentTerms(question, ignore))];
  if (!of || terms.length === 0) return undefined;
  const scored = of.lines.map((line) => {
    const words = contentTerms(line.by);
    return { text: line.text, score: terms.filter((t) => words.some((w) => same(t, w))).length };
  });
  const best = Math.max(...scored.map((s) => s.score));
  if (best === 0 || best < Math.ceil(terms.length / 2)) return undefined;
  // A role is a few sentences: when no one sentence has every word asked, all of them are shown.
  if (item.kind === 'entry' && best < terms.length)
    return { name: of.name, passage: of.passage, sentences: of.lines.map((l) => l.text) };
  return {
    name: of.name,
    passage: of.passage,
    sentences: scored
      .filter((s) => s.score === best)
      .slice(0, 2)
      .map((s) => s.text),
  };
}
