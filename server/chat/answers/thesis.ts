import { educationOf } from '../facts';
import { sentencesOf } from '../passages';
import { normalize } from '../text';
import type { Ctx } from './context';
import { entryLine, type Entry } from './entryText';
import { answer, type Answer } from './markdown';

// "What was his PhD thesis about?", "her dissertation?": the study's own sentences on its thesis.

const THESIS_ASKED = /^(?:thesis|theses|dissertation|dissertations)$/;
const THESIS_SAID = /\b(?:thesis|dissertation)\b/i;

/** The studies a question names, else those in view, else every study. */
function studiesAsked(ctx: Ctx): Entry[] {
  const all = educationOf(ctx.cat);
  const named = ctx.q.found.flatMap((f) =>
    f.entity.type === 'item' && all.includes(f.entity.item as Entry) ? [f.entity.item as Entry] : [],
  );
  if (named.length) return named;
  const inView = ctx.focus.filter((i): i is Entry => all.includes(i as Entry));
  return ctx.q.backRef && inView.length ? inView : all;
}

// "What was her bachelor project?", "his bootcamp capstone?": a project of a study named.
const PROJECT_ASKED = /^(?:project|capstone)$/;
const PROJECT_SAID = /\b(?:project|capstone)\b/i;

/** "Her bachelor project?": the named study's own sentences on its project, if they have one. */
function studyProject(ctx: Ctx): Answer | undefined {
  if (!ctx.q.words.some((w) => PROJECT_ASKED.test(w))) return undefined;
  const all = educationOf(ctx.cat);
  const named = ctx.q.found.flatMap((f) =>
    f.entity.type === 'item' && all.includes(f.entity.item as Entry) ? [f.entity.item as Entry] : [],
  );
  // A study whose words name a piece of work on the site ("a team capstone (Quellboard)") is
  // answered by that work.
  const namesWork = (e: Entry) =>
    ctx.cat.work.some((w) => normalize(e.entry.content).includes(normalize(w.title)));
  if (named.some(namesWork)) return undefined;
  const said = named.flatMap((e) =>
    sentencesOf(e.entry.content)
      .filter((s) => PROJECT_SAID.test(s))
      .slice(0, 2)
      .map((text) => ({ e, text })),
  );
  return said.length ? byStudy(ctx, said) : undefined;
}

/** The sentences of the studies asked that speak of a thesis, or that none does. */
export function thesisAnswer(ctx: Ctx): Answer | undefined {
  if (!ctx.q.words.some((w) => THESIS_ASKED.test(w))) return studyProject(ctx);
  const studies = studiesAsked(ctx);
  if (!studies.length) return undefined;
  const said = studies.flatMap((e) =>
    sentencesOf(e.entry.content)
      .filter((s) => THESIS_SAID.test(s))
      .slice(0, 2)
      .map((text) => ({ e, text })),
  );
  if (!said.length) {
    const one = studies.length === 1 ? ` of ${entryLine(studies[0]!, ctx.now)}` : '';
    return answer(`The site doesn't name a thesis${one}.`, studies, 'not-on-site');
  }
  return byStudy(ctx, said);
}

/** Each study's line, with its own sentences quoted after it. */
function byStudy(ctx: Ctx, said: readonly { e: Entry; text: string }[]): Answer {
  const by = [...new Set(said.map((x) => x.e))];
  const lines = by.map(
    (e) =>
      `${by.length > 1 ? '- ' : ''}${entryLine(e, ctx.now)}: “${said
        .filter((x) => x.e === e)
        .map((x) => x.text)
        .join(' ')}”`,
  );
  return answer(`${ctx.q.yesNo ? 'Yes:\n' : ''}${lines.join('\n')}`, by);
}
