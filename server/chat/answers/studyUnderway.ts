import { educationOf } from '../facts';
import { DEGREE_LEVELS } from '../lexicon/degrees';
import { tokens } from '../text';
import type { Ctx } from './context';
import { dueLater, entryLine, type Entry } from './entryText';
import { answer, type Answer } from './markdown';

// "Is she doing a master's?", "is he studying for an MSc?", "is she enrolled in a degree?": a study
// going on now, by the level or the entry asked, yes with it or no with the studies there are.

const DOING = new Set(['doing', 'studying', 'pursuing', 'enrolled', 'taking', 'completing', 'working']);
const NOW_ASKING = new Set(['is', 'are', 'am', 'does', 'do']);
const ANY_STUDY = new Set(['degree', 'course', 'diploma', 'qualification', 'certificate']);

const underway = (e: Entry, now: Date) => e.entry.end === 'present' || dueLater(e, now);

export function studyUnderway(ctx: Ctx): Answer | undefined {
  const { words } = ctx.q;
  // Asked of now: "was she working while studying?" is of another time.
  if (!ctx.q.yesNo || !NOW_ASKING.has(words[0] ?? '') || !words.some((w) => DOING.has(w))) return undefined;
  const named = ctx.q.found.flatMap((f) =>
    f.entity.type === 'item' && f.entity.item.type === 'entry' && f.entity.item.section.id === 'education'
      ? [f.entity.item]
      : [],
  );
  const level = DEGREE_LEVELS.find((l) => words.some((w) => l.has(w)));
  if (!named.length && !level && !words.some((w) => ANY_STUDY.has(w))) return undefined;
  // "Is she doing a master's at Georgia Tech?" names the study; anything else named asks of it.
  const ofStudy = ({ entity }: (typeof ctx.q.found)[number]) =>
    entity.type === 'owner' || (entity.type === 'item' && named.some((e) => e === entity.item));
  if (!ctx.q.found.every(ofStudy)) return undefined;
  const ofLevel = (e: Entry) =>
    !level || tokens(`${e.entry.role ?? ''} ${e.title}`).some((w) => level.has(w));
  const asked = (named.length ? named : educationOf(ctx.cat)).filter(ofLevel);
  const now = asked.filter((e) => underway(e, ctx.now));
  const line = (e: Entry) => entryLine(e, ctx.now);
  if (now.length) return answer(`Yes: ${now.map(line).join('; ')}.`, now);
  if (asked.length) return answer(`No, not now: ${asked.map(line).join('; ')}.`, asked);
  return undefined;
}
