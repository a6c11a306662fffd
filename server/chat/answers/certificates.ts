import { educationOf, newestFirst } from '../facts';
import { CERTIFIED_WORDS, SPELLED_OUT } from '../lexicon/cues';
import { sentencesOf } from '../passages';
import { firstSentences, listing, normalize } from '../text';
import { dueLater, at, dates } from './entryText';
import type { Item } from '../catalogue';
import { namedItems, type Ctx } from './context';
import { entryLine, type Entry } from './entryText';
import { answer, itemLink, type Answer } from './markdown';

// "Does he have any certs?", "a Google one?": the education entries that are or name a certificate,
// and whether one is the certificate asked about. A certificate the site does not list is never
// stood in for by a course or a degree.

const CERTIFICATE = /\bcertif\w*|\bcerts?\b/;

const nameOf = (e: Entry) =>
  normalize(
    `${e.entry.role ?? ''} ${e.title} ${e.entry.title} ${e.entry.organisation ?? ''} ${e.entry.result ?? ''}`,
  );
const textOf = (e: Entry) => normalize(`${nameOf(e)} ${e.entry.content}`);

/** An education entry that is a certificate, or whose own words name one earned there. */
export const isCertificate = (e: Entry) => CERTIFICATE.test(textOf(e));

// A certificate's own words on its term: its dates are then when it was valid, not time spent studying.
const TERM = /\b(?:valid|expire[sd]?|expiry|lapsed?|renew\w*|recertif\w*)\b/i;
const ENDED =
  /\b(?:expired|lapsed|let (?:it|the \w+|my \w+) (?:lapse|expire)|no longer (?:valid|active|current)|(?:did not|didn['’]t|never|have not|haven['’]t|has not|hasn['’]t) renew\w*|not renewed)\b/i;
/** A certificate dated by when it was valid. */
export const validityDated = (e: Entry) => isCertificate(e) && TERM.test(e.entry.content);
/** The certificate's own sentence saying it has expired, if it says so. */
export const expiredSaid = (e: Entry) => sentencesOf(e.entry.content).find((x) => ENDED.test(x));

// "Does it expire?", "is it still valid?": a question about a certificate's term, answered from its
// own words, never from its dates.
const EXPIRY_WORDS = new Set([
  'expire',
  'expires',
  'expired',
  'expiry',
  'expiration',
  'lapse',
  'lapses',
  'lapsed',
]);
const VALID_WORDS = new Set(['valid', 'validity', 'current', 'active', 'renew', 'renewed', 'renewal']);
const NEVER =
  /\b(?:(?:does|will) not|doesn['’]t|won['’]t|never|no need to) (?:expire|lapse|need (?:to be )?renew\w*)|\bno (?:expiry|expiration)\b|\b(?:lifetime|permanent)\b/i;

/** Whether a question asks about a certificate's term. */
export const asksTerm = (words: readonly string[]) =>
  words.some((w) => EXPIRY_WORDS.has(w) || VALID_WORDS.has(w)) && !words.some((w) => NOT_A_TERM.has(w));
// "What's his current job?" asks of the job held now, not whether a certificate is current.
const NOT_A_TERM = new Set(['job', 'jobs', 'role', 'position', 'employer', 'company', 'title', 'work']);

/** The certificates a question names, or else those in view, when it asks about their term. */
export function termAsked(words: readonly string[], named: readonly Item[], focus: readonly Item[]): Entry[] {
  if (!asksTerm(words)) return [];
  const certs = (items: readonly Item[]) =>
    items.filter((i): i is Entry => i.type === 'entry' && i.section.id === 'education' && isCertificate(i));
  return named.length ? certs(named) : certs(focus);
}

// "Valid until June 2027": the year a certificate's own words give as its last.
const UNTIL = /\b(?:valid|current|good|runs?) (?:until|through|till|to) (?:\w+ )?(\d{4})\b/i;

/** Whether a certificate's words say it lapsed, or give a last year already past. */
function lapsed(said: string, ctx: Ctx): boolean {
  const year = UNTIL.exec(said)?.[1];
  return ENDED.test(said) || (!!year && Number(year) < ctx.now.getUTCFullYear());
}

/** The yes or no to "does it expire?" or "is it still valid?" from a certificate's own sentence. */
function termLead(said: string, ctx: Ctx): string {
  if (!ctx.q.yesNo) return '';
  const expiring = ctx.q.words.some((w) => EXPIRY_WORDS.has(w));
  if (lapsed(said, ctx)) return expiring ? 'Yes, and it has expired: ' : 'Not any more: ';
  if (NEVER.test(said)) return expiring ? 'No: ' : 'Yes: ';
  return expiring || UNTIL.test(said) || /\b(?:current|active)\b/i.test(said) ? 'Yes: ' : '';
}

/** A certificate's term in its own words, led by the yes or no to "does it expire?" or "still valid?". */
export function termSaid(e: Entry, ctx: Ctx): string {
  const said = expiredSaid(e) ?? sentencesOf(e.entry.content).find((s) => TERM.test(s) || NEVER.test(s));
  if (!said) return `The site doesn't say whether it expires: ${entryLine(e)}.`;
  return `${termLead(said, ctx)}${entryLine(e)}. In ${ctx.v.their} own words: “${said}”`;
}

const sentence = (text: string) => (/[.!?]”?$/.test(text) ? text : `${text}.`);

/** An entry's line, with its own sentence on the certificate where only its words name one. */
function certificateLine(e: Entry): string {
  const named = CERTIFICATE.test(
    normalize(`${e.entry.role ?? ''} ${e.title} ${e.entry.title} ${e.entry.result ?? ''}`),
  );
  const said = named ? undefined : sentencesOf(e.entry.content).find((s) => CERTIFICATE.test(normalize(s)));
  // One whose own words say it lapsed is listed as such, with those words.
  const gone = expiredSaid(e);
  if (gone) return `${entryLine(e)}, expired: “${gone}”`;
  return said ? `${entryLine(e)}: “${said}”` : entryLine(e);
}

/** A question about a certificate that names no technology: "any certs?", "is he Google certified?". */
export const asksCertificate = (words: readonly string[]) => words.some((w) => CERTIFIED_WORDS.has(w));

const certificatesOf = (ctx: Ctx) => newestFirst(educationOf(ctx.cat)).filter(isCertificate);

/** The sentence listing the owner's certificates, or '' without any. */
export function certificatesListed(ctx: Ctx): string {
  const certs = certificatesOf(ctx);
  if (!certs.length) return '';
  const earned = earnedElsewhere(ctx);
  const also = earned.length
    ? `\nAlso, in ${ctx.v.their} own words:\n${earned.map(earnedLine).join('\n')}`
    : '';
  return `${sentence(`${ctx.v.name}'s certificates on the site: ${certs.map(certificateLine).join('; ')}`)}${also}`;
}

export function certificates(ctx: Ctx): Answer {
  const asked = termAsked(ctx.q.words, namedItems(ctx), ctx.focus);
  if (asked.length) return answer(asked.map((e) => termSaid(e, ctx)).join('\n'), asked);
  const certs = certificatesOf(ctx);
  const name = ctx.v.name;
  const listed = certificatesListed(ctx);
  if (!certs.length) return noneStudied(ctx);
  // "A Google one", "the associate android dev one": the words that say which certificate.
  const which = whichCertificate(ctx);
  if (!which.length && ctx.q.words.some((w) => HELD_NOW.has(w))) return heldNow(ctx, certs);
  if (!which.length) return answer(`${ctx.q.yesNo ? 'Yes. ' : ''}${listed}`, certs);
  const named = certs.filter((e) => names(ctx, e, which));
  // "The CS certificate": one whose name spells the short form out, before one that only has it ("CS50").
  const spelled = which.flatMap((w) => SPELLED_OUT[w] ?? [w]);
  const whole = named.filter((e) => ctx.passages.says(nameOf(e), spelled));
  const matching = spelled.length > which.length && whole.length ? whole : named;
  if (matching.length) return matchingCertificates(ctx, matching);
  const either = eitherCertificate(ctx, certs, which);
  if (either) return either;
  // "Is she WAS certified?" of an exam the owner only plans: no, with the owner's own words on it.
  const said = educationOf(ctx.cat)
    .flatMap((e) => sentencesOf(e.entry.content))
    .find((s) => ctx.passages.says(s, which));
  const own = said ? ` In ${ctx.v.their} own words: “${said}”` : '';
  return answer(`No: the site lists no such certificate for ${name}. ${listed}${own}`, certs, 'not-on-site');
}

/** "A CKA or any AWS certification?": each name on its own, those held first, then those not listed. */
function eitherCertificate(ctx: Ctx, certs: readonly Entry[], which: readonly string[]): Answer | undefined {
  if (!ctx.q.words.includes('or') || which.length < 2) return undefined;
  const held = certs.filter((e) => which.some((w) => names(ctx, e, [w])));
  if (!held.length) return undefined;
  const missing = which.filter((w) => !held.some((e) => names(ctx, e, [w])));
  const raw = (w: string) => new RegExp(`\\b${w}\\b`, 'i').exec(ctx.q.raw)?.[0] ?? w;
  const none = missing.length ? ` The site lists no ${listing(missing.map(raw))} certificate.` : '';
  const held_ = matchingCertificates(ctx, held);
  return answer(`${held_.text}${none}`, held_.items);
}

// "Is she a certified Web Accessibility Specialist (WAS)?": an acronym in capitals is a name even
// where its letters spell a common word; a shouted question has none.
const acronymsOf = (raw: string) =>
  /[a-z]/.test(raw) ? [...raw.matchAll(/\b[A-Z]{2,6}\b/g)].map((m) => m[0].toLowerCase()) : [];

/** The words of a question that say which certificate it asks of. */
// Words asking what a certificate was awarded with, not which one.
const RESULT = ['result', 'results', 'grade', 'grades', 'outcome', 'get', 'got', 'score', 'mark'];
const ASKING = new Set([
  'when',
  'what',
  'which',
  'where',
  'who',
  'why',
  'how',
  'happened',
  'happen',
  ...RESULT,
]);

function whichCertificate(ctx: Ctx): string[] {
  // A question word says what is asked of the certificate, not which one ("when did she get…?").
  const topic = ctx.passages
    .topicWords(ctx.q.words.filter((w) => !CERTIFIED_WORDS.has(w) && !HELD_NOW.has(w)))
    .filter((w) => !ASKING.has(w));
  // A kind of work named ("her accessibility certification") says which too.
  const kinds = ctx.q.found.flatMap((f) =>
    f.entity.type === 'kind' ? ctx.q.words.slice(f.start, f.end) : [],
  );
  const acronyms = acronymsOf(ctx.q.raw).filter((w) => !CERTIFIED_WORDS.has(w) && ctx.q.words.includes(w));
  return [...new Set([...topic, ...kinds, ...acronyms])];
}

/**
 * Whether a certificate is the one those words name: by its own name, or by a sentence of its own that
 * is about a certificate. An exam the owner plans ("next on my list is the WAS exam") is not one.
 */
const names = (ctx: Ctx, e: Entry, which: readonly string[]): boolean =>
  ctx.passages.says(nameOf(e), which) ||
  // "The CS certificate" of a Certificate in Computer Science.
  (which.some((w) => SPELLED_OUT[w]) &&
    names(
      ctx,
      e,
      which.flatMap((w) => SPELLED_OUT[w] ?? [w]),
    )) ||
  sentencesOf(e.entry.content).some((s) => CERTIFICATE.test(normalize(s)) && ctx.passages.says(s, which));

/**
 * "Is she a certified Web Accessibility Specialist?": names in capitals beyond the technologies asked
 * say which certificate is meant, and then a certificate of those technologies is not enough.
 */
export function namesMoreThan(ctx: Ctx, techWords: ReadonlySet<string>): boolean {
  const capitalised = [...ctx.q.raw.matchAll(/(?<![.!?]\s*|^)(?<![\p{L}\d])\p{Lu}[\p{L}\d-]*/gu)].map((m) =>
    normalize(m[0]),
  );
  const named = new Set([...capitalised, ...acronymsOf(ctx.q.raw)]);
  return [...named].some(
    (w) =>
      w &&
      w !== 'i' &&
      !CERTIFIED_WORDS.has(w) &&
      !techWords.has(w) &&
      ctx.passages.topicWords([w]).length > 0,
  );
}

// "In 2019 I passed the Google Associate Android Developer certification": earned, in the owner's words.
const EARNED = /\b(?:passed|earned|gained|obtained|got|hold|holds|awarded|achieved|completed)\b/i;
const NOT_EARNED = /\b(?:not|never|no|plan\w*|next|preparing|hope|want|would like|someday)\b|n['’]t\b/i;

/** The sentences of jobs and the About that say a certificate was earned, with the entry of each. */
export function earnedElsewhere(ctx: Ctx): { e: Entry; said: string }[] {
  return newestFirst(ctx.cat.entries.filter((e) => e.section.id !== 'education')).flatMap((e) =>
    sentencesOf(e.entry.content)
      .filter((s) => CERTIFICATE.test(normalize(s)) && EARNED.test(s) && !NOT_EARNED.test(s))
      .map((said) => ({ e, said })),
  );
}

/** A certificate earned, as the entry whose words say so. */
export const earnedLine = (x: { e: Entry; said: string }) => `- ${itemLink(x.e)}${at(x.e)}: “${x.said}”`;

/** No certificate among the studies: one the owner's words elsewhere say was earned, else none. */
function noneStudied(ctx: Ctx): Answer {
  const name = ctx.v.name;
  const which = whichCertificate(ctx);
  const earned = earnedElsewhere(ctx).filter((x) => !which.length || ctx.passages.says(x.said, which));
  if (!earned.length)
    return answer(
      `${ctx.q.yesNo ? 'No: t' : 'T'}he site lists no ${which.length ? 'such ' : ''}certificate for ${name}.`,
      newestFirst(educationOf(ctx.cat)),
      'not-on-site',
    );
  return answer(
    `${ctx.q.yesNo ? 'Yes, i' : 'I'}n ${ctx.v.their} own words elsewhere on the site (none is listed among ${name}'s studies):\n${earned.map(earnedLine).join('\n')}`,
    earned.map((x) => x.e),
  );
}

/** The certificates a question names: their term, whether lapsed or not yet held, else held. */
function matchingCertificates(ctx: Ctx, matching: readonly Entry[]): Answer {
  if (asksTerm(ctx.q.words)) return answer(matching.map((e) => termSaid(e, ctx)).join('\n'), matching);
  // "Is he Google Cloud certified?" of one that expired: it was held, and is no longer.
  if (ctx.q.yesNo && matching.every((e) => lapsedNow(ctx, e)))
    return answer(
      `Not any more: ${matching.map((e) => `${entryLine(e)}. In ${ctx.v.their} own words: “${expiredSaid(e) ?? termOf(e)}”`).join('\n')}`,
      matching,
    );
  // "Is she AWS certified?" of study left before the end: no, in the owner's words.
  if (ctx.q.yesNo && matching.every((e) => e.entry.completed === false))
    return answer(
      `No: ${matching.map((e) => `${entryLine(e, ctx.now)}, left before the end. In ${ctx.v.their} own words: “${firstSentences(e.entry.content, 2)}”`).join('\n')}`,
      matching,
    );
  // "Is he CEH certified?" of a course still running: not yet, in the owner's words.
  if (ctx.q.yesNo && matching.every((e) => inProgress(ctx, e)))
    return answer(
      `Not yet: ${matching.map((e) => `${entryLine(e, ctx.now)}. In ${ctx.v.their} own words: “${firstSentences(e.entry.content, 2)}”`).join('\n')}`,
      matching,
    );
  // "What result did she get in it?": its result first, or that the site gives none.
  if (ctx.q.words.some((w) => RESULT.includes(w) && !/^got?$|^get$/.test(w)) && !ctx.q.yesNo)
    return answer(
      matching
        .map((e) =>
          e.entry.result
            ? `${e.entry.result.charAt(0).toUpperCase()}${e.entry.result.slice(1)}: ${itemLink(e)}${at(e)}${dates(e)}.`
            : `The site gives no result for ${entryLine(e)}.`,
        )
        .join('\n'),
      matching,
    );
  // "What happened with the CS certificate?": the one asked about, in its own words.
  const own =
    !ctx.q.yesNo && matching.length === 1 ? `\n> ${firstSentences(matching[0]!.entry.content, 2)}` : '';
  return answer(
    `${sentence(`${ctx.q.yesNo ? 'Yes: ' : ''}${matching.map(certificateLine).join('; ')}`)}${own}`,
    matching,
  );
}

// "Which does she currently hold?", "which are still valid?": asks which have not lapsed.
const HELD_NOW = new Set(['currently', 'current', 'now', 'still', 'valid', 'active', 'hold', 'holds']);

/** The certificates held now, by their own words on their term, and those that lapsed. */
function heldNow(ctx: Ctx, certs: readonly Entry[]): Answer {
  const gone = certs.filter((e) => lapsedNow(ctx, e));
  const held = certs.filter((e) => !gone.includes(e));
  // Its own words on its term, else on the certificate ("I earned the freeCodeCamp certificates").
  const line = (e: Entry) => {
    const term = termOf(e);
    return `- ${term ? `${entryLine(e)}: “${term}”` : certificateLine(e)}`;
  };
  const parts = [
    held.length
      ? `${ctx.q.yesNo ? 'Yes: ' : ''}${ctx.v.name}'s certificates that the site does not say have lapsed:\n${held.map(line).join('\n')}`
      : `${ctx.q.yesNo ? 'No: ' : ''}None of ${ctx.v.name}'s certificates is still valid, by their own words.`,
    gone.length ? `No longer valid:\n${gone.map(line).join('\n')}` : '',
  ];
  return answer(parts.filter(Boolean).join('\n\n'), [...held, ...gone]);
}

/** A certificate's own sentence on its term. */
const termOf = (e: Entry) => sentencesOf(e.entry.content).find((x) => TERM.test(x) || NEVER.test(x));

/** Whether a certificate's own words say it expired, or give a last year already past. */
function lapsedNow(ctx: Ctx, e: Entry): boolean {
  const said = expiredSaid(e) ?? termOf(e);
  return !!said && lapsed(said, ctx);
}

/** The certificate's own sentence saying it lapsed, by an expiry or a last year already past. */
export const lapsedSaid = (ctx: Ctx, e: Entry) =>
  lapsedNow(ctx, e) ? (expiredSaid(e) ?? termOf(e)) : undefined;

// "I'm preparing for the CEH", "the exam is booked": a certificate not yet held. A certificate running
// to now is otherwise one held now.
const NOT_YET =
  /\b(?:in progress|preparing for|studying for|working towards?|exam is (?:booked|scheduled)|not yet|do not hold|don['’]t hold)\b/i;

/** A certificate still being worked for: due later, or its title or own words say it is not held yet. */
const inProgress = (ctx: Ctx, e: Entry) =>
  dueLater(e, ctx.now) ||
  NOT_YET.test(e.title) ||
  (e.entry.end === 'present' && NOT_YET.test(e.entry.content));
