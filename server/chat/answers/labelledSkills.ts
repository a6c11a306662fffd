import { stemmer } from 'stemmer';
import { newestFirst, usesTech } from '../facts';
import { SKILL_KIND_WORDS, TECH_CUES } from '../lexicon/cues';
import { FUNCTION_WORDS } from '../lexicon/english';
import type { Tech } from '../catalogue';
import type { Passage } from '../passages';
import { listing, singular, tokens } from '../text';
import type { Ctx } from './context';
import { answer, itemLink, type Answer } from './markdown';

/**
 * "Does he do any computer vision?", "has she designed PCBs?": the listed skills whose own labels
 * have every word of the topic ("OpenCV computer vision", "KiCad PCB design"), with the work using
 * them; undefined where no label has them all.
 */
export function labelledSkills(ctx: Ctx, topic: readonly string[]): Answer | undefined {
  if (!topic.length) return undefined;
  const stems = topic.map((w) => stemmer(singular(w)));
  const labelled = ctx.cat.techs.filter((t) => {
    const label = t.listed ? tokens(t.listed.skill.ariaLabel).map((w) => stemmer(singular(w))) : [];
    return stems.every((s) => label.includes(s));
  });
  if (!labelled.length) return undefined;
  return skillsLines(ctx, labelled, `${ctx.q.yesNo ? 'Yes: ' : ''}${ctx.v.name}'s listed skills for it:`);
}

/** Listed skills, each with its label, its category and the work using it, under a lead. */
function skillsLines(ctx: Ctx, techs: readonly Tech[], lead: string): Answer {
  const lines = techs.map((t) => {
    const work = newestFirst(ctx.cat.work.filter((w) => usesTech(w, t)));
    return `- ${t.title} (“${t.listed!.skill.ariaLabel}”, under ${t.listed!.category.name})${work.length ? `: used in ${listing(work.map(itemLink))}` : ''}`;
  });
  return answer(`${lead}\n${lines.join('\n')}`, [
    ...ctx.cat.categories.filter((c) => techs.some((t) => t.listed!.category === c.category)),
    ...techs.flatMap((t) => ctx.cat.work.filter((w) => usesTech(w, t))),
  ]);
}

/**
 * "Is he comfortable with packet capture tools?" of a skill labelled "Wireshark packet analyser":
 * the listed skills whose labels share a word of the topic, said as the nearest the site lists,
 * where no sentence found says that word.
 */
export function nearLabelled(
  ctx: Ctx,
  topic: readonly string[],
  found: readonly Passage[],
): Answer | undefined {
  const stemOf = (w: string) => stemmer(singular(w));
  const labels = ctx.cat.techs.flatMap((t) =>
    t.listed ? [{ t, stems: tokens(t.listed.skill.ariaLabel).map(stemOf) }] : [],
  );
  // The words of the topic some label has, none of which a sentence found says.
  const labelled = topic.filter(
    (w) => w.length >= 4 && plainWord(w) && labels.some((l) => l.stems.includes(stemOf(w))),
  );
  const says = (p: Passage, w: string) => ctx.passages.says(p.text, [w]) || ctx.passages.names(p.item, w);
  if (!labelled.length || found.some((p) => labelled.some((w) => says(p, w)))) return undefined;
  const stems = labelled.map(stemOf);
  const near = labels.filter((l) => l.stems.some((s) => stems.includes(s))).map((l) => l.t);
  if (!near.length || near.length > 3) return undefined;
  return skillsLines(ctx, near, `Not in those words; the nearest of ${ctx.v.name}'s listed skills:`);
}

/** A word that names a topic, not skills in general ("tools", "framework") nor a function word. */
const plainWord = (w: string) => !FUNCTION_WORDS.has(w) && !TECH_CUES.has(w) && !(w in SKILL_KIND_WORDS);

/**
 * Two words of the question, side by side, that a listed skill's label has side by side ("computer
 * vision" of "OpenCV computer vision"): that skill answers, whatever example is nearest. A question
 * naming a kind of work or a technology is theirs.
 */
export function labelPhrase(ctx: Ctx): Answer | undefined {
  const { words, found } = ctx.q;
  // A label is read word by word in the singular: "background job queues" has "background jobs".
  const labels = ctx.cat.techs.flatMap((t) =>
    t.listed ? [` ${tokens(t.listed.skill.ariaLabel).map(singular).join(' ')} `] : [],
  );
  const plain = (w: string) => w.length >= 3 && plainWord(w);
  // Another entity named outside the phrase makes the question its own; a kind, a category or a
  // hackathon role the phrase itself has ("infrastructure", "reverse engineering") does not.
  const inPhrase = new Set(['kind', 'category', 'role']);
  const outside = (from: number, to: number) =>
    found.some(
      (f) => f.entity.type !== 'owner' && !(inPhrase.has(f.entity.type) && f.start >= from && f.end <= to),
    );
  for (let i = 0; i + 1 < words.length; i++) {
    for (const n of [3, 2]) {
      const phrase = words.slice(i, i + n);
      if (phrase.length < n) continue;
      // "Programming language", "web framework": words for skills in general, not a topic.
      // "infrastructure as code": a word between may be a function word, the ends may not.
      // Three words are a set phrase enough that their ends need only be words ("as code").
      const end = n === 3 ? (w: string) => w.length >= 3 && !FUNCTION_WORDS.has(w) : plain;
      if (!end(phrase[0]!) || !end(singular(phrase.at(-1)!))) continue;
      const asked = phrase.map(singular).join(' ');
      if (!labels.some((l) => l.includes(` ${asked} `))) continue;
      if (outside(i, i + n)) return undefined;
      return labelledSkills(
        ctx,
        phrase.filter((w) => !FUNCTION_WORDS.has(w)),
      );
    }
  }
  return undefined;
}
