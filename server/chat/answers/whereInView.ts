import { year } from '../facts';
import { proseOfItem, sentencesOf } from '../passages';
import { isWork, type Ctx } from './context';
import { at, type Entry } from './entryText';
import { answer, itemLink, when, type Answer } from './markdown';

// Words a bare "where?" may come with: "where was that?", "where did she study them?".
const BARE = new Set(
  'where was is were are that it this those these they them did do she he her his their study studied work worked at and get got earn earned obtain obtained take took from based located which what in'.split(
    ' ',
  ),
);
// "+Which city?", "+what country?": a place asked by its kind.
const PLACE_NOUNS = new Set(['city', 'country', 'town']);

/** A bare "where?" or "which city?", asking nothing but a place. */
const placeAsked = (words: readonly string[], also: (w: string) => boolean = () => false) =>
  (words.includes('where') || words.some((w) => PLACE_NOUNS.has(w))) &&
  words.every((w) => BARE.has(w) || PLACE_NOUNS.has(w) || also(w)) &&
  !(words.length === 1 && words[0] !== 'where' && !PLACE_NOUNS.has(words[0]!));

/**
 * "Where?" right after jobs or studies: the organisation of each, and its place where the site
 * gives one; never where the owner lives now.
 */
/** "Where are they based?" of a job: where the employer is, not the owner. */
const employerAsked = (ctx: Ctx) =>
  ctx.cat.owner.pronouns !== 'they' &&
  ctx.q.words.includes('they') &&
  ctx.q.words.some((w) => w === 'based' || w === 'located');

/** The jobs and studies in view a bare place question is of, if it is of them. */
function entriesAsked(ctx: Ctx): Entry[] | undefined {
  const { words } = ctx.q;
  if (!placeAsked(words) || ctx.q.found.some((f) => f.entity.type !== 'owner')) return undefined;
  const entries = ctx.focus.filter((i): i is Entry => i.type === 'entry' && i.section.id !== 'personal');
  // "Where was that?" of one job or study is placed by the answers on that entry; "where?" or "which
  // city?" alone here, and "where are they based?".
  const byKind = words.some((w) => PLACE_NOUNS.has(w));
  const one = entries.length === 1 && words.length > 1 && !employerAsked(ctx) && !byKind;
  // Jobs and studies shown beside the owner's other words ("has he taught?") are placed by their own fields.
  const mixed = entries.length !== ctx.focus.length && ctx.focus.some(isWork) && entries.length < 2;
  return !entries.length || one || mixed ? undefined : entries;
}

export function whereInView(ctx: Ctx): Answer | undefined {
  const entries = entriesAsked(ctx);
  if (!entries) return undefined;
  const employer = employerAsked(ctx);
  const placed = entries.filter((e) => e.entry.organisation || e.entry.location);
  if (!placed.length) return undefined;
  const line = (e: Entry) => `${itemLink(e)}${at(e)}${e.entry.location ? ` (${e.entry.location})` : ''}`;
  const unplaced = employer && !placed[0]!.entry.location ? ' The site gives no place for it.' : '';
  if (placed.length === 1) return answer(`${line(placed[0]!)}.${unplaced}`, placed);
  return answer(placed.map((e) => `- ${line(e)}`).join('\n'), placed);
}

// A sentence that places something: "at Embedded World 2025 in Nuremberg", "in Lagos".
const PLACED = /\b(?:in|at) (?:the )?[A-Z][\w'-]+/;
const PLACED_IN = /\bin (?:the )?[A-Z][\w'-]+/;

/**
 * "+when and where?", "+where was that?" of one piece of work or talk: its date, its event, and its own
 * sentence that places it, or that the site does not say where.
 */
export function whereOfWork(ctx: Ctx): Answer | undefined {
  const { words } = ctx.q;
  if (!placeAsked(words, (w) => w === 'when')) return undefined;
  // A talk or other personal entry in view is placed by its own sentence too.
  const personal = (i: Ctx['focus'][number]) => i.type === 'entry' && i.section.id === 'personal';
  // "In Johannesburg" places it more nearly than "at PyCon Africa".
  const placedIn = (i: Ctx['focus'][number]) => {
    const said = sentencesOf(proseOfItem(i));
    return said.find((x) => PLACED_IN.test(x.slice(1))) ?? said.find((x) => PLACED.test(x.slice(1)));
  };
  // Of several in view, the one whose own words place it.
  const shown = ctx.focus.filter((i) => isWork(i) || personal(i));
  const work = shown.length > 1 ? shown.filter(placedIn) : shown;
  // Jobs and studies in view are placed by their own fields (whereInView).
  if (work.length !== 1 || ctx.focus.some((i) => i.type === 'entry' && !personal(i))) return undefined;
  if (ctx.q.found.some((f) => f.entity.type !== 'owner')) return undefined;
  const w = work[0]!;
  const date =
    w.type === 'hackathon'
      ? when(w.hackathon.date)
      : w.type === 'entry'
        ? w.entry.start && when(w.entry.start)
        : year(w as Parameters<typeof year>[0]);
  const event =
    w.type === 'hackathon' ? `, at ${w.hackathon.event}` : w.type === 'entry' ? entryPlace(w) : '';
  const placed = placedIn(w);
  const where = placed ? ` In its own words: “${placed}”` : event ? '' : " The site doesn't say where.";
  return answer(`${itemLink(w)}${date ? `: ${date}` : ''}${event}.${where}`, [w]);
}

/** ", at Zephyr Developer Summit in Seattle, USA": a talk's or other entry's own place fields. */
const entryPlace = ({ entry }: Entry) =>
  `${entry.organisation ? `, at ${entry.organisation}` : ''}${entry.location ? ` in ${entry.location}` : ''}`;
