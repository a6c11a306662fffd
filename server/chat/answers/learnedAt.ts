import type { Tech } from '../catalogue';
import { educationOf } from '../facts';
import { sentencesOf } from '../passages';
import { tokens } from '../text';
import { entitiesOf } from '../understand';
import { namedItems, type Ctx } from './context';
import { at, dates, type Entry } from './entryText';
import { answer, itemLink, type Answer } from './markdown';
import { source } from './prose';
import { mentionsOf, namesTech } from './skills';

// "Did she learn Python at the bootcamp?": whether the study or job asked about names the
// technology in its own words, and where else the owner says they learned it.

const LEARN = new Set(['learn', 'learned', 'learnt', 'study', 'studied', 'taught', 'cover', 'covered']);

/** The entries a question names: by organisation, by title, or a study by a word of its title. */
function entriesAsked(ctx: Ctx, techs: readonly Tech[]): Entry[] {
  const named = [
    ...entitiesOf(ctx.q, 'org').flatMap((o) => o.entries),
    ...namedItems(ctx).filter((i): i is Entry => i.type === 'entry'),
  ];
  // Learning is asked of the studies at a place named, where it has any beside its jobs.
  const studies = named.filter((e) => e.section.id === 'education');
  if (named.length) return [...new Set(studies.length ? studies : named)];
  // "the bootcamp", "the course": a study whose title has a word of the question.
  const techWords = new Set(techs.flatMap((t) => tokens(t.title)));
  const words = ctx.q.words.filter((w) => w.length > 3 && !techWords.has(w) && !LEARN.has(w));
  return educationOf(ctx.cat).filter((e) =>
    tokens(`${e.entry.role ?? ''} ${e.entry.title} ${e.title}`).some((w) => words.includes(w)),
  );
}

export function learnedAt(ctx: Ctx, techs: readonly Tech[]): Answer | undefined {
  if (techs.length !== 1 || !ctx.q.words.some((w) => LEARN.has(w))) return undefined;
  const entries = entriesAsked(ctx, techs);
  if (entries.length !== 1) return undefined;
  const [e] = entries as [Entry];
  const tech = techs[0]!;
  const said = sentencesOf(`${e.entry.role ?? e.title}. ${e.entry.content}`).find((s) => namesTech(tech, s));
  const place = `${itemLink(e)}${at(e)}${dates(e)}`;
  if (said) return answer(`Yes: ${place}, in ${ctx.v.their} own words: “${said}”`, [e]);
  // Where the owner does say they learned or used it.
  const own = mentionsOf(ctx, tech, 2).filter((p) => p.item !== e);
  const elsewhere = own.length
    ? `\nWhere the site does name ${tech.title}:\n${own.map((p) => `- ${source(p.item)}: “${p.text}”`).join('\n')}`
    : '';
  const covered = sentencesOf(e.entry.content)[0];
  return answer(
    `Not that the site says: ${place} doesn't name ${tech.title}.${covered ? ` It says: “${covered}”` : ''}${elsewhere}`,
    [e, ...own.map((p) => p.item)],
  );
}
