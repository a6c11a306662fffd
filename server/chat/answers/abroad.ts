import { chronological } from '../facts';
import { normalize } from '../text';
import type { Ctx } from './context';
import { entryLine, type Entry } from './entryText';
import { answer, type Answer } from './markdown';

// "Did she study abroad?", "has he worked overseas?": the studies or jobs the site places in another
// country than the owner's, by the last part of each entry's location ("Vancouver, Canada").

const ABROAD =
  /\b(?:stud(?:y|ied|ies|ying)|work(?:ed|ing)?|lived?|semester|year|degree)\b.*\b(?:abroad|overseas)\b|\bexchange (?:year|semester|student|program\w*)\b/;
// A move to come is the owner's faq on relocating, not a fact of the past.
const TO_COME = /\b(?:would|will|willing|open|relocate|relocating|move|moving)\b/;
const STUDY = /\b(?:stud(?:y|ied|ies|ying)|semester|exchange|degree|university|uni|school)\b/;

export const asksAbroad = (words: readonly string[]) => {
  const text = words.join(' ');
  return ABROAD.test(text) && !TO_COME.test(text);
};

/** The country of a place as written: its last comma-separated part, without a note in brackets. */
const countryNamed = (place: string) =>
  (
    place
      .replace(/\([^)]*\)/g, '')
      .split(',')
      .at(-1) ?? ''
  ).trim();
const countryOf = (place: string) => normalize(countryNamed(place));

export function abroad(ctx: Ctx): Answer | undefined {
  const named = countryNamed(ctx.cat.owner.location);
  const home = normalize(named);
  const study = STUDY.test(ctx.q.words.join(' '));
  const section = study ? 'education' : 'career';
  // A place is at home where its country is the owner's, or it is a part of the owner's place
  // ("Gothenburg"); away only where it names another country; else the site doesn't tell.
  const homeParts = ctx.cat.owner.location.split(',').map(normalize);
  const placed = (e: Entry) => {
    // "Hamburg, Germany (remote from Wrocław)": a job done from home is not one done abroad.
    if (/\bremote(?:ly)?\b/i.test(e.entry.location!)) return undefined;
    const where = e.entry.location!.replace(/\([^)]*\)/g, '');
    if (countryOf(where) === home || homeParts.includes(normalize(where))) return 'home';
    return where.includes(',') ? 'away' : undefined;
  };
  const entries = ctx.cat.entries.filter(
    (e): e is Entry =>
      e.type === 'entry' && e.section.id === section && !!e.entry.location && !!placed(e as Entry),
  );
  if (!home || !entries.length) return undefined;
  const away = chronological(entries.filter((e) => placed(e) === 'away'));
  const done = study ? 'studied' : 'worked';
  const line = (e: Entry) => `${entryLine(e, ctx.now)} (${e.entry.location})`;
  if (away.length)
    return answer(`Yes: ${ctx.v.name} ${done} outside ${named}: ${away.map(line).join('; ')}.`, away);
  const total = ctx.cat.entries.filter((e) => e.type === 'entry' && e.section.id === section).length;
  const counted =
    entries.length === total
      ? `every ${study ? 'study' : 'job'}`
      : `${entries.length} of ${total} ${study ? 'studies' : 'jobs'}`;
  return answer(`No: the site places ${counted} in ${named}, none abroad.`, entries);
}
