import { notCompeting } from '../facts';
import type { Ctx } from './context';
import { answer, type Answer } from './markdown';
import { listLine } from './work';

// Words of taking part in an event: "has he done", "did she attend", "ever been to", "took part in".
const TAKING_PART = new Set(
  'done do did does doing attend attended attending participate participated taken take took part join joined compete competed enter entered go gone went been'.split(
    ' ',
  ),
);
// Words that ask nothing of their own around an event named; "game jam" is read as "hackathon".
const FILLER = new Set(
  'has have had he she they his her their the a an any ever in at to of it before yet already one ones hackathon hackathons jam jams event events'.split(
    ' ',
  ),
);

/**
 * "Has he done Ludum Dare?", "did she attend the Global Game Jam?", "has he done Jedi Blades?": yes,
 * with each entry at that event, however many editions, or the one named; a question on winning or
 * roles there is read by their writers.
 */
export function eventDone(ctx: Ctx): Answer | undefined {
  if (!ctx.q.yesNo) return undefined;
  // "Game" in "the Global Game Jam" is the event's word, not a kind of work asked.
  const found = ctx.q.found.filter((f) => f.entity.type !== 'owner' && f.entity.type !== 'kind');
  const entries = found.flatMap((f) =>
    f.entity.type === 'item' && f.entity.item.type === 'hackathon' ? [f.entity.item] : [],
  );
  // An entry the owner organised or mentored at is answered by its roles: they did not compete.
  if (!entries.length || entries.length !== found.length || entries.some(notCompeting)) return undefined;
  // The words left beside what was found (the owner, the entries, a kind) may only ask of taking part.
  const spans = ctx.q.found;
  const rest = ctx.q.words.filter((w, i) => !FILLER.has(w) && !spans.some((f) => i >= f.start && i < f.end));
  if (!rest.length || !rest.every((w) => TAKING_PART.has(w))) return undefined;
  const unique = [...new Map(entries.map((w) => [w.id, w])).values()].sort((a, b) =>
    a.hackathon.date.localeCompare(b.hackathon.date),
  );
  if (unique.length === 1) return answer(`Yes: ${listLine(unique[0]!)}`, unique);
  const times = unique.length === 2 ? 'twice' : `${unique.length} times`;
  return answer(
    `Yes: ${ctx.v.name} took part ${times} (oldest first):\n${unique.map((w) => `- ${listLine(w)}`).join('\n')}`,
    unique,
  );
}
