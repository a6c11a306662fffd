import type { Item, Work } from '../catalogue';
import { proseOfItem, sentencesOf } from '../passages';
import { normalize, regexEscaped } from '../text';
import { isWork, namedItems, type Ctx } from './context';
import { dates, type Entry } from './entryText';
import { ownLifeSentences } from './family';
import { answer, itemLink, type Answer } from './markdown';

// "+what's his name?" after "my husband Pieter", "+what's it called?" after a library, "+team
// name?" after a hackathon entry: the name of what the last answer was about, never the owner's.

const NAME_ASKED = /\b(?:name|named|called)\b/;
const MEANING = /\b(?:mean|means|meaning|stand|stands|why)\b/;
// Whom a pronoun may stand for, by the nouns the owner's words put before a name ("my husband Pieter").
const RELATIONS: Record<string, RegExp> = {
  his: /\b(?:husband|boyfriend|son|brother|father|dad|partner|fiancé|grandfather|uncle|nephew|cousin|friend)\b/,
  her: /\b(?:wife|girlfriend|daughter|sister|mother|mum|mom|partner|fiancée|grandmother|aunt|niece|cousin|friend)\b/,
  its: /\b(?:dog|cat|greyhound|puppy|kitten|horse|rabbit|parrot|hamster|tortoise|pet|terrier|spaniel|retriever|collie|labrador|band|choir|club|team)\b/,
  their: /\b(?:partner|spouse|child|kid|son|daughter|dog|cat|pet|band|team)\b/,
};

// A pet asked of by kind ("her dog") is named after its breed as often ("our greyhound Biltong").
const DOGS =
  'dog|puppy|greyhound|terrier|spaniel|retriever|collie|labrador|poodle|beagle|dachshund|husky|shiba(?: inu)?|akita|corgi|pug|whippet|lurcher|schnauzer|shepherd|bulldog|boxer|rottweiler|doberman|chihuahua|pomeranian|samoyed|malamute|vizsla|setter|pointer|basenji|dalmatian|mutt|sheepdog';
const CATS = 'cat|kitten|tabby|siamese|persian|ragdoll|bengal|sphynx|maine coon|moggy';
const KINDS_OF_PET: Record<string, RegExp> = {
  dog: new RegExp(`\\b(?:${DOGS})\\b`),
  cat: new RegExp(`\\b(?:${CATS})\\b`),
  pet: new RegExp(`\\b(?:pet|${DOGS}|${CATS})\\b`),
};
// A pet is named after its breed as the owner writes it, capitalised or not ("my Shiba Inu, Bori").
const anyCase = (source: string) => source.replace(/(?<=^|[|: ])([a-z])/g, (c) => `[${c}${c.toUpperCase()}]`);
/** What "its" may stand for in the owner's words: a pet by any breed, a band, a club. */
const ITS = new RegExp(
  `\\b(?:${anyCase(`${DOGS}|${CATS}`)}|${RELATIONS.its!.source.replace(/^\\b\(\?:|\)\\b$/g, '')})\\b`,
);
const relationOf = (noun: string) => petOfKind(noun) ?? new RegExp(`\\b${noun}\\b`);
/** The words that name a kind of pet asked of ("dog": any breed of dog), if the noun is one. */
export const petOfKind = (noun: string): RegExp | undefined => KINDS_OF_PET[noun.replace(/s$/, '')];

/** The pronoun a name question asks of, where it is not the owner's own. */
function otherPronoun(ctx: Ctx): string | undefined {
  return ctx.q.words.find((w) => /^(?:his|her|its|their)$/.test(w) && w !== ctx.v.their);
}

const NAME = `(\\p{Lu}[\\p{L}'’-]+(?:\\s+\\p{Lu}[\\p{L}'’-]+)?)`;

/**
 * "My husband Pieter", "a cat called Pastel", "Biscuit, my beagle": the capitalised name beside a
 * noun for whom the pronoun stands, in the item's words.
 */
function nameAfterRelation(item: Item, relation: RegExp): { name: string; sentence: string } | undefined {
  const after = new RegExp(
    `${relation.source}(?:\\s+\\([^)]*\\))?[,]?\\s+(?:(?:called|named)\\s+)?${NAME}`,
    'u',
  );
  const before = new RegExp(
    `${NAME},\\s+(?:my|our|a|an|the)\\s+(?:[\\p{Ll}-]+\\s+){0,3}${relation.source}`,
    'u',
  );
  for (const sentence of sentencesOf(proseOfItem(item))) {
    const m = after.exec(sentence) ?? before.exec(sentence);
    if (m?.[1]) return { name: m[1], sentence };
  }
  return undefined;
}

/** The sentences of a piece of work that say what its name means ("Koorlys (Afrikaans for "choir list")"). */
function nameMeaning(w: Item): string | undefined {
  const title = regexEscaped(w.title);
  return sentencesOf(proseOfItem(w)).find((s) =>
    new RegExp(
      `${title}\\s*\\(|${title},? (?:means|is \\p{L}+ for|stands for|short for|named after)`,
      'iu',
    ).test(s),
  );
}

/** Whether the question names the owner by name, not by a pronoun. */
const ownerNamed = (ctx: Ctx) =>
  ctx.q.found.some(
    (f) =>
      f.entity.type === 'owner' &&
      !/^(?:he|she|they|his|her|their|him|them)$/.test(ctx.q.words[f.start] ?? ''),
  );

