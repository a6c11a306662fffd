import { chronological } from '../facts';
import { tokens } from '../text';
import type { Ctx } from './context';
import { entryLine, type Entry } from './entryText';
import { answer, type Answer } from './markdown';
import { capitalised } from './prose';

// "Tell me about her degree", "what was the bootcamp like?": the study of that kind, told whole;
// where none is of that kind, that none is, with the studies there are.

const ABOUT_KIND =
  /^(?:(?:so|and|ok|okay) )?(?:tell me(?: more)? about|what about|more about|how was|what (?:was|is)) (?:the|his|her|their|that) (bootcamp|course|degree|diploma|apprenticeship|masters|master|msc|bsc|ba|ma|phd|doctorate|programme|program|university|uni|college)(?: like)?$/;
// Words a study's own title or opening says its kind in.
const KIND_WORDS: Record<string, readonly string[]> = {
  bootcamp: ['bootcamp', 'boot camp'],
  masters: ['master', 'masters', 'msc', 'ma', 'meng', 'mba'],
  master: ['master', 'masters', 'msc', 'ma', 'meng', 'mba'],
  phd: ['phd', 'doctorate', 'doctoral'],
  doctorate: ['phd', 'doctorate', 'doctoral'],
  programme: ['programme', 'program'],
  program: ['programme', 'program'],
  university: ['university', 'universit', 'college'],
  uni: ['university', 'universit', 'college'],
  college: ['college', 'university'],
};

/** "Tell me about the bootcamp": a kind of study asked of, nothing named but the owner. */
export const asksStudyOfKind = (q: Ctx['q']) =>
  ABOUT_KIND.test(q.words.join(' ')) && q.found.every((f) => f.entity.type === 'owner');

const GENERIC = new Set(['course', 'programme', 'program']);

/** The study of the kind asked, whole; several as a list; none said plainly with the studies listed. */
export function studyOfKind(
  ctx: Ctx,
  all: readonly Entry[],
  isDegree: (e: Entry) => boolean,
  card: (e: Entry) => Answer,
): Answer | undefined {
  const noun = asksStudyOfKind(ctx.q) ? ABOUT_KIND.exec(ctx.q.words.join(' '))?.[1] : undefined;
  if (!noun) return undefined;
  const words = KIND_WORDS[noun] ?? [noun];
  const names = (text: string) => {
    const said = ` ${tokens(text).join(' ')} `;
    return words.some((w) => said.includes(` ${w}`));
  };
  const opening = (e: Entry) => /^(?:an?|my)\b[^.]*/i.exec(e.entry.content)?.[0] ?? '';
  const ofKind = chronological(
    all.filter((e) =>
      noun === 'degree'
        ? isDegree(e)
        : names(`${e.entry.role ?? ''} ${e.title} ${e.entry.organisation ?? ''} ${opening(e)}`),
    ),
  );
  // "The course" is any study short of a degree, where none is titled so.
  if (GENERIC.has(noun) && !ofKind.length) {
    const short = all.filter((e) => !isDegree(e));
    return short.length === 1 ? card(short[0]!) : undefined;
  }
  if (ofKind.length === 1) return card(ofKind[0]!);
  const line = (e: Entry) => `- ${entryLine(e, ctx.now)}`;
  if (ofKind.length)
    return answer(`${capitalised(ctx.v.name)}'s ${noun}s:\n${ofKind.map(line).join('\n')}`, ofKind);
  const studies = chronological(all);
  const listed = studies.length
    ? ` ${capitalised(ctx.v.their)} studies:\n${studies.map(line).join('\n')}`
    : '';
  return answer(`The site lists no ${noun} among ${ctx.v.name}'s studies.${listed}`, studies);
}

// Tables read by a visitor's words have no prototype: "constructor" is a word, not a key.
for (const table of [KIND_WORDS]) Object.setPrototypeOf(table, null);
