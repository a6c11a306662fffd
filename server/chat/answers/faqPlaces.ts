import type { Faq } from '../../../content';
import { countriesCovered, countriesNamed, countryKey, namesPlaces } from '../lexicon/english';
import { sentencesOf } from '../passages';
import { listing, VERDICT_LEAD } from '../text';
import type { Ctx } from './context';

// "Can he work in the US?", "would she move to Germany?" answered by the owner's entry on places:
// no yes for a country the entry never names, and a no where its own sentence rules the country out.

// Words of a sentence that speak of every country but the ones it names ("not outside France").
const EVERY_OTHER = /\b(?:abroad|outside|elsewhere|overseas)\b/i;
// A sentence that says no to a place: "I won't move to the US", "I'm not authorised to work in the US".
const REFUSED = /\b(?:not|never|won't|cannot)\b|n't\b/i;
// "I don't need a visa for Germany" says yes.
const NEEDLESS = /\b(?:need|needs|require|requires|sponsorship|visa)\b/i;
// A clause that names a country on a condition grants nothing outright.
const HEDGED =
  /\b(?:need|needs|require|requires|sponsorship|visa|if|unless|only|maybe|perhaps|might|remote|remotely|contractor)\b/i;

// "Europe or Singapore, but not elsewhere in India": each side of a "but" says yes or no on its own.
const clausesOf = (sentence: string) => sentence.split(/[;:]|,?\s+but\s+|,\s*(?:though|although|except)\s+/i);

/** The lead of a faq answer on places for the countries a question names, if it is no plain yes. */
export function placesLead(ctx: Ctx, f: Faq): string | undefined {
  const asked = countriesNamed(ctx.q.raw);
  if (!asked.length || !namesPlaces(f.answer)) return undefined;
  const own = `In ${ctx.v.their} own words: “${f.answer}”`;
  const refused = asked.filter((c) =>
    sentencesOf(f.answer)
      .flatMap(clausesOf)
      .some((s) => countriesNamed(s).includes(c) && REFUSED.test(s.replace(/’/g, "'")) && !NEEDLESS.test(s)),
  );
  if (refused.length)
    return `${ctx.q.yesNo ? 'No: ' : ''}${ctx.v.name}'s answer rules out ${listing(refused)}. ${own}`;
  const granted = asked.filter((c) =>
    sentencesOf(f.answer)
      .flatMap(clausesOf)
      .some((s) => countriesNamed(s).includes(c) && !REFUSED.test(s.replace(/’/g, "'")) && !HEDGED.test(s)),
  );
  // An answer that opens with its own yes says it first, as it is.
  // "Do they need sponsorship for the US?" is no question of being allowed: a yes would turn it round.
  const needAsked = ctx.q.words.some((w) => NEEDLESS.test(w));
  if (ctx.q.yesNo && !needAsked && granted.length === asked.length && !VERDICT_LEAD.test(f.answer))
    return `Yes: ${own.charAt(0).toLowerCase()}${own.slice(1)}`;
  // "Not elsewhere in India" speaks of one country, not of every other.
  if (EVERY_OTHER.test(f.answer.replace(/\belsewhere in \w+/gi, ''))) return undefined;
  const covered = countriesCovered(`${f.answer} ${f.questions.join(' ')}`);
  const unnamed = asked.filter((c) => !covered.includes(countryKey(c)));
  return unnamed.length ? `${ctx.v.name}'s answer doesn't name ${listing(unnamed, 'or')}. ${own}` : undefined;
}