/** The first name the owner's words give after a noun, among the items, quoted. */
function namedAfter(ctx: Ctx, items: readonly Item[], relation: RegExp): Answer | undefined {
  for (const item of items) {
    const found = nameAfterRelation(item, relation);
    if (found) return answer(`${found.name}, in ${ctx.v.name}'s own words: “${found.sentence}”`, [item]);
  }
  return undefined;
}

/** "What's his dog called?": the noun asked, in the owner's own words on their life or those in view. */
function nounNamed(ctx: Ctx): Answer | undefined {
  const noun = ctx.q.words.find((w) =>
    Object.values(RELATIONS).some((r) => r.test(w) && r.source.includes(w)),
  );
  if (!noun) return undefined;
  const own = [...ctx.focus, ...ctx.cat.entries.filter((e) => e.section.id === 'personal')];
  // "What's her cat called?" of an owner whose words name no cat.
  return (
    namedAfter(ctx, own, relationOf(noun)) ??
    partnerUnnamed(ctx, noun) ??
    (ctx.passages.find([noun], 1).length
      ? undefined
      : answer(`The site doesn't mention ${ctx.v.their} ${noun}.`, [], 'not-on-site'))
  );
}

const PARTNERS = new Set([
  'wife',
  'husband',
  'partner',
  'spouse',
  'girlfriend',
  'boyfriend',
  'fiancé',
  'fiancée',
]);

/** "His wife's name?" of "I am married": the owner's words on it, which give no name. */
function partnerUnnamed(ctx: Ctx, noun: string): Answer | undefined {
  if (!PARTNERS.has(noun)) return undefined;
  const said = ownLifeSentences(ctx.cat).find(({ text }) =>
    /\bmarried\b|\bmy (?:wife|husband|partner|spouse)\b/i.test(text),
  );
  return said
    ? answer(
        `The site doesn't give ${ctx.v.their} ${noun}'s name; in ${ctx.v.their} own words: “${said.text}”`,
        [said.i],
        'not-on-site',
      )
    : undefined;
}

/** What a piece of work is called: a hackathon entry by what was built, the team beside it. */
function calledLine(w: Work): string {
  if (w.type !== 'hackathon' || w.hackathon.title === w.hackathon.team) return `It's called ${itemLink(w)}.`;
  return `It's called **${w.hackathon.title}**, built by the team ${w.hackathon.team} (${itemLink(w)}).`;
}

/** The name of the one piece of work in view: its title, team, event, or what the name means. */
function workNamed(ctx: Ctx, w: Work, text: string): Answer {
  if (ctx.q.words.includes('team') && w.type === 'hackathon')
    return answer(`The team was ${w.hackathon.team} (${itemLink(w)}).`, [w]);
  if (/\b(?:event|hackathon|competition|jam)\b/.test(text) && w.type === 'hackathon')
    return answer(`The event was ${w.hackathon.event} (${itemLink(w)}).`, [w]);
  if (!MEANING.test(text)) return answer(calledLine(w), [w]);
  const meaning = nameMeaning(w);
  return meaning
    ? answer(`In ${ctx.v.name}'s own words: “${meaning}”`, [w])
    : answer(
        `The site doesn't say what the name ${itemLink(w)} means or where it comes from.`,
        [w],
        'not-on-site',
      );
}

export function nameInView(ctx: Ctx): Answer | undefined {
  const text = ctx.q.words.join(' ');
  if (!NAME_ASKED.test(text)) return undefined;
  if (namedItems(ctx).length) return describedNamed(ctx, text);
  // "What's Kai's cat called?" asks the cat's name, "what's Kai's full name?" the owner's.
  const byNoun = nounNamed(ctx);
  if (byNoun || ownerNamed(ctx)) return byNoun;
  const other = otherPronoun(ctx);
  const byPronoun = other ? namedAfter(ctx, ctx.focus, other === 'its' ? ITS : RELATIONS[other]!) : undefined;
  if (byPronoun) return byPronoun;
  const itAsked = /\b(?:it|its|the|that|this)\b/.test(text) || ctx.q.words.includes('team');
  const work = ctx.focus.filter(isWork);
  if (work.length === 1 && (itAsked || other)) return workNamed(ctx, work[0]!, text);
  return itAsked ? employerNamed(ctx) : undefined;
}

/** "What's the lightsaber app called?": the one piece of work found by what it is, not by its name. */
function describedNamed(ctx: Ctx, text: string): Answer | undefined {
  const named = namedItems(ctx);
  const w = named.length === 1 && isWork(named[0]!) ? named[0] : undefined;
  if (!w || normalize(ctx.q.raw).includes(normalize(w.title))) return undefined;
  return /\bcalled\b|\bname\b/.test(text) ? workNamed(ctx, w, text) : undefined;
}

/** "+What's it called?" after the one job or school in view: the organisation's name. */
function employerNamed(ctx: Ctx): Answer | undefined {
  const entries = ctx.focus.filter((i) => i.type === 'entry' && !!i.entry.organisation);
  if (entries.length !== 1 || ctx.focus.length !== 1) return undefined;
  const e = entries[0] as Entry;
  return answer(`It's called **${e.entry.organisation}**: ${itemLink(e)}${dates(e)}.`, [e]);
}

// Tables read by a visitor's words have no prototype: "constructor" is a word, not a key.
for (const table of [RELATIONS, KINDS_OF_PET]) Object.setPrototypeOf(table, null);
