import { stemmer } from 'stemmer';
import type { Faq, Owner } from '../../content';
import type { Classified } from './classifier';
import { FUNCTION_WORDS } from './lexicon/english';
import type { Intent } from './examples';
import type { Parsed } from './understand';
import { tokens } from './text';
import { startAsked } from './answers/notYet';

// A question read as "not on the site" or as the owner's overview may still be one the owner's own
// faq entry answers ("what level is he looking for?" of "open to junior or mid-level roles"): it
// does when that entry says every word the question asks beyond its nearest example.

const stems = (words: readonly string[]) => words.map((w) => stemmer(w));

// Words every entry on what the owner seeks shares ("open to", "looking for"): they say nothing of
// what is asked ("open to relocate?" is about relocating).
const SEEKING = new Set(
  stems([
    'open',
    'looking',
    'look',
    'want',
    'interested',
    'available',
    'consider',
    'happy',
    'willing',
    'work',
  ]),
);

/**
 * The question's own words as written, not as the speller read them ("German" is no "Germany"): no
 * function word, nor a word of the owner's name.
 */
function askedWords(q: Parsed): string[] {
  const raw = tokens(q.raw);
  const written = raw.length === q.words.length ? raw : q.words;
  const owner = (i: number) => q.found.some((f) => f.entity.type === 'owner' && f.start <= i && i < f.end);
  return written.filter((w, i) => w.length > 2 && !FUNCTION_WORDS.has(w) && !owner(i) && /^\p{L}+$/u.test(w));
}

/** Whether a faq entry speaks to what the question asks beyond the example it was read as. */
export function faqSpeaks(q: Parsed, best: Classified, faq: Faq): boolean {
  const said = new Set(stems([faq.answer, ...faq.questions].flatMap((t) => tokens(t.replace(/-/g, ' ')))));
  const example = new Set(stems(tokens(best.example)));
  const all = stems(askedWords(q));
  const asked = all.filter((w) => !SEEKING.has(w));
  // "Is he open to work?" asks only whether the owner seeks work: an entry saying all of it answers.
  if (!asked.length) return all.length > 0 && all.every((w) => said.has(w));
  const beyond = asked.filter((w) => !example.has(w));
  // "Is he open to remote work?" is the example itself: the entry must then say all of it.
  const words = beyond.length ? beyond : asked.length > 1 ? asked : [];
  return words.length > 0 && words.every((w) => said.has(w));
}

// How near the owner's faq entry must be to the question to be weighed at all.
export const FAQ_NEAR = 0.3;

/** A question read as not on the site, or as the overview, that the owner's nearest faq entry answers. */
// Readings a near faq phrasing may speak for: the broad ones, and a post asked ("is she full stack?").
const FAQ_MAY_SPEAK = new Set<Intent>(['notOnSite', 'summary', 'postTitled']);

// Stems an owner's entry on when they are free uses: "available", "availability", "notice", "start".
const AVAILABLE = new Set(stems(['available', 'availability', 'notice', 'start', 'starting']));

/** "How soon can he start?": the owner's one entry on availability speaks to it, date or none. */
function availabilityFaq(owner: Owner, q: Parsed): Faq | undefined {
  if (!startAsked(q.words)) return undefined;
  const saying = (f: Faq) =>
    new Set(stems([f.answer, ...f.questions].flatMap((t) => tokens(t))).filter((s) => AVAILABLE.has(s))).size;
  const ranked = (owner.faq ?? []).filter((f) => saying(f) > 0).sort((a, b) => saying(b) - saying(a));
  return ranked.length === 1 || (ranked[0] && saying(ranked[0]) > saying(ranked[1]!)) ? ranked[0] : undefined;
}

export function ownFaqSpeaks(owner: Owner, q: Parsed, best: Classified | undefined, intent: Intent): Intent {
  if (!FAQ_MAY_SPEAK.has(intent)) return intent;
  const available = intent === 'notOnSite' ? availabilityFaq(owner, q) : undefined;
  if (available) return `faq:${available.id}`;
  if (!best?.faq || best.faq.score < FAQ_NEAR) return intent;
  const faq = owner.faq?.find((f) => f.id === best.faq!.id);
  return faq && faqSpeaks(q, best, faq) ? `faq:${faq.id}` : intent;
}
